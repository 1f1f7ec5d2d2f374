/** Parties as legal persons, from the less usual places contracts name them (invented contracts). */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { SHARED_DIR, sharedAvailable } from '../../../tests/support/shared-dir';
import { findParties, matchParty } from './parties';

const names = (text: string) => findParties(text).map((p) => p.name);
const filler = 'Each party shall perform its obligations under this Agreement. '.repeat(25);

describe('parties', () => {
  it('reads the addressee of a letter agreement and the parties its first sentence defines', () => {
    const text =
      'AGENCY AGREEMENT\n\nMay 14, 2021\n\nOsprey, Finch & Wren, Inc. 10 South Wacker Drive Chicago, Illinois 60606\n\nLadies and Gentlemen:\n\n' +
      'Harbor Bancorp, Inc., a Maryland corporation (the "Holding Company"), Harbor Bancorp, MHC, a mutual holding company (the "MHC"), and Harbor Bank, a savings bank (the "Bank"), hereby confirm their agreement with you as follows.\n\n' +
      filler;
    expect(names(text)).toEqual(
      expect.arrayContaining([
        'Harbor Bancorp, Inc.',
        'Harbor Bancorp, MHC',
        'Harbor Bank',
        'Osprey, Finch & Wren, Inc.',
      ]),
    );
  });

  it('reads the party an agreement is made "in favor of" as a party with its own alias', () => {
    // Thayer's maintenance agreement in favour of U.S. Bank as agent (CUAD cuad_16d891307635).
    const text =
      'MAINTENANCE AGREEMENT\n\nTHIS MAINTENANCE AGREEMENT (this "Agreement") is made and entered into as of the 28th day of March 2006 by THAYER EQUITY INVESTORS IV, L.P. (the "Investor"), in favor of U.S. BANK NATIONAL ASSOCIATION, a national banking association in its capacity as administrative agent (in such capacity and together with its successors and assigns in such capacity, the "Agent"), for itself and the lending institutions from time to time party to the Financing Agreement (collectively, the "Lenders").\n\n' +
      filler;
    const parties = findParties(text);
    expect(parties.map((p) => p.name)).toEqual(['THAYER EQUITY INVESTORS IV, L.P.', 'U.S. BANK NATIONAL ASSOCIATION']);
    expect(parties[0]!.aliases).not.toContain('Agent');
    expect(parties[1]!.aliases).toContain('Agent');
  });

  it('never lists the agreement a title defines as a party', () => {
    // CPDC's supply agreement with FUSION (CUAD cuad_bde65a556e83).
    const text =
      'Supply Agreement - FUSION\n\nSUPPLY AGREEMENT ("Supply Agreement") effective as of the date of last signing ("Effective Date") between Centre for Probe Development and Commercialization, a not-for-profit research and services institution with offices located at McMaster University, Hamilton, Ontario, ("CPDC"), and FUSION Pharmaceuticals Inc. ("FUSION"), having a place of business at 270 Longwood Road South, Hamilton, Ontario, (together the "Parties" each a "Party").\n\n';
    const names = findParties(text).map((p) => p.name);
    expect(names).toContain('FUSION Pharmaceuticals Inc.');
    expect(names.filter((n) => /supply/i.test(n))).toEqual([]);
    // "and" between capitalised words of one name, with "for" among them.
    expect(names).toContain('Centre for Probe Development and Commercialization');
  });

  it('takes the company a person signs for, not the person', () => {
    const text = `WEB SERVICES AGREEMENT\n\nThis Agreement is entered into on January 11, 2021 by and between Jane Roe, director of Lark Foods Ltd (hereinafter referred to as "Client") and Tom Poe, director of Wren Web, PLC (hereinafter referred to as "Company").\n\n${filler}`;
    expect(names(text)).toEqual(['Lark Foods Ltd', 'Wren Web, PLC']);
  });

  it('reads parties listed as Party A (role): and Party B (role):', () => {
    const text = `Road Transportation Agreement   Party A (Shipper): Heron Express Co., Ltd. Address: 1 Main Road, Shanghai   Party B (Carrier): Kestrel Logistics Ltd. Address: 2 South Road, Hangzhou   The parties agree as follows.\n\n${filler}`;
    expect(names(text)).toEqual(['Heron Express Co., Ltd.', 'Kestrel Logistics Ltd.']);
  });

  it('names the person whose services a loan-out company provides', () => {
    const text = `ENDORSEMENT AGREEMENT entered into on July 26, 2021 by and between Marine Star, LLC ("Lender"), for services of Jane Q. Athlete ("Endorser"), and Gull Nutrition Corporation ("Company").\n\n${filler}`;
    expect(names(text)).toEqual(
      expect.arrayContaining(['Marine Star, LLC', 'Jane Q. Athlete', 'Gull Nutrition Corporation']),
    );
  });

  it('reads names with a trade name or a state, and keeps two companies of one group apart', () => {
    const text = `This Agreement is made as of March 1, 2021, by and between Heron RV Stores, Inc., d/b/a Recreation World (the "Company"), and Northern Telecom Limited, a Canadian corporation ("NTL"), and Northern Telecom Inc. ("NTI") and Alliance Bancorp, Inc. of Pennsylvania ("Alliance").\n\n${filler}`;
    expect(names(text)).toEqual([
      'Heron RV Stores, Inc., d/b/a Recreation World',
      'Northern Telecom Limited',
      'Northern Telecom Inc.',
      'Alliance Bancorp, Inc. of Pennsylvania',
    ]);
  });

  it('reads the column of each signature block printed side by side', () => {
    const text = `MAINTENANCE ADDENDUM\n\n${filler}\n\nIN WITNESS WHEREOF, the parties have signed this Agreement.\n\nHERON SOFT, INC.                                THE TEAL BANK, a Georgia banking corporation\n\nBy: /s/ Ann Smith            By: /s/ Bob Jones`;
    expect(names(text)).toEqual(['HERON SOFT, INC.', 'THE TEAL BANK']);
  });

  it('reads no tail of a long capitals name before a conformed signature as a party', () => {
    // BNL's outsourcing agreement (CUAD cuad_f8650acbe33f): two names on one line, then "/s/".
    const text =
      'OUTSOURCING AGREEMENT\n\nThis Outsourcing Agreement ("Agreement") is executed as of May 1, 2006, by and between Virtual Item Processing Systems, Inc. ("VIP") and Brokers National Life Assurance Company ("BNL").\n\n' +
      `${filler}\n\nIN WITNESS WHEREOF, the parties have executed this Agreement. VIRTUAL ITEM PROCESSING SYSTEMS INC.  BROKERS NATIONAL LIFE ASSURANCE COMPANY\n\n      /s/ David A. Siekman       /s/ Barry N. Shamas`;
    expect(names(text)).toEqual(['Virtual Item Processing Systems, Inc.', 'Brokers National Life Assurance Company']);
  });

  it('gives a form party named only by its role the role its signature block prints above its name', () => {
    // IMNTV's content licence (CUAD cuad_258d4c1d3caf): "between IMNTV ... and Distributor, as set forth below".
    const text =
      'CONTENT LICENSE AGREEMENT\n\nThis Content License Agreement ("Agreement") is between Global Music International, Inc. ("IMNTV") and Distributor, as set forth below, and describes the terms under which Distributor will distribute Programming provided by IMNTV.\n\n' +
      `${filler}\n\nIN WITNESS WHEREOF, the parties have executed this Agreement by their duly authorized representatives.     DISTRIBUTOR\n\nMOBILEVISION COMMUNICATIONS LTD.   By: Name Andrew Zhang   Title PRESIDENT\n\nGLOBAL MUSIC INTERNATIONAL, INC.\n\nBy: Name Corinne Fallacaro   Title PRESIDENT`;
    const mobile = findParties(text).find((p) => /MOBILEVISION/.test(p.name));
    expect(mobile?.role).toBe('Distributor');
  });

  it('lists no signature-block office, regulator, pointer or pair of aliases as a party', () => {
    const text =
      'DISTRIBUTION AGREEMENT\n\nThis Agreement is made on June 1, 2021 between Heron Devices, Inc. ("Supplier") and Kestrel Retail LLC ("Distributor"), as filed with the Securities and Exchange Commission.\n\n' +
      `${filler}\n\nIN WITNESS WHEREOF the parties have signed.\n\nGENERAL MANAGER\nBy: ____\n\nSUPPLIER AND DISTRIBUTOR\nBy: ____\n\nthe above named Supplier\nBy: ____`;
    expect(names(text)).toEqual(['Heron Devices, Inc.', 'Kestrel Retail LLC']);
  });

  it('reads a cover page name field and adds no role words beside a named party', () => {
    const text = `Software Licence Agreement\n\nEffective Date: 11/4/2020\n\nCompany Name: Plover Analytics, Inc.\n\nCompany Address: 1 Main Street\n\nThis Agreement is entered into as of the Effective Date by and between the above named Supplier and Bank of Teal, N.A. ("Bank").\n\n${'Supplier shall deliver to Bank. Bank shall pay Supplier. '.repeat(8)}`;
    expect(names(text)).toEqual(['Bank of Teal, N.A.', 'Plover Analytics, Inc.']);
  });

  it("reads no cover page field but a party's as a party, and knows a party signing by its defined short name", () => {
    // Invented, after a reseller agreement's cover page: the territory is no party, and "Kite Labs, LLC"
    // in the signature block is Kite Laboratories Group, LLC ("Kite Labs"). Another company form is another company.
    const text =
      'RESELLER AGREEMENT THIS RESELLER AGREEMENT is made by and between Kite Laboratories Group, LLC ("Kite Labs") ("Reseller") and the company set forth below ("Company"):\n\nCompany: Osprey Networks, Inc.\n\nTerritory: US Federal Government Civilian and Military Agencies/Customers in the U.S. Agreement Term: 1 Year\n\n' +
      `${filler}\n\nIN WITNESS WHEREOF the parties have signed.\n\nRESELLER Kite Labs, LLC By: ____\n\nCOMPANY Osprey Networks, Inc. By: ____\n\nKite Labs Limited By: ____`;
    expect(names(text)).toEqual(['Kite Laboratories Group, LLC', 'Osprey Networks, Inc.', 'Kite Labs Limited']);
  });

  it('splits a title line joining two names with "&" when the recital names each of them', () => {
    const text =
      'Exhibit 6.2 NON-EXCLUSIVE LICENSE AGREEMENT BETWEEN THE JOHNS HOPKINS UNIVERSITY & VIRTUOSO SURGICAL, INC.\n\nJHU Agreement: A29889\n\n' +
      'May 3, 2016 NON-EXCLUSIVE LICENSE AGREEMENT- FOR SALES This Non-Exclusive License Agreement (hereinafter "Agreement") is entered into by and between The Johns Hopkins University (hereinafter "JHU"), a corporation of the State of Maryland, having a principal place of business 3400 N. Charles Street, Baltimore, Maryland 21218- 2695 and, Virtuoso Surgical, Inc. (hereinafter "Company"), a Tennessee corporation having an address at 5701 Old Harding Pike; Suite 200; Nashville, TN 37205. The parties hereto agree as follows: 1. BACKGROUND\n\n' +
      filler;
    const parties = findParties(text);
    expect(parties.map((p) => p.name)).toEqual(['The Johns Hopkins University', 'Virtuoso Surgical, Inc.']);
    expect(parties[0]!.aliases).toContain('JHU');
    expect(parties[1]!.role).toBe('Company');
  });

  it('keeps a name with "&" whole when the opening does not name its sides as parties', () => {
    const text = `This Agreement is made on May 1, 2021 between Marshall & Ilsley Corporation ("M&I"), Ilsley Trust Company ("Trustee") and Heron Bancorp, Inc. (the "Company").\n\n${filler}`;
    expect(names(text)).toEqual(['Marshall & Ilsley Corporation', 'Ilsley Trust Company', 'Heron Bancorp, Inc.']);
  });

  it('reads an English form listing its parties by number, with the roles its background names in order', () => {
    const text =
      'EXHIBIT 10.43 Dated 29/3/18\n\nDistributorship agreement\n\nbetween\n\nSignature Orthopaedics Pty Ltd\n\nAnd\n\nCPM Medical Consultants LLC\n\n' +
      'EXHIBIT 10.43 THIS AGREEMENT is dated\n\nParties\n\n(1) Signature Orthopaedics Pty Ltd (ACN 106 702 416) , 7 Sirius Road, Lane Cove, NSW\n\n(2) CPM Medical Consultants, LLC of 1565N. Central Expressway, Suite 200, Dallas, TX 75080.\n\n' +
      'Background\n\nThe Supplier wishes to appoint the Distributor as its non-exclusive distributor for the promotion and sale of the Products within the Territory (both as defined below), and the Distributor wishes to promote and sell the Products within the Territory on the terms of this agreement.\n\nAgreed terms\n\n' +
      filler;
    const parties = findParties(text);
    expect(parties.map((p) => [p.name, p.role])).toEqual([
      ['Signature Orthopaedics Pty Ltd', 'Supplier'],
      ['CPM Medical Consultants LLC', 'Distributor'],
    ]);
  });

  it('drops a title line joining the initials of one party and the name of another', () => {
    const text =
      'EXHIBIT 10.65   EXHIBIT II   NOVEMBER 1, 2002, RATE FT-A AGREEMENT   BETWEEN LG&E AND TENNESSEE GAS PIPELINE COMPANY\n\n\n\n' +
      '  Service Package No: 40715 Amendment No:   GAS TRANSPORTATION AGREEMENT (For Use under FT-A Rate Schedule)   THIS AGREEMENT is made and entered into as of the 1st day of November, 2002, by and between TENNESSEE GAS PIPELINE COMPANY, a Delaware Corporation, hereinafter referred to as "Transporter" and LOUISVILLE GAS AND ELECTRIC COMPANY, a Kentucky Corporation, hereinafter referred to as "Shipper." Transporter and Shipper shall collectively be referred to herein as the "Parties."   ARTICLE I - DEFINITIONS\n\n' +
      filler;
    expect(names(text)).toEqual(['TENNESSEE GAS PIPELINE COMPANY', 'LOUISVILLE GAS AND ELECTRIC COMPANY']);
  });

  it("does not read a title's purpose or a notice email as parties", () => {
    const text =
      'JOINT VENTURE AGREEMENT BETWEEN HERON SCIENCES INC. ("HSI") AND KESTREL FARMS INC. ("KFI") FOR THE DEVELOPMENT, MANAGEMENT AND OPERATION OF HEMP FARMING AND MEDICINAL CROPS\n\n' +
      'This Joint Venture Agreement is entered into between Heron Sciences Inc., a Nevada corporation (herein referred to as "HSI") and Kestrel Farms Inc., a corporation organized under the laws of New Brunswick (herein referred to as "KFI").\n\n' +
      filler +
      '\n\nHeron Sciences Inc. By: /s/ Ann Roe Name: Ann Roe Title: CEO Address for Notices: 1 Main Street Email: xxxxxxxxx@xxxxxxx.com Kestrel Farms Inc. By: /s/ Tom Poe Name: Tom Poe Title: President';
    expect(names(text)).toEqual(['Heron Sciences Inc.', 'Kestrel Farms Inc.']);
  });

  it('lists a name once when the contract spells it two ways (initials with points, a swapped pair of letters)', () => {
    const text = `SUBSCRIBER AGREEMENT\n\nThis Agreement is made between PC Quote, Inc. (hereinafter referred to as "PCQ"), a Delaware Corporation, and AB Wately, Inc. (hereinafter referred to as "ABW").\n\n${filler}\n\nPC QUOTE, INC. By: /s/ Ann Roe\n\nA.B. WATLEY, INC. By: /s/ Tom Poe`;
    expect(names(text)).toEqual(['PC Quote, Inc.', 'AB Wately, Inc.']);
    // Two trusts whose numbers differ by a swap stay two parties.
    const trusts = `TRUST AGREEMENT\n\nThis Agreement is made between THE LT-12 EXCHANGE TRUST ("Trust 12") and THE LT-21 EXCHANGE TRUST ("Trust 21").\n\n${filler}`;
    expect(names(trusts)).toHaveLength(2);
  });

  it('reads the parties of an opening that says one party authorizes or appoints the other', () => {
    const text = `RESELLER AGREEMENT\n\nTHIS AGREEMENT (the "AGREEMENT") entered into as of the 19 day of March, 2004 (the "EFFECTIVE DATE") provides the terms and conditions under which Heron Portals, Inc., a Nevada corporation having an address at 1 Main Road, Margate, FL 33063 ("HERON"), authorizes Kestrel Direct, Inc., a Pennsylvania Corporation, having an address at 2 South Road, Berwyn, PA 19312 ("RESELLER") to be its representative for the purpose of reselling licenses.\n\n${filler}`;
    expect(names(text)).toEqual(['Heron Portals, Inc.', 'Kestrel Direct, Inc.']);
  });
});

