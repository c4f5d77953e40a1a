import { translate as t } from '#core/i18n/translate.ts'
import type { ColorPaletteDetails } from '#core/reference/color-palettes.ts'

/** The palette's five swatches, each labelled with its hex value. */
export function PaletteSwatches({ palette, size = 'lg' }: { palette: ColorPaletteDetails; size?: 'sm' | 'lg' }) {
  return (
    <ul aria-label={t('analysis.color.swatches')} className={`grid grid-cols-5 ${size === 'lg' ? 'gap-2 sm:gap-3' : 'gap-1.5'}`}>
      {palette.swatches.map((hex) => (
        <li key={hex} className="flex flex-col items-center gap-1.5">
          <span
            aria-hidden="true"
            className={`block w-full rounded-2xl shadow-inner ring-1 ring-black/5 ${size === 'lg' ? 'h-16 sm:h-20' : 'h-10'}`}
            style={{ backgroundColor: hex }}
          />
          <span className={`font-mono text-ink-soft ${size === 'lg' ? 'text-[0.68rem] sm:text-xs' : 'text-[0.6rem]'}`}>
            <span className="sr-only">{t('analysis.color.swatch', { hex })}</span>
            <span aria-hidden="true">{hex}</span>
          </span>
        </li>
      ))}
    </ul>
  )
}
