/**
 * The labelled data the clause model learns from: CUAD contracts (text + expert spans per category)
 * and the single-clause rows, each tied to the contract it was cut from (so cross-validation can hold
 * out whole contracts). Only `text` and `labels` of a contract are used: never its title or id as a feature.
 */
import { readFileSync } from 'node:fs';

export interface GoldSpan {
  start: number;
  end: number;
}

export interface TrainContract {
  id: string;
  text: string;
  /** category slug → expert spans */
  labels: Map<string, GoldSpan[]>;
}

export interface ClassifyRow {
  id: string;
  task: string;
  label: boolean;
  text: string;
  /** The contract the clause comes from, or '' when it is found in none. */
  contract: string;
}

export const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const jsonl = (s: string): unknown[] =>
  s
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as unknown);

export function parseContracts(s: string): TrainContract[] {
  return jsonl(s).map((raw) => {
    const r = raw as { id: string; text: string; labels?: Record<string, GoldSpan[]> };
    const labels = new Map<string, GoldSpan[]>();
    for (const [k, v] of Object.entries(r.labels ?? {}))
      if (Array.isArray(v) && v.length)
        labels.set(
          slug(k),
          v.map((x) => ({ start: x.start, end: x.end })),
        );
    return { id: String(r.id), text: r.text, labels };
  });
}

const norm = (s: string) => s.replace(/\s+/g, ' ').trim();

/**
 * Single-clause rows with the contract each was cut from (found by whitespace-normalised search). An
 * index of which contracts hold each word narrows the search to the few contracts holding the row's
 * longest words (searching every contract for every row took longer than the rest of reading).
 */
export function parseClassifyRows(s: string, contracts: readonly TrainContract[]): ClassifyRow[] {
  const texts = contracts.map((c) => ({ id: c.id, t: norm(c.text) }));
  const holders = new Map<string, number[]>();
  texts.forEach((c, i) => {
    for (const w of new Set(c.t.toLowerCase().match(/[a-z]{6,}/g) ?? [])) {
      const list = holders.get(w);
      if (list) list.push(i);
      else holders.set(w, [i]);
    }
  });
  return jsonl(s).map((raw) => {
    const r = raw as { id: string; task: string; label: boolean; text: string };
    const n = norm(r.text);
    // (Not the first or last word: a row may start or end inside a word.)
    const inner = n
      .toLowerCase()
      .split(/[^a-z]+/)
      .slice(1, -1)
      .filter((w) => w.length >= 6);
    const longest = [...new Set(inner)].sort((a, b) => b.length - a.length || (a < b ? -1 : 1)).slice(0, 3);
    const candidates = longest.length
      ? longest.map((w) => holders.get(w) ?? []).reduce((a, b) => a.filter((i) => b.includes(i)))
      : texts.map((_, i) => i);
    // Contract order decides when a clause is found in several (as the plain search did).
    const found = candidates.sort((a, b) => a - b).find((i) => texts[i]!.t.includes(n));
    return {
      id: String(r.id),
      task: slug(r.task),
      label: !!r.label,
      text: r.text,
      contract: found === undefined ? '' : texts[found]!.id,
    };
  });
}

export function readContracts(file: string): TrainContract[] {
  return parseContracts(readFileSync(file, 'utf8'));
}

export function readClassifyRows(file: string, contracts: readonly TrainContract[]): ClassifyRow[] {
  return parseClassifyRows(readFileSync(file, 'utf8'), contracts);
}
