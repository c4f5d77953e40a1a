import { Check, CircleCheck, Download, LayoutGrid, Pencil, Share2, X } from 'lucide-react'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import { translate as t } from '#core/i18n/translate.ts'
import {
  blueprintFileName,
  describeMeasurements,
  renderBlueprintText,
  shareSummary,
  type Blueprint,
} from '#core/profile/blueprint.ts'
import { Button } from '../../../components/ui/button.tsx'
import { downloadTextFile } from '../utils/download-text.ts'
import { shareOrCopy } from '../utils/share-or-copy.ts'
import { BodySilhouette } from './body-silhouette.tsx'
import { PaletteSwatches } from './palette-swatches.tsx'
import { SaveProfileBanner } from './save-profile-banner.tsx'

// Outline buttons for the dark header; the shared variants are made for light grounds.
const ON_DARK =
  'inline-flex h-11 items-center justify-center gap-2 rounded-full px-6 text-[0.95rem] font-medium whitespace-nowrap text-cream ring-1 ring-cream/40 transition-colors hover:bg-white/10'

type Notice = { kind: 'downloaded'; file: string } | { kind: 'copied' } | { kind: 'shared' } | { kind: 'copy-failed'; text: string }

/**
 * The finished blueprint: profile, silhouettes, colours and key pieces, with download,
 * share, edit and the way on to recommendations. Signed-out visitors also see the
 * invitation to save their profile.
 */
