/**
 * What a survival clause leaves out. A clause that names the sections outliving the agreement
 * ("Sections 12, 13, 15, 16, 18, and 19 shall survive the Term") is read as the whole list: a
 * section it skips, within the run of numbers it names, ends with the agreement. When that section
 * holds an indemnity (or a duty of confidence), the side it protects loses it for claims made after
 * the end, even over what happened during the term. Read once per contract (contract-facts.ts), and
 * only when a passage names such a list; the clause tree (segment.ts) gives each section's number and
 * heading.
 */
import { segment, type Clause } from '../segment';
import { romanToInt } from '../segment/lines';
import type { Signal } from './readings';
import type { Who } from './sides';

export type GapKind = 'indemnity' | 'confidentiality';

/** A survival clause that leaves out a section of `kind`, and the sides the omitted section protects. */
export interface SurvivalGap {
  /** The survival passage, as the rule sees it. */
  text: string;
  kind: GapKind;
  /** Where in the passage the list of sections starts (the citation's anchor). */
  at: number;
  protects: readonly Who[];
}

const SURVIVES = /\bsurviv/i;
/** A section number: "12", "2.3", "10.4.1", or an Article in roman numerals ("VII"). */
const NUMBER = String.raw`(?:[IVX]{1,6}|\d{1,2}(?:\.\d{1,3}){0,2})\b`;
/** What may follow a number in a list: "(a)", "(with respect to the license granted to X)", "[Ownership]". */
const ASIDE = String.raw`(?:\s*\([^()]{0,100}\)|\s*\[[^\]]{0,80}\])*`;
const SEPARATOR = String.raw`\s*(?:,\s*(?:and\s+|or\s+)?|and\s+|or\s+|through\s+|to\s+|-|–)\s*(?:(?:Sections?|Articles?|Paragraphs?|Clauses?)\s+)?`;
/** "Sections 12, 13, 15, 16, 18, and 19", "Articles 11, 13 and 17", "Sections 2.3 through 2.9 and Article VII". */
const LIST = new RegExp(
  String.raw`\b(?:Sections?|Articles?|Paragraphs?|Clauses?)\s+(${NUMBER}${ASIDE}(?:${SEPARATOR}${NUMBER}${ASIDE}){1,30})`,
  'g',
);
const ASIDES = /\([^()]{0,100}\)|\[[^\]]{0,80}\]/g;
const ITEM =
  /\b([IVX]{1,6}|\d{1,2}(?:\.\d{1,3}){0,2})\b(\s*(?:through|to|-|–)\s*(?:(?:Sections?|Articles?)\s+)?([IVX]{1,6}|\d{1,2}(?:\.\d{1,3}){0,2})\b)?/g;
/**
 * A list that is not the whole story: provisions surviving "by their nature", "intended to survive",
 * "which may reasonably be interpreted as surviving", or any other provision "necessary to" enforce.
 */
const CATCH_ALL =
  /\bby\s+(?:their|its)\s+(?:nature|terms\s+(?:are\s+intended|contemplate|extend))|\bnature\s+(?:and|or)\s+intent|\bmeaning\s+and\s+intent|\bintended\s+to\s+survive|\bshould\s+(?:by\s+its\s+nature\s+)?survive|\breasonably\s+be\s+(?:interpreted|construed)|\bnecessary\s+(?:to|for)\s+(?:give\s+effect|enforce|interpret|the\s+interpretation)|\bas\s+applicable\b/i;

const HEADINGS: Record<GapKind, RegExp> = {
  indemnity: /\bindemn|\bhold\s+harmless/i,
  confidentiality: /\bconfidential|\bnon-?disclosure|\bproprietary\s+information/i,
};
/** Who a section binds: an indemnity's indemnifier, or the side bound to keep information confidential. */
const BINDS: Record<GapKind, (s: Signal) => boolean> = {
  indemnity: (s) => s.kind === 'must:indemnify',
  confidentiality: (s) => /^(?:must|mustNot):(?:confidential|use)$/.test(s.kind),
};
/** "The Company will defend, at its expense, any action": in a section headed as an indemnity, an indemnity. */
const DEFENDS =
  /^\s*(?:at\s+its\s+(?:own\s+)?(?:cost|expense),?\s*)?(?:defend|indemnif|(?:hold|save)\s+(?:\w+\s+){0,3}harmless)/i;
const defends = (s: Signal, after: string): boolean => /^must:/.test(s.kind) && DEFENDS.test(after);
/** A section that says how long it lasts: "shall survive", "for a period of five years after termination". */
/** The side a mutual duty of confidence names by its role: "the Receiving Party", "the recipient party". */
const RECIPIENT = /\b(?:receiving|recipient)\s+part(?:y|ies)\b/i;
const OWN_TERM =
  /\bsurviv|\b(?:after|following|beyond)\s+(?:the\s+)?(?:termination|expiration|expiry)|\bperpetu|\bindefinite|\bthereafter/i;

