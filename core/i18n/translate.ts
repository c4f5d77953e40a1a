import { en } from './messages.en.ts'
import { zhCN } from './messages.zh-CN.ts'

export type MessageKey = keyof typeof en

export const LOCALES = ['en', 'zh-CN'] as const
export type Locale = (typeof LOCALES)[number]
/** English is the UI language; other locales are partial and fall back to it key by key. */
export const DEFAULT_LOCALE: Locale = 'en'

export function isMessageKey(v: unknown): v is MessageKey {
  return typeof v === 'string' && Object.hasOwn(en, v)
}

const CATALOGUES: Readonly<Record<Locale, Partial<Record<MessageKey, string>>>> = {
  en,
  'zh-CN': zhCN,
}

export type MessageParams = Readonly<Record<string, string | number>>

/**
 * Fills `{name}` placeholders. A placeholder without a matching param stays visible as
 * `{name}`: a half-filled message is easier to notice and fix than a thrown error on a page.
 */
export function interpolate(template: string, params?: MessageParams): string {
  if (!params) return template
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  )
}

/**
 * The message for a key in a locale, falling back to English when the locale lacks it. The
 * browser's catalogue holds only the keys its page's code names (scripts/message-split-plugin.ts):
 * a key missing there shows as itself rather than breaking the page.
 */
export function translate(key: MessageKey, params?: MessageParams, locale: Locale = DEFAULT_LOCALE): string {
  return interpolate(CATALOGUES[locale][key] ?? en[key] ?? key, params)
}
