import { href, Link } from 'react-router'

/** The wordmark: a small dress-form mark and the name in the display serif. */
export function Logo() {
  return (
    <Link to={href('/')} className="group inline-flex items-center gap-1.5 text-ink sm:gap-2" aria-label="StyleBlueprint home">
      <svg viewBox="0 0 32 32" className="h-7 w-7 shrink-0 sm:h-8 sm:w-8" aria-hidden="true">
        <circle cx="16" cy="16" r="16" fill="#A94F30" />
        <path
          d="M12.5 8.5h7l-1.2 4.2c2.6 1.6 4.2 4.6 4.2 8.3v2.5h-13V21c0-3.7 1.6-6.7 4.2-8.3z"
          fill="#FAF6F1"
        />
        <path d="M12.3 14.5c2.4 1 5 1 7.4 0" stroke="#A94F30" strokeWidth="1.2" fill="none" />
      </svg>
      <span className="font-display text-[1.05rem] font-semibold tracking-tight sm:text-xl">
        Style<span className="text-terracotta">Blueprint</span>
      </span>
    </Link>
  )
}
