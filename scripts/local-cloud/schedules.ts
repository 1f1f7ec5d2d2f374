/**
 * Stands in for EventBridge's rate schedules: runs each scheduled function of the catalogue
 * (functions/src/http/routes.ts, `scheduledFunctions`) every `everyMinutes`, in this process, one run
 * at a time per function (a run that is still going when the next is due is not overlapped).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ScheduledFunctionDef } from '../../functions/src/http/routes';

export interface SchedulesOptions {
  /** Overrides every entry's interval (tests). */
  everyMs?: number;
  error(message: string, details?: Record<string, unknown>): void;
}

export interface RunningSchedules {
  stop(): Promise<void>;
}

export function startSchedules(
  repoRoot: string,
  defs: Readonly<Record<string, ScheduledFunctionDef>>,
  options: SchedulesOptions,
): RunningSchedules {
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<void>>();
  let stopped = false;

  for (const [name, def] of Object.entries(defs)) {
    let busy = false;
    let handler: (() => Promise<unknown>) | undefined;
    const tick = () => {
      if (busy || stopped) return;
      busy = true;
      const run = (async () => {
        try {
          handler ??= (
            (await import(pathToFileURL(path.resolve(repoRoot, def.entry)).href)) as { handler: () => Promise<unknown> }
          ).handler;
          await handler();
        } catch (err) {
          options.error('scheduled function failed', {
            functionName: name,
            error: err instanceof Error ? err.stack : String(err),
          });
        } finally {
          busy = false;
        }
      })();
      running.add(run);
      void run.then(() => running.delete(run));
    };
    const timer = setInterval(tick, options.everyMs ?? def.everyMinutes * 60_000);
    timer.unref();
    timers.push(timer);
  }

  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.all(running);
    },
  };
}
