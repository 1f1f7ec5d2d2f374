/**
 * Work with a deadline: the work gets an AbortSignal that fires at the deadline, and the caller
 * gets a DeadlineExceededError then even if the work ignores the signal (a hung call), so the job
 * always has the time it kept back to record the outcome.
 */
export class DeadlineExceededError extends Error {
  override name = 'DeadlineExceededError';
}

/** Runs `work` until `deadline` (epoch ms, wall clock); no deadline means no limit. */
export async function runBefore<T>(
  deadline: number | undefined,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  if (deadline === undefined) return work(controller.signal);
  const remaining = deadline - Date.now();
  if (remaining <= 0) throw new DeadlineExceededError('no time left before the deadline');
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new DeadlineExceededError(`not finished within ${remaining} ms`);
      controller.abort(error);
      reject(error);
    }, remaining);
  });
  try {
    return await Promise.race([work(controller.signal), expired]);
  } finally {
    clearTimeout(timer);
  }
}
