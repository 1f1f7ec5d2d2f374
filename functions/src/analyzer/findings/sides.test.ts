/** Who the review is for and who the other side is, and where each is mentioned. */
import { describe, expect, it } from 'vitest';
import { buildContext } from '../engine';
import { mentions } from './sides';
import { review } from './judge';

const PREAMBLE =
  'CONSULTING AGREEMENT Aduro Biotech, Inc., with a place of business at 740 Heinz Avenue, Berkeley, CA 94710 ("Aduro") and IREYA B.V having an address at Staalwijkstraat 16, 2313 XR Leiden, the Netherlands, represented by Andrea van Elsas, ("Consultant") agree to all terms and conditions of this Consulting Agreement ("Agreement").\n\n1. Services. Consultant will provide advice to Aduro. Aduro shall pay Consultant for the Services at the rate of €500 per hour.\n';

describe('the sides of a review', () => {
  it('finds the reviewed party by its name as written, with the alias the preamble defines after it', () => {
    const ctx = buildContext(PREAMBLE, 'IREYA B.V.');
    expect(ctx.sides.self?.name).toMatch(/^IREYA B\.V/);
    expect(ctx.sides.selfLabel).toBe('Consultant');
    expect(ctx.sides.otherLabel).toBe('Aduro');
    const who = mentions(ctx.sides, 'Aduro shall pay Consultant').map((m) => m.who);
    expect(who).toEqual(['other', 'self']);
  });

  it('knows the reviewed party by its alias when the reviewer spells its name a letter apart, and by that spelling', () => {
    // PC Quote's co-branding agreement (CUAD cuad_cba6379eae49): "AB Wately, Inc." in the preamble, "A.B. WATLEY,
    // INC." where it signs.
    const text =
      'CO-BRANDING AGREEMENT\n\nThis agreement is made effective Oct. 11, 1996 by and between PC QUOTE, INC. (hereinafter referred to as "PCQ"), a Delaware Corporation, and AB Wately, Inc. (hereinafter referred to as "ABW") with its principal place of business at 33 West 17th Street, New York.\n\nABW will pay a monthly fee.\n\nA.B. WATLEY, INC.\nBy: ____\n';
    const ctx = buildContext(text, 'A.B. Watley, Inc.');
    expect(mentions(ctx.sides, 'PCQ may invoice ABW').map((m) => m.who)).toEqual(['other', 'self']);
    expect(mentions(ctx.sides, 'A.B. WATLEY, INC. shall sign').map((m) => m.who)).toEqual(['self']);
  });

  it("gives a word both parties' names carry to the party the preamble defines it for", () => {
    // Galaxy Telecom's reseller agreement (CUAD cuad_eaf1e483cb58): the reseller's name starts with the
    // supplier's alias.
    const text =
      'Reseller Agreement\n\nThis Agreement is made and entered into by and between 695014 B.C. Ltd. dba Galaxy Telecom, having a principal office at 200 - 375 Water Street, Vancouver ("Galaxy") and Galaxy Telnet SRL, having a principal office at Aleea Malinului, Constanta, Romania ("Telnet") as of the 1st day of June, 2004.\n\n';
    const ctx = buildContext(text, 'Galaxy Telnet SRL');
    expect(ctx.sides.selfLabel).toBe('Telnet');
    const who = mentions(ctx.sides, 'Galaxy shall have no liability to Telnet').map((m) => m.who);
    expect(who).toEqual(['other', 'self']);
  });

  it("a term defined later in a sentence that runs on from a party's name is not that party's alias", () => {
    // GWG's orderly marketing agreement (CUAD cuad_d4e9f787f2c0): the recital after the preamble defines the shares.
    const text =
      'ORDERLY MARKETING AGREEMENT THIS ORDERLY MARKETING AGREEMENT (the "OMA") is entered into on December 27, 2018 by and among GWG Holdings, Inc., a Delaware corporation ("GWG"), and the Trust Advisors to the Seller Trusts listed on Schedule A hereto (the "Trust Advisors"). WHEREAS, pursuant to Section 8.6 of the Master Agreement, GWG and the Trust Advisors agree to negotiate in good faith the terms of an agreement with one or more nationally recognized bulge bracket investment banks for the orderly marketing and resale of certain shares (the "Shares") of common stock of GWG.\n\nThe Shares shall be sold in Tranches.\n';
    const ctx = buildContext(text, 'GWG Holdings, Inc.');
    expect(ctx.sides.otherLabel).toBe('Trust Advisors');
    expect(mentions(ctx.sides, 'The Shares shall be sold by the Trust Advisors').map((m) => m.who)).toEqual(['other']);
  });
  it('finds the other side behind a long name, never a title that defines the agreement', () => {
    // CPDC's supply agreement with FUSION (CUAD cuad_bde65a556e83).
    const text =
      'SUPPLY AGREEMENT ("Supply Agreement") effective as of the date of last signing ("Effective Date") between Centre for Probe Development and Commercialization, a not-for-profit research and services institution with offices located at McMaster University, Nuclear Research Building, 1280 Main Street West, Hamilton, Ontario, Canada, L8S 4K1, ("CPDC"), and FUSION Pharmaceuticals Inc. ("FUSION"), having a place of business at 270 Longwood Road South, Hamilton, Ontario, (together the "Parties" each a "Party").\n\n10.1 By CPDC. CPDC shall defend, indemnify and hold FUSION harmless.\n';
    const ctx = buildContext(text, 'FUSION Pharmaceuticals Inc.');
    expect(ctx.sides.otherLabel).toBe('CPDC');
    expect(mentions(ctx.sides, 'CPDC shall defend FUSION').map((m) => m.who)).toEqual(['other', 'self']);
  });

  it('reads a party written in capitals in a capitals clause', () => {
    const text =
      'This Agreement is made between WebMD, Inc. ("WebMD") and Emdeon Corporation ("Emdeon").\n\n1. WEBMD\'S AGGREGATE LIABILITY SHALL NOT EXCEED $50.\n';
    const ctx = buildContext(text, 'Emdeon');
    expect(mentions(ctx.sides, "WEBMD'S AGGREGATE LIABILITY").map((m) => m.who)).toEqual(['other']);
  });

  it('never takes a plain first word of a name ("General") for the party', () => {
    const text =
      'AGENCY AGREEMENT between General Electric Capital Corporation, a Delaware corporation ("Lessor"), and Duckwall-Alco Stores, Inc., a Kansas corporation (the "Company").\n\n1. The general terms of the Lease apply. Lessor may terminate this Agreement.\n';
    const ctx = buildContext(text, 'Duckwall-Alco Stores, Inc.');
    const who = mentions(ctx.sides, 'The general terms of the Lease apply. Lessor may terminate this Agreement.').map(
      (m) => m.who,
    );
    expect(who).toEqual(['other']);
  });

  it.each([
    ['Company', /^Driven Deliveries/, /^TruckThat/],
    ['the Company', /^Driven Deliveries/, /^TruckThat/],
    ['Consultant', /^TruckThat/, /^Driven Deliveries/],
  ])('a role the preamble gives a named party ("%s") is that party, never the bare word', (behalfOf, self, other) => {
    const text =
      'CONSULTING AGREEMENT This Consulting Agreement ("Agreement") is made and entered into as of May 1, 2019 by and between Driven Deliveries, Inc. ("Company"), a Nevada corporation, and TruckThat LLC ("Consultant").\n\n9. Consultant shall indemnify Company against all losses.\n';
    const ctx = buildContext(text, behalfOf);
    expect(ctx.sides.self?.name).toMatch(self);
    expect(ctx.sides.other?.name).toMatch(other);
    const who = mentions(ctx.sides, 'Consultant shall indemnify Company').map((m) => m.who);
    expect(who).toEqual(behalfOf === 'Consultant' ? ['self', 'other'] : ['other', 'self']);
  });

  it('"Party A" is the party the preamble calls Party A, and is called so', () => {
    const text =
      'This Program Content License Agreement ("Agreement") is entered into between the following two parties: Phoenix Satellite Television Company Limited ("Party A" or "Phoenix Satellite TV"), a foreign enterprise, and Beijing Tianying Jiuzhou Network Technology Co., Ltd. ("Party B"), a limited liability company.\n\n5.4 Party B shall indemnify Party A for all losses.\n';
    const ctx = buildContext(text, 'Party A');
    expect(ctx.sides.self?.name).toMatch(/^Phoenix Satellite Television/);
    expect(ctx.sides.selfLabel).toBe('Party A');
    expect(ctx.sides.otherLabel).toBe('Party B');
  });

  it('a quoted defined term stands for its party even where the plain word also occurs in lower case', () => {
    const text =
      'GAS TRANSPORTATION AGREEMENT THIS AGREEMENT is made and entered into as of the 1st day of November, 2002, by and between TENNESSEE GAS PIPELINE COMPANY, a Delaware Corporation, hereinafter referred to as "Transporter" and LOUISVILLE GAS AND ELECTRIC COMPANY, a Kentucky Corporation, hereinafter referred to as "Shipper."\n\n' +
      "5.1 The rates to be paid by Shipper to Transporter shall be in accordance with transporter's Rate Schedule FT-A.\n";
    const ctx = buildContext(text, 'Tennessee Gas Pipeline Company');
    expect(mentions(ctx.sides, 'Transporter may terminate this Agreement.').map((m) => m.who)).toEqual(['self']);
  });

  it("reads a title block and a preamble with single-quoted roles ('the Customer') and an address after the name", () => {
    const text =
      'ODM - SUPPLY AGREEMENT BETWEEN: ORGANIC PREPARATIONS INC. 2nd Floor, Transpacific Haus Lini Highway, Port Vila. Vanuatu "the Manufacturer" -- AND -- AGAPE ATP INTERNATIONAL HOLDING LIMITED Unit 05, 4F, Energy Plaza No. 92, Granville Road Tsim Sha Tsui East Kowloon, Hong Kong "the Customer"\n\n\n\n' +
      "ODM SUPPLY AGREEMENT THIS AGREEMENT is made on the 15th day of January 2018. BETWEEN: ORGANIC PREPARATIONS INC. 2nd Floor, Transpacific Haus Lini Highway, Port Vila. Vanuatu ('the Manufacturer') of one part AND: AGAPE ATP INTERNATIONAL HOLDING LIMITED Unit 05, 4F, Energy Plaza No. 92, Granville Road Tsim Sha Tsui East Kowloon, Hong Kong ('the Customer') of the other part. RECITALS a. The Manufacturer wishes to appoint the Customer to be the sole and exclusive agent for the Products.\n\n" +
      '2.1 The Manufacturer agrees to supply to the Customer all documentation relating to the Products and their Manufacture.\n';
    const ctx = buildContext(text, 'Agape ATP International Holding Limited');
    expect(ctx.parties.map((p) => p.name)).toEqual([
      'ORGANIC PREPARATIONS INC.',
      'AGAPE ATP INTERNATIONAL HOLDING LIMITED',
    ]);
    expect([ctx.sides.selfLabel, ctx.sides.otherLabel]).toEqual(['Customer', 'Manufacturer']);
    expect(mentions(ctx.sides, 'The Manufacturer agrees to supply to the Customer').map((m) => m.who)).toEqual([
      'other',
      'self',
    ]);
  });

  it('two parties whose names start with the same word are two sides, each with its own role', () => {
    const text =
      'SPONSORSHIP AGREEMENT, dated as of February 4, 2005, by and between Domini Advisor Trust, a Massachusetts business trust (the "Trust"), and Domini Social Investments LLC, a Massachusetts limited liability company ("Domini" or the "Sponsor").\n\n' +
      '1. Duties of the Sponsor. Subject to the direction and control of the Board of Trustees of the Trust, the Sponsor shall perform such oversight services as the Trust may require.\n';
    for (const [behalfOf, self, other] of [
      ['Domini Social Investments LLC', 'Sponsor', 'Trust'],
      ['Domini Advisor Trust', 'Trust', 'Sponsor'],
    ]) {
      const ctx = buildContext(text, behalfOf!);
      expect([ctx.sides.selfLabel, ctx.sides.otherLabel]).toEqual([self, other]);
    }
  });

  it("a letter's addressee takes the alias defined after its own name, not the sender's after the salutation", () => {
    const text =
      'CONSULTING AGREEMENT\n\nJuly 20, 2018\n\nGianluca Rotino\n\nDear Gianluca:\n\nKiromic, Inc, a Delaware corporation (the "Company"), is pleased to this offer to this Consulting Agreement (this "Agreement") to retain Gianluca Rotino ("Consultant") to perform certain consulting activities as described below on the following terms:\n\n' +
      '1. Services and Compensation. Consultant agrees to act as a consultant to Company. Company agrees to pay Consultant the compensation set forth on Exhibit A hereto.\n';
    const ctx = buildContext(text, 'Gianluca Rotino');
    expect([ctx.sides.selfLabel, ctx.sides.otherLabel]).toEqual(['Consultant', 'Company']);
    expect(ctx.sides.other?.name).toBe('Kiromic, Inc');
    expect(mentions(ctx.sides, 'Company agrees to pay Consultant').map((m) => m.who)).toEqual(['other', 'self']);
  });

  it('"Either Consultant or Company" and "NVOS and HGF" speak of both sides at once', () => {
    const text =
      'CONSULTING AGREEMENT\n\nKiromic, Inc, a Delaware corporation (the "Company"), is pleased to this offer to this Consulting Agreement (this "Agreement") to retain Gianluca Rotino ("Consultant") to perform certain consulting activities.\n\n1. Services.\n';
    const ctx = buildContext(text, 'Gianluca Rotino');
    const who = (s: string) => mentions(ctx.sides, s).map((m) => m.who);
    expect(
      who(
        'Either Consultant or Company may terminate this Agreement upon prior written notice thereof to the other party.',
      ),
    ).toEqual(['mutual', 'mutual']);
    expect(who('Consultant and Company may renew the Agreement upon mutual understanding.')).toEqual(['mutual']);
    // A side and the other's possession, or two sentences' subjects, stay apart.
    expect(who("Company shall pay Consultant and Company's affiliates shall not.")).toEqual(['other', 'self', 'other']);
  });

  it("an alias in brackets on its own line under the name is still the name's", () => {
    const text =
      'CONSULTING AGREEMENT\n\nTHIS AGREEMENT made effective the 10 day of January 2019 (the "Effective Date"),\n\nBETWEEN:\n\nEMERALD HEALTH NATURALS, INC., a company having its registered and records office at 7860 Venture Street, Burnaby, BC V5A 1V3\n\n("Emerald" or the "Company")\n\nAND:\n\n' +
      'DR. GAETANO MORELLO N.D. INC., Businessperson, having an office at 2975 East 4th Avenue, Vancouver, B.C. V5M 1L1\n\n(the "Contractor")\n\nWITNESSES THAT WHEREAS Emerald would like to engage the Contractor.\n';
    const ctx = buildContext(text, 'DR. GAETANO MORELLO N.D. INC.');
    expect(ctx.sides.selfLabel).toBe('Contractor');
    // Both aliases of one bracket stand for the party: ("Emerald" or the "Company").
    const who = mentions(
      ctx.sides,
      'The Company may terminate this Agreement and the engagement of the Contractor without Cause.',
    );
    expect(who.map((m) => m.who)).toEqual(['other', 'self']);
  });

  it('finds the alias after a long description of the party', () => {
    const text =
      'THIS AGREEMENT is made the 15th day of December 2001. BETWEEN (1) CHINA ECONOMIC INFORMATION SERVICE OF XINHUA NEWS AGENCY, the organisation within the Xinhua News Agency that is responsible for news and information operations and business, registered in the People\'s Republic of China with offices at 57 Xuanwumen Xidajie, Beijing, the People\'s Republic of China ( "CEIS"); and (2) XINHUA FINANCIAL NETWORK LIMITED, a company incorporated in Hong Kong whose registered office is at Room 2003-4, Vicwood Plaza, 199 Des Voeux Road Central, Hong Kong ("XFN").\n\n' +
      "2.1 During the Term, CEIS agrees not to appoint any other licensees for the distribution of the Content in the People's Republic of China.\n";
    const ctx = buildContext(text, 'XINHUA FINANCIAL NETWORK LIMITED');
    expect(ctx.sides.otherLabel).toBe('CEIS');
    expect(mentions(ctx.sides, 'During the Term, CEIS agrees not to appoint').map((m) => m.who)).toEqual(['other']);
  });

  it('a heading "AGREEMENT OF THE PARTIES" is no list of parties, and a name with "&" in it is no title joining two', () => {
    const text =
      'DISTRIBUTOR AGREEMENT THIS DISTRIBUTOR AGREEMENT (this "Agreement") is made and effective as of1 August 2019, by and between, B & C General Warehouse Corporation LLC , a USA Limited Liability Company (LLC), with an address located at 7405 SW 11th CT, North Lauderdale, FL, 33068, USA, ("Company"), and XXXXXXXXXXXXXXXXXXXXX ("Distributor"). ' +
      'Distributor desires such appointment subject to the terms and conditions set forth in this Agreement. Now, Therefore, the Parties, intending to be legally bound, agree as follows: AGREEMENT OF THE PARTIES 1. APPOINTMENT, ACCEPTANCE & SCOPE. (a) Exclusive Appointment. Subject to the terms and conditions of this Distributor Agreement, Company hereby appoints and grants Distributor the exclusive right to sell and distribute the Products.\n';
    const ctx = buildContext(text, 'Distributor');
    expect(ctx.parties.map((p) => p.name)).toEqual([
      'B & C General Warehouse Corporation LLC',
      'XXXXXXXXXXXXXXXXXXXXX',
    ]);
    expect(ctx.sides.other?.name).toBe('B & C General Warehouse Corporation LLC');
    expect(ctx.sides.otherLabel).toBe('Company');
  });

  it("a signature block's role label is not part of the name, and no recital names a party", () => {
    const text =
      'DISTRIBUTOR AGREEMENT\n\nTHIS AGREEMENT is made this 1st day of August, 2013, (the "Effective Date"), by and between Snotarator LLC, a Texas limited liability company, with its principal place of business located at 2591 Dallas Parkway, Suite 102, Frisco, Texas  75034  (the "Company") and SMSA Ballinger Acquisition Corp., a Nevada corporation, with offices at 12890 Hilltop Road, Argyle, Texas  76226  (the "Distributor").\n\n' +
      'WHEREAS, in accordance with the agreement dated November 24, 2009 between Phoenix Satellite Television Holdings Limited and Phoenix Online (Beijing) Information Technology Co., Ltd., the Company has the right to sell the Products.\n\n' +
      'NOW, THEREFORE, it is agreed as follows: 1. The Distributor shall not assign this Agreement without the prior written consent of the Company.\n\n' +
      'IN WITNESS WHEREOF, the parties have caused this Agreement to be executed by their duly authorized officers as of the date and year indicated above.\n\nSNOTARATOR LLC\n\nBy:/s/ Orsolya Peresztegi Orsolya Peresztegi Title:  President and Manager\n\n' +
      'DISTRIBUTOR SMSA Ballinger Acquisition Corp.\n\nBy:/s/ Timothy P. Halter Timothy P. Halter Title:  President and Sole Director       5\n';
    const ctx = buildContext(text, 'Distributor');
    expect(ctx.parties.map((p) => p.name)).toEqual(['Snotarator LLC', 'SMSA Ballinger Acquisition Corp.']);
  });

  it('a company whose name holds "and" is the other side, not a title joining two parties', () => {
    // Tennessee Gas Pipeline's transportation agreement (CUAD cuad_1a3b76c1c656).
    const text =
      'RATE FT-A AGREEMENT BETWEEN LG&E AND TENNESSEE GAS PIPELINE COMPANY\n\nGAS TRANSPORTATION AGREEMENT THIS AGREEMENT is made and entered into as of the 1st day of November, 2002, by and between TENNESSEE GAS PIPELINE COMPANY, a Delaware Corporation, hereinafter referred to as "Transporter" and LOUISVILLE GAS AND ELECTRIC COMPANY, a Kentucky Corporation, hereinafter referred to as "Shipper." Transporter and Shipper shall collectively be referred to herein as the "Parties." Service is under the General Terms and Conditions ("GT&C") of the Tariff.\n\nTransporter agrees to receive gas from Shipper. Shipper shall pay Transporter.\n';
    const ctx = buildContext(text, 'TENNESSEE GAS PIPELINE COMPANY');
    expect(ctx.sides.otherLabel).toBe('Shipper');
  });

  it('says when the review is for a name that is not a party', () => {
    const ctx = buildContext(PREAMBLE, 'Gamma Holdings');
    expect(ctx.sides.self).toBeUndefined();
  });

  it('reads a document named after a party ("the Reseller Agreement") as no mention of that party', () => {
    const text =
      'This Agreement is made between MediaNet Group Technologies, Inc. ("MediaNet Group Technologies") and International Direct Response, Inc. ("Reseller").\n\n1. The Reseller Agreement can be terminated at any time at the discretion of either party.\n';
    const sentence = 'The Reseller Agreement can be terminated at any time at the discretion of either party.';
    for (const party of ['MediaNet Group Technologies, Inc.', 'International Direct Response, Inc.']) {
      const ctx = buildContext(text, party);
      expect(mentions(ctx.sides, sentence).map((m) => m.who)).toEqual(['mutual']);
    }
  });
  it('gives the principals a party signs for ("the Trust Advisors to the Seller Trusts") to its side', () => {
    // GWG's orderly marketing agreement (CUAD cuad_d4e9f787f2c0): the Trust Advisors sign for the Seller Trusts.
    const text =
      'ORDERLY MARKETING AGREEMENT THIS ORDERLY MARKETING AGREEMENT (the "OMA") is entered into on December 27, 2018 (the "Effective Date") by and among GWG Holdings, Inc., a Delaware corporation ("GWG"), and the Trust Advisors to the Seller Trusts listed on Schedule A hereto (the "Trust Advisors"). Each of GWG and the Trust Advisors may be referred to herein as a "Party".\n\n' +
      '1.2 It is the goal of the Seller Trusts to have all of the Shares sold, on a pro-rata basis, in three or more tranches commencing not earlier than six (6) months after the Effective Date.\n\n' +
      '1.8 In connection with any Offering, the Seller Trusts shall instruct the placement agents or underwriters to use their reasonable best efforts to effect as wide a distribution of the Shares as is reasonably practicable.\n';
    const sentence =
      'A Seller Trust may transfer its rights hereunder; the Seller Trusts shall instruct the placement agents.';
    const gwg = buildContext(text, 'GWG Holdings, Inc.');
    expect(mentions(gwg.sides, sentence).map((m) => m.who)).toEqual(['other', 'other']);
    const advisors = buildContext(text, 'Trust Advisors');
    expect(mentions(advisors.sides, sentence).map((m) => m.who)).toEqual(['self', 'self']);
    // The goal binds nobody: GWG, who relies on it, is told; the side that states it is not.
    const rulesFor = (party: string) => review(text, buildContext(text, party).sides).findings.map((f) => f.rule.id);
    expect(rulesFor('GWG Holdings, Inc.')).toContain('other-intention-only');
    expect(rulesFor('Trust Advisors')).not.toContain('other-intention-only');
  });

  it("a party named with its address or business, not as anyone's agent, takes no principal", () => {
    const ctx = buildContext(PREAMBLE, 'Aduro Biotech, Inc.');
    expect(mentions(ctx.sides, 'the Netherlands shall').map((m) => m.who)).toEqual([]);
  });
});
