import { redirect } from 'react-router'

// The spec: /analysis always starts the analysis at the body step.
export function loader() {
  throw redirect('/analysis/body')
}
