/**
 * The review: every passage of the contract read for the reviewed side (readings.ts), judged by the
 * rules (rules.ts), ranked by how much a reviewing lawyer would weigh it, and the strongest turned
 * into findings that say what the passage does to the reviewed party and cite its decisive sentence.
 * One reading serves the findings, the coverage list and the missing-clause check.
 */
import { canCarryClause, splitUnits } from '../model/units';
import { sentences } from '../text';
import { contractFacts } from './contract-facts';
import { WORDS, termsIn, type Words } from './explain';
import { readPassage, type PassageReading } from './passage';
import { RULES, type ContractFacts, type Rule, type RuleInput, type Severity } from './rules';
import type { Sides } from './sides';

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
const MIN_SCORE = Number(process.env.RK_MIN ?? 0.45);
const maxFindings = (passages: number) => Math.max(Number(process.env.RK_LO ?? 5), Math.min(Number(process.env.RK_HI ?? 14), Math.round(passages / Number(process.env.RK_DIV ?? 6))));

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

/** The sentence of the passage that holds offset `at` (relative to the passage). */
function decisive(text: string, p: Passage, at: number): { start: number; end: number } {
  const abs = p.start + Math.max(0, at);
  const ss = sentences(text, p.start, p.end);
  const s = ss.find((x) => x.start <= abs && abs < x.end) ?? ss[0];
  // A short sentence is cited with its passage so the citation carries its context.
  if (!s || s.end - s.start < 60 || p.end - p.start <= 400) return { start: p.start, end: p.end };
  return { start: s.start, end: s.end };
}

function judgePassage(text: string, p: Passage, contract: ContractFacts, sides: Sides): Judged | undefined {
  const input: RuleInput = {
    text: text.slice(p.start, p.end),
    signals: p.signals,
    families: new Set(p.families),
    cues: new Set(p.cues),
    contract,
  };
  let best: Judged | undefined;
  let matched = 0;
  for (const rule of RULES) {
    const at = rule.match(input);
    if (at < 0) continue;
    matched++;
    const harsh = rule.harsher?.(input) ?? false;
    const score = rule.prior + (harsh ? 0.3 : 0) - (p.boilerplate.length ? 1 : 0);
    if (best && best.score >= score) continue;
    const severity = harsh ? BUMP[rule.severity] : rule.severity;
    const words = WORDS[rule.id]!({ S: sides.selfLabel, O: sides.otherLabel, harsh, severity, ...termsIn(input.text) });
    best = { rule, ...decisive(text, p, at), score, severity, words, passage: p };
  }
  // Several judgements on one passage (an exclusion that is also one-way) make it weigh more.
  if (best && matched > 1) best.score += 0.1 * Math.min(3, matched - 1);
  return best;
}

export function review(text: string, sides: Sides): Review {
  const passages = readPassages(text, sides);
  const facts = contractFacts(passages);
  const ranked = passages
    .map((p) => judgePassage(text, p, facts, sides))
    .filter((j): j is Judged => !!j)
    .sort((a, b) => b.score - a.score || a.start - b.start);
  const findings = sides.self ? ranked.filter((j) => j.score >= MIN_SCORE).slice(0, maxFindings(passages.length)) : [];
  return { passages, facts, ranked, findings };
}
