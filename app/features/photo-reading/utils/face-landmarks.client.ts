// The face finder: face-api's tiny face detector and tiny 68-point landmark model on
// TensorFlow.js' WebAssembly backend. This module is only ever imported dynamically, after
// she chose a photo, so no other page (and not this one before then) loads a byte of it.
// Every file it needs (the wasm binaries, the weights) is copied into our build by Vite
// (`?url` imports) and served by our own server: nothing is fetched from anywhere else, and
// nothing is sent anywhere: the photo stays in this tab.
import * as faceapi from '@vladmandic/face-api'
import wasmThreadedSimd from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-threaded-simd.wasm?url'
import wasmSimd from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-simd.wasm?url'
import wasmPlain from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm?url'
import detectorWeights from '@vladmandic/face-api/model/tiny_face_detector_model.bin?url'
import detectorManifest from '@vladmandic/face-api/model/tiny_face_detector_model-weights_manifest.json'
import landmarkWeights from '@vladmandic/face-api/model/face_landmark_68_tiny_model.bin?url'
import landmarkManifest from '@vladmandic/face-api/model/face_landmark_68_tiny_model-weights_manifest.json'
import type { Point } from '#core/colour/photo-regions.ts'

// face-api re-exports its bundled TensorFlow.js as `tf`; its typings leave the wasm helpers out.
interface BundledTf {
  setWasmPaths(paths: Record<string, string>): void
  setBackend(name: string): Promise<boolean>
  ready(): Promise<void>
  io: { decodeWeights(buffer: ArrayBuffer, specs: unknown): Record<string, unknown> }
}
const tf = (faceapi as unknown as { tf: BundledTf }).tf

interface Manifest {
  weights: unknown[]
}

async function weightMap(url: string, manifest: readonly Manifest[]) {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`could not load the face model (${response.status})`)
  return tf.io.decodeWeights(await response.arrayBuffer(), manifest.flatMap((group) => group.weights))
}

let ready: Promise<void> | null = null

/** Loads the backend and both models once per page; a failure lets the next call try again. */
export function loadFaceModels(): Promise<void> {
  ready ??= (async () => {
    tf.setWasmPaths({
      'tfjs-backend-wasm.wasm': wasmPlain,
      'tfjs-backend-wasm-simd.wasm': wasmSimd,
      'tfjs-backend-wasm-threaded-simd.wasm': wasmThreadedSimd,
    })
    if (!(await tf.setBackend('wasm'))) throw new Error('WebAssembly is not available in this browser')
    await tf.ready()
    const [detector, landmarks] = await Promise.all([
      weightMap(detectorWeights, detectorManifest as Manifest[]),
      weightMap(landmarkWeights, landmarkManifest as Manifest[]),
    ])
    faceapi.nets.tinyFaceDetector.loadFromWeightMap(detector as never)
    faceapi.nets.faceLandmark68TinyNet.loadFromWeightMap(landmarks as never)
  })().catch((error: unknown) => {
    ready = null
    throw error
  })
  return ready
}

/** The 68 landmarks of the most confident face on the canvas, in its pixels, or null when none is found. */
export async function findFaceLandmarks(canvas: HTMLCanvasElement): Promise<Point[] | null> {
  await loadFaceModels()
  const found = await faceapi
    .detectSingleFace(canvas, new faceapi.TinyFaceDetectorOptions({ inputSize: 416, scoreThreshold: 0.4 }))
    .withFaceLandmarks(true)
  return found ? found.landmarks.positions.map((p) => ({ x: p.x, y: p.y })) : null
}
