import { translate as t } from '#core/i18n/translate.ts'
import type { ColorPaletteDetails } from '#core/rule-book/palettes.ts'

/** The palette's five best colours as large swatches, each with its name. */
export function PaletteSwatches({ palette, size = 'lg' }: { palette: ColorPaletteDetails; size?: 'sm' | 'lg' }) {
  return (
    <ul aria-label={t('analysis.color.swatches')} className={`grid grid-cols-5 ${size === 'lg' ? 'gap-2 sm:gap-3' : 'gap-1.5'}`}>
      {palette.colors.map((c) => (
        <li key={c.hex} className="flex min-w-0 flex-col items-center gap-1.5">
          <span
            aria-hidden="true"
            className={`block w-full rounded-2xl shadow-inner ring-1 ring-black/10 ${size === 'lg' ? 'h-16 sm:h-20' : 'h-10'}`}
            style={{ backgroundColor: c.hex }}
          />
          <span className={`text-center leading-tight text-ink-soft ${size === 'lg' ? 'text-xs sm:text-sm' : 'text-[0.7rem]'}`}>{c.name}</span>
        </li>
      ))}
    </ul>
  )
}
