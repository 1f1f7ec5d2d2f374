/** Clause classification over long clauses: what the clause split could not cut is still read whole. */
import { describe, expect, it } from 'vitest';
import { classifyClauseReadings } from './classify';

const classifyClauses = (text: string, clauses: Parameters<typeof classifyClauseReadings>[1]) =>
  classifyClauseReadings(text, clauses).whole;
import { segment } from './segment';

const filler = (n: number) =>
  'The Provider shall perform the Services described in the Exhibit in a professional manner. '.repeat(n);

describe('classifying clauses', () => {
  it('reads a cue past the first 4,000 characters of a clause that is a whole page', () => {
    // A page flattened from a PDF: one paragraph, the governing-law section near its end.
    const page = `7. Services. ${filler(60)}9.6 Governing Law; Jurisdiction. This Agreement shall be governed by and construed in accordance with the domestic laws of the State of Israel.`;
    const text = `SERVICES AGREEMENT\n\n1. Definitions. Terms have the meanings given.\n\n${page}\n`;
    const clauses = segment(text);
    const cats = classifyClauses(text, clauses);
    const at = clauses.findIndex((c) => text.slice(c.start, c.end).includes('9.6 Governing Law'));
    expect(clauses[at]!.end - clauses[at]!.bodyStart).toBeGreaterThan(4000);
    expect(cats[at]!.map((c) => c.id)).toContain('governing-law');
  });

  it('reads a preamble that runs on through the whole contract past its opening, but not a short one', () => {
    // A services agreement filed as one line (CUAD cuad_08ccfad83924): the clause split finds only the
    // signature block and the exhibit, so everything before them is the "preamble".
    const end =
      '\n\nIN WITNESS WHEREOF the Parties have signed this Agreement.\n\nHeron Devices, Inc. By: ____\n\nExhibit A\n\nServices';
    const opening =
      'This Services Agreement is made by and between Heron Devices, Inc. ("Provider") and Kestrel Retail LLC ("Recipient"). ';
    const law = '7.2 Governing Law. This Agreement shall be governed by the laws of the State of Israel.';
    const runOn = `${opening}${filler(40)}${law}${end}`;
    const clauses = segment(runOn);
    expect(clauses[0]!.kind).toBe('preamble');
    expect(classifyClauses(runOn, clauses)[0]!.map((c) => c.id)).toContain('governing-law');
    const short = `${opening}${law}${end}`;
    const s = segment(short);
    expect(s[0]!.kind).toBe('preamble');
    expect(classifyClauses(short, s)[0]).toEqual([]);
  });
});
