import pino, { type Logger } from 'pino'
import type { Config } from './config.ts'

export type { Logger }

/** One JSON line per event on stdout; secrets never reach the log (redacted by path). */
export function createLogger(config: Pick<Config, 'logLevel'>, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level: config.logLevel,
      base: { service: 'styleblueprint' },
      redact: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.token'],
    },
    destination,
  )
}
