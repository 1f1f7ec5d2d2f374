/**
 * The one log port. Use cases name the levels they write (`Pick<LogPort, 'info' | 'error'>`), so a
 * test passes a small recorder; the functions pass `log` (./index.ts), which implements all of them
 * and adds the invocation's ids to every line.
 */
export type LogFields = Record<string, unknown>;

export interface LogPort {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}
