import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BODY_SHAPE_DETAILS, BODY_SHAPES } from '../rule-book/body-shapes.ts'
import { COLOR_PALETTE_DETAILS, COLOR_PALETTES } from '../rule-book/palettes.ts'
import { QUIZ_STYLES } from '../rule-book/styles.ts'
import { keyPiecesFor } from '../rule-book/key-pieces.ts'
import { SEASON_PALETTES } from '../rule-book/season-palettes.ts'
import { SEASON_DEFINITIONS, SEASONS } from '../rule-book/seasons.ts'
import { garmentFit } from '../garment/product-fit.ts'
import {
  blueprintCard,
  blueprintDocument,
  blueprintFileName,
  blueprintFromChoices,
  blueprintFromRenderInput,
  blueprintRenderInputSchema,
  blueprintShareInputSchema,
  blueprintSeasonLine,
  blueprintSummary,
  blueprintTitle,
  buildBlueprint,
  choicesOf,
  describeMeasurements,
  firstNameProblem,
  formatIsoDay,
  localIsoDay,
  renderInputFor,
  shareSummary,
  type DocumentBlock,
} from './blueprint.ts'
import type { StyleProfile } from './style-profile.ts'

const PROFILE: StyleProfile = {
  bodyShape: 'inverted-triangle',
  colorPalette: 'cool',
  stylePreferences: ['minimal', 'classic'],
  measurements: { bust: 38, waist: 29, hips: 34.5 },
}
const SITE = 'https://styleblueprint.example'

describe('buildBlueprint', () => {
  it('needs a shape, a palette and at least one style', () => {
    expect(buildBlueprint(null)).toBeNull()
    expect(buildBlueprint({ bodyShape: 'pear', colorPalette: 'warm', stylePreferences: [] })).toBeNull()
    expect(buildBlueprint({ colorPalette: 'warm', stylePreferences: ['classic'] })).toBeNull()
  })

  it('gathers the advice, the palette and the key pieces of the chosen styles that suit her shape and palette', () => {
    const bp = buildBlueprint({ ...PROFILE, stylePreferences: ['classic', 'romantic', 'classic'] })!
    expect(bp.shape.name).toBe('Inverted Triangle')
    expect(bp.palette.id).toBe('cool')
    expect(bp.styles.map((s) => s.id)).toEqual(['classic', 'romantic'])
    expect(bp.keyPieces).toHaveLength(8)
    expect(new Set(bp.keyPieces.map((p) => p.id)).size).toBe(bp.keyPieces.length)
    expect(bp.keyPieces.map((p) => p.style)).toEqual(['classic', 'classic', 'classic', 'classic', 'romantic', 'romantic', 'romantic', 'romantic'])
    // No puff-sleeve blouse for broad shoulders; flattering pieces first within each style.
    expect(bp.keyPieces.map((p) => p.id)).not.toContain('puff-sleeve-blouse')
    expect(bp.keyPieces[0]).toMatchObject({ id: 'tailored-trousers', flatters: true })
    // A crisp shirt comes in her lightest neutral.
    const rectangle = buildBlueprint({ ...PROFILE, bodyShape: 'rectangle', stylePreferences: ['classic'] })!
    expect(rectangle.keyPieces.map((p) => p.name)).toContain('crisp pure white shirt')
    expect(bp.firstName).toBeNull()
  })

  it.each(BODY_SHAPES)('has real advice for %s (no generic fallback)', (shape) => {
    for (const palette of COLOR_PALETTES) {
      const bp = buildBlueprint({ bodyShape: shape, colorPalette: palette, stylePreferences: ['edgy'] })!
      expect(bp.shape).toBe(BODY_SHAPE_DETAILS[shape])
      expect(bp.shape.bestSilhouettes.length).toBeGreaterThanOrEqual(3)
      expect(bp.shape.stylingTips.length).toBeGreaterThanOrEqual(3)
    }
  })

  it('a shared blueprint carries the three answers and an optional first name, never measurements', () => {
    const bp = blueprintFromChoices({ bodyShape: 'pear', colorPalette: 'warm', stylePreferences: ['bohemian'] }, 'Anna')
    expect(bp.measurements).toBeNull()
    expect(bp.firstName).toBe('Anna')
    expect(blueprintTitle(bp, 'shared')).toBe("Anna's Style Blueprint")
    expect(blueprintTitle({ ...bp, firstName: null }, 'shared')).toBe('A Style Blueprint')
    expect(blueprintTitle({ ...bp, firstName: null }, 'mine')).toBe('My Style Blueprint')
  })
})

