/**
 * Deleting whole numbered paragraphs: the mark goes with the text where the next block is a
 * paragraph; the last mark of a table cell or of the body is never deleted, and such a paragraph
 * loses its number as a tracked property change instead, so Accept All leaves no empty numbered item.
 */
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildDocx, documentXml, p, standardNumbering } from '../../../../tests/support/docx-builder';
import { paragraphsOf } from '../../../../tests/support/redline-cases';
import { acceptAll, canonicalDocument, commentIdsBy, rejectAll } from '../../../../tests/support/tracked-changes';
import { extractDocxText } from '../docx/docx';
import { buildRedlinedDocxWithReport } from './index';

const AUTHOR = 'AI Reviewer';

describe('paragraph marks of deleted clauses', () => {
  it('deletes a mark only where the paragraph can merge with the next, and unnumbers the others', async () => {
    const body =
      p('First clause that goes entirely.', { numId: 1 }) +
      p('Second clause that stays.', { numId: 1 }) +
      `<w:tbl><w:tr><w:tc>${p('Only clause of the cell.', { numId: 1 })}</w:tc></w:tr></w:tbl>` +
      p('Closing clause, the last of the body.', { numId: 1 });
    const original = buildDocx({ document: documentXml(body), numbering: standardNumbering });
    const text = extractDocxText(original);
    const result = await buildRedlinedDocxWithReport({
      original,
      contractText: text,
      modifications: [
        '1. First clause that goes entirely.',
        'Only clause of the cell.',
        'Closing clause, the last of the body.',
      ].map((t) => ({
        type: 'delete',
        priority: 'high' as const,
        original_text: t,
        reasoning: 'Not needed.',
      })),
      author: AUTHOR,
      date: new Date('2026-01-02T03:04:05Z'),
    });
    expect(result.applied).toEqual([0, 1, 2]);
    const files = unzipSync(result.docx);
    const xml = strFromU8(files['word/document.xml']!);
    // One deleted mark (the first clause); two tracked unnumberings (cell, end of body).
    expect(xml.match(/<w:rPr><w:del [^>]*\/>/g)).toHaveLength(1);
    expect(xml.match(/<w:pPrChange /g)).toHaveLength(2);
    const accepted = zipSync({ ...files, 'word/document.xml': strToU8(acceptAll(xml, AUTHOR)) });
    const paragraphs = paragraphsOf(accepted);
    expect(paragraphs.filter((x) => x.text.trim()).map((x) => `${x.label} ${x.text}`)).toEqual([
      '1. Second clause that stays.',
    ]);
    expect(paragraphs.filter((x) => x.label && !x.text.trim())).toEqual([]);
    const ours = commentIdsBy(strFromU8(files['word/comments.xml']!), AUTHOR);
    expect(canonicalDocument(rejectAll(xml, AUTHOR, ours))).toBe(
      canonicalDocument(strFromU8(unzipSync(original)['word/document.xml']!)),
    );
  });
});
