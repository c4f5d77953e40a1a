import { useState } from 'react'
import { Link } from 'react-router'
import { translate as t } from '#core/i18n/translate.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { EditableRow } from './editable-row.tsx'
import { EmailForm } from './email-form.tsx'
import { NameForm } from './name-form.tsx'
import { PasswordForm } from './password-form.tsx'

type Done = { tone: 'success'; text: string } | null

/**
 * Name, e-mail and password, each changed in place. The rules are the shared form schemas
 * (the server runs the same ones); a new e-mail takes effect only through the link sent to it.
 */
export function AccountDetails({
  name,
  email,
  emailVerified,
  hasPassword,
  onChanged,
}: {
  name: string
  email: string
  emailVerified: boolean
  hasPassword: boolean
  /** Reloads what the page shows (the header's name, too). */
  onChanged: () => void
}) {
  const [open, setOpen] = useState<'name' | 'email' | 'password' | null>(null)
  const [done, setDone] = useState<Done>(null)
  const [pendingEmail, setPendingEmail] = useState<string | null>(null)
  const toggle = (row: 'name' | 'email' | 'password') => (next: boolean) => {
    setDone(null)
    setOpen(next ? row : null)
  }
  const finish = (text: string) => {
    setOpen(null)
    setDone({ tone: 'success', text })
  }

  return (
    <div>
      {done ? <Notice tone={done.tone} className="mb-5">{done.text}</Notice> : null}
      <EditableRow label={t('auth.account.name')} value={name} changeLabel={t('auth.account.name.change')} open={open === 'name'} onOpenChange={toggle('name')}>
        <NameForm
          current={name}
          onCancel={() => setOpen(null)}
          onSaved={() => {
            finish(t('auth.account.name.saved'))
            onChanged()
          }}
        />
      </EditableRow>
      <EditableRow
        label={t('auth.account.email')}
        value={
          <span className="break-all">
            {email}{' '}
            <span className={`ml-1 rounded-full px-2 py-0.5 text-xs whitespace-nowrap ${emailVerified ? 'bg-sage/15 text-sage-deep' : 'bg-blush text-terracotta-dark'}`}>
              {t(emailVerified ? 'auth.account.verified' : 'auth.account.notVerified')}
            </span>
          </span>
        }
        extra={pendingEmail ? <p className="mt-2 text-sm text-ink-soft">{t('auth.account.email.pending', { email: pendingEmail })}</p> : null}
        changeLabel={t('auth.account.email.change')}
        open={open === 'email'}
        onOpenChange={toggle('email')}
      >
        <EmailForm
          current={email}
          onCancel={() => setOpen(null)}
          onSent={(address) => {
            setPendingEmail(address)
            finish(t('auth.account.email.sent', { email: address }))
          }}
        />
      </EditableRow>
      <EditableRow
        label={t('auth.field.password')}
        value={hasPassword ? '••••••••' : t('auth.account.password.none')}
        changeLabel={t('auth.account.password.change')}
        open={open === 'password'}
        onOpenChange={toggle('password')}
      >
        {hasPassword ? (
          <PasswordForm owner={{ name, email }} onCancel={() => setOpen(null)} onSaved={() => finish(t('auth.account.password.saved'))} />
        ) : (
          <div className="space-y-4">
            <p className="text-ink-soft">{t('auth.account.password.setHint')}</p>
            <div className="flex flex-wrap gap-2">
              <Button variant="ghost" onClick={() => setOpen(null)}>
                {t('common.cancel')}
              </Button>
              <Link to="/forgot-password" className="inline-flex h-11 items-center rounded-full bg-terracotta px-6 font-medium text-white hover:bg-terracotta-dark">
                {t('auth.account.password.setAction')}
              </Link>
            </div>
          </div>
        )}
      </EditableRow>
    </div>
  )
}
