import { Camera, RotateCcw } from 'lucide-react'
import { type KeyboardEvent, type MouseEvent, type RefObject, useEffect, useRef, useState } from 'react'
import { href } from 'react-router'
import { type Point, regionsFromTaps, type RgbaImage, type TapTarget } from '#core/colour/photo-regions.ts'
import { type LightingReason, type PhotoReading, type PhotoSamples, readPhoto } from '#core/colour/skin-reading.ts'
import { confidenceWords, quickAnswersFor, seasonEvidence, undertoneOf } from '#core/rule-book/season-questions.ts'
import { type MessageKey, translate as t } from '#core/i18n/translate.ts'
import type { ColorPaletteId } from '#core/rule-book/palettes.ts'
import { readSeason, SEASON_DEFINITIONS, type SeasonReading } from '#core/rule-book/seasons.ts'
import { seasonReadingUpdate, type StyleProfileUpdate } from '#core/profile/style-profile.ts'
import { Button, ButtonLink, buttonClasses } from '../../../components/ui/button.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'

/** The photo is drawn at most this many pixels on its longer side: eyes wide enough for their whites in a half-length photo; the detector scales its own input to 416 px. */
const MAX_SIDE = 1600
const FALLBACK_TAPS: readonly TapTarget[] = ['cheek', 'hair', 'eye']
/** An arrow key moves the keyboard's marker a fiftieth of the photo's longer side (Shift: five times that). */
const KEY_STEPS = 50
const RETAKE_MESSAGES: Readonly<Record<LightingReason, MessageKey>> = {
  'too-dark': 'analysis.photo.retake.tooDark',
  'too-bright': 'analysis.photo.retake.tooBright',
  'colour-cast': 'analysis.photo.retake.colourCast',
  'harsh-shadow': 'analysis.photo.retake.harshShadow',
  'too-far': 'analysis.photo.retake.tooFar',
}

type Phase =
  | { kind: 'choose' }
  | { kind: 'reading' }
  | { kind: 'tap'; why: 'noFace' | 'modelFailed' | 'paper'; queue: readonly TapTarget[]; index: number }
  | { kind: 'result'; reading: PhotoReading; season: SeasonReading; withAnswers: boolean }
  | { kind: 'error'; message: 'decodeFailed' | 'unreadable' }

/**
 * The photo step: she picks or takes a photo; it is drawn to a canvas here; the face finder
 * (loaded only now, see face-landmarks.client.ts) places cheeks, forehead, eyes and hair, or
 * she taps them herself; the colours are read in this tab and the season saved to her
 * profile. No request carries the photo.
 */
