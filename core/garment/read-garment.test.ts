import { describe, expect, it } from 'vitest'
import { garmentAttributesSchema } from './attributes.ts'
import { readGarment } from './read-garment.ts'

const read = (name: string, more: Partial<Parameters<typeof readGarment>[0]> = {}) => readGarment({ name, ...more })

describe('readGarment: a modifier belongs to the noun it qualifies', () => {
  it('reads a flutter or flare sleeve as a sleeve, and the dress as bodycon', () => {
    expect(read('Flutter Sleeve Bodycon Dress')).toMatchObject({ garmentType: 'dress', sleeve: 'flutter', silhouette: 'bodycon' })
    expect(read('Flare Sleeve Bodycon Midi Dress')).toMatchObject({ garmentType: 'dress', sleeve: 'bell', silhouette: 'bodycon', length: 'midi' })
  })

  it('reads a pencil stripe as a stripe on trousers, not a pencil skirt', () => {
    const a = read('Pencil Stripe Trousers')
    expect(a).toMatchObject({ garmentType: 'trousers', category: 'bottoms', pattern: 'vertical-stripe', silhouette: null, leg: null })
  })

  it('reads a boat shoe as a shoe, a boat neck as a neckline', () => {
    expect(read('Boat Shoe')).toMatchObject({ garmentType: 'loafers', category: 'shoes', neckline: null })
    expect(read('Boat Neck Top')).toMatchObject({ garmentType: 'top', neckline: 'boat' })
  })

  it('reads a skinny belt as a narrow belt, not skinny jeans', () => {
    expect(read('Skinny Belt')).toMatchObject({ garmentType: 'belt', width: 'skinny', leg: null })
    expect(read('Skinny Jeans')).toMatchObject({ garmentType: 'jeans', leg: 'skinny' })
    expect(read('Wide Leather Waist Belt')).toMatchObject({ garmentType: 'belt', width: 'wide' })
  })

  it('reads a wrap scarf as a scarf, not a wrap dress', () => {
    expect(read('Wrap Scarf')).toMatchObject({ garmentType: 'scarf', silhouette: null, waist: null, length: 'long' })
    expect(read('Wrap Dress')).toMatchObject({ garmentType: 'dress', silhouette: 'wrap', waist: 'defined', neckline: 'wrap' })
  })

  it('reads a structured bag as a bag with a structured hand and no cut', () => {
    expect(read('Structured Bag')).toMatchObject({ garmentType: 'bag', category: 'accessories', drape: 'structured', silhouette: null })
  })

  it('reads words that name how a piece goes on or is made, not another garment', () => {
    // 'Slip on' is not a slip, 'smocked' is not a smock's shape, patch pockets are not cargo.
    expect(read('Leather Mules Flat Slip On')).toMatchObject({ garmentType: 'mules', category: 'shoes', silhouette: null })
    expect(read('Smocked Tiered Midi Dress')).toMatchObject({ garmentType: 'dress', silhouette: 'tiered' })
    expect(read('Smocked Tiered Midi Dress').embellishments).toContain('smocking')
    expect(read('Smock Dress').silhouette).toBe('trapeze')
    expect(read('Denim Skirt with Patch Pockets').details).not.toContain('cargo')
    expect(read('Cargo Trousers').details).toContain('cargo')
    expect(read('Seamless Biker Shorts')).toMatchObject({ garmentType: 'shorts' })
    expect(read('Seamless Biker Shorts').details).toEqual(['athletic'])
    expect(read('Stretch Skinny Jeggings')).toMatchObject({ garmentType: 'jeans', leg: 'skinny' })
  })

  it("gives a material or cut just before a part to the part ('satin lapels', 'leather handles')", () => {
    expect(read('Tuxedo Blazer Dress', { description: 'Double-breasted blazer dress with satin lapels.' }).materials).not.toContain('satin')
    expect(read('Raffia Tote Bag with Leather Handles').materials).toEqual(['straw'])
    expect(read('Quilted Barn Jacket Corduroy Collar').materials).not.toContain('corduroy')
    expect(read('Satin Blazer').materials).toEqual(['satin'])
  })

  it('reads broderie and eyelet as lace, shoelaces as a trim', () => {
    expect(read('Broderie Anglaise Sundress').embellishments).toContain('lace')
    expect(read('Canvas Boat Shoe', { description: 'Rubber sole and leather laces.' }).embellishments).not.toContain('lace')
  })

  it("gives 'short' or 'long' before a sleeve to the sleeve, not to the hem", () => {
    expect(read('Blouse with Short Puff Sleeves')).toMatchObject({ sleeve: 'puff', length: null })
    expect(read('Short Cotton Blouse')).toMatchObject({ length: 'cropped' })
  })

  it("names the garment from the shop's category word when the title has no garment noun", () => {
    expect(read('The Harper', { category: 'Women > Shoes > Loafers' })).toMatchObject({ garmentType: 'loafers', category: 'shoes' })
    expect(read('Faded Indigo 90s Fit', { category: 'Jeans' })).toMatchObject({ garmentType: 'jeans', category: 'bottoms' })
    expect(read('Harper Wrap Dress', { category: 'Skirts' }).garmentType).toBe('dress')
  })

  it('takes the last garment noun as the garment', () => {
    expect(read('Shirt Dress').garmentType).toBe('dress')
    expect(read('Dress Shirt').garmentType).toBe('shirt')
    expect(read('Sweater Dress').garmentType).toBe('dress')
    expect(read('Denim Jacket').garmentType).toBe('jacket')
    expect(read('Ankle Boots').garmentType).toBe('ankle-boots')
    expect(read('Ankle Boots').length).toBeNull()
    expect(read('Cap Sleeve Top')).toMatchObject({ garmentType: 'top', sleeve: 'cap' })
  })
})

