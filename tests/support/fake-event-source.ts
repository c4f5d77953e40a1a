/**
 * A stand-in for the browser's EventSource that a component test drives: install it with
 * `vi.stubGlobal('EventSource', FakeEventSource)`, then `emit` events on the instance the
 * component opened (`FakeEventSource.instances`).
 */
export class FakeEventSource {
  static instances: FakeEventSource[] = []
  static readonly CLOSED = 2
  readyState = 1
  readonly url: string
  private listeners = new Map<string, Array<(e: MessageEvent<string>) => void>>()
  constructor(url: string) {
    this.url = url
    FakeEventSource.instances.push(this)
  }
  addEventListener(type: string, fn: (e: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn])
  }
  close() {
    this.readyState = FakeEventSource.CLOSED
  }
  emit(type: string, data: unknown) {
    for (const fn of this.listeners.get(type) ?? []) fn(new MessageEvent(type, { data: JSON.stringify(data) }))
  }
}
