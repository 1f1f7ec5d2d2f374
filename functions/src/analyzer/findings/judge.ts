/**
 * The review: every passage of the contract read for the reviewed side (readings.ts), judged by the
 * rules (rules.ts), ranked by how much a reviewing lawyer would weigh it, and the strongest turned
 * into findings that say what the passage does to the reviewed party and cite its decisive sentence.
 * One reading serves the findings, the coverage list and the missing-clause check.
 */
import { canCarryClause, splitUnits } from '../model/units';
import type { Clause } from '../segment';
import { sentences } from '../text';
import { contractFacts } from './contract-facts';
import { WORDS, type Words } from './explain';
import { termsIn } from './passage-terms';
import { subjectToCap } from './cap-sections';
import { readPassage, type PassageReading } from './passage';
import { NOT_BOUND } from './reading-patterns';
import type { Signal } from './readings';
import { RULES, type ContractFacts, type Rule, type RuleInput, type Severity } from './rules';
import { sideNamed, sideRightAt, type Sides, type Who } from './sides';

export interface Passage extends PassageReading {
  start: number;
  end: number;
}

export interface Judged {
  rule: Rule;
  /** The decisive sentence. */
  start: number;
  end: number;
  score: number;
  severity: Severity;
  words: Words;
  passage: Passage;
}

export interface Review {
  passages: Passage[];
  facts: ContractFacts;
  /** Every passage's best judgement, strongest first (before selection). */
  ranked: Judged[];
  /** The findings: what a reviewing lawyer would raise, strongest first. */
  findings: Judged[];
}

/** How many findings a side gets: enough for the contract's length, never a list of everything. */
const MIN_SCORE = 0.3;
const STRONG = 1.2;
const MAX_FINDINGS = 25;
const maxFindings = (passages: number) => Math.max(10, Math.min(14, Math.round(passages / 5)));

const BUMP: Record<Severity, Severity> = { low: 'medium', medium: 'high', high: 'high' };

export function readPassages(text: string, sides: Sides): Passage[] {
  const out: Passage[] = [];
  for (const u of splitUnits(text)) {
    const s = text.slice(u.start, u.end);
    if (!canCarryClause(s)) continue;
    out.push({ start: u.start, end: u.end, ...readPassage(sides, s) });
  }
  return out;
}

/** A heading in title case: capitalised words joined by small ones, no verb ("Representations, Warranties and Covenants."). */
const TITLE_CASE =
  /^(?:[\d.]+\s+)?(?:[A-Z][\w'’&-]*,?\s+(?:(?:and|of|the|or|to|for|in|on|by)\s+)*){1,8}[A-Z][\w'’&-]*[.:]?$/;

/**
 * The decisive sentence: the one of the passage that holds offset `at` (relative to the passage).
 * A clause number or heading on its own ("2.", "Termination.") is not a sentence to cite: the
 * citation then runs on to the sentence after it.
 */
function decisive(text: string, p: Passage, at: number): { start: number; end: number } {
  const abs = p.start + Math.max(0, at);
  const ss = sentences(text, p.start, p.end).filter((x) => /[a-z]{2,}/i.test(x.text));
  // A heading ("ARTICLE I GRANT OF LICENSE", "8. Developer's Representations, Warranties and Covenants.")
  // is not a sentence to cite alone.
  const heading = (x: { text: string; start: number; end: number }) =>
    x.end - x.start < 25 ||
    (!/[a-z]{3,}\s+[a-z]{2,}/.test(x.text) && x.text.length < 80) ||
    (x.text.length < 120 && TITLE_CASE.test(x.text.trim()));
  const i = Math.max(
    0,
    ss.findIndex((x) => x.start <= abs && abs < x.end),
  );
  const s = ss[i];
  if (!s) return { start: p.start, end: p.end };
  // The citation runs on past headings ("8. Developer's Representations, Warranties and Covenants. 8.1
  // Power and Authority.") to the first sentence that says something.
  let j = i;
  while (j < i + 3 && heading(ss[j]!) && ss[j + 1]) j++;
  return { start: s.start, end: ss[j]!.end };
}

/** The subject an inverted modal is followed by: "Customer or Users", "the Licensee", "either party". */
const INVERTED_SUBJECT =
  /^\s*(?:the\s+|either\s+|any\s+)?[\w.&'’-]+(?:\s+(?:or|and|nor)\s+(?:its\s+|the\s+)?[\w.&'’-]+)?(?=\s+[a-z])/i;
const MODAL_WORDS: Record<string, string> = { must: 'must', mustNot: 'must not', may: 'may', mayNot: 'may not' };

