/** Contract type detection and the standard clauses expected for each type. */
import { hasCategory, type ContractType, type Ctx } from './context';
import type { MissingClause } from '../../../shared/schemas/analysis';
import { categoryLabel } from '../../../shared/taxonomy';
import { runInHeadings } from './text';

/**
 * A one-way support undertaking: a guaranty, a keep-well or capital maintenance agreement ("Unconditional
 * Capital Maintenance Agreement", "Net Investment Income Maintenance Agreement", a "Maintenance Agreement"
 * under which an investor makes "Required Capital Contributions"). One party promises money or support and
 * the other only receives it, so the clauses a trading contract expects (a cap, force majeure,
 * confidentiality, IP ownership, insurance) would shield or burden nobody but the party who promises.
 */
const UNDERTAKING_TITLE =
  /\b(?:capital|net\s+worth|liquidity|income)\s+maintenance\b|\bkeep[\s-]?well\b|\bguarant(?:y|ee|ies|ees)\b|\bcomfort\s+letter\b/i;
const CAPITAL_SUPPORT = /\bcapital\s+contributions?\b|\bnet\s+worth\b/i;

export function detectType(title: string, text: string): ContractType {
  const t = `${title} ${text.slice(0, 3000)}`.toLowerCase();
  if (UNDERTAKING_TITLE.test(title)) return 'undertaking';
  if (/^\s*maintenance\s+agreement\b/i.test(title) && CAPITAL_SUPPORT.test(text.slice(0, 4000))) return 'undertaking';
  if (/non-?disclosure|confidentiality agreement|\bnda\b|mnda/.test(title.toLowerCase())) return 'nda';
  if (/data processing|\bdpa\b/.test(title.toLowerCase())) return 'dpa';
  if (/employment|offer letter/.test(title.toLowerCase())) return 'employment';
  if (/distribut|reseller|dealer|sales representative/.test(t)) return 'distribution';
  if (/licen[cs]e|software|saas|cloud|subscription|hosting/.test(title.toLowerCase())) return 'license';
  if (/supply|manufactur|purchase agreement|procurement/.test(title.toLowerCase())) return 'supply';
  if (/lease|rental/.test(title.toLowerCase())) return 'lease';
  if (/partner|joint venture|collaborat|sponsor/.test(title.toLowerCase())) return 'partnership';
  if (/services|consult|contractor|statement of work|pilot|professional|maintenance|outsourc/.test(t))
    return 'services';
  if (/licen[cs]e/.test(t)) return 'license';
  return 'general';
}

const PURPOSE: Record<string, [string, string]> = {
  'cap-on-liability': [
    "Caps each party's total liability (typically at 12 months' fees).",
    'Without a cap, liability for breach is unlimited and can far exceed the contract value.',
  ],
  'limitation-of-liability': [
    'Excludes indirect and consequential damages such as lost profits.',
    'A party may be liable for remote and unforeseeable losses, including lost profits.',
  ],
  indemnification: [
    'Allocates responsibility for third-party claims (e.g. IP infringement, injury, data breach).',
    'Third-party claims fall back on general law; recovery is uncertain and slower.',
  ],
  'termination-for-cause': [
    'Allows ending the contract for material breach or insolvency, with a cure period.',
    'Without an express right, ending the contract after a breach is uncertain and may itself be a breach.',
  ],
  'governing-law': [
    'Fixes which law interprets the contract.',
    'Conflict-of-laws disputes add cost and uncertainty before the merits are even reached.',
  ],
  'dispute-resolution': [
    'Sets the forum (courts or arbitration) and process for disputes.',
    'Parallel proceedings in different forums are possible; enforcement is less predictable.',
  ],
  confidentiality: [
    'Protects non-public information exchanged under the contract.',
    'Business information disclosed during performance may be used or disclosed freely.',
  ],
  'data-protection': [
    'Allocates data protection duties (security, breach notice, processor terms).',
    'Processing personal data without agreed terms may breach GDPR/CCPA-type laws.',
  ],
  'force-majeure': [
    "Excuses performance during events beyond a party's control.",
    'A party may be in breach for failures caused by disasters, pandemics or outages it cannot control.',
  ],
  warranties: [
    'States what each party promises about its performance or products, and disclaimers.',
    'Implied warranties may apply by default, or the recipient has no express quality promise.',
  ],
  'payment-terms': [
    'Sets fees, invoicing and payment deadlines.',
    'Disputes over when and how much is payable are likely.',
  ],
  'entire-agreement': [
    'Makes the written contract the complete agreement.',
    'Earlier emails, proposals and statements may be argued to form part of the deal.',
  ],
  notices: [
    'Specifies how formal notices must be given.',
    'Disputes about whether termination or renewal notices were validly given.',
  ],
  'anti-assignment': [
    'Controls transfer of the contract to third parties.',
    'The counterparty may transfer the contract to a party you would not have chosen.',
  ],
  'ip-ownership-assignment': [
    'Allocates ownership of deliverables and intellectual property.',
    'Ownership of work product follows default law (often the creator), which may defeat the purpose of the deal.',
  ],
  insurance: [
    'Requires adequate insurance to back liabilities.',
    'Liabilities may be unrecoverable if the other party is under-insured.',
  ],
  term: [
    'States how long the agreement lasts.',
    'An indefinite term may be terminable on reasonable notice or give rise to disputes.',
  ],
  severability: [
    'Keeps the rest of the contract valid if one clause fails.',
    'An invalid clause may put the whole agreement at risk.',
  ],
  'license-grant': [
    'Defines the scope of rights licensed.',
    'Use of the licensed material may be infringing or disputed.',
  ],
  'audit-rights': ['Allows verification of royalties, fees or compliance.', 'Reported amounts cannot be verified.'],
};

