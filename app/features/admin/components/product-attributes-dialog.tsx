import { RotateCcw, Save } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import {
  DETAILS,
  DRAPES,
  EMBELLISHMENTS,
  FABRIC_WEIGHTS,
  type GarmentAttributes,
  GARMENT_TYPES,
  HEELS,
  LEG_SHAPES,
  LENGTHS,
  NECKLINES,
  PATTERNS,
  RISES,
  SILHOUETTES,
  SLEEVES,
  TOES,
  WAIST_DEFINITIONS,
  WIDTHS,
} from '#core/garment/attributes.ts'
import { FORMALITY_LEVELS } from '#core/reference/formality.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { BODY_SHAPE_DETAILS, BODY_SHAPES } from '#core/rule-book/body-shapes.ts'
import { CATEGORIES, CATEGORY_LABELS } from '#core/reference/categories.ts'
import { COLOR_PALETTE_DETAILS } from '#core/rule-book/palettes.ts'
import { OCCASION_LABELS } from '#core/rule-book/occasions.ts'
import { STYLE_DETAILS, STYLES } from '#core/rule-book/styles.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { Spinner, InlineSpinner } from '../../../components/ui/spinner.tsx'
import { attributesApi, type FitGrade, type ProductAttributesView } from '../utils/attributes-api.ts'

type SingleKey =
  | 'category' | 'garmentType' | 'silhouette' | 'neckline' | 'sleeve' | 'waist' | 'length' | 'rise' | 'leg' | 'fabricWeight' | 'drape' | 'pattern'
  | 'heel' | 'toe' | 'width' | 'formality'
type ChoiceKey = 'embellishments' | 'details' | 'namedStyles'
type ListKey = 'secondaryColours' | 'materials'

const SINGLE: ReadonlyArray<[SingleKey, readonly string[]]> = [
  ['category', CATEGORIES],
  ['garmentType', GARMENT_TYPES],
  ['silhouette', SILHOUETTES],
  ['neckline', NECKLINES],
  ['sleeve', SLEEVES],
  ['waist', WAIST_DEFINITIONS],
  ['length', LENGTHS],
  ['rise', RISES],
  ['leg', LEG_SHAPES],
  ['fabricWeight', FABRIC_WEIGHTS],
  ['drape', DRAPES],
  ['pattern', PATTERNS],
  ['heel', HEELS],
  ['toe', TOES],
  ['width', WIDTHS],
  ['formality', FORMALITY_LEVELS],
]
const CHOICES: ReadonlyArray<[ChoiceKey, readonly string[]]> = [
  ['embellishments', EMBELLISHMENTS],
  ['details', DETAILS],
  ['namedStyles', STYLES],
]
/** The select's value for "could not be read". */
const UNKNOWN = ''
const DATE_TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })
const SELECT = 'block h-10 w-full rounded-lg bg-white px-3 text-sm ring-1 ring-line focus:ring-2 focus:ring-terracotta focus:outline-none'
const GRADE_CLASSES: Readonly<Record<FitGrade, string>> = {
  flatters: 'bg-sage/15 text-sage-deep ring-sage/40',
  neutral: 'bg-cream text-ink-soft ring-line',
  avoid: 'bg-blush text-terracotta-dark ring-blush-deep',
}

