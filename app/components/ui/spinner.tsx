/** A quiet loading indicator with its message for screen readers and sighted users alike. */
export function Spinner({ label, className = '' }: { label: string; className?: string }) {
  return (
    <div role="status" className={`flex flex-col items-center gap-4 text-ink-soft ${className}`}>
      <span
        aria-hidden="true"
        className="h-10 w-10 animate-spin rounded-full border-[3px] border-blush border-t-terracotta motion-reduce:animate-none"
      />
      <span className="text-sm">{label}</span>
    </div>
  )
}

/**
 * A small ring inside a button or a line of text, next to words that already say what is
 * happening ("Signing in..."), so it is hidden from assistive tech.
 */
export function InlineSpinner({ className = 'h-5 w-5' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={`animate-spin motion-reduce:animate-none ${className}`} aria-hidden="true">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  )
}