const EXPECTED: Record<ContractType, string[]> = {
  nda: ['confidentiality', 'term', 'governing-law', 'dispute-resolution'],
  services: [
    'cap-on-liability',
    'limitation-of-liability',
    'indemnification',
    'termination-for-cause',
    'governing-law',
    'dispute-resolution',
    'confidentiality',
    'ip-ownership-assignment',
    'payment-terms',
    'warranties',
    'force-majeure',
    'data-protection',
    'insurance',
  ],
  license: [
    'license-grant',
    'cap-on-liability',
    'limitation-of-liability',
    'indemnification',
    'termination-for-cause',
    'governing-law',
    'dispute-resolution',
    'confidentiality',
    'payment-terms',
    'warranties',
    'data-protection',
    'anti-assignment',
  ],
  distribution: [
    'cap-on-liability',
    'limitation-of-liability',
    'indemnification',
    'termination-for-cause',
    'governing-law',
    'dispute-resolution',
    'confidentiality',
    'payment-terms',
    'warranties',
    'force-majeure',
    'anti-assignment',
  ],
  supply: [
    'cap-on-liability',
    'limitation-of-liability',
    'indemnification',
    'termination-for-cause',
    'governing-law',
    'dispute-resolution',
    'warranties',
    'payment-terms',
    'force-majeure',
    'insurance',
  ],
  employment: ['payment-terms', 'termination-for-cause', 'confidentiality', 'ip-ownership-assignment', 'governing-law'],
  dpa: ['data-protection', 'confidentiality', 'cap-on-liability', 'governing-law', 'audit-rights'],
  lease: ['term', 'payment-terms', 'termination-for-cause', 'insurance', 'governing-law', 'indemnification'],
  partnership: [
    'termination-for-cause',
    'confidentiality',
    'governing-law',
    'dispute-resolution',
    'ip-ownership-assignment',
    'cap-on-liability',
  ],
  general: ['termination-for-cause', 'governing-law', 'dispute-resolution', 'cap-on-liability', 'confidentiality'],
  undertaking: ['governing-law', 'dispute-resolution'],
};

const ALT: Record<string, string[]> = {
  'cap-on-liability': ['cap-on-liability', 'uncapped-liability'],
  'limitation-of-liability': ['limitation-of-liability', 'cap-on-liability'],
  'termination-for-cause': ['termination-for-cause', 'termination-for-convenience'],
  term: ['term', 'expiration-date', 'renewal-term'],
  'anti-assignment': ['anti-assignment', 'assignment'],
  'ip-ownership-assignment': ['ip-ownership-assignment', 'intellectual-property', 'joint-ip-ownership'],
};

/** The grant of a hosted service: "Provider will provide Customer access to use the Product". */
const ACCESS_GRANT =
  /\b(?:may|right\s+to|is\s+entitled\s+to)\s+(?:\(a\)\s+)?(?:access\s+and\s+use|use\s+and\s+access)\b|\b(?:provide|grant)s?\s+\w+\s+(?:with\s+)?(?:a\s+right\s+to\s+)?access\s+(?:to\s+)?(?:and\s+)?use\b/i;

/** A licence granted as a verb: "Party A shall license the Program Content ... to Party B", "hereby licenses to". */
const LICENSES_TO =
  /\b(?:shall|will|hereby|agrees?\s+to)\s+(?:\w+\s+){0,2}?licen[cs]es?\b(?!\s+(?:agreement|fee|term))[^.;]{0,200}?\bto\b/i;

