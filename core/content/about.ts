/** What each step's drawing shows; the app maps each to an icon. */
export const ABOUT_STEP_ICONS = ['body', 'colors', 'style'] as const
export type AboutStepIcon = (typeof ABOUT_STEP_ICONS)[number]

export interface AboutValue {
  readonly title: string
  readonly description: string
}

export interface AboutStep {
  readonly title: string
  readonly description: string
  readonly icon: AboutStepIcon
}

export const ABOUT = {
  mission:
    'We believe every woman deserves to feel good in what she wears, whatever her shape, size, age or budget. Our mission is to make the know-how of a personal stylist free and available to everyone, and to help you buy fewer, better clothes that truly suit you.',
  story: [
    'StyleBlueprint started with a familiar problem: a wardrobe full of clothes and nothing to wear. Most of those pieces had been bought because they looked good on a model or on a hanger, not on the person who bought them.',
    'Personal stylists solve that by teaching you three things: the shape of your body, the colors that flatter your skin, and the style that feels like you. We turned that method into a short analysis anyone can take, and paired it with a catalogue in which every product is scored for how well it suits each profile.',
    'Today the analysis takes minutes, your blueprint is yours to keep, and every recommendation explains why it was picked for you.',
  ],
  steps: [
    {
      title: 'Find your body shape',
      description: 'Choose the outline closest to yours, with optional measurements, and learn the silhouettes that flatter it.',
      icon: 'body',
    },
    {
      title: 'Discover your colors',
      description: 'Three quick questions reveal your warm, cool or neutral palette and the shades that make you glow.',
      icon: 'colors',
    },
    {
      title: 'Define your style',
      description: 'Pick the styles that feel like you and get your blueprint, then shop pieces scored against your profile.',
      icon: 'style',
    },
  ] satisfies readonly AboutStep[],
  values: [
    {
      title: 'Every body is welcome',
      description: 'There is no "problem" shape. Our advice is about balance and confidence, never about hiding.',
    },
    {
      title: 'Honest recommendations',
      description:
        'We earn affiliate commissions, and we say so. Rankings come from how well a piece suits you, never from what it pays us.',
    },
    {
      title: 'Your data stays yours',
      description: 'No photos, no selling data. Your profile lives in your browser unless you choose to save it to an account.',
    },
    {
      title: 'Buy less, choose better',
      description: 'A wardrobe that works is built from fewer, well-chosen pieces. We help you skip the ones you would never wear.',
    },
  ] satisfies readonly AboutValue[],
} as const
