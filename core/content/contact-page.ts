import type { MessageKey } from '../i18n/translate.ts'
import type { ContactCategory } from './contact-form.ts'
import type { FaqItem } from './faq.ts'

export interface ContactCard {
  readonly id: 'support' | 'business' | 'press' | 'legal'
  readonly title: MessageKey
  readonly description: string
  readonly response: MessageKey
  /**
   * How to reach us: the support address, or the form with its category (and subject)
   * filled in. Only the support address exists as a mailbox, so no card shows an invented one.
   */
  readonly action: { readonly kind: 'email' } | { readonly kind: 'form'; readonly category: ContactCategory; readonly subject?: string }
}

export const CONTACT_CARDS: readonly ContactCard[] = [
  {
    id: 'support',
    title: 'contact.card.support',
    description: 'Help with the analysis, your blueprint, recommendations or your account.',
    response: 'contact.response.support',
    action: { kind: 'email' },
  },
  {
    id: 'business',
    title: 'contact.card.business',
    description: 'Brand partnerships, retail and affiliate programmes, and collaborations.',
    response: 'contact.response.business',
    action: { kind: 'form', category: 'business' },
  },
  {
    id: 'press',
    title: 'contact.card.press',
    description: 'Interviews, press kits and expert comment on personal styling.',
    response: 'contact.response.press',
    action: { kind: 'form', category: 'press' },
  },
  {
    id: 'legal',
    title: 'contact.card.legal',
    description: 'Privacy requests, data deletion and legal matters. Privacy requests are answered within 48 hours.',
    response: 'contact.response.legal',
    action: { kind: 'form', category: 'account', subject: 'Privacy request' },
  },
]

/** The three questions under the form. */
export const CONTACT_FAQS: readonly Omit<FaqItem, 'category'>[] = [
  {
    id: 'response-time',
    question: 'How soon will I hear back?',
    answer:
      'Support messages are answered within 24-48 hours. Business inquiries take 3-5 business days, press 2-3 business days and legal matters 5-7 business days.',
  },
  {
    id: 'styling-advice',
    question: 'Can I ask for personal styling advice?',
    answer:
      'Yes. Choose the Styling advice category and tell us your body shape, palette and what you are shopping for. The more you share, the more specific our answer can be.',
  },
  {
    id: 'delete-data',
    question: 'How do I delete my data?',
    answer:
      'Signed in, open your account page and choose "Delete my account": it happens at once, and "Download my data" gives you a copy first. Cannot sign in? Send us a message from the address you signed up with and choose the Account category; we confirm the deletion within 48 hours. Without an account, clearing your browser data removes your style profile.',
  },
]
