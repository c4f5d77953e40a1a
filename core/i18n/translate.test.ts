import { describe, expect, it } from 'vitest'
import { en } from './messages.en.ts'
import { zhCN } from './messages.zh-CN.ts'
import { interpolate, isMessageKey, type MessageKey, translate } from './translate.ts'

const AREAS = [
  'common', 'nav', 'footer', 'home', 'consent', 'auth', 'email', 'admin', 'analysis', 'blueprint', 'dashboard',
  'product', 'profile', 'import', 'diagnostics', 'ai', 'contact', 'content', 'errors', 'integrations', 'devtools', 'learning', 'outfit', 'shop',
  'wishlist',
]

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort()
}

describe('translate', () => {
  it('fills placeholders with strings and numbers', () => {
    expect(translate('admin.login.invalidCredentials', { n: 2 })).toBe('Invalid credentials. 2 attempts remaining.')
    expect(translate('ai.authFailed', { provider: 'APICore', requestId: 'req-1' })).toBe(
      'APICore API authentication failed: Invalid or expired token (request id: req-1)',
    )
  })

  it('leaves a placeholder visible when its param is missing', () => {
    expect(translate('contact.error.text')).toBe('Please try again or email us directly at {email}')
    expect(translate('errors.http', { status: 503 })).toBe('HTTP 503: {text}')
  })

  it('ignores unused params and inserts values literally', () => {
    expect(translate('common.back', { extra: 'x' })).toBe('Back')
    expect(interpolate('Hello {name}', { name: '$& {name} $1' })).toBe('Hello $& {name} $1')
  })

  it('uses the zh-CN text where there is one', () => {
    expect(translate('errors.requestTimeout', { ms: 30000 }, 'zh-CN')).toBe('请求超时 (30000ms)')
    expect(translate('errors.loginDialog.apiConfig.title', undefined, 'zh-CN')).toBe('API配置错误')
  })

  it('falls back to English for a key zh-CN lacks', () => {
    const missing = (Object.keys(en) as MessageKey[]).find((k) => zhCN[k] === undefined)
    expect(missing).toBeDefined()
    if (missing) expect(translate(missing, undefined, 'zh-CN')).toBe(en[missing])
    expect(zhCN['admin.import.title']).toBeUndefined()
    expect(translate('admin.import.title', undefined, 'zh-CN')).toBe('Simplified 3-field product import system')
  })

  it('recognises message keys', () => {
    expect(isMessageKey('common.back')).toBe(true)
    expect(isMessageKey('toString')).toBe(false)
  })
})

describe('message catalogues', () => {
  it('groups every English key under a known area, with non-empty text', () => {
    for (const [key, text] of Object.entries(en)) {
      expect(AREAS, key).toContain(key.split('.')[0])
      expect(key).toMatch(/^[a-z]+(\.[a-zA-Z0-9]+)+$/)
      expect(text.trim(), key).not.toBe('')
    }
  })

  it('has only zh-CN keys that exist in English', () => {
    for (const key of Object.keys(zhCN)) expect(isMessageKey(key), key).toBe(true)
  })

  it('uses only placeholders in zh-CN that the English text has', () => {
    for (const [key, text] of Object.entries(zhCN)) {
      const english = placeholders(en[key as MessageKey])
      for (const name of placeholders(text ?? '')) expect(english, `${key} {${name}}`).toContain(name)
    }
  })

  it('has a zh-CN text for every issue-26 text: the shape helper, the refine quiz, the photo step, the season lines and the colour guide', () => {
    const areas = ['analysis.helper.', 'analysis.refine.', 'analysis.photo.', 'analysis.season.', 'content.colorGuide.']
    const missing = (Object.keys(en) as MessageKey[]).filter((k) => areas.some((a) => k.startsWith(a)) && zhCN[k] === undefined)
    expect(missing).toEqual([])
    for (const key of ['blueprint.file.seasonSection', 'dashboard.profileCard.alsoShape', 'product.fit.reason.alternative'] as const) expect(zhCN[key], key).toBeDefined()
    expect(translate('analysis.refine.closeTo', { season: 'Soft Summer' }, 'zh-CN')).toBe('接近Soft Summer')
  })

  it('has a zh-CN text for every outfit and capsule text (issue 27)', () => {
    const missing = (Object.keys(en) as MessageKey[]).filter((k) => k.startsWith('outfit.') && zhCN[k] === undefined)
    expect(missing).toEqual([])
  })

  it('keeps the spec’s Chinese texts', () => {
    expect(zhCN['errors.loginDialog.aiService.title']).toBe('AI推荐服务错误')
    expect(zhCN['errors.loginDialog.googleConfig.title']).toBe('Google登录配置问题')
    expect(zhCN['errors.loginDialog.invalidCredentials.title']).toBe('登录凭据无效')
    expect(zhCN['errors.loginDialog.network.title']).toBe('网络连接问题')
    expect(zhCN['errors.loginDialog.generic.title']).toBe('登录失败')
    expect(zhCN['errors.saveTestDataFailed']).toBe('保存测试数据失败')
    expect(zhCN['errors.saveFailed']).toBe('保存失败')
    expect(zhCN['ai.storeFailed']).toBe('存储分析结果失败')
    expect(zhCN['product.notFound']).toBe('产品不存在')
  })
})
