import { translate } from '../i18n/translate.ts'
import { SEASON_DEFINITIONS, type SeasonId } from '../rule-book/seasons.ts'

/**
 * Her season in the words every surface uses, so the quiz, the blueprint (page, image,
 * PDF), a shared link and the cards cannot drift apart: "Soft Autumn", then
 * "Soft Autumn · close to Soft Summer" when the reading named a runner-up. The refine
 * quiz's result also says how sure it is: "Soft Autumn · 62% sure, close to Soft Summer".
 * A runner-up equal to the season is ignored (it would say nothing).
 */
export function seasonLine(season: SeasonId, options: { runnerUp?: SeasonId | null | undefined; confidence?: number | null | undefined } = {}): string {
  const name = SEASON_DEFINITIONS[season].name
  const runnerUp = options.runnerUp && options.runnerUp !== season ? options.runnerUp : null
  const close = runnerUp ? translate('analysis.refine.closeTo', { season: SEASON_DEFINITIONS[runnerUp].name }) : null
  const confidence = options.confidence
  if (typeof confidence === 'number' && Number.isFinite(confidence)) {
    const sure = translate('analysis.refine.sure', { percent: Math.round(confidence * 100) })
    return close ? `${name} · ${sure}, ${close}` : `${name} · ${sure}`
  }
  return close ? `${name} · ${close}` : name
}
