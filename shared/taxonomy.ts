/**
 * The clause taxonomy: the ids carried by `category` in the analysis JSON (docs/DESIGN.md section 6).
 *
 * - `source: 'cuad'`: the 41 CUAD v1 label categories (The Atticus Project), kebab-case ids of
 *   their official names, so the evaluation can map expert labels to our output one to one.
 * - `source: 'general'`: review categories a reviewer needs that CUAD lacks (indemnification,
 *   confidentiality, payment terms...). They are ours, not CUAD's.
 *
 * PROVISIONAL: when `../shared/eval/clause-taxonomy.json` is available it is the authority; its
 * ids replace these (keep `cuadLabel` mapping so stored analyses can be migrated) and this module
 * should then be generated from or checked against that file.
 */

export type TaxonomySource = 'cuad' | 'general';

export interface TaxonomyCategory {
  id: string;
  label: string;
  source: TaxonomySource;
  /** One-line description used in reports and missing-clause notes. */
  description: string;
  /** For CUAD categories: the exact CUAD label. */
  cuadLabel?: string;
}

/**
 * The id and `cuadLabel` come from CUAD's official label (stable: the evaluation maps on them);
 * `label` is what people read, with its acronyms and the product's British spelling
 * ("IP Ownership Assignment", "ROFR/ROFO/ROFN", "Licence Grant"). Pass it when it differs.
 */
const cuad = (cuadLabel: string, description: string, label = cuadLabel): TaxonomyCategory => ({
  id: cuadLabel
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, ''),
  label,
  source: 'cuad',
  description,
  cuadLabel,
});
const general = (id: string, label: string, description: string): TaxonomyCategory => ({
  id,
  label,
  source: 'general',
  description,
});

export const CUAD_CATEGORIES: readonly TaxonomyCategory[] = [
  cuad('Document Name', 'The name of the contract.'),
  cuad('Parties', 'The two or more parties who signed the contract.'),
  cuad('Agreement Date', 'The date of the contract.'),
  cuad('Effective Date', 'The date when the contract is effective.'),
  cuad('Expiration Date', "On what date will the contract's initial term expire?"),
  cuad('Renewal Term', 'The renewal term after the initial term expires, including automatic extensions.'),
  cuad(
    'Notice Period To Terminate Renewal',
    'The notice period required to terminate renewal.',
    'Notice Period to Terminate Renewal',
  ),
  cuad('Governing Law', "Which state/country's law governs the interpretation of the contract."),
  cuad(
    'Most Favored Nation',
    'Whether a party is entitled to terms at least as favourable as those given to a third party.',
    'Most Favoured Nation (MFN)',
  ),
  cuad('Non-Compete', 'Restrictions on a party competing with the counterparty or operating in a market.'),
  cuad('Exclusivity', 'Exclusive dealing commitments with the counterparty.'),
  cuad(
    'No-Solicit Of Customers',
    "Restrictions on soliciting the counterparty's customers.",
    'No-Solicit of Customers',
  ),
  cuad(
    'Competitive Restriction Exception',
    'Exceptions or carve-outs to non-compete, exclusivity and no-solicit clauses.',
  ),
  cuad(
    'No-Solicit Of Employees',
    "Restrictions on soliciting or hiring the counterparty's employees.",
    'No-Solicit of Employees',
  ),
  cuad('Non-Disparagement', 'Requirements not to disparage the counterparty.'),
  cuad(
    'Termination For Convenience',
    'A party can terminate without cause, solely by giving notice.',
    'Termination for Convenience',
  ),
  cuad('Rofr/Rofo/Rofn', 'Rights of first refusal, first offer or first negotiation.', 'ROFR/ROFO/ROFN'),
  cuad('Change Of Control', 'Rights triggered by a change of control, merger or sale of a party.', 'Change of Control'),
  cuad('Anti-Assignment', 'Consent or notice required to assign the contract.'),
  cuad('Revenue/Profit Sharing', 'Sharing of revenue or profit, royalties.'),
  cuad('Price Restrictions', 'Restrictions on raising or lowering prices.'),
  cuad('Minimum Commitment', 'Minimum order, purchase or usage commitments.'),
  cuad('Volume Restriction', 'Caps on fees or usage volumes.'),
  cuad('Ip Ownership Assignment', 'Intellectual property assigned to or owned by a party.', 'IP Ownership Assignment'),
  cuad('Joint Ip Ownership', 'Jointly owned intellectual property.', 'Joint IP Ownership'),
  cuad('License Grant', 'A licence granted by one party to the other.', 'Licence Grant'),
  cuad('Non-Transferable License', 'Limits on transferring a licence.', 'Non-Transferable Licence'),
  cuad(
    'Affiliate License-Licensor',
    "Licence of IP owned by the licensor's affiliates.",
    'Affiliate Licence (Licensor)',
  ),
  cuad('Affiliate License-Licensee', "Licence extended to the licensee's affiliates.", 'Affiliate Licence (Licensee)'),
  cuad(
    'Unlimited/All-You-Can-Eat-License',
    'Unlimited-use or enterprise-wide licence.',
    'Unlimited/All-You-Can-Eat Licence',
  ),
  cuad(
    'Irrevocable Or Perpetual License',
    'A licence that is irrevocable or perpetual.',
    'Irrevocable or Perpetual Licence',
  ),
  cuad('Source Code Escrow', 'Source code deposited with an escrow agent.'),
  cuad('Post-Termination Services', 'Obligations after termination: transition, wind-down, survival of services.'),
  cuad('Audit Rights', "A party's right to audit books, records or premises of the other."),
  cuad('Uncapped Liability', 'Liability that is uncapped, or excluded from the cap.'),
  cuad('Cap On Liability', 'A cap on liability or on the time to bring claims.', 'Cap on Liability'),
  cuad('Liquidated Damages', 'Liquidated damages, termination fees or break fees.'),
  cuad('Warranty Duration', 'The duration of a warranty.'),
  cuad('Insurance', 'Requirements to maintain insurance.'),
  cuad('Covenant Not To Sue', 'A party agrees not to sue or contest IP of the counterparty.', 'Covenant Not to Sue'),
  cuad(
    'Third Party Beneficiary',
    'Non-parties entitled to enforce rights under the contract.',
    'Third-Party Beneficiary',
  ),
];

