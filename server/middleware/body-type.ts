/**
 * What a request body is, by the media type its Content-Type declares, and nothing else:
 * the control-character check (text-hygiene.ts) inspects it as that type, and a route reads
 * it only as that type (api/validation.ts answers any other with 415). Parsers that guess
 * from the content, or search the whole header for a type name, read a body differently
 * from the check that let it in; that is how a NUL reached the activity log inside a
 * JSON body sent as a form (issue 25).
 */
type BodyType = 'json' | 'form' | 'multipart' | 'other'

// Hono's own test for a JSON body (validator.ts), so a JSON route and this module agree;
// the auth library accepts `application/json` exactly, which this includes.
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/

/** The media type alone, lower case: `Multipart/Form-Data; boundary=x` is `multipart/form-data`. */
function mediaTypeOf(contentType: string | null | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase()
}

export function declaredBodyType(contentType: string | null | undefined): BodyType {
  const type = mediaTypeOf(contentType)
  if (JSON_MEDIA_TYPE.test(type)) return 'json'
  if (type === 'application/x-www-form-urlencoded') return 'form'
  if (type === 'multipart/form-data') return 'multipart'
  return 'other'
}
