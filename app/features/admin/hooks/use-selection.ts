import { type Dispatch, type SetStateAction, useState } from 'react'

/**
 * A set of selected ids that outlives paging, with the page's select-all: `allOnPage` is true
 * when every id on the page is selected, and `togglePage` selects or clears exactly those.
 */
export function useSelection(pageIds: readonly string[]): {
  selected: ReadonlySet<string>
  setSelected: Dispatch<SetStateAction<ReadonlySet<string>>>
  allOnPage: boolean
  toggleOne: (id: string) => void
  togglePage: () => void
} {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.has(id))
  const toggleOne = (id: string) =>
    setSelected((s) => {
      const next = new Set(s)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  const togglePage = () =>
    setSelected((s) => {
      const next = new Set(s)
      for (const id of pageIds) {
        if (allOnPage) next.delete(id)
        else next.add(id)
      }
      return next
    })
  return { selected, setSelected, allOnPage, toggleOne, togglePage }
}
