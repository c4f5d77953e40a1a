import { createContext, useContext } from 'react'

/**
 * The Content-Security-Policy nonce of the page being rendered on the server (entry.server
 * provides it). In the browser it is '': the scripts it guards have run by then.
 */
export const NonceContext = createContext('')

export function useNonce(): string | undefined {
  return useContext(NonceContext) || undefined
}
