import type { ReactNode } from 'react'
import type { ConsentCategory } from '#core/consent/consent.ts'
import { useConsent } from '../hooks/use-consent.ts'

/**
 * Renders its children only once the visitor has agreed to this category. Wrap anything
 * that loads analytics or third-party code in `<ConsentGate category="analytics">`; it
 * renders nothing on the server and nothing until consent, and unmounts on withdrawal.
 */
export function ConsentGate({ category, children }: { category: ConsentCategory; children: ReactNode }) {
  const { allows } = useConsent()
  return allows(category) ? <>{children}</> : null
}
