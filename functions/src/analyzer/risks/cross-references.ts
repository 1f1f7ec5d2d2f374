/**
 * One finding for a term that other sections take on by reference. A reseller agreement's 2.5, 2.7
 * and 2.8 each say "Detto agrees to indemnify and hold PivX harmless in accordance with the
 * provisions of Section 4.4 ...": the rule that reads 4.4 reads each of them the same way, and the
 * review listed one indemnity four times, all high, all asking the same. A finding whose passage
 * applies another section "in accordance with", "pursuant to" or "as set out in" it, where that
 * section has a finding of the same rule saying the same words, is folded into that finding: its
 * passage is cited with it (the spans a user can open) and named in its impact.
 */
import { graver, type Ctx, type Finding } from '../context';

/** "in accordance with the provisions of Section 4.4", "pursuant to Clause 9", "as set forth in Article 12.1". */
const BY_REFERENCE =
  /(?<!\bexcept\s)\b(?:in accordance with|pursuant to|as (?:set out|set forth|provided|described|specified) in|under)\s+(?:the\s+)?(?:(?:terms|provisions)(?:\s+and\s+conditions)?\s+of\s+)?(?:Sections?|Clauses?|Articles?|Paragraphs?)\s+(\d{1,3}(?:\.\d{1,3})*)/gi;

const OWN_NUMBER = /\b(?:Section|Clause|Article|Paragraph)\s+(\d{1,3}(?:\.\d{1,3})*)/i;

/** The section numbers a passage applies by reference. */
export function sectionsApplied(passage: string): string[] {
  return [...passage.matchAll(BY_REFERENCE)].map((m) => m[1]!);
}

function numberOf(f: Finding): string | undefined {
  return f.clause?.number ?? (f.clause ? OWN_NUMBER.exec(f.clause.ref)?.[1] : undefined);
}

/** `n` is the section applied, or a part of it ("Section 4" applies 4.4). */
const within = (n: string, applied: string) => n === applied || n.startsWith(`${applied}.`);

/** "Section 2.5", or "Sections 2.5, 2.7 and 2.8" when they are all sections (clauses, articles). */
export function sectionList(refs: string[]): string {
  const names = [...new Set(refs)];
  const words = names.map((r) => /^(\w+) (\S.*)$/.exec(r));
  const word = words[0]?.[1];
  const same = names.length > 1 && word !== undefined && words.every((m) => m?.[1] === word);
  const items = same ? words.map((m) => m![2]!) : names;
  const list = items.length === 1 ? items[0]! : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
  return same ? `${word}s ${list}` : list;
}

export function foldReferences(ctx: Ctx, findings: Finding[]): Finding[] {
  const into = new Map<Finding, Finding>();
  for (const f of findings) {
    if (f.end <= f.start) continue;
    // A section's reference to a part of itself ("2.1(a) ... as provided in Section 2.1(c)") applies nothing else.
    const own = numberOf(f);
    const applied = sectionsApplied(ctx.text.slice(f.start, f.end)).filter(
      (a) => own === undefined || !(within(own, a) || within(a, own)),
    );
    if (applied.length === 0) continue;
    const target = findings.find((g) => {
      if (g === f || into.has(g) || g.end <= g.start || g.rule !== f.rule || g.title !== f.title) return false;
      const n = numberOf(g);
      return n !== undefined && applied.some((a) => within(n, a));
    });
    if (target) into.set(f, target);
  }
  if (into.size === 0) return findings;
  const folded = new Map<Finding, Finding[]>();
  for (const [from, first] of into) {
    // 2.5 applies 4.4, which applies 9.1: both end in 9.1's finding.
    let target = first;
    while (into.has(target)) target = into.get(target)!;
    folded.set(target, [...(folded.get(target) ?? []), from]);
  }
  const out: Finding[] = [];
  for (const f of findings) {
    if (into.has(f)) continue;
    const from = folded.get(f);
    if (!from) {
      out.push(f);
      continue;
    }
    const refs = [...new Set(from.map((g) => g.clause?.ref.replace(/\s*\(.*$/, '') ?? '').filter(Boolean))];
    const severity = from.reduce((s, g) => graver(s, g.severity), f.severity);
    out.push({
      ...f,
      severity,
      alsoAt: [...(f.alsoAt ?? []), ...from.map((g) => ({ start: g.start, end: g.end }))],
      impact: refs.length
        ? `${f.impact} ${sectionList(refs)} ${refs.length === 1 ? 'applies' : 'apply'} the same terms by reference.`
        : f.impact,
    });
  }
  return out;
}
