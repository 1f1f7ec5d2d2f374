/**
 * Contract-level clause detection: the learned model scores every sentence-sized unit; per category
 * the model says "present" when its best unit reaches the category's threshold, and the file's
 * cross-validated choice combines that with the rule cues (model, rules, union or intersection).
 * Spans are the best-scoring units, so a finding points at the sentence, not the section.
 */
import { classifyText, type Classification } from '../classify';
import type { Clause } from '../segment';
import {
  clauseRuleIds,
  cueFeatureNames,
  definitionalOf,
  definitionalUnits,
  headedDefinitionalOf,
} from './cue-features';
import { featuresOf } from './features';
import type { CombineMode, DetectSignal, VoteMember } from './format';
import type { ClauseModel } from './load';
import { stackFeatures, stackProbability } from './stack';
import { canCarryClause, splitUnits, type Unit } from './units';

/** Categories the model decides at contract level (the 33 CUAD clause types and the two renewal facts). */
export const NOT_DETECTED = new Set([
  'document-name',
  'parties',
  'agreement-date',
  'effective-date',
  'expiration-date',
  'governing-law',
]);

export interface Detection {
  id: string;
  /** Best unit logit minus the threshold (>= 0 when the model alone detects it). */
  margin: number;
  /** Clause-sized spans, best first. */
  spans: Unit[];
}

/**
 * Categories that exist only as a qualification of another, by their CUAD definitions: a licence to
 * or from affiliates needs a licence grant. Found without one, the finding is a misreading and is
 * dropped. (An exception to a restrictive covenant is not gated on the covenant: its own wording,
 * "the restrictions of this Section shall not apply to ...", is surer evidence than the covenant's.)
 */
export const QUALIFIES: Readonly<Record<string, readonly string[]>> = {
  'affiliate-license-licensee': ['license-grant'],
  'affiliate-license-licensor': ['license-grant'],
};

/** Sentences reported per category: a clause type often appears in several places of one contract. */
const MAX_SPANS = 6;
const MAX_RULE_SPANS = 2;
const MAX_DEFINITIONAL_SPANS = 3;

export function combine(mode: CombineMode, model: boolean, rules: boolean, definitional = false): boolean {
  if (mode === 'model') return model;
  if (mode === 'definitional-union') return model || definitional;
  if (mode === 'definitional') return definitional;
  if (mode === 'rules') return rules;
  if (mode === 'union') return model || rules;
  return model && rules;
}

export interface ScoredUnits {
  text: string;
  units: Unit[];
  /** The extent of the innermost segmented clause each unit starts in. */
  clauseOf: Unit[];
  /** Units whose wording answers a category's definition (cue-features.ts), per category. */
  definitional: Map<string, Unit[]>;
  /** Of those, the units under a heading that names the category: detected whatever the signals say. */
  headed: Map<string, Unit[]>;
  /** Whether each unit can carry a clause (units.ts canCarryClause): no signal scores one that cannot. */
  carries: boolean[];
  /** Unit-head logits: logits[u][head] */
  logits: Float64Array[];
  /** Clause-head logits: clauseLogits[u][head] */
  clauseLogits: Float64Array[];
  /** Nearest-exemplar margins: near[u][head] (null when no category is detected by them). */
  near: Float64Array[] | null;
  /** Naive Bayes scores: bayes[u][head] (null when no category is detected by them). */
  bayes: Float64Array[] | null;
}

/** The headings above each unit: its innermost clause's heading and its ancestors' (up to three). */
export function unitHeadings(units: readonly Unit[], clauses: readonly Clause[]): string[] {
  return innermostClauses(units, clauses).map((inner) => {
    let c = inner;
    const hs: string[] = [];
    while (c && hs.length < 3) {
      if (c.heading) hs.push(c.heading);
      c = c.parent === null ? undefined : clauses[c.parent];
    }
    return hs.join(' / ');
  });
}

/** The innermost clause each unit starts in (clauses are in document order, parents first). */
function innermostClauses(units: readonly Unit[], clauses: readonly Clause[]): (Clause | undefined)[] {
  let ci = 0;
  return units.map((u) => {
    while (ci + 1 < clauses.length && clauses[ci + 1]!.start <= u.start) ci++;
    // Walk back from the last clause starting before u to the innermost one containing it.
    let c: Clause | undefined = clauses[ci];
    while (c && !(c.start <= u.start && u.start < c.end)) c = c.parent === null ? undefined : clauses[c.parent];
    return c;
  });
}

