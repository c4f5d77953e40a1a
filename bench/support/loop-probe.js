import { monitorEventLoopDelay } from 'node:perf_hooks'

// Preloaded into the server process by bench:recommend (`node --import`): measures the event
// loop's delay with perf_hooks and answers the bench over IPC. Nothing in the app knows of it.
// Plain JavaScript, like the server bundle it is loaded beside: a TypeScript file would load
// Node's type stripper into the process whose memory the bench reads.
const histogram = monitorEventLoopDelay({ resolution: 10 })
histogram.enable()

process.on('message', (message) => {
  if (message.type === 'reset') {
    histogram.reset()
    process.send?.({ type: 'reset' })
  } else if (message.type === 'report') {
    process.send?.({ type: 'report', maxMs: histogram.max / 1e6, p99Ms: histogram.percentile(99) / 1e6, rssMb: process.memoryUsage().rss / 2 ** 20 })
  }
})
// The IPC channel must not keep a server alive that was told to stop.
process.channel?.unref()
