/**
 * The executive summary: what the contract is, its dates and law, for whom it was reviewed, its most
 * serious findings, and what it lacks; "no material risks" only when the review judged every family
 * the contract has (the coverage list), so silence is never mistaken for a clean bill.
 */
import type { CoverageItem, ReviewSide } from '../../../shared/schemas/analysis-review';
import { SEVERITY_RANK, type Ctx, type Finding } from './context';
import type { PlaybookOutcome } from './playbook';
import { lawName } from './governing-law';
import { renewalPhrase } from './renewal';

const upper = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);
const listOf = (xs: string[]) =>
  xs.length > 1 ? `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}` : (xs[0] ?? '');

/**
 * The summary when no finding was raised: "no material risks" only when every family the contract
 * has was judged; otherwise which families could not be assessed, so silence is never mistaken for
 * a clean bill.
 */
function noFindings(selfName: string, coverage: CoverageItem[], keyClauseCount: number): string {
  const judged = coverage.filter((c) => c.status === 'judged');
  const open = coverage.filter((c) => c.status === 'not_assessed');
  const keys = keyClauseCount ? '; review the key clauses below' : '';
  if (open.length)
    return `No finding was raised for ${selfName} in the ${judged.length} clause famil${judged.length === 1 ? 'y' : 'ies'} judged, but ${listOf(open.map((c) => c.label.toLowerCase()))} could not be assessed (see the coverage list)${keys}.`;
  return `No material risks for ${selfName} were found in the ${judged.length} clause famil${judged.length === 1 ? 'y' : 'ies'} judged (see the coverage list)${keys}.`;
}

export function executiveSummary(
  ctx: Ctx,
  risks: Finding[],
  missingNames: string[],
  pb: PlaybookOutcome | null,
  playbookName: string | undefined,
  focusAnswers: string[] = [],
  keyClauseCount = 1,
  review?: { side: ReviewSide; coverage: CoverageItem[]; unattached: string[] },
): string {
  const f = ctx.facts;
  const parts: string[] = [...focusAnswers];
  const named = ctx.parties.map((p) => (p.role && p.role !== p.name ? `${p.name} (“${p.role}”)` : p.name));
  const between =
    named.length > 3
      ? `${named.slice(0, 3).join(', ')} and ${named.length - 3} other ${named.length - 3 === 1 ? 'party' : 'parties'}`
      : named.length > 1
        ? `${named.slice(0, -1).join(', ')} and ${named[named.length - 1]}`
        : named[0];
  parts.push(
    `${/^[AEIOU]/i.test(f.title) ? 'An' : 'A'} ${f.title}${between ? ` between ${between}` : ''}.`.replace(
      /\.\.$/,
      '.',
    ),
  );
  const when: string[] = [];
  if (f.agreementDate?.iso) when.push(`dated ${f.agreementDate.iso}`);
  if (f.effectiveDate && (f.effectiveDate.iso ?? f.effectiveDate.value) !== f.agreementDate?.iso)
    when.push(`effective ${f.effectiveDate.iso ?? f.effectiveDate.value}`);
  if (f.initialTerm)
    when.push(`initial term ${f.initialTerm.text}${f.expiration?.iso ? ` to ${f.expiration.iso}` : ''}`);
  else if (f.expiration) when.push(`ending ${f.expiration.iso ?? f.expiration.value}`);
  else when.push('no fixed end date');
  if (f.renewal)
    when.push(
      f.renewal.auto ? renewalPhrase(f.renewal, f.renewalNotice, 'participle') : 'with an option to renew or extend',
    );
  parts.push(`${upper(when.join(', '))}.`);
  if (f.governingLaw)
    parts.push(
      f.governingLaw.placeholder
        ? 'Governing law is left blank.'
        : `Governed by the law of ${lawName(f.governingLaw.value)}.`,
    );
  parts.push(
    ctx.self
      ? `Reviewed on behalf of ${ctx.self.name}${ctx.self.role && ctx.self.role !== ctx.self.name ? ` (the ${ctx.self.role})` : ''}`.replace(
          /\.?$/,
          '.',
        )
      : (review?.side.notice ?? `“${ctx.behalfOf}” is not a party to this contract; choose one of its parties.`),
  );
  // The most serious first: by severity, then by how much the review weighs each.
  const top = [...risks]
    .sort(
      (a, b) =>
        SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] || (b.weight ?? 0) - (a.weight ?? 0) || a.start - b.start,
    )
    .filter((r, i, all) => all.findIndex((x) => x.title === r.title) === i)
    .slice(0, 3);
  if (top.length)
    parts.push(
      `Most serious risks${ctx.self ? ` for ${ctx.selfName}` : ''}: ${top.map((r, i) => `(${i + 1}) ${r.title.replace(/\.$/, '')}${r.clause ? ` [${r.clause.ref}]` : ''}`).join('; ')}.`,
    );
  else if (ctx.self) parts.push(noFindings(ctx.selfName, review?.coverage ?? [], keyClauseCount));
  if (review?.unattached.length)
    parts.push(
      `${listOf(review.unattached)} ${review.unattached.length === 1 ? 'is' : 'are'} referred to but not in the text reviewed.`,
    );
  if (missingNames.length)
    parts.push(
      `Protections it lacks: ${missingNames.slice(0, 6).join(', ')}${missingNames.length > 6 ? ` and ${missingNames.length - 6} more` : ''}.`,
    );
  if (pb && (pb.checks.length || pb.unverifiable.length)) {
    const v = pb.checks.filter((c) => c.status === 'violated').length;
    parts.push(
      `${playbookName ? `Playbook “${playbookName}”` : 'Review rules'}: ${pb.checks.length} rule${pb.checks.length === 1 ? '' : 's'} checked, ${v} violated.${
        pb.unverifiable.length
          ? ` Not automatically checkable (review manually): ${pb.unverifiable
              .slice(0, 4)
              .map((l) => `“${l}”`)
              .join('; ')}${pb.unverifiable.length > 4 ? '…' : ''}.`
          : ''
      }`,
    );
  }
  return parts.join(' ');
}
