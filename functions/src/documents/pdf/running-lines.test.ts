import { describe, expect, it } from 'vitest';
import { isPageNumberLine, removeRunningLines } from './running-lines';

const page = (n: number, body: string[]) =>
  [`ACME SUPPLY AGREEMENT`, ...body, `Confidential`, `Page ${n} of 4`].join('\n');

describe('running headers, footers and page numbers', () => {
  it('removes lines repeated at the top or bottom of the pages and page numbers, keeping the body', () => {
    const bodies = [
      ['1. Definitions. Terms have the meanings below.', 'Affiliate means a controlled entity.'],
      ['2. Supply. The Supplier shall deliver the goods.', 'Delivery is DDP at the Buyer site.'],
      ['3. Fees. Fees are due within 30 days.', 'Late amounts bear interest.'],
      ['4. Term. This Agreement lasts two years.', 'Either party may terminate for breach.'],
    ];
    const pages = bodies.map((body, i) => page(i + 1, body));
    const { pages: out, removed } = removeRunningLines(pages);
    for (const [i, text] of out.entries()) expect(text).toBe(bodies[i]!.join('\n'));
    expect(removed).toContain('Page 3 of 4');
  });

  it('keeps a repeated body line in the middle of pages and a lone number in a table', () => {
    const body = [
      'Heading',
      'a',
      'b',
      'c',
      'Each party shall comply with applicable law.',
      'Units',
      '12',
      'd',
      'e',
      'f',
      'Footer text',
    ];
    const pages = [body.join('\n'), body.join('\n'), body.join('\n'), body.join('\n')];
    const { pages: out } = removeRunningLines(pages);
    expect(out[0]).toContain('Each party shall comply with applicable law.');
    expect(out[0]).toContain('\n12\n');
  });

  it('removes a page counter inside the pages of a re-paginated filing', () => {
    const topics = ['delivery', 'payment', 'warranty'];
    const pages = topics.map((topic, n) =>
      [
        `The ${topic} terms begin here.`,
        `Filler about ${topic} one.`,
        `Filler about ${topic} two.`,
        `The ${topic} clause applies to every order.`,
        `INGRAM NETGEAR Distributor Agreement ${n + 2} 083096`,
        `The ${topic} clause continues after the break.`,
        `Filler about ${topic} three.`,
        `Filler about ${topic} four.`,
        `The ${topic} terms end here.`,
      ].join('\n'),
    );
    const { pages: out } = removeRunningLines(pages);
    for (const text of out) expect(text).not.toMatch(/INGRAM NETGEAR/);
    expect(out[1]).toContain(
      'The payment clause applies to every order.\nThe payment clause continues after the break.',
    );
  });

  it('recognises page-number lines', () => {
    for (const line of ['7', '- 7 -', '-7-', 'Page 7', 'Page 7 of 38', 'vii', '(12)'])
      expect(isPageNumberLine(line)).toBe(true);
    for (const line of ['7. Term', 'Section 7', '$7', '7 days']) expect(isPageNumberLine(line)).toBe(false);
  });
});
