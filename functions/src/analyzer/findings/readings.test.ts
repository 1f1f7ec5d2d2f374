/** What a sentence does and to whom, on real sentences of the dev contracts (CUAD, CC BY 4.0). */
import { describe, expect, it } from 'vitest';
import { buildContext } from '../engine';
import { readSentence } from './readings';

const PREAMBLE =
  "ODM SUPPLY AGREEMENT THIS AGREEMENT is made on the 15th day of January 2018. BETWEEN: ORGANIC PREPARATIONS INC. 2nd Floor, Transpacific Haus Lini Highway, Port Vila. Vanuatu ('the Manufacturer') of one part AND: AGAPE ATP INTERNATIONAL HOLDING LIMITED Unit 05, 4F, Energy Plaza No. 92, Granville Road Tsim Sha Tsui East Kowloon, Hong Kong ('the Customer') of the other part.\n\n";
const sides = buildContext(PREAMBLE, 'Organic Preparations Inc.').sides;
const kinds = (s: string) => readSentence(sides, s).map((x) => `${x.kind}/${x.who}`);

describe('readings', () => {
  it('"as is reasonably required" is a measure, not an "as is" disclaimer', () => {
    const s =
      'The Customer agrees to supply to the Manufacturer at its own expense, within a reasonable period of time, all documentation and information as is reasonably required by or considered necessary by the Manufacturer.';
    expect(kinds(s).filter((k) => k.startsWith('disclaims'))).toEqual([]);
  });

  it.each([
    'The Products are supplied by the Manufacturer on an "AS IS" BASIS.',
    'The Manufacturer provides the Products as is, without warranty of any kind.',
  ])('an "as is" supply is a disclaimer: %s', (s) => {
    expect(kinds(s)).toContain('disclaims/self');
  });
});
