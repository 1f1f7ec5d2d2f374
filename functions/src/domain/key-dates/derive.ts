/**
 * The dates of a signed contract, proposed from its analysis (read through the shared analysis
 * schema) and the text of the clauses it cites:
 *  - effective date and expiration (contract_snapshot.key_dates, when ISO dates);
 *  - the notice deadline: the expiration minus the notice period, the period read from the notice
 *    clause the analysis cites (else the snapshot's notice field), with that clause as its reference;
 *  - renewal dates of a contract that renews by itself (every renewal term from the expiration);
 *  - dated obligations (./obligations.ts).
 * Pure: the same analysis and text always give the same dates. The user corrects them afterwards.
 */
import type { Analysis, KeyClause } from '../../../../shared/schemas/analysis';
import type { KeyDate, Repeats } from '../../../../shared/schemas/key-dates';
import { describeDuration, parseIsoDate, shift, type Duration } from './calendar-dates';
import { noticePeriodIn, renewalPeriodIn, renewsAutomatically } from './durations';
import { clauseText } from './clause-text';
import { obligationsIn } from './obligations';

export interface DeriveInput {
  analysis: Analysis;
  /** The submitted text the analysis' spans point into; without it the clause summaries are read. */
  contractText?: string | undefined;
  /** The signature date: obligations start from the effective date, else from it. */
  signedOn: string;
}

const byCategory = (analysis: Analysis, categories: readonly string[]): KeyClause[] =>
  categories.flatMap((category) => analysis.key_information_clauses_summary.filter((c) => c.category === category));

/** Where a notice period may be written, best source first. */
const NOTICE_SOURCES = [
  'notice-period-to-terminate-renewal',
  'renewal-term',
  'termination-for-convenience',
  'term',
  'expiration-date',
] as const;
const TERM_SOURCES = ['expiration-date', 'term', 'renewal-term'] as const;
const RENEWAL_SOURCES = ['renewal-term', 'notice-period-to-terminate-renewal', 'term'] as const;

const toRepeats = (d: Duration | undefined): Repeats | null =>
  d && d.unit !== 'business-day' ? { every: d.amount, unit: d.unit } : null;

interface Found<T> {
  value: T;
  clause?: KeyClause;
}

function noticePeriod(input: DeriveInput): Found<Duration> | undefined {
  for (const clause of byCategory(input.analysis, NOTICE_SOURCES)) {
    const period = noticePeriodIn(clauseText(clause, input.contractText));
    if (period) return { value: period, clause };
  }
  const snapshot = input.analysis.dashboard_executive_summary.contract_snapshot.key_dates;
  for (const field of [snapshot.notice_period_termination, snapshot.renewal_terms]) {
    const period = noticePeriodIn(field);
    if (period) return { value: period };
  }
  return undefined;
}

function renewal(input: DeriveInput): Found<{ automatic: boolean; period: Duration | undefined }> | undefined {
  const snapshotTerms = input.analysis.dashboard_executive_summary.contract_snapshot.key_dates.renewal_terms;
  for (const clause of byCategory(input.analysis, RENEWAL_SOURCES)) {
    const text = clauseText(clause, input.contractText);
    if (renewsAutomatically(text))
      return { value: { automatic: true, period: renewalPeriodIn(text) ?? renewalPeriodIn(snapshotTerms) }, clause };
  }
  if (renewsAutomatically(snapshotTerms)) return { value: { automatic: true, period: renewalPeriodIn(snapshotTerms) } };
  return undefined;
}

/** The clause as the analysis cites it, kept to a reference (some analyses cite a whole paragraph). */
function reference(clause: KeyClause | undefined): string {
  const text = clause?.relevant_clause_reference.replace(/\s+/g, ' ').trim() ?? '';
  return text.length <= 100 ? text : `${text.slice(0, 99).replace(/\s+\S*$/, '')}…`;
}

/** Longest notice period believed: a longer one is a term or a renewal period read by mistake. */
const MAX_NOTICE_MONTHS = 24;
const noticeMonths = (d: Duration) =>
  d.unit === 'year'
    ? 12 * d.amount
    : d.unit === 'month'
      ? d.amount
      : d.unit === 'week'
        ? (7 * d.amount) / 30
        : d.amount / 30;

export function deriveKeyDates(input: DeriveInput): KeyDate[] {
  const snapshot = input.analysis.dashboard_executive_summary.contract_snapshot.key_dates;
  const termClause = byCategory(input.analysis, TERM_SOURCES)[0];
  const dates: KeyDate[] = [];
  const base = { remind: false, source: 'analysis' as const };

  const effective = parseIsoDate(snapshot.effective_date);
  const agreement = parseIsoDate(snapshot.agreement_date);
  if (effective || agreement) {
    dates.push({
      ...base,
      id: 'effective',
      kind: 'effective',
      date: (effective ?? agreement)!,
      label: effective ? 'Effective date' : 'Agreement date (no separate effective date stated)',
      clauseReference: reference(byCategory(input.analysis, ['effective-date'])[0]),
      repeats: null,
    });
  }

  const expiration = parseIsoDate(snapshot.expiration_date);
  const renews = renewal(input);
  const notice = noticePeriod(input);
  if (expiration) {
    dates.push({
      ...base,
      id: 'expiration',
      kind: 'expiration',
      date: expiration,
      label: renews ? 'End of the initial term' : 'Expiration',
      clauseReference: reference(termClause),
      repeats: null,
      remind: true,
    });
    const deadline =
      notice && noticeMonths(notice.value) <= MAX_NOTICE_MONTHS ? shift(expiration, notice.value, -1) : undefined;
    // A deadline on or before the start would mean the "notice period" is the whole term.
    if (notice && deadline && (!effective || deadline > effective)) {
      dates.push({
        ...base,
        id: 'notice-deadline',
        kind: 'notice-deadline',
        date: deadline,
        label: renews ? 'Last day to give notice of non-renewal' : 'Last day to give notice before expiration',
        clauseReference: reference(notice.clause ?? renews?.clause ?? termClause),
        repeats: renews ? toRepeats(renews.value.period) : null,
        remind: true,
        basis: `${expiration} minus ${describeDuration(notice.value)} notice`,
      });
    }
    if (renews) {
      const period = renews.value.period;
      dates.push({
        ...base,
        id: 'renewal',
        kind: 'renewal',
        date: expiration,
        label: period ? `Renews automatically for ${describeDuration(period)}` : 'Renews automatically',
        clauseReference: reference(renews.clause ?? termClause),
        repeats: toRepeats(period),
        // The notice deadline already warns before each renewal; without one, the renewal itself does.
        remind: !notice,
      });
    }
  }

  const start = effective ?? agreement ?? input.signedOn;
  dates.push(
    ...obligationsIn(input.analysis, input.contractText, start).map((o, i) => ({ ...o, id: `obligation-${i + 1}` })),
  );
  return dates;
}
