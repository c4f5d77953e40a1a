import { useId } from 'react'

export interface ChoiceChipsProps<Value extends string> {
  legend: string
  options: ReadonlyArray<{ value: Value; label: string }>
  value: Value
  onChange: (value: Value) => void
  /** Shows the legend; otherwise it is read by screen readers only. */
  showLegend?: boolean
}

/**
 * A single choice drawn as chips. Native radio buttons underneath give the keyboard
 * behaviour for free: Tab into the group, arrow keys to move, Space to pick.
 */
export function ChoiceChips<Value extends string>({ legend, options, value, onChange, showLegend = false }: ChoiceChipsProps<Value>) {
  const name = useId()
  return (
    <fieldset>
      <legend className={showLegend ? 'mb-3 text-xs font-semibold tracking-[0.14em] text-ink-soft uppercase' : 'sr-only'}>
        {legend}
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option.value} className="cursor-pointer">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="peer sr-only"
            />
            <span className="inline-flex h-10 items-center rounded-full bg-white px-4 text-sm font-medium text-ink-soft ring-1 ring-line transition-colors peer-checked:bg-ink peer-checked:text-cream peer-checked:ring-ink peer-focus-visible:outline-3 peer-focus-visible:outline-offset-3 peer-focus-visible:outline-terracotta hover:text-ink">
              {option.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
