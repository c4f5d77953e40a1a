import { describe, expect, it } from 'vitest'
import { translate } from '../i18n/translate.ts'
import { explainLoginError, GOOGLE_CREDENTIALS_URL } from './login-error.ts'

describe('explainLoginError', () => {
  it.each([
    ['HMAC key data must not be empty', 'apiConfig', 'API配置错误'],
    ['TypeError: OpenAI is not a constructor', 'aiService', 'AI推荐服务错误'],
    ['Google OAuth client is misconfigured', 'googleConfig', 'Google登录配置问题'],
    ['Invalid login credentials', 'invalidCredentials', '登录凭据无效'],
    ['Invalid email or password', 'invalidCredentials', '登录凭据无效'],
    ['TypeError: Failed to fetch', 'network', '网络连接问题'],
    ['NetworkError when attempting to fetch resource.', 'network', '网络连接问题'],
    ['Something odd happened', 'generic', '登录失败'],
    ['', 'generic', '登录失败'],
  ])('maps %j to %s, titled %s in zh-CN', (raw, kind, zhTitle) => {
    const explained = explainLoginError(raw)
    expect(explained.kind).toBe(kind)
    expect(translate(explained.title, undefined, 'zh-CN')).toBe(zhTitle)
    expect(explained.suggestions.length).toBeGreaterThan(0)
  })

  it('checks in the spec order: a Google OAuth network failure is a configuration problem', () => {
    expect(explainLoginError('Google oauth fetch failed').kind).toBe('googleConfig')
  })

  it('shows English titles by default', () => {
    expect(translate(explainLoginError('Invalid login credentials').title)).toBe('Invalid login credentials')
    expect(translate(explainLoginError('boom').title)).toBe('Login failed')
  })

  it('links the Google Cloud credentials page only for Google configuration problems', () => {
    expect(explainLoginError('google oauth').link?.href).toBe(GOOGLE_CREDENTIALS_URL)
    expect(explainLoginError('Invalid login credentials').link).toBeUndefined()
  })
})
