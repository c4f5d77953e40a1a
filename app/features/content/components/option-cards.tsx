import { Check } from 'lucide-react'
import { type ReactNode, useId } from 'react'

export interface OptionCard<Value extends string> {
  value: Value
  label: string
  hint?: string
  visual?: ReactNode
}

export interface OptionCardsProps<Value extends string> {
  legend: string
  options: ReadonlyArray<OptionCard<Value>>
  value: Value
  onChange: (value: Value) => void
  /** Tailwind grid columns for wide screens. */
  columnsClass?: string
}

/**
 * The guides' pickers: a radio group drawn as cards. Native radios give arrow-key
 * movement and announce "n of m, selected" without custom focus code.
 */
export function OptionCards<Value extends string>({ legend, options, value, onChange, columnsClass = 'sm:grid-cols-5' }: OptionCardsProps<Value>) {
  const name = useId()
  return (
    <fieldset>
      <legend className="sr-only">{legend}</legend>
      {/* On two-column phones an odd last card takes the whole row. */}
      <div className={`grid grid-cols-2 gap-3 max-sm:[&>label:last-child:nth-child(odd)]:col-span-2 ${columnsClass}`}>
        {options.map((option) => {
          const checked = option.value === value
          return (
            <label key={option.value} className="group relative block cursor-pointer">
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                className="peer sr-only"
              />
              <span className="flex h-full flex-col items-center gap-2 rounded-[var(--radius-card)] bg-white px-3 py-4 text-center ring-1 ring-line transition-all peer-checked:bg-blush/60 peer-checked:ring-2 peer-checked:ring-terracotta peer-focus-visible:outline-3 peer-focus-visible:outline-offset-3 peer-focus-visible:outline-terracotta group-hover:-translate-y-0.5 group-hover:shadow-md">
                {option.visual}
                <span className="font-display text-base leading-tight font-semibold text-ink">{option.label}</span>
                {option.hint ? <span className="text-xs text-ink-soft">{option.hint}</span> : null}
              </span>
              {checked ? (
                <span
                  aria-hidden="true"
                  className="absolute top-2 right-2 flex h-6 w-6 items-center justify-center rounded-full bg-terracotta text-white"
                >
                  <Check className="h-3.5 w-3.5" />
                </span>
              ) : null}
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
