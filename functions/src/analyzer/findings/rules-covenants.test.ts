/**
 * The covenant rules (rules-covenants.ts) on real sentences of the dev contracts (CUAD, CC BY 4.0),
 * each read for both parties: the side the clause hurts gets the finding citing the decisive sentence,
 * the side it protects gets none.
 */
import { describe, expect, it } from 'vitest';
import { expectJudgedForOneSide, findingsFor, oneClauseContract } from '../../../../tests/support/one-clause';
import { buildContext } from '../engine';
import { placesIn } from './homes';
import { review } from './judge';

describe('dispute clauses', () => {
  it('raises an arbitration clause that sends disputes to one institution under another institution’s rules, for both sides', () => {
    const clause =
      'If the Parties fail to resolve such dispute amicably through negotiation within sixty (60) days, each Party shall have the right to submit such dispute to the Hong Kong International Arbitration Center, and proceed with the arbitration procedures in accordance with the Rules of the International Chamber of Commerce with three (3) arbitrators.';
    const parties: [string, string][] = [
      ['ChipMOS TECHNOLOGIES INC.', 'ChipMOS'],
      ['Tsinghua Unigroup Ltd.', 'Tsinghua Unigroup'],
    ];
    const text = oneClauseContract(parties, clause);
    for (const [name] of parties) {
      const f = findingsFor(text, name).find((x) => x.rule.id === 'arbitration-mixed-institutions');
      expect(f, name).toBeDefined();
      expect(text.slice(f!.start, f!.end)).toBe(clause);
    }
  });

  it('does not raise one institution under its own rules, nor two bodies that may appoint a mediator', () => {
    const parties: [string, string][] = [
      ['On2 Technologies, Inc.', 'On2'],
      ['Wildform, Inc.', 'Wildform'],
    ];
    for (const clause of [
      'Any dispute arising out of or in connection with this Agreement shall be finally settled by binding arbitration under the Rules of Arbitration of the International Chamber of Commerce ("ICC") by one arbitrator appointed in accordance with ICC rules.',
      'If the parties cannot agree on a mediator, the American Arbitration Association or JAMS shall designate a mediator at the request of either party under its rules before any arbitration.',
    ]) {
      const text = oneClauseContract(parties, clause);
      for (const [name] of parties)
        expect(findingsFor(text, name).map((f) => f.rule.id)).not.toContain('arbitration-mixed-institutions');
    }
  });

  it('raises a mediator’s opinion deemed accepted unless a party goes to arbitration in time', () => {
    const clause =
      "The Party requiring referral to arbitration shall notify the other Party, in writing, thereof, not later than thirty (30) calendar days after the mediator has expressed his opinion, failing which the mediator's opinion shall be deemed to have been accepted by the Parties and shall be put into effect.";
    const text = oneClauseContract(
      [
        ['Novo Integrated Sciences Inc.', 'NVOS'],
        ['Harvest Gold Farms Inc.', 'HGF'],
      ],
      clause,
    );
    const f = findingsFor(text, 'Harvest Gold Farms Inc.').find((x) => x.rule.id === 'mediation-deemed-binding');
    expect(f).toBeDefined();
    expect(f!.words.title).toContain('30');
  });

  it('raises a ten-day window to dispute an invoice for the side that must raise it, not for the side that is paid', () => {
    expectJudgedForOneSide({
      parties: [
        ['Equidata, Inc.', 'Equidata'],
        ['Bright Path Marketing LLC', 'Marketing Affiliate'],
      ],
      clause:
        'Marketing Affiliate shall give Equidata written demand of dispute within 10 days of the due date of the invoice.',
      burdens: 'Marketing Affiliate',
      rule: 'self-short-dispute-window',
      severity: 'medium',
    });
  });

  it('does not raise a dispute window of sixty days, nor one both sides have alike in one clause', () => {
    const parties: [string, string][] = [
      ['Airspan Networks Inc.', 'Airspan'],
      ['Alpha Telecom Ltd.', 'Distributor'],
    ];
    for (const clause of [
      'If Distributor disputes any invoice or part thereof, Distributor must notify Airspan in writing within sixty (60) days of the invoice date giving details of the reason for such dispute.',
      'If Distributor disputes any invoice, Distributor must notify Airspan in writing within seven (7) days of receipt; if Airspan disputes any report, Airspan must notify Distributor in writing within seven (7) days of receipt.',
    ]) {
      const text = oneClauseContract(parties, clause);
      for (const [name] of parties)
        expect(findingsFor(text, name).map((f) => f.rule.id)).not.toContain('self-short-dispute-window');
    }
  });
});

