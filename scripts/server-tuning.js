// How a serving process asks glibc's allocator to give memory back (issue 29; decision 072).
// Plain JavaScript: `npm start` and `npm run start:cluster` call it before anything else loads.
//
// glibc serves an allocation of 128 KB or more with its own mapping, returned to the system on
// free, but after the first such free it raises that threshold to the freed size (up to 32 MB),
// so later buffers of that size (brotli's, SQLite's, typed arrays' backing stores) come from
// its arenas and stay resident after use. Fixing both thresholds at 128 KB, the initial value,
// keeps large buffers in mappings and trims what the arenas free: at 100,000 products the
// server settled at 378-395 MB instead of 440-468 MB in `npm run bench:recommend`.

/** The allocator settings every serving process starts with (server/node-flags.ts holds the same for the tests and benches). */
export const SERVER_GLIBC_TUNABLES = 'glibc.malloc.mmap_threshold=131072:glibc.malloc.trim_threshold=131072'

/**
 * Starts this process again in place (process.execve: same pid, same arguments) with
 * SERVER_GLIBC_TUNABLES, which glibc reads only when a process starts. Returns at once when
 * they are set already, off Linux, without execve, or in a process with an IPC channel
 * (a cluster's worker inherits them from its primary; execve would close the channel).
 */
export function relaunchTuned() {
  if (process.platform !== 'linux' || typeof process.execve !== 'function' || process.channel) return
  const current = process.env.GLIBC_TUNABLES
  if (current?.includes(SERVER_GLIBC_TUNABLES)) return
  const tunables = current ? `${current}:${SERVER_GLIBC_TUNABLES}` : SERVER_GLIBC_TUNABLES
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], { ...process.env, GLIBC_TUNABLES: tunables })
}
