import { describe, expect, it } from 'vitest'
import { messageKeysUsedIn } from './message-split-plugin.ts'

const KEYS = ['home.title', 'home.stats.users.label', 'home.stats.users.value', 'home.stats.rating.label', 'nav.faq', 'nav.about', 'consent.title']
const used = (code: string) => [...messageKeysUsedIn(code, 'module.js', KEYS)].sort()

describe('messageKeysUsedIn', () => {
  it('finds keys named as strings anywhere in the code: calls, data, props', () => {
    expect(used(`t('home.title'); const NAV = [{ label: "nav.faq" }]; f(\`consent.title\`)`)).toEqual(['consent.title', 'home.title', 'nav.faq'])
  })

  it('takes a template literal with a key-like head as every key it can produce', () => {
    expect(used('t(`home.stats.${key}.label`)')).toEqual(['home.stats.rating.label', 'home.stats.users.label'])
  })

  it('takes a string ending in a dot as the head of keys put together at run time', () => {
    expect(used("t('nav.' + id)")).toEqual(['nav.about', 'nav.faq'])
  })

  it('ignores strings that are not keys, and templates without a key-like head', () => {
    expect(used("const a = 'home'; const b = `${x}.label`; const c = 'title'")).toEqual([])
  })
})
