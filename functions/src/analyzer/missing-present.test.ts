/**
 * A clause the contract has is never listed missing, however it is written: a run-in heading with a
 * semicolon ("9.10. Governing Law; Jurisdiction.") or followed straight by a sub-number ("3. Proprietary
 * Rights. 3.1."), a forum sentence without "exclusive", an assignment of the work ("Developer hereby
 * assigns ... to DSS all rights"). A development agreement of the dev set (CUAD, CC BY 4.0).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHARED_DIR, sharedAvailable } from '../../../tests/support/shared-dir';
import { analyzeContract } from './engine';

describe.skipIf(!sharedAvailable('eval/cuad-dev.jsonl'))('clauses the contract has', () => {
  const text = readFileSync(`${SHARED_DIR}/eval/cuad-dev.jsonl`, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { id: string; text: string })
    .find((c) => c.id === 'cuad_26ad58ec087e')!.text;
  const missing = (behalfOf: string) =>
    analyzeContract({ contractText: text, behalfOf }).risk_assessment_issues.missing_clauses.map((m) => m.category);

  it('are not listed missing for the side that receives the work', () => {
    const m = missing('Document Security Systems, Inc.');
    expect(m).not.toContain('ip-ownership-assignment');
    expect(m).not.toContain('dispute-resolution');
    expect(m).not.toContain('warranties');
    // What it truly lacks is still listed.
    expect(m).toContain('indemnification');
  });

  it('nor for the developer', () => {
    expect(missing('HotApp International Ltd.')).not.toContain('dispute-resolution');
  });
});
