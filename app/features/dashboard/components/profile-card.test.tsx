// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { profileCompletion } from '#core/profile/progress.ts'
import type { StyleProfile } from '#core/profile/style-profile.ts'
import { ProfileCard } from './profile-card.tsx'

afterEach(cleanup)

function card(profile: StyleProfile) {
  render(
    <MemoryRouter>
      <ProfileCard profile={profile} completion={profileCompletion(profile)} onClear={() => Promise.resolve()} />
    </MemoryRouter>,
  )
}

const QUIZ: StyleProfile = { bodyShape: 'pear', colorPalette: 'warm', stylePreferences: ['classic'] }

describe('ProfileCard', () => {
  it('says what the missing quarter is when her analysis skipped measurements, and links to where they go', () => {
    card(QUIZ)
    expect(screen.getByText('75% saved')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Add a bust, waist or hip measurement to reach 100%' }).getAttribute('href')).toBe('/analysis/body')
  })

  it('asks for nothing more once a measurement is saved', () => {
    card({ ...QUIZ, measurements: { waist: 27 } })
    expect(screen.getByText('100% saved')).toBeTruthy()
    expect(screen.queryByRole('link', { name: /measurement/ })).toBeNull()
  })

  it('names her colour season under the palette when the refine quiz gave one', () => {
    card({ ...QUIZ, colorSeason: 'warm-autumn' })
    expect(screen.getByTestId('profile-card-season').textContent).toBe('Warm Autumn')
    cleanup()
    card({ ...QUIZ, colorSeason: 'warm-autumn', colorSeasonConfidence: 0.33, colorSeasonRunnerUp: 'deep-autumn' })
    expect(screen.getByTestId('profile-card-season').textContent).toBe('Warm Autumn · close to Deep Autumn')
    cleanup()
    card(QUIZ)
    expect(screen.queryByTestId('profile-card-season')).toBeNull()
  })
})
