/**
 * Clause classification: weighted cues (cues.ts) over heading and body, with negative cues and
 * a per-category threshold. A clause may get several categories. The parent's heading counts at
 * half weight, so "(b)" under "LIMITATION OF LIABILITY" is read in its context.
 */
import { CUES, type Cue } from './cues';
import type { Clause } from './segment';
import { literalScanner, type LiteralScan } from './literal-gate';
import { clean } from './text';

export interface Classification {
  id: string;
  score: number;
}

const MAX_BODY = 4000;

/**
 * Every cue's literals and every category's keywords, indexed once: heading, parent heading and body
 * are each scanned once, and a cue runs only when its words occur (literal-gate.ts; same results).
 */
const SCAN = literalScanner(
  CUES.flatMap((c) => [...(c.h ?? []), ...(c.b ?? []), ...(c.n ?? [])].map(([re]) => re)),
  CUES.flatMap((c) => c.k ?? []),
);

/** Each category's keywords, as a group of the index. */
const CATEGORY_WORDS = CUES.map((c) => c.k && SCAN.group(c.k));

/** A cue list with each pattern's slot in the index, looked up once rather than per clause. */
interface Slotted {
  res: RegExp[];
  weights: number[];
  slots: Int32Array;
}

const slotted = (cues: Cue[] | undefined): Slotted | undefined =>
  cues && {
    res: cues.map(([re]) => re),
    weights: cues.map(([, w]) => w),
    slots: Int32Array.from(cues, ([re]) => SCAN.slotOf(re)),
  };
const SLOTTED = CUES.map((c) => ({ h: slotted(c.h), b: slotted(c.b), n: slotted(c.n) }));

function sum(cues: Slotted | undefined, s: string, scan: LiteralScan): number {
  if (!cues || !s) return 0;
  let total = 0;
  for (let i = 0; i < cues.res.length; i++)
    if (scan.mayAt(cues.slots[i]!) && cues.res[i]!.test(s)) total += cues.weights[i]!;
  return total;
}

/** Classifies one clause from its heading, body and (optionally) its parents' headings. */
export function classifyText(rawHeading: string, body: string, rawParent = ''): Classification[] {
  // Cues are written with single spaces; padded EDGAR text ("shall  not") must match them too.
  const b = clean(body.length > MAX_BODY ? body.slice(0, MAX_BODY) : body);
  const heading = clean(rawHeading);
  const parentHeading = clean(rawParent);
  const out: Classification[] = [];
  // Keywords hold no line break: one in heading, parent heading and body joined is one of the three.
  const [h, p, t] = [SCAN(heading), SCAN(parentHeading), SCAN(b)];
  for (const [i, c] of CUES.entries()) {
    const words = CATEGORY_WORDS[i];
    if (words && !h.hasAny(words) && !p.hasAny(words) && !t.hasAny(words)) continue;
    const cs = SLOTTED[i]!;
    const score =
      sum(cs.h, heading, h) +
      sum(cs.h, parentHeading, p) * 0.5 +
      sum(cs.b, b, t) -
      sum(cs.n, b, t) -
      sum(cs.n, heading, h);
    if (score >= (c.min ?? 4)) out.push({ id: c.id, score });
  }
  out.sort((x, y) => y.score - x.score || x.id.localeCompare(y.id));
  return out;
}

/** A preamble longer than this is the contract's text run on without structure the clause split can see. */
const RUN_ON_PREAMBLE = 3000;
/** Its opening (parties, recitals) is left out: it names what the contract is about, not its clauses. */
const PREAMBLE_OPENING = 1500;

/**
 * A body longer than the classifier reads, in pieces it reads whole, cut after a sentence: text
 * flattened from a PDF runs a page of sections into one clause, and a cue past its first 4,000
 * characters was never read.
 */
function pieces(body: string): string[] {
  if (body.length <= MAX_BODY) return [body];
  const out: string[] = [];
  let from = 0;
  while (from < body.length) {
    let to = Math.min(body.length, from + MAX_BODY);
    if (to < body.length) {
      const cut = body.lastIndexOf('. ', to);
      if (cut > from + MAX_BODY / 2) to = cut + 1;
    }
    out.push(body.slice(from, to));
    from = to;
  }
  return out;
}

/** Each category once, at its best score over the pieces. */
function best(results: Classification[][]): Classification[] {
  const by = new Map<string, number>();
  for (const r of results) for (const c of r) by.set(c.id, Math.max(by.get(c.id) ?? -Infinity, c.score));
  return [...by].map(([id, score]) => ({ id, score })).sort((x, y) => y.score - x.score || x.id.localeCompare(y.id));
}

/**
 * Two readings of every clause, indexed like `clauses`. `whole`: the clause however long, a run-on
 * preamble past its opening included, for the key clauses, coverage and missing-clause checks. `opening`:
 * what a clause says in its first 4,000 characters, preambles left out, the rule verdict clause detection
 * and its training were fitted with (a page-long clause's later sections moved the model's spans off
 * the experts' in cross-validation). One pass: the opening reading is the whole one's first piece.
 */
export function classifyClauseReadings(
  text: string,
  clauses: Clause[],
): { whole: Classification[][]; opening: Classification[][] } {
  const whole: Classification[][] = [];
  const opening: Classification[][] = [];
  for (const c of clauses) {
    const [w, o] = readings(text, clauses, c);
    whole.push(w);
    opening.push(o);
  }
  return { whole, opening };
}

function readings(text: string, clauses: Clause[], c: Clause): [Classification[], Classification[]] {
  if (c.kind === 'signature') return [[], []];
  const preamble = c.kind === 'preamble';
  if (preamble && c.end - c.bodyStart <= RUN_ON_PREAMBLE) return [[], []];
  // Definitions are classified as definitions only: "X means ..." must not become an X clause.
  if (c.heading?.startsWith('Definition of')) {
    const d = [{ id: 'definitions', score: 10 }];
    return [d, d];
  }
  const parents: string[] = [];
  let p = c.parent;
  while (p !== null && parents.length < 3) {
    const pc = clauses[p]!;
    if (pc.heading) parents.push(pc.heading);
    p = pc.parent;
  }
  const body = text.slice(preamble ? c.bodyStart + PREAMBLE_OPENING : c.bodyStart, c.end);
  const read = pieces(body).map((b) => classifyText(c.heading ?? '', b, parents.join(' / ')));
  return [best(read), preamble ? [] : read[0]!];
}
