import { describe, expect, it } from 'vitest';
import { devContractText, sharedAvailable } from '../../../../tests/support/shared-dir';
import { analyzeContract } from '../engine';
import { sectionList, sectionsApplied } from './cross-references';

describe('sections applied by reference', () => {
  it('reads the section a passage applies, and nothing from a plain mention', () => {
    expect(
      sectionsApplied(
        'Detto agrees to indemnify and hold PivX harmless in accordance with the provisions of Section 4.4',
      ),
    ).toEqual(['4.4']);
    expect(sectionsApplied('pursuant to Clause 9 and as set forth in Article 12.1')).toEqual(['9', '12.1']);
    expect(sectionsApplied('Section 4.4 survives termination.')).toEqual([]);
    // An exception names a section; it does not apply it.
    expect(sectionsApplied('non-sublicensable (except as provided in Section 2.1(c))')).toEqual([]);
  });

  it('names the sections that apply it', () => {
    expect(sectionList(['Section 2.5'])).toBe('Section 2.5');
    expect(sectionList(['Section 2.5', 'Section 2.7', 'Section 2.8', 'Section 2.7'])).toBe('Sections 2.5, 2.7 and 2.8');
    expect(sectionList(['Section 2.5', 'Clause 3'])).toBe('Section 2.5 and Clause 3');
  });
});

// PivX's reseller agreement: 2.5, 2.7 and 2.8 each make Detto indemnify PivX "in accordance with the
// provisions of Section 4.4", the indemnity itself.
describe.skipIf(!sharedAvailable('eval/cuad-dev.jsonl'))('an indemnity applied by reference', () => {
  it('is one finding for Detto, citing the indemnity and the three sections that apply it', () => {
    const text = devContractText('cuad_bcb9ddf5af01');
    const risks = analyzeContract({ contractText: text, behalfOf: 'Detto Technologies' }).risk_assessment_issues
      .categorized_risks;
    const indemnities = risks.filter((r) => /Detto must indemnify PivX/.test(r.risk_description));
    expect(indemnities).toHaveLength(1);
    const [one] = indemnities;
    expect(one!.relevant_clause_reference).toMatch(/^Section 4\.4/);
    expect(one!.severity).toBe('high');
    const cited = one!.spans.map((s) => text.slice(s.start, s.end));
    expect(cited).toHaveLength(4);
    expect(cited.slice(1).every((c) => /in accordance with the provisions of Section 4\.4/.test(c))).toBe(true);
    expect(one!.potential_impact).toContain('Sections 2.5, 2.7 and 2.8 apply the same terms by reference.');
  });
});
