import { describe, expect, it } from 'vitest'
import { parseSeason, seasonForMonth } from './seasons.ts'

describe('seasonForMonth', () => {
  it.each([
    [1, 'winter'],
    [2, 'winter'],
    [3, 'spring'],
    [4, 'spring'],
    [5, 'spring'],
    [6, 'summer'],
    [7, 'summer'],
    [8, 'summer'],
    [9, 'autumn'],
    [10, 'autumn'],
    [11, 'autumn'],
    [12, 'winter'],
  ])('month %i is %s', (month, season) => {
    expect(seasonForMonth(month)).toBe(season)
  })

  it.each([0, 13, 2.5, Number.NaN])('refuses month %s', (month) => {
    expect(() => seasonForMonth(month)).toThrow(RangeError)
  })
})

describe('parseSeason', () => {
  it.each([
    ['spring', 'spring'],
    ['Summer', 'summer'],
    ['Fall', 'autumn'],
    ['fall', 'autumn'],
    ['AUTUMN', 'autumn'],
    ['  winter ', 'winter'],
  ])('%j -> %s', (text, season) => {
    expect(parseSeason(text)).toBe(season)
  })

  it.each(['', 'All', 'monsoon', 'spring summer'])('%j -> null', (text) => {
    expect(parseSeason(text)).toBeNull()
  })
})
