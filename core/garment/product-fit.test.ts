import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { translate } from '../i18n/translate.ts'
import { BODY_SHAPES } from '../rule-book/body-shapes.ts'
import { COLOR_PALETTES } from '../rule-book/palettes.ts'
import { OCCASIONS } from '../rule-book/occasions.ts'
import { STYLES } from '../rule-book/styles.ts'
import { unknownAttributes } from './attributes.ts'
import { bodyReasons, garmentFit, readProductFit } from './product-fit.ts'
import { readGarment } from './read-garment.ts'
import { BODY_RULES, OCCASION_CUES, STYLE_PRECEDENCE, STYLE_SIGNATURES } from '../rule-book/rules.ts'

const fit = (name: string, more: Partial<Parameters<typeof readProductFit>[0]> = {}) => readProductFit({ name, ...more })

describe('the stylist rules table', () => {
  it('has unique ids, reasons in the message catalogue, and whole-number effects of at most 3', () => {
    expect(new Set(BODY_RULES.map((r) => r.id)).size).toBe(BODY_RULES.length)
    for (const rule of BODY_RULES) {
      expect(translate(rule.reason, { shape: 'Pear' }), rule.id).not.toContain('{')
      for (const [shape, points] of Object.entries(rule.effect)) {
        expect(BODY_SHAPES, rule.id).toContain(shape)
        expect(Number.isInteger(points) && points !== 0 && Math.abs(points) <= 3, `${rule.id} ${shape}`).toBe(true)
      }
    }
  })

  it('gives every style signature and occasion cue at least one condition, and every style a signature and a place in the precedence', () => {
    for (const cue of [...STYLE_SIGNATURES, ...OCCASION_CUES]) expect(cue.when.length).toBeGreaterThan(0)
    expect([...STYLE_PRECEDENCE].sort()).toEqual([...STYLES].sort())
    for (const style of STYLES) expect(STYLE_SIGNATURES.some((s) => s.style === style), style).toBe(true)
  })
})

