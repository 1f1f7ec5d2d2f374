/** Fact extraction: key dates (stated and relative), parties as written, governing law, behalfOf. */
import { describe, expect, it } from 'vitest';
import { addDuration, toIso } from './dates';
import { extractFacts, findTitle } from './facts';
import { findGoverningLaw } from './governing-law';
import { findKeyDates } from './key-dates';
import { findParties, matchParty } from './parties';
import { readName } from './party-names';

describe('dates', () => {
  it('reads the forms contracts are written in, including extraction damage', () => {
    expect(toIso('January 5, 2025')).toBe('2025-01-05');
    expect(toIso('June 1,1999')).toBe('1999-06-01');
    expect(toIso('Dec. 8, 2005')).toBe('2005-12-08');
    expect(toIso('1 April, 2020')).toBe('2020-04-01');
    expect(toIso('5th day of February, 2020')).toBe('2020-02-05');
    expect(toIso('1s t day of March, 2018')).toBe('2018-03-01');
    expect(toIso('20t h day of December 2018')).toBe('2018-12-20');
    expect(toIso('4/25/2018')).toBe('2018-04-25');
    expect(toIso('13/07/05')).toBe('2005-07-13');
    expect(toIso('3-14-18')).toBe('2018-03-14');
    expect(toIso('[●], 2019')).toBeUndefined();
    expect(toIso('February 30, 2020')).toBeUndefined();
  });

  it('adds a term as an anniversary, keeping month ends valid', () => {
    expect(addDuration('2025-01-05', 2, 'year')).toBe('2027-01-05');
    expect(addDuration('2019-01-31', 1, 'month')).toBe('2019-02-28');
    expect(addDuration('2020-02-29', 1, 'year')).toBe('2021-02-28');
  });
});

describe('key dates', () => {
  const preamble = (rest: string) =>
    `SUPPLY AGREEMENT\n\nThis Supply Agreement (the "Agreement") is made as of March 3, 2021 by and between Gamma Foods, Inc., a Delaware corporation ("Buyer"), and Delta Farms LLC ("Seller").\n\nWHEREAS the parties wish to trade;\n\n${rest}`;

  it('computes "five years from the Effective Date" from a stated effective date', () => {
    const k = findKeyDates(
      preamble(
        '1. Term. This Agreement shall commence on April 1, 2021 (the "Effective Date") and shall continue for a period of five (5) years from the Effective Date.',
      ),
    );
    expect(k.agreementDate?.iso).toBe('2021-03-03');
    expect(k.effectiveDate?.iso).toBe('2021-04-01');
    expect(k.expiration?.iso).toBe('2026-04-01');
    expect(k.notes.join(' ')).toMatch(/computed as 5 years from the Effective Date/);
  });

  it('uses the agreement date when the effective date is "the date first written above"', () => {
    const k = findKeyDates(
      preamble(
        'This Agreement is effective as of the date first written above (the "Effective Date"). The initial term of this Agreement shall be three (3) years.',
      ),
    );
    expect(k.effectiveDate?.iso).toBe('2021-03-03');
    expect(k.expiration?.iso).toBe('2024-03-03');
  });

  it('reads anniversaries and a stated end date, and ignores the renewal period', () => {
    const anniversary = findKeyDates(
      preamble(
        'The term of this Agreement shall end on the seventh anniversary of the date hereof, and shall automatically renew for successive one (1) year periods.',
      ),
    );
    expect(anniversary.expiration?.iso).toBe('2028-03-03');
    const stated = findKeyDates(
      preamble('This Agreement shall remain in force until December 31, 2023, unless terminated earlier.'),
    );
    expect(stated.expiration?.iso).toBe('2023-12-31');
  });

  it('takes the last signature date when the Effective Date is the date of the last signature', () => {
    const text = `${preamble('"Effective Date" means the date of last signature on this Agreement. The term of this Agreement is one (1) year from the Effective Date.')}\n\n${'Filler clause text. '.repeat(60)}\n\nIN WITNESS WHEREOF the parties have signed this Agreement.\n\nGamma Foods, Inc.\nBy: ____\nDate: 4/20/2021\n\nDelta Farms LLC\nBy: ____\nDate: 4/25/2021\n`;
    const k = findKeyDates(text);
    expect(k.effectiveDate?.iso).toBe('2021-04-25');
    expect(k.expiration?.iso).toBe('2022-04-25');
  });

  it('leaves the expiration open for an evergreen contract', () => {
    const k = findKeyDates(
      preamble('This Agreement shall continue in full force and effect until terminated by either party.'),
    );
    expect(k.expiration).toBeUndefined();
    expect(k.notes.join(' ')).toMatch(/no fixed end date/);
  });

  it('ends a licence that runs to the last patent when that patent expires, with no date', () => {
    // JHU's licence to Virtuoso Surgical (CUAD cuad_21750cea45ba), 6.1.
    const k = findKeyDates(
      preamble(
        '6.1 Expiration: This term of this Agreement shall commence on the EFFECTIVE DATE and shall continue, in each country, until the date of expiration of the last to expire patent within PATENT RIGHT(S) in that country.',
      ),
    );
    expect(k.expiration?.value).toBe('when the last patent right expires');
    expect(k.expiration?.iso).toBeUndefined();
  });
});

