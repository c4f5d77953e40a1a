/**
 * The policies' real revision dates (ISO, YYYY-MM-DD). Change a date only when the text of
 * that policy changes; the page shows it as "Last updated" (DESIGN.md deviation 11: never
 * today's date).
 */
export const PRIVACY_POLICY_REVISED = '2026-11-28'
export const TERMS_REVISED = '2026-11-22'

export interface LegalSection {
  readonly id: string
  readonly title: string
  readonly paragraphs: readonly string[]
  readonly items?: readonly string[]
}

export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    paragraphs: ['We collect only what we need to give you style advice and run the service:'],
    items: [
      'Style profile: the body shape, color palette and style preferences you choose, and any measurements you enter (bust, waist, hips).',
      'Account details, if you create an account: your name, e-mail address and a securely hashed password, or the basic profile your social sign-in provider shares with your permission.',
      'Messages you send us through the contact form, with the address they came from, to answer you and to stop spam.',
      'Usage information: pages visited, products you select and the retailer links you follow, without your name or measurements.',
    ],
  },
  {
    id: 'how-we-use',
    title: 'How we use your information',
    paragraphs: ['We use your information to:'],
    items: [
      'work out your style blueprint and recommend clothing that suits your profile;',
      'keep your profile and favourites available when you sign in;',
      'answer your questions and support requests;',
      'understand how the site is used so we can improve it;',
      'keep the service secure and prevent abuse.',
    ],
  },
  {
    id: 'third-parties',
    title: 'Third parties we work with',
    paragraphs: [
      'We never sell your personal information. We share data only with the service providers below, and only as much as each needs:',
    ],
    items: [
      'An AI provider, which analyses product descriptions to score how well each product suits different profiles. It receives product information, not your name or contact details.',
      'An affiliate retail programme. When you follow a product link, the retailer knows you came from us so it can pay us a commission; what you buy there is covered by the retailer’s own privacy policy.',
      'A social sign-in provider, if you choose to sign in with it. It tells us your name and e-mail address; we never see your password there.',
      'Analytics services, if you accept analytics cookies, to measure visits and page use in aggregate.',
    ],
  },
  {
    id: 'cookies',
    title: 'Cookies and your consent',
    paragraphs: [
      'Essential cookies keep you signed in and remember your choices; they are always on. Analytics, personalization and third-party cookies are used only if you accept them in the consent dialog, and you can change your choice at any time. Your consent choice is kept for one year.',
      'Without an account, your style profile is kept in your browser. An essential cookie carries a copy of it with requests for your dashboard only, so the page opens ready; we use it to draw that page and do not store it.',
    ],
  },
  {
    id: 'security',
    title: 'How we protect your information',
    paragraphs: [
      'All traffic between your browser and our servers is encrypted with SSL/TLS. Your data is kept in our database on servers we operate, passwords are stored only as secure hashes, and access to personal data is limited to the people who need it to run the service. No system is perfectly secure, but we work hard to protect yours.',
    ],
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    paragraphs: ['We keep information only as long as it is useful to you or required by law:'],
    items: [
      'Account data: until you delete your account.',
      'Style profiles: two years after your last activity.',
      'Usage logs: 12 months.',
      'Marketing data, such as a blog notification sign-up: until you opt out.',
    ],
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    paragraphs: [
      'Wherever you live, and in particular under the EU and UK General Data Protection Regulation (GDPR), you can ask us to access, correct, export or delete your personal information, to restrict or object to how we use it, and to withdraw consent at any time. You can also complain to your local data protection authority.',
    ],
  },
  {
    id: 'children',
    title: 'Children',
    paragraphs: ['StyleBlueprint is not intended for children under 16, and we do not knowingly collect their information.'],
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    paragraphs: [
      'When we change this policy we update the date at the top of this page, and for significant changes we tell signed-in members by e-mail before the change takes effect.',
    ],
  },
  {
    id: 'contact',
    title: 'Contact us',
    paragraphs: [
      'For privacy questions or requests, write to us through the contact page. We answer privacy requests within 48 hours.',
    ],
  },
]

export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Accepting these terms',
    paragraphs: [
      'By using StyleBlueprint you agree to these terms. If you do not agree, please do not use the service.',
    ],
  },
  {
    id: 'the-service',
    title: 'The service',
    paragraphs: [
      'StyleBlueprint offers a style analysis, a personal style blueprint and clothing recommendations that link to third-party retailers. The basic service is free. We may add, change or remove features over time.',
    ],
  },
  {
    id: 'accounts',
    title: 'Your account',
    paragraphs: [
      'You are responsible for keeping your sign-in details safe and for what happens under your account. Give accurate information when you sign up, and tell us straight away if you think someone else has used your account.',
    ],
  },
  {
    id: 'affiliate-disclosure',
    title: 'Affiliate disclosure',
    paragraphs: [
      'Product links on StyleBlueprint are affiliate links. If you buy through them, the retailer may pay us a commission, at no extra cost to you. Commissions do not influence how products are ranked for you. Purchases, prices, delivery and returns are between you and the retailer.',
    ],
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual property',
    paragraphs: [
      'The StyleBlueprint name, logo, guides, drawings and site design belong to us. Your personal blueprint is yours to keep, print and share for personal use. Product names, images and trademarks belong to their owners.',
    ],
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    paragraphs: ['Please do not misuse the service. In particular, do not:'],
    items: [
      'try to access accounts, data or systems that are not yours;',
      'send spam or automated requests through our forms;',
      'copy our content in bulk or resell the service.',
    ],
  },
  {
    id: 'disclaimers',
    title: 'Disclaimers',
    paragraphs: [
      'Style advice is a matter of taste. Our analysis and recommendations, including those produced by AI, are suggestions to inspire you, not professional or guaranteed advice, and they may sometimes be wrong. Product information comes from retailers and may change without notice. The service is provided "as is".',
    ],
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    paragraphs: [
      'As far as the law allows, we are not liable for indirect losses, or for products you buy from retailers. Nothing in these terms limits liability that cannot be limited by law.',
    ],
  },
  {
    id: 'termination',
    title: 'Termination',
    paragraphs: [
      'You can stop using StyleBlueprint and delete your account at any time. We may suspend or close accounts that break these terms, and we will tell you why unless the law prevents it.',
    ],
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    paragraphs: [
      'When we change these terms we update the date at the top of this page. If you keep using the service after a change, the new terms apply.',
    ],
  },
  {
    id: 'contact',
    title: 'Contact us',
    paragraphs: ['Questions about these terms? Write to us through the contact page; we answer legal matters within 5-7 business days.'],
  },
]

/** "2026-11-22" as "November 22, 2026", read as a calendar date (no time zone shift). */
export function formatPolicyDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate)
  if (!match) return isoDate
  const [, y, m, d] = match
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(Number(y), Number(m) - 1, Number(d))),
  )
}
