// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { afterEach, expect, it, vi } from 'vitest'
import { AdminLogin } from './admin-login.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const LOCKED_UNTIL = new Date(Date.now() + 10 * 60_000).toISOString()

/**
 * The server as the page sees it: `second@example.com` is locked for this browser, every
 * other account is open and refuses a wrong password with a 401. Records what was asked.
 */
function server() {
  const asked: Array<{ path: string; username: string }> = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      const { username } = JSON.parse(String(init.body)) as { username: string }
      asked.push({ path, username })
      const locked = username.trim().toLowerCase() === 'second@example.com'
      const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
      if (path === '/api/admin-auth/lock') {
        return json(200, { lock: locked ? { locked: true, lockedUntil: LOCKED_UNTIL, minutesLeft: 10, failedCount: 3, attemptsRemaining: 0 } : { locked: false, lockedUntil: null, minutesLeft: 0, failedCount: 0, attemptsRemaining: 3 } })
      }
      if (locked) {
        return json(429, { error: { code: 'account-locked', message: 'Account is locked. Please wait 10 minutes.', requestId: 'r', details: { lockedUntil: LOCKED_UNTIL, minutesLeft: 10 } } })
      }
      return json(401, { error: { code: 'invalid-credentials', message: 'Invalid credentials. 2 attempts remaining.', requestId: 'r', details: { attemptsRemaining: 2, failedCount: 1 } } })
    }),
  )
  return asked
}

function renderLogin() {
  const Stub = createRoutesStub([{ path: '/admin', Component: () => <AdminLogin notice={null} /> }])
  return render(<Stub initialEntries={['/admin']} />)
}

const username = () => screen.getByLabelText('Username') as HTMLInputElement
const password = () => screen.getByLabelText('Password', { exact: true }) as HTMLInputElement
const signIn = () => screen.getByRole('button', { name: 'Sign In' }) as HTMLButtonElement
const attempts = () => screen.getByRole('progressbar', { name: 'Failed sign-in attempts' })

it('shows a lock for the account typed only, and keeps the username editable for another administrator', async () => {
  const asked = server()
  renderLogin()
  // Nothing is locked before anyone types: the page has no account to ask about.
  expect(signIn().disabled).toBe(false)
  expect(asked).toEqual([])

  fireEvent.change(username(), { target: { value: 'Second@Example.com' } })
  fireEvent.blur(username())
  expect(await screen.findByText('Account is locked. Please wait 10 minutes.')).toBeTruthy()
  await waitFor(() => expect(signIn().disabled).toBe(true))
  expect(password().disabled).toBe(true)
  expect(username().disabled).toBe(false)
  expect(attempts().getAttribute('aria-valuenow')).toBe('3')
  expect(screen.getByText(/Try again in \d\d:\d\d/)).toBeTruthy()

  // The first administrator, at the same desk: her own account, open, with her own count.
  fireEvent.change(username(), { target: { value: 'first@example.com' } })
  await waitFor(() => expect(signIn().disabled).toBe(false))
  expect(password().disabled).toBe(false)
  expect(screen.queryByText('Account is locked. Please wait 10 minutes.')).toBeNull()
  expect(screen.queryByText(/Try again in/)).toBeNull()
  expect(attempts().getAttribute('aria-valuenow')).toBe('0')
  fireEvent.change(password(), { target: { value: 'wrong' } })
  fireEvent.click(signIn())
  expect(await screen.findByText('Invalid credentials. 2 attempts remaining.')).toBeTruthy()
  expect(attempts().getAttribute('aria-valuenow')).toBe('1')

  // Back to the locked account: its lock is remembered, and her refusal is not shown for it.
  fireEvent.change(username(), { target: { value: 'second@example.com' } })
  await waitFor(() => expect(signIn().disabled).toBe(true))
  expect(screen.queryByText('Invalid credentials. 2 attempts remaining.')).toBeNull()
  expect(attempts().getAttribute('aria-valuenow')).toBe('3')
  expect(asked.map((a) => a.path)).toEqual(['/api/admin-auth/lock', '/api/admin-auth/login'])
})

it('locks the account a refusal names when the server answers with a lock', async () => {
  server()
  renderLogin()
  fireEvent.change(username(), { target: { value: 'second@example.com' } })
  fireEvent.change(password(), { target: { value: 'Tailor#2026' } })
  fireEvent.click(signIn())
  expect(await screen.findByText('Account is locked. Please wait 10 minutes.')).toBeTruthy()
  await waitFor(() => expect(signIn().disabled).toBe(true))
  fireEvent.change(username(), { target: { value: 'first@example.com' } })
  await waitFor(() => expect(signIn().disabled).toBe(false))
})
