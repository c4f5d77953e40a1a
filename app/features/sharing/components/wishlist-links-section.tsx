import { Copy, Heart } from 'lucide-react'
import { type FormEvent, useEffect, useState } from 'react'
import { firstNameProblem } from '#core/profile/blueprint.ts'
import type { WishlistLink } from '#core/catalog/wishlist-share.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { Button } from '../../../components/ui/button.tsx'
import { TextField } from '../../../components/ui/field.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { createWishlistLink, listWishlistLinks, revokeWishlistLink } from '../utils/wishlist-share-api.ts'
import { SharedLinkRow } from './shared-link-row.tsx'

const DAY = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' })

type State = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; links: WishlistLink[] }
type Note = { tone: 'success' | 'error'; text: string }

/**
 * The account page's "Share my wishlist": opt in with an optional name, copy the link,
 * and revoke any live one. Self-contained, like the blueprint's links beside it.
 */
export function WishlistLinksSection() {
  const [state, setState] = useState<State>({ kind: 'loading' })
  const [name, setName] = useState('')
  const [nameError, setNameError] = useState<string | undefined>()
  const [creating, setCreating] = useState(false)
  const [busy, setBusy] = useState<string | null>(null)
  const [notice, setNotice] = useState<Note | null>(null)
  const [fresh, setFresh] = useState<WishlistLink | null>(null)

  useEffect(() => {
    let live = true
    void listWishlistLinks().then((result) => {
      if (!live) return
      setState(result.ok ? { kind: 'ready', links: result.data.items } : { kind: 'failed', message: result.message })
    })
    return () => {
      live = false
    }
  }, [])

  const failure = (result: { status: number; message: string }): Note => ({ tone: 'error', text: result.status === 0 ? t('blueprint.download.offline') : result.message })

  async function create(event: FormEvent) {
    event.preventDefault()
    const trimmed = name.trim()
    const problem = trimmed ? firstNameProblem(trimmed) : null
    setNameError(problem ?? undefined)
    if (problem) return
    setCreating(true)
    setNotice(null)
    const result = await createWishlistLink(trimmed ? { displayName: trimmed } : {})
    setCreating(false)
    if (!result.ok) return setNotice(failure(result))
    setFresh(result.data)
    setName('')
    setState((s) => (s.kind === 'ready' ? { kind: 'ready', links: [result.data, ...s.links] } : s))
    setNotice({ tone: 'success', text: t('wishlist.share.created') })
  }

  async function copy(link: WishlistLink) {
    try {
      await navigator.clipboard.writeText(link.url)
      setNotice({ tone: 'success', text: t('wishlist.share.copied') })
    } catch {
      // No clipboard (an insecure origin, a refusal): the link is on screen to copy by hand.
      setNotice({ tone: 'error', text: t('blueprint.share.copyFailed') })
    }
  }

  async function revoke(link: WishlistLink) {
    setBusy(link.id)
    setNotice(null)
    const result = await revokeWishlistLink(link.id)
    setBusy(null)
    if (result.ok || result.status === 404) {
      setState((s) => (s.kind === 'ready' ? { kind: 'ready', links: s.links.filter((l) => l.id !== link.id) } : s))
      if (fresh?.id === link.id) setFresh(null)
      setNotice({ tone: 'success', text: t('wishlist.share.revoked') })
    } else {
      setNotice(failure(result))
    }
  }

  return (
    <section aria-labelledby="wishlist-links-heading" id="wishlist-links" className="mt-8 scroll-mt-24 rounded-[1.75rem] bg-white p-5 ring-1 ring-line sm:p-8">
      <h2 id="wishlist-links-heading" className="flex items-center gap-2 text-2xl font-semibold">
        <Heart aria-hidden="true" className="h-5 w-5 text-sage-deep" />
        {t('wishlist.share.title')}
      </h2>
      <p className="mt-2 text-ink-soft">{t('wishlist.share.lead')}</p>
      <form onSubmit={(e) => void create(e)} className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          label={t('wishlist.share.nameLabel')}
          hint={t('wishlist.share.nameHint')}
          error={nameError}
          value={name}
          maxLength={80}
          autoComplete="given-name"
          onChange={(e) => setName(e.target.value)}
          className="min-w-0 flex-1"
        />
        <Button type="submit" disabled={creating} className="sm:mt-7">
          {t('wishlist.share.create')}
        </Button>
      </form>
      {fresh ? (
        <div className="mt-4 flex flex-col gap-3 rounded-2xl bg-cream p-4 ring-1 ring-line sm:flex-row sm:items-center">
          <output aria-label={t('wishlist.share.summary')} className="min-w-0 flex-1 font-mono text-sm [overflow-wrap:anywhere]">
            {fresh.url}
          </output>
          <Button variant="secondary" size="sm" onClick={() => void copy(fresh)}>
            <Copy aria-hidden="true" className="h-4 w-4" />
            {t('wishlist.share.copy')}
          </Button>
        </div>
      ) : null}
      <div className="mt-5">
        {notice ? (
          <Notice tone={notice.tone} className="mb-4">
            {notice.text}
          </Notice>
        ) : null}
        {state.kind === 'loading' ? (
          <Spinner label={t('wishlist.share.loading')} className="py-6" />
        ) : state.kind === 'failed' ? (
          <Notice tone="error">{state.message}</Notice>
        ) : state.links.length === 0 ? (
          <p className="text-ink-soft">{t('wishlist.share.none')}</p>
        ) : (
          <ul aria-label={t('wishlist.share.title')} className="space-y-3">
            {state.links.map((link) => {
              const createdOn = DAY.format(new Date(link.createdAt))
              return (
                <SharedLinkRow
                  key={link.id}
                  summary={t('wishlist.share.summary')}
                  note={link.displayName ? t('wishlist.share.showsName', { name: link.displayName }) : null}
                  createdOn={createdOn}
                  url={link.url}
                  busy={busy === link.id}
                  onEnd={() => void revoke(link)}
                  endLabel={t('blueprint.share.revoke')}
                  endNamedLabel={t('wishlist.share.revokeNamed', { date: createdOn })}
                  surface="cream"
                />
              )
            })}
          </ul>
        )}
      </div>
    </section>
  )
}
