import { X } from 'lucide-react'
import { useState } from 'react'
import { translate as t } from '#core/i18n/translate.ts'
import type { LearnedLeaning } from '#core/learning/leanings.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { apiRequest } from '../../../utils/api-client.ts'

async function send(method: 'POST' | 'DELETE', body?: unknown): Promise<boolean> {
  return (await apiRequest<unknown>(method, '/api/signals', body)).ok
}

/**
 * "What we've learned" (issue 18): her leanings in plain words, each removable (a 'forget'
 * signal: what came before it no longer counts for that leaning), and "Clear my history".
 */
export function LearnedSection({ learned, hasHistory, onChanged }: { learned: readonly LearnedLeaning[]; hasHistory: boolean; onChanged: () => void }) {
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)

  async function run(action: () => Promise<boolean>) {
    setBusy(true)
    setFailed(false)
    const ok = await action()
    setBusy(false)
    if (ok) onChanged()
    else setFailed(true)
  }

  return (
    <div>
      {failed ? <Notice tone="error" className="mb-4">{t('learning.account.failed')}</Notice> : null}
      {learned.length === 0 ? (
        <p className="text-ink-soft">{t('learning.account.empty')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={t('learning.account.title')}>
          {learned.map((l) => (
            <li key={l.feature} className="inline-flex min-h-11 items-center gap-1 rounded-full bg-cream pr-1 pl-4 text-sm ring-1 ring-line" data-leaning={l.feature}>
              <span>{l.text}</span>
              <button
                type="button"
                disabled={busy}
                onClick={() => void run(() => send('POST', { signals: [{ kind: 'forget', ref: l.feature, at: Date.now() }] }))}
                aria-label={t('learning.account.removeLabel', { text: l.text })}
                title={t('learning.account.remove')}
                className="inline-flex h-9 w-9 items-center justify-center rounded-full text-ink-soft hover:bg-blush/60 hover:text-ink"
              >
                <X aria-hidden="true" className="h-4 w-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {hasHistory ? (
        <Button className="mt-5" variant="secondary" disabled={busy} onClick={() => void run(() => send('DELETE'))}>
          {t('learning.clear')}
        </Button>
      ) : null}
    </div>
  )
}
