import { X } from 'lucide-react'
import { Dialog as RadixDialog } from 'radix-ui'
import type { ReactNode } from 'react'

/**
 * A modal dialog on Radix (focus trap, Escape, labelled by its title and description).
 * `onOpenChange(false)` fires for Escape, the overlay and the close icon alike, so a
 * caller that treats closing as a choice (consent: close means decline) gets one path.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  children,
  size = 'md',
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  description?: ReactNode
  /** Accessible name of the close icon; omit to show none. */
  closeLabel?: string
  children: ReactNode
  size?: 'md' | 'lg'
}) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink/45 backdrop-blur-[2px]" />
        <RadixDialog.Content
          className={[
            'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-1.5rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto',
            'rounded-[1.75rem] bg-cream p-6 shadow-[0_40px_80px_-30px_rgba(31,27,36,0.5)] ring-1 ring-line sm:p-8',
            size === 'lg' ? 'max-w-2xl' : 'max-w-md',
          ].join(' ')}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex items-start justify-between gap-4">
            <RadixDialog.Title className="font-display text-2xl font-semibold">{title}</RadixDialog.Title>
            {closeLabel ? (
              <RadixDialog.Close
                className="-mt-1 -mr-2 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-ink-soft hover:bg-blush/60 hover:text-ink"
                aria-label={closeLabel}
              >
                <X aria-hidden="true" className="h-5 w-5" />
              </RadixDialog.Close>
            ) : null}
          </div>
          {description ? (
            <RadixDialog.Description className="mt-2 text-ink-soft">{description}</RadixDialog.Description>
          ) : null}
          <div className="mt-5">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}