describe('confidentiality', () => {
  it('raises a duty of the other side to protect the information only as it protects its own, for the side that disclosed it', () => {
    const clause =
      'ABW agrees to hold said information in the same manner as ABW deals with its own proprietary information and trade secrets.';
    const text = oneClauseContract(
      [
        ['PC Quote, Inc.', 'PCQ'],
        ['ABW Financial Corp.', 'ABW'],
      ],
      clause,
    );
    const f = findingsFor(text, 'PC Quote, Inc.').find((x) => x.rule.id === 'other-care-as-own');
    expect(f).toBeDefined();
    expect(text.slice(f!.start, f!.end)).toBe(clause);
    expect(findingsFor(text, 'ABW Financial Corp.').map((x) => x.rule.id)).not.toContain('other-care-as-own');
  });

  it('does not raise the own-information standard when it has a floor of reasonable care, or binds both sides', () => {
    const parties: [string, string][] = [
      ['Glaxo Group Limited', 'GSK'],
      ['Theravance, Inc.', 'Theravance'],
    ];
    for (const clause of [
      'Theravance shall protect the Confidential Information of GSK with the same degree of care it uses for its own confidential information, but in no event less than reasonable care.',
      'Each of GSK and Theravance shall keep all Confidential Information received from the other Party with the same degree of care it maintains the confidentiality of its own Confidential Information.',
    ]) {
      const text = oneClauseContract(parties, clause);
      for (const [name] of parties)
        expect(findingsFor(text, name).map((f) => f.rule.id)).not.toContain('other-care-as-own');
    }
  });

  it('raises being bound by confidentiality agreements the other side makes with third parties', () => {
    const f = expectJudgedForOneSide({
      parties: [
        ['UTEK Corporation', 'UTEK'],
        ['Manakoa Services Corporation', 'MKOS'],
      ],
      clause:
        'MKOS shall not divulge to others any trade secret or confidential information of UTEK, unless authorized, in writing, by UTEK, and agreed to be bound by any confidentiality agreement entered into by UTEK with any third party for the purpose of reviewing technology acquisition opportunities.',
      burdens: 'MKOS',
      rule: 'self-bound-by-others-agreements',
      severity: 'medium',
    });
    expect(f.words.ask).toContain('UTEK');
  });

  it('cites the reviewed side’s confidentiality duty, not an indemnity in the same clause, and not its own information', () => {
    const parties: [string, string][] = [
      ['Licensor Media Ltd.', 'Licensor'],
      ['Licensee Pictures Inc.', 'Licensee'],
    ];
    const text = oneClauseContract(
      parties,
      'The Reports and all information contained in the Reports shall be considered Confidential Information of Licensee, and all right, title and interest in and to such Reports and information shall be owned by Licensee.',
    );
    expect(findingsFor(text, 'Licensee Pictures Inc.').map((f) => f.rule.id)).not.toContain('self-confidentiality');
  });
});

