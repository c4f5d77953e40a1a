import { type CategoryId, isCategoryId } from '../reference/categories.ts'

/**
 * What the back office assumes a click earns: ESTIMATES, not figures anyone reported (the
 * affiliate service's own figures, when it is connected, are shown beside them). The one
 * place these numbers live; decision 059 says where they come from.
 *
 * Commission is a share of the price of what is bought. The import accepts Amazon links by
 * default, and Amazon Associates' standard rate for apparel, shoes, handbags, accessories and
 * jewellery is 4% of the sale: every category starts there. A shop on other programmes
 * changes its row here.
 */
export const COMMISSION_RATES: Readonly<Record<CategoryId, number>> = {
  dresses: 0.04,
  tops: 0.04,
  bottoms: 0.04,
  outerwear: 0.04,
  shoes: 0.04,
  accessories: 0.04,
  activewear: 0.04,
  lingerie: 0.04,
  swimwear: 0.04,
  formal: 0.04,
}

/** For a click whose category was not recorded or is not one of ours. */
export const DEFAULT_COMMISSION_RATE = 0.04

/**
 * The share of clicks assumed to end in a purchase of the clicked piece. Fashion affiliate
 * links commonly convert at a few per cent; 5% is a round middle. Without it, "commission"
 * would be what every click would earn if every shopper bought, twenty times too high.
 */
export const ASSUMED_CONVERSION_RATE = 0.05

export function commissionRate(category: string | null): number {
  return isCategoryId(category) ? COMMISSION_RATES[category] : DEFAULT_COMMISSION_RATE
}

/**
 * The estimated commission of clicks whose recorded prices add up to `priceSum`, all in one
 * category: price × the category's rate × the assumed conversion. Clicks recorded without a
 * price add nothing (their sum is 0). Unrounded: round once, where it is shown.
 */
export function estimatedCommission(priceSum: number, category: string | null): number {
  return priceSum * commissionRate(category) * ASSUMED_CONVERSION_RATE
}

/** Money to the cent, for figures that leave the server (JSON and CSV alike). */
export function roundMoney(amount: number): number {
  return Math.round(amount * 100) / 100
}
