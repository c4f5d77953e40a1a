import { describe, expect, it } from 'vitest'
import { CONTACT_CATEGORIES, CONTACT_LIMITS, contactMessageSchema, fieldErrors, formToObject } from './contact-form.ts'
import { newsletterSignupSchema } from './newsletter.ts'

const valid = { name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Hello', message: 'A question about my blueprint.' }

function errorsOf(input: unknown) {
  const result = contactMessageSchema.safeParse(input)
  expect(result.success).toBe(false)
  return fieldErrors(result.error!)
}

describe('contactMessageSchema', () => {
  it('accepts a complete message and defaults the category to general', () => {
    const parsed = contactMessageSchema.parse(valid)
    expect(parsed.category).toBe('general')
    expect(parsed.email).toBe('ada@example.com')
  })

  it('offers the seven categories of the spec', () => {
    expect(CONTACT_CATEGORIES).toEqual(['general', 'technical', 'account', 'styling', 'business', 'press', 'feedback'])
    for (const category of CONTACT_CATEGORIES) expect(contactMessageSchema.parse({ ...valid, category }).category).toBe(category)
    expect(errorsOf({ ...valid, category: 'legal' }).category).toBe('Please choose a category from the list')
  })

  it('requires name, email, subject and message with a clear message each', () => {
    expect(errorsOf({})).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      message: 'Message is required',
    })
    expect(errorsOf({ ...valid, name: '   ', subject: '' })).toMatchObject({ name: 'Name is required', subject: 'Subject is required' })
  })

  it('validates the e-mail address', () => {
    for (const email of ['not-an-address', 'a@b', 'two@@example.com', 'sp ace@example.com']) {
      expect(errorsOf({ ...valid, email }).email).toBe('Please enter a valid email address')
    }
    expect(contactMessageSchema.parse({ ...valid, email: '  ada@example.com ' }).email).toBe('ada@example.com')
  })

  it('bounds every field and says by how much', () => {
    expect(errorsOf({ ...valid, name: 'x'.repeat(CONTACT_LIMITS.nameMax + 1) }).name).toBe('Name must be 100 characters or fewer')
    expect(errorsOf({ ...valid, subject: 'x'.repeat(CONTACT_LIMITS.subjectMax + 1) }).subject).toBe(
      'Subject must be 150 characters or fewer',
    )
    expect(errorsOf({ ...valid, message: 'Too short' }).message).toBe('Please write at least 10 characters so we can help')
    expect(errorsOf({ ...valid, message: 'x'.repeat(CONTACT_LIMITS.messageMax + 1) }).message).toBe(
      'Message must be 5,000 characters or fewer',
    )
    expect(contactMessageSchema.safeParse({ ...valid, message: 'x'.repeat(CONTACT_LIMITS.messageMax) }).success).toBe(true)
  })

  it('keeps names and subjects on one line, so they are safe in an e-mail subject', () => {
    const parsed = contactMessageSchema.parse({ ...valid, name: 'Ada\r\nBcc: x@y.z', subject: 'Line one\n\nLine two' })
    expect(parsed.name).toBe('Ada Bcc: x@y.z')
    expect(parsed.subject).toBe('Line one Line two')
  })

  it('rejects non-string values without throwing', () => {
    expect(errorsOf({ ...valid, name: 42, message: ['a'] })).toMatchObject({ name: 'Name is required', message: 'Message is required' })
  })
})

describe('formToObject', () => {
  it('reads text fields, keeps the first of repeated fields and drops an empty category', () => {
    const form = new FormData()
    form.append('name', 'Ada')
    form.append('name', 'Eve')
    form.append('category', '')
    form.append('file', new Blob(['x']), 'x.txt')
    expect(formToObject(form)).toEqual({ name: 'Ada' })
  })
})

describe('newsletterSignupSchema', () => {
  it('accepts a ticked box from a form or true from JSON, and lower-cases the address', () => {
    expect(newsletterSignupSchema.parse({ email: ' Ada@Example.COM ', consent: 'on' })).toEqual({
      email: 'ada@example.com',
      consent: true,
      source: 'blog',
    })
    expect(newsletterSignupSchema.parse({ email: 'ada@example.com', consent: true }).consent).toBe(true)
  })

  it('requires consent and a valid address', () => {
    const result = newsletterSignupSchema.safeParse({ email: 'nope' })
    expect(result.success).toBe(false)
    expect(fieldErrors(result.error!)).toEqual({
      email: 'Please enter a valid email address',
      consent: 'Please tick the box to agree to receive e-mails from us',
    })
    expect(newsletterSignupSchema.safeParse({ email: 'ada@example.com', consent: 'false' }).success).toBe(false)
  })
})
