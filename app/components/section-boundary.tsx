import { Component, type ReactNode } from 'react'

/** Keeps a rendering fault in one optional page section from taking the whole page down: the section just disappears. */
export class SectionBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override render() {
    return this.state.failed ? null : this.props.children
  }
}
