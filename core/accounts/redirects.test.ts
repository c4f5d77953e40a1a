import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { translate } from '../i18n/translate.ts'
import { isSecureOAuthOrigin, safeRedirectTarget, socialSignInErrorKey } from './redirects.ts'

describe('safeRedirectTarget', () => {
  it('keeps a path on this site, with its query', () => {
    expect(safeRedirectTarget('/analysis/body?step=2')).toBe('/analysis/body?step=2')
  })

  it('falls back to /dashboard when nothing is given', () => {
    expect(safeRedirectTarget(null)).toBe('/dashboard')
    expect(safeRedirectTarget('')).toBe('/dashboard')
  })

  it('replaces targets containing "undefined" (spec)', () => {
    expect(safeRedirectTarget('/undefined')).toBe('/dashboard')
    expect(safeRedirectTarget('/dashboard?next=undefined', '/')).toBe('/')
  })

  it('refuses other sites, protocol-relative and backslash targets', () => {
    for (const bad of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'dashboard', '/a\nb']) {
      expect(safeRedirectTarget(bad), bad).toBe('/dashboard')
    }
  })

  it('always returns a same-site path (property)', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const out = safeRedirectTarget(s)
        return out.startsWith('/') && !out.startsWith('//') && !out.includes('\\')
      }),
    )
  })
})

describe('isSecureOAuthOrigin', () => {
  it('accepts https anywhere and http on localhost or an IP address', () => {
    expect(isSecureOAuthOrigin('https://styleblueprint.example/login')).toBe(true)
    expect(isSecureOAuthOrigin('http://localhost:3000/login')).toBe(true)
    expect(isSecureOAuthOrigin('http://127.0.0.1:5173/')).toBe(true)
    expect(isSecureOAuthOrigin('http://192.168.1.20:3000/')).toBe(true)
    expect(isSecureOAuthOrigin('http://[::1]:3000/')).toBe(true)
  })

  it('refuses plain http on a public name, and garbage', () => {
    expect(isSecureOAuthOrigin('http://styleblueprint.example/login')).toBe(false)
    expect(isSecureOAuthOrigin('ftp://localhost/')).toBe(false)
    expect(isSecureOAuthOrigin('not a url')).toBe(false)
  })
})

describe('socialSignInErrorKey', () => {
  it.each([
    ['Invalid login credentials', 'OAuth 配置错误，请联系管理员。'],
    ['redirect_uri_mismatch', '重定向地址不匹配，请联系管理员。'],
    ['invalid_client', '客户端配置错误，请联系管理员。'],
    ['access_denied', '访问被拒绝：您可能取消了授权，或登录配置有误。'],
    ['Popup closed by user', '登录窗口已关闭，请重试。'],
    ['state_mismatch', 'Google 登录服务暂时不可用，请稍后重试。'],
    ['TypeError: Failed to fetch', '网络错误，请检查网络连接后重试。'],
    ['unable_to_get_user_info', '登录失败：未获取到用户信息。'],
    ['something else', 'Google 登录失败，请重试。'],
  ])('maps %j to the spec message (zh-CN: %s)', (raw, zh) => {
    expect(translate(socialSignInErrorKey(raw), undefined, 'zh-CN')).toBe(zh)
  })
})
