/**
 * Training examples from labelled contracts: every sentence-sized unit of a contract (positive for
 * a category when it covers enough of an expert span of it, left out for that category when it
 * overlaps one only a little), and every expert span on its own (the shape of single-clause rows).
 */
import { sentenceFeatures, unitHeadings } from '../../functions/src/analyzer/model/detect';
import { cueFeatureNames } from '../../functions/src/analyzer/model/cue-features';
import { featuresOf } from '../../functions/src/analyzer/model/features';
import { segment } from '../../functions/src/analyzer/segment';
import { splitUnits, type Unit } from '../../functions/src/analyzer/model/units';
import type { GoldSpan, TrainContract } from './data';

export interface PreparedContract {
  contract: TrainContract;
  units: Unit[];
  unitFeatures: Uint32Array[];
  /** What each unit is compared with exemplars and scored by naive Bayes by (detect.ts sentenceFeatures). */
  sentenceFeatures: (Uint32Array | null)[];
  /** The cue patterns each unit matches (cue-features.ts): the rule verdicts training reads (signals.ts). */
  cueNames: string[][];
  /** Labels of the units: [unit][head] 1 / 0 / -1 (ignored). */
  unitLabels: Int8Array[];
  spanFeatures: Uint32Array[];
  spanLabels: Int8Array[];
  /** Every feature hash of the contract (for document frequency). */
  vocabulary: Set<number>;
}

const overlap = (a: GoldSpan, b: GoldSpan) => Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));

/** 1 when the unit covers half of a span or half of itself is span; -1 for a lesser overlap; else 0. */
function unitLabel(u: Unit, spans: readonly GoldSpan[] | undefined): number {
  if (!spans) return 0;
  let best = 0;
  for (const s of spans) {
    const o = overlap(u, s);
    if (o === 0) continue;
    const share = Math.max(o / (s.end - s.start), o / (u.end - u.start));
    best = Math.max(best, share >= 0.5 ? 1 : 0.5);
  }
  return best === 1 ? 1 : best > 0 ? -1 : 0;
}

export function prepareContract(c: TrainContract, heads: readonly string[]): PreparedContract {
  const units = splitUnits(c.text);
  const headings = unitHeadings(units, segment(c.text));
  const cues = units.map((u, i) => cueFeatureNames(c.text.slice(u.start, u.end), headings[i]));
  const unitFeatures = units.map((u, i) => featuresOf(c.text.slice(u.start, u.end), headings[i], cues[i]));
  const sentences = sentenceFeatures(c.text, units, unitFeatures, cues);
  const unitLabels = units.map((u) => Int8Array.from(heads, (h) => unitLabel(u, c.labels.get(h))));
  const spanFeatures: Uint32Array[] = [];
  const spanLabels: Int8Array[] = [];
  for (const spans of c.labels.values())
    for (const s of spans) {
      if (s.end - s.start < 10) continue;
      spanFeatures.push(featuresOf(c.text.slice(s.start, s.end)));
      spanLabels.push(
        Int8Array.from(heads, (h) =>
          (c.labels.get(h) ?? []).some((g) => overlap(g, s) >= 0.5 * (s.end - s.start)) ? 1 : 0,
        ),
      );
    }
  const vocabulary = new Set<number>();
  for (const f of unitFeatures) for (const x of f) vocabulary.add(x);
  return {
    contract: c,
    units,
    unitFeatures,
    sentenceFeatures: sentences,
    cueNames: cues,
    unitLabels,
    spanFeatures,
    spanLabels,
    vocabulary,
  };
}
