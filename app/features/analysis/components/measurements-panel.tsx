import { Check, Ruler, Sparkles, TriangleAlert } from 'lucide-react'
import { useId, useState } from 'react'
import { translate as t } from '#core/i18n/translate.ts'
import {
  checkMeasurement,
  fromInches,
  parseMeasurementText,
  suggestBodyShape,
  toInches,
  type MeasurementInput,
  type MeasurementText,
} from '#core/profile/body-shape-suggestion.ts'
import {
  BODY_MEASUREMENT_FIELDS,
  type BodyMeasurementField,
  MEASUREMENT_FIELDS,
  type MeasurementUnit,
  type Measurements,
} from '#core/profile/style-profile.ts'
import { BODY_SHAPE_DETAILS, type BodyShapeId } from '#core/rule-book/body-shapes.ts'
import { BodySilhouette } from '../../../components/illustrations/body-silhouette.tsx'
import { Button } from '../../../components/ui/button.tsx'

/** The optional fields, each with a line on where the tape goes. */
const OPTIONAL_FIELDS = [
  { field: 'highHip', label: 'analysis.body.highHip', hint: 'analysis.body.highHipHint' },
  { field: 'shoulders', label: 'analysis.body.shoulders', hint: 'analysis.body.shouldersHint' },
] as const

export interface MeasurementsChange {
  /** The valid values, in inches; blank and invalid fields are left out. */
  measurements: Measurements
  unit: MeasurementUnit
  /** True while a filled-in field holds something that cannot be used. */
  hasErrors: boolean
}

type MeasurementField = BodyMeasurementField
type Texts = Record<MeasurementField, string>

/**
 * Inch values behind texts we wrote ourselves (stored values, unit conversions). While a
 * field still shows that text, the exact value is kept, so switching units back and forth
 * or reloading never drifts 36 in to 35.98 in through a rounded 91.4 cm.
 */
type Pinned = Partial<Record<MeasurementField, { text: string; inches: number }>>

function textsFrom(measurements: Measurements | undefined, unit: MeasurementUnit): { texts: Texts; pinned: Pinned } {
  const texts: Texts = { bust: '', waist: '', hips: '', highHip: '', shoulders: '' }
  const pinned: Pinned = {}
  for (const f of BODY_MEASUREMENT_FIELDS) {
    const v = measurements?.[f]
    if (v === undefined) continue
    texts[f] = String(fromInches(v, unit))
    pinned[f] = { text: texts[f], inches: v }
  }
  return { texts, pinned }
}

function fieldError(field: MeasurementField, parsed: MeasurementText, unit: MeasurementUnit): string | null {
  if (parsed.kind === 'blank') return null
  return checkMeasurement(field, parsed.kind === 'value' ? parsed.value : Number.NaN, unit)
}

/**
 * Optional bust, waist and hips (and high hip and shoulders) with an inches/centimetres
 * switch, and the shape helper: once bust, waist and hips are in, it suggests the shape they
 * point to, says why, and says when she sits between two shapes. Errors show once a field
 * is left (or when `showAllErrors`), not while someone is still typing.
 */
