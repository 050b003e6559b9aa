// Minimal levelled logger: one line per event, JSON-safe details.
const levels = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
export type LogLevel = keyof typeof levels;

export type Logger = Record<Exclude<LogLevel, 'silent'>, (message: string, details?: Record<string, unknown>) => void>;

export function createLogger(level: LogLevel = 'info'): Logger {
  const threshold = levels[level];
  const log = (at: Exclude<LogLevel, 'silent'>) => (message: string, details?: Record<string, unknown>) => {
    if (levels[at] < threshold) return;
    const line = `${new Date().toISOString()} ${at.toUpperCase().padEnd(5)} ${message}${details ? ` ${JSON.stringify(details)}` : ''}`;
    (at === 'error' || at === 'warn' ? console.error : console.log)(line);
  };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}