export const GENERAL_CATEGORIES: readonly TaxonomyCategory[] = [
  general(
    'indemnification',
    'Indemnification',
    'Obligations to defend and hold the other party harmless against claims and losses.',
  ),
  general('confidentiality', 'Confidentiality', 'Protection and permitted use of confidential information.'),
  general('payment-terms', 'Payment Terms', 'Fees, invoicing, payment deadlines, late charges and taxes.'),
  general(
    'termination-for-cause',
    'Termination for Cause',
    'Termination for breach, insolvency or other cause, with cure periods.',
  ),
  general(
    'limitation-of-liability',
    'Limitation of Liability',
    'Exclusions of indirect or consequential damages and other liability limits.',
  ),
  general('data-protection', 'Data Protection', 'Processing and security of personal data, privacy law compliance.'),
  general('force-majeure', 'Force Majeure', "Excused performance for events beyond a party's control."),
  general('dispute-resolution', 'Dispute Resolution', 'Arbitration, jurisdiction, venue and escalation of disputes.'),
  general('warranties', 'Warranties', 'Representations, warranties and disclaimers.'),
  general('entire-agreement', 'Entire Agreement', 'The contract supersedes prior agreements; order of precedence.'),
  general('notices', 'Notices', 'How formal notices must be given.'),
  general('severability', 'Severability', 'Invalid provisions are severed without voiding the rest.'),
  general('assignment', 'Assignment', 'General assignment and delegation terms (permissive or restrictive).'),
  general('term', 'Term', 'The duration of the agreement.'),
  general('amendment-waiver', 'Amendment and Waiver', 'How the contract may be changed and rights waived.'),
  general('compliance-with-laws', 'Compliance with Laws', 'Compliance with laws, export control, anti-bribery.'),
  general(
    'intellectual-property',
    'Intellectual Property',
    'General intellectual property terms, reservation of rights, trademarks.',
  ),
  general(
    'independent-contractor',
    'Independent Contractor',
    'The relationship of the parties; no partnership or agency.',
  ),
  general('service-levels', 'Service Levels', 'Service levels, support and performance standards.'),
  general('non-solicitation', 'Non-Solicitation', 'General non-solicitation terms.'),
  general('definitions', 'Definitions', 'Defined terms.'),
  general('other', 'Other', 'A provision that fits no other category.'),
];

export const TAXONOMY: readonly TaxonomyCategory[] = [...CUAD_CATEGORIES, ...GENERAL_CATEGORIES];

const byId = new Map(TAXONOMY.map((c) => [c.id, c]));

export function getCategory(id: string): TaxonomyCategory | undefined {
  return byId.get(id);
}

export function isCategoryId(id: string): boolean {
  return byId.has(id);
}

export function categoryLabel(id: string): string {
  return byId.get(id)?.label ?? id;
}

/** Resolves an id, a CUAD label or a loose label ("limitation of liability", "Non Compete") to an id. */
export function resolveCategory(text: string): string | undefined {
  const key = text
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  if (byId.has(key)) return key;
  const aliases: Record<string, string> = {
    indemnity: 'indemnification',
    indemnities: 'indemnification',
    nda: 'confidentiality',
    'non-disclosure': 'confidentiality',
    payment: 'payment-terms',
    payments: 'payment-terms',
    'liability-cap': 'cap-on-liability',
    'cap-on-liabilities': 'cap-on-liability',
    'unlimited-liability': 'uncapped-liability',
    noncompete: 'non-compete',
    'non-competition': 'non-compete',
    'governing-laws': 'governing-law',
    'choice-of-law': 'governing-law',
    'data-privacy': 'data-protection',
    privacy: 'data-protection',
    arbitration: 'dispute-resolution',
    jurisdiction: 'dispute-resolution',
    warranty: 'warranties',
    'representations-and-warranties': 'warranties',
    'termination-for-breach': 'termination-for-cause',
    termination: 'termination-for-cause',
    'auto-renewal': 'renewal-term',
    'automatic-renewal': 'renewal-term',
    renewal: 'renewal-term',
    'ip-assignment': 'ip-ownership-assignment',
    'ip-ownership': 'ip-ownership-assignment',
    'most-favoured-nation': 'most-favored-nation',
    mfn: 'most-favored-nation',
    rofr: 'rofr-rofo-rofn',
    'right-of-first-refusal': 'rofr-rofo-rofn',
    'non-solicit': 'no-solicit-of-employees',
    'non-solicitation-of-employees': 'no-solicit-of-employees',
    'non-solicitation-of-customers': 'no-solicit-of-customers',
    escrow: 'source-code-escrow',
    audit: 'audit-rights',
    'change-in-control': 'change-of-control',
    'third-party-beneficiaries': 'third-party-beneficiary',
    'liquidated-damage': 'liquidated-damages',
    license: 'license-grant',
    licence: 'license-grant',
    'licence-grant': 'license-grant',
  };
  if (aliases[key]) return aliases[key];
  const wanted = text.trim().toLowerCase();
  const hit = TAXONOMY.find((c) => c.label.toLowerCase() === wanted || c.cuadLabel?.toLowerCase() === wanted);
  return hit?.id;
}