describe('body shape suitability', () => {
  it.each([
    ['Wrap Midi Dress', 'hourglass', 'flatters'],
    ['Wrap Midi Dress', 'apple', 'flatters'],
    ['Bodycon Mini Dress', 'hourglass', 'flatters'],
    ['Bodycon Mini Dress', 'pear', 'avoid'],
    ['Bodycon Mini Dress', 'apple', 'avoid'],
    ['Pencil Skirt', 'pear', 'avoid'],
    ['A-Line Skirt', 'pear', 'flatters'],
    ['A-Line Skirt', 'inverted-triangle', 'flatters'],
    ['Skinny Jeans', 'pear', 'avoid'],
    ['Wide Leg Trousers', 'pear', 'flatters'],
    ['Wide Leg Trousers', 'inverted-triangle', 'flatters'],
    ['Bootcut Jeans', 'pear', 'flatters'],
    ['Boat Neck Top', 'pear', 'flatters'],
    ['Boat Neck Top', 'inverted-triangle', 'avoid'],
    ['Off-the-Shoulder Top', 'inverted-triangle', 'avoid'],
    ['Puff Sleeve Blouse', 'inverted-triangle', 'avoid'],
    ['Puff Sleeve Blouse', 'pear', 'flatters'],
    ['Halter Top', 'inverted-triangle', 'flatters'],
    ['Empire Waist Maxi Dress', 'apple', 'flatters'],
    ['Peplum Top', 'rectangle', 'flatters'],
    ['Peplum Top', 'apple', 'avoid'],
    ['Cropped Boxy Jacket', 'apple', 'avoid'],
    ['Oversized Shirt Dress', 'hourglass', 'avoid'],
    ['Belted Shirt Dress', 'rectangle', 'flatters'],
    ['Double-Breasted Blazer', 'apple', 'avoid'],
    ['Breton Striped Top', 'inverted-triangle', 'avoid'],
    ['Cargo Trousers', 'pear', 'avoid'],
  ] as const)('%s: %s %s', (name, shape, grade) => {
    expect(fit(name).body[shape]).toBe(grade)
  })

  it('counts a flare sleeve as a sleeve, not as a flared skirt', () => {
    const dress = fit('Flare Sleeve Bodycon Dress')
    expect(dress.body.pear).toBe('avoid')
    expect(dress.body.hourglass).toBe('flatters')
  })

  it('keeps shoes and accessories neutral, except the belts, necklaces and scarves stylists name', () => {
    for (const name of ['Wide Brim Straw Hat', 'Leather Tote', 'Block Heel Pumps', 'Gold Hoop Earrings', 'Boat Shoe', 'Skinny Belt', 'Aviator Sunglasses']) {
      for (const shape of BODY_SHAPES) expect(fit(name).body[shape], `${name} ${shape}`).toBe('neutral')
    }
    expect(fit('Wide Waist Belt').body).toMatchObject({ hourglass: 'flatters', rectangle: 'flatters', apple: 'avoid' })
    expect(fit('Long Pendant Necklace').body).toMatchObject({ apple: 'flatters', 'inverted-triangle': 'flatters' })
    expect(fit('Gold Choker').body).toMatchObject({ pear: 'flatters', 'inverted-triangle': 'avoid' })
    expect(fit('Wrap Scarf').body).toMatchObject({ apple: 'flatters', 'inverted-triangle': 'flatters', pear: 'neutral' })
  })

  it('leaves a garment it could not read unknown, which grades as neutral', () => {
    const f = garmentFit(readGarment({ name: 'The Sloane', category: 'dresses' }))
    expect(Object.values(f.bodyLevels)).toEqual(BODY_SHAPES.map(() => 'unknown'))
    expect(Object.values(f.body)).toEqual(BODY_SHAPES.map(() => 'neutral'))
  })

  it('gives reasons only for a shape the garment flatters, and never a cut reason for a hat', () => {
    const wrap = readGarment({ name: 'Wrap Dress' })
    expect(bodyReasons(wrap, 'hourglass')).toContain('product.fit.body.wrap')
    expect(bodyReasons(readGarment({ name: 'Bodycon Dress' }), 'pear')).toEqual([])
    for (const shape of BODY_SHAPES) expect(bodyReasons(readGarment({ name: 'Straw Sun Hat' }), shape)).toEqual([])
  })
})

describe('palettes', () => {
  it('follows the primary colour, never a print or a trim', () => {
    expect(fit('Navy Shirt').palettes).toEqual(['cool', 'neutral'])
    expect(fit('Ivory Blouse').palettes).toEqual(['warm', 'neutral'])
    expect(fit('Khaki Chinos').palettes).toEqual(['warm', 'neutral'])
    expect(fit('Sage Linen Shirt').palettes).toEqual(['warm', 'neutral'])
    expect(fit('Marigold Sweater').palettes).toEqual(['warm'])
    expect(fit('Caramel Ankle Boots').palettes).toEqual(['warm'])
    expect(fit('Cherry Print Dress').palettes).toEqual([])
    expect(fit('Leopard Print Skirt').palettes).toEqual([])
    expect(fit('Black Belt with Rose Gold Buckle').palettes).toEqual(['cool'])
  })
})

