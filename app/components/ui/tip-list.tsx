/** Styling tips as a list, each behind a small terracotta dot. */
export function TipList({ tips }: { tips: readonly string[] }) {
  return (
    <ul className="mt-3 space-y-2 text-sm">
      {tips.map((tip) => (
        <li key={tip} className="flex gap-2.5">
          <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-terracotta" />
          {tip}
        </li>
      ))}
    </ul>
  )
}
