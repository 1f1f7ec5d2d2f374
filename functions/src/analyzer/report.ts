/** Writes the report: key clauses, executive summary and suggested language from the findings. */
import type { KeyClause, SuggestedLanguage } from '../../../shared/schemas/analysis';
import { categoryLabel } from '../../../shared/taxonomy';
import { SEVERITY_RANK, type Ctx, type Finding } from './context';
import { NOT_DETECTED, type Detection } from './model/detect';
import type { ClauseModel } from './model/load';
import type { Clause } from './segment';
import { findAmounts, findDurations } from './text';
import { CLAUSE_GISTS } from './clause-gists';
import { citedClause } from './clause-ref';
import { renewalPhrase } from './renewal';
import { cueClauseSpan, cueSentence, keyClauseAt, titledAs } from './key-clause-at';
import { lawName } from './governing-law';

const KEY_ORDER = [
  'license-grant',
  'exclusivity',
  'non-compete',
  'payment-terms',
  'revenue-profit-sharing',
  'minimum-commitment',
  'price-restrictions',
  'term',
  'renewal-term',
  'termination-for-convenience',
  'termination-for-cause',
  'post-termination-services',
  'cap-on-liability',
  'uncapped-liability',
  'limitation-of-liability',
  'indemnification',
  'warranties',
  'warranty-duration',
  'ip-ownership-assignment',
  'joint-ip-ownership',
  'confidentiality',
  'data-protection',
  'audit-rights',
  'insurance',
  'liquidated-damages',
  'most-favored-nation',
  'rofr-rofo-rofn',
  'change-of-control',
  'anti-assignment',
  'no-solicit-of-customers',
  'no-solicit-of-employees',
  'non-disparagement',
  'covenant-not-to-sue',
  'source-code-escrow',
  'irrevocable-or-perpetual-license',
  'non-transferable-license',
  'governing-law',
  'dispute-resolution',
  'force-majeure',
  'third-party-beneficiary',
];

const upper = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

/** One plain-language takeaway for a clause (the quote itself is behind "Show in contract"). */
// A limit measured by the fees, in one sentence: not an exclusion of liability that mentions fees elsewhere.
const CAP_BY_FEES =
  /\b(?:limited\s+to|capped\s+at|(?:shall|will)\s+not\s+exceed|exceed|in\s+excess\s+of|greater\s+than|more\s+than)\b[^.;]{0,160}\b(?:fees?|amounts?|sums?|royalt(?:y|ies))\b[^.;]{0,60}\b(?:paid|payable|received)\b/i;

function takeaway(
  ctx: Ctx,
  cat: string,
  body: string,
  findings: Finding[],
  first: { start: number; end: number },
): string {
  const f = ctx.facts;
  if (cat === 'renewal-term' && f.renewal?.auto) return `The contract ${renewalPhrase(f.renewal, f.renewalNotice)}.`;
  const own = findings.find(
    (x) =>
      x.kind === 'risk' &&
      x.category === cat &&
      !x.playbookRule &&
      x.start < first.end + 2000 &&
      first.start < x.end + 2000,
  );
  if (own) return own.title;
  const d = findDurations(body)[0];
  const amount = findAmounts(body)[0];
  switch (cat) {
    case 'governing-law':
      if (f.governingLaw && !f.governingLaw.placeholder)
        return `The law of ${lawName(f.governingLaw.value)} governs the contract.`;
      break;
    case 'term':
      if (f.initialTerm)
        return `The contract runs for ${f.initialTerm.text}${f.expiration?.iso ? `, to ${f.expiration.iso}` : ''}.`;
      if (f.expiration?.iso) return `The contract runs until ${f.expiration.iso}.`;
      break;
    case 'payment-terms': {
      // The period a payment is due in, not the first period of the clause (a term, a notice).
      const due = findDurations(body).find(
        (x) =>
          x.unit !== 'year' &&
          /\b(?:pa(?:y|id|yable|yment)|invoices?|due|remit\w*)\b[^.;]{0,80}$/i.test(
            body.slice(Math.max(0, x.index - 100), x.index),
          ),
      );
      if (due) return `Payment is due within ${due.text}${amount ? `; amounts include ${amount}` : ''}.`;
      break;
    }
    case 'cap-on-liability':
      if (amount) return `Liability is capped at ${amount}.`;
      if (CAP_BY_FEES.test(body))
        return 'Liability is capped by reference to what is paid or payable under the contract.';
      break;
    case 'confidentiality':
      return `Confidential information must be kept secret and used only for the contract${d && d.unit === 'year' ? `, for ${d.text}` : ''}.`;
    case 'warranty-duration':
      if (d) return `Warranty claims must be made within ${d.text}.`;
      break;
    case 'insurance':
      if (amount) return `Insurance must be kept with cover of at least ${amount}.`;
      break;
  }
  const gist = CLAUSE_GISTS[cat] ?? `covers ${categoryLabel(cat).toLowerCase()}`;
  return `${upper(gist)}.`;
}

