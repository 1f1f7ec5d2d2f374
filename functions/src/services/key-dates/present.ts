/** The answers of the key-date API: one contract's dates, and the coming dates of many. */
import { DEFAULT_REMINDER_OFFSETS } from '../../../../shared/key-dates-messages';
import type { ContractKeyDates, KeyDate, KeyDateListItem, KeyDateKind } from '../../../../shared/schemas/key-dates';
import type { SignedContract } from '../../adapters/repositories/key-dates';
import { nextOccurrence } from '../../domain/key-dates/occurrences';

const upcoming = (dates: readonly KeyDate[], today: string) =>
  dates.flatMap((d) => {
    const date = nextOccurrence(d, today);
    return date ? [{ keyDateId: d.id, date }] : [];
  });

export function presentSigned(record: SignedContract, today: string): ContractKeyDates {
  return {
    contractId: record.contractId,
    contractTitle: record.contractTitle,
    signed: true,
    signedOn: record.signedOn,
    dates: record.dates,
    upcoming: upcoming(record.dates, today),
    reminders: record.reminders,
    version: record.version,
    updatedAt: record.updatedAt,
  };
}

/** Before signing: what would be tracked. */
export function presentProposed(
  contractId: string,
  contractTitle: string,
  dates: KeyDate[],
  today: string,
): ContractKeyDates {
  return {
    contractId,
    contractTitle,
    signed: false,
    signedOn: null,
    dates,
    upcoming: upcoming(dates, today),
    reminders: { enabled: true, offsets: [...DEFAULT_REMINDER_OFFSETS] },
    version: 0,
    updatedAt: null,
  };
}

export interface ListFilter {
  kind?: KeyDateKind | undefined;
  contractId?: string | undefined;
  /** Occurrences on or after this date (default today). */
  from: string;
}

/** Every tracked date's next occurrence from `filter.from`, soonest first, then by contract name. */
export function comingDates(records: readonly SignedContract[], filter: ListFilter): KeyDateListItem[] {
  const items: KeyDateListItem[] = [];
  for (const record of records) {
    if (filter.contractId && record.contractId !== filter.contractId) continue;
    for (const d of record.dates) {
      if (filter.kind && d.kind !== filter.kind) continue;
      const date = nextOccurrence(d, filter.from);
      if (!date) continue;
      items.push({
        contractId: record.contractId,
        contractTitle: record.contractTitle,
        keyDateId: d.id,
        kind: d.kind,
        date,
        label: d.label,
        clauseReference: d.clauseReference,
        repeats: d.repeats,
        source: d.source,
      });
    }
  }
  return items.sort((a, b) =>
    a.date !== b.date ? (a.date < b.date ? -1 : 1) : a.contractTitle.localeCompare(b.contractTitle),
  );
}
