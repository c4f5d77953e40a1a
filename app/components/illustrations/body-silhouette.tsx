import type { BodyShapeId } from '#core/rule-book/body-shapes.ts'
import { measurementGuides, SILHOUETTE_STAND, SILHOUETTE_VIEWBOX, silhouettePath, waistLinePath } from '#core/reference/body-silhouette.ts'

export interface BodySilhouetteProps {
  shape: BodyShapeId
  className?: string
  selected?: boolean
  /** Text alternative; without it the drawing is decorative and hidden from assistive tech. */
  title?: string
  /** Dashed guides across bust, waist and hip, for the body type guide's detail view. */
  showGuides?: boolean
}

/** A dress form in the proportions of the shape, on its stand. Shared by the analysis and the guides. */
export function BodySilhouette({ shape, className = '', selected = false, title, showGuides = false }: BodySilhouetteProps) {
  const { base, knob, pole } = SILHOUETTE_STAND
  return (
    <svg
      viewBox={`0 0 ${SILHOUETTE_VIEWBOX.width} ${SILHOUETTE_VIEWBOX.height}`}
      className={className}
      focusable="false"
      data-shape={shape}
      {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
    >
      {title ? <title>{title}</title> : null}
      <ellipse cx={base.cx} cy={base.cy} rx={base.rx} ry={base.ry} className="fill-ink/10" />
      <path d={pole} className="stroke-ink/50" strokeWidth={2} strokeLinecap="round" />
      <circle cx={knob.cx} cy={knob.cy} r={knob.r} className="fill-ink/50" />
      <path
        d={silhouettePath(shape)}
        className={selected ? 'fill-terracotta/15 stroke-terracotta' : 'fill-blush stroke-terracotta/70'}
        strokeWidth={1.6}
        strokeLinejoin="round"
      />
      {showGuides ? (
        measurementGuides(shape).map((g) => (
          <line key={g.y} x1={g.x1} x2={g.x2} y1={g.y} y2={g.y} className="stroke-sage-deep" strokeWidth={0.8} strokeDasharray="2 2" />
        ))
      ) : (
        <path d={waistLinePath(shape)} className="stroke-terracotta/40" strokeWidth={1} strokeDasharray="2 2" fill="none" />
      )}
    </svg>
  )
}
