/** The browser storage capacity the spec assumes: 5 MB. */
export const STORAGE_CAPACITY_BYTES = 5 * 1024 * 1024

export interface StorageUsage {
  usedBytes: number
  availableBytes: number
  /** Percent of the capacity in use, to two decimals. */
  percentUsed: number
}

/**
 * How much of the browser storage the given entries take. Browsers keep storage strings
 * as UTF-16, two bytes per code unit, and count keys as well as values.
 */
export function storageUsage(
  entries: Iterable<readonly [key: string, value: string]>,
  capacityBytes: number = STORAGE_CAPACITY_BYTES,
): StorageUsage {
  let units = 0
  for (const [key, value] of entries) units += key.length + value.length
  const usedBytes = units * 2
  return {
    usedBytes,
    availableBytes: Math.max(0, capacityBytes - usedBytes),
    percentUsed: Math.round((usedBytes / capacityBytes) * 10_000) / 100,
  }
}