/** After "not be required to": a word that can start a verb phrase, not an object ("obligated to the Professional"). */
const VERB_NEXT = /^\s+(?!(?:the|any|a|an|such|its|his|her|their|this|that|each)\b)/i;
/** A modal followed by a colon and a list's first label ("shall: (a)", "will: 1)", "shall: 4.2.1"). */
const LIST_OPENING =
  /^\s*(?:agrees?\s+to|to)?\s*:\s*(?:\d{1,3}\s+(?=\())?(?:\d+(?:\.\d+)+\.?|\(?(?:[a-z]|[ivx]{1,4}|\d{1,2})[.)])?\s*/i;
/** "be" and a past participle: a passive, whose subject is what is done, not who does it. */
const PASSIVE_SOURCE =
  '^be\\s+(?:\\w+ed|paid|made|given|borne|sent|kept|held|done|taken|bought|sold|brought|shown|written|spent|met)';
/**
 * A passive with its agent ("shall be purchased by RevMed", "shall be approved by the company"): the
 * sentence's subject is a thing, not the party, so the words after the modal are not the party's promise.
 */
const PASSIVE_BY = new RegExp(`${PASSIVE_SOURCE}\\s+by\\b`, 'i');
/**
 * A passive without its agent ("payments ... shall be made within fifteen days after receipt of an
 * Invoice by Recipient"): when the party is not the subject before the modal, the words after it are
 * what is done to a thing, not the party's promise ("Recipient must be made within ...").
 */
const PASSIVE = new RegExp(`${PASSIVE_SOURCE}\\b`, 'i');
/** Whether the clause before the modal at `at` (from its sentence, list label or semicolon) names the party. */
function partyIsSubject(text: string, at: number, sides: Sides, who: Who): boolean {
  const clause = text
    .slice(Math.max(0, at - 100), at)
    .split(/[.;:]\s|\(\w{1,4}\)\s*/)
    .at(-1)!;
  const named = sideNamed(sides, clause, 'last');
  return named === who || named === 'mutual';
}
const TERMINATED_BY =
  /^be\s+(terminated|cancell?ed)\s+by\s+(?:the\s+)?[A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,3}(?=[\s,])/;
/** The subject just before the modal: "This Agreement", "The Maintenance Services", "the License". */
const SUBJECT_BEFORE = /(?:^|[.;:]\s+|\d\s+)((?:[Tt]his|[Tt]he)(?:\s+[A-Z][\w-]*){1,4})\s*$/;

/**
 * "This Agreement may be terminated by TELKOM in writing at any time upon 3 months prior written notice"
 * said as the party's right: "terminate this Agreement in writing at any time upon ...". Only when the
 * sentence opens on its subject ("This Agreement", "The Maintenance Services") and the agent is the
 * party the signal names; otherwise the passive stays unquoted.
 */
function activeTermination(rest: string, before: string, sides: Sides, who: string): string | undefined {
  const m = TERMINATED_BY.exec(rest);
  const agent = m ? sideRightAt(sides, rest, m[0].indexOf(' by ') + 4, 60) : undefined;
  const object = m && agent === who ? SUBJECT_BEFORE.exec(before) : null;
  const tail = m ? rest.slice(m[0].length) : '';
  if (!m || !object || /^\s*(?:or|and)\b/i.test(tail)) return undefined;
  return `${/^cancel/i.test(m[1]!) ? 'cancel' : 'terminate'} ${object[1]!.replace(/^T/, 't')}${tail}`;
}

/** A last word that leaves a promise unfinished: its list or clause follows a colon or semicolon. */
const DANGLING =
  /\b(?:following|that|to|of|the|if|and|by|where|whereby|upon|or|with|for|in|on|from|a|an|follows|any|such|which|when|unless|including)$/i;

/**
 * The promise at offset `at` in the passage's own words, for the findings whose rule names no term
 * of its own: "must perform all obligations of the purchaser in the time and manner required".
 */
function promiseAt(text: string, signals: readonly Signal[], at: number, sides: Sides): string | undefined {
  const sig = signals.find((s) => s.at === at && s.kind.includes(':'));
  if (!sig) return undefined;
  // "covenants that it is and will remain in compliance": a promise of a state of affairs.
  const that = /^\s*that\s/i.test(text.slice(sig.end, sig.end + 8));
  // "shall not be required to provide": the freedom to decline, said as what the party need not do.
  const bound = sig.kind === 'may:refuse' ? NOT_BOUND.exec(text.slice(sig.end, sig.end + 120)) : null;
  const freed = bound && VERB_NEXT.test(text.slice(sig.end + bound[0].length)) ? bound : null;
  const modal = that ? 'promises' : freed ? 'need not' : MODAL_WORDS[sig.kind.split(':')[0]!];
  // "nor will Customer or Users disassemble": after an inverting word the subject follows the modal.
  const inverted = /\b(?:nor|event|neither|never)\s+$/i.test(text.slice(Math.max(0, sig.at - 12), sig.at));
  const after0 = text.slice(freed ? sig.end + freed[0].length : sig.end);
  // "IAC shall: (i) ensure that all copies are exact copies ...": a list's first item is the promise shown.
  const after = after0.replace(LIST_OPENING, ' ');
  // "Reseller shall: (a) not do or omit to do": the item's own "not" makes it a prohibition.
  const listNot = after !== after0 && modal === 'must' && /^\s*not\b/i.test(after);
  const rest = (inverted ? after.replace(INVERTED_SUBJECT, '') : after)
    .replace(/^\s*(?:not|never)\b/i, '')
    .replace(/^\s*to\s+(?=[a-z])/, '')
    .split(/[;:]|\.\s|\.$/)[0]!
    .replace(/\s+/g, ' ')
    .trim();
  // "shall, at the Supplier's cost, give any assistance": a phrase set off by commas before the verb; when it
  // is not closed before the sentence's colon ("shall, within five days of a matter ...:"), the verb is in
  // the list that follows, and the promise is shown as running on.
  const interjected = rest.startsWith(',');
  const unclosed = interjected && !/^,[^,]*,\s*\S/.test(rest);
  const said =
    activeTermination(rest, text.slice(Math.max(0, sig.at - 80), sig.at), sides, sig.who) ?? rest.replace(/^,\s*/, '');
  const words = said.split(' ').filter(Boolean);
  if (!modal || words.length < 2 || PASSIVE_BY.test(said)) return undefined;
  if (PASSIVE.test(said) && !partyIsSubject(text, sig.at, sides, sig.who)) return undefined;
  const cut = words.slice(0, 22).join(' ').replace(/[,(]$/, '');
  // A promise that runs on into a list ("terminate this Agreement ... where:", "comply with the following:")
  // is shown as running on, not as a sentence that ends on "where" or "the following".
  const shown = words.length > 22 || DANGLING.test(cut) || unclosed ? `${cut}…` : cut;
  if (interjected) return `${listNot ? 'must not' : modal}, ${shown}`;
  // "Todos is responsible for obtaining AMAR approval": the duty was read from "responsible for", which stays.
  if (modal === 'must' && /^[a-z]{3,}ing\b/.test(cut) && /\bresponsib\w*\s+for\s*$/i.test(text.slice(sig.at, sig.end)))
    return `is responsible for ${shown}`;
  return `${listNot ? 'must not' : modal} ${shown}`;
}

function judgePassage(text: string, p: Passage, contract: ContractFacts, sides: Sides): Judged | undefined {
  const input: RuleInput = {
    text: text.slice(p.start, p.end),
    following: text.slice(p.end, p.end + 300).split(/\n\s*\n/)[0],
    signals: p.signals,
    families: new Set(p.families),
    cues: new Set(p.cues),
    contract,
  };
  let best: Judged | undefined;
  let matched = 0;
  // Whether the passage is made subject to the contract's cap: one reading for every rule that matches.
  const capped = !!contract.capSections && subjectToCap(input.text, contract.capSections);
  for (const rule of RULES) {
    const at = rule.match(input);
    if (at < 0) continue;
    matched++;
    const harsher = rule.harsher?.(input, at) ?? false;
    const harsh = harsher !== false;
    const score = rule.prior + (harsh ? 0.3 : 0) - (p.boilerplate.some((b) => !rule.despite?.includes(b)) ? 1 : 0);
    if (best && best.score >= score) continue;
    const severity = harsh ? BUMP[rule.severity] : rule.severity;
    const promise = promiseAt(input.text, p.signals, at, sides);
    const said = WORDS[rule.id]!({
      S: sides.selfLabel,
      O: sides.otherLabel,
      harsh,
      ...(typeof harsher === 'string' ? { why: harsher } : {}),
      severity,
      ...termsIn(input.text, at),
      ...(promise ? { promise } : {}),
      ...(capped ? { capped } : {}),
      ...(contract.selfCapped ? { selfCapped: true } : {}),
      ...(contract.selfMayExitAtWill ? { selfMayLeave: true } : {}),
    });
    // A quoted promise that runs on ends the title with its ellipsis, not with "…." after it.
    const words = { ...said, title: said.title.replace(/…\./g, '…') };
    best = { rule, ...decisive(text, p, at), score, severity, words, passage: p };
  }
  // Several judgements on one passage (an exclusion that is also one-way) make it weigh more.
  if (best && matched > 1) best.score += 0.1 * Math.min(3, matched - 1);
  return best;
}

/** `clauses`: the text's clause tree, when the caller has already built it (buildContext does). */
export function review(text: string, sides: Sides, clauses?: readonly Clause[]): Review {
  const passages = readPassages(text, sides);
  const facts = contractFacts(passages, sides, text, clauses);
  const ranked = passages
    .map((p) => judgePassage(text, p, facts, sides))
    .filter((j): j is Judged => !!j)
    .sort((a, b) => b.score - a.score || a.start - b.start);
  // Strong judgements (a one-way cap, an at-will termination) are always raised; weaker ones fill
  // up to a number that suits the contract's length.
  const cap = maxFindings(passages.length);
  const findings = sides.self
    ? ranked.filter((j, i) => j.score >= STRONG || (j.score >= MIN_SCORE && i < cap)).slice(0, MAX_FINDINGS)
    : [];
  return { passages, facts, ranked, findings };
}
