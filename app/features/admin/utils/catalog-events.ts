/**
 * Fired on window after anything changes the catalogue (a status change, a deletion, an
 * import), so the stat cards and the product list refresh without knowing who changed it.
 */
export const CATALOG_CHANGED_EVENT = 'styleblueprint:catalog-changed'

export function announceCatalogChange(): void {
  window.dispatchEvent(new Event(CATALOG_CHANGED_EVENT))
}