describe('roles', () => {
  it('finds the role a semicolon cut from its name ("..., a New York Corporation; with its office at ... ("Provider")")', () => {
    const text = `WEB SITE HOSTING AGREEMENT\n\nThis Agreement is made on this 12th day of May 2003 by and between Heron.com, Inc., a New York Corporation; with its principle office located at 501 Route 208, Monroe, NY 10950 ("Provider") and Kestrel Connect, Inc., a Corporation with its principle office located at 1045 Stephanie Way, Minden, NV 89423 ("KCI").\n\n${filler}`;
    const parties = findParties(text);
    expect(parties.map((p) => [p.name, p.role])).toEqual([
      ['Heron.com, Inc.', 'Provider'],
      ['Kestrel Connect, Inc.', undefined],
    ]);
  });
  it('reads a role label written before a capitals name in a signature block as the role, not the name', () => {
    const text = `SOFTWARE DEVELOPMENT AGREEMENT\n\nThis Agreement is executed by and between Developer and Client on the Effective Date.\n\n${filler}\n\nIN WITNESS WHEREOF, the Parties have executed this Agreement. Acceptance by Developer HERON SOFTWARE DEVELOPERS, Inc. By: /s/ Ann Roe Ann Roe, VP\n\nAcceptance by Client: KESTREL DELIVERS INC. By: /s/ Tom Poe Tom Poe, Shareholder`;
    const heron = findParties(text).find((p) => /HERON/.test(p.name));
    expect(heron).toMatchObject({ name: 'HERON SOFTWARE DEVELOPERS, Inc.', role: 'Developer' });
  });
});