describe('forum and governing law against where each side is at home', () => {
  const contract = (clause: string) =>
    `CONTENT LICENSE AGREEMENT\n\nThis Agreement is entered into between Beijing Sun Seven Stars Culture Development Limited, a P.R.C. company with an address at Fangshan District, Beijing City, P.R.C. ("Licensor"), and YOU ON DEMAND HOLDINGS, INC., a Nevada corporation with an address at 375 Greenwich Street, Suite 516, New York, New York 10013 ("Licensee").\n\n1. Licensor shall deliver the Titles to Licensee within thirty days.\n\n2. ${clause}\n`;
  const licensor = 'Beijing Sun Seven Stars Culture Development Limited';
  const licensee = 'YOU ON DEMAND HOLDINGS, INC.';

  it('reads each side’s home from the preamble, a state of incorporation giving way to the address', () => {
    const text = contract('x');
    const h = review(text, buildContext(text, licensor).sides).facts.homes!;
    expect([...h.self]).toEqual(['china']);
    expect([...h.other].sort()).toEqual(['new york', 'united states']);
    expect([...placesIn('a Taiwanese company')]).toEqual(['taiwan']);
    expect([...placesIn('conducted in English and Chinese')]).toEqual([]);
    expect([...placesIn('Minden, NV 89423')].sort()).toEqual(['nevada', 'united states']);
  });

  it('raises an arbitration seated at the other side’s home in another country, for the foreign side only', () => {
    const text = contract(
      'Any dispute shall be settled by binding arbitration under the rules of the International Chamber of Commerce. Such arbitration shall be held in New York, New York.',
    );
    const f = findingsFor(text, licensor).find((x) => x.rule.id === 'forum-away-from-home');
    expect(f).toBeDefined();
    expect(f!.severity).toBe('medium');
    expect(text.slice(f!.start, f!.end)).toBe('Such arbitration shall be held in New York, New York.');
    expect(f!.words.title).toContain('another country');
    const ranked = review(text, buildContext(text, licensee).sides).ranked.map((j) => j.rule.id);
    expect(ranked).not.toContain('forum-away-from-home');
  });

  it('raises the other side’s home law when it is foreign to the reviewed side, and not where an award may be enforced', () => {
    const law = contract(
      'This Agreement shall be governed by and construed in accordance with the laws of the State of New York.',
    );
    expect(findingsFor(law, licensor).map((f) => f.rule.id)).toContain('law-away-from-home');
    expect(review(law, buildContext(law, licensee).sides).ranked.map((j) => j.rule.id)).not.toContain(
      'law-away-from-home',
    );
    const award = contract(
      'Judgment on the award may be entered in any court having jurisdiction, including the courts of New York.',
    );
    expect(review(award, buildContext(award, licensor).sides).ranked.map((j) => j.rule.id)).not.toContain(
      'forum-away-from-home',
    );
  });
});

describe('what the agreement creates', () => {
  it('raises IP the reviewed side creates, reaching to all work related to the products, owned by the other side', () => {
    const clause =
      'Company acknowledges and agrees that all Intellectual Property created by Company, its affiliates, representatives, or agents in connection with or resulting from any work or services related to the Products, including the Deliverables ("Work Product"), have been specially ordered and commissioned by Reed\'s, are works-made-for-hire from the moment of creation and that all such Work Product is and will be the sole and exclusive property of Reed\'s.';
    const text = oneClauseContract(
      [
        ["Reed's, Inc.", "Reed's"],
        ['Ginger Brew Co LLC', 'Company'],
      ],
      clause,
    );
    const f = findingsFor(text, 'Ginger Brew Co LLC').find((x) => x.rule.id === 'created-ip-to-other');
    expect(f).toBeDefined();
    expect(f!.severity).toBe('high');
    expect(text.slice(f!.start, f!.end)).toBe(clause);
    expect(findingsFor(text, "Reed's, Inc.").map((x) => x.rule.id)).not.toContain('created-ip-to-other');
  });

  it('does not raise the other side keeping what it alone develops, nor a transfer made only after payment', () => {
    const parties: [string, string][] = [
      ['Cardax, Inc.', 'CARDAX'],
      ['Capsugel US LLC', 'CAPSUGEL'],
    ];
    for (const clause of [
      'Any improvements to the CARDAX Property which are developed by CARDAX during the term of this Agreement shall be the sole and exclusive property of CARDAX.',
      'Upon receipt of final payment CAPSUGEL hereby assigns to CARDAX all right, title and interest in the works in progress created by CAPSUGEL in connection with the Services.',
    ]) {
      const text = oneClauseContract(parties, clause);
      expect(findingsFor(text, 'Capsugel US LLC').map((x) => x.rule.id)).not.toContain('created-ip-to-other');
    }
  });
});
