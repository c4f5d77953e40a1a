import { Upload } from 'lucide-react'
import { useId, useState } from 'react'
import { translate as t } from '#core/i18n/translate.ts'
import type { CellChange } from '#core/import/cell-changes.ts'
import type { ImportRowInput } from '#core/import/import-row.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { InlineSpinner } from '../../../components/ui/spinner.tsx'
import { uploadImportFile } from '../utils/import-api.ts'

/** Chooses a CSV or Excel file and sends it for reading; the rows and the cells their reading changed come back. */
export function UploadDialog({
  open,
  onOpenChange,
  onLoaded,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  onLoaded: (rows: ImportRowInput[], changes: CellChange[], fileName: string) => void
}) {
  const inputId = useId()
  const hintId = useId()
  const [file, setFile] = useState<File | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [uploading, setUploading] = useState(false)

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    if (!file) return setError(t('import.file.missing'))
    setUploading(true)
    setError(null)
    const result = await uploadImportFile(file)
    setUploading(false)
    if (result.ok) {
      setFile(null)
      onLoaded(result.data.rows, result.data.changes ?? [], file.name)
    } else setError(result.message)
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setError(null)
        onOpenChange(next)
      }}
      title={t('import.panel.uploadTitle')}
      description={t('import.panel.uploadHint')}
    >
      <form onSubmit={(e) => void submit(e)} className="mt-5 space-y-4">
        <div>
          <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium">
            {t('import.panel.uploadFile')}
          </label>
          <input
            id={inputId}
            type="file"
            accept=".csv,.xlsx,.xls,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel"
            aria-describedby={hintId}
            aria-invalid={error ? true : undefined}
            className="block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-blush file:px-4 file:py-2 file:font-medium file:text-ink"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null)
              setError(null)
            }}
          />
          <p id={hintId} className="sr-only">
            {t('import.panel.uploadHint')}
          </p>
        </div>
        {error ? <Notice tone="error">{error}</Notice> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('import.panel.cancel')}
          </Button>
          <Button type="submit" disabled={uploading}>
            {uploading ? <InlineSpinner className="h-4 w-4" /> : <Upload aria-hidden="true" className="h-4 w-4" />}
            {uploading ? t('import.panel.uploading') : t('import.panel.uploadSubmit')}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
