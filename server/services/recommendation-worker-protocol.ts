import type { AheadAnswers, EngineCalls } from './recommendation-engine.ts'

/** One engine call as a message: its method and arguments, exactly as RecommendationEngine types them. */
export type EngineCall = { [M in keyof EngineCalls]: { method: M; args: Parameters<EngineCalls[M]> } }[keyof EngineCalls]

/** What the serving thread tells the recommendation worker: engine calls and notices. */
export type ToWorker =
  | { type: 'call'; id: number; call: EngineCall }
  | { type: 'version'; version: number }
  | { type: 'day'; day: string }
  | { type: 'clear' }
  | { type: 'close' }

/** What the worker answers: a call's value (or failure), and the quiz segments computed ahead. */
export type FromWorker =
  | { type: 'started' }
  | { type: 'ready'; answers: AheadAnswers }
  | { type: 'value'; id: number; value: unknown }
  | { type: 'failed'; id: number; message: string }
