import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chunkContract } from './chunks';
import { dedupe, similarity } from './merge';
import { mapLimit } from './pool';
import { foldText, locateQuote, locateQuotes } from './quotes';
import { reviewTool } from './tool';

const text = readFileSync('functions/src/analyzer/__fixtures__/services-agreement.txt', 'utf8');
const t = foldText(text);
const at = (s: { start: number; end: number } | undefined) => (s ? text.slice(s.start, s.end) : undefined);

describe('quotes to spans', () => {
  it('finds quotes despite whitespace, case, curly quotes and an ellipsis', () => {
    expect(at(locateQuote(t, 'Provider may   modify the fees\nat any time'))).toBe(
      'Provider may modify the fees at any time',
    );
    expect(at(locateQuote(t, '“PROVIDER’S aggregate liability”'))).toBe("Provider's aggregate liability");
    expect(at(locateQuote(t, 'Customer shall pay all invoices … interest at 2% per month.'))).toBe(
      'Customer shall pay all invoices within fifteen (15) days of the invoice date. Late payments bear interest at 2% per month.',
    );
  });

  it('drops quotes it cannot verify: invented, too short, or parts out of order', () => {
    expect(locateQuote(t, 'Provider shall pay Customer a bonus of one million dollars')).toBeUndefined();
    expect(locateQuote(t, 'Customer')).toBeUndefined();
    expect(locateQuote(t, 'interest at 2% per month … Customer shall pay all invoices')).toBeUndefined();
  });

  it('prefers the occurrence inside the chunk, and joins overlapping spans', () => {
    const q = 'written notice to Customer';
    const first = locateQuote(t, q)!;
    const later = locateQuote(t, q, { start: first.end, end: text.length });
    expect(later === undefined || later.start >= first.start).toBe(true);
    expect(locateQuotes(t, ['Provider may modify the fees', 'modify the fees at any time upon notice'])).toHaveLength(
      1,
    );
  });
});

describe('chunks', () => {
  it('covers the text contiguously, cutting on section starts under the budget', () => {
    const long = Array.from(
      { length: 40 },
      (_, i) => `${i + 1}. SECTION ${i + 1}\n\n${i + 1}.1 ${'The parties agree to the terms. '.repeat(20)}\n`,
    ).join('\n');
    const chunks = chunkContract(long, 1000);
    expect(chunks.length).toBeGreaterThan(5);
    expect(chunks[0]!.start).toBe(0);
    expect(chunks.at(-1)!.end).toBe(long.length);
    for (let i = 1; i < chunks.length; i++) {
      expect(chunks[i]!.start).toBe(chunks[i - 1]!.end);
      expect(long.slice(chunks[i]!.start)).toMatch(/^\d+\. SECTION/);
    }
    for (const c of chunks) expect(c.end - c.start).toBeLessThanOrEqual(4000);
    expect(chunkContract(text, 30_000)).toEqual([{ index: 0, start: 0, end: text.length }]);
  });

  it('cuts a single over-long section at a paragraph or line break', () => {
    const one = `1. TERMS\n\n${Array.from({ length: 150 }, () => 'Each party shall perform its obligations diligently.').join('\n\n')}`;
    const chunks = chunkContract(one, 1000);
    expect(chunks.length).toBeGreaterThan(1);
    for (const c of chunks.slice(1)) expect(one[c.start - 1]).toBe('\n');
  });
});

describe('merge helpers and pool', () => {
  it('treats near-identical descriptions or same category with overlapping spans as one finding', () => {
    expect(
      similarity(
        'Make the indemnity mutual and limited to third-party claims.',
        'Make the indemnity mutual and limited to third party claims',
      ),
    ).toBeGreaterThanOrEqual(0.8);
    const items = [
      { category: 'cap-on-liability', spans: [{ start: 10, end: 50 }], d: 'Low cap' },
      { category: 'cap-on-liability', spans: [{ start: 40, end: 60 }], d: 'Liability limited' },
      { category: 'indemnification', spans: [{ start: 40, end: 60 }], d: 'One-sided indemnity' },
    ];
    expect(dedupe(items, (i) => i.d).map((i) => i.d)).toEqual(['Low cap', 'One-sided indemnity']);
  });

  it('runs at most `limit` tasks at once and keeps the input order', async () => {
    let running = 0;
    let peak = 0;
    const out = await mapLimit([5, 1, 3, 2, 4], 2, async (n) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, n * 3));
      running--;
      return n * 10;
    });
    expect(out).toEqual([50, 10, 30, 20, 40]);
    expect(peak).toBe(2);
  });

  it('gives the model quotes instead of spans and the taxonomy ids as categories', () => {
    const schema = JSON.stringify(reviewTool.inputSchema);
    expect(schema).not.toContain('"spans"');
    expect(schema).toContain('"quotes"');
    expect(schema).toContain('"cap-on-liability"');
    expect(schema).not.toContain('"engine"');
  });
});
