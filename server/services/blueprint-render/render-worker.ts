import { parentPort } from 'node:worker_threads'
import type { BlueprintCard, BlueprintDocument } from '#core/profile/blueprint.ts'
import { renderBlueprintImage, renderShareCard } from './image.ts'
import { renderBlueprintPdf } from './pdf.ts'

// Runs in a worker thread (renderer.ts): draws one image or PDF per message and posts the
// bytes back, so the 0.1-1 s of layout and rasterising never holds the server's event
// loop. It stays up between jobs, keeping the fonts and the rasteriser loaded.

export type RenderJob =
  | { id: number; kind: 'image'; model: BlueprintCard }
  | { id: number; kind: 'card'; model: BlueprintCard }
  | { id: number; kind: 'pdf'; model: BlueprintDocument }

export type RenderReply = { id: number; ok: true; bytes: Uint8Array } | { id: number; ok: false; message: string }

function render(job: RenderJob): Promise<Uint8Array> {
  switch (job.kind) {
    case 'image':
      return renderBlueprintImage(job.model)
    case 'card':
      return renderShareCard(job.model)
    case 'pdf':
      return renderBlueprintPdf(job.model)
  }
}

parentPort!.on('message', (job: RenderJob) => {
  render(job).then(
    (bytes) => parentPort!.postMessage({ id: job.id, ok: true, bytes } satisfies RenderReply, [bytes.buffer as ArrayBuffer]),
    (err: unknown) => parentPort!.postMessage({ id: job.id, ok: false, message: err instanceof Error ? err.message : String(err) } satisfies RenderReply),
  )
})