describe('governing law', () => {
  it.each([
    [
      'This Agreement shall be governed by the laws of the State of New York, without regard to conflicts of law.',
      'State of New York',
    ],
    [
      'THIS AGREEMENT WILL BE GOVERNED BY THE LAWS OF THE STATE OF DELAWARE WITHOUT GIVING EFFECT TO ITS CHOICE OF LAW PRINCIPLES.',
      'State of Delaware',
    ],
    ['The Laws of the State of Texas shall govern the construction of this Agreement.', 'State of Texas'],
    [
      'This Agreement shall be governed in all respects by the laws of the United States and the State of Florida.',
      'State of Florida',
    ],
    ['The parties agree that this Agreement shall be construed in accordance with English law.', 'England and Wales'],
    ['All disputes shall be governed by PRC Laws.', "People's Republic of China"],
    ['This Agreement shall be governed by the laws of the province of Ontario, Canada.', 'Province of Ontario'],
    [
      'This Agreement shall be construed exclusively in accordance with the laws and decisions of the State of Michigan.',
      'State of Michigan',
    ],
    [
      'This Agreement shall be governed by the internal laws, and not by the laws regarding conflicts of laws, of the State of North Carolina.',
      'State of North Carolina',
    ],
    [
      'This Agreement shall be governed by the laws of the United States of America and of the State of Texas.',
      'State of Texas',
    ],
    [
      'This Agreement has been made in the State of California and shall be governed by the laws thereof.',
      'California',
    ],
    [
      'This Agreement shall be interpreted in accordance with the laws of that State applicable to agreements made and to be performed in the State of New Jersey.',
      'New Jersey',
    ],
    ['This agreement shall be governed by and construed in accordance with Ohio law.', 'Ohio'],
    ['The validity of this Agreement shall be governed by the laws of PRC.', "People's Republic of China"],
    ['Even for foreign publishers, the law of the Federal Republic of Germany applies.', 'Federal Republic of Germany'],
    [
      'This Agreement shall be construed in accordance with, and governed by, the\n\n\n\nlaws of the State of Georgia.',
      'State of Georgia',
    ],
  ])('%s', (text, law) => {
    expect(findGoverningLaw(text)?.value).toBe(law);
  });

  it("prefers the contract's choice to a state addendum naming another state's law", () => {
    expect(
      findGoverningLaw(
        'This Agreement will be interpreted and construed exclusively under the laws of the State of Texas. ' +
          'With respect to franchisees governed by Minnesota law, we will comply with Minn. Stat. 80C.14.',
      )?.value,
    ).toBe('State of Texas');
  });

  it('does not read the place of incorporation as the governing law', () => {
    expect(
      findGoverningLaw('Acme, Inc., a corporation organized under the laws of the State of Nevada, and Beta Ltd.'),
    ).toBeUndefined();
  });
});

