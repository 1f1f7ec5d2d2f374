/**
 * The review per clause family, on real sentences of the dev contracts (CUAD, CC BY 4.0), each read
 * for both parties: the party the sentence burdens gets the finding, the party it protects none.
 */
import { describe, expect, it } from 'vitest';
import { expectJudgedForOneSide, findingsFor, oneClauseContract } from '../../../../tests/support/one-clause';

interface Case {
  family: string;
  parties: [name: string, role: string][];
  sentence: string;
  /** The role the sentence burdens, the rule expected for it, and the severity. */
  burdens: string;
  rule: string;
  severity: 'high' | 'medium' | 'low';
  /** Words the finding's title must contain (the term it quotes). */
  says?: RegExp;
}

const CASES: Case[] = [
  {
    family: 'liability cap protecting the other side',
    parties: [
      ['WebMD, Inc.', 'WebMD'],
      ['Emdeon Corporation', 'Emdeon'],
    ],
    sentence:
      "WEBMD'S AGGREGATE LIABILITY FOR ALL DAMAGES, LOSSES AND CAUSES OF ACTION IN ANY WAY RELATED TO THIS AGREEMENT OR THE CONTENT, WHETHER IN CONTRACT, TORT (INCLUDING NEGLIGENCE) OR OTHERWISE, EITHER JOINTLY OR SEVERALLY, SHALL NOT EXCEED FIFTY DOLLARS ($50).",
    burdens: 'Emdeon',
    rule: 'other-liability-capped',
    severity: 'high',
    says: /\$50/,
  },
  {
    family: 'liability excluded for the other side, with words between the party and "be liable"',
    parties: [
      ['WebMD, Inc.', 'WebMD'],
      ['Emdeon Corporation', 'Emdeon'],
    ],
    sentence:
      'IN NO EVENT WILL WEBMD OR ITS SUPPLIERS OR LICENSORS BE LIABLE UNDER ANY THEORY OF LIABILITY, HOWEVER ARISING, FOR ANY COSTS OF PROCUREMENT OF SUBSTITUTE GOODS OR SERVICES, LOSS OF PROFITS OR LOSS OF DATA.',
    burdens: 'Emdeon',
    rule: 'other-liability-excluded',
    severity: 'high',
  },
  {
    family: 'remedies limited, beside an exclusion of the other side',
    parties: [
      ['Snotarator LLC', 'Company'],
      ['SMSA Ballinger Acquisition Corp.', 'Distributor'],
    ],
    sentence:
      "IN NO EVENT SHALL COMPANY BE LIABLE FOR ANY INCIDENTAL OR CONSEQUENTIAL DAMAGES AND DISTRIBUTOR'S REMEDIES SHALL BE LIMITED TO REPAIR OR REPLACEMENT OF NONCONFORMING PRODUCTS.",
    burdens: 'Distributor',
    rule: 'other-liability-excluded',
    severity: 'high',
  },
  {
    family: 'liability excluded for the other side',
    parties: [
      ['CREMER OLEO GmbH & Co KG', 'Cremer'],
      ['Ultragenyx Pharmaceutical Inc', 'Ultragenyx'],
    ],
    sentence:
      "Cremer's liability arising from this Agreement is limited to intentional misconduct or gross negligence.",
    burdens: 'Ultragenyx',
    // A fault threshold, not a sum: it excludes liability for ordinary negligence and breach.
    rule: 'other-liability-excluded',
    severity: 'high',
  },
  {
    family: 'remedies limited',
    parties: [
      ['Snotarator LLC', 'Company'],
      ['SMSA Ballinger Acquisition Corp.', 'Distributor'],
    ],
    sentence: "DISTRIBUTOR'S REMEDIES SHALL BE LIMITED TO REPAIR OR REPLACEMENT OF NONCONFORMING UNITS OR PARTS.",
    burdens: 'Distributor',
    rule: 'self-remedies-limited',
    severity: 'high',
  },
  {
    family: 'warranty disclaimer',
    parties: [
      ['WebMD, Inc.', 'WebMD'],
      ['Emdeon Corporation', 'Emdeon'],
    ],
    sentence:
      'WebMD MAKES NO REPRESENTATIONS OR WARRANTIES OF ANY KIND, WHETHER EXPRESS OR IMPLIED, WITH RESPECT TO THE CONTENT OR THE ACCURACY OF THE CONTENT.',
    burdens: 'Emdeon',
    rule: 'other-disclaims',
    severity: 'high',
  },
  {
    family: 'one-way indemnity',
    parties: [
      ['Equidata, Inc.', 'Equidata'],
      ['National Credit Report.com, LLC', 'Marketing Affiliate'],
    ],
    sentence:
      'MARKETING AFFILIATE AGREES TO DEFEND, INDEMNIFY AND HOLD HARMLESS EQUIDATA, AND EACH OF ITS EMPLOYEES, AGENTS, OFFICERS AND DIRECTORS, FROM AND AGAINST ANY CLAIM, SUIT, DEMAND, OR ACTION.',
    burdens: 'Marketing Affiliate',
    rule: 'self-indemnifies',
    severity: 'high',
    says: /One-way indemnity/,
  },
  {
    family: 'termination without cure',
    parties: [
      ['Cisco Systems, Inc.', 'Cisco'],
      ['ScanSource, Inc.', 'Distributor'],
    ],
    sentence:
      'Notwithstanding any other provision in this Agreement, Cisco may terminate this Agreement immediately upon written notice if Distributor breaches any of the representations and warranties set forth in this section.',
    burdens: 'Distributor',
    rule: 'other-may-terminate',
    severity: 'high',
  },
  {
    family: 'termination on any breach, without notice',
    parties: [
      ['Equidata, Inc.', 'Equidata'],
      ['National Credit Report.com, LLC', 'Marketing Affiliate'],
    ],
    sentence:
      "Upon Marketing Affiliate's default in payment or other breach of this Agreement, Equidata may terminate this Agreement without notice to Marketing Affiliate.",
    burdens: 'Marketing Affiliate',
    rule: 'other-may-terminate',
    severity: 'high',
  },
  {
    family: 'exclusive purchasing',
    parties: [
      ['CREMER OLEO GmbH & Co KG', 'Cremer'],
      ['Ultragenyx Pharmaceutical Inc', 'Ultragenyx'],
    ],
    sentence: 'Ultragenyx shall purchase the Product exclusively from Cremer.',
    burdens: 'Ultragenyx',
    rule: 'self-exclusive-dealing',
    severity: 'high',
  },
  {
    family: 'non-compete',
    parties: [
      ['UTEK Corporation', 'UTEK'],
      ['Manakoa Services Corporation', 'MKOS'],
    ],
    sentence:
      'MKOS will not seek to acquire any technologies presented to MKOS by UTEK from the technology developer directly or indirectly for a period of 24 months.',
    burdens: 'MKOS',
    rule: 'self-non-compete',
    severity: 'high',
    says: /24 months/,
  },
  {
    family: 'price changes by the other side',
    parties: [
      ['Arkansas Western Pipeline Company', 'Transporter'],
      ['Associated Natural Gas Company', 'Shipper'],
    ],
    sentence:
      'Transporter may seek authorization from the FERC and/or other appropriate body to change any rate(s) and/or term(s) set forth herein.',
    burdens: 'Shipper',
    rule: 'other-may-change-price',
    severity: 'high',
  },
  {
    family: 'use of a party’s name and image',
    parties: [
      ['Sport-Haley, Inc.', 'Company'],
      ['John Smith', 'Professional'],
    ],
    sentence:
      "Company shall have unlimited rights of utilization of the Professional's Image in all advertising, promotion, publicity and other forms of communication with any part during the term of this Agreement.",
    burdens: 'Professional',
    rule: 'other-may-use',
    severity: 'medium',
  },
  {
    family: 'payment, read through scanning errors',
    parties: [
      ['YourNetPlus.com, Inc.', 'Provider'],
      ['Kingdom Connect, Inc.', 'KCI'],
    ],
    // A plain duty to pay is the bargain; a payment due within ten days is a tight term the payer's lawyer raises.
    sentence: 'KCI shall pay Provider a set-up fee of $5OO,OOO within ten (10) days of the Effective Date.',
    burdens: 'KCI',
    rule: 'self-pays',
    severity: 'medium',
    says: /\$500,000/,
  },
];

const contract = (c: Case) => oneClauseContract(c.parties, c.sentence);

describe('the review of each clause family, for both parties', () => {
  it.each(CASES)('$family: a finding for $burdens only', (c) => {
    const finding = expectJudgedForOneSide({ ...c, clause: c.sentence });
    if (c.says) expect(finding.words.title).toMatch(c.says);
  });

  it('judges the same sentence by role or by name', () => {
    const c = CASES[0]!;
    const byRole = findingsFor(contract(c), 'Emdeon').map((f) => f.rule.id);
    expect(byRole).toEqual(findingsFor(contract(c), 'Emdeon Corporation').map((f) => f.rule.id));
  });

  it('raises nothing from a mutual, market-standard clause', () => {
    const text = contract({
      ...CASES[0]!,
      sentence:
        'Each party shall keep the terms of this Agreement confidential, except as required by law or to its professional advisers.',
    });
    for (const [name] of CASES[0]!.parties) expect(findingsFor(text, name)).toEqual([]);
  });
});
