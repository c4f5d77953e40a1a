/** Help-centre topics in display order; 'all' is the filter's "no topic" choice. */
export const HELP_CATEGORIES = ['getting-started', 'style-analysis', 'recommendations', 'account', 'troubleshooting'] as const
export type HelpCategory = (typeof HELP_CATEGORIES)[number]
export const HELP_FILTERS = ['all', ...HELP_CATEGORIES] as const
export type HelpFilter = (typeof HELP_FILTERS)[number]

export function isHelpFilter(v: unknown): v is HelpFilter {
  return typeof v === 'string' && (HELP_FILTERS as readonly string[]).includes(v)
}

export interface HelpArticle {
  readonly id: string
  readonly title: string
  /** Plain text; a blank line separates paragraphs. */
  readonly content: string
  readonly category: HelpCategory
}

export const HELP_ARTICLES: readonly HelpArticle[] = [
  {
    id: 'first-analysis',
    category: 'getting-started',
    title: 'Taking your first style analysis',
    content:
      'Select Get Started on any page. The analysis has three steps: body shape, color palette and style preferences, and a progress bar shows where you are (33%, 66%, 100%).\n\nYou can leave at any point: your answers are kept in this browser, and next time you will pick up at the first step you have not finished.',
  },
  {
    id: 'what-you-get',
    category: 'getting-started',
    title: 'What you get at the end',
    content:
      'When you finish the style step you see your style blueprint: your shape, your palette with swatches, your style personality with key pieces, and styling tips. From there, your dashboard shows clothing recommendations scored against your profile.',
  },
  {
    id: 'no-account',
    category: 'getting-started',
    title: 'Using StyleBlueprint without an account',
    content:
      'Everything in the analysis works without signing up. Your profile is stored only in this browser, so clearing your browser data or switching devices means starting again. Create a free account to keep your profile safe and use it everywhere.',
  },
  {
    id: 'choose-shape',
    category: 'style-analysis',
    title: 'Choosing the right body shape',
    content:
      'Look at where you are widest: shoulders, bust, waist or hips. If your shoulders and hips are balanced with a clearly smaller waist, you are probably an hourglass; wider hips suggest a pear; broader shoulders an inverted triangle; a fuller middle an apple; and a straight line from shoulder to hip a rectangle.\n\nThe Body Type Guide has drawings of all five shapes to compare against.',
  },
  {
    id: 'color-questions',
    category: 'style-analysis',
    title: 'Answering the color questions',
    content:
      'The color step asks three questions about your veins, which jewelry flatters you and how your skin reacts to the sun. Answer in natural daylight if you can. Your answers point to a warm, cool or neutral palette; a tie is settled in the order warm, cool, neutral.',
  },
  {
    id: 'measurements-how-to',
    category: 'style-analysis',
    title: 'How to measure bust, waist and hips',
    content:
      'Use a soft tape measure and keep it level. Bust: around the fullest part of your chest. Waist: around the narrowest part of your torso, usually just above the belly button. Hips: around the fullest part of your hips and seat. Enter the numbers in inches; leave any you do not know empty.',
  },
  {
    id: 'match-scores',
    category: 'recommendations',
    title: 'Understanding match scores',
    content:
      'Each product shows a match score out of 100 with a breakdown: how well it suits your body shape, your colors, your style and the occasion. The reasons under the score tell you why it was picked, and the styling tips suggest how to wear it.',
  },
  {
    id: 'filters',
    category: 'recommendations',
    title: 'Filtering your recommendations',
    content:
      'Use the category and price filters on your dashboard to narrow the list. Price filters include both ends of the range. Signed-in members also get advanced filters and personalised category picks.',
  },
  {
    id: 'buying',
    category: 'recommendations',
    title: 'Buying a recommended product',
    content:
      'Select a product to open the retailer in a new tab, where you choose your size and check out. We may earn a commission on the sale at no cost to you, and it never affects which products we recommend.',
  },
  {
    id: 'create-account',
    category: 'account',
    title: 'Creating an account and saving your profile',
    content:
      'Select Get Started in the header and sign up with your e-mail address or a social sign-in. If you took the analysis before signing up, your profile is saved to your new account, so you do not have to start over.',
  },
  {
    id: 'reset-password',
    category: 'account',
    title: 'Resetting your password',
    content:
      'On the sign-in page, select Forgot password and enter your e-mail address. We send you a link to choose a new password. The link works once and expires after a short time; request a new one if it has.',
  },
  {
    id: 'delete-data',
    category: 'account',
    title: 'Deleting your account and data',
    content:
      'Signed in, open your account page and choose "Delete my account" under Your data. Once you confirm it is you, we delete your account, style profile, favourites, the messages you sent us and your newsletter sign-up at once, sign you out and email you a confirmation. We keep only anonymous click counts for products you opened at a retailer, with nothing that links them to you. "Download my data" on the same page gives you a copy of everything first. Without an account, clearing your browser data removes your profile.',
  },
  {
    id: 'profile-missing',
    category: 'troubleshooting',
    title: 'My progress disappeared',
    content:
      'Without an account, your profile is kept in this browser only. Private browsing windows, clearing site data or switching browsers start a fresh profile. Sign in to keep your profile safe across sessions and devices.',
  },
  {
    id: 'no-recommendations',
    category: 'troubleshooting',
    title: 'I do not see any recommendations',
    content:
      'Recommendations need at least one of: a body shape, a color palette or a style preference. Check that your analysis is complete, then reload your dashboard. If filters are set very narrowly, widen the price range or choose All categories.',
  },
  {
    id: 'email-missing',
    category: 'troubleshooting',
    title: "I didn't receive an e-mail from you",
    content:
      'Check your spam or promotions folder and make sure the address you entered is spelled correctly. Messages can take a few minutes to arrive. If nothing comes after an hour, contact us and we will look into it.',
  },
]
