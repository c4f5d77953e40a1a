import { Layers } from 'lucide-react'
import { useState } from 'react'
import { translate as t } from '#core/i18n/translate.ts'
import type { StyleProfile } from '#core/profile/style-profile.ts'
import { Dialog } from '../ui/dialog.tsx'
import { CompleteTheLook } from './complete-the-look.tsx'

/**
 * "Complete the look" on a product card: a button opening a dialog with three outfits around
 * the piece. The outfits load only when she opens it.
 */
export function CompleteTheLookButton({ product, profile }: { product: { id: string; name: string }; profile: StyleProfile | null }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('outfit.ui.completeTheLookLabel', { name: product.name })}
        className="mb-2 inline-flex min-h-9 w-full items-center justify-center gap-1.5 rounded-full bg-blush/60 px-3 text-xs font-medium text-ink hover:bg-blush sm:text-sm"
      >
        <Layers aria-hidden="true" className="h-3.5 w-3.5" />
        <span aria-hidden="true">{t('outfit.ui.completeTheLook')}</span>
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('outfit.ui.dialogTitle')}
        description={t('outfit.ui.dialogLead', { name: product.name })}
        closeLabel={t('common.close')}
        size="lg"
      >
        {open ? <CompleteTheLook pieceId={product.id} profile={profile} /> : null}
      </Dialog>
    </>
  )
}
