import { translate as t } from '#core/i18n/translate.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { InlineSpinner } from '../../../components/ui/spinner.tsx'

const TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' })

/** "Confirm Logout": the username, the time left and when the session began, before it ends. */
export function LogoutDialog({
  open,
  onOpenChange,
  username,
  remaining,
  loginAt,
  busy,
  onConfirm,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  username: string
  remaining: string
  loginAt: string
  busy: boolean
  onConfirm: () => void
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('admin.logout.title')} description={t('admin.logout.message')} closeLabel={t('common.close')}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-2xl bg-white p-4 text-sm ring-1 ring-line">
        <dt className="text-ink-soft">{t('admin.logout.username')}</dt>
        <dd className="font-medium break-all">{username}</dd>
        <dt className="text-ink-soft">{t('admin.logout.timeRemaining')}</dt>
        <dd className="font-medium">{remaining}</dd>
        <dt className="text-ink-soft">{t('admin.logout.loginTime')}</dt>
        <dd className="font-medium">
          <time dateTime={loginAt}>{TIME.format(new Date(loginAt))}</time>
        </dd>
      </dl>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {t('common.cancel')}
        </Button>
        <Button onClick={onConfirm} disabled={busy}>
          {busy ? <InlineSpinner /> : null}
          {t('admin.logout.confirm')}
        </Button>
      </div>
    </Dialog>
  )
}