describe('parties', () => {
  it('reads names as written, with suffixes and without the bracketed alias', () => {
    expect(readName('TELCOSTAR PTE, LTD., a company organized')?.name).toBe('TELCOSTAR PTE, LTD.');
    expect(readName('Rise (Tianjin) Education Information Consulting Co., Ltd. ("Service Provider")')?.name).toBe(
      'Rise (Tianjin) Education Information Consulting Co., Ltd.',
    );
    expect(readName('ebix.com, Inc. ("ebix"), a Delaware corporation')?.name).toBe('ebix.com, Inc.');
    expect(readName('Louisville Gas and Electric Company, a Kentucky corporation')?.name).toBe(
      'Louisville Gas and Electric Company',
    );
    expect(readName('a Delaware corporation')).toBeUndefined();
  });

  it('lists every party of a preamble with three parties and aliases', () => {
    const text =
      'COOPERATION AGREEMENT This Cooperation Agreement (this "Agreement"), dated as of May 13, 2020, is by and among North Capital Management Ltd., a Cayman Islands company ("North Capital"), Pine Ridge LLC, a Michigan limited liability company ("Pine Ridge", and together with North Capital, the "North Parties") and Harbor Holdings, Inc., a Delaware corporation (the "Company"). WHEREAS the parties wish to cooperate.';
    const ps = findParties(text);
    expect(ps.map((p) => p.name)).toEqual(['North Capital Management Ltd.', 'Pine Ridge LLC', 'Harbor Holdings, Inc.']);
    expect(ps[2]!.aliases).toContain('Company');
    expect(ps[2]!.role).toBe('Company');
  });

  it('reads title blocks, numbered party lists and individuals', () => {
    const title = findParties(
      'LICENCE AGREEMENT\n\nBETWEEN\n\nGARNET ROUTING SYSTEMS, INC. ("GARNET")\n\nAND\n\nSILVER SPRING WATER GROUP LIMITED ("SILVER")\n\nWHEREAS Garnet licenses software.',
    );
    expect(title.map((p) => p.name)).toEqual(['GARNET ROUTING SYSTEMS, INC.', 'SILVER SPRING WATER GROUP LIMITED']);
    const numbered = findParties(
      'SERVICE AGREEMENT\n\nPARTIES (1) Quill Biopharma UK Limited whose registered office is at 12 New Lane, London (the "Employer"); and (2) Brett Harlow of [address removed] (the "Executive").\n\nAGREED TERMS 1. Definitions.',
    );
    expect(numbered.map((p) => [p.name, p.role])).toEqual([
      ['Quill Biopharma UK Limited', 'Employer'],
      ['Brett Harlow', 'Executive'],
    ]);
  });

  it('adds the entities that sign when the preamble does not name them', () => {
    const text = `JOINT FILING AGREEMENT The undersigned hereby agree that the statement on Schedule 13G is filed on behalf of each of them. ${'The undersigned acknowledge their obligations. '.repeat(20)}\n\nOak Fund II, Ltd. By: /s/ Jane Roe Date: 4/8/2020 Jane Roe Chief Compliance Officer Oak Advisors Global, LP By: /s/ Jane Roe Date: 4/8/2020`;
    expect(findParties(text).map((p) => p.name)).toEqual(['Oak Fund II, Ltd.', 'Oak Advisors Global, LP']);
  });

  it('stops a title block at the table of contents, whose headings are not parties', () => {
    const text =
      'SUPPLY AGREEMENT\n\nBETWEEN\n\nHERON AUDIO, INC. ("HERON")\n\nAND\n\nKESTREL MANUFACTURING CORPORATION ("KESTREL")\n\n\nTABLE OF CONTENTS 1.0 DEFINITIONS 3 2.0 SCOPE OF RELATIONSHIP 8 3.0 OWNERSHIP; GRANT OF RIGHTS; TRADEMARKS USAGE 8 4.0 MANUFACTURING OPERATIONS; COMPLIANCE 9\n\n1.0 DEFINITIONS. Terms have the meanings below.';
    expect(findParties(text).map((p) => p.name)).toEqual(['HERON AUDIO, INC.', 'KESTREL MANUFACTURING CORPORATION']);
  });

  it('reads two signature blocks printed side by side on one line as the two parties, not a third', () => {
    // As PDF extraction gives it: the names of both blocks on one line, a name wrapped in the preamble.
    const text = `SUPPLY AGREEMENT\n\nTHIS SUPPLY AGREEMENT (“Agreement”) is entered into as of this 15th day of May, 2013 (the “Effective Date”) by and between Heron\nAudio Corporation (“Heron”), a Delaware corporation with offices at 1 Main Street, Dover, and Kestrel Labs, LLC\n(“Kestrel”), a Colorado limited liability company with offices at 2 High Street, Boulder.\n\nRECITALS:\n\n${'Each party shall perform its obligations. '.repeat(30)}\n\nIN WITNESS WHEREOF, the parties have caused their duly authorized representatives to execute this Agreement as of the Effective Date.\nHERON AUDIO CORPORATION KESTREL LABS, LLC\n\nBy: /s/ Ann Smith By: /s/ Bob Jones\n\nName: Ann Smith Name: Bob Jones\n\nTitle: President Title: CEO`;
    expect(findParties(text).map((p) => p.name)).toEqual(['Heron Audio Corporation', 'Kestrel Labs, LLC']);
  });

  it('reads a scanned title block as its names, each with its own alias only', () => {
    // As OCR gives it: a running header under the last name, the preamble after, the notices, and an
    // acknowledgement in capitals that is a sentence, not a party.
    const text =
      'EXHIBIT 10.16\nDISTRIBUTOR AGREEMENT\nBETWEEN\nHERON MICRO\nAND\nKESTREL\nKESTREL Agreement Number: N115 Effective Date: March 1, 1996\nTerm: 1 Year\n' +
      'Heron Micro, a corporation organized under the laws of the State of California,\nhaving a place of business located at 1 Main Street, Santa Ana, ("Distributor") and Kestrel, Inc. ("KESTREL"), organized under the laws of the State of\nDelaware, agree that the following terms govern the purchase of Products.\n' +
      'NOTICES:\nAll notices are to be in writing.\nDISTRIBUTOR AND KESTREL ACKNOWLEDGE THAT EACH HAS READ THIS AGREEMENT TOGETHER\nWITH THE ATTACHED EXHIBIT.\n';
    const ps = findParties(text);
    expect(ps.map((p) => p.name)).toEqual(['HERON MICRO', 'Kestrel, Inc.']);
    expect(ps[1]!.role).toBeUndefined();
  });

  it('falls back to the role words of an unfilled template', () => {
    const text = `MUTUAL SERVICES TERMS\n\n${'Provider shall provide the Services to Customer. Customer shall pay Provider. '.repeat(6)}`;
    expect(findParties(text).map((p) => p.name)).toEqual(['Customer', 'Provider']);
  });
});

