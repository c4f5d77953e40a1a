import { Link } from 'react-router'

/** A line under an auth form: a question, then the link that answers it ("Don't have an account? Sign up"). */
export function AuthPrompt({ text, to, linkText, className = 'mt-8' }: { text: string; to: string; linkText: string; className?: string }) {
  return (
    <p className={`${className} text-center text-sm text-ink-soft`}>
      {text}{' '}
      <Link to={to} className="font-medium text-terracotta underline-offset-4 hover:underline">
        {linkText}
      </Link>
    </p>
  )
}
