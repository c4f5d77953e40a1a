import { describe, expect, it } from 'vitest'
import { confidencePercent, confidenceTone, formatAiScore, visibleTags } from './card-rules.ts'

describe('confidence badge', () => {
  it('is coloured at 80, 60 and 40 percent', () => {
    expect(confidenceTone(100)).toBe('green')
    expect(confidenceTone(80)).toBe('green')
    expect(confidenceTone(79)).toBe('yellow')
    expect(confidenceTone(60)).toBe('yellow')
    expect(confidenceTone(59)).toBe('orange')
    expect(confidenceTone(40)).toBe('orange')
    expect(confidenceTone(39)).toBe('red')
    expect(confidenceTone(0)).toBe('red')
  })
  it('turns a 0..1 confidence into a clamped whole percentage', () => {
    expect(confidencePercent(0.7)).toBe(70)
    expect(confidencePercent(0.795)).toBe(80)
    expect(confidencePercent(1.4)).toBe(100)
    expect(confidencePercent(-1)).toBe(0)
    expect(confidencePercent(Number.NaN)).toBe(0)
  })
})

describe('visibleTags', () => {
  it('shows two tags and counts the rest as +N', () => {
    expect(visibleTags(['classic', 'minimal', 'edgy', 'romantic'])).toEqual({ shown: ['classic', 'minimal'], more: 2 })
  })
  it('shows no +N when two or fewer', () => {
    expect(visibleTags(['classic', 'minimal'])).toEqual({ shown: ['classic', 'minimal'], more: 0 })
    expect(visibleTags([])).toEqual({ shown: [], more: 0 })
  })
  it('ignores blanks and duplicates', () => {
    expect(visibleTags(['classic', ' ', 'classic', 'edgy', 'boho'])).toEqual({ shown: ['classic', 'edgy'], more: 1 })
  })
})

describe('formatAiScore', () => {
  it('shows one decimal, clamped to 0..10', () => {
    expect(formatAiScore(7)).toBe('7')
    expect(formatAiScore(7.46)).toBe('7.5')
    expect(formatAiScore(12)).toBe('10')
    expect(formatAiScore(-2)).toBe('0')
  })
})
