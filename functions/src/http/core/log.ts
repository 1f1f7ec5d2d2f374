/** Structured JSON logs (CloudWatch-friendly). Errors are serialised with their stack for operators only. */
import { getConfig } from '../../config';

const levels = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = Exclude<keyof typeof levels, 'silent'>;

function serialise(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    out[key] = value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value;
  }
  return out;
}

function write(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  let threshold: number = levels.info;
  try {
    threshold = levels[getConfig().logLevel];
  } catch {
    // Configuration itself may be what failed; log anyway.
  }
  if (levels[level] < threshold) return;
  const line = JSON.stringify({ level, message, time: new Date().toISOString(), ...serialise(fields) });
  if (level === 'error' || level === 'warn') process.stderr.write(line + '\n');
  else process.stdout.write(line + '\n');
}

export const log = {
  debug: (message: string, fields?: Record<string, unknown>) => write('debug', message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write('info', message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write('warn', message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write('error', message, fields),
};
