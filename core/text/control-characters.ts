/**
 * Control characters in text people send us. They have no business in a name, a search or
 * a message; NUL breaks PostgreSQL outright, and the rest hide text or steer terminals and
 * e-mail clients. Tab, line feed and carriage return are the exceptions multi-line fields
 * (a message, a description) keep; single-line values (URL parts, ids, names) refuse them too.
 *
 * Half of a surrogate pair (what cutting "🌼" in two UTF-16 units leaves) is refused with
 * them: it is no character at all, a page's UTF-8 turns it into U+FFFD while the browser
 * keeps it, and React then finds the server's text and its own different (error #418).
 */

/** C0 controls except tab, LF and CR; DEL; the C1 controls. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/
/** The same plus tab, LF and CR. */
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_OR_LINE_BREAK = /[\u0000-\u001F\u007F-\u009F]/
/** Whitespace and every control character: what a blank value is made of. */
// eslint-disable-next-line no-control-regex -- as above
const BLANK = /^[\s\u0000-\u001F\u007F-\u009F]*$/

/** A high surrogate without its low half, or a low one without its high half (no `u` flag: units, not code points). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** The first control character (or half of a surrogate pair) not allowed in this kind of value, or null. */
export function controlCharacterIn(text: string, options: { multiLine: boolean }): string | null {
  const match = (options.multiLine ? CONTROL : CONTROL_OR_LINE_BREAK).exec(text)
  if (match) return match[0]
  return text.isWellFormed() ? null : LONE_SURROGATE.exec(text)![0]
}

/** "U+0000": how a message names a character that cannot be shown. */
export function codePointLabel(ch: string): string {
  return `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`
}

/** True when nothing but whitespace and control characters is left: a required field made of them is empty. */
export function isBlankText(text: string): boolean {
  return BLANK.test(text)
}
