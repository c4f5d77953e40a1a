import { z } from 'zod'
import { AGE_GROUPS } from './age-groups.ts'
import { BODY_SHAPES } from '../rule-book/body-shapes.ts'
import { CATEGORIES } from './categories.ts'
import { COLOR_PALETTES } from '../rule-book/palettes.ts'
import { OCCASIONS } from '../rule-book/occasions.ts'
import { SEASONS } from './seasons.ts'
import { QUIZ_STYLES, STYLES } from '../rule-book/styles.ts'
import { SKIN_TONES, UNDERTONE_WORDS } from '../rule-book/season-questions.ts'
import { isSeasonId, type SeasonId } from '../rule-book/seasons.ts'

/**
 * The zod enums of the reference sets, derived from their constants. Kept apart from the
 * data modules so a page that only shows reference data (shape names, palette swatches)
 * does not carry zod to the browser; inputs are checked with these where they arrive.
 */
export const ageGroupSchema = z.enum(AGE_GROUPS)
export const bodyShapeSchema = z.enum(BODY_SHAPES)
export const categorySchema = z.enum(CATEGORIES)
export const colorPaletteSchema = z.enum(COLOR_PALETTES)
export const occasionSchema = z.enum(OCCASIONS)
export const seasonSchema = z.enum(SEASONS)
export const styleSchema = z.enum(STYLES)
export const quizStyleSchema = z.enum(QUIZ_STYLES)
/** One of the twelve colour seasons (not the calendar's `seasonSchema`). */
export const colorSeasonSchema = z.custom<SeasonId>(isSeasonId, { message: 'Expected one of the twelve color seasons' })
export const undertoneSchema = z.enum(UNDERTONE_WORDS)
export const skinToneSchema = z.enum(SKIN_TONES)