/** The learned model's detections (model/detect.ts) and the model, when the engine runs with one. */
export interface ModelDetections {
  detected: readonly Detection[];
  model: ClauseModel;
}

function keyClauseItem(
  ctx: Ctx,
  cat: string,
  c: Clause,
  spans: { start: number; end: number }[],
  findings: Finding[],
  focus: string[],
): KeyClause {
  const first = spans[0]!;
  const body = spans.map((s) => ctx.text.slice(s.start, s.end)).join('\n');
  const details = [
    ...findDurations(body)
      .slice(0, 3)
      .map((d) => `Period: ${d.text}`),
    ...findAmounts(body)
      .slice(0, 3)
      .map((a) => `Amount: ${a}`),
    ...(cat === 'governing-law' && ctx.facts.governingLaw ? [`Law: ${ctx.facts.governingLaw.value}`] : []),
  ];
  // A clause type's own findings only: an article on warranties, liability and indemnity lists each
  // finding under its own type, not every finding of the article under every type.
  const flags = findings.filter((f) => f.category === cat).map((f) => `${f.severity.toUpperCase()}: ${f.title}`);

  if (focus.includes(cat)) flags.unshift('Flagged for attention by the playbook/instructions.');
  return {
    clause_type: categoryLabel(cat),
    plain_language_summary: takeaway(ctx, cat, body, findings, first),
    key_details_extracted: [...new Set(details)],
    ai_notes_flags: [...new Set(flags)].slice(0, 5),
    relevant_clause_reference: c.ref,
    category: cat,
    spans,
  };
}

/**
 * One key-clause item per category found. Categories the clause model decides come from its
 * detections (spans: the sentences that carry the clause); the others from the rule cues' best clause.
 */
export function keyClauses(
  ctx: Ctx,
  findings: Finding[],
  focus: string[],
  learned: ModelDetections | null = null,
): KeyClause[] {
  const out: KeyClause[] = [];
  const byId = new Map(learned?.detected.map((d) => [d.id, d]) ?? []);
  const order = [...KEY_ORDER, ...[...byId.keys()].filter((k) => !KEY_ORDER.includes(k))];
  for (const cat of order) {
    if (learned && learned.model.index.has(cat) && !NOT_DETECTED.has(cat)) {
      const d = byId.get(cat);
      // The clause a lawyer finds: in a flattened text the tree's clause can be a whole page ("Preamble"),
      // so the number the detected passage carries or runs under names it, as for the findings.
      const c = d && citedClause(ctx, keyClauseAt(ctx.text, cat, d.spans[0]!));
      if (d && c)
        out.push(
          keyClauseItem(
            ctx,
            cat,
            c,
            d.spans.map((s) => ({ start: s.start, end: s.end })),
            findings,
            focus,
          ),
        );
      continue;
    }
    if (out.length >= 24) continue;
    let best = -1;
    let bestScore = 0;
    let bestSentence = 0;
    ctx.cats.forEach((cs, i) => {
      const hit = cs.find((c) => c.id === cat);
      const cl = ctx.clauses[i]!;
      if (!hit || cl.end - cl.bodyStart <= 40) return;
      // A clause titled for the category wins a tie with one that only mentions it; between clauses
      // still alike, the one with a sentence that says it most plainly (not a page that mentions it twice).
      const score = hit.score + (titledAs(ctx.text, cl, cat) ? 0.5 : 0);
      if (score < bestScore) return;
      const sentence = cueSentence(ctx.text, cat, { start: cl.bodyStart, end: cl.end })?.score ?? 0;
      if (score > bestScore || sentence > bestSentence) [best, bestScore, bestSentence] = [i, score, sentence];
    });
    if (best < 0) continue;
    const c = ctx.clauses[best]!;
    const ex = cueClauseSpan(ctx.text, cat, c, learned ? 600 : 4000);
    // Cited by the number the quoted section carries, as for the model's categories.
    const cited = citedClause(ctx, ex.at) ?? c;
    out.push(keyClauseItem(ctx, cat, cited, [{ start: ex.start, end: ex.end }], findings, focus));
  }
  out.push(...renewalItems(ctx, out));
  return out;
}