describe('the words every rendering shares', () => {
  it('summarises shape, palette and styles on one line', () => {
    expect(blueprintSummary(buildBlueprint(PROFILE)!)).toBe('Inverted Triangle · Cool Tones · Minimal and Classic')
  })

  it('names downloads after the visitor’s day', () => {
    expect(blueprintFileName('2026-11-22', 'png')).toBe('style-blueprint-2026-11-22.png')
    expect(blueprintFileName('2026-11-22', 'pdf')).toBe('style-blueprint-2026-11-22.pdf')
    expect(localIsoDay(new Date(2027, 0, 5, 23, 59))).toBe('2027-01-05')
    expect(formatIsoDay('2026-11-22')).toBe('November 22, 2026')
  })

  it('describes measurements in the chosen unit', () => {
    expect(describeMeasurements({ waist: 27.56 }, 'cm')).toEqual(['Waist 70 cm'])
    expect(describeMeasurements(null, 'in')).toEqual([])
  })

  it('says shape, palette and styles in one sentence for the share sheet', () => {
    expect(shareSummary(buildBlueprint(PROFILE)!)).toBe('My style blueprint: Inverted Triangle body shape, Cool Tones, Minimal and Classic style.')
  })
})

describe('blueprintCard (the image and the preview card)', () => {
  it('shows the shape, the named colours and neutrals, the styles and the first key pieces', () => {
    const bp = buildBlueprint({ ...PROFILE, stylePreferences: ['classic', 'romantic'] })!
    const card = blueprintCard(bp, { createdOn: '2026-11-22', siteUrl: SITE, audience: 'mine' })
    expect(card.title).toBe('My Style Blueprint')
    expect(card.shape).toEqual({ id: 'inverted-triangle', name: 'Inverted Triangle', silhouettes: bp.shape.bestSilhouettes.slice(0, 3) })
    expect(card.palette.colors.map((c) => c.name)).toEqual(['Navy', 'Emerald', 'Burgundy', 'Lavender', 'Icy grey'])
    expect(card.palette.neutrals).toBe(COLOR_PALETTE_DETAILS.cool.neutrals)
    expect(card.styles).toEqual(['Classic', 'Romantic'])
    expect(card.keyPieces).toEqual(bp.keyPieces.map((p) => p.name))
    expect(card.created).toBe('Created on November 22, 2026')
    expect(card.footer).toBe('Made with StyleBlueprint. Find yours at styleblueprint.example')
  })

  it('never shows measurements, even when the blueprint has them', () => {
    const card = blueprintCard(buildBlueprint(PROFILE)!, { createdOn: '2026-11-22', audience: 'mine' })
    expect(JSON.stringify(card)).not.toMatch(/Bust|Waist|Hips|38|34\.5/)
  })
})

