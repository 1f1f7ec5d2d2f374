import { describe, expect, it } from 'vitest';
import { segment } from '../segment';
import { detectClauses, scoreUnits } from './detect';
import { hashFeature } from './features';
import { modelFileOf, packWeights, type VoteMember } from './format';
import { loadClauseModel } from './load';

// A neutral heading: under "Audit" the definitional sentence would be reported whatever the vote.
const TEXT =
  '1. General. The Supplier shall keep complete books and records, and the Customer may audit those records once a year.\n\n' +
  '2. Notices. All notices shall be in writing and delivered by hand or by registered mail to the addresses above.';

/** One head whose unit and clause weights fire on "audit": linear score 2 at clause weight 0, 5 at weight 1. */
function modelWith(vote: VoteMember[]) {
  const audit = hashFeature('audit');
  return loadClauseModel(
    modelFileOf([
      {
        id: 'audit-rights',
        bias: -2,
        scale: 1,
        weights: packWeights([audit], [40]),
        clause: { bias: 0, scale: 1, weights: packWeights([audit], [30]) },
        detect: { mode: 'model', threshold: 0, clauseWeight: 0, vote },
        classify: { threshold: 0, mode: 'model' },
      },
    ]),
  );
}

const member = (clauseWeight: number, threshold: number): VoteMember => ({
  signal: 'model',
  clauseWeight,
  mode: 'model',
  threshold,
});

describe('detection by a majority of signals', () => {
  const detected = (vote: VoteMember[]) => {
    const model = modelWith(vote);
    return detectClauses(model, scoreUnits(TEXT, model, segment(TEXT)), new Map());
  };

  it('reports the category when two of three signals clear their own cuts, with the audit sentence as its span', () => {
    const found = detected([member(0, 0), member(1, 0), member(0.5, 1000)]);
    expect(found.map((d) => d.id)).toEqual(['audit-rights']);
    expect(TEXT.slice(found[0]!.spans[0]!.start, found[0]!.spans[0]!.end)).toMatch(/may audit those records/);
  });

  it('does not report it on one signal alone, however confident', () => {
    expect(detected([member(0, -1000), member(1, 1000), member(0.5, 1000)])).toEqual([]);
  });
});
