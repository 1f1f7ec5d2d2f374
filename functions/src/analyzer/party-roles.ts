/** The words contracts use for a party's role, and a party as one place of the text names it. */

import type { Party } from './party';

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

/**
 * The roles of an English-form opening that lists its parties by number without naming their roles
 * ("Parties (1) A ... (2) B ... Background The Supplier wishes to appoint the Distributor ..."): the
 * form's background names the roles in the order it lists the parties. Only a numbered list of two
 * parties without roles is read this way.
 */
export function rolesFromBackground(text: string, parties: { role?: string; aliases: string[]; index: number }[]) {
  if (parties.length !== 2 || parties.some((p) => p.role)) return;
  const opening = text.slice(0, 4000);
  const list = /\bParties\s*:?\s*\n\s*\(1\)[^\n]*\n\s*\(2\)/i.exec(opening);
  if (!list) return;
  const background =
    /\n\s*(?:Background|BACKGROUND|Recitals|RECITALS)\s*:?\s*\n\s*(?:\(?[A-Z1]\)?\.?\s+)?([^\n]*?\.)(?=\s|$)/.exec(
      opening.slice(list.index),
    );
  if (!background) return;
  const roles: string[] = [];
  const role = new RegExp(`\\b[Tt]he\\s+(${ROLE_WORDS.join('|')})\\b`, 'g');
  let m: RegExpExecArray | null;
  while ((m = role.exec(background[1]!)) !== null) if (!roles.includes(m[1]!)) roles.push(m[1]!);
  if (roles.length !== 2) return;
  const ordered = [...parties].sort((a, b) => a.index - b.index);
  ordered.forEach((p, i) => {
    p.role = roles[i]!;
    if (!p.aliases.includes(roles[i]!)) p.aliases.push(roles[i]!);
  });
}

export function templateRoles(text: string): Party[] {
  const counts = ROLE_WORDS.map((w) => ({ w, n: (text.match(new RegExp(`\\b${w}\\b`, 'g')) ?? []).length })).filter(
    (c) => c.n >= 5,
  );
  counts.sort((a, b) => b.n - a.n || a.w.localeCompare(b.w));
  return counts.slice(0, 2).map((c) => ({ name: c.w, role: c.w, aliases: [c.w], index: text.indexOf(c.w) }));
}