/** Headings the clause split does not see: run into the text (text.ts), and capitals lines such as "ORDERS, PRICE, TERMS OF SALE & PAYMENT". */
function headingsInText(text: string): string[] {
  const out = runInHeadings(text).map((h) => h.title);
  for (const m of text.matchAll(/(?:^|\n)\s*(?:[0-9.]+\s*)?([A-Z][A-Z&,'’ -]{3,80})\s*(?=\n|$)/g)) out.push(m[1]!);
  return out;
}

export function expectedFor(type: ContractType): string[] {
  return EXPECTED[type];
}

/**
 * Clause types the contract shows it has, beyond the rule cues: what clause detection found, what a
 * clause heading names, and what the review read in its passages (a cap, an indemnity, an
 * assignment clause). A clause the contract has is never reported missing.
 */
const HEADED: Record<string, RegExp> = {
  'cap-on-liability': /limitation\s+of\s+liability|liability\s+(?:cap|limit)/i,
  'limitation-of-liability': /limitation\s+of\s+liability|liability/i,
  indemnification: /indemnif/i,
  'termination-for-cause': /terminat/i,
  'governing-law': /governing\s+law|applicable\s+law|choice\s+of\s+law/i,
  'dispute-resolution': /dispute|arbitrat|jurisdiction|venue/i,
  confidentiality: /confidential|non-?disclosure/i,
  'data-protection': /data\s+protection|privacy|personal\s+data/i,
  'force-majeure': /force\s+majeure/i,
  warranties: /warrant/i,
  'payment-terms': /payment|fees|price|compensation|royalt/i,
  'anti-assignment': /assignment/i,
  'ip-ownership-assignment': /intellectual\s+property|ownership|proprietary\s+rights/i,
  insurance: /insurance/i,
  'audit-rights': /audit|records/i,
  'license-grant': /licen[cs]e|grant\s+of\s+rights/i,
  term: /\bterm\b|duration/i,
};

/** What the review read: signal kinds and families of its passages that show a clause type. */
const READ: Record<string, (s: { kinds: Set<string>; families: Set<string> }) => boolean> = {
  'cap-on-liability': (r) => r.kinds.has('capped'),
  'limitation-of-liability': (r) => r.kinds.has('capped') || r.kinds.has('exculpated'),
  indemnification: (r) => [...r.kinds].some((k) => k.endsWith(':indemnify')),
  'termination-for-cause': (r) => [...r.kinds].some((k) => k.endsWith(':terminate')),
  'anti-assignment': (r) => [...r.kinds].some((k) => /^(?:mustNot|mayNot):assign$/.test(k)) || r.kinds.has('consent'),
  warranties: (r) => r.kinds.has('disclaims') || [...r.kinds].some((k) => k.endsWith(':warrant')),
  confidentiality: (r) => r.families.has('confidentiality'),
  'payment-terms': (r) => [...r.kinds].some((k) => k.endsWith(':pay')),
  insurance: (r) => r.families.has('insurance'),
};

/**
 * A force majeure clause without the words: "Neither Party will be liable ... for failure or delays
 * ... on account of any cause beyond the reasonable control of such Party, such as fire, ...".
 */
const EXCUSE_BEYOND_CONTROL =
  /\bforce\s+majeure\b|\bacts?\s+of\s+god\b|\b(?:liable|delays?|failures?|excused|perform\w*)\b[^.;]{0,250}\bbeyond\s+(?:the\s+)?(?:[\w'’]+\s+){0,2}(?:reasonable\s+)?control\b|\bbeyond\s+(?:the\s+)?(?:[\w'’]+\s+){0,2}(?:reasonable\s+)?control\b[^.;]{0,250}\b(?:liable|delays?|failures?|excused)\b/i;

/**
 * A forum clause without a heading the model or the headings read: "any dispute ... shall be brought
 * exclusively before the state and federal courts in and for the City of Wilmington", "the parties
 * submit to the exclusive jurisdiction of ...", "jurisdiction and venue for any proceeding ... shall be in
 * the state or federal courts located in ...", arbitration under named rules.
 */
const FORUM_CLAUSE =
  /\b(?:jurisdiction|venue)\b[^.;]{0,120}\b(?:shall|will)\s+(?:be|lie)\s+(?:exclusively\s+|solely\s+)?(?:in|with|before)\s+(?:the\s+)?[^.;]{0,80}\bcourts?\b|\b(?:shall|will|must|may\s+only)\s+be\s+(?:brought|commenced|filed|submitted|resolved|heard|settled|determined|litigated)\b[^.;]{0,160}\b(?:courts?|arbitrat\w*|tribunal)\b|\bsubmits?\s+(?:itself\s+)?to\s+the\s+(?:exclusive\s+|non-exclusive\s+)?jurisdiction\b|\bexclusive\s+(?:jurisdiction|venue)\b|\barbitration\b[^.;]{0,120}\b(?:rules|AAA|ICC|JAMS|LCIA|UNCITRAL|Arbitration\s+Act)\b/i;

/**
 * Ownership of the work given without a heading: "Developer hereby assigns ... to DSS all rights it may
 * acquire ... in the Technology or Improvements", "DSS shall own all right, title, and interest in ...".
 */
const IP_OWNED =
  /\bhereby\s+(?:irrevocably\s+)?assigns?\b[^.;]{0,200}\b(?:rights?|title|interest|intellectual\s+property|inventions?|work\s+product|improvements?|copyrights?|deliverables)\b|\b(?:shall|will)\s+(?:solely\s+|exclusively\s+)?(?:own|be\s+the\s+(?:sole\s+(?:and\s+exclusive\s+)?)?owner\s+of)\s+all\s+(?:right|title)/i;

const PERSONAL_DATA =
  /\bpersonal\s+(?:data|information)\b|\bprivacy\b|\bcustomer\s+data\b|\bdata\s+subjects?\b|\bend[\s-]+users?\s+data\b/i;

export interface Evidence {
  /** Clause categories found by detection (model or rule cues). */
  detected: ReadonlySet<string>;
  /** Signal kinds and families of every passage the review read. */
  read: { kinds: Set<string>; families: Set<string> };
  /** Who supplies and who indemnifies, read for the reviewed side (findings/contract-facts.ts). */
  side?: { selfSupplies: boolean; otherSupplies: boolean; selfIndemnifies: boolean };
}

/**
 * Protections that shield the party who performs and answers for it: a cap, an exclusion of indirect
 * loss, force majeure. For a customer who carries no indemnity they shield only the other side, so
 * its lawyer would not ask to add them (a playbook that requires one still gets it).
 */
const SHIELDS_PERFORMER = new Set(['cap-on-liability', 'limitation-of-liability', 'force-majeure']);
const shieldsOnlyOther = (e: Evidence | undefined): boolean =>
  !!e?.side && e.side.otherSupplies && !e.side.selfSupplies && !e.side.selfIndemnifies;

/**
 * Protections for the party who receives the work: ownership of what is made for it, cover behind
 * the other side's liability, express promises of quality. For the party who supplies, they are
 * duties it would take on.
 */
const SERVES_RECIPIENT = new Set(['ip-ownership-assignment', 'insurance', 'warranties']);
const selfOnlySupplies = (e: Evidence | undefined): boolean =>
  !!e?.side && e.side.selfSupplies && !e.side.otherSupplies;

export function findMissing(ctx: Ctx, extraRequired: string[] = [], evidence?: Evidence): MissingClause[] {
  const out: MissingClause[] = [];
  const want = [...new Set([...EXPECTED[ctx.contractType], ...extraRequired])];
  const headings = [...ctx.clauses.map((c) => c.heading ?? '').filter(Boolean), ...headingsInText(ctx.text)];
  for (const id of want) {
    // Data protection terms matter where the contract handles personal data at all.
    if (id === 'data-protection' && !PERSONAL_DATA.test(ctx.text)) continue;
    if (ctx.self && SHIELDS_PERFORMER.has(id) && !extraRequired.includes(id) && shieldsOnlyOther(evidence)) continue;
    if (ctx.self && SERVES_RECIPIENT.has(id) && !extraRequired.includes(id) && selfOnlySupplies(evidence)) continue;
    const present =
      (ALT[id] ?? [id]).some((x) => evidence?.detected.has(x)) ||
      (HEADED[id] ? headings.some((h) => HEADED[id]!.test(h)) : false) ||
      (evidence && READ[id] ? READ[id]!(evidence.read) : false) ||
      hasCategory(ctx, ...(ALT[id] ?? [id])) ||
      (id === 'governing-law' && !!ctx.facts.governingLaw) ||
      (id === 'force-majeure' && EXCUSE_BEYOND_CONTROL.test(ctx.text)) ||
      (id === 'dispute-resolution' && FORUM_CLAUSE.test(ctx.text)) ||
      (id === 'ip-ownership-assignment' && IP_OWNED.test(ctx.text)) ||
      (id === 'term' && !!(ctx.facts.expiration || ctx.facts.initialTerm)) ||
      // A cloud or SaaS agreement grants a right to access and use the service rather than a licence.
      (id === 'license-grant' && (ACCESS_GRANT.test(ctx.text) || LICENSES_TO.test(ctx.text)));
    if (present) continue;
    const [purpose, risk] = PURPOSE[id] ?? [
      `Covers ${categoryLabel(id).toLowerCase()}.`,
      'The matter is left to default law.',
    ];
    const who = ctx.self ? ` For ${ctx.selfName}: ${risk.charAt(0).toLowerCase()}${risk.slice(1)}` : ` ${risk}`;
    out.push({
      clause_name: categoryLabel(id),
      typical_purpose: purpose,
      risk_of_omission: who.trim(),
      category: id,
      ...(extraRequired.includes(id) ? { playbook_violation: true } : {}),
    });
  }
  return out;
}
