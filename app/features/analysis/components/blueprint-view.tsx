import { Check, FileDown, ImageDown, LayoutGrid, Pencil } from 'lucide-react'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { href, Link } from 'react-router'
import { translate as t } from '#core/i18n/translate.ts'
import type { Blueprint, BlueprintFormat } from '#core/profile/blueprint.ts'
import { InlineSpinner } from '../../../components/ui/spinner.tsx'
import { downloadBlueprint } from '../utils/download-blueprint.ts'
import { BlueprintSheet } from './blueprint-sheet.tsx'
import { SaveProfileBanner } from './save-profile-banner.tsx'

// Outline buttons for the dark header; the shared variants are made for light grounds.
export const ON_DARK =
  'inline-flex h-11 items-center justify-center gap-2 rounded-full px-5 text-[0.95rem] font-medium whitespace-nowrap text-cream ring-1 ring-cream/40 transition-colors hover:bg-white/10 disabled:cursor-wait disabled:opacity-70'
const ON_DARK_SOLID =
  'inline-flex h-11 items-center justify-center gap-2 rounded-full bg-terracotta px-5 text-[0.95rem] font-medium whitespace-nowrap text-white shadow-sm transition-colors hover:bg-terracotta-dark disabled:cursor-wait disabled:opacity-70'

type DownloadState = { kind: 'idle' } | { kind: 'working'; format: BlueprintFormat } | { kind: 'done'; file: string } | { kind: 'failed'; message: string }

/**
 * Her finished blueprint: the header with its downloads (image, PDF), the share action
 * the route passes in, edit and the way on to recommendations; then the blueprint itself.
 * Signed-out visitors also see the invitation to save their profile.
 */
export function BlueprintView({
  blueprint,
  signedIn,
  shareAction,
  onEdit,
}: {
  blueprint: Blueprint
  signedIn: boolean
  /** The share button (the sharing feature's, composed by the route). */
  shareAction: ReactNode
  onEdit: () => void
}) {
  const { palette } = blueprint
  const [download, setDownload] = useState<DownloadState>({ kind: 'idle' })
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.focus()
  }, [])

  async function save(format: BlueprintFormat) {
    setDownload({ kind: 'working', format })
    const result = await downloadBlueprint(blueprint, format, new Date())
    setDownload(result.ok ? { kind: 'done', file: result.fileName } : { kind: 'failed', message: result.message })
  }

  const working = download.kind === 'working'
  return (
    <div>
      <header className="relative overflow-hidden rounded-[2rem] bg-ink px-5 py-10 text-cream sm:px-12 sm:py-14">
        <div aria-hidden="true" className="absolute -top-24 -right-24 h-72 w-72 rounded-full opacity-40 blur-3xl" style={{ background: palette.swatches[0] }} />
        <div aria-hidden="true" className="absolute -bottom-28 left-10 h-64 w-64 rounded-full opacity-30 blur-3xl" style={{ background: palette.swatches[3] }} />
        <div className="relative">
          <p className="text-xs font-semibold tracking-[0.2em] text-blush uppercase">{t('blueprint.eyebrow')}</p>
          <h1 ref={heading} tabIndex={-1} className="mt-3 text-4xl font-semibold outline-none sm:text-6xl">
            {t('blueprint.title')}
          </h1>
          <p className="mt-4 max-w-xl text-lg text-cream/80">{t('blueprint.subtitle')}</p>
          <div role="group" aria-label={t('blueprint.actions')} className="mt-8 flex flex-wrap gap-3">
            <button type="button" className={ON_DARK_SOLID} disabled={working} onClick={() => void save('png')}>
              {working && download.format === 'png' ? <InlineSpinner className="h-4 w-4" /> : <ImageDown aria-hidden="true" className="h-4 w-4" />}
              {t('blueprint.download.image')}
            </button>
            <button type="button" className={ON_DARK} disabled={working} onClick={() => void save('pdf')}>
              {working && download.format === 'pdf' ? <InlineSpinner className="h-4 w-4" /> : <FileDown aria-hidden="true" className="h-4 w-4" />}
              {t('blueprint.download.pdf')}
            </button>
            {shareAction}
            <button type="button" onClick={onEdit} className={ON_DARK}>
              <Pencil aria-hidden="true" className="h-4 w-4" />
              {t('blueprint.edit')}
            </button>
            <Link to={href('/dashboard')} className={ON_DARK}>
              <LayoutGrid aria-hidden="true" className="h-4 w-4" />
              {t('blueprint.viewRecommendations')}
            </Link>
          </div>
          <div aria-live="polite" className="mt-4 min-h-6 text-sm">
            {download.kind === 'working' ? (
              <p>{t(download.format === 'png' ? 'blueprint.download.drawingImage' : 'blueprint.download.drawingPdf')}</p>
            ) : download.kind === 'done' ? (
              <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2">
                <Check aria-hidden="true" className="h-4 w-4 text-blush" strokeWidth={3} />
                {t('blueprint.downloaded', { file: download.file })}
              </p>
            ) : download.kind === 'failed' ? (
              <p role="alert" className="inline-flex rounded-2xl bg-blush px-4 py-2 text-terracotta-dark">
                {download.message}
              </p>
            ) : null}
          </div>
        </div>
      </header>

      <BlueprintSheet blueprint={blueprint} />

      {signedIn ? null : (
        <div className="mt-10">
          <SaveProfileBanner />
        </div>
      )}
    </div>
  )
}
