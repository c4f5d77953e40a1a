import { describe, expect, it } from 'vitest'
import { workerEntry } from './worker-entry.ts'

describe('workerEntry', () => {
  it('names the TypeScript beside a module run from source', () => {
    expect(workerEntry('render-worker', 'file:///app/server/services/blueprint-render/renderer.ts').href).toBe('file:///app/server/services/blueprint-render/render-worker.ts')
  })

  it('names the bundle entry beside a chunk of build/node', () => {
    expect(workerEntry('recommendation-worker', 'file:///app/build/node/recommendation-engine-AbC123.js').href).toBe('file:///app/build/node/recommendation-worker.js')
  })
})
