/** Price bands, in the catalogue's currency: [from, to). What the learner means by "a price she pays". */
export const PRICE_BANDS = [
  { key: '0-30', from: 0, to: 30 },
  { key: '30-60', from: 30, to: 60 },
  { key: '60-120', from: 60, to: 120 },
  { key: '120-250', from: 120, to: 250 },
  { key: '250+', from: 250, to: Number.POSITIVE_INFINITY },
] as const

/** The band's index for a price, -1 for none (unknown or negative). */
export function priceBandIndex(price: number): number {
  if (!Number.isFinite(price) || price < 0) return -1
  return PRICE_BANDS.findIndex((b) => price >= b.from && price < b.to)
}

export function priceBandOf(price: number): string | null {
  const i = priceBandIndex(price)
  return i < 0 ? null : PRICE_BANDS[i]!.key
}