/** An attribute id as words ("fit-and-flare" -> "Fit and flare"; "t-shirt" and "v-neck" keep their hyphen). */
export function attributeLabel(id: string): string {
  const words = id.replace(/(\w{2,})-(?=\w{2,})/g, '$1 ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
const listText = (list: readonly string[]) => list.join(', ')
const parseList = (text: string) => [...new Set(text.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean))]

/**
 * The attributes of one product in Product Management: what the analyser read (and which
 * one: rule-based or AI with its model), the fit the stylist rules derive (per body shape,
 * palettes, styles, occasions), and a form to correct each attribute. A correction is kept
 * as an override, which a later analysis does not replace; a field set back to what was
 * read is no override.
 */
export function ProductAttributesDialog({ product, onOpenChange }: { product: { id: string; name: string } | null; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog
      open={product !== null}
      onOpenChange={onOpenChange}
      title={t('admin.attributes.title', { name: product?.name ?? '' })}
      description={t('admin.attributes.description')}
      size="lg"
    >
      {/* Mounted per product, so each opening reads the current analysis. */}
      {product ? <AttributesBody key={product.id} productId={product.id} /> : null}
    </Dialog>
  )
}

function AttributesBody({ productId }: { productId: string }) {
  const [view, setView] = useState<ProductAttributesView | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [attempt, setAttempt] = useState(0)
  const [draft, setDraft] = useState<Partial<GarmentAttributes>>({})
  const [texts, setTexts] = useState<Record<ListKey | 'primaryColour', string>>({ primaryColour: '', secondaryColours: '', materials: '' })
  const [saving, setSaving] = useState(false)
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)

  function show(next: ProductAttributesView) {
    setView(next)
    setDraft(next.overrides)
    setTexts({
      primaryColour: next.effective.primaryColour ?? '',
      secondaryColours: listText(next.effective.secondaryColours),
      materials: listText(next.effective.materials),
    })
  }

  useEffect(() => {
    const controller = new AbortController()
    setLoadError(null)
    void attributesApi.get(productId, controller.signal).then((result) => {
      if (controller.signal.aborted) return
      if (result.ok) show(result.data)
      else setLoadError(result.message)
    })
    return () => controller.abort()
  }, [productId, attempt])

  if (loadError !== null) {
    return (
      <div className="space-y-3">
        <Notice tone="error">{t('admin.attributes.loadFailed', { message: loadError })}</Notice>
        <Button size="sm" variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
          {t('admin.attributes.retry')}
        </Button>
      </div>
    )
  }
  if (view === null) return <Spinner label={t('admin.attributes.loading')} />

  const effective: GarmentAttributes = { ...view.read, ...draft }
  const dirty = !sameValue(draft, view.overrides)

  /** Sets one attribute: the read value removes the override, anything else is one. */
  function correct<K extends keyof GarmentAttributes>(key: K, value: GarmentAttributes[K]) {
    setNotice(null)
    setDraft((d) => {
      const next = { ...d }
      if (sameValue(value, view!.read[key])) delete next[key]
      else next[key] = value
      return next
    })
  }

  function restoreRead(key: keyof GarmentAttributes) {
    correct(key, view!.read[key])
    if (key === 'primaryColour') setTexts((x) => ({ ...x, primaryColour: view!.read.primaryColour ?? '' }))
    if (key === 'secondaryColours' || key === 'materials') setTexts((x) => ({ ...x, [key]: listText(view!.read[key]) }))
  }

  async function save() {
    setSaving(true)
    setNotice(null)
    const result = await attributesApi.save(productId, draft)
    setSaving(false)
    if (result.ok) {
      show(result.data)
      setNotice({ tone: 'success', text: t('admin.attributes.saved') })
    } else setNotice({ tone: 'error', text: t('admin.attributes.saveFailed', { message: result.message }) })
  }

  return (
    <div className="space-y-6">
      <p className="text-sm text-ink-soft" data-testid="attributes-source">
        {view.analysedAt === null
          ? t('admin.attributes.notAnalysed')
          : view.method === 'ai'
            ? t('admin.attributes.readByAi', { model: view.model ?? t('admin.attributes.unknownModel'), when: DATE_TIME.format(new Date(view.analysedAt)) })
            : t('admin.attributes.readByRules', { when: DATE_TIME.format(new Date(view.analysedAt)) })}
      </p>

      <FitSummary fit={view.fit} stale={dirty} />

      <form
        onSubmit={(e) => {
          e.preventDefault()
          void save()
        }}
        className="space-y-4"
      >
        <h3 className="text-base font-semibold">{t('admin.attributes.attributesHeading')}</h3>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {SINGLE.map(([key, values]) => (
            <Field key={key} name={key} read={view.read[key]} corrected={key in draft} onRestoreRead={() => restoreRead(key)}>
              {(id, describedBy) => (
                <select
                  id={id}
                  aria-describedby={describedBy}
                  className={SELECT}
                  value={effective[key] ?? UNKNOWN}
                  onChange={(e) => correct(key, (e.target.value === UNKNOWN ? null : e.target.value) as GarmentAttributes[typeof key])}
                >
                  <option value={UNKNOWN}>{t('admin.attributes.unknown')}</option>
                  {values.map((v) => (
                    <option key={v} value={v}>
                      {key === 'category' ? CATEGORY_LABELS[v as keyof typeof CATEGORY_LABELS] : attributeLabel(v)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          ))}
          <Field name="primaryColour" read={view.read.primaryColour} corrected={'primaryColour' in draft} onRestoreRead={() => restoreRead('primaryColour')}>
            {(id, describedBy) => (
              <input
                id={id}
                aria-describedby={describedBy}
                className={SELECT}
                value={texts.primaryColour}
                maxLength={40}
                onChange={(e) => {
                  setTexts((x) => ({ ...x, primaryColour: e.target.value }))
                  correct('primaryColour', e.target.value.trim().toLowerCase() || null)
                }}
              />
            )}
          </Field>
          {(['secondaryColours', 'materials'] as const).map((key) => (
            <Field key={key} name={key} read={view.read[key]} corrected={key in draft} onRestoreRead={() => restoreRead(key)}>
              {(id, describedBy) => (
                <input
                  id={id}
                  aria-describedby={describedBy}
                  className={SELECT}
                  value={texts[key]}
                  maxLength={400}
                  placeholder={t('admin.attributes.listPlaceholder')}
                  onChange={(e) => {
                    setTexts((x) => ({ ...x, [key]: e.target.value }))
                    correct(key, parseList(e.target.value))
                  }}
                />
              )}
            </Field>
          ))}
        </div>

        {CHOICES.map(([key, values]) => (
          <fieldset key={key} className="rounded-xl bg-white p-3 ring-1 ring-line">
            <legend className="px-1 text-sm font-semibold">
              {t(`admin.attributes.field.${key}`)}
              {key in draft ? <span className="ml-2 text-xs font-medium text-terracotta-dark">{t('admin.attributes.corrected')}</span> : null}
            </legend>
            <div className="flex flex-wrap gap-x-4 gap-y-2">
              {values.map((v) => (
                <label key={v} className="inline-flex items-center gap-1.5 text-sm">
                  <input
                    type="checkbox"
                    className="h-4 w-4 accent-terracotta"
                    checked={(effective[key] as readonly string[]).includes(v)}
                    onChange={(ev) =>
                      correct(key, values.filter((x) => (x === v ? ev.target.checked : (effective[key] as readonly string[]).includes(x))) as GarmentAttributes[typeof key])
                    }
                  />
                  {attributeLabel(v)}
                </label>
              ))}
            </div>
            {key in draft ? (
              <button type="button" onClick={() => restoreRead(key)} className="mt-2 text-xs font-medium text-terracotta-dark underline">
                {t('admin.attributes.useReadList', { value: (view.read[key] as readonly string[]).map(attributeLabel).join(', ') || t('admin.attributes.none') })}
              </button>
            ) : null}
          </fieldset>
        ))}

        {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
        <div className="flex flex-wrap items-center justify-end gap-3">
          <p className="mr-auto text-sm text-ink-soft" aria-live="polite">
            {t('admin.attributes.correctionCount', { count: Object.keys(draft).length })}
          </p>
          <Button type="submit" disabled={saving || !dirty}>
            {saving ? <InlineSpinner className="h-4 w-4" /> : <Save aria-hidden="true" className="h-4 w-4" />}
            {t('admin.attributes.save')}
          </Button>
        </div>
      </form>
    </div>
  )
}

/** One attribute's label, control and "read as" line, with a way back to the read value when corrected. */
function Field({
  name,
  read,
  corrected,
  onRestoreRead,
  children,
}: {
  name: keyof GarmentAttributes
  read: GarmentAttributes[keyof GarmentAttributes]
  corrected: boolean
  onRestoreRead: () => void
  children: (id: string, describedBy: string) => React.ReactNode
}) {
  const id = useId()
  const readText = Array.isArray(read) ? read.join(', ') || t('admin.attributes.none') : read === null ? t('admin.attributes.unknown') : name === 'category' ? CATEGORY_LABELS[read as keyof typeof CATEGORY_LABELS] : attributeLabel(String(read))
  return (
    <div className={corrected ? 'rounded-xl bg-blush/50 p-2 ring-1 ring-blush-deep' : 'p-2'}>
      <div className="mb-1 flex items-baseline justify-between gap-2 text-xs">
        <label htmlFor={id} className="font-semibold text-ink-soft">
          {t(`admin.attributes.field.${name}`)}
        </label>
        {corrected ? <span className="font-medium text-terracotta-dark">{t('admin.attributes.corrected')}</span> : null}
      </div>
      {children(id, `${id}-read`)}
      <p id={`${id}-read`} className="mt-1 flex items-center gap-2 text-xs text-ink-soft">
        {t('admin.attributes.readAs', { value: readText })}
        {corrected ? (
          <button
            type="button"
            onClick={onRestoreRead}
            aria-label={t('admin.attributes.useReadFor', { field: t(`admin.attributes.field.${name}`) })}
            className="inline-flex items-center gap-1 font-medium text-terracotta-dark underline"
          >
            <RotateCcw aria-hidden="true" className="h-3 w-3" />
            {t('admin.attributes.useRead')}
          </button>
        ) : null}
      </p>
    </div>
  )
}

/** The fit the stylist rules derive from the saved attributes. */
function FitSummary({ fit, stale }: { fit: ProductAttributesView['fit']; stale: boolean }) {
  const list = (items: string[]) => (items.length ? items.join(', ') : t('admin.attributes.none'))
  return (
    <section aria-labelledby="fit-heading" className="rounded-2xl bg-white p-4 ring-1 ring-line">
      <h3 id="fit-heading" className="text-base font-semibold">
        {t('admin.attributes.fitHeading')}
      </h3>
      {stale ? <p className="mt-1 text-xs text-terracotta-dark">{t('admin.attributes.fitStale')}</p> : null}
      <dl className="mt-3 grid gap-2 sm:grid-cols-5" aria-label={t('admin.attributes.bodyShapes')}>
        {BODY_SHAPES.map((shape) => (
          <div key={shape} className="rounded-xl bg-cream/60 p-2 text-center">
            <dt className="text-xs text-ink-soft">{BODY_SHAPE_DETAILS[shape].name}</dt>
            <dd className={`mt-1 inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${GRADE_CLASSES[fit.body[shape]]}`}>{t(`admin.attributes.grade.${fit.body[shape]}`)}</dd>
          </div>
        ))}
      </dl>
      <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="font-medium">{t('admin.attributes.palettes')}</dt>
        <dd>{list(fit.palettes.map((p) => COLOR_PALETTE_DETAILS[p].name))}</dd>
        <dt className="font-medium">{t('admin.attributes.styles')}</dt>
        <dd>{list(fit.styles.map((s) => STYLE_DETAILS[s].name))}</dd>
        <dt className="font-medium">{t('admin.attributes.occasions')}</dt>
        <dd>{list(fit.occasions.map((o) => OCCASION_LABELS[o]))}</dd>
      </dl>
    </section>
  )
}
