import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { segment } from '../segment';
import { detectClauses, scoreUnits } from './detect';
import { modelFileOf, packWeights, type CombineMode, type HeadFile } from './format';
import { loadClauseModel } from './load';

/** A head with no weights: its learned score never reaches the cut, so only the rule verdicts can decide. */
const head = (id: string, mode: CombineMode = 'model'): HeadFile => ({
  id,
  bias: -5,
  scale: 1,
  weights: packWeights([], []),
  clause: { bias: 0, scale: 1, weights: packWeights([], []) },
  detect: { mode, threshold: mode === 'definitional' ? 99 : 1000, clauseWeight: 0 },
  classify: { threshold: 0, mode: 'model' },
});

function detect(text: string, heads: HeadFile[]) {
  const model = loadClauseModel(modelFileOf(heads));
  return detectClauses(model, scoreUnits(text, model, segment(text)), new Map());
}

const NON_COMPETE =
  'Customer shall not, during the term and for two (2) years thereafter, engage in any business that competes with Provider.';
const services = readFileSync(path.join(import.meta.dirname, '../__fixtures__/services-agreement.txt'), 'utf8');

describe('rule verdicts in detection', () => {
  it('reports a clause in the definition’s words under a heading that names it, whatever the learned score', () => {
    expect(services).toContain(`8. NON-COMPETITION\n\n8.1 ${NON_COMPETE}`);
    const found = detect(services, [head('non-compete')]);
    expect(found.map((d) => d.id)).toEqual(['non-compete']);
    expect(services.slice(found[0]!.spans[0]!.start, found[0]!.spans[0]!.end)).toContain('engage in any business');
  });

  it('leaves the same sentence to the learned signals under an unrelated heading', () => {
    expect(detect(services.replace('8. NON-COMPETITION', '8. GENERAL'), [head('non-compete')])).toEqual([]);
  });

  it('lets the definition’s wording decide alone where training chose so', () => {
    const text = `8. GENERAL\n\n8.1 ${NON_COMPETE}\n\n8.2 Notices shall be in writing.`;
    const found = detect(text, [head('non-compete', 'definitional')]);
    expect(found.map((d) => d.id)).toEqual(['non-compete']);
    expect(text.slice(found[0]!.spans[0]!.start, found[0]!.spans[0]!.end)).toContain('engage in any business');
  });

  it('drops a licence to affiliates when no licence grant is found', () => {
    const text = '2. RIGHTS\n\n2.1 Licensee may sublicense the rights granted under this Agreement to its Affiliates.';
    const heads = [head('affiliate-license-licensee', 'definitional'), head('license-grant', 'definitional')];
    // No licence grant in the text: the affiliate finding is dropped.
    expect(detect(text, heads).map((d) => d.id)).toEqual([]);
    // With a licence grant found, it stands.
    const withGrant = [
      heads[0]!,
      { ...heads[1]!, detect: { ...heads[1]!.detect, mode: 'model' as const, threshold: -1000 } },
    ];
    expect(detect(text, withGrant).map((d) => d.id)).toEqual(['affiliate-license-licensee', 'license-grant']);
  });
});