describe('styles and occasions come from combinations, not single words', () => {
  it('does not call satin alone formal, but a satin maxi dress is', () => {
    expect(fit('Satin Cami Top').styles).not.toContain('formal')
    expect(fit('Satin Maxi Dress').styles).toContain('formal')
  })

  it('does not call a top casual for being a top', () => {
    expect(fit('Cream Top').styles).not.toContain('casual')
    expect(fit('Cream Top').occasions).not.toContain('casual')
    expect(fit('Grey Cotton T-Shirt').styles).toContain('casual')
  })

  it.each([
    ['Camel Trench Coat', 'classic'],
    ['Navy Pencil Skirt', 'classic'],
    ['Oversized Cargo Trousers', 'trendy'],
    ['Crochet Fringe Bag', 'bohemian'],
    ['Paisley Peasant Blouse', 'bohemian'],
    ['Black Leather Moto Jacket', 'edgy'],
    ['Studded Combat Boots', 'edgy'],
    ['Lace Ruffle Blouse', 'romantic'],
    ['Grey Hoodie', 'casual'],
    ['Sequin Evening Gown', 'formal'],
    ['Black Structured Leather Tote', 'minimal'],
  ] as const)('%s is %s', (name, style) => {
    expect(fit(name).styles).toContain(style)
  })

  it.each([
    ['Tailored Blazer', 'work'],
    ['Silk Blouse', 'work'],
    ['Sequin Mini Dress', 'party'],
    ['Satin Slip Dress', 'date'],
    ['Jersey Jumpsuit', 'travel'],
    ['Running Shoes', 'sport'],
    ['High Waisted Leggings', 'sport'],
    ['Evening Gown', 'formal'],
    ['Denim Shorts', 'casual'],
  ] as const)('%s suits %s', (name, occasion) => {
    expect(fit(name).occasions).toContain(occasion)
  })

  it.each([
    ['Pleated Satin Midi Skirt', 'trendy', { colour: 'Gold' }],
    ['Metallic Ballet Flats', 'trendy', { colour: 'Silver' }],
    ['Ruched One Shoulder Mini Dress', 'trendy', {}],
    ['Quilted Puffer Vest', 'casual', {}],
    ['Leather Hobo Shoulder Bag Slouchy', 'casual', {}],
    ['Chunky Knit Infinity Scarf', 'casual', {}],
    ['Velvet Blazer', 'formal', {}],
    ['Wool Fedora Hat', 'bohemian', {}],
    ['Silk Twill Square Scarf', 'classic', {}],
    ['Cashmere Wrap Scarf', 'classic', {}],
    ['Pointed Toe Slingback Heels', 'classic', {}],
    ['Chunky Gold Hoop Earrings', 'trendy', {}],
    ['Linen Wrap Midi Dress', 'casual', {}],
    ['Double-Faced Wool Coat', 'minimal', { description: 'Clean-lined longline coat, no belt.', colour: 'Camel' }],
  ] as const)('reads %s as %s from its make, whatever the shop calls it', (name, style, more) => {
    expect(fit(name, more).styles).toContain(style)
  })

  it('keeps a style to the pieces it belongs to', () => {
    // A flowing maxi is bohemian in cotton, not in satin; mesh on a running shoe is not a fashion mesh.
    expect(fit('Flowy Cotton Maxi Dress').styles).toContain('bohemian')
    expect(fit('Satin Cowl Neck Maxi Dress').styles).not.toContain('bohemian')
    expect(fit('Running Shoes Breathable Mesh').styles).not.toContain('trendy')
    // A trench is classic, never casual for being water-resistant; a gold bangle is jewellery, not a metallic finish.
    expect(fit('Water Resistant Cotton Trench Coat').styles).toEqual(['classic'])
    expect(fit('Gold Bangle Bracelet', { colour: 'Gold' }).styles).not.toContain('trendy')
    // A ruffled swimsuit is romantic, not the plain classic one-piece.
    expect(fit('Ruffle Off Shoulder Bikini Top', { colour: 'White' }).styles).not.toContain('classic')
    expect(fit('Plain Black One Piece Swimsuit').styles).toContain('classic')
    // A patterned or sheer slip is not minimal; satin trousers are not romantic.
    expect(fit('Leopard Print Satin Slip Skirt').styles).not.toContain('minimal')
    expect(fit('Sheer Mesh Slip Dress', { colour: 'Black' }).styles).not.toContain('minimal')
    expect(fit('Satin Wide Leg Trousers').styles).not.toContain('romantic')
    // A holiday is where a dress goes, not what style it is.
    expect(fit('Floral Tiered Maxi Dress Boho Beach Holiday').styles).not.toContain('casual')
  })

  it.each([
    ['Ditsy Floral Cotton Midi Dress', 'casual'],
    ['Leather Belt', 'casual'],
    ['Suede Ankle Boots', 'casual'],
    ['Triangle Bikini', 'travel'],
    ['Quilted Puffer Coat', 'travel'],
    ['Waterproof Rain Jacket', 'travel'],
    ['Classic Trench Coat', 'work'],
    ['Classic Trench Coat', 'travel'],
    ['Structured Leather Satchel Bag', 'work'],
    ['Slingback Kitten Heels', 'work'],
    ['Jersey Wrap Dress', 'work'],
    ['Black Velvet Evening Gown', 'party'],
    ['Faux Leather Pencil Skirt', 'party'],
  ] as const)('%s suits %s', (name, occasion) => {
    expect(fit(name).occasions).toContain(occasion)
  })

  it.each([
    ['Running Shoes', 'casual'],
    ['Beaded Evening Clutch', 'casual'],
    ['Satin Pearl Ballet Flats', 'casual'],
    ['Structured Leather Satchel Bag', 'casual'],
    ['Silk Cami Top', 'casual'],
    ['Peplum Work Blouse with Ruffle Sleeves', 'casual'],
  ] as const)('%s does not suit %s', (name, occasion) => {
    expect(fit(name).occasions).not.toContain(occasion)
  })

  it('never counts the styles a shop names or its marketing words (guide 3.1, step 1)', () => {
    expect(fit('Maxi Dress', { styleTags: ['bohemian'] }).styles).not.toContain('bohemian')
    expect([...fit('Classic Boho Minimalist Crew Neck Tee', { colour: 'Heather Grey' }).styles].sort()).toEqual(['casual', 'minimal'])
    // The words that say what an evening piece is do count; "party" only says where it might go.
    expect(fit('Satin Midi Dress - Wedding Guest').styles).toContain('formal')
    expect(fit('Jersey Midi Dress - Party Edit', { colour: 'Teal' }).styles).not.toContain('formal')
  })
})

