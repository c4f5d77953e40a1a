import { redirect } from 'react-router'

// The spec's simple dashboard has no screen of its own; it is the dashboard.
export function loader() {
  throw redirect('/dashboard')
}
