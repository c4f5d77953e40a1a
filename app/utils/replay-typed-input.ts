type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/**
 * Hands React what the shopper typed (or ticked) before the page's script had loaded.
 * Hydration leaves such input in the field but not in the form's state, and React's change
 * tracking then takes it as already seen: the next render of the form wipes it, and a
 * submit sends the empty state ("nobody@example.com" typed on a slow phone, then an
 * empty-field error).
 *
 * Called once in a layout effect at the root, right after hydration: every field whose
 * value differs from the one React rendered (its default, which hydration set) is read at
 * once, before any re-render can reset it to the form's (empty) state, and the change is
 * replayed just after the hydration commit, as the browser would report typing, so the
 * field's onChange takes it. (Events sent during the commit itself get lost in the renders
 * they cause.)
 */
export function replayTypedInput(root: ParentNode): void {
  const typed: Array<() => void> = []
  for (const field of root.querySelectorAll<Field>('input, textarea, select')) {
    if (field instanceof HTMLSelectElement) {
      const picked = [...field.options].map((o) => o.selected)
      if (picked.some((selected, i) => selected !== field.options[i]!.defaultSelected)) {
        typed.push(() => {
          picked.forEach((selected, i) => (field.options[i]!.selected = selected))
          field.dispatchEvent(new Event('change', { bubbles: true }))
        })
      }
    } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      // Only the radio that was picked; the one it replaced follows from it.
      const checked = field.checked
      if (checked !== field.defaultChecked && (field.type === 'checkbox' || checked)) {
        typed.push(() => {
          field.checked = !checked
          field.click()
        })
      }
    } else if (field.type !== 'file' && field.type !== 'hidden' && field.value !== field.defaultValue) {
      const value = field.value
      typed.push(() => replayValue(field, value))
    }
  }
  // After the hydration commit, when React handles events as it would any typing.
  if (typed.length > 0) window.setTimeout(() => typed.forEach((replay) => replay()), 0)
}

/**
 * Sets the rendered value through the element (React's tracker notes it), then the typed
 * one through the prototype (the tracker does not), so the input event reads as a change.
 */
function replayValue(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const nativeSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set
  if (!nativeSetter) return
  field.value = field.defaultValue
  nativeSetter.call(field, value)
  field.dispatchEvent(new Event('input', { bubbles: true }))
}