function refAt(ctx: Ctx, i: number): string {
  let best: { ref: string; size: number } | undefined;
  for (const c of ctx.clauses)
    if (c.start <= i && i < c.end && c.kind !== 'preamble' && (!best || c.end - c.start < best.size))
      best = { ref: c.ref, size: c.end - c.start };
  return best?.ref ?? 'General';
}

/** Renewal term and the notice that stops it, as facts with their own categories (CUAD's two renewal facts). */
function renewalItems(ctx: Ctx, have: KeyClause[]): KeyClause[] {
  const f = ctx.facts;
  const out: KeyClause[] = [];
  const r = f.renewal;
  if (!r) return out;
  const ref = refAt(ctx, r.start);
  const n = f.renewalNotice;
  // The renewal period is the first duration after "renew" ("an initial term of two (2) years and
  // shall renew for successive one (1) year periods": one year, not two).
  // An evergreen has no renewal period: its only term is the initial one.
  const renewAt = r.indefinite ? -1 : Math.max(0, r.value.search(/renew|extend/i));
  const term =
    renewAt < 0
      ? undefined
      : findDurations(r.value).find((d) => (d.unit === 'year' || d.unit === 'month') && d.index >= renewAt);
  // "one (1) year periods", not "one (1) years periods".
  const period = term?.text.replace(/s$/, '') ?? '';
  const items: KeyClause[] = [
    {
      clause_type: categoryLabel('renewal-term'),
      plain_language_summary: !r.auto
        ? `The contract can be renewed or extended${term ? ` for ${term.text}` : ''}, but not automatically.`
        : `The contract ${renewalPhrase(r, n, 'verb', { period })}.`,
      key_details_extracted: [
        ...(term ? [`Renewal period: ${term.text}`] : []),
        ...(r.indefinite ? ['Renewal period: none; it continues until ended by notice'] : []),
        ...(n ? [`${r.indefinite ? 'Notice to end it' : 'Notice to stop renewal'}: ${n.period}`] : []),
      ],
      ai_notes_flags: [],
      relevant_clause_reference: ref,
      category: 'renewal-term',
      spans: [{ start: r.start, end: r.end }],
    },
  ];
  if (n)
    items.push({
      clause_type: categoryLabel('notice-period-to-terminate-renewal'),
      plain_language_summary: r.indefinite
        ? `Once it runs on after its initial term, a party ends the contract by giving at least ${n.period} notice.`
        : `To stop the automatic renewal, notice must be given at least ${n.period} before the current term ends.`,
      key_details_extracted: [`Notice period: ${n.period}`],
      ai_notes_flags: n.days >= 90 ? [`A notice window of ${n.period} is easy to miss; diarise it.`] : [],
      relevant_clause_reference: ref,
      category: 'notice-period-to-terminate-renewal',
      spans: [{ start: r.start, end: r.end }],
    });
  // Where the model already reports the category, its item gains the facts read from the clause
  // (one item per category: a second one would list the same clause twice).
  for (const item of items) {
    const same = have.find((k) => k.category === item.category);
    if (!same) out.push(item);
    else {
      same.plain_language_summary = item.plain_language_summary;
      same.key_details_extracted = [...new Set([...item.key_details_extracted, ...same.key_details_extracted])];
      same.ai_notes_flags = [...new Set([...item.ai_notes_flags, ...same.ai_notes_flags])];
    }
  }
  return out;
}

export function suggestions(findings: Finding[]): SuggestedLanguage[] {
  return findings
    .filter((f) => f.suggestion && f.severity !== 'low')
    .sort((a, b) => SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] || a.start - b.start)
    .slice(0, 15)
    .map((f) => ({
      priority: f.severity,
      type: f.suggestion!.type,
      recommendation: f.suggestion!.recommendation,
      ...(f.suggestion!.proposed_text ? { proposed_text: f.suggestion!.proposed_text } : {}),
      related_issue_reference: `${f.clause?.ref ?? 'General'}: ${f.title}`,
      ...(f.clause ? { section_reference: f.clause.ref } : {}),
      category: f.category,
      ...(f.end > f.start ? { spans: [{ start: f.start, end: f.end }] } : {}),
    }));
}

/**
 * The summary a reviewing lawyer writes: the answers to what the user asked about first, then what
 * the contract is and between whom, its dates, term and renewal, governing law, the three most
 * serious risks for the reviewed side with their clause numbers, and the protections it lacks.
 */
