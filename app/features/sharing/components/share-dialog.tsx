import { Copy, Link2, Share2 } from 'lucide-react'
import { useId, useRef, useState, useSyncExternalStore } from 'react'
import { translate as t } from '#core/i18n/translate.ts'
import { blueprintSummary, choicesOf, FIRST_NAME_MAX_LENGTH, firstNameProblem, shareSummary, type Blueprint } from '#core/profile/blueprint.ts'
import type { CreatedShare } from '#core/profile/blueprint-share.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { InlineSpinner } from '../../../components/ui/spinner.tsx'
import { createShare } from '../utils/share-api.ts'
import { shareOrCopy } from '../utils/share-or-copy.ts'
import { noStoredLinks, rememberLink, storedLinks, subscribeToStoredLinks } from '../utils/share-storage.ts'
import { StoredLinksList } from './stored-links-list.tsx'

type Step = { kind: 'choose' } | { kind: 'creating' } | { kind: 'created'; share: CreatedShare; copied: 'copied' | 'copy-failed' | null }

/**
 * "Share link": an opt-in, revocable link to a read-only copy of her blueprint. The dialog
 * says what the link shows (shape, palette, styles; a first name only if she ticks the
 * box; never measurements or e-mail), creates it, and offers copy, the share sheet and
 * "Turn off". The browser keeps the link's revocation token.
 */