describe('blueprintDocument (the PDF)', () => {
  const texts = (blocks: DocumentBlock[]) =>
    blocks.flatMap((b) =>
      b.kind === 'paragraph' ? [b.text] : b.kind === 'rows' ? b.rows.map((r) => `${r.label}: ${r.value}`) : b.kind === 'swatches' ? [b.title, ...b.colors.map((c) => c.name)] : [b.title, ...b.items],
    )

  it('holds every part of the blueprint page, in reading order', () => {
    const bp = buildBlueprint(PROFILE)!
    const doc = blueprintDocument(bp, { createdOn: '2026-11-22', siteUrl: SITE })
    expect(doc.title).toBe('My Style Blueprint')
    expect(doc.created).toBe('Created on November 22, 2026')
    expect(doc.sections.map((s) => s.title)).toEqual([
      'Your Profile',
      'Your Body Shape: Inverted Triangle',
      'Your Colors: Cool Tones',
      'Your Styles',
      'Key Pieces',
    ])
    const all = doc.sections.flatMap((s) => texts(s.blocks))
    expect(all).toContain('Measurements: Bust 38 in, Waist 29 in, Hips 34.5 in')
    for (const item of [...bp.shape.bestSilhouettes, ...bp.shape.avoidSilhouettes, ...bp.shape.stylingTips]) expect(all).toContain(item)
    for (const c of [...bp.palette.colors, ...bp.palette.neutrals, ...bp.palette.avoidColors]) expect(all).toContain(c.name)
    for (const piece of bp.keyPieces) expect(all).toContain(piece.name)
    expect(all.some((line) => line.startsWith('Minimal: Pared back'))).toBe(true)
    expect(all.join('\n')).not.toMatch(/\{\w+\}/)
  })

  it('closes with her capsule when there is one: the outfits with their lines, then every piece; none without one', () => {
    const bp = buildBlueprint(PROFILE)!
    const capsule = { pieces: ['Ivory silk blouse', 'Navy wide trousers'], outfitCount: 44, outfits: ['Ivory silk blouse + Navy wide trousers: All neutrals.'] }
    const doc = blueprintDocument(bp, { createdOn: '2026-11-22', capsule })
    const last = doc.sections.at(-1)!
    expect(last.title).toBe('Your capsule')
    expect(texts(last.blocks)).toEqual([
      '2 pieces from the catalogue that make 44 outfits together. The first of them:',
      'Outfits they make',
      'Ivory silk blouse + Navy wide trousers: All neutrals.',
      'The pieces',
      'Ivory silk blouse',
      'Navy wide trousers',
    ])
    for (const none of [null, { pieces: [], outfitCount: 0, outfits: [] }]) {
      expect(blueprintDocument(bp, { createdOn: '2026-11-22', capsule: none }).sections.map((s) => s.title)).not.toContain('Your capsule')
    }
  })

  it('leaves the measurement row out when there are none', () => {
    const doc = blueprintDocument(buildBlueprint({ ...PROFILE, measurements: undefined })!, { createdOn: '2026-11-22' })
    expect(texts(doc.sections[0]!.blocks).some((l) => l.startsWith('Measurements'))).toBe(false)
    expect(doc.footer).toBe('Made with StyleBlueprint, your personal style analysis.')
  })
})