describe('readGarment: colours', () => {
  it('does not take a print motif or a trim for the garment colour', () => {
    // A fruit print is a print, not a graphic or slogan one.
    expect(read('Cherry Print Dress')).toMatchObject({ primaryColour: null, pattern: null })
    expect(read('Rose Print Blouse')).toMatchObject({ primaryColour: null, pattern: 'floral' })
    expect(read('Rose Gold Buckle Belt')).toMatchObject({ primaryColour: null, secondaryColours: ['rose-gold'] })
    expect(read('Black Leather Belt with Rose Gold Buckle')).toMatchObject({ primaryColour: 'black', secondaryColours: ['rose-gold'] })
    expect(read('Gold-Tone Hardware Tote').primaryColour).toBeNull()
  })

  it('takes a ground colour named before a print', () => {
    expect(read('Navy Floral Tea Dress')).toMatchObject({ primaryColour: 'navy', pattern: 'floral' })
    expect(read('Cherry Red Dress').primaryColour).toBe('cherry-red')
  })

  it('reads compound and hyphenated colours', () => {
    expect(read('Black/White Striped Tee')).toMatchObject({ primaryColour: 'black', secondaryColours: ['white'], pattern: 'stripe' })
    expect(read('Navy-Blue Shirt').primaryColour).toBe('navy')
    expect(read('Wrap Midi Dress in Dusty Rose').primaryColour).toBe('dusty-rose')
    expect(read('Slip Skirt - Sage').primaryColour).toBe('sage')
  })

  it('ranks the feed colour over the title, and the title over the description', () => {
    expect(read('Navy Wrap Dress', { colour: 'Emerald' }).primaryColour).toBe('emerald')
    expect(read('Navy Wrap Dress', { description: 'A rust wrap dress.' }).primaryColour).toBe('navy')
    expect(read('Wrap Dress', { description: 'A rust wrap dress.' }).primaryColour).toBe('rust')
    expect(read('Navy Wrap Dress', { colour: 'Multi' }).primaryColour).toBe('navy')
  })

  it('ignores colours of other pieces in the description', () => {
    expect(read('Wrap Dress', { description: 'Pair it with white sneakers.' }).primaryColour).toBeNull()
  })

  it('keeps the brand out of the colour', () => {
    expect(read('Olive & Oak Linen Shirt', { brand: 'Olive & Oak' }).primaryColour).toBeNull()
  })

  it('reads jeans and denim as denim blue unless a colour is named', () => {
    expect(read('Straight Leg Jeans').primaryColour).toBe('denim-blue')
    expect(read('Black Straight Leg Jeans').primaryColour).toBe('black')
  })
})

