// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { createRoutesStub, useActionData } from 'react-router'
import { afterEach, expect, it } from 'vitest'
import { type ContactActionData, ContactForm } from './contact-form.tsx'

afterEach(cleanup)

const SUPPORT = 'help@example.test'

/** The real form under a stub route whose action answers `reply` (what /contact's action would). */
function renderWith(reply: ContactActionData) {
  const Stub = createRoutesStub([
    {
      path: '/contact',
      action: () => reply,
      Component: function Page() {
        const result = useActionData<ContactActionData>()
        return <ContactForm supportEmail={SUPPORT} result={result} defaults={{ category: 'general', subject: '' }} />
      },
    },
  ])
  return render(<Stub initialEntries={['/contact']} />)
}

function fillValidMessage() {
  fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Ada' } })
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ada@example.com' } })
  fireEvent.change(screen.getByLabelText(/^Subject/), { target: { value: 'Hello' } })
  fireEvent.change(screen.getByLabelText(/^Message/), { target: { value: 'A question about my palette.' } })
}

it('shows the errors of the shared schema and does not submit an empty form', async () => {
  renderWith({ status: 'sent', ref: 'r1' })
  fireEvent.click(screen.getByRole('button', { name: 'Send Message' }))
  expect(await screen.findByText('Name is required')).toBeTruthy()
  expect(screen.getByText('Message is required')).toBeTruthy()
  expect(screen.queryByText('Message Sent Successfully!')).toBeNull()
  expect(screen.getByLabelText(/^Name/).getAttribute('aria-invalid')).toBe('true')
})

it('offers the seven categories, general first, and a six-row message area', () => {
  renderWith({ status: 'sent', ref: 'r1' })
  const options = [...screen.getByLabelText('Category').querySelectorAll('option')].map((o) => o.value)
  expect(options).toEqual(['general', 'technical', 'account', 'styling', 'business', 'press', 'feedback'])
  expect(screen.getByLabelText(/^Message/).getAttribute('rows')).toBe('6')
})

it('reaches the failure state with the direct address when sending fails', async () => {
  renderWith({ status: 'failed', values: {} })
  fillValidMessage()
  fireEvent.click(screen.getByRole('button', { name: 'Send Message' }))
  expect(await screen.findByText('Message Failed to Send')).toBeTruthy()
  expect(screen.getByRole('alert').textContent).toContain(`Please try again or email us directly at ${SUPPORT}`)
  expect(screen.getByRole('link', { name: SUPPORT }).getAttribute('href')).toBe(`mailto:${SUPPORT}`)
})

it('reaches the success state and clears the form', async () => {
  renderWith({ status: 'sent', ref: 'r2' })
  fillValidMessage()
  fireEvent.click(screen.getByRole('button', { name: 'Send Message' }))
  expect(await screen.findByText('Message Sent Successfully!')).toBeTruthy()
  expect(screen.getByText(/within 24-48 hours/)).toBeTruthy()
  expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('')
})