export function MeasurementsPanel({
  initial,
  initialUnit,
  selectedShape,
  showAllErrors,
  onChange,
  onAcceptShape,
  ready,
}: {
  initial: Measurements | undefined
  initialUnit: MeasurementUnit
  selectedShape: BodyShapeId | undefined
  showAllErrors: boolean
  onChange: (change: MeasurementsChange) => void
  onAcceptShape: (shape: BodyShapeId) => void
  /**
   * False until the stored profile has been read (and the page hydrated): the panel is
   * remounted with the stored values then, so typing before that would be wiped.
   */
  ready: boolean
}) {
  const id = useId()
  const [unit, setUnit] = useState<MeasurementUnit>(initialUnit)
  const [start] = useState(() => textsFrom(initial, initialUnit))
  const [texts, setTexts] = useState<Texts>(start.texts)
  const [pinned, setPinned] = useState<Pinned>(start.pinned)
  const [touched, setTouched] = useState<Record<MeasurementField, boolean>>({ bust: false, waist: false, hips: false, highHip: false, shoulders: false })

  const parsed = Object.fromEntries(BODY_MEASUREMENT_FIELDS.map((f) => [f, parseMeasurementText(texts[f])])) as Record<
    MeasurementField,
    MeasurementText
  >
  const allFilled = MEASUREMENT_FIELDS.every((f) => parsed[f].kind !== 'blank')
  const errors = Object.fromEntries(BODY_MEASUREMENT_FIELDS.map((f) => [f, fieldError(f, parsed[f], unit)])) as Record<
    MeasurementField,
    string | null
  >
  const visible = (f: MeasurementField) => touched[f] || allFilled || showAllErrors

  function report(nextTexts: Texts, nextUnit: MeasurementUnit, nextPinned: Pinned) {
    const measurements: Measurements = {}
    let hasErrors = false
    for (const f of BODY_MEASUREMENT_FIELDS) {
      const p = parseMeasurementText(nextTexts[f])
      if (p.kind === 'blank') continue
      if (fieldError(f, p, nextUnit) || p.kind !== 'value') hasErrors = true
      else measurements[f] = nextPinned[f]?.text === nextTexts[f] ? nextPinned[f].inches : toInches(p.value, nextUnit)
    }
    onChange({ measurements, unit: nextUnit, hasErrors })
  }

  function changeText(field: MeasurementField, value: string) {
    const next = { ...texts, [field]: value }
    setTexts(next)
    report(next, unit, pinned)
  }

  function changeUnit(nextUnit: MeasurementUnit) {
    if (nextUnit === unit) return
    // Usable values are converted so the same body is described in the new unit.
    const next = { ...texts }
    const nextPinned: Pinned = {}
    for (const f of BODY_MEASUREMENT_FIELDS) {
      const p = parsed[f]
      if (p.kind !== 'value' || errors[f]) continue
      const inches = pinned[f]?.text === texts[f] ? pinned[f].inches : toInches(p.value, unit)
      next[f] = String(fromInches(inches, nextUnit))
      nextPinned[f] = { text: next[f], inches }
    }
    setUnit(nextUnit)
    setTexts(next)
    setPinned(nextPinned)
    report(next, nextUnit, nextPinned)
  }

  const input: MeasurementInput = {}
  for (const f of BODY_MEASUREMENT_FIELDS) {
    const p = parsed[f]
    if (p.kind === 'value') input[f] = p.value
    else if (p.kind === 'invalid') input[f] = Number.NaN
  }
  const suggestion = suggestBodyShape(input, unit)
  const shownProblems =
    suggestion.status === 'invalid'
      ? suggestion.problems.filter((p) => (p.field ? visible(p.field) : true))
      : []
  const unitShort = t(unit === 'cm' ? 'analysis.body.unitCmShort' : 'analysis.body.unitInchesShort')

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-[var(--radius-card)] bg-white p-5 ring-1 ring-line sm:p-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="max-w-xl">
          <h2 id={`${id}-title`} className="flex items-center gap-2 text-2xl font-semibold">
            <Ruler aria-hidden="true" className="h-5 w-5 text-sage-deep" />
            {t('analysis.body.measurements')}
          </h2>
          <p className="mt-2 text-sm text-ink-soft">{t('analysis.body.measurementsHint')}</p>
        </div>
        <fieldset className="flex rounded-full bg-cream p-1 ring-1 ring-line">
          <legend className="sr-only">{t('analysis.body.unit')}</legend>
          {(['in', 'cm'] as const).map((u) => (
            <label
              key={u}
              className={[
                'cursor-pointer rounded-full px-4 py-1.5 text-sm font-medium transition-colors',
                'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-terracotta',
                unit === u ? 'bg-ink text-white' : 'text-ink-soft hover:text-ink',
              ].join(' ')}
            >
              <input
                type="radio"
                name={`${id}-unit`}
                value={u}
                checked={unit === u}
                disabled={!ready}
                onChange={() => changeUnit(u)}
                className="sr-only"
              />
              {t(u === 'cm' ? 'analysis.body.unitCm' : 'analysis.body.unitInches')}
            </label>
          ))}
        </fieldset>
      </div>

      <div className="mt-6 grid gap-4 sm:grid-cols-3">
        {MEASUREMENT_FIELDS.map((f) => (
          <MeasurementInputField
            key={f}
            id={`${id}-${f}`}
            name={f}
            label={t(`analysis.body.${f}`)}
            hint={null}
            value={texts[f]}
            unitShort={unitShort}
            ready={ready}
            error={visible(f) ? errors[f] : null}
            onChange={(v) => changeText(f, v)}
            onBlur={() => setTouched((prev) => ({ ...prev, [f]: true }))}
          />
        ))}
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {OPTIONAL_FIELDS.map(({ field: f, label, hint }) => (
          <MeasurementInputField
            key={f}
            id={`${id}-${f}`}
            name={f}
            label={t(label)}
            hint={t(hint)}
            value={texts[f]}
            unitShort={unitShort}
            ready={ready}
            error={visible(f) ? errors[f] : null}
            onChange={(v) => changeText(f, v)}
            onBlur={() => setTouched((prev) => ({ ...prev, [f]: true }))}
          />
        ))}
      </div>

      <div aria-live="polite" className="mt-6">
        <ShapeHelper
          suggestion={suggestion}
          // A field's own problem is already shown under it; only problems between fields are spelled out here.
          problems={[...new Set(shownProblems.map((p) => (p.field ? t('analysis.helper.fixMarked') : p.message)))]}
          selectedShape={selectedShape}
          onAccept={onAcceptShape}
        />
      </div>
    </section>
  )
}