/**
 * What each unit is compared with exemplars and scored by naive Bayes by: the features of the sentence
 * alone, without a heading merged into its front (expert clauses rarely include their heading, and
 * "8. NON-COMPETITION" would pull a plain non-compete towards other clauses that share those words);
 * null for a block that cannot carry a clause (signature block, table of contents...), which gets no score.
 * The units' cue patterns are reused: running them again on the sentence would double their cost.
 */
export function sentenceFeatures(
  text: string,
  units: readonly Unit[],
  unitFeatures: readonly Uint32Array[],
  cueNames: readonly string[][],
  carries: readonly boolean[] = units.map((u) => canCarryClause(text.slice(u.start, u.end))),
): (Uint32Array | null)[] {
  return units.map((u, i) => {
    if (!carries[i]) return null;
    return u.body === undefined ? unitFeatures[i]! : featuresOf(text.slice(u.body, u.end), '', cueNames[i]);
  });
}

const NO_FEATURES = new Uint32Array(0);

export function scoreUnits(text: string, model: ClauseModel, clauses: readonly Clause[]): ScoredUnits {
  const units = splitUnits(text);
  const headings = unitHeadings(units, clauses);
  // Each unit's cue patterns run once: they are features and, for the definitional ones, a rule verdict.
  // A block that cannot carry a clause (a table of contents line, a signature block) is scored by no
  // signal and answers no definition, so its patterns and features are not even computed.
  const carries = units.map((u) => canCarryClause(text.slice(u.start, u.end)));
  const cues = units.map((u, i) => (carries[i] ? cueFeatureNames(text.slice(u.start, u.end), headings[i]) : []));
  const features = units.map((u, i) =>
    carries[i] ? featuresOf(text.slice(u.start, u.end), headings[i], cues[i]) : NO_FEATURES,
  );
  const both = features.map((f) => model.scoreBothFeatures(f));
  const uses = (signal: DetectSignal) =>
    model.heads.some(
      (h) =>
        h.detect.signal === signal ||
        h.detect.vote?.some((m) => m.signal === signal) ||
        h.detect.stack?.signals.some((m) => m.signal === signal),
    );
  // Computed once for both sentence signals, and only when one is used.
  let sentences: (Uint32Array | null)[] | undefined;
  const perSentence = (score: (f: Uint32Array) => Float64Array) => {
    sentences ??= sentenceFeatures(text, units, features, cues, carries);
    return sentences.map((f) => (f ? score(f) : new Float64Array(model.heads.length).fill(-Infinity)));
  };
  return {
    text,
    units,
    carries,
    definitional: definitionalUnits(units, cues.map(definitionalOf)),
    headed: definitionalUnits(units, cues.map(headedDefinitionalOf)),
    clauseOf: innermostClauses(units, clauses).map((c) =>
      c ? { start: c.start, end: c.end } : { start: 0, end: text.length },
    ),
    logits: both.map((b) => b.unit),
    clauseLogits: both.map((b) => b.clause),
    // Only when a category is detected by them: comparing every sentence costs time.
    near: uses('exemplar') && model.exemplars ? perSentence(model.exemplars.margins) : null,
    bayes: uses('naive-bayes') && model.scoreNaiveBayesFeatures ? perSentence(model.scoreNaiveBayesFeatures) : null,
  };
}

/** The rule cues' verdict per category: the clauses (long enough to be a clause) classified as it. */
export function ruleClauses(clauses: Clause[], cats: Classification[][]): Map<string, Clause[]> {
  const out = new Map<string, Clause[]>();
  cats.forEach((cs, i) => {
    const c = clauses[i]!;
    if (c.end - c.bodyStart <= 40) return;
    for (const k of cs) {
      const list = out.get(k.id) ?? [];
      list.push(c);
      out.set(k.id, list);
    }
  });
  return out;
}

/** A paragraph up to this size is the clause's span as a whole. */
const PARAGRAPH_SPAN = 900;

