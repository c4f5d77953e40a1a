import { redirect } from 'react-router'

// The spec sends every unknown path to the landing page rather than showing a 404 page.
export function loader() {
  throw redirect('/')
}

export function action() {
  throw redirect('/')
}
