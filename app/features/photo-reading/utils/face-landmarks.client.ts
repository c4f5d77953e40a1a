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
import { neutralise, neutralisingTables } from '#core/colour/neutral-copy.ts'
import { pickFace, type Point, regionsFromLandmarks, scenePixels } from '#core/colour/photo-regions.ts'
import type { PhotoSamples } from '#core/colour/skin-reading.ts'

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
let warmed: Promise<void> | null = null
/** Set once her photo has come: its own first run is the warm-up then. */
let photoAsked = false

/** Her photo has come (before it is decoded): a warm-up not yet started is skipped. */
export function photoComing(): void {
  photoAsked = true
}

/** Loads the backend and both models once per page; a failure lets the next call try again. */
function loadNets(): Promise<void> {
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

/**
 * What the photo button starts (she opted in): the nets loaded, then run once on a blank image
 * while she is still choosing her photo, unless it has already come. A net's first run is
 * slower than the next (the engine's memory grows, its code warms): at 4x CPU throttling a first
 * photo picked 2 s after the button read in 2.2 s without this and 1.1 s with it
 * (`npm run bench:photo -- 3 timing`).
 */
export async function loadFaceModels(): Promise<void> {
  await loadNets()
  // A warm-up that fails costs only a slower first photo.
  if (!photoAsked) await (warmed ??= warmUp().catch(() => {}))
}

/** Both nets once on a blank image, as her photo runs them: the detector at its input size, the landmarks as one batch of LANDMARK_NUDGES.length. */
async function warmUp(): Promise<void> {
  const blank = document.createElement('canvas')
  blank.width = blank.height = 64
  await faceapi.detectAllFaces(blank, new faceapi.TinyFaceDetectorOptions({ inputSize: DETECTOR_INPUT, scoreThreshold: 0.4 }))
  await faceapi.nets.faceLandmark68TinyNet.detectLandmarks(LANDMARK_NUDGES.map(() => blank))
}

/**
 * The detector's input size (a multiple of 32): it scales the photo to this many pixels
 * square. 416 finds the small faces of a group photo; smaller is faster and misses them.
 */
export const DETECTOR_INPUT = 416

/** Her face's box on the canvas (pickFace: the largest, the most central of near-equals), or null when none is found. */
export async function findFace(canvas: HTMLCanvasElement): Promise<faceapi.Box | null> {
  photoComing()
  await loadNets()
  const faces = await faceapi.detectAllFaces(canvas, new faceapi.TinyFaceDetectorOptions({ inputSize: DETECTOR_INPUT, scoreThreshold: 0.4 }))
  return faces[pickFace(faces.map((f) => f.box), { width: canvas.width, height: canvas.height })]?.box ?? null
}

/** The detector scales its input to DETECTOR_INPUT px anyway: it runs on a copy this size, not the full photo. */
const DETECT_SIDE = 640

/** The landmark model reads a face at 112 px; a face box is cut from the full photo at up to this size, so the landmarks do not inherit the small copy's rounding. */
const LANDMARK_CROP = 224

/** The face box nudged (x and y by a share of its size, then grown by a share) for each landmark run. Ours. */
const LANDMARK_NUDGES: ReadonlyArray<readonly [number, number, number]> = [
  [0, 0, 0],
  [-0.04, -0.04, 0.06],
  [0.04, -0.04, 0.06],
  [-0.04, 0.04, 0.06],
  [0.04, 0.04, 0.06],
]

type Rect = { x: number; y: number; width: number; height: number }

/** The box cut from the photo (at up to LANDMARK_CROP px) and brought to neutral by `tables`: what the landmark model reads. */
function neutralCrop(photo: HTMLCanvasElement, box: Rect, tables: ReturnType<typeof neutralisingTables>): HTMLCanvasElement {
  const cropScale = Math.min(1, LANDMARK_CROP / Math.max(box.width, box.height))
  const face = document.createElement('canvas')
  face.width = Math.max(1, Math.round(box.width * cropScale))
  face.height = Math.max(1, Math.round(box.height * cropScale))
  const faceContext = face.getContext('2d', { willReadFrequently: true })!
  faceContext.drawImage(photo, box.x, box.y, box.width, box.height, 0, 0, face.width, face.height)
  const faceData = faceContext.getImageData(0, 0, face.width, face.height)
  neutralise(faceData.data, faceData.data, tables)
  faceContext.putImageData(faceData, 0, 0)
  return face
}

/**
 * The 68 landmarks of the face in each box, in the photo's pixels, averaged point by point
 * (the boxes go through the model as one batch).
 */
async function averageLandmarks(photo: HTMLCanvasElement, boxes: readonly Rect[], tables: ReturnType<typeof neutralisingTables>): Promise<Point[]> {
  const crops = boxes.map((box) => neutralCrop(photo, box, tables))
  const found = await faceapi.nets.faceLandmark68TinyNet.detectLandmarks(crops)
  const runs = (Array.isArray(found) ? found : [found]).map((landmarks, k) =>
    landmarks.positions.map((p) => ({ x: boxes[k]!.x + (p.x * boxes[k]!.width) / crops[k]!.width, y: boxes[k]!.y + (p.y * boxes[k]!.height) / crops[k]!.height })),
  )
  return runs[0]!.map((_, i) => ({ x: runs.reduce((s, r) => s + r[i]!.x, 0) / runs.length, y: runs.reduce((s, r) => s + r[i]!.y, 0) / runs.length }))
}

/**
 * The regions of her face on the photo drawn on `photo` (at up to 1600 px). The face is found
 * on a 640 px copy with each channel brought to a neutral median (neutral-copy.ts: the same
 * face under any cast or exposure); its box is then cut from the full photo, neutralised by
 * the box's own medians, for the landmarks (a face 60 px wide in the copy is 150 in the photo,
 * and a pixel of jitter in the copy moved the eye outline off the whites), which are averaged
 * over the box nudged a few ways. Only the face's surroundings are read back at full size (the
 * eyes need it; the whole photo would be megabytes). The whole-photo sample for the grey-world
 * balance comes from the small copy as taken. Null when no face is found.
 */
export async function faceSamples(photo: HTMLCanvasElement): Promise<PhotoSamples | null> {
  const scale = Math.min(1, DETECT_SIDE / Math.max(photo.width, photo.height))
  const small = document.createElement('canvas')
  small.width = Math.max(1, Math.round(photo.width * scale))
  small.height = Math.max(1, Math.round(photo.height * scale))
  const smallContext = small.getContext('2d', { willReadFrequently: true })!
  smallContext.drawImage(photo, 0, 0, small.width, small.height)
  const asTaken = smallContext.getImageData(0, 0, small.width, small.height)
  const tables = neutralisingTables(asTaken.data)
  const neutral = new ImageData(small.width, small.height)
  neutralise(asTaken.data, neutral.data, tables)
  smallContext.putImageData(neutral, 0, 0)
  const box = await findFace(small)
  if (!box) return null

  const fx = Math.max(0, box.x / scale)
  const fy = Math.max(0, box.y / scale)
  const fw = Math.max(1, Math.min(photo.width - fx, box.width / scale))
  const fh = Math.max(1, Math.min(photo.height - fy, box.height / scale))
  // The landmarks of the box nudged by a few per cent each way, averaged: one run's points
  // jitter by pixels with the light, and on a small face a pixel moves the eye outline off the whites.
  const boxes = LANDMARK_NUDGES.map(([dx, dy, grow]) => {
    const w = fw * (1 + grow)
    const h = fh * (1 + grow)
    const x = Math.min(photo.width - 1, Math.max(0, fx + dx * fw - (w - fw) / 2))
    const y = Math.min(photo.height - 1, Math.max(0, fy + dy * fh - (h - fh) / 2))
    return { x, y, width: Math.max(1, Math.min(photo.width - x, w)), height: Math.max(1, Math.min(photo.height - y, h)) }
  })
  // The crops brought to neutral by the face box's own medians, not the photo's: in a dark
  // room the photo's medians lift the face until it clips. Both follow any cast and exposure.
  const faceBox = photo.getContext('2d', { willReadFrequently: true })!.getImageData(Math.floor(fx), Math.floor(fy), Math.max(1, Math.floor(fw)), Math.max(1, Math.floor(fh)))
  const points = await averageLandmarks(photo, boxes, neutralisingTables(faceBox.data))

  const xs = points.map((p) => p.x)
  const ys = points.map((p) => p.y)
  const width = Math.max(...xs) - Math.min(...xs)
  const height = Math.max(...ys) - Math.min(...ys)
  // Room for the hair band above the brows (see regionsFromLandmarks) and a margin all round.
  const x0 = Math.max(0, Math.floor(Math.min(...xs) - 0.3 * width))
  const y0 = Math.max(0, Math.floor(Math.min(...ys) - 1.2 * height))
  const x1 = Math.min(photo.width, Math.ceil(Math.max(...xs) + 0.3 * width))
  const y1 = Math.min(photo.height, Math.ceil(Math.max(...ys) + 0.1 * height))
  const crop = photo.getContext('2d', { willReadFrequently: true })!.getImageData(x0, y0, Math.max(1, x1 - x0), Math.max(1, y1 - y0))
  const regions = regionsFromLandmarks(crop, points.map((p) => ({ x: p.x - x0, y: p.y - y0 })))
  return { ...regions, scene: scenePixels(asTaken) }
}
