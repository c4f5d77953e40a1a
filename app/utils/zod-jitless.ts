/**
 * Run before any module, as an inline script with the page's nonce. Zod would otherwise
 * probe for eval when it builds its schemas (to compile object parsers), which the
 * Content-Security-Policy forbids and reports as a violation. Zod reads this global
 * config before its first schema; interpreted parsing is plenty for forms.
 */
export const ZOD_JITLESS_SCRIPT = 'globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true})'
