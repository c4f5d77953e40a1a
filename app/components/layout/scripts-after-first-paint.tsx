import { Scripts } from 'react-router'

/**
 * React Router's `<Scripts>`, with the page's JavaScript requested once the server-rendered
 * page has painted (decision 035).
 *
 * On a phone's slow link the 110–190 KB of module chunks otherwise share the bandwidth with
 * the stylesheet and fonts the first paint waits for. Here the router's markup goes out
 * inside `<noscript>`, which a browser with script keeps as inert text: nothing in it is
 * fetched. The script after it brings it to life:
 * - at once, the router's classic context script, which the streamed loader data that
 *   follows in the document writes into;
 * - after the first contentful paint (at once in a hidden tab, which does not paint), the
 *   module preloads and the module script that hydrates the page.
 * Typing before hydration is kept (replay-typed-input.ts); taps wait for hydration as before.
 */
export function ScriptsAfterFirstPaint({ nonce }: { nonce: string | undefined }) {
  return (
    <>
      {/* React renders no children of <noscript> in the browser, so hydration leaves this alone. */}
      <noscript data-deferred-scripts="">
        <Scripts nonce={nonce} />
      </noscript>
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: ACTIVATE_SCRIPTS }} />
    </>
  )
}

/**
 * Written out as a string: it runs while the document is still parsing, before any module.
 * Elements parsed from text never run, so each is created afresh with the page's nonce.
 * They go into <head>, where hydration skips nodes it did not render.
 */
const ACTIVATE_SCRIPTS = `(() => {
  const self = document.currentScript
  const holder = self.previousElementSibling
  const parsed = document.createElement('template')
  parsed.innerHTML = holder.textContent
  const copy = (node) => {
    const el = document.createElement(node.localName)
    for (const { name, value } of node.attributes) el.setAttribute(name, value)
    el.nonce = self.nonce
    el.textContent = node.textContent
    document.head.append(el)
  }
  const nodes = [...parsed.content.children]
  const isClassic = (n) => n.localName === 'script' && !n.type
  nodes.filter(isClassic).forEach(copy)
  const rest = () => nodes.filter((n) => !isClassic(n)).forEach(copy)
  let started = false
  const start = () => {
    if (started) return
    started = true
    rest()
  }
  const painted = () => setTimeout(start, 0)
  if (document.visibilityState !== 'visible') return start()
  document.addEventListener('visibilitychange', start, { once: true })
  // Without paint timing: once the next frame has been drawn.
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) return requestAnimationFrame(painted)
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return
    observer.disconnect()
    painted()
  }).observe({ type: 'paint', buffered: true })
})()`