function ShapeHelper({
  suggestion,
  problems,
  selectedShape,
  onAccept,
}: {
  suggestion: ReturnType<typeof suggestBodyShape>
  problems: string[]
  selectedShape: BodyShapeId | undefined
  onAccept: (shape: BodyShapeId) => void
}) {
  if (problems.length > 0) {
    return (
      <div className="rounded-2xl bg-blush/60 p-5">
        <p className="flex items-center gap-2 font-semibold text-terracotta-dark">
          <TriangleAlert aria-hidden="true" className="h-4 w-4" />
          {t('analysis.helper.checkValues')}
        </p>
        <ul className="mt-2 space-y-1 text-sm">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      </div>
    )
  }
  if (suggestion.status !== 'suggested') {
    return (
      <p className="flex items-start gap-2 rounded-2xl bg-cream p-5 text-sm text-ink-soft">
        <Sparkles aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-sage-deep" />
        <span>
          <span className="font-semibold text-ink">{t('analysis.helper.title')}: </span>
          {t('analysis.helper.prompt')}
        </span>
      </p>
    )
  }
  const shape = BODY_SHAPE_DETAILS[suggestion.shape]
  const accepted = selectedShape === suggestion.shape
  const alternative = suggestion.alternative
  return (
    <div className="rounded-2xl bg-sage/15 p-5 ring-1 ring-sage/40">
      <p className="text-xs font-semibold tracking-[0.16em] text-sage-deep uppercase">{t('analysis.helper.title')}</p>
      <p className="mt-2 font-display text-xl font-semibold">{t('analysis.helper.suggestion', { shape: shape.name })}</p>
      <p className="mt-2 max-w-3xl text-sm leading-relaxed text-ink-soft">{suggestion.explanation}</p>
      {suggestion.between && alternative ? (
        <div className="mt-4 rounded-xl bg-white p-4 ring-1 ring-sage/40">
          <p className="font-semibold">{suggestion.between.title}</p>
          <p className="mt-1 max-w-3xl text-sm leading-relaxed text-ink-soft">{suggestion.between.detail}</p>
          {/* Side by side from sm; on a phone one above the other, each drawing beside its name. */}
          <ul className="mt-3 grid gap-3 sm:grid-cols-2" aria-label={suggestion.between.title}>
            {[suggestion.shape, alternative].map((id) => (
              <li key={id} className="flex min-w-0 items-center gap-3 rounded-xl bg-cream p-3 sm:flex-col sm:text-center">
                <BodySilhouette shape={id} selected={selectedShape === id} className="h-20 w-12 shrink-0" />
                <div className="flex min-w-0 flex-col items-start gap-2 sm:items-center">
                  <span className="font-display font-semibold">{BODY_SHAPE_DETAILS[id].name}</span>
                  <ShapeChoice shape={id} selected={selectedShape === id} onAccept={onAccept} />
                </div>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <ShapeChoice shape={suggestion.shape} selected={accepted} onAccept={onAccept} />
          <p className="text-sm text-ink-soft">{t('analysis.helper.pickAnother')}</p>
        </div>
      )}
      {suggestion.between ? <p className="mt-3 text-sm text-ink-soft">{t('analysis.helper.pickAnother')}</p> : null}
    </div>
  )
}

function ShapeChoice({ shape: id, selected, onAccept }: { shape: BodyShapeId; selected: boolean; onAccept: (shape: BodyShapeId) => void }) {
  const name = BODY_SHAPE_DETAILS[id].name
  return selected ? (
    <p className="flex items-center gap-2 text-sm font-medium text-sage-deep">
      <Check aria-hidden="true" className="h-4 w-4" strokeWidth={3} />
      {t('analysis.helper.accepted', { shape: name })}
    </p>
  ) : (
    <Button size="sm" onClick={() => onAccept(id)}>
      {t('analysis.helper.accept', { shape: name })}
    </Button>
  )
}

function MeasurementInputField({
  id,
  name,
  label,
  hint,
  value,
  unitShort,
  ready,
  error,
  onChange,
  onBlur,
}: {
  id: string
  name: string
  label: string
  hint: string | null
  value: string
  unitShort: string
  ready: boolean
  error: string | null
  onChange: (value: string) => void
  onBlur: () => void
}) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ')
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="relative mt-1.5">
        <input
          id={id}
          name={name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          readOnly={!ready}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          className={[
            'h-12 w-full rounded-xl bg-cream pr-12 pl-4 text-base ring-1 transition outline-none',
            'focus:bg-white focus:ring-2 focus:ring-terracotta',
            error ? 'ring-terracotta' : 'ring-line',
          ].join(' ')}
        />
        <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-4 flex items-center text-sm text-ink-soft">
          {unitShort}
        </span>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs leading-relaxed text-ink-soft">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-terracotta-dark">
          {error}
        </p>
      ) : null}
    </div>
  )
}