/**
 * The span reported for a unit: its paragraph when that is short enough to be one clause, else the
 * unit with its neighbours in the same paragraph (a clause often runs over two or three sentences,
 * and the sentence that reads most like the category is not always the one that states it).
 */
export function widen(text: string, units: readonly Unit[], i: number, within?: Unit): Unit {
  const u = units[i]!;
  const before = text.lastIndexOf('\n\n', u.start);
  const after = text.indexOf('\n\n', u.end);
  // Never past the clause the sentence belongs to: PDF text often runs one section into the next
  // without a blank line, and the span's start decides the section the finding cites.
  const pStart = Math.max(before < 0 ? 0 : before + 2, Math.min(within?.start ?? 0, u.start));
  const pEnd = Math.min(after < 0 ? text.length : after, Math.max(within?.end ?? text.length, u.end));
  if (pEnd - pStart <= PARAGRAPH_SPAN && pStart <= u.start && u.end <= pEnd) {
    let [s, e] = [pStart, pEnd];
    while (s < e && /\s/.test(text[s]!)) s++;
    while (e > s && /\s/.test(text[e - 1]!)) e--;
    return { start: s, end: e };
  }
  const prev = units[i - 1];
  const next = units[i + 1];
  return {
    start: prev && prev.start >= pStart ? prev.start : u.start,
    end: next && next.end <= pEnd ? next.end : u.end,
  };
}

