/** A complete, valid analysis reply, as a well-behaved model writes it (tests, the fake provider and benchmarks). */
export function goodAnalysisReply(overrides: Record<string, unknown> = {}): string {
  return JSON.stringify({
    body_types: ['hourglass', 'pear'],
    body_type_scores: { hourglass: 0.9, pear: 0.8, apple: 0.5, rectangle: 0.6, 'inverted-triangle': 0.4 },
    skin_tones: ['warm', 'neutral'],
    skin_tone_scores: { warm: 0.85, cool: 0.5, neutral: 0.75 },
    color_palette_scores: { warm: 0.8, cool: 0.4, neutral: 0.7 },
    style_categories: ['classic', 'romantic'],
    style_scores: { classic: 0.8, trendy: 0.5, bohemian: 0.3, minimal: 0.6, edgy: 0.2, romantic: 0.75, casual: 0.5, formal: 0.6 },
    occasions: ['work', 'date'],
    occasion_scores: { work: 0.8, casual: 0.6, formal: 0.5, party: 0.5, date: 0.75, travel: 0.4, sport: 0.1 },
    seasons: ['spring', 'summer'],
    season_scores: { spring: 0.8, summer: 0.85, autumn: 0.5, winter: 0.3 },
    age_groups: ['26-35', '36-45'],
    age_scores: { '18-25': 0.6, '26-35': 0.85, '36-45': 0.8, '46-55': 0.6, '55+': 0.5 },
    confidence_score: 0.88,
    reasoning: 'A wrap silhouette in a warm print suits defined waists.',
    ...overrides,
  })
}

