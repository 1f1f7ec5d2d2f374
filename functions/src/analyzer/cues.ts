/**
 * Weighted cue patterns per taxonomy category. A clause scores the sum of the weights of the cues
 * that match its heading (h) or body (b), minus negative cues (n); it gets the category when the
 * score reaches `min` (default 4). Heading cues weigh more because drafters name what they mean.
 * All patterns are case-insensitive, unanchored and free of nested quantifiers (linear time).
 */
export type Cue = readonly [RegExp, number];
export interface CategoryCues {
  id: string;
  /** Cheap prefilter: lowercase substrings; the cues run only if one occurs in heading or body. */
  k?: string[];
  h?: Cue[];
  b?: Cue[];
  n?: Cue[];
  min?: number;
}

const r = (s: string) => new RegExp(s, 'i');

export const CUES: readonly CategoryCues[] = [
  {
    id: 'governing-law',
    k: ['law'],
    h: [[r('governing law|choice of law|applicable law'), 5]],
    b: [
      [
        r(
          'governed by,? (?:and (?:construed|interpreted) in accordance with,? )?the (?:internal |substantive )?laws? of',
        ),
        5,
      ],
      [r('(?:construed|interpreted) (?:in accordance with|under) the laws? of'), 4],
    ],
  },
  {
    id: 'dispute-resolution',
    k: ['arbitra', 'jurisdiction', 'venue', 'dispute', 'court', 'jury'],
    h: [[r('arbitration|dispute resolution|disputes|jurisdiction|venue|chosen courts'), 5]],
    b: [
      [
        r(
          'binding arbitration|arbitrat(?:ion|or)|exclusive jurisdiction|submit to the jurisdiction|venue for any|jury trial',
        ),
        4,
      ],
      [r('courts? (?:located )?in'), 2],
    ],
  },
  {
    id: 'renewal-term',
    k: ['renew', 'extend', 'extension'],
    h: [[r('renewal'), 4]],
    b: [
      [r('automatically (?:be )?(?:renew|extend)|auto-?renew'), 5],
      [r('(?:successive|additional|renewal) (?:terms?|periods?) of'), 3],
      [r('renew(?:al|ed)? (?:for|term)'), 2],
    ],
  },
  {
    id: 'notice-period-to-terminate-renewal',
    k: ['renew', 'expir', 'end'],
    b: [
      [r('(?:notice|notif\\w+) (?:of (?:its )?(?:intent|election) )?(?:not to|of non-?) ?renew'), 6],
      [
        r(
          'unless (?:either|a|one) party (?:gives|provides|notifies)[^.]{0,80}(?:prior to|before|in advance of) (?:the )?(?:end|expiration)',
        ),
        5,
      ],
    ],
  },
  {
    id: 'term',
    k: ['term', 'duration'],
    h: [[r('^(?:term|term of agreement|duration)\\b|term and termination|term of (?:this )?agreement'), 4]],
    b: [
      [
        r(
          '(?:this agreement|the term) (?:shall|will) (?:commence|begin|continue|remain in (?:full )?(?:force|effect))',
        ),
        3,
      ],
      [r('initial term'), 2],
    ],
  },
  {
    id: 'expiration-date',
    k: ['expir', 'terminat', 'end', 'term', 'force', 'effect'],
    b: [
      [r('(?:shall|will) (?:expire|terminate|end) (?:on|at)'), 4],
      [r('initial term of'), 3],
      [r('(?:remain|be) in (?:full )?(?:force|effect) (?:for|until)'), 3],
      [r('expir(?:e|ation) (?:date|of the (?:initial )?term)'), 2],
    ],
  },
  {
    id: 'effective-date',
    k: ['effective', 'commence'],
    b: [
      [r('effective (?:as of|date|on)'), 3],
      [r('(?:commence|commencement) (?:on|date)'), 2],
    ],
    min: 5,
  },
  {
    id: 'most-favored-nation',
    k: ['favo', 'mfn', 'better', 'lower'],
    h: [[r('most favou?red|mfn'), 6]],
    b: [
      [r('most favou?red (?:nation|customer|pricing)'), 6],
      [
        r(
          '(?:prices?|terms?) (?:no less|at least as) favou?rable (?:than|as) (?:those )?(?:offered|provided|granted|given) to',
        ),
        5,
      ],
      [r('(?:lower|better|more favou?rable) (?:prices?|terms) to any (?:other|third)'), 4],
    ],
  },
  {
    id: 'non-compete',
    k: ['compet', 'restrictive'],
    h: [[r('non-?compet|covenant not to compete|competing (?:products|business)|restrictive covenant'), 6]],
    b: [
      [
        r(
          '(?:shall|will|agrees? (?:that it )?(?:shall|will)?) not[^.]{0,60}\\b(?:compet|engage in (?:any )?(?:business|activit))',
        ),
        4,
      ],
      [r('competing products?|competitive products?|compete with'), 3],
      [r('non-?compet'), 4],
    ],
    n: [[r('competitive (?:bid|pric)'), 2]],
  },
  {
    id: 'exclusivity',
    k: ['exclusiv', 'only', 'sole', 'appoint', 'engage', 'purchase', 'sell'],
    h: [[r('exclusiv'), 5]],
    b: [
      [
        r(
          '(?:exclusive (?:distributor|supplier|provider|reseller|right|license|basis|dealing)|on an exclusive basis|sole (?:and exclusive )?(?:distributor|supplier|source))',
        ),
        4,
      ],
      [r('(?:shall|will) not (?:appoint|engage|purchase from|sell to)[^.]{0,60}(?:other|any third|additional)'), 4],
      [r('only (?:distributor|supplier|reseller)'), 4],
      [r('exclusively (?:from|through|to)'), 3],
    ],
    n: [
      [r('non-?exclusive'), 3],
      [r('exclusive (?:remedy|jurisdiction|venue|of (?:taxes|vat)|property)'), 3],
    ],
  },
  {
    id: 'no-solicit-of-customers',
    k: ['solicit'],
    b: [[r('solicit[^.]{0,80}\\b(?:customers?|clients?)'), 5]],
    h: [[r('non-?solicit'), 2]],
  },
  {
    id: 'competitive-restriction-exception',
    k: [
      'notwithstanding',
      'nothing in',
      'prevent',
      'prohibit',
      'restrict',
      'reserves',
      'may sell',
      'may license',
      'may appoint',
    ],
    b: [
      [r('(?:notwithstanding|nothing in this)[^.]{0,120}(?:compet|exclusiv|solicit)'), 4],
      [r('(?:shall|will) not (?:prevent|prohibit|restrict)[^.]{0,80}(?:from|compet)'), 3],
      [r('(?:reserves the right to|may) (?:sell|license|appoint)[^.]{0,80}(?:other|any)'), 2],
    ],
    min: 4,
  },
  {
    id: 'no-solicit-of-employees',
    k: ['solicit', 'hire', 'employ', 'recruit'],
    h: [[r('non-?solicit|no hire|no-?hire'), 3]],
    b: [[r('(?:solicit|hire|employ|recruit)[^.]{0,80}\\b(?:employees?|personnel|staff)\\b'), 5]],
    n: [[r('customers'), 1]],
  },
  { id: 'non-disparagement', k: ['disparag'], h: [[r('disparag'), 6]], b: [[r('disparag'), 5]] },
  {
    id: 'termination-for-convenience',
    k: ['terminat', 'cancel', 'convenience'],
    h: [[r('termination for convenience|convenience'), 5]],
    b: [
      [
        r(
          'terminate[^.]{0,80}(?:for (?:any|no) reason|for convenience|without cause|at any time (?:upon|by giving|with|on)|with or without cause)',
        ),
        5,
      ],
      [r('(?:may|can) (?:be )?(?:terminate[ds]?|cancel(?:l?ed)?)[^.]{0,40}at any time'), 4],
    ],
    n: [[r('for cause|material breach'), 1]],
  },
  {
    id: 'termination-for-cause',
    k: ['terminat', 'breach', 'cure', 'insolven', 'bankrupt', 'receiver', 'default'],
    h: [
      [
        r('termination(?: for (?:cause|breach|default))?$|termination for (?:cause|breach|default)|events? of default'),
        4,
      ],
    ],
    b: [
      [
        r(
          '(?:material(?:ly)? breach|fails? to cure|cure (?:such|the|any) breach|within \\S+ (?:\\(\\d+\\) )?days? (?:after|of) (?:written )?notice)',
        ),
        3,
      ],
      [r('terminat'), 1],
      [r('insolven|bankrupt|receiver'), 2],
    ],
  },
  {
    id: 'rofr-rofo-rofn',
    k: ['first', 'option'],
    h: [[r('first refusal|first offer|first negotiation'), 6]],
    b: [
      [
        r(
          'right of first (?:refusal|offer|negotiation)|first right to (?:negotiate|purchase|acquire)|option to (?:purchase|acquire)',
        ),
        6,
      ],
    ],
  },
  {
    id: 'change-of-control',
    k: ['control', 'merger', 'consolidation', 'acquisition', 'substantially all'],
    h: [[r('change (?:of|in) control'), 6]],
    b: [
      [r('change (?:of|in) control'), 5],
      [r('(?:merger|consolidation|acquisition|sale of (?:all or )?substantially all)'), 3],
    ],
  },
  {
    id: 'anti-assignment',
    k: ['assign', 'transfer'],
    h: [[r('assignment'), 2]],
    b: [
      [r('(?:not|no(?:r)?) (?:be )?(?:assign|transfer)\\w*[^.]{0,120}(?:without|prior written consent|consent of)'), 6],
      [r('(?:may|shall) not assign'), 5],
      [r('any (?:purported|attempted) assignment[^.]{0,60}(?:void|null)'), 4],
    ],
  },
  {
    id: 'assignment',
    k: ['assign', 'successor'],
    h: [[r('assignment|successors and assigns'), 4]],
    b: [[r('assign (?:this agreement|its rights)'), 2]],
  },
  {
    id: 'revenue-profit-sharing',
    k: ['royalt', 'revenue', 'profit', 'commission', 'percent', '%'],
    h: [[r('royalt|revenue shar|profit shar|commission'), 5]],
    b: [
      [
        r(
          'royalt(?:y|ies)|revenue shar|profit shar|percent(?:age)? of (?:net |gross )?(?:sales|revenue|receipts|profits?)|%\\)? of (?:all )?(?:net |gross )?(?:sales|revenue)',
        ),
        5,
      ],
      [r('commissions?'), 2],
    ],
  },
  {
    id: 'price-restrictions',
    k: ['price', 'pricing', 'fee', 'rate', 'discount'],
    b: [
      [r('(?:not|no) (?:increase|raise|change)[^.]{0,40}(?:price|fee|rate)'), 5],
      [r('price (?:protection|increase|decrease|adjustment)'), 3],
      [r('(?:may|reserves the right to) (?:modify|change|increase|adjust) (?:the )?(?:price|fees|rates|discount)'), 4],
    ],
    h: [[r('price|pricing'), 2]],
  },
  {
    id: 'minimum-commitment',
    k: ['minimum', 'at least', 'no less', 'not less'],
    h: [[r('minimum (?:purchase|order|commitment|volume|revenue)'), 6]],
    b: [
      [r('minimum (?:purchase|order|annual|quantity|commitment|volume|revenue|fee|royalt|amount)'), 4],
      [r('(?:shall|will|agrees? to) (?:purchase|order|buy)[^.]{0,40}(?:at least|no less than|not less than)'), 5],
    ],
    n: [[r('minimum (?:and/or )?standard lot'), 2]],
  },
  {
    id: 'volume-restriction',
    k: ['exceed', 'maximum', 'cap', 'limit'],
    b: [
      [r('(?:not|no) (?:to )?exceed[^.]{0,40}(?:units|users|licenses|copies|volume|quantity|seats)'), 4],
      [r('(?:maximum|cap(?:ped)?) (?:number of|on the number of) (?:users|units|licenses|copies|seats)'), 4],
      [r('usage (?:limit|cap)|license limits?'), 3],
    ],
  },
  {
    id: 'ip-ownership-assignment',
    k: ['assign', 'property', 'own', 'hire', 'vest', 'title', 'intellectual', 'invention'],
    h: [[r('ownership|intellectual property|work product|proprietary rights|inventions'), 3]],
    b: [
      [
        r(
          'hereby (?:irrevocably )?assigns?|(?:shall|will) (?:be|become|remain) the (?:sole and )?exclusive property of|(?:shall|will) own all (?:right|intellectual)|work(?:s)? made for hire|vest(?:s)? in',
        ),
        5,
      ],
      [r('right, title,? and interest'), 2],
    ],
    n: [[r('assigns? this agreement'), 3]],
  },
  {
    id: 'joint-ip-ownership',
    k: ['joint', 'co-own', 'coown'],
    b: [
      [
        r(
          'jointly own|joint(?:ly)? (?:owned|ownership)|joint (?:invention|intellectual property|patent|work product)|co-?own',
        ),
        6,
      ],
    ],
    h: [[r('joint'), 2]],
  },
  {
    id: 'license-grant',
    k: ['licens', 'licenc'],
    h: [[r('licen[cs]e grant|grant of (?:rights|license)|license'), 4]],
    b: [
      [r('hereby grants?[^.]{0,120}licen[cs]e|grants? (?:to )?\\S+(?: \\S+)? an? [^.]{0,80}licen[cs]e'), 6],
      [r('licen[cs]e to (?:use|make|sell|reproduce|distribute)'), 3],
    ],
  },
  {
    id: 'non-transferable-license',
    k: ['transfer', 'sublicens'],
    b: [
      [
        r(
          'non-?transferable|non-?sublicensable|not (?:be )?(?:transfer|sublicens)\\w*[^.]{0,40}licen[cs]e|may not (?:sublicense|transfer) (?:the|its|this) licen',
        ),
        6,
      ],
    ],
  },
  {
    id: 'affiliate-license-licensor',
    k: ['affiliate'],
    b: [
      [r('(?:licensor|its) affiliates?[^.]{0,60}(?:owned|controlled) (?:by|intellectual)'), 3],
      [r('licen[cs]e[^.]{0,80}(?:owned|controlled) by (?:licensor|\\S+)\\s*(?:or|and) its affiliates'), 5],
    ],
    min: 5,
  },
  {
    id: 'affiliate-license-licensee',
    k: ['affiliate', 'subsidiar'],
    b: [
      [
        r(
          'licen[cs]e[^.]{0,120}(?:to|for) (?:licensee|customer|\\S+) and its affiliates|(?:affiliates|subsidiaries) (?:of licensee|of customer)? ?(?:may|shall be entitled to) (?:use|exercise)|sublicense[^.]{0,60}(?:affiliates|subsidiar)',
        ),
        5,
      ],
    ],
  },
  {
    id: 'unlimited-all-you-can-eat-license',
    k: ['unlimited', 'enterprise', 'all-you-can-eat', 'number'],
    b: [
      [
        r(
          'unlimited (?:number of )?(?:users|copies|licen[cs]es|use|installations)|enterprise-?wide|all-you-can-eat|without (?:limitation as to|limit on) (?:the )?number',
        ),
        6,
      ],
    ],
  },
  {
    id: 'irrevocable-or-perpetual-license',
    k: ['irrevocable', 'perpetual'],
    b: [
      [
        r('(?:irrevocable|perpetual)[^.]{0,60}licen[cs]e|licen[cs]e[^.]{0,60}(?:irrevocable|perpetual|in perpetuity)'),
        6,
      ],
    ],
  },
  {
    id: 'source-code-escrow',
    k: ['escrow'],
    h: [[r('escrow'), 6]],
    b: [[r('source code escrow|escrow agent|escrow agreement|deposit[^.]{0,40}source code'), 6]],
  },
  {
    id: 'post-termination-services',
    k: ['expiration', 'termination', 'transition', 'wind'],
    h: [[r('effect of (?:expiration|termination)|transition|wind-?down|post-?termination'), 3]],
    b: [
      [
        r(
          '(?:after|following|upon) (?:the )?(?:expiration|termination)[^.]{0,120}(?:continue to (?:provide|support|sell|service)|transition (?:services|assistance)|wind[- ]down|sell off|sell-off)',
        ),
        6,
      ],
      [r('transition (?:services|assistance|period)'), 4],
    ],
  },
  {
    id: 'audit-rights',
    k: ['audit', 'inspect', 'examin', 'records'],
    h: [[r('audit|records|inspection'), 3]],
    b: [
      [r('(?:right to|may|shall be entitled to|permit\\w*)[^.]{0,40}(?:audit|inspect|examine)'), 5],
      [r('books and records|audit'), 2],
    ],
  },
  {
    id: 'uncapped-liability',
    k: ['liab', 'unlimited', 'cap', 'limit'],
    b: [
      [
        r(
          '(?:limitations?|cap|exclusions?)[^.]{0,80}(?:shall|will) not apply to[^.]{0,200}(?:indemnif|confidential|gross negligence|willful|wilful|fraud|infring)',
        ),
        6,
      ],
      [r('unlimited (?:liability|claims)|without limit(?:ation)? (?:as to|on) (?:amount|liability)'), 5],
      [
        r(
          'except (?:for|with respect to)[^.]{0,100}(?:indemnif|breach of (?:section|confidential)|gross negligence)[^.]{0,100}(?:in no event|liab)',
        ),
        4,
      ],
    ],
  },
  {
    id: 'cap-on-liability',
    k: ['liab', 'cap', 'claim', 'action'],
    h: [[r('limitation(?:s)? (?:of|on) liability|liability caps?|limit of liability'), 4]],
    b: [
      [
        r(
          '(?:total|aggregate|cumulative|entire|maximum)[^.]{0,40}liability[^.]{0,120}(?:shall|will)?[^.]{0,20}(?:not (?:exceed|be more than)|limited to|in excess of)',
        ),
        6,
      ],
      [r('(?:in no event|under no circumstances)[^.]{0,80}liab\\w*[^.]{0,60}(?:exceed|in excess)'), 6],
      [r('(?:general|increased) cap amount|liability cap'), 4],
      [r('(?:action|claim)s?[^.]{0,60}(?:must be|may be) (?:brought|commenced) within'), 4],
    ],
  },
  {
    id: 'limitation-of-liability',
    k: ['damage', 'liab', 'profit', 'loss', 'waiver', 'exclusion'],
    h: [[r('limitation(?:s)? (?:of|on) liability|damages waiver|exclusion of (?:damages|liability)'), 5]],
    b: [
      [r('(?:indirect|incidental|consequential|special|punitive|exemplary) (?:or [a-z]+ )?damages'), 4],
      [r('lost profits|loss of (?:profits|revenue|data)'), 2],
    ],
  },
  {
    id: 'liquidated-damages',
    k: ['liquidated', 'fee', 'penalty'],
    h: [[r('liquidated damages|termination fee|break-?up fee'), 6]],
    b: [
      [r('liquidated damages|termination fee|break-?up fee|early termination (?:fee|charge|payment)'), 6],
      [r('(?:not|is) a penalty'), 2],
    ],
  },
  {
    id: 'warranty-duration',
    k: ['warrant'],
    b: [
      [
        r(
          'warrant\\w*[^.]{0,120}(?:for a period of|period of)\\s+\\S+ ?(?:\\(\\d+\\) )?(?:days|months|years)|warranty period|for \\S+ (?:\\(\\d+\\) )?(?:days|months|years) (?:from|after) (?:the date of )?(?:delivery|shipment|acceptance|installation|purchase)',
        ),
        5,
      ],
    ],
    n: [[r('disclaim'), 1]],
  },
  {
    id: 'warranties',
    k: ['warrant', 'represent', 'as is', 'merchantab', 'fitness', 'disclaim'],
    h: [[r('warrant|representations'), 5]],
    b: [
      [
        r(
          'represents and warrants|warrants that|as is|disclaims? (?:all )?(?:other )?warrant|merchantability|fitness for a particular',
        ),
        4,
      ],
    ],
  },
  {
    id: 'insurance',
    k: ['insur'],
    h: [[r('insurance'), 6]],
    b: [
      [
        r(
          '(?:maintain|carry|procure)[^.]{0,80}insurance|insurance (?:coverage|policy|policies)|additional insured|general liability insurance',
        ),
        5,
      ],
    ],
  },
  {
    id: 'covenant-not-to-sue',
    k: ['sue', 'assert', 'bring', 'challenge', 'contest'],
    b: [
      [
        r(
          '(?:covenant|agree)s? not to (?:sue|assert|bring)|(?:shall|will) not (?:challenge|contest|dispute)[^.]{0,80}(?:validity|ownership|enforceability)|not to (?:challenge|contest)',
        ),
        6,
      ],
    ],
  },
  {
    id: 'third-party-beneficiary',
    k: ['beneficiar', 'third party', 'third-party', 'other than'],
    h: [[r('third[- ]party beneficiar'), 6]],
    b: [
      [r('third[- ]party beneficiar|intended beneficiar|rights (?:on|upon) any (?:person|third party) other than'), 5],
    ],
  },
  {
    id: 'indemnification',
    k: ['indemn', 'harmless', 'defend'],
    h: [[r('indemnif|indemnit|hold harmless'), 6]],
    b: [[r('indemnif\\w*|hold (?:\\w+ )?harmless|defend[^.]{0,40}against (?:any )?(?:claims|suits|actions)'), 5]],
    n: [[r('no (?:obligation|liability) to indemnify'), 1]],
  },
  {
    id: 'confidentiality',
    k: ['confiden', 'proprietary', 'disclos'],
    h: [[r('confidential|non-?disclosure|proprietary information'), 6]],
    b: [
      [
        r(
          'confidential information|proprietary information|(?:keep|hold|maintain)[^.]{0,40}(?:in )?(?:strict )?confiden',
        ),
        4,
      ],
      [r('(?:not|never) (?:to )?disclose'), 3],
    ],
  },
  {
    id: 'payment-terms',
    k: ['pay', 'fee', 'invoic', 'price', 'compensation', 'interest', 'late', 'net'],
    h: [[r('payment|fees|invoic|compensation|price'), 4]],
    b: [
      [r('(?:pay|paid|payable|due)[^.]{0,60}within \\S+ (?:\\(\\d+\\) )?days|net \\d+|invoice'), 4],
      [r('late (?:payment|charge|fee)|interest (?:at|on)[^.]{0,40}(?:per month|per annum|%)'), 3],
      [r('(?:fees?|prices?) (?:are|is|shall be) (?:exclusive of|payable)'), 3],
    ],
  },
  {
    id: 'data-protection',
    k: ['data', 'privacy', 'personal', 'gdpr', 'ccpa', 'security'],
    h: [[r('data protection|privacy|personal data|data security|information security'), 4]],
    b: [
      [
        r(
          'personal (?:data|information)|gdpr|ccpa|data protection (?:laws?|legislation)|data processing|data breach|security (?:incident|breach)',
        ),
        5,
      ],
    ],
  },
  {
    id: 'force-majeure',
    k: ['force majeure', 'god', 'beyond', 'control', 'excused'],
    h: [[r('force majeure|excused performance'), 6]],
    b: [[r('force majeure|acts? of god|beyond (?:its|their|the) reasonable control|causes beyond'), 5]],
  },
  {
    id: 'entire-agreement',
    k: ['entire', 'supersede', 'integration', 'only agreement', 'merger'],
    h: [[r('entire agreement|integration|merger clause'), 6]],
    b: [[r('entire (?:agreement|understanding)|supersedes? all (?:prior|previous)|only agreement between'), 5]],
  },
  {
    id: 'notices',
    k: ['notice'],
    h: [[r('^notices?\\b'), 6]],
    b: [
      [
        r(
          'notices?[^.]{0,80}(?:shall|will|must) be (?:in writing|given|sent|delivered)|deemed (?:given|received|delivered)',
        ),
        5,
      ],
    ],
  },
  {
    id: 'severability',
    k: ['severab', 'invalid', 'illegal', 'unenforceable'],
    h: [[r('severab'), 6]],
    b: [[r('(?:invalid|illegal|unenforceable)[^.]{0,120}(?:remaining|remainder|other) provisions|severab'), 5]],
  },
  {
    id: 'amendment-waiver',
    k: ['amend', 'modif', 'waive'],
    h: [[r('amendment|waiver|modification'), 4]],
    b: [
      [r('(?:amend\\w*|modif\\w*|waiver)[^.]{0,80}(?:in writing|signed by)'), 4],
      [r('no (?:failure|delay)[^.]{0,40}(?:operate as|constitute) a waiver'), 4],
    ],
  },
  {
    id: 'compliance-with-laws',
    k: ['compl', 'export', 'bribery', 'corrupt'],
    h: [[r('compliance|export|anti-?bribery|anti-?corruption'), 4]],
    b: [
      [
        r(
          'comply (?:with )?all (?:applicable )?laws|export (?:control|administration|laws)|foreign corrupt practices|anti-?bribery',
        ),
        4,
      ],
    ],
  },
  {
    id: 'intellectual-property',
    k: ['intellectual', 'trademark', 'patent', 'copyright', 'proprietary', 'reserv', 'retain'],
    h: [[r('intellectual property|trademarks?|proprietary rights|reservation of rights'), 4]],
    b: [
      [r('intellectual property rights|trademarks?|patents?|copyrights?'), 2],
      [r('reserves? all rights|retains? all right'), 3],
    ],
  },
  {
    id: 'independent-contractor',
    k: ['independent', 'relationship', 'agent', 'partner', 'joint venture'],
    h: [[r('independent contractor|relationship of the parties'), 6]],
    b: [
      [
        r(
          'independent contractors?|not (?:be deemed )?(?:agents|partners|joint venturers)|no (?:partnership|joint venture|agency)',
        ),
        5,
      ],
    ],
  },
  {
    id: 'service-levels',
    k: ['service level', 'support', 'sla', 'maintenance', 'uptime', 'availability', 'response time', 'credit'],
    h: [[r('service levels?|support|sla|maintenance'), 4]],
    b: [[r('service level|uptime|availability of \\d|response time|service credits?'), 5]],
  },
  {
    id: 'definitions',
    k: ['definition', 'mean'],
    h: [[r('^definitions?$|^definition of'), 6]],
    b: [[r('(?:shall )?means?\\b'), 1]],
    min: 6,
  },
];
