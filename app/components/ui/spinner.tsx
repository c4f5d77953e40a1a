/** A small spinning ring; give it a label when nothing else on screen says what is loading. */
export function Spinner({ label, className = 'h-5 w-5' }: { label?: string; className?: string }) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center gap-2">
      <svg viewBox="0 0 24 24" className={`animate-spin ${className}`} aria-hidden="true">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {label ? <span>{label}</span> : null}
    </span>
  )
}
