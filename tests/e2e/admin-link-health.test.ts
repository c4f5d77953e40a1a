import { expect as baseExpect, test } from './fixtures.ts'
import { importTestServer } from './import-test-server.ts'
import { expectNoSeriousAxeViolations } from './page-checks.ts'

const expect = baseExpect.configure({ timeout: 20_000 })

// A server of its own with a loopback image host its checks may reach, no sample catalogue (its
// shop links would be asked too), and the link check unpaced.
const imports = importTestServer({ email: 'linda@example.com', name: 'Linda Links' }, { SEED_SAMPLE_CATALOG: 'false', LINK_HEALTH_HOST_GAP_MS: '0', LINK_HEALTH_TIMEOUT_MS: '5000' })

test.describe.configure({ mode: 'default', timeout: 180_000 })

test('an image that redirects to a shop’s page is refused at import with the rule; the link check deactivates an image taken down later, lists it with the reason, and runs on request with its progress', async ({ page }) => {
  const images = imports.images
  await imports.signIn(page)

  const csv = [
    'Product Name,Affiliate Link,Image URL,Category,Season',
    `Moved Image Dress,https://amzn.to/lh1,${images.url}/moved/lh-1.jpg,Dresses,Summer`,
    `Soon Gone Blouse,https://amzn.to/lh2,${images.url}/images/lh-2.jpg,Tops,Summer`,
  ].join('\n')
  await page.getByRole('button', { name: 'Upload CSV/Excel' }).click()
  const upload = page.getByRole('dialog', { name: 'Upload CSV/Excel' })
  await upload.getByLabel('File').setInputFiles({ name: 'links.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  await upload.getByRole('button', { name: 'Upload' }).click()
  const rows = page.getByRole('table', { name: 'Products to import' }).locator('tbody tr')
  await expect(rows).toHaveCount(2)
  await page.getByRole('button', { name: 'Validate All' }).click()
  // The image URL answers, through a redirect, with an HTML page: not an image, and the message says which rule.
  await expect(rows.nth(0)).toHaveAttribute('data-status', 'invalid')
  await expect(rows.nth(0).locator('li')).toHaveText(['Image URL does not answer with an image (after its redirects): only image content types are accepted'])
  await expect(rows.nth(1)).toHaveAttribute('data-status', 'valid')
  await page.getByRole('button', { name: 'Import Products' }).click()
  await expect(page.getByText(/Successfully imported 1/)).toBeVisible({ timeout: 30_000 })

  // The shop takes the blouse's image down; the check runs on request, visibly under way while the host holds its answers.
  images.retire('/images/lh-2.jpg')
  await page.getByRole('tab', { name: 'Diagnostics' }).click()
  const section = page.getByRole('region', { name: 'Link health' })
  await expect(section.getByText('No check has run yet.')).toBeVisible()
  await expect(section.getByText('No product has been deactivated by the check.')).toBeVisible()
  await expectNoSeriousAxeViolations(page)
  images.hold()
  await section.getByRole('button', { name: 'Check links now' }).click()
  await expect(section.getByText(/^Checking \d+ of \d+ products…$/)).toBeVisible()
  await expect(section.getByRole('progressbar')).toBeVisible()
  await expect(section.getByRole('button', { name: 'Check links now' })).toBeDisabled()
  images.release()
  await expect(section.getByText(/^Last check .* UTC: (\d+) of \1 products checked, 1 deactivated\.$/)).toBeVisible()

  const listed = section.getByRole('table', { name: 'Products deactivated by the link check' }).locator('tbody tr')
  await expect(listed).toHaveCount(1)
  await expect(listed.first()).toContainText('Soon Gone Blouse')
  await expect(listed.first()).toContainText('Image is gone (404 or 410)')
  await expect(listed.first()).toContainText('HTTP 404')
  await expect(listed.first()).toContainText(/UTC/)
  await expectNoSeriousAxeViolations(page)

  // Deactivated, not deleted: the back office still has it, inactive.
  const stored = (await (await page.request.get(`${imports.server.url}/api/admin/products?search=${encodeURIComponent('Soon Gone Blouse')}`)).json()) as { items: Array<{ isActive: boolean }> }
  expect(stored.items.map((p) => p.isActive)).toEqual([false])
})
