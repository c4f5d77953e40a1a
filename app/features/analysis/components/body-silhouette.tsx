import type { BodyShapeId } from '#core/reference/body-shapes.ts'

// Half-widths of a dressmaker's form at shoulder, bust, waist and hip, so each shape is
// drawn from its proportions rather than from five hand-made pictures.
const PROPORTIONS: Readonly<Record<BodyShapeId, { shoulder: number; bust: number; waist: number; hip: number }>> = {
  rectangle: { shoulder: 14.5, bust: 14, waist: 13, hip: 14 },
  pear: { shoulder: 11.5, bust: 12.5, waist: 10, hip: 20 },
  apple: { shoulder: 14, bust: 17.5, waist: 19, hip: 15 },
  hourglass: { shoulder: 15, bust: 17, waist: 9, hip: 17.5 },
  'inverted-triangle': { shoulder: 21, bust: 17.5, waist: 12, hip: 11.5 },
}

const CX = 40

/** The outline of one side, top to bottom: [half-width, y]. */
function sidePoints(shape: BodyShapeId): Array<[number, number]> {
  const p = PROPORTIONS[shape]
  return [
    [5.5, 18],
    [p.shoulder, 28],
    [p.bust, 42],
    [p.waist, 62],
    [p.hip, 82],
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

/** A dress form in the proportions of the shape, on its stand. Decorative: the card names the shape. */
export function BodySilhouette({ shape, className = '', selected = false }: { shape: BodyShapeId; className?: string; selected?: boolean }) {
  return (
    <svg viewBox="0 0 80 140" className={className} aria-hidden="true" focusable="false">
      <ellipse cx={CX} cy={133} rx={16} ry={3} className="fill-ink/10" />
      <path d={`M ${CX} 100 V 131`} className="stroke-ink/50" strokeWidth={2} strokeLinecap="round" />
      <circle cx={CX} cy={6} r={2.5} className="fill-ink/50" />
      <path
        d={silhouettePath(shape)}
        className={selected ? 'fill-terracotta/15 stroke-terracotta' : 'fill-blush stroke-terracotta/70'}
        strokeWidth={1.6}
        strokeLinejoin="round"
      />
      <path
        d={`M ${CX - PROPORTIONS[shape].waist + 1} 62 Q ${CX} 65 ${CX + PROPORTIONS[shape].waist - 1} 62`}
        className="stroke-terracotta/40"
        strokeWidth={1}
        strokeDasharray="2 2"
        fill="none"
      />
    </svg>
  )
}
