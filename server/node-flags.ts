/**
 * The V8 flags every server process starts with. `npm start` and `npm run start:cluster` pass
 * them in package.json (`node-flags.test.ts` holds the scripts to this list; a cluster's
 * processes inherit them), and the tests and benches that spawn the server (SERVER_ENTRY) pass
 * them too, so they measure what production runs.
 *
 * `--max-semi-space-size=8`: V8 sizes the serving thread's young generation from the machine's
 * memory, 128 MB on this machine and 81 MB of it resident while idle, though a request's garbage
 * dies young. Semi-spaces of 16 MB: RSS 581-590 to 515-517 MB at 20,000 products under
 * `npm run bench:outfits`, at the same requests a second; of 8 MB: 477 MB at 5,004 answers a
 * second against 5,013-5,147 (issue 29, README).
 *
 * `--no-memory-reducer-favors-memory`: when a thread allocates little, V8's memory reducer
 * collects it, by default in a mode that compacts far more pages, to hand memory back. On
 * the serving thread that evacuation was the longest stall of a reload: a mark-compact of
 * 44-69 ms at 1,000,000 products, where its others took 10-20. Without the flag the reducer
 * still collects, with V8's usual compaction. The worker hands its heap back by its own
 * last-resort collection (heap-release.ts), which this flag does not touch (decision 074).
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=8', '--no-memory-reducer-favors-memory']

/**
 * The production server as `npm start` runs it: server/main.ts bundled into JavaScript by
 * `npm run build` (scripts/build-server.ts, decision 071). Tests and benches that start the
 * real server process start this, after a build.
 */
export const SERVER_ENTRY = 'build/node/main.js'