/** The spans in order, each place once. */
export function uniqueSpans(spans: readonly Unit[]): Unit[] {
  const seen = new Set<string>();
  return spans.filter((s) => {
    const key = `${s.start}:${s.end}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A signal's score of every unit for head k (the linear score at its clause weight, or a sentence signal). */
function signalScores(scored: ScoredUnits, k: number, d: Pick<VoteMember, 'signal' | 'clauseWeight'>): number[] {
  const per = d.signal === 'exemplar' ? scored.near : d.signal === 'naive-bayes' ? scored.bayes : null;
  if (per) return per.map((m) => m[k]!);
  return scored.logits.map((l, i) =>
    scored.carries[i] ? l[k]! + d.clauseWeight * scored.clauseLogits[i]![k]! : -Infinity,
  );
}

function maxOf(xs: readonly number[]): number {
  let best = -Infinity;
  for (const x of xs) if (x > best) best = x;
  return best;
}

/** Detected categories with their spans, in the model file's head order. */
export function detectClauses(model: ClauseModel, scored: ScoredUnits, rules: Map<string, Clause[]>): Detection[] {
  const out: Detection[] = [];
  model.heads.forEach((h, k) => {
    if (NOT_DETECTED.has(h.id)) return;
    const ruleHits = rules.get(h.id) ?? [];
    const defHits = scored.definitional.get(h.id) ?? [];
    const headed = (scored.headed.get(h.id) ?? []).length > 0;
    const says = (d: VoteMember, best: number) =>
      combine(d.mode, best >= d.threshold, ruleHits.length > 0 || defHits.length > 0, defHits.length > 0);
    // A single signal, or a majority vote of several (each at its own cut): the voter that clears
    // its cut by most then supplies the spans.
    let d: VoteMember = { ...h.detect, signal: h.detect.signal ?? 'model' };
    let score: number[] = [];
    let best = -Infinity;
    let stackMargin: number | undefined;
    if (h.detect.vote) {
      const ballots = h.detect.vote.map((m) => {
        const sc = signalScores(scored, k, m);
        const b = maxOf(sc);
        return { m, sc, b, yes: says(m, b) };
      });
      const yes = ballots.filter((x) => x.yes);
      if (yes.length < 2 && !headed) return;
      const lead = (yes.length ? yes : ballots).reduce((a, x) => (x.b - x.m.threshold > a.b - a.m.threshold ? x : a));
      [d, score, best] = [lead.m, lead.sc, lead.b];
    } else if (h.detect.stack) {
      // The second stage over every signal's best sentence; the signal that weighs most in its verdict
      // supplies the spans: its sentences near its best.
      const st = h.detect.stack;
      const scores = st.signals.map((m) => signalScores(scored, k, m));
      const bests = scores.map(maxOf);
      const p = stackProbability(st, bests, defHits.length > 0, ruleHits.length > 0 || defHits.length > 0);
      if (!says({ ...h.detect, signal: 'stacked' }, p) && !headed) return;
      const z = stackFeatures(st, bests, false, false).slice(0, st.signals.length);
      const j = z.reduce((a, x, i) => (st.weights[i]! * x > st.weights[a]! * z[a]! ? i : a), 0);
      [score, best] = [scores[j]!, bests[j]!];
      d = {
        ...st.signals[j]!,
        mode: h.detect.mode,
        threshold: p >= h.detect.threshold ? best - st.scale[j]! / 2 : Infinity,
      };
      stackMargin = p - h.detect.threshold;
    } else {
      score = signalScores(scored, k, d);
      best = maxOf(score);
      if (!says(d, best) && !headed) return;
    }
    const thr = d.threshold;
    const modelHit = best >= thr;
    // Spans: among the units that pass, the ones whose own words (clause head, which never sees the
    // headings) read most like the clause come first, so a heading line next to the clause does not win.
    const units = scored.units;
    // (For a category detected by a sentence signal, exemplars or naive Bayes, its score ranks them.)
    const own = d.signal === 'model' ? units.map((_, i) => scored.logits[i]![k]! + scored.clauseLogits[i]![k]!) : score;
    // Best first: higher own score, then earlier. (Only the candidates are sorted, not every unit.)
    const before = (a: number, b: number) => own[b]! - own[a]! || units[a]!.start - units[b]!.start;
    const bestWithin = (c: Clause) => {
      let at: number | undefined;
      units.forEach((u, i) => {
        if (scored.carries[i] && u.start < c.end && c.bodyStart < u.end && (at === undefined || before(i, at) < 0))
          at = i;
      });
      return at;
    };
    // Every sentence the model finds (best first, unit indices)...
    const picked = modelHit
      ? units
          .map((_, i) => i)
          .filter((i) => score[i]! >= thr)
          .sort(before)
          .slice(0, MAX_SPANS)
      : [];
    // ...then the best sentence of each clause the rule cues found, and the sentences whose wording
    // answers the category's definition (best first): the model's favourite is not always the clause.
    const extra = [
      ...(d.mode === 'definitional' ? [] : ruleHits.slice(0, MAX_RULE_SPANS).map(bestWithin)),
      ...defHits
        .map((u) => units.indexOf(u))
        .sort((a, b) => own[b]! - own[a]!)
        .slice(0, MAX_DEFINITIONAL_SPANS),
    ];
    for (const i of extra) if (i !== undefined && !picked.includes(i)) picked.push(i);
    // Two sentences of one short paragraph widen to the same span: cite the paragraph once.
    const spans = uniqueSpans(picked.map((i) => widen(scored.text, units, i, scored.clauseOf[i])));
    if (spans.length === 0 && ruleHits[0]) {
      const c = ruleHits[0];
      spans.push({ start: c.bodyStart, end: Math.min(c.end, c.bodyStart + 600) });
    }
    if (spans.length) out.push({ id: h.id, margin: stackMargin ?? best - thr, spans });
  });
  const found = new Set(out.map((d) => d.id));
  return out.filter((d) => QUALIFIES[d.id]?.some((p) => found.has(p)) ?? true);
}

/** Single-clause classification: the categories whose score for the text reaches its threshold. */
export function classifyWithModel(model: ClauseModel, text: string): string[] {
  const cueNames = cueFeatureNames(text);
  const logits = model.scoreClassifyFeatures(featuresOf(text, '', cueNames));
  const cued = classifyText('', text);
  const rules = clauseRuleIds(cued, definitionalOf(cueNames));
  const out: { id: string; m: number }[] = [];
  model.heads.forEach((h, k) => {
    const m = logits[k]! - h.classify.threshold;
    if (combine(h.classify.mode, m >= 0, rules.has(h.id))) out.push({ id: h.id, m });
  });
  const ranked = out.sort((a, b) => b.m - a.m || a.id.localeCompare(b.id)).map((x) => x.id);
  // The model has heads for the CUAD categories only; the general review categories (force majeure,
  // confidentiality, ...) come from the rule cues alone, after the model's.
  const headIds = new Set(model.heads.map((h) => h.id));
  return [
    ...ranked,
    ...cued
      .map((c) => c.id)
      .filter((id) => !headIds.has(id))
      .sort(),
  ];
}
