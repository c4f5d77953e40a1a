import { ChevronDown, LogOut, Settings, ShieldCheck } from 'lucide-react'
import { DropdownMenu } from 'radix-ui'
import { Link } from 'react-router'
import { translate as t } from '#core/i18n/translate.ts'
import { initials } from '#core/text/graphemes.ts'
import { signOut } from '../utils/sign-out.ts'

const ITEM =
  'flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 text-sm text-ink outline-none data-[highlighted]:bg-blush/60'

/** The signed-in corner of the header: initials that open Account Settings, Admin Panel (admins) and Sign Out. */
export function AccountMenu({ displayName, email, isAdmin }: { displayName: string; email: string; isAdmin: boolean }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="inline-flex h-9 items-center gap-1 rounded-full bg-white px-1 ring-1 ring-line hover:ring-ink/40 sm:pr-2"
      >
        <span className="sr-only">{t('nav.accountMenu', { name: displayName })}</span>
        <span aria-hidden="true" className="flex h-7 w-7 items-center justify-center overflow-hidden rounded-full bg-sage-deep text-xs font-semibold whitespace-nowrap text-white">
          {initials(displayName)}
        </span>
        <ChevronDown aria-hidden="true" className="h-4 w-4 text-ink-soft max-sm:hidden" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className="z-40 w-64 rounded-2xl bg-white p-2 shadow-xl ring-1 ring-line">
          <div className="px-3 py-2">
            <p className="truncate font-medium">{displayName}</p>
            <p className="truncate text-sm text-ink-soft">{email}</p>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item asChild className={ITEM}>
            <Link to="/account">
              <Settings aria-hidden="true" className="h-4 w-4" />
              {t('nav.account')}
            </Link>
          </DropdownMenu.Item>
          {isAdmin ? (
            <DropdownMenu.Item asChild className={ITEM}>
              <Link to="/admin">
                <ShieldCheck aria-hidden="true" className="h-4 w-4" />
                {t('nav.adminPanel')}
              </Link>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Item className={ITEM} onSelect={() => void signOut()}>
            <LogOut aria-hidden="true" className="h-4 w-4" />
            {t('common.signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
