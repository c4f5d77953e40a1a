import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import { translate as t } from '#core/i18n/translate.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { InlineSpinner } from '../../../components/ui/spinner.tsx'
import { useStyleProfile } from '../hooks/use-style-profile.ts'

/** Account settings: delete the saved style profile (account and browser), after a confirmation. */
export function ClearProfileSection({ onCleared }: { onCleared?: () => void } = {}) {
  const { status, hasStoredProfile, clear } = useStyleProfile()
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<'done' | 'failed' | null>(null)

  async function confirm() {
    setBusy(true)
    try {
      await clear()
      setOutcome('done')
      onCleared?.()
    } catch {
      setOutcome('failed')
    } finally {
      setBusy(false)
      setOpen(false)
    }
  }

  return (
    <section aria-labelledby="style-profile-heading" className="mt-8 rounded-[1.75rem] bg-white p-6 ring-1 ring-line sm:p-8">
      <h2 id="style-profile-heading" className="text-2xl font-semibold">
        {t('profile.clear.title')}
      </h2>
      <p className="mt-2 text-ink-soft">{hasStoredProfile || status === 'loading' ? t('profile.clear.lead') : t('profile.clear.none')}</p>
      {outcome === 'done' ? <Notice tone="success" className="mt-5">{t('profile.clear.done')}</Notice> : null}
      {outcome === 'failed' ? <Notice tone="error" className="mt-5">{t('profile.clear.failed')}</Notice> : null}
      <Button
        variant="secondary"
        className="mt-5"
        disabled={!hasStoredProfile || busy}
        onClick={() => {
          setOutcome(null)
          setOpen(true)
        }}
      >
        <Trash2 aria-hidden="true" className="h-4 w-4" />
        {t('profile.clear.action')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => !busy && setOpen(next)}
        title={t('profile.clear.confirmTitle')}
        description={t('profile.clear.confirmText')}
        closeLabel={t('common.close')}
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void confirm()} disabled={busy}>
            {busy ? <InlineSpinner /> : null}
            {busy ? t('profile.clear.clearing') : t('profile.clear.confirm')}
          </Button>
        </div>
      </Dialog>
    </section>
  )
}
