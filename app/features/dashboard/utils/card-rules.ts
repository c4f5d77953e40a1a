/** The confidence badge's colour band (spec: green 80+, yellow 60-79, orange 40-59, red below 40). */
export type ConfidenceTone = 'green' | 'yellow' | 'orange' | 'red'

/** Confidence 0..1 as a whole percentage (clamped; anything not a number counts as 0). */
export function confidencePercent(confidence: number): number {
  if (!Number.isFinite(confidence)) return 0
  return Math.round(Math.min(1, Math.max(0, confidence)) * 100)
}

export function confidenceTone(percent: number): ConfidenceTone {
  if (percent >= 80) return 'green'
  if (percent >= 60) return 'yellow'
  if (percent >= 40) return 'orange'
  return 'red'
}

/** Up to `max` tags to show and how many more there are (the "+N" chip; 0 shows none). */
export function visibleTags(tags: readonly string[], max = 2): { shown: string[]; more: number } {
  const unique = [...new Set(tags.map((t) => t.trim()).filter(Boolean))]
  return { shown: unique.slice(0, max), more: Math.max(0, unique.length - max) }
}

/** The AI score badge text: one decimal, trailing ".0" dropped (7 -> "7", 7.46 -> "7.5"), clamped to 0..10. */
export function formatAiScore(score: number): string {
  const clamped = Math.min(10, Math.max(0, Number.isFinite(score) ? score : 0))
  return String(Math.round(clamped * 10) / 10)
}
