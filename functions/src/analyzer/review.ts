/** Non-standard terms and ambiguities/inconsistencies (drafting quality), with exact evidence. */
import { clausesWith, clauseSentences, mk, type Ctx, type Finding } from './context';
import type { Clause } from './segment';

function clauseAt(ctx: Ctx, i: number): Clause | undefined {
  let best: Clause | undefined;
  for (const c of ctx.clauses) if (c.start <= i && i < c.end) best = c;
  return best;
}

function firstSentence(ctx: Ctx, cat: string, re: RegExp): { clause: Clause; start: number; end: number } | undefined {
  for (const c of clausesWith(ctx, cat))
    for (const s of clauseSentences(ctx, c)) if (re.test(s.text)) return { clause: c, start: s.start, end: s.end };
  return undefined;
}

export function nonStandard(ctx: Ctx): Finding[] {
  const out: Finding[] = [];
  const add = (rule: string, cat: string, re: RegExp, title: string, deviation: string, impact: string) => {
    const at = firstSentence(ctx, cat, re);
    if (at)
      out.push(
        mk(ctx, { kind: 'nonstandard', rule, category: cat, severity: 'medium', ...at, title, deviation, impact }),
      );
  };
  add(
    'perpetual-license',
    'irrevocable-or-perpetual-license',
    /irrevocable|perpetual/i,
    'Irrevocable or perpetual licence',
    'Most commercial licences end with the agreement and can be revoked for breach.',
    'The licensor cannot recover the licensed rights even after termination or breach.',
  );
  add(
    'source-code-escrow',
    'source-code-escrow',
    /escrow/i,
    'Source code escrow arrangement',
    'Escrow is negotiated for critical software only and needs release conditions and verification.',
    'Release triggers and costs need to be clear to be useful.',
  );
  add(
    'covenant-not-to-sue',
    'covenant-not-to-sue',
    /challenge|contest|sue|assert/i,
    'Covenant not to sue / no-challenge clause',
    'No-challenge clauses are unusual outside IP licences and may be unenforceable in some jurisdictions.',
    "A party waives its right to contest validity or ownership of the other side's IP.",
  );
  add(
    'mfn',
    'most-favored-nation',
    /favou?r|lower|better/i,
    'Most-favoured-nation pricing',
    'MFN clauses are uncommon and hard to administer.',
    'Pricing elsewhere becomes constrained and subject to audit.',
  );
  add(
    'rofr',
    'rofr-rofo-rofn',
    /first/i,
    'Right of first refusal/offer/negotiation',
    'Such rights are not part of a standard commercial agreement.',
    'They can deter third-party bids and delay transactions.',
  );
  add(
    'unlimited-license',
    'unlimited-all-you-can-eat-license',
    /unlimited|enterprise/i,
    'Unlimited-use licence',
    'Licences are usually limited by users, units or volume.',
    'The licensor cannot charge for growth in usage.',
  );
  add(
    'liquidated-damages',
    'liquidated-damages',
    /liquidated|fee|break/i,
    'Liquidated damages / termination fee',
    'Fixed damages sums are not standard in most commercial contracts.',
    'A pre-set sum is payable regardless of the actual loss.',
  );
  const jury = /waive[^.]{0,60}(?:trial by jury|jury trial)/i.exec(ctx.text);
  if (jury) {
    const c = clauseAt(ctx, jury.index);
    out.push(
      mk(ctx, {
        kind: 'nonstandard',
        rule: 'jury-waiver',
        category: 'dispute-resolution',
        severity: 'low',
        ...(c ? { clause: c } : {}),
        start: jury.index,
        end: jury.index + jury[0].length,
        title: 'Waiver of jury trial',
        deviation: 'Jury waivers are common in US commercial contracts but remove a procedural right.',
        impact: 'Disputes will be decided by a judge or arbitrator only.',
      }),
    );
  }
  const sole = ctx.text.match(/\bsole (?:and absolute )?discretion\b/gi) ?? [];
  if (sole.length >= 3) {
    const i = ctx.text.search(/\bsole (?:and absolute )?discretion\b/i);
    const c = clauseAt(ctx, i);
    out.push(
      mk(ctx, {
        kind: 'nonstandard',
        rule: 'sole-discretion',
        category: 'other',
        severity: 'low',
        ...(c ? { clause: c } : {}),
        start: i,
        end: i + 15,
        title: `"Sole discretion" appears ${sole.length} times`,
        deviation: 'Balanced contracts subject discretionary decisions to reasonableness.',
        impact: "Decisions left to one party's sole discretion cannot be challenged as unreasonable.",
      }),
    );
  }
  const inj =
    /\b(?:ignore|disregard)\s+(?:all\s+)?(?:previous|prior|above)\s+instructions\b|\b(?:AI|language model|LLM|assistant)\b[^.]{0,60}\b(?:must|should)\s+(?:report|say|ignore|not)/i.exec(
      ctx.text,
    );
  if (inj) {
    const c = clauseAt(ctx, inj.index);
    out.push(
      mk(ctx, {
        kind: 'nonstandard',
        rule: 'embedded-instruction',
        category: 'other',
        severity: 'medium',
        ...(c ? { clause: c } : {}),
        start: inj.index,
        end: inj.index + inj[0].length,
        title: 'The text contains an instruction addressed to an automated reviewer',
        deviation:
          'Contracts do not address software reviewers; such text has no legal effect and was treated as ordinary contract text.',
        impact: 'It may be an attempt to manipulate automated review; read the surrounding text carefully.',
      }),
    );
  }
  return out;
}