const topOf = (n: string): number => (/^[IVX]+$/.test(n) ? romanToInt(n) : Number(n.split('.')[0]));
const norm = (n: string): string => (/^[IVX]+$/.test(n) ? String(romanToInt(n)) : n);

/** Every section number a list names, ranges spelled out at the top level ("14-24" names 14 to 24). */
function listed(list: string): string[] {
  const out: string[] = [];
  for (const m of list.replace(ASIDES, ' ').matchAll(ITEM)) {
    out.push(norm(m[1]!));
    if (m[3]) for (let n = topOf(m[1]!) + 1; n <= Math.min(topOf(m[3]), topOf(m[1]!) + 40); n++) out.push(String(n));
  }
  return out;
}

/** Whether the list names section `n`, a section above it, or a part of it. */
function covers(names: readonly string[], n: string): boolean {
  return names.some((l) => l === n || n.startsWith(`${l}.`) || l.startsWith(`${n}.`));
}

interface Section {
  number: string;
  top: number;
  kind: GapKind;
  protects: Who[];
}

/** The sections headed as an indemnity or as confidentiality, with the sides their duties protect. */
function headedSections(
  clauses: readonly Clause[],
  passages: readonly { signals: readonly Signal[]; start?: number; end?: number }[],
  text: string,
): Section[] {
  const out: Section[] = [];
  const numbered = clauses.filter((c) => c.kind === 'section' || c.kind === 'article' || c.kind === 'exhibit');
  numbered.forEach((c, i) => {
    if (!c.number || !c.heading || c.kind === 'exhibit') return;
    // The section runs to the next one at its level or above (its lettered items and subsections are in it).
    const next = numbered.slice(i + 1).find((x) => x.kind === 'exhibit' || x.level <= c.level);
    const end = next ? next.start : text.length;
    for (const kind of ['indemnity', 'confidentiality'] as const) {
      if (!HEADINGS[kind].test(c.heading)) continue;
      if (OWN_TERM.test(text.slice(c.bodyStart, end))) continue;
      const binds = new Set<Who>();
      for (const p of passages)
        if (p.start !== undefined && p.start >= c.start && p.start < end)
          for (const s of p.signals)
            if (
              BINDS[kind](s) ||
              (kind === 'indemnity' && defends(s, text.slice(p.start + s.end, p.start + s.end + 40)))
            )
              binds.add(s.who);
      // "The Receiving Party shall hold in confidence": a duty each side bears for what it receives.
      if (kind === 'confidentiality' && binds.has('none') && RECIPIENT.test(text.slice(c.bodyStart, end)))
        binds.add('mutual');
      // A duty of the other side (or of each side) protects the reviewed side, and the reverse.
      const protects: Who[] = [];
      if (binds.has('other') || binds.has('mutual')) protects.push('self');
      if (binds.has('self') || binds.has('mutual')) protects.push('other');
      if (protects.length) out.push({ number: norm(c.number), top: topOf(c.number), kind, protects });
    }
  });
  return out;
}

/** The survival passages whose list of sections skips a headed indemnity or confidentiality section. */
export function survivalGaps(
  passages: readonly { signals: readonly Signal[]; start?: number; end?: number }[],
  text: string,
  clauses?: readonly Clause[],
): SurvivalGap[] {
  const lists: { text: string; at: number; names: string[] }[] = [];
  for (const p of passages) {
    if (p.start === undefined || p.end === undefined) continue;
    const s = text.slice(p.start, p.end);
    if (!SURVIVES.test(s) || CATCH_ALL.test(s)) continue;
    // The whole list of what survives ("Sections 5.02 and 8.02, and Articles IV, VII and IX"): three or
    // more sections, next to the word "survive".
    const names: string[] = [];
    let at = -1;
    for (const m of s.matchAll(LIST)) {
      if (!SURVIVES.test(s.slice(Math.max(0, m.index - 200), m.index + m[0].length + 200))) continue;
      names.push(...listed(m[1]!));
      if (at < 0) at = m.index;
    }
    if (new Set(names.map(topOf)).size >= 3) lists.push({ text: s, at, names });
  }
  if (!lists.length) return [];
  // The context's clause tree when the caller has it: segmenting the text again would repeat that work.
  const sections = headedSections(clauses ?? segment(text), passages, text);
  const gaps: SurvivalGap[] = [];
  for (const l of lists) {
    const tops = l.names.map(topOf);
    const [lo, hi] = [Math.min(...tops), Math.max(...tops)];
    for (const kind of ['indemnity', 'confidentiality'] as const) {
      // A section the drafter skipped: inside the run of numbers listed, and no part of it named.
      const skipped = sections.filter((x) => x.kind === kind && x.top > lo && x.top < hi && !covers(l.names, x.number));
      const protects = [...new Set(skipped.flatMap((x) => x.protects))];
      if (protects.length) gaps.push({ text: l.text, kind, at: l.at, protects });
    }
  }
  return gaps;
}