describe('the input schemas', () => {
  const choices = { bodyShape: 'pear', colorPalette: 'warm', stylePreferences: ['classic'] }

  it('a share is the three answers and an optional first name; anything more is refused', () => {
    expect(blueprintShareInputSchema.parse({ ...choices, firstName: '  Anna ' })).toEqual({ ...choices, firstName: 'Anna' })
    expect(blueprintShareInputSchema.safeParse({ ...choices, measurements: { bust: 36 } }).success).toBe(false)
    expect(blueprintShareInputSchema.safeParse({ ...choices, email: 'a@b.c' }).success).toBe(false)
    expect(blueprintShareInputSchema.safeParse({ ...choices, stylePreferences: [] }).success).toBe(false)
    expect(blueprintShareInputSchema.safeParse({ ...choices, stylePreferences: ['classic', 'classic'] }).success).toBe(false)
    expect(blueprintShareInputSchema.safeParse({ ...choices, bodyShape: 'inverted_triangle' }).success).toBe(false)
  })

  it.each(['Anna', 'Mary-Jane', "O'Neill", 'Zoë', 'Łucja', 'Ελένη', 'Ольга', 'Ana María', 'J. Lo', '李娜', 'ユーリ', 'アンナ・マリア', '서연', 'e\u0301'.repeat(40)])('accepts the first name %s', (name) => {
    expect(blueprintShareInputSchema.safeParse({ ...choices, firstName: name }).success).toBe(true)
  })

  it.each(['', '   ', '<b>Anna</b>', 'anna@example.com', 'https://x.y', '1234', '-Anna', 'A'.repeat(41), 'محمد', 'Anna 🌼'])('refuses %j as a first name', (name) => {
    expect(blueprintShareInputSchema.safeParse({ ...choices, firstName: name }).success).toBe(false)
  })

  it('says one thing at a time about a first name: empty, too long (by the characters she sees), or not letters', () => {
    expect(firstNameProblem('  ')).toBe('Enter your first name, or untick "Show my first name".')
    expect(firstNameProblem('A'.repeat(52))).toBe('Use at most 40 characters (this name has 52).')
    // 40 accented letters typed as letter + combining mark are 80 UTF-16 units and still 40 characters.
    expect(firstNameProblem('e\u0301'.repeat(40))).toBeNull()
    expect(firstNameProblem('<b>')).toBe('Use letters only, like Anna, Mary-Jane or 李娜.')
    expect(firstNameProblem('李娜')).toBeNull()
    const issues = blueprintShareInputSchema.safeParse({ ...choices, firstName: 'A'.repeat(45) }).error?.issues ?? []
    expect(issues.map((i) => i.message)).toEqual(['Use at most 40 characters (this name has 45).'])
  })

  it('a render request round-trips through the page’s own request', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BODY_SHAPES),
        fc.constantFrom(...COLOR_PALETTES),
        fc.uniqueArray(fc.constantFrom(...QUIZ_STYLES), { minLength: 1 }),
        fc.option(fc.record({ bust: fc.integer({ min: 20, max: 60 }), waist: fc.integer({ min: 20, max: 60 }), hips: fc.integer({ min: 20, max: 60 }) }), { nil: undefined }),
        (bodyShape, colorPalette, stylePreferences, measurements) => {
          const bp = buildBlueprint({ bodyShape, colorPalette, stylePreferences, ...(measurements ? { measurements } : {}) })!
          const input = blueprintRenderInputSchema.parse(JSON.parse(JSON.stringify(renderInputFor(bp, '2026-11-22'))))
          expect(blueprintFromRenderInput(input)).toEqual(bp)
        },
      ),
    )
  })

  it('refuses a malformed day', () => {
    for (const day of ['2026-13-01', '26-11-22', '2026-11-22T00:00', '']) {
      expect(blueprintRenderInputSchema.safeParse({ ...choices, createdOn: day }).success).toBe(false)
    }
  })
})

