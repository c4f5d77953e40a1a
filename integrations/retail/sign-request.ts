import { translate } from '#core/i18n/translate.ts'
import { loadOnce } from '#core/work/load-once.ts'

/** The signer's packages, imported on the first signed request: a shop without PA-API never loads them. */
const loadSigning = loadOnce(async () => {
  const [{ Sha256 }, { SignatureV4 }] = await Promise.all([import('@aws-crypto/sha256-js'), import('@smithy/signature-v4')])
  return { Sha256, SignatureV4 }
})

/** PA-API 5's service name in the signature's credential scope. */
export const PAAPI_SERVICE = 'ProductAdvertisingAPI'
export const PAAPI_TARGET_PREFIX = 'com.amazon.paapi5.v1.ProductAdvertisingAPIv1.'

export interface SignInput {
  accessKey: string
  secretKey: string
  region: string
  /** host[:port] exactly as the request will carry it. */
  host: string
  path: string
  /** SearchItems or GetItems. */
  operation: string
  body: string
  date: Date
}

/**
 * The headers of a PA-API 5 request signed with AWS Signature Version 4 (DESIGN.md
 * deviation 8): content-encoding, content-type, host, x-amz-date, x-amz-target and the
 * Authorization header. Signing needs a secret; without one it throws the spec's message
 * before any request leaves.
 */
export async function signPaapiRequest(input: SignInput): Promise<Record<string, string>> {
  if (!input.secretKey) throw new Error(translate('integrations.hmacKeyMissing'))
  const { Sha256, SignatureV4 } = await loadSigning()
  const signer = new SignatureV4({
    credentials: { accessKeyId: input.accessKey, secretAccessKey: input.secretKey },
    region: input.region,
    service: PAAPI_SERVICE,
    sha256: Sha256,
    // PA-API signs exactly these headers; it does not want x-amz-content-sha256.
    applyChecksum: false,
  })
  const signed = await signer.sign(
    {
      method: 'POST',
      protocol: 'https:',
      hostname: input.host,
      path: input.path,
      query: {},
      headers: {
        host: input.host,
        'content-encoding': 'amz-1.0',
        'content-type': 'application/json; charset=utf-8',
        'x-amz-target': `${PAAPI_TARGET_PREFIX}${input.operation}`,
      },
      body: input.body,
    },
    { signingDate: input.date },
  )
  return signed.headers
}
