import { passwordStrength, type PasswordStrength } from '#core/accounts/password-strength.ts'
import { translate as t } from '#core/i18n/translate.ts'

const LEVELS: Record<Exclude<PasswordStrength, 'none'>, { bars: number; color: string; label: 'auth.strength.weak' | 'auth.strength.fair' | 'auth.strength.good' | 'auth.strength.strong' }> = {
  weak: { bars: 1, color: 'bg-terracotta', label: 'auth.strength.weak' },
  fair: { bars: 2, color: 'bg-amber-500', label: 'auth.strength.fair' },
  good: { bars: 3, color: 'bg-sage', label: 'auth.strength.good' },
  strong: { bars: 4, color: 'bg-sage-deep', label: 'auth.strength.strong' },
}

/** The register form's strength meter: nothing for an empty password, then Weak to Strong. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const strength = passwordStrength(password)
  if (strength === 'none') return null
  const level = LEVELS[strength]
  return (
    <div className="mt-2 flex items-center gap-3" data-strength={strength}>
      <div className="flex flex-1 gap-1" aria-hidden="true">
        {[1, 2, 3, 4].map((i) => (
          <span key={i} className={`h-1.5 flex-1 rounded-full ${i <= level.bars ? level.color : 'bg-line'}`} />
        ))}
      </div>
      <p className="text-xs font-medium text-ink-soft" aria-live="polite">
        {t('auth.strength.label')}: <span className="text-ink">{t(level.label)}</span>
      </p>
    </div>
  )
}
