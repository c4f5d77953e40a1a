import type { BodyShapeId } from '../rule-book/body-shapes.ts'

/**
 * The drawing of each shape as a dress form on its stand, as plain geometry: the pages
 * draw it as inline SVG, and the blueprint image and PDF draw the same paths.
 */
export const SILHOUETTE_VIEWBOX = { width: 80, height: 140 } as const
const CX = 40

// Half-widths of a dressmaker's form at shoulder, bust, waist and hip, so each shape is
// drawn from its proportions rather than from five hand-made pictures.
export const SILHOUETTE_PROPORTIONS: Readonly<Record<BodyShapeId, { shoulder: number; bust: number; waist: number; hip: number }>> = {
  rectangle: { shoulder: 14.5, bust: 14, waist: 13, hip: 14 },
  pear: { shoulder: 11.5, bust: 12.5, waist: 10, hip: 20 },
  apple: { shoulder: 14, bust: 17.5, waist: 19, hip: 15 },
  hourglass: { shoulder: 15, bust: 17, waist: 9, hip: 17.5 },
  'inverted-triangle': { shoulder: 21, bust: 17.5, waist: 12, hip: 11.5 },
}

/** The heights of the bust, waist and hip lines. */
export const SILHOUETTE_LEVELS = { bust: 42, waist: 62, hip: 82 } as const

/** The outline of one side, top to bottom: [half-width, y]. */
function sidePoints(shape: BodyShapeId): Array<[number, number]> {
  const p = SILHOUETTE_PROPORTIONS[shape]
  return [
    [5.5, 18],
    [p.shoulder, 28],
    [p.bust, SILHOUETTE_LEVELS.bust],
    [p.waist, SILHOUETTE_LEVELS.waist],
    [p.hip, SILHOUETTE_LEVELS.hip],
    [p.hip * 0.88, 98],
  ]
}

/** A smooth path through the points, with vertical tangents so the form reads as fabric. */
function curveThrough(points: Array<[number, number]>): string {
  let d = ''
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = points[i - 1]!
    const [x1, y1] = points[i]!
    const mid = (y0 + y1) / 2
    d += ` C ${x0} ${mid} ${x1} ${mid} ${x1} ${y1}`
  }
  return d
}

/** The form's outline as an SVG path in the 80x140 view box. */
export function silhouettePath(shape: BodyShapeId): string {
  const left = sidePoints(shape).map(([w, y]) => [CX - w, y] as [number, number])
  const right = sidePoints(shape)
    .map(([w, y]) => [CX + w, y] as [number, number])
    .reverse()
  const [, hemY] = left[left.length - 1]!
  const [hemRightX] = right[0]!
  return [
    `M ${CX - 5} 10`,
    `L ${left[0]![0]} ${left[0]![1]}`,
    curveThrough(left),
    `Q ${CX} ${hemY + 4} ${hemRightX} ${hemY}`,
    curveThrough(right),
    `L ${CX + 5} 10`,
    `Q ${CX} 7 ${CX - 5} 10`,
    'Z',
  ].join(' ')
}

/** The stand under the form: its pole, and the base ellipse's centre and radii. */
export const SILHOUETTE_STAND = {
  pole: `M ${CX} 100 V 131`,
  base: { cx: CX, cy: 133, rx: 16, ry: 3 },
  knob: { cx: CX, cy: 6, r: 2.5 },
} as const

/** The dashed line that marks the waist across the form. */
export function waistLinePath(shape: BodyShapeId): string {
  const w = SILHOUETTE_PROPORTIONS[shape].waist
  const y = SILHOUETTE_LEVELS.waist
  return `M ${CX - w + 1} ${y} Q ${CX} ${y + 3} ${CX + w - 1} ${y}`
}

/** Dashed guides across bust, waist and hip: [y, half-width]. */
export function measurementGuides(shape: BodyShapeId): Array<{ y: number; x1: number; x2: number }> {
  const p = SILHOUETTE_PROPORTIONS[shape]
  return ([
    [SILHOUETTE_LEVELS.bust, p.bust],
    [SILHOUETTE_LEVELS.waist, p.waist],
    [SILHOUETTE_LEVELS.hip, p.hip],
  ] as const).map(([y, w]) => ({ y, x1: CX - w - 4, x2: CX + w + 4 }))
}
