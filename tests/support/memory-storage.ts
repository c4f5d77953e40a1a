/** A Storage backed by a Map, with an optional quota so "storage full" can be exercised. */
export function memoryStorage(quotaChars = Number.POSITIVE_INFINITY): Storage {
  const map = new Map<string, string>()
  return {
    get length() {
      return map.size
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => {
      if (v.length > quotaChars) throw new DOMException('quota exceeded', 'QuotaExceededError')
      map.set(k, String(v))
    },
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
  }
}