export function BlueprintView({
  blueprint,
  signedIn,
  siteUrl,
  onEdit,
}: {
  blueprint: Blueprint
  signedIn: boolean
  siteUrl: string
  onEdit: () => void
}) {
  const { shape, palette, styles, keyPieces } = blueprint
  const [notice, setNotice] = useState<Notice | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.focus()
  }, [])
  const measurements = describeMeasurements(blueprint.measurements, blueprint.measurementUnit)
  // Read at click time: this component renders on the server too, where there is no window.
  const homeUrl = () => `${siteUrl || window.location.origin}/`

  function download() {
    const now = new Date()
    const file = blueprintFileName(now)
    downloadTextFile(file, renderBlueprintText(blueprint, { date: now, siteUrl: homeUrl() }))
    setNotice({ kind: 'downloaded', file })
  }

  async function share() {
    const text = shareSummary(blueprint)
    const url = homeUrl()
    const outcome = await shareOrCopy({ title: t('blueprint.shareTitle'), text, url })
    if (outcome === 'copied') setNotice({ kind: 'copied' })
    else if (outcome === 'shared') setNotice({ kind: 'shared' })
    else if (outcome === 'copy-failed') setNotice({ kind: 'copy-failed', text: `${text} ${t('blueprint.shareInvite', { url })}` })
  }

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
            <Button onClick={download}>
              <Download aria-hidden="true" className="h-4 w-4" />
              {t('blueprint.download')}
            </Button>
            <Button variant="secondary" onClick={() => void share()}>
              <Share2 aria-hidden="true" className="h-4 w-4" />
              {t('blueprint.share')}
            </Button>
            <button type="button" onClick={onEdit} className={ON_DARK}>
              <Pencil aria-hidden="true" className="h-4 w-4" />
              {t('blueprint.edit')}
            </button>
            <Link to="/dashboard" className={ON_DARK}>
              <LayoutGrid aria-hidden="true" className="h-4 w-4" />
              {t('blueprint.viewRecommendations')}
            </Link>
          </div>
          <div aria-live="polite" className="mt-4 min-h-6">
            {notice ? <NoticeLine notice={notice} onClose={() => setNotice(null)} /> : null}
          </div>
        </div>
      </header>

      <section aria-labelledby="bp-profile" className="mt-10">
        <h2 id="bp-profile" className="text-2xl font-semibold sm:text-3xl">
          {t('blueprint.profile')}
        </h2>
        <div className="mt-5 grid gap-4 md:grid-cols-3">
          <ProfileTile label={t('blueprint.bodyShape')}>
            <div className="flex items-center gap-4">
              <BodySilhouette shape={shape.id} selected className="h-24 w-14 shrink-0" />
              <div>
                <p className="font-display text-2xl font-semibold">{shape.name}</p>
                {measurements.length > 0 ? <p className="mt-1 text-sm text-ink-soft">{measurements.join(' · ')}</p> : null}
              </div>
            </div>
          </ProfileTile>
          <ProfileTile label={t('blueprint.colorPalette')}>
            <p className="font-display text-2xl font-semibold">{palette.name}</p>
            <div className="mt-3">
              <PaletteSwatches palette={palette} size="sm" />
            </div>
          </ProfileTile>
          <ProfileTile label={t('blueprint.styles')}>
            <ul className="flex flex-wrap gap-2">
              {styles.map((s) => (
                <li key={s.id} className="flex items-center gap-1.5 rounded-full bg-cream px-3 py-1.5 text-sm font-medium ring-1 ring-line">
                  <span aria-hidden="true">{s.emoji}</span>
                  {s.name}
                </li>
              ))}
            </ul>
          </ProfileTile>
        </div>
      </section>

      <div className="mt-10 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="bp-silhouettes" className="rounded-[var(--radius-card)] bg-white p-6 ring-1 ring-line sm:p-8">
          <h2 id="bp-silhouettes" className="text-2xl font-semibold">
            {t('blueprint.bestSilhouettes')}
          </h2>
          <p className="mt-2 text-sm text-ink-soft">{shape.description}</p>
          <ul className="mt-5 space-y-2.5">
            {shape.bestSilhouettes.map((item) => (
              <li key={item} className="flex gap-3">
                <CircleCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-sage-deep" />
                {item}
              </li>
            ))}
          </ul>
          <h3 className="mt-8 text-lg font-semibold">{t('blueprint.avoidSilhouettes')}</h3>
          <ul className="mt-3 space-y-2 text-sm text-ink-soft">
            {shape.avoidSilhouettes.map((item) => (
              <li key={item} className="flex gap-3">
                <X aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-terracotta" />
                {item}
              </li>
            ))}
          </ul>
          <h3 className="mt-8 text-lg font-semibold">{t('blueprint.stylingTips')}</h3>
          <ul className="mt-3 space-y-2 text-sm">
            {shape.stylingTips.map((tip) => (
              <li key={tip} className="flex gap-3">
                <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-terracotta" />
                {tip}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="bp-colors" className="rounded-[var(--radius-card)] bg-white p-6 ring-1 ring-line sm:p-8">
          <h2 id="bp-colors" className="text-2xl font-semibold">
            {t('blueprint.perfectColors')}
          </h2>
          <p className="mt-2 text-sm text-ink-soft">{palette.description}</p>
          <div className="mt-6">
            <PaletteSwatches palette={palette} />
          </div>
          <h3 className="mt-8 text-lg font-semibold">{t('analysis.color.bestColors')}</h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {palette.bestColors.map((name) => (
              <li key={name} className="rounded-full bg-cream px-3.5 py-1.5 text-sm ring-1 ring-line">
                {name}
              </li>
            ))}
          </ul>
          <h3 className="mt-8 text-lg font-semibold">{t('analysis.color.characteristics')}</h3>
          <ul className="mt-3 space-y-2 text-sm">
            {palette.characteristics.map((c) => (
              <li key={c} className="flex gap-3">
                <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-sage-deep" />
                {c}
              </li>
            ))}
          </ul>
        </section>
      </div>

      <section aria-labelledby="bp-pieces" className="mt-6 rounded-[var(--radius-card)] bg-blush/60 p-6 sm:p-8">
        <h2 id="bp-pieces" className="text-2xl font-semibold">
          {t('blueprint.keyPieces')}
        </h2>
        <p className="mt-2 text-sm text-ink-soft">{t('blueprint.keyPiecesLead')}</p>
        <ul className="mt-5 flex flex-wrap gap-2">
          {keyPieces.map((piece) => (
            <li key={piece} className="rounded-full bg-white px-4 py-2 text-sm font-medium ring-1 ring-blush-deep">
              {piece}
            </li>
          ))}
        </ul>
      </section>

      {signedIn ? null : (
        <div className="mt-10">
          <SaveProfileBanner />
        </div>
      )}
    </div>
  )
}

function ProfileTile({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-[var(--radius-card)] bg-white p-5 ring-1 ring-line">
      <p className="text-xs font-semibold tracking-[0.16em] text-ink-soft uppercase">{label}</p>
      <div className="mt-3">{children}</div>
    </div>
  )
}

function NoticeLine({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  if (notice.kind === 'copy-failed') {
    return (
      <div className="max-w-xl rounded-2xl bg-white/10 p-4 text-sm">
        <label htmlFor="bp-share-text">{t('blueprint.shareCopyFailed')}</label>
        <textarea
          id="bp-share-text"
          readOnly
          value={notice.text}
          rows={3}
          onFocus={(e) => e.currentTarget.select()}
          className="mt-2 w-full rounded-xl bg-white p-3 text-ink"
        />
        <button type="button" onClick={onClose} className="mt-2 underline underline-offset-4">
          {t('common.close')}
        </button>
      </div>
    )
  }
  const text =
    notice.kind === 'downloaded'
      ? t('blueprint.downloaded', { file: notice.file })
      : notice.kind === 'copied'
        ? t('blueprint.shareCopied')
        : t('blueprint.shared')
  return (
    <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 text-sm">
      <Check aria-hidden="true" className="h-4 w-4 text-blush" strokeWidth={3} />
      {text}
    </p>
  )
}
