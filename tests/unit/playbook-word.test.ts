/**
 * A playbook written in Word: headings, a numbered list with a lettered sub-item, bullets and a
 * paragraph of two sentences, turned into text the way an upload turns a .docx into text, then
 * checked against a contract. Every statement is answered; headings are not rules.
 */
import { readFileSync } from 'node:fs';
import { AlignmentType, Document, HeadingLevel, LevelFormat, Packer, Paragraph } from 'docx';
import { describe, expect, it } from 'vitest';
import { analyzeContract } from '../../functions/src/analyzer/engine';
import { extractDocxText } from '../../functions/src/documents/docx/docx';

const SERVICES = readFileSync(
  new URL('../../functions/src/analyzer/__fixtures__/services-agreement.txt', import.meta.url),
  'utf8',
);

async function wordPlaybook(): Promise<Buffer> {
  const numbered = (text: string, level = 0) => new Paragraph({ text, numbering: { reference: 'positions', level } });
  const doc = new Document({
    numbering: {
      config: [
        {
          reference: 'positions',
          levels: [
            { level: 0, format: LevelFormat.DECIMAL, text: '%1.', alignment: AlignmentType.START },
            { level: 1, format: LevelFormat.LOWER_LETTER, text: '(%2)', alignment: AlignmentType.START },
          ],
        },
      ],
    },
    sections: [
      {
        children: [
          new Paragraph({ text: 'Procurement playbook', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({ text: 'Liability', heading: HeadingLevel.HEADING_2 }),
          numbered('Our liability must always be capped.'),
          numbered('The cap must be at least 12 months of fees.', 1),
          numbered('Indemnities must be mutual.'),
          new Paragraph({ text: 'Commercial terms', heading: HeadingLevel.HEADING_2 }),
          new Paragraph({ text: "No auto-renewal over 30 days' notice", bullet: { level: 0 } }),
          new Paragraph({ text: 'Payment at least 30 days', bullet: { level: 0 } }),
          new Paragraph({ text: 'We only accept New York law. Supplier staff must pass background checks.' }),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

describe('a Word playbook', () => {
  it('is split into its statements from the extracted text, each answered against the contract', async () => {
    const content = extractDocxText(await wordPlaybook());
    // What an upload of the playbook gives: Word's list numbers and bullets as text.
    expect(content).toMatch(
      /1\. Our liability must always be capped\.\n\n\s*\(a\) The cap must be at least 12 months of fees\./,
    );
    expect(content).toMatch(/● No auto-renewal over 30 days' notice/);
    const a = analyzeContract({
      contractText: SERVICES,
      behalfOf: 'Customer',
      playbook: { name: 'Procurement playbook', content },
    });
    const checks = a.playbook_review!.rules_checked;
    expect(checks.map((c) => [c.line, c.status, c.relevant_clause_reference ?? '-'])).toEqual([
      ['Our liability must always be capped.', 'violated', 'Section 6.1'],
      ['The cap must be at least 12 months of fees.', 'violated', 'Section 6.1'],
      ['Indemnities must be mutual.', 'violated', 'Section 5.1'],
      ["No auto-renewal over 30 days' notice", 'violated', 'Section 3.1 (Term)'],
      ['Payment at least 30 days', 'violated', 'Section 2.1 (Fees)'],
      ['We only accept New York law.', 'violated', 'Section 9.1'],
      ['Supplier staff must pass background checks.', 'not_checkable', '-'],
    ]);
    expect(a.playbook_review!.unverifiable_lines).toEqual(['Supplier staff must pass background checks.']);
    expect(a.dashboard_executive_summary.overall_context.summary).toMatch(
      /Playbook “Procurement playbook”: 7 rules checked, 6 violated\./,
    );
  });

  it('for the Provider the same playbook gives the Provider’s answers', async () => {
    const content = extractDocxText(await wordPlaybook());
    const a = analyzeContract({
      contractText: SERVICES,
      behalfOf: 'Provider',
      playbook: { name: 'Procurement playbook', content },
    });
    expect(a.playbook_review!.rules_checked.map((c) => c.status)).toEqual([
      'satisfied',
      'violated',
      'satisfied',
      'violated',
      'violated',
      'violated',
      'not_checkable',
    ]);
  });
});
