import { RefreshCw } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { InlineSpinner } from '../../../components/ui/spinner.tsx'

/** A panel's Refresh button: off, with a spinner for its icon, while the panel loads. */
export function RefreshButton({ loading, onClick, children }: { loading: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Button size="sm" variant="secondary" onClick={onClick} disabled={loading}>
      {loading ? <InlineSpinner className="h-4 w-4" /> : <RefreshCw aria-hidden="true" className="h-4 w-4" />}
      {children}
    </Button>
  )
}
