/** The words contracts use for a party's role, and a party as one place of the text names it. */

export const ROLE_WORDS = [
  'Licensor',
  'Licensee',
  'Distributor',
  'Customer',
  'Provider',
  'Service Provider',
  'Supplier',
  'Vendor',
  'Client',
  'Consultant',
  'Contractor',
  'Buyer',
  'Seller',
  'Purchaser',
  'Franchisee',
  'Franchisor',
  'Employee',
  'Employer',
  'Lender',
  'Borrower',
  'Landlord',
  'Tenant',
  'Lessor',
  'Lessee',
  'Manufacturer',
  'Reseller',
  'Agent',
  'Principal',
  'Partner',
  'Sponsor',
  'Discloser',
  'Recipient',
  'Disclosing Party',
  'Receiving Party',
  'Company',
  'Developer',
  'Publisher',
  'Producer',
  'Owner',
  'Investor',
  'Processor',
  'Controller',
  'Subscriber',
  'Affiliate',
  'Marketer',
  'Dealer',
  'Institution',
  'Collaborator',
  'Executive',
  'Issuer',
  'Guarantor',
  'Contractor',
];
export const ROLE_SET = new Set(ROLE_WORDS.map((w) => w.toLowerCase()));

/** A party as one place of the text names it (preamble piece or signature block), before merging. */
export interface Raw {
  /** Named after "For and on behalf of": a party even without a corporate suffix. */
  sure?: boolean;
  name: string;
  aliases: string[];
  index: number;
  entity: boolean;
  placeholder: boolean;
}
