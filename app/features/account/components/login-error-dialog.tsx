import { ExternalLink } from 'lucide-react'
import { explainLoginError } from '#core/accounts/login-error.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { Button } from '../../../components/ui/button.tsx'

/**
 * The login-error dialog: a title and description for the kind of failure, the raw error
 * text, suggestions, and Retry (reloads the page), an optional helpful link, and Close.
 */
export function LoginErrorDialog({ raw, onClose }: { raw: string | null; onClose: () => void }) {
  const explained = explainLoginError(raw ?? '')
  return (
    <Dialog
      open={raw !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t(explained.title)}
      description={t(explained.description)}
      closeLabel={t('errors.loginDialog.close')}
    >
      <div data-kind={explained.kind}>
        <p className="text-xs font-semibold tracking-[0.14em] text-ink-soft uppercase">{t('errors.loginDialog.rawError')}</p>
        <pre className="mt-2 overflow-x-auto rounded-xl bg-white p-3 text-sm whitespace-pre-wrap text-ink ring-1 ring-line">{raw}</pre>
        <p className="mt-5 text-xs font-semibold tracking-[0.14em] text-ink-soft uppercase">{t('errors.loginDialog.suggestions')}</p>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {explained.suggestions.map((s) => (
            <li key={s}>{t(s)}</li>
          ))}
        </ul>
        <div className="mt-6 flex flex-wrap gap-2">
          <Button onClick={() => window.location.reload()}>{t('errors.loginDialog.retry')}</Button>
          {explained.link ? (
            <a
              href={explained.link.href}
              target="_blank"
              rel="noreferrer"
              className="inline-flex h-11 items-center gap-2 rounded-full px-5 text-[0.95rem] font-medium ring-1 ring-line hover:ring-ink/40"
            >
              {t(explained.link.label)}
              <ExternalLink aria-hidden="true" className="h-4 w-4" />
              <span className="sr-only">{t('common.opensInNewTab')}</span>
            </a>
          ) : null}
          <Button variant="ghost" onClick={onClose}>
            {t('errors.loginDialog.close')}
          </Button>
        </div>
      </div>
    </Dialog>
  )
}