export function ShareBlueprintButton({
  blueprint,
  signedIn,
  suggestedFirstName,
  className,
}: {
  blueprint: Blueprint
  signedIn: boolean
  /** Prefills the first-name field (her account's first name); never sent unless she opts in. */
  suggestedFirstName: string | null
  className: string
}) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const [step, setStep] = useState<Step>({ kind: 'choose' })
  const [withName, setWithName] = useState(false)
  const [firstName, setFirstName] = useState(suggestedFirstName ?? '')
  const [error, setError] = useState<string | null>(null)
  const [triedToCreate, setTriedToCreate] = useState(false)
  const [turnedOff, setTurnedOff] = useState(false)
  const nameInput = useRef<HTMLInputElement>(null)
  const links = useSyncExternalStore(subscribeToStoredLinks, storedLinks, noStoredLinks)

  // One message, under the field only: what is wrong as she types, and an empty name once she
  // tries to create the link (not the moment she ticks the box).
  const nameProblem = withName ? firstNameProblem(firstName) : null
  const nameError = nameProblem && (triedToCreate || firstName.trim() !== '') ? nameProblem : null

  function reset(next: boolean) {
    setOpen(next)
    if (!next) {
      setStep({ kind: 'choose' })
      setError(null)
      setTriedToCreate(false)
      setTurnedOff(false)
    }
  }

  async function create() {
    setTriedToCreate(true)
    if (nameProblem) {
      nameInput.current?.focus()
      return
    }
    setError(null)
    setStep({ kind: 'creating' })
    const result = await createShare({ ...choicesOf(blueprint), ...(withName ? { firstName: firstName.trim() } : {}) })
    if (!result.ok) {
      setError(result.status === 0 ? t('blueprint.download.offline') : result.message)
      setStep({ kind: 'choose' })
      return
    }
    const share = result.data
    rememberLink({ id: share.id, url: share.url, revokeToken: share.revokeToken, createdAt: share.createdAt, summary: blueprintSummary(blueprint) })
    setStep({ kind: 'created', share, copied: null })
  }

  async function copy(share: CreatedShare) {
    try {
      await navigator.clipboard.writeText(share.url)
      setStep({ kind: 'created', share, copied: 'copied' })
    } catch {
      setStep({ kind: 'created', share, copied: 'copy-failed' })
    }
  }

  const created = step.kind === 'created' ? step.share : null
  const others = links.filter((l) => l.id !== created?.id)
  return (
    <>
      <button type="button" className={className} onClick={() => reset(true)}>
        <Share2 aria-hidden="true" className="h-4 w-4" />
        {t('blueprint.share')}
      </button>
      <Dialog open={open} onOpenChange={reset} title={t('blueprint.share.title')} description={t('blueprint.share.what')} closeLabel={t('common.close')} size="lg">
        {created === null ? (
          <form
            onSubmit={(e) => {
              e.preventDefault()
              void create()
            }}
          >
            <label className="flex items-start gap-3 text-sm">
              <input type="checkbox" checked={withName} onChange={(e) => setWithName(e.target.checked)} className="mt-0.5 h-5 w-5 accent-terracotta" />
              <span>
                <span className="font-medium">{t('blueprint.share.withName')}</span>
                <span className="block text-ink-soft">{t('blueprint.share.withNameHint')}</span>
              </span>
            </label>
            {withName ? (
              <div className="mt-4">
                <label htmlFor={`${id}-name`} className="text-sm font-medium">
                  {t('blueprint.share.firstName')}
                </label>
                <p id={`${id}-name-hint`} className="text-sm text-ink-soft">
                  {t('blueprint.share.firstNameHint', { max: FIRST_NAME_MAX_LENGTH })}
                </p>
                <input
                  ref={nameInput}
                  id={`${id}-name`}
                  value={firstName}
                  onChange={(e) => setFirstName(e.target.value)}
                  autoComplete="given-name"
                  dir="auto"
                  aria-invalid={nameError ? true : undefined}
                  aria-describedby={nameError ? `${id}-name-hint ${id}-name-error` : `${id}-name-hint`}
                  className="mt-1.5 h-12 w-full rounded-xl bg-white px-4 ring-1 ring-line outline-none focus:ring-2 focus:ring-terracotta"
                />
                {nameError ? (
                  <p id={`${id}-name-error`} className="mt-1.5 text-sm text-terracotta-dark [overflow-wrap:anywhere]">
                    {nameError}
                  </p>
                ) : null}
              </div>
            ) : null}
            {error ? (
              <Notice tone="error" className="mt-4">
                {error}
              </Notice>
            ) : null}
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={() => reset(false)}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" disabled={step.kind === 'creating'}>
                {step.kind === 'creating' ? <InlineSpinner className="h-4 w-4" /> : <Link2 aria-hidden="true" className="h-4 w-4" />}
                {t('blueprint.share.create')}
              </Button>
            </div>
          </form>
        ) : (
          <div>
            <Notice tone="success">{t('blueprint.share.ready')}</Notice>
            <label htmlFor={`${id}-url`} className="mt-5 block text-sm font-medium">
              {t('blueprint.share.linkLabel')}
            </label>
            <input
              id={`${id}-url`}
              readOnly
              value={created.url}
              onFocus={(e) => e.currentTarget.select()}
              className="mt-1.5 h-12 w-full rounded-xl bg-white px-4 font-mono text-sm ring-1 ring-line"
            />
            <div className="mt-3 flex flex-wrap gap-3">
              <Button onClick={() => void copy(created)}>
                <Copy aria-hidden="true" className="h-4 w-4" />
                {t('blueprint.share.copy')}
              </Button>
              <Button
                variant="secondary"
                onClick={() => void shareOrCopy({ title: t('blueprint.shareTitle'), text: shareSummary(blueprint), url: created.url })}
              >
                <Share2 aria-hidden="true" className="h-4 w-4" />
                {t('blueprint.share.sheet')}
              </Button>
            </div>
            <p aria-live="polite" className="mt-2 min-h-5 text-sm text-ink-soft">
              {step.kind === 'created' && step.copied === 'copied' ? t('blueprint.share.copied') : null}
              {step.kind === 'created' && step.copied === 'copy-failed' ? t('blueprint.share.copyFailed') : null}
            </p>
            <p className="mt-3 text-sm text-ink-soft">{t(signedIn ? 'blueprint.share.revokeWhereSignedIn' : 'blueprint.share.revokeWhere')}</p>
            <StoredLinksList links={links.filter((l) => l.id === created.id)} label={t('blueprint.share.thisLink')} onTurnedOff={() => setTurnedOff(true)} />
          </div>
        )}
        <StoredLinksList links={others} label={t('blueprint.share.fromThisBrowser')} title={t('blueprint.share.fromThisBrowser')} onTurnedOff={() => setTurnedOff(true)} />
        <p aria-live="polite" className="mt-3 text-sm text-sage-deep">
          {turnedOff ? t('blueprint.share.turnedOff') : null}
        </p>
      </Dialog>
    </>
  )
}