describe('behalfOf', () => {
  const text =
    'MASTER SERVICES AGREEMENT\n\nThis Master Services Agreement is entered into as of January 5, 2025 by and between Acme Analytics, Inc., a Delaware corporation ("Provider"), and Beta LLC, a New York limited liability company ("Customer").\n\nWHEREAS';
  const parties = findParties(text);

  it.each([
    ['Beta LLC', 'Beta LLC'],
    ['beta', 'Beta LLC'],
    ['Customer', 'Beta LLC'],
    ['the Customer', 'Beta LLC'],
    ['Beta LLC (Customer)', 'Beta LLC'],
    ['Provider - Acme Analytics', 'Acme Analytics, Inc.'],
    ['Acme Analytics, Inc.', 'Acme Analytics, Inc.'],
  ])('%s is %s', (behalfOf, name) => {
    expect(matchParty(parties, behalfOf)?.name).toBe(name);
  });

  it('matches no party for a stranger', () => {
    expect(matchParty(parties, 'Gamma Corp')).toBeUndefined();
    expect(matchParty(parties, 'Bela Corp')).toBeUndefined();
  });

  it('matches a name the reviewer spells a letter or two apart from the contract', () => {
    // PC Quote's co-branding agreement (CUAD cuad_cba6379eae49) names "AB Wately, Inc." in its preamble and
    // "A.B. WATLEY, INC." at its signature.
    const cobranding = findParties(
      'CO-BRANDING AGREEMENT\n\nThis agreement is made effective Oct. 11, 1996 by and between PC QUOTE, INC. (hereinafter referred to as "PCQ"), a Delaware Corporation, and AB Wately, Inc. (hereinafter referred to as "ABW") with its principal place of business at 33 West 17th Street, New York.\n\nDefinitions:',
    );
    expect(matchParty(cobranding, 'A.B. Watley, Inc.')?.name).toBe('AB Wately, Inc.');
    expect(matchParty(cobranding, 'Acme Analytics')).toBeUndefined();
  });
});

describe('facts', () => {
  it('takes the title from the document name, not the word "Agreement"', () => {
    expect(extractFacts('Exhibit 10.1\n\nMASTER SERVICES AGREEMENT\n\nThis Agreement is made ...').title).toBe(
      'Master Services Agreement',
    );
  });
});

describe('title', () => {
  it('reads a title line padded to the page width as the document’s name', () => {
    const text =
      'Ingram NETGEAR Distributor Agreement                                      083096\n\nThis Agreement is made between ...';
    expect(findTitle(text).title).toBe('Ingram NETGEAR Distributor Agreement 083096');
    expect(text.slice(findTitle(text).start)).toMatch(/^Ingram NETGEAR/);
  });
});
