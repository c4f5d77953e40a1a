import type { BodyShapeId } from '#core/reference/body-shapes.ts'

/** Half-widths at shoulder, bust, waist and hip, in viewBox units; the outline follows them. */
const PROPORTIONS: Record<BodyShapeId, { shoulder: number; bust: number; waist: number; hip: number }> = {
  hourglass: { shoulder: 29, bust: 30, waist: 16, hip: 31 },
  pear: { shoulder: 22, bust: 23, waist: 17, hip: 35 },
  apple: { shoulder: 24, bust: 31, waist: 34, hip: 25 },
  rectangle: { shoulder: 25, bust: 25, waist: 23, hip: 25 },
  'inverted-triangle': { shoulder: 36, bust: 30, waist: 21, hip: 20 },
}

const CX = 60
const LEVELS = { neck: 34, shoulder: 48, bust: 74, waist: 104, hip: 136, hem: 166 } as const

type Point = readonly [number, number]

/** A smooth path through points (Catmull-Rom turned into cubic Béziers). */
function smooth(points: readonly Point[]): string {
  let d = ''
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[Math.max(i - 1, 0)]!
    const p1 = points[i]!
    const p2 = points[i + 1]!
    const p3 = points[Math.min(i + 2, points.length - 1)]!
    const c1: Point = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6]
    const c2: Point = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6]
    d += ` C${c1[0].toFixed(1)} ${c1[1].toFixed(1)} ${c2[0].toFixed(1)} ${c2[1].toFixed(1)} ${p2[0].toFixed(1)} ${p2[1].toFixed(1)}`
  }
  return d
}

/** The dress-form outline of a body shape. */
export function bodyShapePath(shape: BodyShapeId): string {
  const p = PROPORTIONS[shape]
  const right: Point[] = [
    [CX + 6, LEVELS.neck],
    [CX + p.shoulder * 0.55, LEVELS.shoulder - 6],
    [CX + p.shoulder, LEVELS.shoulder + 4],
    [CX + p.bust, LEVELS.bust],
    [CX + p.waist, LEVELS.waist],
    [CX + p.hip, LEVELS.hip],
    [CX + p.hip * 0.9, LEVELS.hem],
  ]
  const left = right.map(([x, y]) => [2 * CX - x, y] as Point).reverse()
  const start = right[0]!
  return `M${start[0]} ${start[1]}${smooth(right)} Q${CX} ${LEVELS.hem + 6} ${left[0]![0].toFixed(1)} ${left[0]![1]}${smooth(left)} Z`
}

export interface BodyShapeFigureProps {
  shape: BodyShapeId
  /** Text alternative; without it the drawing is decorative and hidden from assistive tech. */
  title?: string
  /** Dashed guides at bust, waist and hip, for the guide's detail view. */
  showGuides?: boolean
  className?: string
}

/** A body shape drawn as a tailor's dress form, so shapes compare at a glance. */
export function BodyShapeFigure({ shape, title, showGuides = false, className = '' }: BodyShapeFigureProps) {
  const p = PROPORTIONS[shape]
  const guides = [
    { y: LEVELS.bust, w: p.bust },
    { y: LEVELS.waist, w: p.waist },
    { y: LEVELS.hip, w: p.hip },
  ]
  return (
    <svg
      viewBox="0 0 120 210"
      className={className}
      {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
    >
      {title ? <title>{title}</title> : null}
      <rect x={CX - 5} y={LEVELS.neck - 12} width="10" height="14" rx="3" fill="#E9C9C0" />
      <path d={bodyShapePath(shape)} fill="#F4E1DC" stroke="#A94F30" strokeWidth="1.6" strokeLinejoin="round" />
      <path
        d={`M${CX} ${LEVELS.neck + 2} V${LEVELS.hem}`}
        stroke="#A94F30"
        strokeOpacity="0.35"
        strokeWidth="1"
        strokeDasharray="2 3"
      />
      {showGuides
        ? guides.map((g) => (
            <line
              key={g.y}
              x1={CX - g.w - 6}
              x2={CX + g.w + 6}
              y1={g.y}
              y2={g.y}
              stroke="#5C6B4F"
              strokeWidth="1"
              strokeDasharray="3 3"
            />
          ))
        : null}
      <path d={`M${CX} ${LEVELS.hem + 3} V196`} stroke="#4A4453" strokeWidth="2.4" strokeLinecap="round" />
      <path d={`M${CX - 18} 200 Q${CX} 192 ${CX + 18} 200`} stroke="#4A4453" strokeWidth="2.4" fill="none" strokeLinecap="round" />
    </svg>
  )
}
