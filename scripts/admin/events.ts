/**
 * `npm run --silent admin -- events <YYYY-MM-DD>`: the day's engagement events (UTC) counted per
 * event type, one `<type> <count>` line each (busiest first), then `total <n>`.
 */
import { createTable } from '../../functions/src/adapters/dynamo/client';
import { createEngagementEventsRepo } from '../../functions/src/adapters/dynamo/engagement-events-repo';
import type { AdminConfig } from './config';

export const EVENTS_USAGE = '  events <YYYY-MM-DD>        Engagement events of that UTC day, counted per event type';

/** Returns the output, or throws an Error whose message is the usage problem. */
export function parseEventsArgs(args: string[]): string {
  const [day, ...rest] = args;
  if (!day || rest.length) throw new Error('Expected: events <YYYY-MM-DD>');
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(day) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);
  if (!valid) throw new Error(`Not a date (YYYY-MM-DD): ${day}`);
  return day;
}

export async function runEvents(config: AdminConfig, day: string): Promise<string> {
  const counts = await createEngagementEventsRepo(createTable(config.table)).countByType(day);
  const rows = Object.entries(counts).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const total = rows.reduce((sum, [, n]) => sum + n, 0);
  const width = Math.max(5, ...rows.map(([type]) => type.length));
  return [
    `events ${day} (${config.target})`,
    ...rows.map(([type, n]) => `${type.padEnd(width)} ${n}`),
    `${'total'.padEnd(width)} ${total}`,
  ].join('\n');
}
