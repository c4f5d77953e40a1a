import type { NamedColor } from '#core/rule-book/palettes.ts'

/** Named colours as round swatches with their names under them. */
export function SwatchList({ colors, label, size = 'md' }: { colors: readonly NamedColor[]; label: string; size?: 'sm' | 'md' }) {
  const dot = size === 'sm' ? 'h-10 w-10' : 'h-14 w-14'
  // Small swatches sit four to a row at 360 px.
  const item = size === 'sm' ? 'w-14' : 'w-16'
  return (
    <ul aria-label={label} className={`flex flex-wrap gap-y-3 ${size === 'sm' ? 'gap-x-3' : 'gap-x-4'}`}>
      {colors.map((c) => (
        <li key={c.name} className={`flex ${item} flex-col items-center gap-1.5 text-center`}>
          <span aria-hidden="true" className={`${dot} rounded-full ring-1 ring-black/10`} style={{ backgroundColor: c.hex }} />
          <span className="text-xs leading-tight text-ink-soft">{c.name}</span>
        </li>
      ))}
    </ul>
  )
}

/** Unnamed colours as one continuous strip, e.g. a palette's five swatches. */
export function SwatchStrip({ hexes, label }: { hexes: readonly string[]; label: string }) {
  return (
    <div role="img" aria-label={label} className="flex h-12 overflow-hidden rounded-2xl ring-1 ring-black/5">
      {hexes.map((hex) => (
        <span key={hex} className="flex-1" style={{ backgroundColor: hex }} />
      ))}
    </div>
  )
}
