import type { AnalysisEngineView, ConnectionTestView } from '#core/ai/analysis-run.ts'
import { buildConnectionTestPrompt } from '#core/ai/prompts.ts'
import { translate } from '#core/i18n/translate.ts'
import type { AiClient } from '#integrations/ai/ai-client.ts'

/** Which engine analyses products: the configured AI model, or the rule-based reader without a key. */
export function engineOf(client: AiClient): AnalysisEngineView {
  return client.enabled
    ? { mode: 'ai', provider: client.providerName, model: client.model, label: translate('ai.engine.ai', { provider: client.providerName, model: client.model }) }
    : { mode: 'rule-based', provider: client.providerName, model: null, label: translate('ai.engine.ruleBased') }
}

/** A 10-token call that proves key, endpoint and model; without a key, says the rule-based engine runs. */
export async function testConnection(client: AiClient): Promise<ConnectionTestView> {
  if (!client.enabled) return { ok: false, mode: 'rule-based' as const, message: translate('ai.engine.ruleBased'), latencyMs: null }
  const started = performance.now()
  try {
    await client.complete(buildConnectionTestPrompt())
    const latencyMs = Math.round(performance.now() - started)
    return { ok: true, mode: 'ai' as const, message: translate('ai.connection.ok', { provider: client.providerName, model: client.model, ms: latencyMs }), latencyMs }
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err)
    return { ok: false, mode: 'ai' as const, message: translate('ai.connection.failed', { provider: client.providerName, message }), latencyMs: null }
  }
}
