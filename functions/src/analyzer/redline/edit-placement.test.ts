/**
 * Where the redline's words land: never inside a clause a page break cut in two, and a cap made mutual
 * names neither party twice (real sentences of the dev contracts, CUAD, CC BY 4.0).
 */
import { describe, expect, it } from 'vitest';
import { analyzeContract } from '../engine';
import { proposeRedline } from '.';

const edits = (text: string, behalfOf: string) => {
  const analysis = analyzeContract({ contractText: text, behalfOf });
  return proposeRedline({ contractText: text, analysis, behalfOf, playbook: null, additionalInstructions: null })
    .modifications;
};

describe('where the redline puts its words', () => {
  it('adds nothing at the end of an indemnity a page break cut in two', () => {
    // IMNTV's content licence (CUAD cuad_258d4c1d3caf), 8.1: the filing's page furniture sits mid-sentence.
    const text = `CONTENT LICENSE AGREEMENT

This Content License Agreement is made between Global Music International, Inc. ("IMNTV") and MobileVision Communications Ltd. ("Distributor").

1. LICENSE. IMNTV grants Distributor a licence to distribute the Programming. Distributor shall pay IMNTV 55% of subscriber revenue.

8. INDEMNITY. 8.1 IMNTV will defend, indemnify, and hold Distributor harmless from and against any and all Claims arising out of (a) IMNTV's breach of this Agreement; or (b) IMNTV's acts or omissions with

Source: GLOBAL TECHNOLOGIES GROUP, INC., 10KSB, 9/28/2005

  respect thereto, including the marketing of the Programming by IMNTV.

9. GOVERNING LAW. This Agreement is governed by the laws of the State of Florida.
`;
    const m = edits(text, 'Global Music International, Inc.');
    // Without the guard the words went after "with", inside the clause.
    expect(m.filter((x) => x.category === 'indemnification')).toEqual([]);
  });

  it('makes "the liability of X to Y" mutual as "either party to the other", never "either party to Y"', () => {
    // BNL's outsourcing agreement (CUAD cuad_f8650acbe33f), 11: the cap that protects only BNL, read for VIP.
    const text = `OUTSOURCING AGREEMENT

This Outsourcing Agreement is made between Virtual Item Processing Systems, Inc. ("VIP") and Brokers National Life Assurance Company ("BNL").

1. SERVICES. VIP shall provide the data processing services described in Schedule A to BNL. BNL shall pay VIP the fees in Schedule B.

11. LIMITATION. In any event, the liability of BNL to VIP for any reason and upon any cause of action or claim in contract, tort or otherwise shall be limited to the amounts paid by BNL to VIP in the twelve (12) month period prior to the accrual of the action or claim.

12. GOVERNING LAW. This Agreement is governed by the laws of the State of Oklahoma.
`;
    const m = edits(text, 'Virtual Item Processing Systems, Inc.');
    const mutual = m.find((x) => /either party/i.test(x.modified_text ?? ''));
    expect(mutual?.modified_text).toMatch(/either party to the other/);
    expect(m.map((x) => x.modified_text ?? '').join(' | ')).not.toMatch(/either party to BNL/);
  });
});
