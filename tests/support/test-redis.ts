/**
 * The Redis the shared answer tier's tests run against: TEST_REDIS_URL when it names one
 * (CI's .ci/run sets it when 127.0.0.1:6379 answers), as TEST_DATABASE_URL adds PostgreSQL.
 */
export const REDIS_URLS: string[] = process.env.TEST_REDIS_URL ? [process.env.TEST_REDIS_URL] : []
