import { expect, test } from './fixtures.ts'
import { importTestServer } from './import-test-server.ts'

// A server of its own, with a loopback image host its image check may reach.
const imports = importTestServer({ email: 'reimporter@example.com', name: 'Rae Reimport' })

// Two imports and a look at the catalogue: long on loaded cores.
test.describe.configure({ mode: 'serial', timeout: 120_000 })

const HEADER = 'Product Name,Affiliate Link,Image URL,Category,Season,Brand,Price'

async function upload(page: import('@playwright/test').Page, name: string, csv: string) {
  await page.getByRole('button', { name: 'Upload CSV/Excel' }).click()
  const dialog = page.getByRole('dialog', { name: 'Upload CSV/Excel' })
  await dialog.getByLabel('File').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) })
  await dialog.getByRole('button', { name: 'Upload' }).click()
  await expect(dialog).toBeHidden()
}

test('re-importing a CSV previews the changed fields of rows already in the catalogue; the row chosen updates its product, the other is skipped', async ({ page }, testInfo) => {
  const tag = testInfo.project.name.replace(/\W/g, '')
  const link = (n: number) => `https://www.amazon.com/dp/B0UPD${tag}0${n}`
  const image = (n: number) => `${imports.images.url}/images/update-${tag}-${n}.jpg`
  await imports.signIn(page)

  // The first import: two products.
  await upload(page, 'first.csv', [HEADER, `Linen Wrap Dress ${tag},${link(1)},${image(1)},Dresses,Summer,Atelier,80`, `Wool Coat ${tag},${link(2)},${image(2)},Outerwear,Winter,Atelier,200`].join('\n'))
  const rows = page.getByRole('table', { name: 'Products to import' }).locator('tbody tr:not([data-details-for])')
  await expect(rows).toHaveCount(2)
  await page.getByRole('button', { name: 'Validate All' }).click()
  await expect(rows.nth(1)).toHaveAttribute('data-status', 'valid')
  await page.getByRole('button', { name: 'Import Products' }).click()
  await expect(page.getByText('Successfully imported 2 products!')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('No products added yet')).toBeVisible()

  // The same links again, the dress renamed and cheaper, the coat cheaper.
  await upload(
    page,
    'second.csv',
    [HEADER, `Linen Wrap Dress in Sage ${tag},${link(1)},${image(1)},Dresses,Summer,Atelier,64.5`, `Wool Coat ${tag},${link(2)},${image(2)},Outerwear,Winter,Atelier,150`].join('\n'),
  )
  await expect(rows).toHaveCount(2)
  await page.getByRole('button', { name: 'Validate All' }).click()
  await expect(rows.nth(0)).toContainText(`Already in the catalogue as "Linen Wrap Dress ${tag}". This row would change:`)
  await expect(rows.nth(0)).toContainText(`Name: Linen Wrap Dress ${tag} → Linen Wrap Dress in Sage ${tag}`)
  await expect(rows.nth(0)).toContainText('Price: 80 → 64.5')
  await expect(rows.nth(1)).toContainText(`Already in the catalogue as "Wool Coat ${tag}". This row would change:`)
  await expect(rows.nth(1)).toContainText('Price: 200 → 150')
  await expect(rows.nth(1)).not.toContainText('Name:')
  // Nothing goes in until she chooses: every row is skipped unless chosen.
  await expect(page.getByRole('button', { name: 'Import Products' })).toBeDisabled()
  await page.getByLabel('Update this product (row 1); otherwise the row is skipped').check()
  await expect(page.getByLabel('Update this product (row 2); otherwise the row is skipped')).not.toBeChecked()
  await page.getByRole('button', { name: 'Import Products' }).click()
  await expect(page.getByText('1 products already in the catalogue were updated.')).toBeVisible({ timeout: 30_000 })

  // The catalogue: the dress updated, the coat as it was, and no third product.
  await page.getByRole('tab', { name: 'Product Management' }).click()
  await page.getByLabel('Search').fill(tag)
  await expect(page.getByText('2 products found')).toBeVisible()
  await expect(page.getByRole('checkbox', { name: `Select Linen Wrap Dress in Sage ${tag}` })).toBeVisible()
  await expect(page.getByRole('checkbox', { name: `Select Linen Wrap Dress ${tag}`, exact: true })).toHaveCount(0)
  const listed = await page.request.get(`${imports.server.url}/api/products?limit=100`)
  const items = ((await listed.json()) as { items: Array<{ name: string; price: number | null; affiliateUrl?: string }> }).items
  expect(items.filter((p) => p.name.endsWith(tag)).map((p) => [p.name, p.price]).sort()).toEqual([
    [`Linen Wrap Dress in Sage ${tag}`, 64.5],
    [`Wool Coat ${tag}`, 200],
  ])
})