describe('readGarment: negations and compound names', () => {
  it('rules out what a negation names', () => {
    const a = read('Non-Stretch Straight Jeans', { material: '98% cotton, 2% elastane' })
    expect(a.materials).not.toContain('stretch')
    expect(a.drape).not.toBe('clingy')
    expect(read('Shirt Dress without Belt').waist).toBeNull()
    expect(read('Wrap Dress, Belt Not Included').waist).not.toBe('belted')
    expect(read('Blazer with No Padding').embellishments).not.toContain('shoulder-pads')
    expect(read('Unlined Linen Blazer').garmentType).toBe('blazer')
  })

  it('reads a belt named as a part as a belted waist', () => {
    expect(read('Midi Shirt Dress with Belt').waist).toBe('belted')
  })

  it('reads compound names however they are written', () => {
    for (const name of ['Fit-and-Flare Dress', 'Fit and Flare Dress', 'Fit & Flare Dress']) expect(read(name).silhouette, name).toBe('fit-and-flare')
    for (const name of ['Off-the-Shoulder Top', 'Off Shoulder Top', 'Bardot Top']) expect(read(name).neckline, name).toBe('off-shoulder')
    for (const name of ['Three-Quarter Sleeve Blouse', '3/4 Sleeve Blouse']) expect(read(name).sleeve, name).toBe('three-quarter')
    expect(read('High-Waisted Wide-Leg Trousers')).toMatchObject({ rise: 'high', leg: 'wide' })
    expect(read('A-Line Skirt').silhouette).toBe('a-line')
    expect(read('V-Neck Sweater').neckline).toBe('v-neck')
  })
})

describe('readGarment: what is not said stays unknown', () => {
  it('leaves every attribute of a bare name null', () => {
    const a = read('The Sloane')
    expect(a.garmentType).toBeNull()
    expect(a.silhouette).toBeNull()
    expect(a.primaryColour).toBeNull()
    expect(a.embellishments).toEqual([])
  })

  it('takes the garment from the category when the title names none', () => {
    expect(read('The Sloane', { category: 'dresses' })).toMatchObject({ category: 'dresses', garmentType: 'dress', silhouette: null })
    expect(read('The Sloane', { category: 'shoes' })).toMatchObject({ category: 'shoes', garmentType: null })
  })

  it('fills from the description only what the title left unknown', () => {
    const a = read('Sloane Midi Dress', { description: 'A relaxed maxi with flutter sleeves, in a fluid viscose.' })
    expect(a).toMatchObject({ length: 'midi', sleeve: 'flutter', drape: 'fluid' })
    expect(a.materials).toContain('viscose')
  })

  it('reads weight and drape from the material field', () => {
    expect(read('Cami Top', { material: '100% Silk' })).toMatchObject({ materials: ['silk'], drape: 'fluid', fabricWeight: 'light' })
  })

  it('takes named styles from style tags and shop words', () => {
    expect(read('Maxi Dress', { styleTags: ['Boho', 'romantic', 'unknown'] }).namedStyles).toEqual(['romantic', 'bohemian'])
    expect(read('Minimalist Slip Dress').namedStyles).toEqual(['minimal'])
  })

  it('always answers in the attribute schema', () => {
    for (const name of ['', '   ', 'Dress Dress Dress', 'non non non', '3/4 7/8 & - , | ()', 'Navy Cherry Rose Gold Print with without in for']) {
      expect(garmentAttributesSchema.safeParse(read(name)).success, name).toBe(true)
    }
  })
})
