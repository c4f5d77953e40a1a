// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { richText } from './rich-text.tsx'

afterEach(cleanup)

it('puts elements where the placeholders are and leaves unknown ones visible', () => {
  const { container } = render(<p>{richText('Read the {guide} or {missing}.', { guide: <a href="/g">guide</a> })}</p>)
  expect(container.innerHTML).toBe('<p>Read the <a href="/g">guide</a> or {missing}.</p>')
})