const VAGUE: [RegExp, string][] = [
  [/\b(?:commercially\s+)?reasonable\s+(?:best\s+)?efforts\b/i, 'reasonable efforts'],
  [/\bbest\s+efforts\b/i, 'best efforts'],
  [/\bpromptly\b/i, 'promptly'],
  [/\bas soon as (?:reasonably )?practicable\b/i, 'as soon as practicable'],
  [/\bin a timely manner\b|\btimely\b/i, 'timely'],
  [/\bsubstantially\b/i, 'substantially'],
];

export function ambiguities(ctx: Ctx): Finding[] {
  const out: Finding[] = [];
  const { text } = ctx;
  // Blanks and placeholders.
  // Blanks, placeholders and template directives ("{IF has_use_limitations}", "{{customer_name}}",
  // "<<enter Company Name>>"): unfilled terms, never terms of the contract.
  const blank =
    /\[\s*(?:●|•|·|_+|x|X|insert[^\]]{0,30}|TBD|\s)\s*\]|\{\{[^{}\n]{1,60}\}\}|\{\s*(?:IF|ELSE|ELSEIF|END|ENDIF|FOR|EACH|UNLESS)\b[^{}\n]{0,60}\}|\{[A-Za-z_][\w.]{2,40}\}|<<[^<>\n]{1,40}>>|_{4,}|\bTBD\b|\[\s*\]/g;
  const blanks = [...text.matchAll(blank)];
  if (blanks.length > 0) {
    const first = blanks[0]!;
    const c = clauseAt(ctx, first.index);
    const sample = [...new Set(blanks.slice(0, 40).map((b) => b[0].trim()))].slice(0, 5).join(', ');
    out.push(
      mk(ctx, {
        kind: 'ambiguity',
        rule: 'blanks',
        category: c ? (ctx.cats[c.index]![0]?.id ?? 'other') : 'other',
        severity: 'high',
        ...(c ? { clause: c } : {}),
        start: first.index,
        end: first.index + first[0].length,
        title: `${blanks.length} blank${blanks.length > 1 ? 's or placeholders remain' : ' or placeholder remains'} unfilled (e.g. ${sample}).`,
        impact:
          'Unfilled terms (dates, names, amounts, governing law) leave essential terms undetermined; the contract may be unenforceable or read against the drafter.',
      }),
    );
  }
  const redacted = (text.match(/\[\*{3}\]|\*{5,}|\[\s?\*\s?\]/g) ?? []).length;
  if (redacted > 0) {
    const i = text.search(/\[\*{3}\]|\*{5,}|\[\s?\*\s?\]/);
    const c = clauseAt(ctx, i);
    out.push(
      mk(ctx, {
        kind: 'ambiguity',
        rule: 'redactions',
        category: 'other',
        severity: 'low',
        ...(c ? { clause: c } : {}),
        start: i,
        end: i + 5,
        title: `${redacted} redacted passage${redacted > 1 ? 's' : ''} ([***]) — terms omitted from this copy.`,
        impact: 'Redacted amounts or terms cannot be reviewed; obtain the unredacted version.',
      }),
    );
  }
  // Vague standards.
  for (const [re, label] of VAGUE) {
    const m = re.exec(text);
    if (!m) continue;
    if ([...ctx.definedTerms.keys()].some((k) => k.toLowerCase().includes(label.split(' ')[0]!))) continue;
    const count = (text.match(new RegExp(re.source, 'gi')) ?? []).length;
    const c = clauseAt(ctx, m.index);
    const s = c ? clauseSentences(ctx, c).find((x) => x.start <= m.index && m.index < x.end) : undefined;
    out.push(
      mk(ctx, {
        kind: 'ambiguity',
        rule: `vague-${label}`,
        category: c ? (ctx.cats[c.index]![0]?.id ?? 'other') : 'other',
        severity: 'low',
        ...(c ? { clause: c } : {}),
        start: s?.start ?? m.index,
        end: s?.end ?? m.index + m[0].length,
        title: `Undefined standard "${label}" (used ${count} time${count > 1 ? 's' : ''}).`,
        impact:
          'Undefined effort and timing standards are a frequent source of disputes; state concrete actions or deadlines.',
      }),
    );
  }
  // Cross-references to sections and exhibits that do not exist.
  const numbers = new Set(ctx.clauses.filter((c) => c.number).map((c) => c.number!.replace(/\.$/, '')));
  const exhibits = new Set(ctx.clauses.filter((c) => c.kind === 'exhibit').map((c) => c.label.toLowerCase()));
  if (numbers.size >= 3) {
    const missing = new Map<string, number>();
    for (const m of text.matchAll(/\bSections?\s+(\d{1,3}(?:\.\d{1,3}){0,3})\b/g)) {
      const n = m[1]!;
      const top = n.split('.')[0]!;
      if (
        !numbers.has(n) &&
        !numbers.has(top + '.' + n.split('.')[1]) &&
        !missing.has(n) &&
        !numbers.has(n + '.1') &&
        numbers.has(top) === false
      )
        missing.set(n, m.index);
    }
    for (const [n, i] of [...missing].slice(0, 3)) {
      const c = clauseAt(ctx, i);
      out.push(
        mk(ctx, {
          kind: 'ambiguity',
          rule: 'dangling-section',
          category: 'other',
          severity: 'medium',
          ...(c ? { clause: c } : {}),
          start: i,
          end: i + 8 + n.length,
          title: `Reference to Section ${n}, which does not exist in this document.`,
          impact: 'A broken cross-reference makes the referring provision uncertain.',
        }),
      );
    }
  }
  const exRefs = new Map<string, number>();
  for (const m of text.matchAll(/\b(Exhibit|Schedule|Annex|Appendix)\s+([A-Z0-9]{1,3})\b/g)) {
    const key = `${m[1]} ${m[2]}`.toLowerCase();
    if (!exhibits.has(key) && !exRefs.has(key) && !/^\d{2}$/.test(m[2]!)) exRefs.set(key, m.index);
  }
  if (exhibits.size > 0 || exRefs.size > 0) {
    for (const [k, i] of [...exRefs].slice(0, 3)) {
      const c = clauseAt(ctx, i);
      const name = k.replace(/\b\w/g, (x) => x.toUpperCase());
      out.push(
        mk(ctx, {
          kind: 'ambiguity',
          rule: 'missing-exhibit',
          category: 'other',
          severity: 'medium',
          ...(c ? { clause: c } : {}),
          start: i,
          end: i + k.length,
          title: `${name} is referred to but not attached.`,
          impact: 'Terms incorporated by reference to a missing exhibit cannot be reviewed and may be disputed.',
        }),
      );
    }
  }
  // Inconsistent effective dates.
  const effs = new Set<string>();
  for (const m of text.matchAll(
    /Effective Date[”"]?\)?\s*(?::|means|shall mean|is)\s*([A-Z][a-z]+\.? \d{1,2},? \d{4})/g,
  ))
    effs.add(m[1]!.replace(/\s+/g, ' '));
  if (effs.size > 1) {
    const i = text.search(/Effective Date[”"]?\)?\s*(?::|means|shall mean|is)/);
    out.push(
      mk(ctx, {
        kind: 'ambiguity',
        rule: 'inconsistent-dates',
        category: 'effective-date',
        severity: 'high',
        start: i,
        end: i + 40,
        title: `Inconsistent effective dates: ${[...effs].join(' vs ')}.`,
        impact: 'The start of obligations and the end of the term are uncertain.',
      }),
    );
  }
  return out;
}
