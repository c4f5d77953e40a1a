import { describe, expect, it } from 'vitest'
import { FAVOURITES_STORAGE_KEY, parseFavourites, readLocalFavourites, toggleFavourite, writeLocalFavourites } from './favourites-storage.ts'
import { memoryStorage } from '#tests/support/memory-storage.ts'

describe('local favourites', () => {
  it('reads a JSON array of ids, ignoring junk', () => {
    expect(parseFavourites(null)).toEqual([])
    expect(parseFavourites('not json')).toEqual([])
    expect(parseFavourites('{"a":1}')).toEqual([])
    expect(parseFavourites('["a", 3, "", "b", "a"]')).toEqual(['a', 'b'])
  })
  it('toggles an id, newest first', () => {
    expect(toggleFavourite(['a'], 'b')).toEqual(['b', 'a'])
    expect(toggleFavourite(['b', 'a'], 'b')).toEqual(['a'])
  })
  it('round-trips through storage and removes the key when empty', () => {
    const storage = memoryStorage()
    writeLocalFavourites(storage, ['x', 'y'])
    expect(storage.getItem(FAVOURITES_STORAGE_KEY)).toBe('["x","y"]')
    expect(readLocalFavourites(storage)).toEqual(['x', 'y'])
    writeLocalFavourites(storage, [])
    expect(storage.getItem(FAVOURITES_STORAGE_KEY)).toBeNull()
    expect(readLocalFavourites(null)).toEqual([])
  })
})
