import { Search, X } from 'lucide-react'
import { useId } from 'react'

export interface SearchFieldProps {
  label: string
  placeholder: string
  value: string
  onChange: (value: string) => void
  clearLabel: string
}

/** A labelled search box that filters as you type. */
export function SearchField({ label, placeholder, value, onChange, clearLabel }: SearchFieldProps) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-4 h-5 w-5 -translate-y-1/2 text-ink-soft" />
        <input
          id={id}
          type="search"
          value={value}
          placeholder={placeholder}
          onChange={(e) => onChange(e.target.value)}
          autoComplete="off"
          className="h-14 w-full rounded-full bg-white pr-12 pl-12 text-base shadow-[0_10px_30px_-18px_rgba(31,27,36,0.35)] ring-1 ring-line placeholder:text-ink-soft/80 focus:ring-2 focus:ring-terracotta focus:outline-none [&::-webkit-search-cancel-button]:hidden"
        />
        {value ? (
          <button
            type="button"
            onClick={() => onChange('')}
            className="absolute top-1/2 right-3 flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-full text-ink-soft hover:bg-blush/70 hover:text-ink"
          >
            <X aria-hidden="true" className="h-4 w-4" />
            <span className="sr-only">{clearLabel}</span>
          </button>
        ) : null}
      </div>
    </div>
  )
}
