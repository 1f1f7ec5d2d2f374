/**
 * What an analysis claims, in the terms the metrics compare: the categories it reports (key clauses,
 * categorized risks, non-standard terms; never the missing-clause list) with their spans, and the
 * snapshot facts (parties, governing law, dates, renewal and renewal notice).
 */
import type { Analysis, Span } from '../../shared/schemas/analysis';

export interface Prediction {
  categories: Map<string, Span[]>;
  parties: string[];
  governingLaw: string | null;
  effectiveDate: string | null;
  expirationDate: string | null;
  renewal: boolean;
  renewalNotice: boolean;
}

/** Snapshot placeholders meaning "nothing found" ("Not specified.", "No renewal provision found.", "N/A"). */
export const isAbsent = (s: string | null | undefined) =>
  !s || /^(?:not specified|none|n\/a|unknown|not stated|no\b.*\bfound)\.?$/i.test(s.trim());

const ISO = /^\d{4}-\d{2}-\d{2}$/;

export function predictionsOf(a: Analysis): Prediction {
  const categories = new Map<string, Span[]>();
  const items: { category?: string | undefined; spans?: Span[] | undefined }[] = [
    ...a.key_information_clauses_summary,
    ...a.risk_assessment_issues.categorized_risks,
    ...a.risk_assessment_issues.non_standard_unusual_terms,
  ];
  for (const item of items) {
    if (!item.category) continue;
    const spans = categories.get(item.category) ?? [];
    for (const s of item.spans ?? [])
      if (s.end > s.start && !spans.some((x) => x.start === s.start && x.end === s.end)) spans.push(s);
    categories.set(item.category, spans);
  }
  const snap = a.dashboard_executive_summary.contract_snapshot;
  const names = snap.party_details.length ? snap.party_details.map((p) => p.name) : snap.parties;
  const roles = snap.party_details.flatMap((p) => (p.role ? [p.role] : []));
  const renewal = !isAbsent(snap.key_dates.renewal_terms) || categories.has('renewal-term');
  const notice = snap.key_dates.notice_period_termination;
  const date = (s: string) => (ISO.test(s.trim()) ? s.trim() : null);
  return {
    categories,
    parties: [...names, ...roles],
    governingLaw: isAbsent(snap.governing_law) ? null : snap.governing_law,
    effectiveDate: date(snap.key_dates.effective_date),
    expirationDate: date(snap.key_dates.expiration_date),
    renewal,
    renewalNotice:
      categories.has('notice-period-to-terminate-renewal') ||
      (renewal &&
        !isAbsent(notice) &&
        /renew|expir|end of (?:the |its |any )?(?:then[- ])?(?:current |initial |renewal )?term/i.test(notice)),
  };
}
