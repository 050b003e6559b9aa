// The process logger: pino. JSON lines in production (for log collectors), one readable
// coloured line per event in development and on a terminal; `silent` for tests.
// Warnings and errors go to stderr, the rest to stdout.
import { pino, multistream } from 'pino';
import pretty from 'pino-pretty';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

export type Logger = Record<Exclude<LogLevel, 'silent'>, (message: string, details?: Record<string, unknown>) => void>;

export function createLogger(level: LogLevel = 'info', options: { pretty?: boolean } = {}): Logger {
  const readable = options.pretty ?? (process.env.NODE_ENV === 'development' || !!process.stdout.isTTY);
  const out = (fd: 1 | 2) =>
    readable
      ? pretty({ destination: fd, sync: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', singleLine: true, errorLikeObjectKeys: ['err'] })
      : pino.destination({ fd, sync: true });
  const base = pino(
    { level, base: undefined },
    level === 'silent'
      ? pino.destination({ fd: 1, sync: true })
      : multistream(
          [
            { level: 'debug', stream: out(1) },
            { level: 'warn', stream: out(2) },
          ],
          { dedupe: true },
        ),
  );
  const log = (at: Exclude<LogLevel, 'silent'>) => (message: string, details?: Record<string, unknown>) =>
    details ? base[at](details, message) : base[at](message);
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}
