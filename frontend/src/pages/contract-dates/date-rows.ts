/** The editor's rows: a tracked date as form fields, back to the update the API takes, and the repeat choices offered. */
import type {
  ContractKeyDates,
  KeyDate,
  KeyDateKind,
  Repeats,
  UpdateKeyDates,
} from '../../../../shared/schemas/key-dates';

export interface DateRow {
  /** Local key (stable while editing). */
  key: string;
  id?: string;
  kind: KeyDateKind;
  date: string;
  label: string;
  clauseReference: string;
  /** '' for no repeat, else "<every>:<unit>". */
  repeats: string;
  remind: boolean;
  source?: KeyDate['source'];
  basis?: string;
}

export const repeatValue = (r: Repeats | null): string => (r ? `${r.every}:${r.unit}` : '');

export function repeatsOf(value: string): Repeats | null {
  if (!value) return null;
  const [every, unit] = value.split(':');
  return { every: Number(every), unit: unit as Repeats['unit'] };
}

export const REPEAT_CHOICES: { value: string; label: string }[] = [
  { value: '', label: 'Does not repeat' },
  { value: '1:week', label: 'Every week' },
  { value: '1:month', label: 'Every month' },
  { value: '3:month', label: 'Every 3 months' },
  { value: '6:month', label: 'Every 6 months' },
  { value: '1:year', label: 'Every year' },
  { value: '2:year', label: 'Every 2 years' },
];

/** The choices, with the date's own repeat added when it is not one of them ("every 18 months"). */
export function repeatChoices(current: string): { value: string; label: string }[] {
  if (REPEAT_CHOICES.some((c) => c.value === current)) return REPEAT_CHOICES;
  const r = repeatsOf(current)!;
  return [...REPEAT_CHOICES, { value: current, label: `Every ${r.every} ${r.unit}${r.every === 1 ? '' : 's'}` }];
}

export function rowsOf(view: ContractKeyDates): DateRow[] {
  return view.dates.map((d) => ({
    key: d.id,
    id: d.id,
    kind: d.kind,
    date: d.date,
    label: d.label,
    clauseReference: d.clauseReference,
    repeats: repeatValue(d.repeats),
    remind: d.remind,
    source: d.source,
    ...(d.basis ? { basis: d.basis } : {}),
  }));
}

export function toUpdate(version: number, rows: readonly DateRow[]): UpdateKeyDates {
  return {
    version,
    dates: rows.map((r) => ({
      ...(r.id ? { id: r.id } : {}),
      kind: r.kind,
      date: r.date,
      label: r.label,
      clauseReference: r.clauseReference,
      repeats: repeatsOf(r.repeats),
      remind: r.remind,
    })),
  };
}

let counter = 0;
export const newRow = (date: string): DateRow => ({
  key: `new-${++counter}`,
  kind: 'other',
  date,
  label: '',
  clauseReference: '',
  repeats: '',
  remind: false,
});
