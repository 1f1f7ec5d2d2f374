/**
 * Cue features: which hand-written patterns a text matches, as named features the clause model
 * weighs like any word. Two sources:
 *  - the rule engine's own cue tables (cues/*.ts), one feature per matched pattern;
 *  - the patterns below, written from the CUAD category definitions (what each category asks, not
 *    how one contract words it), for the categories whose clauses share few words across contracts
 *    (a handful of labelled contracts each is too few for word n-grams alone).
 * A pattern is evidence, not a verdict: training decides per category how much each one counts,
 * and cross-validation shows whether it helps. Every pattern is bounded (no nested quantifiers).
 */
import { CUES } from '../cues';
import type { Unit } from './units';

const r = (s: string) => new RegExp(s, 'i');

/** CUAD definitions, paraphrased, and patterns for the wording that answers them. */
const DEFINITIONAL: Readonly<Record<string, readonly RegExp[]>> = {
  // "A license grant by affiliates of the licensor or that includes IP of the licensor's affiliates."
  'affiliate-license-licensor': [
    r(
      '(?:licensor|company|supplier|owner|grantor)\\b[^.;]{0,20}\\band (?:its|their) (?:affiliates|subsidiaries)\\b[^.;]{0,80}\\bgrants?\\b',
    ),
    r(
      '\\b(?:owned|controlled|licensable)\\b[^.;]{0,40}\\bby\\b[^.;]{0,40}\\b(?:or|and) (?:any of )?(?:its|their) (?:affiliates|subsidiaries)',
    ),
    r('\\bcause (?:its|each of its) (?:affiliates|subsidiaries) to (?:grant|license)'),
  ],
  // "A license grant to a licensee and the affiliates of such licensee."
  'affiliate-license-licensee': [
    r('\\bgrants?\\b[^.;]{0,80}\\bto\\b[^.;]{0,40}\\band (?:its|their) (?:affiliates|subsidiaries)\\b'),
    r('\\b(?:sub-?licen[cs]e|extend)\\b[^.;]{0,60}\\bto (?:any of )?(?:its|their) (?:affiliates|subsidiaries)\\b'),
    r(
      '\\b(?:affiliates|subsidiaries) (?:of (?:licensee|customer|distributor|company)\\b[^.;]{0,30})?(?:may|shall be entitled to|are permitted to) (?:use|exercise|access)',
    ),
  ],
  // "Exceptions or carve-outs to non-compete, exclusivity and no-solicit of customers."
  'competitive-restriction-exception': [
    r(
      '\\b(?:notwithstanding|nothing in)\\b[^.]{0,160}\\b(?:shall|will) (?:not )?(?:be deemed to )?(?:prevent|prohibit|restrict|preclude)\\b[^.]{0,160}\\b(?:compet\\w*|exclusiv\\w*|solicit\\w*|similar (?:products?|services?)|develop\\w*|market\\w*|sell\\w*)',
    ),
    r(
      '\\b(?:exclusiv|non-?compet|non-?solicit)\\w*\\b[^.]{0,80}\\b(?:shall not apply|does not apply|will not apply)\\b',
    ),
  ],
  // "A fee increase or consent requirement if a party's use exceeds a threshold."
  'volume-restriction': [
    r(
      '\\b(?:in excess of|exceeds?|exceeding|more than|above)\\b[^.;]{0,60}\\b(?:users?|seats?|units?|copies|installations?|transactions?|volume|quantit\\w+|forecast|capacity|minutes|calls)\\b',
    ),
    r(
      '\\b(?:maximum|up to|no more than|not more than)\\b[^.;]{0,40}\\b(?:users?|seats?|copies|installations?|units?|sites?|devices?)\\b',
    ),
    r(
      '\\badditional (?:fees?|charges?|licen[cs]e fees?)\\b[^.;]{0,80}\\b(?:exceed|excess|additional (?:users?|units?|copies))',
    ),
  ],
  // "A restriction on the ability of a party to raise or reduce prices."
  'price-restrictions': [
    r(
      '\\b(?:prices?|fees?|rates?|charges?)\\b[^.;]{0,60}\\b(?:shall|will|may) not (?:be )?(?:increase|raise|change|exceed|adjust)',
    ),
    r('\\b(?:not|no) (?:to )?(?:increase|raise)\\b[^.;]{0,40}\\b(?:prices?|fees?|rates?|charges?)'),
    r('\\b(?:prices?|fees?|rates?)\\b[^.;]{0,40}\\b(?:fixed|firm|held constant|remain (?:unchanged|in effect))\\b'),
    r(
      '\\bprice (?:protection|increases? (?:shall|will|may) not)|\\bincrease[^.;]{0,40}\\bnot (?:to )?exceed\\b[^.;]{0,40}(?:percent|%|cpi|consumer price)',
    ),
  ],
  // "A party may not solicit or contract with the counterparty's customers or partners."
  'no-solicit-of-customers': [
    r(
      '\\b(?:solicit|contact|call on|divert|entice|induce)\\w*\\b[^.;]{0,80}\\b(?:customers?|clients?|members?|subscribers?|accounts?|users?|distributors?|suppliers?)\\b',
    ),
    r(
      '\\bnot\\b[^.;]{0,40}\\b(?:sell|market|offer)\\b[^.;]{0,40}\\bdirectly to\\b[^.;]{0,40}\\b(?:customers?|end[- ]users?|clients?)',
    ),
  ],
  'no-solicit-of-employees': [
    r(
      '\\bnot\\b[^.;]{0,60}\\b(?:solicit|hire|recruit|induce|entice)\\w*\\b[^.;]{0,100}\\b(?:employees?|personnel|staff)\\b',
    ),
    r('\\bno[- ]hire\\b|\\bnon-?solicitation of (?:employees|personnel|staff)'),
  ],
  'non-disparagement': [
    r('\\bdisparag'),
    r('\\b(?:negative|derogatory|defamatory)\\b[^.;]{0,40}\\b(?:statements?|comments?|remarks?)'),
  ],
  // "Restricted from contesting the counterparty's IP or bringing a claim against it."
  'covenant-not-to-sue': [
    r(
      '\\b(?:shall|will|agrees? (?:that it )?(?:shall|will)?) not\\b[^.;]{0,40}\\b(?:contest|challenge|attack|oppose)\\w*\\b[^.;]{0,100}\\b(?:validity|ownership|title|enforceab\\w+|registration)',
    ),
    r(
      '\\bcovenants? not to (?:sue|assert|bring)|\\bnot to (?:sue|assert)\\b|\\b(?:shall|will) not (?:sue|assert)\\b[^.;]{0,60}\\b(?:claim|action|patent|infringement)',
    ),
  ],
  'rofr-rofo-rofn': [
    r('\\bright of first (?:refusal|offer|negotiation)|\\bfirst right (?:of|to)\\b'),
    r('\\b(?:shall|will) (?:first )?(?:offer|notify)\\b[^.;]{0,100}\\bbefore\\b[^.;]{0,60}\\b(?:third part|any other)'),
    r('\\bexclusive (?:negotiation|right to negotiate)|\\b(?:match|equal) (?:the|such|any) (?:offer|terms)\\b'),
  ],
  'most-favored-nation': [
    r('\\bmost[- ]favou?red\\b'),
    r('\\b(?:no|not) less favou?rable\\b|\\bas favou?rable as\\b|\\bat least as favou?rable\\b'),
    r('\\b(?:lower|better) (?:prices?|rates?|terms)\\b[^.;]{0,60}\\b(?:any other|third part|other customers?)'),
  ],
  'third-party-beneficiary': [
    r('\\bthird[- ]party beneficiar'),
    r(
      '\\bno (?:person|third party|one) other than the parties\\b|\\bconfer\\b[^.;]{0,60}\\b(?:rights?|benefits?|remed\\w+)\\b[^.;]{0,60}\\b(?:person|third)',
    ),
  ],
  'source-code-escrow': [r('\\bescrow\\b'), r('\\bsource code\\b[^.;]{0,80}\\b(?:deposit|release|escrow)')],
  'liquidated-damages': [
    r('\\bliquidated damages\\b'),
    r('\\b(?:not|and not) (?:as )?a penalty\\b|\\bgenuine pre-?estimate\\b'),
  ],
  'post-termination-services': [
    r(
      '\\b(?:after|following|upon|survive)\\w*\\b[^.;]{0,40}\\b(?:termination|expiration|expiry)\\b[^.;]{0,120}\\b(?:continue to|transition|wind[- ]down|sell[- ]off|inventory|return|support|deliver)',
    ),
    r('\\b(?:transition (?:services|period|assistance)|wind[- ]down period|sell[- ]off period)\\b'),
  ],
  'warranty-duration': [
    r(
      '\\bwarrant\\w*\\b[^.;]{0,100}\\bfor (?:a period of )?\\S+ (?:\\(\\d+\\) )?(?:days?|months?|years?)\\b|\\bwarranty period\\b',
    ),
  ],
  'minimum-commitment': [
    r(
      '\\bminimum (?:purchase|order|annual|quarterly|monthly|quantity|commitment|volume|revenue|fee|royalt\\w*|amount|payment|sales)',
    ),
  ],
  // "Is a party's liability capped, e.g. at a sum or at the fees paid?"
  'cap-on-liability': [
    r(
      '\\b(?:aggregate|total|maximum|cumulative|entire)\\b[^.;]{0,30}\\bliabilit\\w*\\b[^.;]{0,160}\\b(?:exceed|limited to|not be more than|capped)',
    ),
    r('\\bin no event\\b[^.;]{0,80}\\bliabilit\\w*\\b[^.;]{0,160}\\bexceed'),
    r('\\bliabilit\\w*\\b[^.;]{0,80}\\b(?:is|are|shall be|will be) limited to\\b'),
  ],
  'uncapped-liability': [
    r(
      '\\b(?:shall|will) not (?:apply|limit)\\b[^.;]{0,120}\\b(?:indemnif|gross negligence|wilful|willful|confidential|infringement)',
    ),
    r('\\b(?:exclusions?|limitations?)\\b[^.;]{0,60}\\b(?:shall|will) not apply\\b'),
    r('\\bunlimited liabilit|\\bliabilit\\w*\\b[^.;]{0,60}\\bunlimited\\b'),
  ],
  'change-of-control': [
    r('\\bchange (?:of|in) control\\b'),
    r('\\b(?:merger|acquisition|consolidation|reorgani[sz]ation|sale of (?:all or )?substantially all)\\b'),
    r(
      '\\b(?:acquires?|acquisition of)\\b[^.;]{0,40}\\b(?:majority|fifty percent|50%|controlling interest|voting (?:stock|securities|power))',
    ),
  ],
  'non-compete': [
    r(
      '\\b(?:shall|will|may) not\\b[^.;]{0,80}\\b(?:compet\\w*|engage in|develop|market|distribute|sell)\\b[^.;]{0,80}\\b(?:competi\\w+|similar|same|like) (?:products?|services?|business)',
    ),
    // "shall not … engage in any business that competes with …": the definition's own words.
    r(
      '\\b(?:shall|will|may) not\\b[^.;]{0,80}\\b(?:engage|participate|be (?:engaged|involved|interested))\\b[^.;]{0,60}\\b(?:business|activit(?:y|ies)|enterprise)\\b[^.;]{0,30}\\bcompet(?:es?|ing|itive)\\b',
    ),
  ],
  exclusivity: [
    r(
      '\\bexclusive\\b[^.;]{0,40}\\b(?:distributor|supplier|provider|reseller|right|licen[cs]e|basis|agent|partner|manufacturer)',
    ),
    r(
      '\\b(?:shall|will) not\\b[^.;]{0,60}\\b(?:appoint|engage|purchase|license|authori[sz]e)\\b[^.;]{0,80}\\b(?:any other|third part|other (?:distributor|supplier|reseller))',
    ),
    r('\\b(?:solely|exclusively) (?:from|through|to|with)\\b'),
  ],
  'revenue-profit-sharing': [
    r(
      '\\broyalt(?:y|ies)\\b|\\brevenue shar|\\bprofit shar|\\b(?:percent(?:age)?|%) of (?:the )?(?:net |gross )?(?:sales|revenues?|receipts|profits?|income)',
    ),
  ],
  'joint-ip-ownership': [r('\\bjointly own|\\bjoint(?:ly)? (?:owned|ownership|inventions?|intellectual)|\\bco-?own')],
  'ip-ownership-assignment': [
    r(
      '\\b(?:hereby )?assigns?\\b[^.;]{0,80}\\b(?:all )?(?:right, title and interest|intellectual property|inventions?|work product|deliverables)',
    ),
    r(
      '\\b(?:shall|will) (?:be|become|remain) the (?:sole and )?(?:exclusive )?property of\\b|\\bwork(?:s)? made for hire\\b',
    ),
  ],
  'termination-for-convenience': [
    r(
      "\\bterminat\\w*\\b[^.;]{0,80}\\b(?:for (?:any|no) reason|for convenience|without cause|at (?:its|their) (?:sole )?(?:discretion|option|convenience)|at any time (?:by|upon|on|with) (?:giving )?(?:\\S+ )?(?:\\(\\d+\\) )?(?:days?'? |months?'? )?(?:prior )?(?:written )?notice)",
    ),
  ],
  'audit-rights': [r('\\b(?:audit|inspect|examine)\\w*\\b[^.;]{0,80}\\b(?:books|records|accounts|facilities)')],
  insurance: [r('\\binsurance\\b|\\binsured\\b|\\bpolicy limits?\\b')],
  'irrevocable-or-perpetual-license': [r('\\b(?:irrevocable|perpetual)\\b')],
  'unlimited-all-you-can-eat-license': [
    r('\\bunlimited (?:number|use|copies|users?|access|licen)|\\benterprise[- ]wide\\b'),
  ],
  'non-transferable-license': [
    r('\\bnon-?transferable\\b|\\bnon-?sub-?licensable\\b|\\bmay not (?:sub-?license|transfer)\\b'),
  ],
};