describe('the reviewed party a form leaves unnamed', () => {
  const form = `ENDORSEMENT AGREEMENT\n\nTHIS ENDORSEMENT AGREEMENT is made and entered into effective this day of ___________, 19__, by and between HERON APPAREL, INC., a Colorado corporation (the "Company"), and _________________ (hereinafter referred to as the "Professional").\n\n${filler}`;
  it('is the party a reviewer describes as not named, when the form leaves exactly one name blank', () => {
    const parties = findParties(form);
    expect(matchParty(parties, '[not named: blank in form]')?.aliases).toContain('Professional');
    expect(matchParty(parties, 'Professional')?.aliases).toContain('Professional');
  });
  it('is the party with the role when several named persons are reviewed together', () => {
    // The party list of a real dev development agreement: three individuals are jointly the "Developer".
    const parties = [
      { name: 'VGrab Asia Ltd.', aliases: ['VAL', 'VGrab'], index: 1350 },
      { name: 'Mr. Zheng Qing', aliases: [], index: 1493 },
      { name: 'Ms. Chen Weijie', role: 'Developer', aliases: ['Developer'], index: 1528 },
    ];
    expect(matchParty(parties, 'Mr. Zheng Qing, Mr. Gu Xianwin and Ms. Chen Weijie')?.role).toBe('Developer');
    expect(matchParty(parties, 'Mr. Zheng Qing')?.name).toBe('Mr. Zheng Qing');
  });
  it('is no one when every party is named', () => {
    const named = form.replace('_________________', 'Kestrel Golf LLC');
    expect(matchParty(findParties(named), '[not named: blank in form]')).toBeUndefined();
  });
});

// Dev contracts (CUAD, CC BY 4.0) whose party lists carried a place, a bare suffix, an officer's title
// or a table-of-contents line.
describe.skipIf(!sharedAvailable('eval/cuad-dev.jsonl'))('parties of dev contracts', () => {
  const texts = new Map(
    readFileSync(`${SHARED_DIR}/eval/cuad-dev.jsonl`, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { id: string; text: string })
      .map((c) => [c.id, c.text]),
  );
  it('never lists a place, a bare corporate suffix, an officer title or a contents line', () => {
    expect(names(texts.get('cuad_092e214278b4')!)).toEqual([
      'SIGA TECHNOLOGIES, INC.',
      'MERIDIAN MEDICAL TECHNOLOGIES, INC.',
    ]);
    expect(names(texts.get('cuad_1862d60b80dd')!)).not.toContain('Inc.');
    expect(names(texts.get('cuad_ba690152b993')!).some((n) => /^Director of/.test(n))).toBe(false);
    expect(names(texts.get('cuad_b6d6b3adc3c5')!).some((n) => /EXCUSABLE DELAY/.test(n))).toBe(false);
  });
});
