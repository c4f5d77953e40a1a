import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { COLOR_PALETTES, type ColorPaletteId } from '../rule-book/palettes.ts'
import { COLOR_QUIZ, scoreColorQuiz } from './color-quiz.ts'

describe('COLOR_QUIZ', () => {
  it('has three questions with one option per palette each', () => {
    expect(COLOR_QUIZ).toHaveLength(3)
    for (const q of COLOR_QUIZ) {
      expect(q.options.map((o) => o.palette)).toEqual(['warm', 'cool', 'neutral'])
    }
  })
})

describe('scoreColorQuiz', () => {
  it('gives the palette with the most votes', () => {
    expect(scoreColorQuiz(['cool', 'cool', 'warm'])).toBe('cool')
    expect(scoreColorQuiz(['neutral', 'warm', 'neutral'])).toBe('neutral')
    expect(scoreColorQuiz(['warm', 'warm', 'warm'])).toBe('warm')
  })

  it('breaks a three-way tie in the order warm, cool, neutral', () => {
    expect(scoreColorQuiz(['neutral', 'cool', 'warm'])).toBe('warm')
    expect(scoreColorQuiz(['cool', 'neutral', 'warm'])).toBe('warm')
  })

  it('breaks a two-way tie the same way, whatever the answer order', () => {
    // Four questions allow a 2-2 tie.
    expect(scoreColorQuiz(['neutral', 'neutral', 'cool', 'cool'], 4)).toBe('cool')
    expect(scoreColorQuiz(['cool', 'warm', 'cool', 'warm'], 4)).toBe('warm')
    expect(scoreColorQuiz(['neutral', 'warm', 'neutral', 'warm'], 4)).toBe('warm')
  })

  it('gives no result until every question is answered', () => {
    expect(scoreColorQuiz([])).toBeNull()
    expect(scoreColorQuiz(['warm', 'warm'])).toBeNull()
    expect(scoreColorQuiz(['warm', undefined, 'cool'])).toBeNull()
  })

  it('matches a brute-force count for every possible set of answers', () => {
    const palette = fc.constantFrom(...COLOR_PALETTES)
    fc.assert(
      fc.property(fc.array(palette, { minLength: 3, maxLength: 3 }), (answers) => {
        const votes = (p: ColorPaletteId) => answers.filter((a) => a === p).length
        const max = Math.max(...COLOR_PALETTES.map(votes))
        const expected = COLOR_PALETTES.find((p) => votes(p) === max)
        expect(scoreColorQuiz(answers)).toBe(expected)
      }),
    )
  })
})
