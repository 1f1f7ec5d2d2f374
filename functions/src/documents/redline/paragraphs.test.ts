/**
 * Paragraphs for the redline's Word document, rebuilt from text read from a PDF: checked on the
 * ten fixture PDFs (../shared/fixtures/pdf) as the product extracts them, and on small cases.
 */
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixturePdfExtractions } from '../../../../tests/support/fixture-pdfs';
import { isPageNumberLine } from '../pdf/running-lines';
import { docxFromText } from './from-text';
import { buildRedlinedDocxWithReport } from './index';
import { fold } from './locate';
import { documentParagraphs, wrapWidth } from './paragraphs';

const texts = new Map<string, string>();
beforeAll(async () => {
  for (const [file, { text }] of Object.entries(await fixturePdfExtractions())) texts.set(file, text);
}, 120_000);

/** A paragraph that ends mid-sentence followed by one that carries it on in lower case. */
const brokenSentences = (paragraphs: string[]) =>
  paragraphs.flatMap((p, i) => {
    const next = paragraphs[i + 1];
    return next && /[\p{Ll},]$/u.test(p.trim()) && /^\s*\p{Ll}/u.test(next)
      ? [`${p.slice(-60)} | ${next.slice(0, 40)}`]
      : [];
  });

describe('paragraphs rebuilt from the ten fixture PDFs', () => {
  it('are the ten fixtures', () => {
    expect(texts.size).toBe(10);
  });

  it('every word is kept, in order, and only page furniture is dropped', () => {
    for (const [file, text] of texts) {
      const paragraphs = documentParagraphs(text, { fromPdf: true });
      const rebuilt = fold(paragraphs.join('\n')).s;
      const original = fold(text).s;
      // The rebuilt text is the original with some whole lines taken out: all of it is found in order.
      let at = 0;
      for (const word of rebuilt.split(' ')) {
        const found = original.indexOf(word, at);
        expect(found, `${file}: "${word}" out of order`).toBeGreaterThanOrEqual(0);
        at = found + word.length;
      }
      const dropped = original.split(' ').length - rebuilt.split(' ').length;
      expect(dropped, file).toBeLessThan(original.split(' ').length * 0.01);
    }
  });

  it('no sentence is split across two paragraphs (line wraps and page breaks joined)', () => {
    for (const [file, text] of texts) {
      expect(brokenSentences(documentParagraphs(text, { fromPdf: true })), file).toEqual([]);
    }
  });

  it('the PDF lines become far fewer, longer paragraphs', () => {
    for (const [file, text] of texts) {
      const lines = text.split('\n').filter((l) => l.trim() !== '').length;
      const paragraphs = documentParagraphs(text, { fromPdf: true });
      expect(wrapWidth(text), file).toBeGreaterThan(0);
      expect(paragraphs.length, file).toBeLessThan(lines * 0.6);
    }
  });

  it('no paragraph is a bare page number', () => {
    for (const [file, text] of texts) {
      expect(
        documentParagraphs(text, { fromPdf: true }).filter((p) => isPageNumberLine(p)),
        file,
      ).toEqual([]);
    }
  });

  it('a wrapped clause is one paragraph; headings and list items keep their own', () => {
    const paragraphs = documentParagraphs(texts.get('cuad_1fecc64e27e5.pdf')!, { fromPdf: true });
    const appointment = paragraphs.find((p) => p.startsWith("Subject to Distributor's performance of its obligations"));
    expect(appointment).toBeDefined();
    expect(appointment).not.toContain('\n');
    expect(appointment).toContain(
      'as are listed in NETGEAR\'s then-current price list (the "Price List") for resale within the Territory',
    );
    expect(paragraphs).toContain('1. APPOINTMENT');
    expect(paragraphs).toContain("(a) Distributor's Purchase Order number,");
    expect(paragraphs).toContain('(c) Desired quantities;');
  });
});

describe('documentParagraphs on small cases', () => {
  const wrapped = (n: number) =>
    Array.from(
      { length: n },
      (_, i) => `line ${i} of a clause that runs to the margin of the page and then wraps on to`,
    ).join('\n');

  it('drops bare page numbers and a reference line repeated between paragraphs', () => {
    const text = `${wrapped(8)} the end.\n\n- 2 -\n\nD/WLM/717334.1\n\n${wrapped(8)} the end.\n\nD/WLM/717334.1\n\nPage 3 of 8`;
    const paragraphs = documentParagraphs(text, { fromPdf: true });
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs.join(' ')).not.toMatch(/D\/WLM|- 2 -|Page 3/);
  });

  it('joins a sentence cut by a page break', () => {
    const text = `${wrapped(8)}\n\n${wrapped(3)} the end.`;
    expect(documentParagraphs(text, { fromPdf: true })).toHaveLength(1);
  });

  it('keeps an address block as one paragraph with its line breaks', () => {
    const text = `${wrapped(8)} the end.\n\nTo Distributor:\n1600 E. St. Andrews Pl.\nSanta Ana, CA 92799`;
    expect(documentParagraphs(text, { fromPdf: true }).at(-1)).toBe(
      'To Distributor:\n1600 E. St. Andrews Pl.\nSanta Ana, CA 92799',
    );
  });

  it('leaves pasted text (not from a PDF) as it was typed', () => {
    const text = 'First paragraph\ncontinues here.\n\nSecond paragraph.';
    expect(documentParagraphs(text, { fromPdf: false })).toEqual([
      'First paragraph\ncontinues here.',
      'Second paragraph.',
    ]);
  });

  it('leaves text that is not hard-wrapped with its lines, even from a PDF', () => {
    const text = Array.from(
      { length: 12 },
      (_, i) =>
        `Paragraph ${i} is a whole paragraph on one line, ${'as long as the author wrote it, '.repeat(1 + ((i * 7) % 12))}and it ends here.`,
    ).join('\n');
    expect(wrapWidth(text)).toBe(0);
    expect(documentParagraphs(text, { fromPdf: true })).toEqual([text]);
  });
});

describe('the redline document built from a PDF', () => {
  it('has the rebuilt paragraphs, and quotes across a PDF line break are still placed', async () => {
    const text = texts.get('cuad_1fecc64e27e5.pdf')!;
    const docx = unzipSync(await docxFromText(text, { fromPdf: true }));
    const xml = strFromU8(docx['word/document.xml']!);
    const wordParagraphs = xml.match(/<w:p[ >]/g)?.length ?? 0;
    expect(wordParagraphs).toBe(documentParagraphs(text, { fromPdf: true }).length);

    // "...may purchase certain\nequipment..." is one line break in the PDF text.
    const quote = 'Distributor is appointed as a NETGEAR Distributor and may purchase certain equipment';
    expect(text).toContain('may purchase certain\nequipment');
    const result = await buildRedlinedDocxWithReport({
      original: null,
      fromPdf: true,
      contractText: text,
      modifications: [
        {
          type: 'replace',
          priority: 'high',
          original_text: quote,
          modified_text: `${quote} and software`,
          reasoning: 'Scope.',
          suggestion: 'Add software.',
        },
      ],
      author: 'Test',
      date: new Date('2026-01-01T00:00:00Z'),
    });
    expect(result.applied).toEqual([0]);
  });
});