describe('styles: one or two by the guide\'s precedence (docs/fit/stylist-rules.md section 3)', () => {
  const styles = (name: string, more: Partial<Parameters<typeof readProductFit>[0]> = {}) => [...fit(name, more).styles].sort()
  const of = (...ids: string[]) => [...ids].sort()

  it('keeps at most two styles, the first in the order formal, edgy, bohemian, romantic, trendy, classic, casual, minimal', () => {
    expect(styles('Oversized Boyfriend Shirt Cotton Poplin', { colour: 'White' })).toEqual(of('trendy', 'classic'))
    // Distressed (edgy), oversized (trendy) and denim (casual): casual is the third and goes.
    expect(styles('Oversized Distressed Denim Jacket', { colour: 'Mid Wash' })).toEqual(of('edgy', 'trendy'))
    expect(styles('Sequin V-Neck Maxi Evening Gown', { colour: 'Gold' })).toEqual(of('formal', 'trendy'))
    for (const name of ['Floral Tiered Ruffle Maxi Dress Flutter Sleeves', 'Faux Leather Puff Sleeve Top Cropped', 'Velvet Wrap Top with Pearl Buttons']) {
      expect(fit(name).styles.length, name).toBeLessThanOrEqual(2)
    }
  })

  it('gives a piece with no signature minimal when it is plain and neutral, casual otherwise', () => {
    expect(styles('Drop Waist Pleated Midi Dress', { colour: 'Cream' })).toEqual(['minimal'])
    expect(styles('Long Sleeve Skater Dress Jersey', { colour: 'Forest Green' })).toEqual(['casual'])
    expect(styles('Drop Waist Pleated Midi Dress', { colour: 'Cream', description: 'Small daisies on a cream ground.' })).toEqual(['romantic'])
  })

  it('gives activewear casual alone and swimwear exactly one style', () => {
    expect(styles('Racerback Medium Support Sports Bra', { colour: 'Lavender' })).toEqual(['casual'])
    expect(styles('Flare Yoga Pants', { category: 'Activewear' })).toEqual(['casual'])
    expect(styles('Ruffle Off Shoulder Bikini Top', { colour: 'White' })).toEqual(['romantic'])
    expect(styles('Empire Waist Tankini Top Tummy Control', { colour: 'Teal' })).toEqual(['classic'])
    // A trouser that borrows a sport's name is still tailoring.
    expect(styles('Bootcut Yoga Pants Dress Pants Office Stretch', { colour: 'Black' })).toContain('classic')
  })

  it('reads a signature only where the guide gives it', () => {
    // Leather is edgy on clothing, only a material on shoes; lace-up is a fastening, not lace.
    expect(styles('Leather Penny Loafers', { colour: 'Cognac' })).toEqual(['classic'])
    expect(styles('Lace Up Combat Boots', { colour: 'Black', description: 'Leather combat boots with a lug sole.' })).toEqual(['edgy'])
    expect(styles('Faux Leather Pencil Skirt', { colour: 'Black' })).toEqual(of('edgy', 'classic'))
    // Aviator is a frame on sunglasses, not on a jacket; a bouclé jacket's fringe is its classic trim.
    expect(fit('Suede Shearling Aviator Jacket', { colour: 'Cognac' }).styles).not.toContain('classic')
    expect(styles('Aviator Sunglasses', { colour: 'Gold' })).toContain('classic')
    expect(fit('Cropped Boucle Tweed Jacket', { description: 'Boxy bouclé jacket with fringe trim.' }).styles).not.toContain('bohemian')
    // A utility pocket on a skirt is not a utility jacket; an open back is not a cut-out; a tie neck is not a bow.
    expect(fit('Utility Cargo Mini Skirt', { colour: 'Black' }).styles).not.toContain('casual')
    expect(fit('Halter Neck Chiffon Maxi Dress', { description: 'Tie halter neck, open back, flowing chiffon maxi.' }).styles).not.toContain('trendy')
    expect(fit('Embroidered Peasant Blouse', { description: 'Cotton gauze with a tie neck.' }).styles).not.toContain('romantic')
    // A smocked back panel is not a smocked bodice.
    expect(fit('Gingham Sundress', { colour: 'Marigold', description: 'Cotton sundress with a smocked back.' }).styles).not.toContain('bohemian')
  })

  it('tells tailoring and fine knits from their casual neighbours', () => {
    expect(styles('Wide Leg Trousers', { colour: 'Black', material: '100% Polyester crepe' })).toEqual(of('classic', 'minimal'))
    expect(styles('Wide Leg Linen Trousers', { colour: 'Ivory' })).toEqual(['casual'])
    expect(styles('Merino Crew Neck Jumper', { colour: 'Navy' })).toEqual(['classic'])
    expect(styles('Turtleneck Merino Wool Sweater', { colour: 'Charcoal' })).toEqual(of('classic', 'minimal'))
    expect(styles('Cable Knit Wool Jumper', { colour: 'Cream' })).toEqual(['casual'])
    // Rain and wind jackets are casual by kind, a trench classic whatever its fabric.
    expect(styles('Hooded Anorak', { colour: 'Navy' })).toEqual(['casual'])
    expect(styles('Water Resistant Raincoat', { colour: 'Yellow' })).toEqual(['casual'])
    // A plain tee is minimal too; a graphic one or one with a logo is not.
    expect(styles('Crew Neck Tee', { colour: 'Black' })).toEqual(of('casual', 'minimal'))
    expect(styles('Graphic Print Tee', { colour: 'White' })).toEqual(['casual'])
  })

  it('keeps colour words in a print or on a trim out of the style', () => {
    // The rose-gold buckle is a trim: black slides are not a metallic finish.
    expect(styles('Rose Gold Buckle Sandals', { colour: 'Black', description: 'Flat leather slides with a rose gold buckle.' })).toEqual(['casual'])
    expect(styles('Metallic Ballet Flats', { colour: 'Silver' })).toEqual(of('trendy', 'classic'))
    // A navy ground with white dots is a polka-dot print (romantic), not a plain navy piece.
    expect(styles('Silk Square Scarf', { colour: 'Navy', description: 'White polka dots on a navy ground.' })).toEqual(of('romantic', 'classic'))
  })

  it('lets a negation rule a signature out', () => {
    expect(fit('Crew Neck Tee, No Logo', { colour: 'Black' }).styles).toContain('minimal')
    expect(fit('Cotton Shirt Dress - Non-Stretch, No Belt', { colour: 'White', material: 'Cotton poplin' }).styles).toEqual(['classic'])
  })

  it('reads a sleeve shape under a sleeve length, and a specific garment noun before a general one', () => {
    expect(styles('Velvet Long Sleeve Mini Dress', { colour: 'Burgundy', description: 'Crushed velvet mini with long puff sleeves.' })).toEqual(of('formal', 'romantic'))
    expect(styles('Culottes Wide Leg Cropped Trousers', { colour: 'Black' })).toEqual(['trendy'])
  })
})