export function PhotoStep({ palette, onSave }: { palette: ColorPaletteId | undefined; onSave: (update: StyleProfileUpdate) => Promise<unknown> }) {
  const [phase, setPhase] = useState<Phase>({ kind: 'choose' })
  const [holdsPaper, setHoldsPaper] = useState(false)
  const [saved, setSaved] = useState(false)
  const canvas = useRef<HTMLCanvasElement>(null)
  const image = useRef<RgbaImage | null>(null)
  const faceSamples = useRef<PhotoSamples | null>(null)
  const taps = useRef<Partial<Record<TapTarget, Point>>>({})
  const heading = useRef<HTMLHeadingElement>(null)
  // The keyboard's marker on the photo (canvas pixels; the centre until she moves it), shown while the photo has focus.
  const [cursor, setCursor] = useState<Point | null>(null)
  const [markerShown, setMarkerShown] = useState(false)

  useEffect(() => {
    if (phase.kind === 'result') heading.current?.focus()
  }, [phase.kind])

  async function choose(file: File | undefined) {
    if (!file) return
    // Marks for the benchmark (bench/photo.bench.ts): photo chosen → result shown.
    performance.mark('photo:chosen')
    // Her photo is here: the face finder skips its warm-up (her photo's first run is one) and reads it next.
    const facesModule = import('../utils/face-landmarks.client.ts')
    facesModule.then((m) => m.photoComing()).catch(() => {})
    setSaved(false)
    taps.current = {}
    setCursor(null)
    faceSamples.current = null
    image.current = null
    setPhase({ kind: 'reading' })
    const target = canvas.current
    if (!target) return
    let bitmap: ImageBitmap
    try {
      bitmap = await createImageBitmap(file)
    } catch {
      setPhase({ kind: 'error', message: 'decodeFailed' })
      return
    }
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height))
    target.width = Math.max(1, Math.round(bitmap.width * scale))
    target.height = Math.max(1, Math.round(bitmap.height * scale))
    const context = target.getContext('2d', { willReadFrequently: true })!
    context.drawImage(bitmap, 0, 0, target.width, target.height)
    bitmap.close()

    let found: PhotoSamples | null = null
    let modelFailed = false
    try {
      const faces = await facesModule
      found = await faces.faceSamples(target)
    } catch {
      modelFailed = true
    }
    // Her taps are read from the photo as it is now, before any tap mark is drawn on it; read
    // back only when she has to tap, as the whole photo at full size is megabytes.
    if (!found || holdsPaper) image.current = context.getImageData(0, 0, target.width, target.height)
    if (found) {
      faceSamples.current = found
      if (holdsPaper) setPhase({ kind: 'tap', why: 'paper', queue: ['paper'], index: 0 })
      else void finish(found)
      return
    }
    const queue = holdsPaper ? [...FALLBACK_TAPS, 'paper' as const] : FALLBACK_TAPS
    setPhase({ kind: 'tap', why: modelFailed ? 'modelFailed' : 'noFace', queue, index: 0 })
  }

  async function finish(samples: PhotoSamples) {
    const reading = readPhoto(samples)
    if (!reading) {
      setPhase({ kind: 'error', message: 'unreadable' })
      return
    }
    // Her saved palette counts as the refine quiz counts a returning shopper's: two quick answers.
    const answers = palette ? seasonEvidence(quickAnswersFor(undefined, palette), {}) : []
    const season = readSeason([...reading.evidence, ...answers])
    setPhase({ kind: 'result', reading, season, withAnswers: answers.length > 0 })
    performance.mark('photo:result')
    await onSave(seasonReadingUpdate(season, { undertones: undertoneOf(season.point), skinTone: reading.skinTone }))
    setSaved(true)
  }

  function advanceTaps(current: Extract<Phase, { kind: 'tap' }>) {
    if (current.index + 1 < current.queue.length) {
      setPhase({ ...current, index: current.index + 1 })
      return
    }
    const img = image.current
    if (!img) return
    const tapped = regionsFromTaps(img, taps.current)
    const samples = faceSamples.current ? { ...faceSamples.current, ...(tapped?.paper ? { paper: tapped.paper } : {}) } : tapped
    if (!samples) {
      setPhase({ kind: 'tap', why: current.why, queue: current.queue, index: 0 })
      return
    }
    void finish(samples)
  }

  function tap(event: MouseEvent<HTMLCanvasElement>) {
    if (phase.kind !== 'tap' || !canvas.current) return
    const rect = canvas.current.getBoundingClientRect()
    tapAt({
      x: ((event.clientX - rect.left) / rect.width) * canvas.current.width,
      y: ((event.clientY - rect.top) / rect.height) * canvas.current.height,
    })
  }

  /** The keyboard's way to tap: arrows move a marker (Shift for longer steps), Enter or Space taps where it is. */
  function key(event: KeyboardEvent<HTMLCanvasElement>) {
    const photo = canvas.current
    if (phase.kind !== 'tap' || !photo) return
    const at = cursor ?? { x: photo.width / 2, y: photo.height / 2 }
    const step = Math.max(1, Math.round(Math.max(photo.width, photo.height) / KEY_STEPS)) * (event.shiftKey ? 5 : 1)
    const moves: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }
    const move = moves[event.key]
    if (move) {
      event.preventDefault()
      setCursor({ x: Math.min(photo.width - 1, Math.max(0, at.x + move[0] * step)), y: Math.min(photo.height - 1, Math.max(0, at.y + move[1] * step)) })
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      tapAt(at)
    }
  }

  function tapAt(point: Point) {
    if (phase.kind !== 'tap' || !canvas.current) return
    taps.current = { ...taps.current, [phase.queue[phase.index]!]: point }
    const context = canvas.current.getContext('2d')
    if (context) {
      context.strokeStyle = '#A94F30'
      context.lineWidth = Math.max(2, canvas.current.width / 200)
      context.beginPath()
      context.arc(point.x, point.y, Math.max(6, canvas.current.width / 60), 0, 2 * Math.PI)
      context.stroke()
    }
    advanceTaps(phase)
  }

  const keyboardMarker = phase.kind === 'tap' && markerShown && canvas.current ? (cursor ?? { x: canvas.current.width / 2, y: canvas.current.height / 2 }) : null
  const showsPhoto = phase.kind !== 'choose' && !(phase.kind === 'error' && phase.message === 'decodeFailed')
  const tapTarget = phase.kind === 'tap' ? phase.queue[phase.index]! : null

  return (
    <div className="space-y-6">
      <Notice tone="success">{t('analysis.photo.privacy')}</Notice>

      {phase.kind === 'choose' ? (
        <section className="rounded-[var(--radius-card)] bg-white p-5 ring-1 ring-line sm:p-8">
          <h2 className="text-lg font-semibold">{t('analysis.photo.tipsTitle')}</h2>
          <ul className="mt-3 space-y-2 text-sm text-ink-soft">
            {(['daylight', 'bare', 'eyes', 'paper'] as const).map((tip) => (
              <li key={tip} className="flex gap-2">
                <span aria-hidden="true" className="mt-1.5 h-1.5 w-1.5 shrink-0 rounded-full bg-sage" />
                {t(`analysis.photo.tip.${tip}`)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <label className={buttonClasses(phase.kind === 'choose' ? 'primary' : 'secondary', 'lg', 'cursor-pointer focus-within:ring-2 focus-within:ring-ink focus-within:ring-offset-2')}>
          <Camera aria-hidden="true" className="h-5 w-5" />
          {phase.kind === 'choose' ? t('analysis.photo.choose') : t('analysis.photo.chooseAnother')}
          <input
            type="file"
            accept="image/*"
            capture="user"
            className="sr-only"
            // She opted in by pressing the button: the face finder loads while she picks a photo.
            // A failure here is met again, and reported, when the photo arrives.
            onClick={() => void import('../utils/face-landmarks.client.ts').then((m) => m.loadFaceModels()).catch(() => {})}
            onChange={(event) => {
              void choose(event.currentTarget.files?.[0])
              // The same file chosen again still counts as a choice.
              event.currentTarget.value = ''
            }}
          />
        </label>
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" className="mt-0.5 h-4 w-4 accent-terracotta" checked={holdsPaper} onChange={(e) => setHoldsPaper(e.currentTarget.checked)} />
          {t('analysis.photo.paper')}
        </label>
      </div>

      {phase.kind === 'reading' ? <Spinner label={t('analysis.photo.reading')} className="py-6" /> : null}
      {phase.kind === 'error' ? <Notice tone="error">{t(`analysis.photo.${phase.message}`)}</Notice> : null}

      {phase.kind === 'tap' ? (
        <div className="space-y-2" aria-live="polite">
          <p className="text-sm text-ink-soft">{t(phase.why === 'paper' ? 'analysis.photo.tap.paper' : `analysis.photo.${phase.why}`)}</p>
          <p className="text-lg font-semibold">
            {t(`analysis.photo.tap.${tapTarget!}`)}{' '}
            <span className="text-sm font-normal text-ink-soft">{t('analysis.photo.tapProgress', { current: phase.index + 1, total: phase.queue.length })}</span>
          </p>
          <p id="photo-keyboard-hint" className="text-sm text-ink-soft">
            {t('analysis.photo.keyboardHint')}
          </p>
          {tapTarget !== 'cheek' ? (
            <Button variant="ghost" size="sm" onClick={() => advanceTaps(phase)}>
              {t('analysis.photo.skipTap')}
            </Button>
          ) : null}
        </div>
      ) : null}

      <div className={`relative w-fit max-w-full ${showsPhoto ? 'block' : 'hidden'}`}>
        <canvas
          ref={canvas}
          // While she taps, the photo is a control of its own: focusable, moved with the arrow keys.
          {...(tapTarget
            ? {
                role: 'application',
                tabIndex: 0,
                'aria-label': t('analysis.photo.tapCanvasLabel', { target: t(`analysis.photo.tap.${tapTarget}`) }),
                'aria-describedby': 'photo-keyboard-hint',
              }
            : { 'aria-label': t('analysis.photo.canvasLabel') })}
          onClick={tap}
          onKeyDown={key}
          onFocus={() => setMarkerShown(true)}
          onBlur={() => setMarkerShown(false)}
          className={`block max-h-[70vh] w-auto max-w-full rounded-2xl ring-1 ring-line focus-visible:ring-4 focus-visible:ring-ink focus-visible:outline-none ${phase.kind === 'tap' ? 'cursor-crosshair' : ''}`}
        />
        {keyboardMarker && canvas.current ? (
          <span
            aria-hidden="true"
            data-testid="tap-marker"
            className="pointer-events-none absolute h-6 w-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white ring-2 ring-terracotta"
            style={{ left: `${(keyboardMarker.x / canvas.current.width) * 100}%`, top: `${(keyboardMarker.y / canvas.current.height) * 100}%` }}
          />
        ) : null}
      </div>

      {phase.kind === 'result' ? <PhotoResult phase={phase} saved={saved} heading={heading} /> : null}
    </div>
  )
}

function PhotoResult({
  phase,
  saved,
  heading,
}: {
  phase: Extract<Phase, { kind: 'result' }>
  saved: boolean
  heading: RefObject<HTMLHeadingElement | null>
}) {
  const { reading, season } = phase
  const name = SEASON_DEFINITIONS[season.season].name
  return (
    <section
      className="rounded-[var(--radius-card)] bg-white p-5 ring-1 ring-line sm:p-8"
      data-season={season.season}
      data-undertone={reading.undertone}
      aria-labelledby="photo-result-title"
    >
      <p className="text-xs font-semibold tracking-[0.2em] text-sage-deep uppercase">{t('analysis.photo.resultEyebrow')}</p>
      <h2 id="photo-result-title" ref={heading} tabIndex={-1} className="mt-3 text-3xl font-semibold sm:text-4xl">
        {t('analysis.photo.resultTitle', { season: name })}
      </h2>
      <p className="mt-3 text-lg">
        {t(confidenceWords(season.confidence))} · {t('analysis.refine.sure', { percent: Math.round(season.confidence * 100) })}
      </p>
      {season.runnerUp ? <p className="mt-1 text-ink-soft">{t('analysis.photo.closeTo', { season: SEASON_DEFINITIONS[season.runnerUp].name })}</p> : null}
      <p className="mt-4 text-sm text-ink-soft">
        {t('analysis.photo.measured', {
          skinTone: t(`analysis.photo.skinTone.${reading.skinTone}`),
          ita: Math.round(reading.ita),
          undertone: t(`analysis.photo.undertone.${reading.undertone}`),
        })}{' '}
        {t(`analysis.photo.whiteBalance.${reading.whiteBalance?.source ?? 'none'}`)}
      </p>
      <p className="mt-1 text-sm text-ink-soft">{t(phase.withAnswers ? 'analysis.photo.withAnswers' : 'analysis.photo.photoOnly')}</p>
      {reading.retake.length > 0 ? (
        <Notice tone="warning" className="mt-4">
          <p>{t('analysis.photo.retakeTitle')}</p>
          <ul className="mt-1 list-disc pl-5">
            {reading.retake.map((reason) => (
              <li key={reason}>{t(RETAKE_MESSAGES[reason])}</li>
            ))}
          </ul>
        </Notice>
      ) : null}
      {saved ? (
        <Notice tone="success" className="mt-4">
          {t('analysis.photo.saved')}
        </Notice>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-3">
        {/* The refine quiz is its own page (branch i26-guide); a plain path until it is in routes.ts. */}
        <ButtonLink to="/analysis/color/refine">{t('analysis.photo.refine')}</ButtonLink>
        <ButtonLink to={href('/analysis/color')} variant="secondary">
          <RotateCcw aria-hidden="true" className="h-4 w-4" />
          {t('analysis.photo.backToPalette')}
        </ButtonLink>
      </div>
    </section>
  )
}
