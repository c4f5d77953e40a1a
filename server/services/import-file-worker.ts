import { parentPort } from 'node:worker_threads'
import { parseImportFile } from './import-file.ts'
import type { WorkbookLimits } from './import-file-limits.ts'

// Runs in a worker thread (import-file-reader.ts): parses one uploaded file per message and
// posts the result back, so a slow or hostile workbook never holds the server's event loop.
parentPort!.on('message', ({ fileName, bytes, limits }: { fileName: string; bytes: Uint8Array; limits: WorkbookLimits }) => {
  parentPort!.postMessage(parseImportFile(fileName, bytes, limits))
})