describe('her colour season on the blueprint', () => {
  const profile: StyleProfile = { bodyShape: 'pear', colorPalette: 'warm', stylePreferences: ['classic'], colorSeason: 'light-spring' }

  it('is named with its swatches everywhere the blueprint is drawn, in the rule book’s words', () => {
    const blueprint = buildBlueprint(profile)!
    expect(blueprint.season?.name).toBe('Light Spring')
    expect(blueprintSummary(blueprint)).toBe('Pear · Warm Tones · Light Spring · Classic')
    const card = blueprintCard(blueprint, { createdOn: '2026-09-30', audience: 'mine' })
    expect(card.season?.line).toBe('Season: Light Spring')
    expect(card.season?.colors.map((c) => c.hex)).toEqual(blueprint.season!.colors.slice(0, 8).map((c) => c.hex))
    const doc = blueprintDocument(blueprint, { createdOn: '2026-09-30' })
    const rows = doc.sections[0]!.blocks[0] as Extract<DocumentBlock, { kind: 'rows' }>
    expect(rows.rows).toContainEqual({ label: 'Color season', value: 'Light Spring' })
    const section = doc.sections.find((s) => s.title === 'Your season: Light Spring')!
    expect(section.blocks).toContainEqual({ kind: 'swatches', title: 'Your best colors', colors: blueprint.season!.colors })
  })

  it('names the runner-up beside the season wherever the season shows, in the quiz\u2019s words', () => {
    const blueprint = buildBlueprint({ ...profile, colorSeasonConfidence: 0.4, colorSeasonRunnerUp: 'light-summer' })!
    expect(blueprint.seasonRunnerUp).toBe('light-summer')
    const line = 'Light Spring · close to Light Summer'
    expect(blueprintSeasonLine(blueprint)).toBe(line)
    expect(blueprintSummary(blueprint)).toBe(`Pear · Warm Tones · ${line} · Classic`)
    expect(blueprintCard(blueprint, { createdOn: '2026-09-30', audience: 'shared' }).season?.line).toBe(`Season: ${line}`)
    const doc = blueprintDocument(blueprint, { createdOn: '2026-09-30' })
    const rows = doc.sections[0]!.blocks[0] as Extract<DocumentBlock, { kind: 'rows' }>
    expect(rows.rows).toContainEqual({ label: 'Color season', value: line })
    expect(doc.sections.some((s) => s.title === `Your season: ${line}`)).toBe(true)
    // The share and render requests carry it, and a shared blueprint shows it again.
    const choices = choicesOf(blueprint)
    expect(choices.colorSeasonRunnerUp).toBe('light-summer')
    expect(blueprintSeasonLine(blueprintFromChoices(blueprintShareInputSchema.parse(choices)))).toBe(line)
    expect(blueprintSeasonLine(blueprintFromRenderInput(blueprintRenderInputSchema.parse(renderInputFor(blueprint, '2026-09-30'))))).toBe(line)
  })

  it('refuses a runner-up without a season, or equal to it', () => {
    const choices = { bodyShape: 'pear', colorPalette: 'warm', stylePreferences: ['classic'] }
    for (const schema of [blueprintShareInputSchema, blueprintRenderInputSchema]) {
      expect(schema.safeParse({ ...choices, colorSeasonRunnerUp: 'light-summer' }).success).toBe(false)
      expect(schema.safeParse({ ...choices, colorSeason: 'light-summer', colorSeasonRunnerUp: 'light-summer' }).success).toBe(false)
      expect(schema.safeParse({ ...choices, colorSeason: 'light-spring', colorSeasonRunnerUp: 'summer' }).success).toBe(false)
    }
  })

  it('is absent without the refine quiz', () => {
    const blueprint = buildBlueprint({ ...profile, colorSeason: undefined })!
    expect(blueprint.season).toBeNull()
    expect(blueprintCard(blueprint, { createdOn: '2026-09-30', audience: 'mine' }).season).toBeNull()
    expect(blueprintDocument(blueprint, { createdOn: '2026-09-30' }).sections.some((s) => s.title.startsWith('Your season'))).toBe(false)
  })

  it('travels in the render and share requests, and only as one of the twelve', () => {
    const blueprint = buildBlueprint(profile)!
    const input = renderInputFor(blueprint, '2026-09-30')
    expect(input.colorSeason).toBe('light-spring')
    expect(blueprintFromRenderInput(blueprintRenderInputSchema.parse(input)).season?.id).toBe('light-spring')
    const choices = { bodyShape: 'pear', colorPalette: 'warm', stylePreferences: ['classic'] }
    expect(blueprintShareInputSchema.parse({ ...choices, colorSeason: 'deep-winter' })).toEqual({ ...choices, colorSeason: 'deep-winter' })
    for (const bad of ['winter', 'Light Spring', '', 3]) {
      expect(blueprintShareInputSchema.safeParse({ ...choices, colorSeason: bad }).success).toBe(false)
      expect(blueprintRenderInputSchema.safeParse({ ...choices, colorSeason: bad }).success).toBe(false)
    }
    expect(blueprintFromChoices({ bodyShape: 'pear', colorPalette: 'warm', stylePreferences: ['classic'], colorSeason: 'deep-winter' }).season?.name).toBe('Deep Winter')
  })
})

describe('a blueprint with a season', () => {
  it('names its key pieces in her season’s colours, as her cards’ tips do', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BODY_SHAPES),
        fc.constantFrom(...SEASONS),
        fc.subarray([...QUIZ_STYLES], { minLength: 1 }),
        (bodyShape, colorSeason, stylePreferences) => {
          const colorPalette = SEASON_DEFINITIONS[colorSeason].palette
          const bp = buildBlueprint({ bodyShape, colorPalette, colorSeason, stylePreferences })!
          const swatches = new Set(SEASON_PALETTES[colorSeason].swatches.map((s) => s.colour))
          for (const piece of bp.keyPieces) if (piece.colour) expect(swatches, `${piece.name} for ${colorSeason}`).toContain(piece.colour.colour)
          expect(bp.keyPieces.map((p) => p.name)).toEqual(
            keyPiecesFor({ bodyShape, colorPalette, colorSeason, stylePreferences }, (a, s) => garmentFit(a).body[s]).map((p) => p.name),
          )
        },
      ),
    )
  })
})
