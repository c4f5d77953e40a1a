/** The dashboard's address for the products that are one key piece (rule-book/key-pieces.ts): the grid reads `piece` from the URL. */
export function keyPieceHref(pieceId: string): string {
  return `/dashboard?${new URLSearchParams({ piece: pieceId }).toString()}`
}
