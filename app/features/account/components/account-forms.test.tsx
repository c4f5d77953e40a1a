// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EmailForm } from './email-form.tsx'
import { NameForm } from './name-form.tsx'
import { PasswordForm } from './password-form.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** Answers every auth request with `status`; returns the paths and bodies sent. */
function answer(status: number, body: unknown = {}) {
  const sent: { path: string; body: unknown }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      sent.push({ path, body: JSON.parse(String(init.body)) })
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
    }),
  )
  return sent
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const submit = (name: string) => act(async () => void fireEvent.click(screen.getByRole('button', { name })))

describe('the account forms', () => {
  it('name: shows the schema message, then the failure, then saves the trimmed name', async () => {
    const onSaved = vi.fn()
    render(<NameForm current="Ada" onCancel={() => {}} onSaved={onSaved} />)
    type(/Full Name/, '  ')
    await submit('Save name')
    expect(screen.getByText('Full name is required')).toBeTruthy()

    answer(500)
    type(/Full Name/, 'Bea ')
    await submit('Save name')
    expect(screen.getByRole('alert').textContent).toContain('Please try again')
    expect(onSaved).not.toHaveBeenCalled()

    const sent = answer(200)
    await submit('Save name')
    expect(sent).toEqual([{ path: '/api/auth/update-user', body: { name: 'Bea' } }])
    expect(onSaved).toHaveBeenCalledOnce()
  })

  it('e-mail: refuses the current address, then sends the new one in lower case', async () => {
    const onSent = vi.fn()
    render(<EmailForm current="ada@example.com" onCancel={() => {}} onSent={onSent} />)
    const input = screen.getByLabelText(/New email address/)
    expect([input.getAttribute('type'), input.getAttribute('name'), input.getAttribute('autocomplete')]).toEqual(['email', 'newEmail', 'email'])
    type(/New email address/, ' Ada@Example.com ')
    await submit('Send confirmation link')
    expect(screen.getByText('This is already your email address.')).toBeTruthy()

    const sent = answer(200)
    type(/New email address/, 'Bea@Example.com')
    await submit('Send confirmation link')
    expect(sent).toEqual([{ path: '/api/auth/change-email', body: { newEmail: 'Bea@Example.com', callbackURL: '/account?emailChanged=1' } }])
    expect(onSent).toHaveBeenCalledWith('bea@example.com')
  })

  it('password: a wrong current password is said; success empties the form', async () => {
    const onSaved = vi.fn()
    render(<PasswordForm owner={{ name: 'Ada Lovelace', email: 'ada@example.com' }} onCancel={() => {}} onSaved={onSaved} />)
    type(/^Current Password/, 'old-secret')
    type(/^New Password/, 'Linen-Saffron-Tide-42')
    type(/^Confirm Password/, 'Linen-Saffron-Tide-42')
    expect(screen.getByText('Passwords match')).toBeTruthy()

    answer(400, { code: 'INVALID_PASSWORD' })
    await submit('Save new password')
    expect(screen.getByText('That is not your current password.')).toBeTruthy()

    const sent = answer(200)
    await submit('Save new password')
    expect(sent).toEqual([{ path: '/api/auth/change-password', body: { currentPassword: 'old-secret', newPassword: 'Linen-Saffron-Tide-42', revokeOtherSessions: true } }])
    expect(onSaved).toHaveBeenCalledOnce()
    expect((screen.getByLabelText(/^New Password/) as HTMLInputElement).value).toBe('')
  })

  it('password: the meter rates with the server’s estimator once the field is used, and a guessable password is refused without a request', async () => {
    const sent = answer(200)
    render(<PasswordForm owner={{ name: 'Ada Lovelace', email: 'ada@example.com' }} onCancel={() => {}} onSaved={() => {}} />)
    type(/^Current Password/, 'old-secret')
    fireEvent.focus(screen.getByLabelText(/^New Password/))
    type(/^New Password/, 'Lovelace2024')
    type(/^Confirm Password/, 'Lovelace2024')
    const level = await screen.findByText('Weak', { selector: 'span' }, { timeout: 10_000 })
    expect(level.parentElement?.textContent).toBe('Password strength: Weak')
    await submit('Save new password')
    expect(screen.getByLabelText(/^New Password/).getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText(/^This password is too easy to guess\. It contains your name, your email address or the name of this site\./)).toBeTruthy()
    expect(sent).toEqual([])
  })
})
