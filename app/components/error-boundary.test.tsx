// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { createRoutesStub, UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router'
import { afterEach, expect, it, vi } from 'vitest'
import { GeneralErrorBoundary } from './error-boundary.tsx'

afterEach(cleanup)

it('shows the fallback screen with Retry and Refresh Page when a page throws while rendering', async () => {
  // React reports the caught render error on console.error; expected here, so assert it.
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => {
        throw new Error('boom')
      },
      ErrorBoundary: GeneralErrorBoundary,
    },
  ])
  render(<Stub initialEntries={['/']} />)
  expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy()
  expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
  expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeTruthy()
  expect(consoleError).toHaveBeenCalled()
})

it('shows "Unexpected Application Error!" with the status for a routing error', async () => {
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
  const Stub = createRoutesStub([
    {
      path: '/',
      // What React Router hands the boundary when a loader throws a Response.
      Component: () => {
        throw new ErrorResponse(410, 'Gone', 'gone')
      },
      ErrorBoundary: GeneralErrorBoundary,
    },
  ])
  render(<Stub initialEntries={['/']} />)
  expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy()
  expect(screen.getByText('410 Gone')).toBeTruthy()
  expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/')
  expect(consoleError).toHaveBeenCalled()
})
