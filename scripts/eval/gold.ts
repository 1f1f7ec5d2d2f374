/**
 * The labelled contracts as the shared scorer reads them, and the scorer's own gold readers
 * (../shared/eval/score/score-analyzer.mjs exports goldParties and goldDateIso), so tools that look
 * at single facts use exactly the definitions the published figures use.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '../..');
export const SHARED_EVAL = path.resolve(root, '../shared/eval');
export const SCORE_DIR = path.join(SHARED_EVAL, 'score');

export interface GoldContract {
  id: string;
  title: string;
  text: string;
  labels: Record<string, { start: number; end: number; text?: string }[]>;
  answers: Record<string, string>;
}

export function readGold(file: string): GoldContract[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => {
      const r = JSON.parse(l) as Partial<GoldContract>;
      return {
        id: String(r.id),
        title: r.title ?? '',
        text: r.text ?? '',
        labels: r.labels ?? {},
        answers: r.answers ?? {},
      };
    });
}

/** The fact answers of a contract, by the keys the tools use. */
export function factAnswers(g: GoldContract): {
  parties: string;
  law: string;
  agreement: string;
  effective: string;
  expiration: string;
} {
  const a = g.answers;
  return {
    parties: a['Parties'] ?? '',
    law: a['Governing Law'] ?? '',
    agreement: a['Agreement Date'] ?? '',
    effective: a['Effective Date'] ?? '',
    expiration: a['Expiration Date'] ?? '',
  };
}

export interface ScorerModule {
  goldParties(answer: string): string[];
  goldDateIso(answer: string): string | null;
}

/** The shared scorer's gold readers (imported, not copied: one definition of every figure). */
export async function scorerModule(dir = SCORE_DIR): Promise<ScorerModule> {
  return (await import(pathToFileURL(path.join(dir, 'score-analyzer.mjs')).href)) as ScorerModule;
}
