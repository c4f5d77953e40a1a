import type { UIMatch } from 'react-router'
import { describe, expect, it } from 'vitest'
import { BACK_OFFICE_HANDLE, isBackOffice, type RouteHandle, sendsNoScript } from './route-handle.ts'

const match = (handle?: RouteHandle) => ({ id: 'r', pathname: '/', params: {}, data: undefined, loaderData: undefined, handle }) as UIMatch

describe('route handles', () => {
  it('a page marked for visitors goes without scripts only to visitors', () => {
    const landing = [match(), match({ noScriptForVisitors: true })]
    expect(sendsNoScript(landing, false)).toBe(true)
    expect(sendsNoScript(landing, true)).toBe(false)
    expect(sendsNoScript([match(), match({})], false)).toBe(false)
  })

  it('the back office is any match with its handle', () => {
    expect(isBackOffice([match(), match(BACK_OFFICE_HANDLE)])).toBe(true)
    expect(isBackOffice([match()])).toBe(false)
  })
})
