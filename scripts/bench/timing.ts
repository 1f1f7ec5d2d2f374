/** Median wall-clock and CPU time of a step: one warm-up, then five runs (this process's CPU only). */
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function medianTimes(fn: () => unknown, runs = 5): Promise<{ wall: number; cpu: number }> {
  await fn();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    await fn();
    const used = process.cpuUsage(c0);
    wall.push(performance.now() - t0);
    cpu.push((used.user + used.system) / 1000);
  }
  return { wall: median(wall), cpu: median(cpu) };
}
