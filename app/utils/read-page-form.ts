import { data } from 'react-router'
import { formToObject } from '#core/content/contact-form.ts'

/** A page form's posted fields as strings (first value of each); a body that is not a form is a 400. */
export async function readPageForm(request: Request): Promise<Record<string, string>> {
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    throw data('The form could not be read.', { status: 400 })
  }
  return formToObject(form)
}
