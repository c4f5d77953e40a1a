import type { Kysely } from 'kysely'
import { ANALYSIS_VERSION, type ProductAnalysis } from '#core/ai/analysis.ts'
import { analysisFromAttributes } from '#core/ai/garment-analysis.ts'
import { garmentTextOf } from '#core/garment/read-garment.ts'
import { translate } from '#core/i18n/translate.ts'
import { markProductAnalysed, upsertProductAnalysis } from '#db/repositories/ai-analysis-repository.ts'
import { upsertReadAttributes } from '#db/repositories/product-attributes-repository.ts'
import { findProductById } from '#db/repositories/products-repository.ts'
import type { Database } from '#db/schema.ts'
import { type GarmentAnalyser, type GarmentReading, ruleBasedReading } from '#integrations/ai/garment-analyser.ts'
import type { Logger } from '../logger.ts'
import type { CallPacer } from './ai-analysis-pacer.ts'

interface AnalysisOutcome {
  productId: string
  method: ProductAnalysis['method']
  confidence: number
  /** Set when the AI call failed and the rule-based analysis was stored instead. */
  aiError?: string
}

/** A failure the queue should count as an attempt (the AI call failed; nothing was stored). */
class AttemptFailed extends Error {}

/**
 * Analyses one product and stores what was read: its attributes (the administrator's
 * corrections stay as they are) and, for the back office, the scores they add up to.
 * With `fallbackOnFailure` false an AI call failure throws AttemptFailed (the queue
 * retries later); true stores the rule-based reading instead, with the failure in its reasoning.
 */
export function createProductAnalysis(deps: { db: Kysely<Database>; analyser: GarmentAnalyser; pacer: CallPacer; logger: Logger; now: () => Date; onStored?: () => void }) {
  const { db, analyser, pacer, logger, now } = deps
  return async function analyseProduct(productId: string, options: { fallbackOnFailure: boolean } = { fallbackOnFailure: true }): Promise<AnalysisOutcome> {
    const product = await findProductById(db, productId)
    if (!product) throw new Error(translate('product.notFound'))
    const text = garmentTextOf(product)

    let reading: GarmentReading
    let aiError: string | undefined
    try {
      reading = await analyser.analyse(text, { beforeAttempt: pacer.paceCall, onRateLimited: pacer.onRateLimited })
      if (analyser.method === 'ai') pacer.onCallSucceeded()
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err)
      if (!options.fallbackOnFailure) throw new AttemptFailed(message, { cause: err })
      aiError = message
      reading = ruleBasedReading(text, { reason: message, raw: null })
    }
    const analysis = analysisFromAttributes(reading.attributes, reading.method, reading.reasoning)

    const analyzedAt = now().toISOString()
    try {
      await db.transaction().execute(async (trx) => {
        await upsertReadAttributes(trx, [{ productId, read: reading.attributes, method: reading.method, model: reading.model, analysedAt: analyzedAt }], analyzedAt)
        await upsertProductAnalysis(trx, { productId, version: ANALYSIS_VERSION, analysis, rawResponse: reading.raw, modelName: reading.model, analyzedAt })
        await markProductAnalysed(trx, productId, { analyzedAt, version: ANALYSIS_VERSION, confidence: analysis.confidence })
      })
    } catch (err) {
      logger.error({ err, productId }, 'storing an analysis failed')
      throw new Error(translate('ai.storeFailed'), { cause: err })
    }
    deps.onStored?.()
    return { productId, method: analysis.method, confidence: analysis.confidence, ...(aiError ? { aiError } : {}) }
  }
}

export type AnalyseProduct = ReturnType<typeof createProductAnalysis>
