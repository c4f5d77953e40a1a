/** One turn of the event loop: long work awaits it between slices, so whatever else is waiting (a message, a request) runs first. */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve))
}
