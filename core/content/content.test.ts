import { describe, expect, it } from 'vitest'
import { BODY_SHAPE_DETAILS, BODY_SHAPES } from '../rule-book/body-shapes.ts'
import { COLOR_PALETTES } from '../rule-book/palettes.ts'
import { SEASON_PALETTES } from '../rule-book/season-palettes.ts'
import { SEASON_DEFINITIONS, SEASONS, seasonsOf } from '../rule-book/seasons.ts'
import { styleExamples } from '../rule-book/key-pieces.ts'
import { QUIZ_STYLES, STYLE_DETAILS } from '../rule-book/styles.ts'
import { BLOG_CATEGORIES, formatEstimatedMonth, UPCOMING_ARTICLES } from './blog.ts'
import { BODY_TYPE_GUIDE, BODY_TYPE_GUIDE_ORDER, DEFAULT_BODY_TYPE, QUICK_REFERENCE_SHAPES } from './body-type-guide.ts'
import { COLOR_SEASON_GUIDE, COLOR_SEASON_GUIDE_ORDER, DEFAULT_COLOR_SEASON, seasonFamilyForPalette, seasonFromGuideParams, seasonHeroStops } from './color-season-guide.ts'
import { CONTACT_CARDS, CONTACT_FAQS } from './contact-page.ts'
import { FAQ_CATEGORIES, FAQ_ITEMS } from './faq.ts'
import { GUIDE_CARDS } from './guides.ts'
import { HELP_ARTICLES, HELP_CATEGORIES } from './help-articles.ts'
import { formatPolicyDate, PRIVACY_POLICY_REVISED, PRIVACY_SECTIONS, TERMS_REVISED, TERMS_SECTIONS } from './legal.ts'
import { SKIN_TONE_SECTIONS } from './skin-tones.ts'
import { DEFAULT_STYLE_PERSONALITY, STYLE_GUIDE_ORDER, STYLE_PERSONALITIES } from './style-personalities.ts'

const unique = (ids: readonly string[]) => new Set(ids).size === ids.length

describe('FAQ', () => {
  it('has the 17 questions, unique ids, every category used', () => {
    expect(FAQ_ITEMS).toHaveLength(17)
    expect(unique(FAQ_ITEMS.map((i) => i.id))).toBe(true)
    expect(new Set(FAQ_ITEMS.map((i) => i.category))).toEqual(new Set(FAQ_CATEGORIES))
  })

  it("states the spec's facts: 10-15 minute analysis, 20-30 piece capsule, affiliate model, premium features", () => {
    const text = FAQ_ITEMS.map((i) => `${i.question} ${i.answer}`).join(' ')
    expect(text).toContain('10-15 minutes')
    expect(text).toContain('20-30 pieces')
    expect(text).toMatch(/affiliate commissions/i)
    expect(text).toMatch(/premium features/i)
  })
})

describe('help articles', () => {
  it('cover every topic with unique ids', () => {
    expect(unique(HELP_ARTICLES.map((a) => a.id))).toBe(true)
    expect(new Set(HELP_ARTICLES.map((a) => a.category))).toEqual(new Set(HELP_CATEGORIES))
  })
})

describe('guide cards', () => {
  it('has six cards: five available and one coming soon pointing at /blog', () => {
    expect(GUIDE_CARDS).toHaveLength(6)
    expect(GUIDE_CARDS.filter((c) => c.status === 'available')).toHaveLength(5)
    const soon = GUIDE_CARDS.filter((c) => c.status !== 'available')
    expect(soon.map((c) => c.link)).toEqual(['/blog'])
  })

  it('links the body type and colour guides where the spec says', () => {
    const links = GUIDE_CARDS.map((c) => c.link)
    expect(links).toContain('/guides/body-type')
    expect(links).toContain('/guides/color-analysis')
    expect(links).toContain('/guides/style-analysis')
  })
})

describe('body type guide', () => {
  it('covers the five reference shapes, default hourglass, and reuses the reference advice', () => {
    expect([...BODY_TYPE_GUIDE_ORDER].sort()).toEqual([...BODY_SHAPES].sort())
    expect(DEFAULT_BODY_TYPE).toBe('hourglass')
    for (const id of BODY_SHAPES) {
      const entry = BODY_TYPE_GUIDE[id]
      expect(entry.id).toBe(id)
      expect(entry.bestSilhouettes).toEqual(BODY_SHAPE_DETAILS[id].bestSilhouettes)
      expect(entry.celebrities.length).toBeGreaterThan(0)
      expect(entry.image.alt).not.toBe('')
    }
    expect(QUICK_REFERENCE_SHAPES).toEqual(['hourglass', 'pear', 'apple', 'rectangle'])
  })
})

describe('style personalities', () => {
  it('are the six styles of the analysis, in its order, with its names and key pieces; default classic', () => {
    expect(STYLE_GUIDE_ORDER).toEqual(QUIZ_STYLES)
    for (const id of STYLE_GUIDE_ORDER) {
      const p = STYLE_PERSONALITIES[id]
      expect(p.name).toBe(STYLE_DETAILS[id].name)
      expect(p.keyPieces).toEqual(styleExamples(id, 5))
      for (const list of [p.colors, p.patterns, p.occasions, p.celebrities]) expect(list.length).toBeGreaterThan(0)
    }
    expect(STYLE_PERSONALITIES.minimal.name).toBe('Minimal')
    expect(DEFAULT_STYLE_PERSONALITY).toBe('classic')
  })
})

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

