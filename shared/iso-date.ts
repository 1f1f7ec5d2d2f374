/** ISO calendar dates (`YYYY-MM-DD`), checked for real: 2026-02-30 is not a date. Pure, shared by forms and handlers. */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The date when `text` is a real ISO calendar date, else undefined. */
export function parseIsoDate(text: string | undefined | null): string | undefined {
  const match = ISO_DATE.exec((text ?? '').trim());
  if (!match) return undefined;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return date.getUTCFullYear() === Number(y) && date.getUTCMonth() === Number(m) - 1 && date.getUTCDate() === Number(d)
    ? match[0]
    : undefined;
}

/** Today's date in UTC. */
export const isoDateOf = (epochMs: number): string => new Date(epochMs).toISOString().slice(0, 10);
