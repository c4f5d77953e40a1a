import { ExternalLink, Link2Off } from 'lucide-react'
import { translate as t } from '#core/i18n/translate.ts'
import { Button } from '../../../components/ui/button.tsx'
import { InlineSpinner } from '../../../components/ui/spinner.tsx'

/**
 * One live share link in a list: what it shows, when it was made, its address, and the
 * button that ends it (Revoke on the account page, Turn off for a link this browser made).
 */
export function SharedLinkRow(props: {
  summary: string
  /** Said before the date, e.g. "Shows the name Ada"; absent when there is nothing to say. */
  note?: string | null
  /** The creation day, already formatted by the list. */
  createdOn: string
  url: string
  busy: boolean
  onEnd: () => void
  endLabel: string
  /** The button's accessible name, naming the link. */
  endNamedLabel: string
  surface: 'cream' | 'white'
}) {
  return (
    <li className={`flex flex-col gap-3 rounded-2xl ${props.surface === 'cream' ? 'bg-cream' : 'bg-white'} p-4 ring-1 ring-line sm:flex-row sm:items-center sm:justify-between`}>
      <div className="min-w-0">
        <p className="font-medium">{props.summary}</p>
        <p className="text-sm text-ink-soft [overflow-wrap:anywhere]">
          {props.note ? `${props.note} · ` : ''}
          {t('blueprint.share.createdOn', { date: props.createdOn })} ·{' '}
          <a href={props.url} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 underline underline-offset-4 hover:text-terracotta">
            {t('blueprint.share.open')}
            <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
            <span className="sr-only">{t('blueprint.share.opensInNewTab')}</span>
          </a>
        </p>
      </div>
      <Button variant="secondary" size="sm" disabled={props.busy} onClick={props.onEnd} aria-label={props.endNamedLabel}>
        {props.busy ? <InlineSpinner className="h-4 w-4" /> : <Link2Off aria-hidden="true" className="h-4 w-4" />}
        {props.endLabel}
      </Button>
    </li>
  )
}
