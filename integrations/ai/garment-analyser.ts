import { attributeSummary, buildGarmentAnalysisPrompt, parseGarmentReply } from '#core/ai/garment-analysis.ts'
import type { GarmentAttributes } from '#core/garment/attributes.ts'
import { type GarmentText, readGarment } from '#core/garment/read-garment.ts'
import { translate } from '#core/i18n/translate.ts'
import type { AnalysisMethod } from '#core/recommendation/catalogue-index.ts'
import type { AiClient, CallOptions } from './ai-client.ts'

/** What one analysis read of a product, and who read it. */
export interface GarmentReading {
  attributes: GarmentAttributes
  method: AnalysisMethod
  /** The model that answered; null for the rule-based reader. */
  model: string | null
  /** The model's reply as it came, when one came (kept also when it could not be used). */
  raw: string | null
  reasoning: string
}

/**
 * Reads a product's garment attributes. The rule-based reader and the AI analyser are
 * interchangeable: both answer in the one attribute schema and say which of them read it.
 */
export interface GarmentAnalyser {
  readonly method: AnalysisMethod
  /**
   * An AI analyser throws the client's AiError when the call fails (the queue decides to
   * retry); a reply that fails validation is answered by the rule-based reader instead,
   * recorded as such, with the reason in its reasoning and the raw reply kept.
   */
  analyse(text: GarmentText, options?: CallOptions): Promise<GarmentReading>
}

/** The rule-based reading of a product (with a reason when it stands in for a failed AI reply). */
export function ruleBasedReading(text: GarmentText, fallback?: { reason: string; raw: string | null }): GarmentReading {
  const attributes = readGarment(text)
  return {
    attributes,
    method: 'rule-based',
    model: null,
    raw: fallback?.raw ?? null,
    reasoning: fallback
      ? translate('ai.ruleBased.fallbackReasoning', { reason: fallback.reason })
      : translate('ai.ruleBasedReasoning', { summary: attributeSummary(attributes) }),
  }
}

export const ruleBasedAnalyser: GarmentAnalyser = {
  method: 'rule-based',
  analyse: async (text) => ruleBasedReading(text),
}

/** The model answers in the attribute schema (structured output), validated with zod. */
export function createAiAnalyser(client: AiClient): GarmentAnalyser {
  return {
    method: 'ai',
    async analyse(text, options) {
      const reply = await client.complete(buildGarmentAnalysisPrompt(text), options)
      const parsed = parseGarmentReply(reply.content)
      if (!parsed.ok) return ruleBasedReading(text, { reason: parsed.error, raw: reply.content })
      return {
        attributes: parsed.value,
        method: 'ai',
        model: reply.model,
        raw: reply.content,
        reasoning: translate('ai.attributesReasoning', { model: reply.model, summary: attributeSummary(parsed.value) }),
      }
    },
  }
}