describe('garmentFit', () => {
  it('reads seasons from fabric and garment', () => {
    expect(garmentFit(readGarment({ name: 'Wool Coat' })).seasons).toEqual(['autumn', 'winter'])
    expect(garmentFit(readGarment({ name: 'Linen Shorts' })).seasons).toEqual(['spring', 'summer'])
    expect(garmentFit(readGarment({ name: 'Straight Leg Jeans' })).seasons).toHaveLength(4)
  })

  it('says how much was read', () => {
    expect(garmentFit(unknownAttributes()).coverage).toBe(0)
    const rich = garmentFit(readGarment({ name: 'Navy Silk Wrap Midi Dress with Flutter Sleeves' })).coverage
    const bare = garmentFit(readGarment({ name: 'Dress' })).coverage
    expect(rich).toBeGreaterThan(bare)
    expect(rich).toBeLessThanOrEqual(1)
  })
})

// The contract the evaluation (bench/fit) relies on, whatever reads the garment inside.
describe('readProductFit', () => {
  it('grades every body shape and lists only reference ids, once each', () => {
    fc.assert(
      fc.property(
        fc.record({
          name: fc.string(),
          category: fc.option(fc.string()),
          colour: fc.option(fc.constantFrom('Navy', 'Marigold', 'Sage', 'Black', 'Leopard', '')),
          description: fc.option(fc.string()),
          styleTags: fc.array(fc.string(), { maxLength: 3 }),
        }),
        (product) => {
          const fit = readProductFit(product)
          expect(Object.keys(fit.body).sort()).toEqual([...BODY_SHAPES].sort())
          for (const grade of Object.values(fit.body)) expect(['flatters', 'neutral', 'avoid']).toContain(grade)
          for (const [list, ids] of [[fit.palettes, COLOR_PALETTES], [fit.styles, STYLES], [fit.occasions, OCCASIONS]] as const) {
            expect(new Set(list).size).toBe(list.length)
            for (const id of list) expect(ids).toContain(id)
          }
          expect(readProductFit(product)).toEqual(fit)
        },
      ),
    )
  })

  it('reads the colour field and the words of a real listing', () => {
    const fit = readProductFit({ name: 'Wool Wrap Coat with Belt', category: 'Coats', colour: 'Camel' })
    expect(fit.palettes).toContain('warm')
    expect(fit.body.hourglass).toBe('flatters')
  })
})