describe('colour guide', () => {
  it('shows the four seasons, default spring, each with its three sub-seasons in the rule book’s words', () => {
    expect(COLOR_SEASON_GUIDE_ORDER).toEqual(['spring', 'summer', 'autumn', 'winter'])
    expect(DEFAULT_COLOR_SEASON).toBe('spring')
    const all = COLOR_SEASON_GUIDE_ORDER.flatMap((f) => COLOR_SEASON_GUIDE[f].seasons)
    expect([...all].sort()).toEqual([...SEASONS].sort())
    for (const f of COLOR_SEASON_GUIDE_ORDER) {
      const entry = COLOR_SEASON_GUIDE[f]
      expect(entry.seasons).toEqual(seasonsOf(f))
      expect(entry.seasons).toContain(entry.heroSeason)
      expect(entry.makeupTips.length).toBeGreaterThan(0)
      for (const s of entry.seasons) expect(SEASON_DEFINITIONS[s].family).toBe(f)
    }
    expect(COLOR_SEASON_GUIDE.spring.seasons.map((s) => SEASON_DEFINITIONS[s].name)).toEqual(['Light Spring', 'Warm Spring', 'Clear Spring'])
  })

  it('takes each hero gradient from its true season’s rule-book gradient, one per season', () => {
    const heroes = COLOR_SEASON_GUIDE_ORDER.map((f) => seasonHeroStops(f).join())
    expect(new Set(heroes).size).toBe(4)
    for (const f of COLOR_SEASON_GUIDE_ORDER) expect(seasonHeroStops(f)).toHaveLength(SEASON_PALETTES[COLOR_SEASON_GUIDE[f].heroSeason].gradient.length)
  })

  it('opens the season a link asks for; sub-season and old palette links open their family', () => {
    const open = (query: string) => seasonFromGuideParams(new URLSearchParams(query))
    expect(open('')).toBe('spring')
    expect(open('season=autumn')).toBe('autumn')
    expect(open('season=deep-winter')).toBe('winter')
    expect(open('season=monsoon')).toBe('spring')
    expect(open('palette=warm')).toBe(seasonFamilyForPalette('warm'))
    expect(open('palette=cool')).toBe('winter')
    expect(open('palette=plaid')).toBe('spring')
    // A palette opens the family holding most of its seasons.
    for (const p of COLOR_PALETTES) {
      const count = (f: (typeof COLOR_SEASON_GUIDE_ORDER)[number]) => seasonsOf(f).filter((s) => SEASON_DEFINITIONS[s].palette === p).length
      expect(Math.max(...COLOR_SEASON_GUIDE_ORDER.map(count))).toBe(count(seasonFamilyForPalette(p)))
    }
  })

  it('keeps every hero gradient light enough for ink text to pass WCAG AA (4.5:1)', () => {
    const ink = luminance('#1F1B24')
    for (const f of COLOR_SEASON_GUIDE_ORDER) {
      for (const stop of seasonHeroStops(f)) {
        expect((luminance(stop) + 0.05) / (ink + 0.05)).toBeGreaterThan(4.5)
      }
    }
  })
})

describe('skin tone sections', () => {
  it('are warm, cool and neutral in that order', () => {
    expect(SKIN_TONE_SECTIONS.map((s) => s.id)).toEqual(['warm', 'cool', 'neutral'])
  })
})

describe('blog', () => {
  it('lists six upcoming articles across the five categories', () => {
    expect(UPCOMING_ARTICLES).toHaveLength(6)
    expect(new Set(UPCOMING_ARTICLES.map((a) => a.category))).toEqual(new Set(BLOG_CATEGORIES))
    expect(BLOG_CATEGORIES).toHaveLength(5)
  })

  it('formats the expected month, leaving malformed values as they are', () => {
    expect(formatEstimatedMonth('2027-01')).toBe('January 2027')
    expect(formatEstimatedMonth('2027-12')).toBe('December 2027')
    expect(formatEstimatedMonth('2027-13')).toBe('2027-13')
  })
})

describe('legal pages', () => {
  it('carry fixed revision dates, formatted as calendar dates without time zone drift', () => {
    for (const d of [PRIVACY_POLICY_REVISED, TERMS_REVISED]) expect(d).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(formatPolicyDate('2026-11-22')).toBe('November 22, 2026')
    expect(formatPolicyDate('2027-01-01')).toBe('January 1, 2027')
  })

  it("privacy covers the spec's sections, including the four kinds of third party", () => {
    const ids = PRIVACY_SECTIONS.map((s) => s.id)
    for (const id of ['information-we-collect', 'how-we-use', 'third-parties', 'security', 'retention', 'your-rights', 'contact']) {
      expect(ids).toContain(id)
    }
    const thirdParties = PRIVACY_SECTIONS.find((s) => s.id === 'third-parties')!.items!.join(' ')
    for (const word of ['AI provider', 'affiliate retail programme', 'social sign-in provider', 'Analytics']) {
      expect(thirdParties).toContain(word)
    }
    expect(PRIVACY_SECTIONS.find((s) => s.id === 'security')!.paragraphs.join(' ')).toContain('SSL/TLS')
  })

  it("terms cover the affiliate disclosure, IP, disclaimers and termination", () => {
    const ids = TERMS_SECTIONS.map((s) => s.id)
    for (const id of ['affiliate-disclosure', 'intellectual-property', 'disclaimers', 'termination']) expect(ids).toContain(id)
  })
})

describe('contact page', () => {
  it('has four cards and three questions', () => {
    expect(CONTACT_CARDS).toHaveLength(4)
    expect(CONTACT_FAQS).toHaveLength(3)
  })
})
