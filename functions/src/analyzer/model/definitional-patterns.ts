/**
 * The definitional patterns: wording written from the CUAD category definitions (what each category
 * asks, not how one contract words it), and the mere mentions that are features but never a verdict.
 * A pattern is evidence, not a verdict: training decides per category how much each one counts, and
 * cross-validation shows whether it helps. Every pattern is bounded (no nested quantifiers), and they
 * read text flattened by `matchable` (cue-features.ts): single spaces, "Section 2.1" as "2_1".
 */
import { CONTROL_EVENT, NO_CAUSE_AFTER, NOT_A_MINIMUM, noCauseBefore } from './definitional-fragments';
import { DEALINGS } from './definitional-dealings';

const r = (s: string) => new RegExp(s, 'i');

/**
 * CUAD definitions, paraphrased, and patterns for the wording that answers them (the categories of a
 * party's dealings with others are in definitional-dealings.ts).
 */
export const DEFINITIONAL: Readonly<Record<string, readonly RegExp[]>> = {
  ...DEALINGS,
  'source-code-escrow': [r('\\bescrow\\b'), r('\\bsource code\\b[^.;]{0,80}\\b(?:deposit|release|escrow)')],
  'liquidated-damages': [
    r('\\bliquidated damages\\b'),
    // "or a fee upon the termination of a contract (termination fee)", in the definition's words; not
    // "without any termination fee", nor the fee for cancelling an order (the contract goes on).
    r(
      '\\b(?=early|termination|break)(?<!\\b(?:no|not|without)\\b[^.;]{0,30})(?:(?:early )?termination (?:fee|charge|payment)s?|break-? ?up fee)\\b',
    ),
    r('\\b(?:not|and not) (?:as )?a penalty\\b|\\bgenuine pre-?estimate\\b'),
    // A sum fixed in advance for a shortfall: "a penalty of [*]% will be applied to that Work Center's
    // monthly total material cost".
    r('(?<!\\b(?:no|not|without)\\b[^.;]{0,30})\\ba penalty of\\b'),
  ],
  'post-termination-services': [
    r(
      '\\b(?:after|following|upon|survive)\\w*\\b[^.;]{0,40}\\b(?:termination|expiration|expiry)\\b[^.;]{0,120}\\b(?:continue to|transition|wind[- ]down|sell[- ]off|inventory|support)',
    ),
    r(
      '\\b(?:transition (?:services|period|assistance|plan)|termination assistance|wind[- ]down period|sell[- ]off period)\\b',
    ),
    // Work or rights that go on after the end: "Upon termination ..., Licensee shall be entitled to use",
    // "within sixty (60) days after the termination ..., Manufacturer shall prepare ... for shipment".
    r(
      '(?:\\b(?:upon|on|after|following)\\b[^.;]{0,40}\\b(?:termination|expiration|expiry|terminated)\\b|\\bif this agreement is terminated\\b|\\bin the event (?:of|that)\\b[^.;]{0,60}\\b(?:termination|expiration|terminated|terminates|expires)\\b)[^.;]{0,160}\\b(?:shall|will|may)\\b(?: \\w+ly)?(?: be entitled to| have the right to)? (?:continue|complete|fulfil|deliver|ship|provide|assist|purchase|sell|supply|use|render|facilitate|grant|transfer|cooperate|maintain|notify|unwind)\\w*\\b',
    ),
    // A duty that runs for a stated time after the end: "for a period of five (5) years after the
    // expiration or termination of this Agreement", "during the Term and for one (1) year thereafter"
    // (records kept, insurance held, rights used), but not a covenant or confidence that outlives the
    // contract, which has categories of its own.
    r(
      '^(?!.{0,2000}\\b(?:not|confidential\\w*|confidence|solicit\\w*|compet\\w*)\\b)(?=.{0,2000}?(?:\\b(?:for|during) (?:a period of |a further |an additional )?[^.;]{0,30}\\b(?:days?|weeks?|months?|years?)\\b\\)?[^.;]{0,12}\\b(?:after|following|from|beyond|subsequent to)\\b (?:the )?(?:date of )?(?:any )?(?:the )?(?:expiration|termination|expiry|end)\\b|\\b(?:term|agreement)\\b[^.;]{0,20}\\band (?:for )?(?:a period of )?[^.;]{0,30}\\b(?:days?|months?|years?)\\b\\)? thereafter\\b))',
    ),
  ],
  'warranty-duration': [
    // Not a stock warrant ("options and warrants with vesting continuing for 12 months").
    r(
      '(?<!\\b(?:options?|stock) and )\\bwarrant\\w*\\b[^.;]{0,100}\\bfor (?:a period of )?\\S+ (?:\\(\\d+\\) )?(?:days?|months?|years?)\\b|\\bwarranty period\\b',
    ),
    r(
      '(?<!\\b(?:options?|stock) and )\\bwarrant\\w*\\b[^.;]{0,100}\\b(?:extend|continue|remain)\\w*\\b[^.;]{0,30}\\bfor a period\\b|\\bwarranty term\\b',
    ),
    // The time allowed to claim for defective goods: "within seven (7) days of receipt ... of any defects".
    r(
      '^(?=.*\\b(?:defect\\w*|shortages?|non-?conform\\w*|discrepanc\\w*|damaged)\\b).*\\bwithin\\b[^.;]{0,40}\\b(?:days?|hours?|months?)\\b',
    ),
  ],
  'minimum-commitment': [
    // Not a minimum the clause denies ("there is no minimum amount of Gas that must be delivered",
    // "does not include a minimum annual royalty").
    r(
      `\\b(?=minimum)${NOT_A_MINIMUM}minimum (?:purchase|order|annual|quarterly|monthly|quantity|commitment|volume|revenue|fee|royalt\\w*|amount|payment|sales)`,
    ),
    r(
      `\\b(?=minimum)${NOT_A_MINIMUM}minimum\\b[^.;]{0,30}\\b(?:purchases?|orders?|quantit\\w*|volumes?|performance|lots?|goals?|targets?|requirements?|impressions)\\b|\\bguaranteed minimum\\b|\\b(?:a|the) minimum of\\b`,
    ),
    r('\\b(?:sales?|purchase|performance|annual|quarterly) (?:targets?|goals?|quotas?|milestones?)\\b'),
    // A floor on what a party delivers or spends: "Excite will deliver not less than [****] Impressions",
    // "Exact spending at least twelve million dollars"; not a notice period ("at least thirty days").
    r(
      '\\b(?:deliver|spend|invest)\\w*\\b[^.;]{0,20}\\b(?:not less than|no less than|at least)\\b(?![^.;]{0,40}\\b(?:days?|notice|hours?|weeks?)\\b)',
    ),
    r(
      '\\b(?:binding|firm) (?:commitment|obligation)\\b[^.;]{0,40}\\bto (?:purchase|buy|order)\\b|\\b(?:shall|will|agrees? to) (?:purchase|order|buy)\\b[^.;]{0,40}\\b(?:at least|no less than|not less than)\\b',
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
      '\\b(?:limitations?|exclusions?|liabilit\\w*|cap|foregoing)\\b[^.;]{0,60}\\b(?:shall|will) not (?:apply|limit)\\b[^.;]{0,120}\\b(?:indemnif|gross negligence|wilful|willful|confidential|infringement|fraud)',
    ),
    // Not a warranty's exclusions ("The warranty ... specifically excludes and does not apply to defects").
    r(
      '(?<!\\bwarrant\\w*\\b[^.;]{0,60})\\b(?:exclusions?|limitations?)\\b[^.;]{0,60}\\b(?:shall|will|does|do)(?:,? however,?)? not(?:,? however,?)? apply\\b',
    ),
    // Unlimited liability, not an "unlimited liability company" in a definition of "person".
    r(
      '\\bunlimited liabilit(?!y (?:compan|partnership|corporation))|\\bliabilit\\w*\\b[^.;]{0,60}\\bunlimited\\b(?! liability (?:compan|partnership|corporation))',
    ),
    // A carve-out from the limitation: "Except for its indemnification obligations, in no event shall
    // either party be liable for ..." (what is carved out is not limited). Not force majeure: "Except as
    // otherwise provided herein, neither Party shall be liable for its failure to perform ... beyond its
    // reasonable control" excuses a delay, it limits nothing.
    r(
      '\\bexcept\\b(?![^.]*\\b(?:beyond (?:its |the |their )?(?:reasonable )?control|force majeure|acts? of god)\\b)[^.]{0,250}\\b(?:in no event|neither party|under no circumstances|no party|total liability|maximum liability|aggregate liability|cumulative liability)\\b[^.]{0,120}\\b(?:liab\\w*|exceed|limited)',
    ),
    r(
      '\\bnothing in this\\b[^.;]{0,60}\\b(?:shall|will|is intended to)\\b[^.;]{0,30}\\blimit\\b[^.;]{0,80}\\b(?:indemnif\\w*|liabilit\\w*|damages)',
    ),
  ],
  'change-of-control': [
    r('\\bchange (?:of|in) control\\b'),
    // The definition's events as a ground to end the contract: "Licensor shall have the right to
    // terminate ... in the event of the merger or consolidation of Company", "upon the sale or transfer
    // of all or substantially all of the assets of Developer", "a substantial change in ownership".
    r(`\\bterminat\\w*\\b[^.;]{0,160}${CONTROL_EVENT}|${CONTROL_EVENT}[^.;]{0,160}\\bterminat`),
    // "a merger ... of Developer shall be considered a transfer ... prohibited hereunder".
    r(
      '\\b(?:merger|consolidation|sale of (?:its |the )?(?:stock|shares))\\b[^.;]{0,120}\\b(?:deemed|considered|constitutes?)\\b[^.;]{0,20}\\b(?:an? )?(?:assignment|transfer)\\b',
    ),
    r(
      '\\b(?:acquires?|acquisition of)\\b[^.;]{0,40}\\b(?:majority|fifty percent|50%|controlling interest|voting (?:stock|securities|power))',
    ),
    // Consent to assign turned on a merger: "may not be assigned ... (i) in connection with a merger, a
    // sale of all or substantially all of the assets", "the right to assign this Agreement in connection
    // with the merger or acquisition of such party".
    r(
      '\\bassign\\w*\\b[^.;]{0,100}\\b(?:in connection with|as part of|by way of)\\b[^.;]{0,20}\\b(?:a |the |any )?(?:merger|consolidation|acquisition|reorgani[sz]ation|sale of (?:all|substantially all))',
    ),
    // "If control of either party shall pass ...", "any material change in the organization, ownership,
    // management or control of the business of the Agent".
    r(
      '\\bcontrol of (?:either|such|the other|a|any) party\\b[^.;]{0,20}\\b(?:pass|transfer|change)\\w*|\\bchange in (?:the )?(?:[a-z]+, ){0,3}(?:[a-z]+ )?(?:or )?(?:ownership|control)\\b',
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
    // "shall not Commercialize ... any Competing Product", "... any product competitive with the Products",
    // "will not endorse ... any other product which is directly competitive to ESSI's products", "neither
    // HERC nor any of its affiliates shall ... engage in the business of renting cars".
    r(
      '\\b(?:(?:shall|will|may) not|agrees? not to|covenants? not to|neither\\b[^.;]{0,80}\\bshall)\\b[^.;]{0,220}\\b(?:compet(?:e|es|ing)\\b|competitive (?:with|to|business|products?|services?)|directly competitive|competitors? of|substantially similar)',
    ),
    r(
      '\\b(?:(?:shall|will|may) not|neither\\b[^.;]{0,80}\\bshall)\\b[^.;]{0,120}\\bdirectly or indirectly\\b[^.;]{0,100}\\b(?:engage|participate|be (?:engaged|involved|interested))\\b[^.;]{0,20}\\bin (?:the|any) business\\b',
    ),
    r('\\bnot (?:to )?compete\\b|\\bnon-?compet(?:e|ition) (?:period|covenants?|obligations?|restrictions?)\\b'),
  ],
  exclusivity: [
    // Not a non-exclusive grant ("non- exclusive" as PDF text breaks it too), not an exclusivity the
    // clause denies ("does not grant IAC an exclusive privilege", "shall not be considered ... exclusive
    // provider"), not exclusive ownership ("the exclusive holder of all right, title and interest").
    r(
      '(?<!non-?)(?<!non- )(?<!\\b(?:not|no)\\b[^.;]{0,60})(?<!\\bsole and )\\bexclusive\\b(?! (?:of any|owner|holder|legal right|rights and interests|property|benefit|authority|jurisdiction|remed))[^.;]{0,40}\\b(?:distributor|supplier|provider|reseller|right|licen[cs]e|basis|agent|partner|manufacturer|source)',
    ),
    // An exclusive appointment or grant in other words: "Agent's appointment shall be exclusive",
    // "agrees not to grant the right to use ... to anyone other than Company".
    r(
      '\\b(?:appointment|engagement|relationship|licen[cs]e|rights?) (?:hereunder |granted )?(?:shall be|is|are) exclusive\\b|\\bnot to grant\\b[^.;]{0,80}\\b(?:anyone|any (?:other )?(?:person|party|entity)|any third part\\w*) other than\\b',
    ),
    r(
      '\\b(?:the only|the sole) (?:distributor|supplier|provider|reseller|agent|licensee|partner|source)\\b|\\bnot (?:to )?appoint (?:any )?(?:additional|other)\\b|\\b(?:are|is|be) exclusive to\\b',
    ),
    r(
      // Not "shall not reduce or cancel purchase orders on any other Components", "shall not sub-license".
      '\\b(?:shall|will) not\\b[^.;]{0,60}\\b(?:appoint|engage|purchase(?! orders?)|(?<!-)license|authori[sz]e)\\b[^.;]{0,80}\\b(?:any other|third part|other (?:distributor|supplier|reseller))',
    ),
  ],
  'revenue-profit-sharing': [
    r(
      '\\broyalt(?:y|ies)\\b(?![- ](?:free|bearing))|\\brevenue shar|\\bprofit shar|\\b(?:percent(?:age)?|%) of (?:the )?(?:net |gross )?(?:sales|revenues?|receipts|profits?|income)',
    ),
    // "*****% of net revenue", "5% of all airtime renewal revenue" (a redacted rate has no word before "%").
    r(
      '(?:\\bper ?cent(?:age)?\\b|%)[^.;]{0,10}\\bof\\b[^.;]{0,40}\\b(?:sales|revenues?|receipts|profits?|income|proceeds)\\b',
    ),
    // "The parties will share equally all revenue", "net revenue ... will be distributed equally".
    r(
      '\\bshare[sd]?\\b[^.;]{0,40}\\b(?:revenues?|profits?|income|proceeds)\\b|\\b(?:revenues?|profits?|income|proceeds)\\b[^.;]{0,60}\\b(?:shared|divided|distributed|split)\\b',
    ),
  ],
  // Not a denial ("No Transferred Patent is jointly owned by SONY and any other Person").
  'joint-ip-ownership': [
    r(
      '\\b(?=joint|co-?own)(?<!\\b(?:no|not|nor)\\b[^.;]{0,40})(?:jointly own|joint(?:ly)? (?:owned|ownership|inventions?|intellectual|patents?|works?|technology|ip|know-how|results|developments?)\\b|co-?own)',
    ),
    // Made together: "works to be created jointly by the parties", "jointly developed".
    r(
      '\\b(?:developed|created|invented|conceived|made) jointly\\b|\\bjointly (?:developed|created|invented|conceived|made)\\b',
    ),
  ],
  'ip-ownership-assignment': [
    r(
      '\\b(?:hereby )?assigns?\\b[^.;]{0,120}\\b(?:all )?(?:(?:of its )?rights?,? title,? and interest|intellectual property|inventions?|work product|deliverables)',
    ),
    // What is made becomes someone's ("shall be the property of"); not what a party keeps ("Confidential
    // Information shall remain the property of Airspan"), which transfers nothing.
    r(
      '\\b(?:shall|will) (?:be|become) the (?:sole and )?(?:exclusive )?property of\\b|\\bworks? (?:made )?for hire\\b',
    ),
    // Rights in a mark or work handed over: "shall assign to Company ... any rights in the trademarks of
    // Company", "assign such rights, registrations, or applications"; not rights under the contract.
    r(
      '\\bassign\\w*\\b[^.;]{0,80}\\b(?:any|all|such)(?: of (?:its|their|his|her))? rights?,? (?:in\\b(?! (?:this|the) agreement)|registrations?\\b)',
    ),
  ],
  'termination-for-convenience': [
    // A right to terminate on notice alone: "may terminate this Agreement upon ninety (90) days written
    // notice". Not when the clause around it names a cause (breach, insolvency...), an event ("if",
    // "in the event of") or non-renewal, or when the ending is by agreement of both.
    r(
      `${noCauseBefore('terminat')}${NO_CAUSE_AFTER}terminat\\w*\\b[^.;]{0,120}?\\b(?:days?|months?|weeks?|\\*\\*\\*\\]?|reasonable)['’]?\\s(?:\\(\\d+\\)\\s)?(?:calendar\\s|business\\s)?(?:days?['’]?\\s)?(?:prior\\s|advance\\s)?(?:written\\s)?(?:notice|notification)`,
    ),
    // The same right with the notice stated without a period ("may terminate this Agreement upon prior
    // written notice") or the period after it ("must give written notice ... at least thirty (30) days prior").
    r(
      `${noCauseBefore('terminate|cancel')}${NO_CAUSE_AFTER}(?:terminate|cancel)\\b(?: this agreement| the agreement)?[^.;]{0,40}?\\b(?:upon|on|by|with)\\b (?:giving |delivering |providing )?(?:prior |advance )?(?:written )?notice`,
    ),
    r(
      `${noCauseBefore('wish')}${NO_CAUSE_AFTER}wish\\w* to (?:terminate|cancel)\\b[^.;]{0,60}\\bnotice\\b[^.;]{0,60}\\b(?:days?|months?)\\b`,
    ),
    // The definition's own words.
    r(
      '\\b(?:terminat|cancel)\\w*\\b[^.;]{0,80}\\b(?:for (?:its |their )?convenience|without cause|for any or no reason|for no reason|with or without cause|for non-cause)',
    ),
    // "at any time", "in its sole discretion", "for any reason": only as a party's right to end the
    // contract ("may terminate", "reserves the right to terminate"), not "in the event this Agreement
    // terminates for any reason", "upon termination for any reason, ... shall survive" or a clause
    // naming a cause.
    r(
      `${noCauseBefore('may|can|right to|entitled to|option to')}${NO_CAUSE_AFTER}(?:may|can|right to|entitled to|option to)\\s(?:\\w+\\s){0,2}?(?:be\\s)?(?:terminat|cancel)\\w*\\b[^.;]{0,80}\\b(?:for any reason|at (?:its|their|his|her) (?:sole )?(?:and absolute )?(?:discretion|option)|at any time)`,
    ),
  ],
  'audit-rights': [r('\\b(?:audit|inspect|examine)\\w*\\b[^.;]{0,80}\\b(?:books|records|accounts|facilities)')],
  insurance: [
    // An obligation to hold cover, not a mention of an insurance company or an insurance product.
    r(
      '\\b(?:maintain|obtain|carry|procure|purchase|keep)\\b[^.;]{0,80}\\b(?:insurance|coverage|insured)\\b|\\badditional(?:ly)? insureds?\\b|\\binsurance\\b[^.;]{0,60}\\b(?:in (?:an|the) amount|not less than|limits? of|per occurrence|certificates?)\\b',
    ),
  ],
  // A licence or right that cannot be revoked or does not end: in a sentence that grants or licenses
  // something, and not an irrevocable letter of credit, notice, instruction, proxy or power of attorney,
  // or perpetual preferred stock.
  'irrevocable-or-perpetual-license': [
    r(
      '^(?=.{0,2000}\\b(?:licen[cs]\\w*|sub-?licen[cs]\\w*|rights?|grant\\w*)\\b).{0,2000}?\\b(?:irrevocable|perpetual)\\b(?! (?:standby )?(?:letters? of|notices?|instructions?|tender|prox(?:y|ies)|power of attorney|preferred|non-cumulative))',
    ),
  ],
  // "The right to use, copy or access without a limit on users, copies, runs or calls": an unlimited
  // thing a party may use, not an unlimited period, liability or number of authorised shares.
  'unlimited-all-you-can-eat-license': [
    r(
      '\\bunlimited\\b(?! (?:period|time|duration|liabilit\\w*|amount|term|number of (?:common |preferred |ordinary )?shares)\\b)[^.;]{0,30}?\\b(?:number|use|usage|copies|users?|seats?|access|licen[cs]\\w*|rights?|runs|calls|calling|viewings?|exhibitions?|downloads?|installations?|sub-?licen\\w*|exercise|privileges?|reproductions?)\\b',
    ),
    r('\\benterprise[- ]wide\\b'),
  ],
  'non-transferable-license': [
    r('\\bnon-?transferr?able\\b|\\bnon-?sub-?licensable\\b|\\bmay not (?:sub-?license|transfer)\\b'),
    // The licence without the right to pass it on: "without the right to grant further sublicenses", "No
    // license ... includes the right to grant sublicenses".
    r(
      '\\bwithout the right to (?:grant )?(?:further )?sub-?licen[cs]es?\\b|\\bno licen[cs]e\\b[^.;]{0,80}\\bincludes? the right to (?:grant )?sub-?licen[cs]',
    ),
  ],
};

/**
 * Wording common to a category's clauses but too common elsewhere to be a verdict on its own (most
 * contracts mention insurance or a merger somewhere): features the model weighs, never definitional.
 */
export const MENTIONS: Readonly<Record<string, readonly RegExp[]>> = {
  insurance: [r('\\binsurance\\b|\\binsured\\b|\\bpolicy limits?\\b')],
  'change-of-control': [
    r('\\b(?:merger|acquisition|consolidation|reorgani[sz]ation|sale of (?:all or )?substantially all)\\b'),
  ],
  exclusivity: [r('\\b(?:solely|exclusively) (?:from|through|to|with)\\b')],
};
