import { z } from 'zod'
import { formatCharacterIn } from '../text/format-characters.ts'

/**
 * What a shopper does that the learner reads (issue 18): a heart (save), a click through
 * to a retailer, a "Not for me" with an optional reason, the undo of any of these, and
 * "forget", which removes one learned leaning (a feature key) from what came before it.
 * Signals are plain data: a visitor's live in her browser, a signed-in shopper's in her
 * account; the learner is recomputed from them on every request.
 */
export const SIGNAL_KINDS = ['save', 'click', 'reject', 'undo', 'forget'] as const
export type SignalKind = (typeof SIGNAL_KINDS)[number]

export const REJECT_REASONS = ['colour', 'cut', 'style', 'price', 'have-it'] as const
export type RejectReason = (typeof REJECT_REASONS)[number]

/** The most signals kept per shopper: older ones beyond it are dropped (they have decayed anyway). */
export const MAX_SIGNALS = 200
/** Product ids and feature keys are short; anything longer is not ours. */
export const MAX_REF_LENGTH = 120

export interface Signal {
  kind: SignalKind
  /** The product acted on; for 'forget', the feature key forgotten (see features.ts). */
  ref: string
  /** When, in milliseconds since the epoch. */
  at: number
  reason?: RejectReason | undefined
}

export const signalSchema = z
  .object({
    kind: z.enum(SIGNAL_KINDS),
    // A product id or a feature key: an identifier, so no invisible or direction character.
    ref: z
      .string()
      .min(1)
      .max(MAX_REF_LENGTH)
      .refine((ref) => formatCharacterIn(ref, 'identifier') === null, { message: 'a ref holds no invisible or text-direction characters' }),
    at: z.number().int().min(0).max(8_640_000_000_000_000),
    reason: z.enum(REJECT_REASONS).optional(),
  })
  .strict()
  .refine((s) => s.reason === undefined || s.kind === 'reject', { message: 'only "Not for me" carries a reason' })

export const signalListSchema = z.array(signalSchema).max(MAX_SIGNALS)

/** Signals oldest first, each once, the newest MAX_SIGNALS kept. */
export function normaliseSignals(signals: readonly Signal[]): Signal[] {
  const sorted = [...signals].sort((a, b) => a.at - b.at)
  const out: Signal[] = []
  const seen = new Set<string>()
  for (const s of sorted) {
    const key = `${s.at}\u0000${s.kind}\u0000${s.ref}\u0000${s.reason ?? ''}`
    if (seen.has(key)) continue
    seen.add(key)
    out.push(s.reason === undefined ? { kind: s.kind, ref: s.ref, at: s.at } : { kind: s.kind, ref: s.ref, at: s.at, reason: s.reason })
  }
  return out.slice(-MAX_SIGNALS)
}

/**
 * A visitor's signals moved into her account on sign-in (as favourites are): the union of
 * both histories in time order, a signal present in both kept once, bounded like any list.
 */
export function mergeSignals(account: readonly Signal[], visitor: readonly Signal[]): Signal[] {
  return normaliseSignals([...account, ...visitor])
}

/**
 * The signals still in force: an 'undo' cancels the latest earlier save, click or
 * "Not for me" of its product (and is itself dropped); a second undo cancels the one before.
 */
export function activeSignals(signals: readonly Signal[]): Signal[] {
  const out: Signal[] = []
  for (const s of normaliseSignals(signals)) {
    if (s.kind !== 'undo') {
      out.push(s)
      continue
    }
    for (let k = out.length - 1; k >= 0; k--) {
      const o = out[k]!
      if (o.ref === s.ref && o.kind !== 'forget') {
        out.splice(k, 1)
        break
      }
    }
  }
  return out
}
