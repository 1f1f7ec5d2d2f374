/**
 * The built-in redline proposer on the real Word fixtures (text as the upload path extracts it,
 * list labels included): every edit occurs exactly once and stays in one paragraph, for either side.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { modificationKind } from '../../../../shared/schemas/redline';
import { FIXTURES_DIR, sharedAvailable } from '../../../../tests/support/shared-dir';
import { analyzeContract } from '../engine';
import { applyToText } from './apply-text';
import { proposeRedline } from './propose';
import { extractDocxText } from '../../documents/docx/docx';

const docxDir = path.join(FIXTURES_DIR, 'docx');
const occurrences = (text: string, needle: string) => text.split(needle).length - 1;

describe.skipIf(!sharedAvailable('fixtures/docx'))('redline proposals for the Word fixtures', () => {
  it('places every edit exactly once, for every fixture and side', () => {
    let total = 0;
    for (const file of readdirSync(docxDir).filter((f) => f.endsWith('.docx'))) {
      const text = extractDocxText(readFileSync(path.join(docxDir, file)));
      for (const behalfOf of ['Customer', 'Provider', 'Company']) {
        const r = proposeRedline({
          contractText: text,
          analysis: analyzeContract({ contractText: text, behalfOf }),
          behalfOf,
        });
        for (const m of r.modifications) {
          const needle = (
            modificationKind(m) === 'insert' || modificationKind(m) === 'add_clause' ? m.insert_after : m.original_text
          )!;
          expect(occurrences(text, needle), `${file}: ${needle}`).toBe(1);
          expect(needle).not.toContain('\n');
        }
        expect(() => applyToText(text, r.modifications)).not.toThrow();
        total += r.modifications.length;
      }
    }
    expect(total).toBeGreaterThan(0);
  });
});
