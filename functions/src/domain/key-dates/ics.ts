/**
 * iCalendar (RFC 5545) for key dates: all-day events, one per tracked date, that Outlook, Google
 * Calendar and Apple Calendar import or subscribe to. A simple repeat becomes an RRULE; one RRULE
 * cannot say ("30 days after each quarter end", "the 31st, or the month's last day"), so those
 * dates list their next occurrences as RDATEs instead. Lines are CRLF-terminated and folded at 75
 * octets; text values are escaped.
 */
import type { KeyDate } from '../../../../shared/schemas/key-dates';
import { keyDateKindLabels } from '../../../../shared/schemas/key-dates';
import { addDays, addMonths, epochToDate } from './calendar-dates';
import { occurrencesBetween } from './occurrences';

export interface CalendarEvent {
  contractId: string;
  contractTitle: string;
  keyDate: KeyDate;
  /** A link back to the contract's key dates in the app. */
  url: string;
  /** Days before the date at which the calendar should alert (the contract's reminder days). */
  alarmDays: readonly number[];
}

export interface CalendarDocument {
  name: string;
  events: readonly CalendarEvent[];
  /** Generation time (DTSTAMP). */
  now: number;
}

/** Years of occurrences listed for a date no RRULE can describe. */
const RDATE_YEARS = 3;

export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Splits a content line into 75-octet pieces (continuations start with a space), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  let limit = 75;
  for (const ch of line) {
    const n = Buffer.byteLength(ch, 'utf8');
    if (size + n > limit) {
      parts.push(current);
      current = '';
      size = 0;
      limit = 74; // the leading space of a continuation line counts
    }
    current += ch;
    size += n;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactDate = (iso: string) => iso.replace(/-/g, '');
const stamp = (epochMs: number) =>
  new Date(epochMs)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');

const FREQ = { day: 'DAILY', week: 'WEEKLY', month: 'MONTHLY', year: 'YEARLY' } as const;

/** An RRULE repeats "the 31st" only in months that have one; our dates take the month's last day instead. */
function rruleFits(keyDate: KeyDate): boolean {
  if (!keyDate.repeats || keyDate.rule) return false;
  const day = Number(keyDate.date.slice(8, 10));
  if (keyDate.repeats.unit === 'month') return day <= 28;
  if (keyDate.repeats.unit === 'year') return keyDate.date.slice(5) !== '02-29';
  return true;
}

function eventLines(event: CalendarEvent, now: number): string[] {
  const { keyDate } = event;
  const kind = keyDateKindLabels[keyDate.kind];
  const description = [
    keyDate.label,
    keyDate.clauseReference ? `Clause: ${keyDate.clauseReference}` : '',
    keyDate.basis ?? '',
    event.url,
  ]
    .filter(Boolean)
    .join('\n');
  const lines = [
    'BEGIN:VEVENT',
    `UID:${event.contractId}-${keyDate.id}@clausewise`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART;VALUE=DATE:${compactDate(keyDate.date)}`,
    `DTEND;VALUE=DATE:${compactDate(addDays(keyDate.date, 1))}`,
    `SUMMARY:${escapeText(`${kind}: ${event.contractTitle}`)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `URL:${event.url}`,
    `CATEGORIES:${escapeText(kind)}`,
    'TRANSP:TRANSPARENT',
  ];
  if (keyDate.repeats && rruleFits(keyDate)) {
    lines.push(`RRULE:FREQ=${FREQ[keyDate.repeats.unit]};INTERVAL=${keyDate.repeats.every}`);
  } else if (keyDate.repeats) {
    const today = epochToDate(now);
    const until = addMonths(today, 12 * RDATE_YEARS);
    const later = occurrencesBetween(keyDate, addDays(keyDate.date, 1), until);
    if (later.length > 0) lines.push(`RDATE;VALUE=DATE:${later.map(compactDate).join(',')}`);
  }
  if (keyDate.remind) {
    for (const days of event.alarmDays) {
      lines.push(
        'BEGIN:VALARM',
        'ACTION:DISPLAY',
        `DESCRIPTION:${escapeText(`${kind} in ${days} days: ${event.contractTitle}`)}`,
        `TRIGGER:-P${days}D`,
        'END:VALARM',
      );
    }
  }
  lines.push('END:VEVENT');
  return lines;
}

export function renderCalendar(doc: CalendarDocument): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Clausewise//Key dates//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(doc.name)}`,
    ...doc.events.flatMap((event) => eventLines(event, doc.now)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
