/**
 * The user's corrections to a contract's dates, pure: the form sends the whole list; dates keep
 * their id, and stay "from the analysis" only while nothing about them changed. A date whose day
 * or repeat changed loses its computed rule and basis (they no longer describe it).
 */
import type { KeyDate, KeyDateKind, Repeats } from '../../../../shared/schemas/key-dates';
import { keyDateKindLabels } from '../../../../shared/schemas/key-dates';

export interface CorrectedDate {
  id?: string | undefined;
  kind: KeyDateKind;
  date: string;
  label: string;
  clauseReference?: string | undefined;
  repeats?: Repeats | null | undefined;
  remind?: boolean | undefined;
}

/** Reminders are on by default for the dates that end or renew a contract. */
export const remindsByDefault = (kind: KeyDateKind): boolean => kind === 'notice-deadline' || kind === 'expiration';

const sameRepeats = (a: Repeats | null, b: Repeats | null) =>
  a === null || b === null ? a === b : a.every === b.every && a.unit === b.unit;

export function applyCorrections(
  previous: readonly KeyDate[],
  input: readonly CorrectedDate[],
  newId: () => string,
): KeyDate[] {
  const byId = new Map(previous.map((d) => [d.id, d]));
  const used = new Set<string>();
  return input.map((i) => {
    const old = i.id && !used.has(i.id) ? byId.get(i.id) : undefined;
    const repeats = i.repeats ?? null;
    const clauseReference = i.clauseReference ?? '';
    if (!old) {
      return {
        id: newId(),
        kind: i.kind,
        date: i.date,
        label: i.label,
        clauseReference,
        repeats,
        remind: i.remind ?? remindsByDefault(i.kind),
        source: 'user' as const,
      };
    }
    used.add(old.id);
    const sameTiming = old.date === i.date && sameRepeats(old.repeats, repeats);
    const unchanged =
      sameTiming && old.kind === i.kind && old.label === i.label && old.clauseReference === clauseReference;
    return {
      id: old.id,
      kind: i.kind,
      date: i.date,
      label: i.label,
      clauseReference,
      repeats,
      remind: i.remind ?? old.remind,
      source: unchanged ? old.source : ('user' as const),
      ...(sameTiming && old.rule ? { rule: old.rule } : {}),
      ...(sameTiming && old.basis ? { basis: old.basis } : {}),
    };
  });
}

/** Whether the reminder schedule moved: a date, a repeat or a reminder switch changed, or dates came or went. */
export function scheduleChanged(previous: readonly KeyDate[], next: readonly KeyDate[]): boolean {
  if (previous.length !== next.length) return true;
  const byId = new Map(previous.map((d) => [d.id, d]));
  return next.some((d) => {
    const old = byId.get(d.id);
    return !old || old.date !== d.date || old.remind !== d.remind || !sameRepeats(old.repeats, d.repeats);
  });
}

const name = (d: KeyDate) => `${keyDateKindLabels[d.kind]} "${d.label}"`;

/** What changed, in words, for the audit trail (at most `max` lines). */
export function describeChanges(previous: readonly KeyDate[], next: readonly KeyDate[], max = 10): string[] {
  const lines: string[] = [];
  const before = new Map(previous.map((d) => [d.id, d]));
  const after = new Map(next.map((d) => [d.id, d]));
  for (const d of next) {
    const old = before.get(d.id);
    if (!old) lines.push(`Added ${name(d)} on ${d.date}`);
    else {
      if (old.date !== d.date) lines.push(`${name(d)}: ${old.date} to ${d.date}`);
      if (old.label !== d.label) lines.push(`${keyDateKindLabels[d.kind]} renamed "${old.label}" to "${d.label}"`);
      if (old.kind !== d.kind)
        lines.push(`${name(d)}: kind ${keyDateKindLabels[old.kind]} to ${keyDateKindLabels[d.kind]}`);
      if (!sameRepeats(old.repeats, d.repeats)) lines.push(`${name(d)}: repeat changed`);
      if (old.clauseReference !== d.clauseReference)
        lines.push(`${name(d)}: clause "${old.clauseReference}" to "${d.clauseReference}"`);
      if (old.remind !== d.remind) lines.push(`${name(d)}: reminders ${d.remind ? 'on' : 'off'}`);
    }
  }
  for (const d of previous) if (!after.has(d.id)) lines.push(`Removed ${name(d)} (${d.date})`);
  return lines.length > max ? [...lines.slice(0, max - 1), `and ${lines.length - max + 1} more changes`] : lines;
}
