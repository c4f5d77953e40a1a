import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { csvField, csvLines, safeCsvField, UTF8_BOM } from './csv.ts'

/** A minimal RFC 4180 reader, to check what the writer writes reads back the same. */
function readCsv(text: string): string[][] {
  const lines: string[][] = []
  let cells: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (c === '"') quoted = false
      else cell += c
    } else if (c === '"') quoted = true
    else if (c === ',') {
      cells.push(cell)
      cell = ''
    } else if (c === '\r' && text[i + 1] === '\n') {
      cells.push(cell)
      lines.push(cells)
      cells = []
      cell = ''
      i++
    } else cell += c
  }
  return lines
}

describe('csvField', () => {
  it('quotes only cells with a comma, quote or line break, doubling quotes', () => {
    expect(csvField('plain')).toBe('plain')
    expect(csvField('a, b')).toBe('"a, b"')
    expect(csvField('the "wrap" dress')).toBe('"the ""wrap"" dress"')
    expect(csvField('two\nlines')).toBe('"two\nlines"')
    expect(csvField('cr\ronly')).toBe('"cr\ronly"')
    expect(csvField(12.5)).toBe('12.5')
  })

  it('writes lines that read back cell for cell, in any script', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.string({ unit: 'grapheme' }), { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 5 }), (lines) => {
        expect(readCsv(csvLines(lines))).toEqual(lines)
      }),
    )
    expect(readCsv(csvLines([['真丝衬衫', 'Ελληνικά', 'فستان', '👗']]))).toEqual([['真丝衬衫', 'Ελληνικά', 'فستان', '👗']])
  })
})

describe('safeCsvField', () => {
  it('leads text a spreadsheet would run as a formula with an apostrophe', () => {
    for (const text of ['=HYPERLINK("http://evil.example","x")', '+cmd|/C calc!A0', '-2+3', '@SUM(A1)', '\t=1+1', '\r=1+1']) {
      expect(readCsv(`${safeCsvField(text)}\r\n`)).toEqual([[`'${text}`]])
    }
  })

  it('leaves other text and every number as they are', () => {
    expect(safeCsvField('Linen = cool')).toBe('Linen = cool')
    expect(safeCsvField('Wrap, midi')).toBe('"Wrap, midi"')
    expect(safeCsvField(-4.5)).toBe('-4.5')
    expect(safeCsvField(0)).toBe('0')
  })

  it('never lets a text cell start with a formula character', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const [[cell]] = readCsv(`${safeCsvField(text)}\r\n`) as [[string]]
        expect(cell).not.toMatch(/^[=+\-@\t\r]/)
      }),
    )
  })
})

it('UTF8_BOM is the byte-order mark Excel looks for', () => {
  expect(new TextEncoder().encode(UTF8_BOM)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]))
})
