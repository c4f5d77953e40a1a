import { readFileSync } from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { COLOR_PALETTE_DETAILS, COLOR_PALETTES } from '#core/rule-book/palettes.ts'

// Renders public/og-image.png, the 1200x630 card shown when a page is shared.
// Run after changing the brand: `node scripts/render-og-image.ts` (uses the system Chromium).

const root = path.resolve(import.meta.dirname, '..')
// Inlined as data URLs: a page set from a string may not load file:// fonts.
const font = (pkg: string, file: string) =>
  `data:font/woff2;base64,${readFileSync(path.join(root, 'node_modules/@fontsource-variable', pkg, 'files', file)).toString('base64')}`

const strips = COLOR_PALETTES.map(
  (id) => `<div class="strip">${COLOR_PALETTE_DETAILS[id].swatches.map((hex) => `<span style="background:${hex}"></span>`).join('')}</div>`,
).join('')

const html = `<!doctype html><html><head><style>
@font-face { font-family: Fraunces; src: url(${font('fraunces', 'fraunces-latin-wght-normal.woff2')}); font-weight: 100 900; }
@font-face { font-family: Fraunces; font-style: italic; src: url(${font('fraunces', 'fraunces-latin-wght-italic.woff2')}); font-weight: 100 900; }
@font-face { font-family: Inter; src: url(${font('inter', 'inter-latin-wght-normal.woff2')}); font-weight: 100 900; }
html, body { margin: 0; width: 1200px; height: 630px; }
body { background: #FAF6F1; color: #1F1B24; font-family: Inter; position: relative; overflow: hidden; }
.glow { position: absolute; width: 620px; height: 620px; border-radius: 50%; background: #F4E1DC; filter: blur(60px); top: -220px; right: -160px; }
.brand { position: absolute; top: 64px; left: 80px; display: flex; align-items: center; gap: 16px; font-family: Fraunces; font-size: 34px; font-weight: 600; }
.brand b { color: #A94F30; font-weight: 600; }
h1 { position: absolute; top: 160px; left: 80px; width: 640px; margin: 0; font-family: Fraunces; font-weight: 600; font-size: 76px; line-height: 1.04; letter-spacing: -0.01em; }
h1 em { color: #A94F30; }
p { position: absolute; top: 360px; left: 80px; width: 560px; margin: 0; font-size: 26px; line-height: 1.45; color: #4A4453; }
.card { position: absolute; right: 80px; top: 120px; width: 330px; padding: 34px; border-radius: 36px; background: white; box-shadow: 0 30px 60px -30px rgba(31,27,36,.35); }
.card small { font-size: 14px; letter-spacing: .18em; text-transform: uppercase; color: #4A4453; font-weight: 600; }
.strip { display: flex; height: 44px; border-radius: 14px; overflow: hidden; margin-top: 18px; }
.strip span { flex: 1; }
.mark { width: 130px; height: 130px; margin: 10px auto 4px; display: block; }
</style></head><body>
<div class="glow"></div>
<div class="brand"><svg viewBox="0 0 32 32" width="52" height="52"><circle cx="16" cy="16" r="16" fill="#A94F30"/><path d="M12.5 8.5h7l-1.2 4.2c2.6 1.6 4.2 4.6 4.2 8.3v2.5h-13V21c0-3.7 1.6-6.7 4.2-8.3z" fill="#FAF6F1"/><path d="M12.3 14.5c2.4 1 5 1 7.4 0" stroke="#A94F30" stroke-width="1.2" fill="none"/></svg><span>Style<b>Blueprint</b></span></div>
<h1>Your shape, your colors, <em>your style</em></h1>
<p>A free personal style analysis and a blueprint made for you.</p>
<div class="card"><small>Style blueprint</small>${strips}</div>
</body></html>`

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } })
await page.setContent(html, { waitUntil: 'load' })
await page.evaluate(() => document.fonts.ready)
const out = path.join(root, 'public/og-image.png')
await page.screenshot({ path: out })
await browser.close()
process.stdout.write(`wrote ${out}\n`)
