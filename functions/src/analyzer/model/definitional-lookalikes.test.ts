import { describe, expect, it } from 'vitest';
import { definitionalIds } from './cue-features';

/**
 * Each category's definitional wording against the clauses that look like it and say something else:
 * a right to end the contract for a cause, a denied exclusivity or minimum, a waived termination fee.
 */
describe('definitional wording and its look-alikes', () => {
  it('reads a right to terminate at will however the notice is worded, not an ending by cause, event or agreement', () => {
    const tfc = (text: string) => definitionalIds(text).includes('termination-for-convenience');
    expect(tfc('Either Consultant or Company may terminate this Agreement upon prior written notice thereof.')).toBe(
      true,
    );
    expect(
      tfc('Either party wishing to terminate the Agreement must give written notice at least thirty (30) days prior.'),
    ).toBe(true);
    expect(
      tfc('Client has the unilateral right to cancel this agreement at any time within a 7-day notice period.'),
    ).toBe(true);
    expect(tfc('The Provider reserves the right to terminate the Service at any time and for any reason.')).toBe(true);
    expect(
      tfc('This Agreement may be terminated by either party with cause upon thirty (30) days written notice.'),
    ).toBe(false);
    expect(tfc('This Agreement may be terminated at any time by agreement in writing executed by the parties.')).toBe(
      false,
    );
    expect(
      tfc('In the event this Agreement terminates for any reason, all licenses granted hereunder shall end.'),
    ).toBe(false);
    expect(
      tfc('MacroGenics may terminate this Agreement immediately upon written notice in the event Green Cross sues.'),
    ).toBe(false);
  });

  it('reads an exclusive appointment, not a non-exclusive grant, a denied exclusivity or exclusive ownership', () => {
    const excl = (text: string) => definitionalIds(text).includes('exclusivity');
    expect(excl('Company appoints Distributor as its exclusive distributor of the Products in the Territory.')).toBe(
      true,
    );
    expect(
      excl('Contractor grants to Company a royalty-free, non- exclusive perpetual license to use the Works.'),
    ).toBe(false);
    expect(excl('This Agreement does not grant IAC an exclusive privilege or right to repair the Product.')).toBe(
      false,
    );
    expect(excl('MediaNet is the exclusive holder of all right, title and interest in and to the Portal.')).toBe(false);
    expect(excl('IAC shall not reduce or cancel purchase orders on any other Components due to such shortage.')).toBe(
      false,
    );
  });

  it('reads a minimum, a promise not to disparage and a carve-out from the cap, not the clauses that deny them', () => {
    expect(definitionalIds('Licensee shall pay a minimum annual royalty of $10,000.')).toContain('minimum-commitment');
    expect(
      definitionalIds('It is agreed that there is no minimum amount of Customer Gas that must be delivered hereunder.'),
    ).not.toContain('minimum-commitment');
    expect(definitionalIds('Neither party shall disparage the other party or its products.')).toContain(
      'non-disparagement',
    );
    expect(
      definitionalIds('Affiliate agrees not to use the Licensed Materials in any manner that is disparaging to Chase.'),
    ).not.toContain('non-disparagement');
    expect(definitionalIds('Smith may comment in a non-disparaging manner on the terms.')).not.toContain(
      'non-disparagement',
    );
    expect(
      definitionalIds(
        'Except as otherwise provided herein, neither Party shall be liable for its failure to perform during any period in which performance is delayed by circumstances beyond its reasonable control.',
      ),
    ).not.toContain('uncapped-liability');
    expect(
      definitionalIds(
        'The warranty set forth above specifically excludes and does not apply to defects caused by misuse.',
      ),
    ).not.toContain('uncapped-liability');
  });

  it("reads a termination fee as liquidated damages, as the definition asks, not an order's cancellation fee or a waived one", () => {
    const ld = (text: string) => definitionalIds(text).includes('liquidated-damages');
    expect(ld('"Early Termination Fee" means the most recent month\'s Promotion Fee times the unexpired months.')).toBe(
      true,
    );
    // Cancelling an order is not ending the contract.
    expect(ld('Customer shall pay a cancellation charge of ten percent (10%) of the cancelled order.')).toBe(false);
    expect(ld('Either party may terminate this Agreement without any termination fee or penalty.')).toBe(false);
  });

  it('reads a covenant not to challenge however it is worded, not a severability clause', () => {
    expect(
      definitionalIds(
        'Neither Party shall directly or indirectly attack, challenge or impair the title of the other Party.',
      ),
    ).toContain('covenant-not-to-sue');
    expect(
      definitionalIds(
        'Bioeq may terminate this Agreement immediately if Licensee challenges the validity or enforceability of the Licensed Patents.',
      ),
    ).toContain('covenant-not-to-sue');
    expect(
      definitionalIds(
        'The unenforceability of any one clause shall in no way impair the enforceability of any other clause.',
      ),
    ).not.toContain('covenant-not-to-sue');
  });

  it('reads a third party who may enforce a term, not the clause that says none may', () => {
    const tpb = (text: string) => definitionalIds(text).includes('third-party-beneficiary');
    expect(tpb('The Indemnified Persons are third parties who may enforce Section 9 as if they were parties.')).toBe(
      true,
    );
    expect(tpb('No third party may enforce any term of this Agreement.')).toBe(false);
    expect(tpb('It confers no rights on any third party, and only the Parties may enforce this Agreement.')).toBe(
      false,
    );
  });

  it('reads a first right to buy or deal however it is named', () => {
    const rofr = (text: string) => definitionalIds(text).includes('rofr-rofo-rofn');
    expect(rofr('Hydraspin will offer Distributor the first opportunity to become the exclusive distributor.')).toBe(
      true,
    );
    expect(rofr('Upon expiration, Party B has the preferential right to continue Cooperation with Party A.')).toBe(
      true,
    );
    expect(rofr('The first Option to purchase 40,000 Shares shall become exercisable on June 1, 1999.')).toBe(false);
  });

  it('reads IP made or owned together, not the warranty that none is', () => {
    const joint = (text: string) => definitionalIds(text).includes('joint-ip-ownership');
    expect(joint('Ownership of any works to be created jointly by the parties shall be decided by the parties.')).toBe(
      true,
    );
    expect(joint('Each Party may grant non-exclusive licenses under its interest in any Joint Patent.')).toBe(true);
    expect(joint('No Transferred Patent is jointly owned by SONY and any other Person.')).toBe(false);
  });

  it('reads terms as good as those given to others, not a tax rate or transferred staff', () => {
    const mfn = (text: string) => definitionalIds(text).includes('most-favored-nation');
    expect(mfn('MSL agrees that MSL engineering will be priced to IBM on a "most favored customer" basis.')).toBe(true);
    expect(mfn('Each Party shall help the other secure the most favorable rate of withholding tax under Law.')).toBe(
      false,
    );
    expect(
      mfn(
        'DCL shall offer employment to any employee of SEV on terms no less favourable than those of any other employer.',
      ),
    ).toBe(false);
  });

  it('reads a duty that runs for a time after the end, not a covenant or confidence that outlives it', () => {
    const pts = (text: string) => definitionalIds(text).includes('post-termination-services');
    expect(
      pts(
        'CAPSUGEL agrees to retain all such Records for a period of five (5) years after the expiration of the Term.',
      ),
    ).toBe(true);
    expect(pts('Rogers may, during the Term and for a period of twelve (12) months thereafter, audit the books.')).toBe(
      true,
    );
    expect(
      pts('During the term and for two (2) years thereafter, Client will not solicit any employee of Developer.'),
    ).toBe(false);
    expect(
      pts('For a period of five (5) years after termination, the parties shall treat all information as confidential.'),
    ).toBe(false);
  });

  it('reads a licence that reaches affiliates or cannot be passed on, however it is worded', () => {
    expect(
      definitionalIds(
        'Licensee may extend the rights granted herein to register, import, export, store, handle, commercialize, promote, distribute and sell to its Affiliates.',
      ),
    ).toContain('affiliate-license-licensee');
    expect(
      definitionalIds(
        'Supplier grants a license for the purpose of allowing Bank of America and its affiliates to use the Software.',
      ),
    ).toContain('affiliate-license-licensee');
    expect(definitionalIds('Such license is a non-exclusive, non-transferrable and worldwide license.')).toContain(
      'non-transferable-license',
    );
    expect(
      definitionalIds(
        'The Company grants Contractor a non-exclusive sublicense, without the right to grant further sublicenses.',
      ),
    ).toContain('non-transferable-license');
  });

  it('reads a change of control as a ground to terminate, not any acquisition', () => {
    const coc = (text: string) => definitionalIds(text).includes('change-of-control');
    expect(
      coc(
        'In the event of the merger or consolidation of Company with any other entity, Licensor may terminate the Contract.',
      ),
    ).toBe(true);
    expect(
      coc(
        'In the event Agent undergoes a substantial change in ownership of its stock, Kallo may terminate this Agreement.',
      ),
    ).toBe(true);
    expect(
      coc("A merger of Developer shall be considered a transfer of Developer's interest prohibited hereunder."),
    ).toBe(true);
    expect(
      coc(
        'If Sponsor fails to meet these criteria, Excite may terminate and arrange for the acquisition of similar services.',
      ),
    ).toBe(false);
  });

  it('reads a non-compete worded as a competitor or a line of business', () => {
    expect(
      definitionalIds("Talent will not endorse any other product which is directly competitive to ESSI's products."),
    ).toContain('non-compete');
    expect(
      definitionalIds(
        'During the Interim Period, neither HERC nor any of its affiliates shall, directly or indirectly, engage in the business of renting cars.',
      ),
    ).toContain('non-compete');
  });

  it('reads a duty that goes on after the end, however the ending is introduced, and a period in weeks', () => {
    const post = (text: string) => definitionalIds(text).includes('post-termination-services');
    expect(
      post(
        'If this Agreement is terminated, the Contractor shall promptly deliver to the Company all Note files and records.',
      ),
    ).toBe(true);
    expect(
      post(
        'In the event that Distributor terminates this Agreement, Distributor will notify Subscribers that the Programming is no longer available.',
      ),
    ).toBe(true);
    expect(
      post(
        'SEV shall remain liable for the repairs for a period of thirteen weeks from the end of the Contracted Period.',
      ),
    ).toBe(true);
    expect(post('LMG shall provide to TAG the reasonable termination assistance requested by TAG.')).toBe(true);
    expect(post('If this Agreement is terminated, the terminating party shall give notice to the Escrow Agent.')).toBe(
      false,
    );
  });

  it('reads a non-compete whose competitor comes late in the sentence, and a warranty period, not a stock warrant', () => {
    expect(
      definitionalIds(
        'Party A may not make any identical or similar cooperation regarding the real estate and home furnishing information, products and data in its channel with any competitor of Party B.',
      ),
    ).toContain('non-compete');
    const warranty = (text: string) => definitionalIds(text).includes('warranty-duration');
    expect(
      warranty('Supplier warrants that the Products shall be free from defects for a period of twelve (12) months.'),
    ).toBe(true);
    expect(
      warranty(
        'Consultant shall be entitled to all vested common shares, options and warrants with vesting continuing for 12 months following termination.',
      ),
    ).toBe(false);
  });

  it('reads rights in a mark or work handed over as an assignment of ownership, not rights under the contract', () => {
    const ipa = (text: string) => definitionalIds(text).includes('ip-ownership-assignment');
    expect(
      ipa(
        'Distributor shall assign to Company, without charge, any rights in the trademarks of Company that may inure to the benefit of Distributor.',
      ),
    ).toBe(true);
    expect(
      ipa(
        'If Agent acquires any rights in any of the Trademarks, it will immediately assign such rights, registrations, or applications to Kallo.',
      ),
    ).toBe(true);
    expect(ipa('Neither party may assign any rights in this Agreement without the consent of the other party.')).toBe(
      false,
    );
  });

  it('reads a carve-out from the cap worded as a limit, a "however" after the "not", or "the foregoing"', () => {
    const uncapped = (text: string) => definitionalIds(text).includes('uncapped-liability');
    expect(
      uncapped(
        "Except with regard to a breach of confidentiality or a party's indemnification obligations, either party's total liability to the other party under this Agreement shall be limited to the amounts paid.",
      ),
    ).toBe(true);
    expect(
      uncapped('This limitation does not, however, apply to any obligation of either party to indemnify the other.'),
    ).toBe(true);
    expect(uncapped('The foregoing shall not limit the indemnification, defense and hold harmless obligations.')).toBe(
      true,
    );
    expect(uncapped("Either party's total liability under this Agreement shall be limited to the amounts paid.")).toBe(
      false,
    );
  });

  it('reads a penalty fixed in advance for a shortfall as liquidated damages, not a denied penalty', () => {
    const ld = (text: string) => definitionalIds(text).includes('liquidated-damages');
    expect(
      ld('If MSL fails to achieve the responsiveness level, a penalty of 5% will be applied to the monthly cost.'),
    ).toBe(true);
    expect(ld('Either party may end this Agreement without a penalty of any kind.')).toBe(false);
  });

  it('reads an appointment that "shall be exclusive" and a promise to grant the right to no one else as exclusivity', () => {
    const excl = (text: string) => definitionalIds(text).includes('exclusivity');
    expect(excl("Agent's appointment shall be exclusive for the Kallo Mobile care suite of products.")).toBe(true);
    expect(
      excl('Licensor agrees not to grant the right to use the Duval Identification to anyone other than Company.'),
    ).toBe(true);
    expect(excl('Licensor agrees not to grant any waiver of its rights unless made in writing.')).toBe(false);
  });

  it('reads consent to assign turned on a merger, and control passing, as a change of control', () => {
    const coc = (text: string) => definitionalIds(text).includes('change-of-control');
    expect(
      coc(
        'Except with prior written approval, this Agreement may not be assigned by TDA in connection with a merger or a sale of all or substantially all of its assets.',
      ),
    ).toBe(true);
    expect(
      coc(
        'In the event of any material change in the organization, ownership, management or control of the business of the Agent, the Company may end this Agreement.',
      ),
    ).toBe(true);
    expect(
      coc(
        'If control of either party shall pass from the present shareholders to other persons, notice shall be given.',
      ),
    ).toBe(true);
    expect(coc('Neither party may assign this Agreement without the prior written consent of the other party.')).toBe(
      false,
    );
  });

  it('reads a floor on what a party delivers or spends as a minimum commitment, not a notice period', () => {
    const min = (text: string) => definitionalIds(text).includes('minimum-commitment');
    expect(
      min('During the first year of the sponsorship, Excite will deliver not less than 1,000,000 Impressions.'),
    ).toBe(true);
    expect(min('Supplier shall deliver at least thirty (30) days notice of any change to the Products.')).toBe(false);
  });

  it('reads an irrevocable or perpetual licence or right, not an irrevocable letter of credit, notice or preferred stock', () => {
    const ipl = (text: string) => definitionalIds(text).includes('irrevocable-or-perpetual-license');
    expect(
      ipl('Licensor hereby grants to Licensee a perpetual, irrevocable, worldwide license to use the Software.'),
    ).toBe(true);
    expect(ipl('An acceptable form of credit support is an irrevocable standby letter of credit from a bank.')).toBe(
      false,
    );
    expect(ipl('The undersigned acknowledges that this Tender Notice is irrevocable and effective upon receipt.')).toBe(
      false,
    );
    expect(ipl('18,724 shares of Senior Non-Cumulative Perpetual Preferred Stock are issued and outstanding.')).toBe(
      false,
    );
  });

  it('reads work that becomes the property of the other side as an ownership assignment, not property a party keeps', () => {
    const ipa = (text: string) => definitionalIds(text).includes('ip-ownership-assignment');
    expect(
      ipa('Any work of authorship created by M&I in performing the Services shall be the property of Customer.'),
    ).toBe(true);
    expect(
      ipa('All Confidential Information shall remain the property of Airspan and shall be returned on request.'),
    ).toBe(false);
  });

  it('does not read a notice to end insurance cover, or an ending for a change of control, as termination at will', () => {
    const tfc = (text: string) => definitionalIds(text).includes('termination-for-convenience');
    expect(
      tfc(
        "Company will not modify or terminate any coverage without giving at least thirty (30) days' prior written notice.",
      ),
    ).toBe(false);
    expect(tfc('MBRK may terminate this Agreement upon 60 days notice for a Change of Control.')).toBe(false);
    expect(tfc('MBRK may terminate this Agreement upon 60 days notice.')).toBe(true);
  });
});
