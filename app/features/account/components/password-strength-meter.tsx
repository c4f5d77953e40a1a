import type { PasswordRating, PasswordStrength } from '#core/accounts/password-strength.ts'
import { translate as t } from '#core/i18n/translate.ts'

const LEVELS: Record<Exclude<PasswordStrength, 'none'>, { bars: number; color: string; label: 'auth.strength.weak' | 'auth.strength.fair' | 'auth.strength.good' | 'auth.strength.strong' }> = {
  weak: { bars: 1, color: 'bg-terracotta', label: 'auth.strength.weak' },
  fair: { bars: 2, color: 'bg-amber-500', label: 'auth.strength.fair' },
  good: { bars: 3, color: 'bg-sage', label: 'auth.strength.good' },
  strong: { bars: 4, color: 'bg-sage-deep', label: 'auth.strength.strong' },
}

/**
 * A new password's strength meter: nothing until there is a rating, then Weak to Strong, and
 * below Good what would make it stronger (unless `showAdvice` is off: the field's error says
 * it already). Good and Strong are exactly what an account accepts.
 */
export function PasswordStrengthMeter({ rating, showAdvice = true }: { rating: PasswordRating | null; showAdvice?: boolean }) {
  if (!rating || rating.strength === 'none') return null
  const level = LEVELS[rating.strength]
  return (
    <div className="mt-2" data-strength={rating.strength}>
      <div className="flex items-center gap-3">
        <div className="flex flex-1 gap-1" aria-hidden="true">
          {[1, 2, 3, 4].map((i) => (
            <span key={i} className={`h-1.5 flex-1 rounded-full ${i <= level.bars ? level.color : 'bg-line'}`} />
          ))}
        </div>
        <p className="text-xs font-medium text-ink-soft" aria-live="polite">
          {t('auth.strength.label')}: <span className="text-ink">{t(level.label)}</span>
        </p>
      </div>
      {showAdvice && rating.advice.length > 0 ? <p className="mt-1.5 text-xs text-ink-soft">{rating.advice.map((key) => t(key)).join(' ')}</p> : null}
    </div>
  )
}
