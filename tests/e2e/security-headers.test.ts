import { expect, test } from './fixtures.ts'

const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1]

test('every script the server renders carries this response’s CSP nonce', async ({ request }) => {
  for (const path of ['/', '/login', '/dashboard', '/analysis/body', '/admin']) {
    const res = await request.get(path)
    expect(res.status(), path).toBe(200)
    const nonce = nonceOf(res.headers()['content-security-policy'])
    expect(nonce, path).toBeTruthy()
    const scripts = [...(await res.text()).matchAll(/<script\b[^>]*>/g)].map((m) => m[0])
    const executable = scripts.filter((tag) => !/type="application\/ld\+json"/.test(tag))
    expect(executable.length, path).toBeGreaterThan(0)
    for (const tag of executable) expect(tag, path).toContain(`nonce="${nonce}"`)
    // Plain http here: no HSTS.
    expect(res.headers()['strict-transport-security'], path).toBeUndefined()
  }
})

test('pages hydrate and work under the policy (a violation would be a console error)', async ({ page }) => {
  const violations: string[] = []
  await page.exposeFunction('reportViolation', (v: string) => violations.push(v))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      ;(window as unknown as { reportViolation(v: string): void }).reportViolation(`${e.violatedDirective} ${e.blockedURI}`)
    })
  })
  await page.goto('/login')
  const password = page.getByLabel('Password', { exact: true })
  await password.fill('Linen-Saffron-Tide-42')
  await page.getByRole('button', { name: /show password/i }).click()
  await expect(password).toHaveAttribute('type', 'text')
  await page.goto('/analysis/body')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(violations).toEqual([])
})
