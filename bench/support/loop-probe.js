import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks'

// Preloaded into the server process by bench:recommend (`node --import`): measures the event
// loop's delay with perf_hooks and answers the bench over IPC. Nothing in the app knows of it.
// Plain JavaScript, like the server bundle it is loaded beside: a TypeScript file would load
// Node's type stripper into the process whose memory the bench reads.
const histogram = monitorEventLoopDelay({ resolution: 10 })
histogram.enable()

// The serving thread's longest full collection (mark-compact) since the last reset: a stall on
// the loop is either the thread's own garbage collection or work, and the bench says which.
let longestMarkCompactMs = 0
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) longestMarkCompactMs = Math.max(longestMarkCompactMs, entry.duration)
  }
}).observe({ entryTypes: ['gc'] })

process.on('message', (message) => {
  if (message.type === 'reset') {
    histogram.reset()
    longestMarkCompactMs = 0
    process.send?.({ type: 'reset' })
  } else if (message.type === 'report') {
    process.send?.({ type: 'report', maxMs: histogram.max / 1e6, p99Ms: histogram.percentile(99) / 1e6, rssMb: process.memoryUsage().rss / 2 ** 20, markCompactMs: longestMarkCompactMs })
  }
})
// The IPC channel must not keep a server alive that was told to stop.
process.channel?.unref()
