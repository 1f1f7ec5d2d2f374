/**
 * What a piece of work costs the process: CPU time, with its outcome (the value, or the AppError
 * code it was refused with). On a CI machine shared with other jobs, wall time mostly measures the
 * wait for a core; the fuzzing tests bound this instead.
 */
import { AppError } from '../../functions/src/domain/errors/app-error';

export type Outcome = { kind: 'ok'; value: unknown } | { kind: 'refused'; code: string };

export async function timed(fn: () => unknown): Promise<{ ms: number; outcome: Outcome }> {
  const started = process.cpuUsage();
  let outcome: Outcome;
  try {
    outcome = { kind: 'ok', value: await fn() };
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    outcome = { kind: 'refused', code: err.code };
  }
  const used = process.cpuUsage(started);
  return { ms: (used.user + used.system) / 1000, outcome };
}