/** The cue feature names a text matches (heading cues read the heading, the rest the text). */
export function cueFeatureNames(text: string, heading = ''): string[] {
  const out: string[] = [];
  const lower = text.toLowerCase();
  const both = `${heading.toLowerCase()}\n${lower}`;
  for (const c of CUES) {
    if (c.k && !c.k.some((k) => both.includes(k))) continue;
    c.b?.forEach(([re], j) => {
      if (re.test(text)) out.push(`cb:${c.id}:${j}`);
    });
    if (heading)
      c.h?.forEach(([re], j) => {
        if (re.test(heading)) out.push(`ch:${c.id}:${j}`);
      });
  }
  for (const [id, res] of Object.entries(DEFINITIONAL))
    res.forEach((re, j) => {
      if (re.test(text)) out.push(`cd:${id}:${j}`);
    });
  return out;
}

/**
 * The units whose wording answers a category's definition (any of its definitional patterns), per
 * category: a rule verdict the detection may combine with the model (model.ts chooses per category,
 * by cross-validation, whether the two must agree, either suffices, or one alone decides).
 */
export function definitionalUnits(
  units: readonly Unit[],
  idsOfUnit: readonly (readonly string[])[],
): Map<string, Unit[]> {
  const out = new Map<string, Unit[]>();
  units.forEach((u, i) => {
    for (const id of idsOfUnit[i]!) {
      const list = out.get(id) ?? [];
      list.push(u);
      out.set(id, list);
    }
  });
  return out;
}

/** The categories whose definition a single clause's wording answers. */
export function definitionalIds(text: string): string[] {
  return Object.entries(DEFINITIONAL)
    .filter(([, res]) => res.some((re) => re.test(text)))
    .map(([id]) => id);
}

/** The categories of the definitional patterns among a text's cue feature names (no second regex pass). */
export function definitionalOf(names: readonly string[]): string[] {
  return [...new Set(names.filter((n) => n.startsWith('cd:')).map((n) => n.split(':')[1]!))];
}

/** The rule verdict for a single clause: the rule engine's cues or a definitional pattern. */
export function clauseRuleIds(classified: readonly { id: string }[], definitional: readonly string[]): Set<string> {
  return new Set([...classified.map((c) => c.id), ...definitional]);
}
