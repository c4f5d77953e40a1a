import { Fragment, type ReactNode } from 'react'

/**
 * Fills `{name}` placeholders of a translated message with elements (links, emphasis), so
 * a sentence stays one message in the catalogue. Unknown placeholders stay visible.
 */
export function richText(template: string, nodes: Readonly<Record<string, ReactNode>>): ReactNode {
  return template.split(/(\{\w+\})/).map((part, i) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1]
    return <Fragment key={i}>{name !== undefined && Object.hasOwn(nodes, name) ? nodes[name] : part}</Fragment>
  })
}
