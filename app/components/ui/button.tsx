import type { ComponentProps } from 'react'
import { Link } from 'react-router'
import { InlineSpinner } from './spinner.tsx'

const VARIANTS = {
  primary: 'bg-terracotta text-white hover:bg-terracotta-dark shadow-sm',
  secondary: 'bg-white text-ink ring-1 ring-line hover:ring-ink/40',
  ghost: 'text-ink hover:bg-blush/60',
} as const
const SIZES = {
  sm: 'h-9 px-4 text-sm',
  md: 'h-11 px-6 text-[0.95rem]',
  lg: 'h-14 px-8 text-base',
} as const

export type ButtonVariant = keyof typeof VARIANTS
export type ButtonSize = keyof typeof SIZES

/** Class names shared by <Button> and <ButtonLink>, so a link styled as a button looks identical. */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  return [
    'inline-flex items-center justify-center gap-2 rounded-full font-medium whitespace-nowrap transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-50',
    VARIANTS[variant],
    SIZES[size],
    extra,
  ].join(' ')
}

type Styled = { variant?: ButtonVariant; size?: ButtonSize }

export function Button({ variant, size, className = '', type = 'button', ...props }: ComponentProps<'button'> & Styled) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />
}

export function ButtonLink({ variant, size, className = '', ...props }: ComponentProps<typeof Link> & Styled) {
  return <Link className={buttonClasses(variant, size, className)} {...props} />
}

/** A form's full-width submit button: off while `disabled` or busy, with a spinner and `busyLabel` while it sends. */
export function SubmitButton({ busy, disabled = false, label, busyLabel }: { busy: boolean; disabled?: boolean; label: string; busyLabel: string }) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={disabled || busy}>
      {busy ? <InlineSpinner /> : null}
      {busy ? busyLabel : label}
    </Button>
  )
}
