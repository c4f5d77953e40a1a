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
