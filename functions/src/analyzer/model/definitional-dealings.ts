/**
 * The definitional patterns (see definitional-patterns.ts) of the categories about a party's dealings
 * with others: licences to or from affiliates, restrictions and their exceptions, volume and price
 * limits, non-solicits, non-disparagement, covenants not to sue, first rights, most-favoured terms and
 * third-party beneficiaries.
 */

const r = (s: string) => new RegExp(s, 'i');

export const DEALINGS: Readonly<Record<string, readonly RegExp[]>> = {
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
    r(
      '\\bgrants?\\b[^.;]{0,80}\\bto\\b[^.;]{0,40}\\b(?:and|or) (?:(?:its|their|each of its) (?:respective )?(?:affiliates|subsidiaries)\\b|the members of the \\w+ group\\b)',
    ),
    // "may extend the rights granted herein to register, import, ... and sell to its Affiliates", "the right
    // to grant sublicenses to Related Companies".
    r(
      '\\b(?:sub-?licen[cs]e\\w*|extend)\\b[^.;]{0,160}\\bto\\b[^.;]{0,30}\\b(?:affiliates?|subsidiar(?:y|ies)|related compan(?:y|ies))\\b',
    ),
    // "for the purpose of allowing Bank of America and its affiliates to use the Software".
    r(
      '\\b(?:allow|allowing|permit|permitting|enable|enabling)\\b[^.;]{0,40}\\b(?:and|or) (?:its|their) (?:affiliates|subsidiaries)\\b[^.;]{0,20}\\bto (?:use|access|exercise|receive|practi[cs]e)\\b',
    ),
    r(
      '\\b(?:affiliates|subsidiaries) (?:of (?:licensee|customer|distributor|company)\\b[^.;]{0,30})?(?:may|shall be entitled to|are permitted to) (?:use|exercise|access)',
    ),
  ],
  // "Exceptions or carve-outs to non-compete, exclusivity and no-solicit of customers."
  'competitive-restriction-exception': [
    // "nothing in this Agreement shall prevent Customer from manufacturing ..."
    r(
      '\\bnothing (?:in|contained in|herein)\\b[^.;]{0,80}\\b(?:shall|will|is intended to) (?:be (?:deemed|construed|interpreted) to )?(?:prevent|prohibit|restrict|preclude|limit)\\b[^.;]{0,80}\\bfrom (?:\\w+ )?(?:develop|manufactur|market|sell|distribut|commerciali[sz]|compet|engag|offer|provid|acquir|invest|own|hold|purchas|solicit|enter|grant|suppl|respond|display|advertis|endors|appear|perform|licens|operat|conduct)\\w*',
    ),
    // "the foregoing does not prevent Conformis from granting ...", "this Section 5.8 shall not restrict ..."
    r(
      '\\b(?:the foregoing|this (?:section|article|paragraph|provision)\\b[^.;]{0,20})[^.;]{0,20}\\b(?:shall|will|does|do) not (?:be deemed to )?(?:prevent|prohibit|restrict|preclude|limit)\\b[^.;]{0,60}\\bfrom (?:\\w+ )?(?:develop|manufactur|market|sell|distribut|commerciali[sz]|compet|engag|offer|provid|acquir|invest|own|hold|purchas|solicit|enter|grant|suppl|respond|display|advertis|endors|appear|perform|licens|operat|conduct)\\w*',
    ),
    r(
      '\\b(?:the foregoing|this (?:section|article|paragraph|provision)\\b[^.;]{0,20})[^.;]{0,20}\\b(?:shall|will|does|do) not (?:be deemed to )?apply to (?:any )?(?:agreements?|activit|business|products?|services?|acquisition)',
    ),
    // The passive-investment carve-out of a non-compete: "ownership of no more than 1% of the outstanding
    // voting stock of a publicly traded corporation" (a small stake, not a control threshold of 50%).
    r(
      '\\b(?:own\\w*|hold\\w*|investment)\\b[^.;]{0,60}\\b(?:less than|not more than|no more than|up to|not exceeding) (?:\\w+ )?(?:[1-5](?:_\\d+)?%|\\(?[1-5]%?\\)? ?percent|(?:one|two|three|four|five)\\b[^.;]{0,8}(?:percent|%))[^.;]{0,100}\\b(?:outstanding|publicly[- ]traded|listed|stock|shares|securities|equity)',
    ),
    // "the restrictions set forth in this Section 2.3 shall not apply to ...", "These exclusivity
    // obligations will not limit Smith's right to appear ...".
    r(
      '\\b(?:restrictions?|covenants?|exclusivity|prohibitions?)\\b[^.;]{0,80}\\b(?:shall|will|does|do) not (?:be deemed to )?(?:apply|prevent|prohibit|restrict|preclude|limit)',
    ),
    r('\\bin no event shall (?:the|such|any) (?:restrictions?|covenants?|limitations?)\\b[^.;]{0,80}\\bapply'),
    // "notwithstanding the grant of exclusivity ..., Team shall have the right to ..."
    r(
      '\\bnotwithstanding\\b[^.;]{0,80}\\b(?:exclusiv\\w*|non-?compet\\w*|non-?solicit\\w*|restrictions?|covenants?)\\b[^.;]{0,160}\\b(?:shall|will|may) (?:have the right|be (?:permitted|entitled|free|allowed)|retain|continue)',
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
    // A price that may not go up: "the prices listed in Exhibit A shall not be increased", "agrees not to
    // increase its Maintenance Fees". Not a cap on an amount ("counsel's fees shall not exceed $50,000"),
    // nor a security's exercise price.
    r(
      '\\b(?<!\\b(?:exercise|conversion|strike) )(?:prices?|pricing|fees?|rates?|charges?)\\b[^.;]{0,60}\\b(?:shall|will|may) not (?:be )?(?:increased?|raised?)\\b',
    ),
    r('\\b(?:not|no) (?:to )?(?:increase|raise)\\b[^.;]{0,40}\\b(?:prices?|pricing|fees?|rates?|charges?)'),
    // A limit on how much or how often a price may rise: "rates may not increase by more than ten
    // percent", "future increases to the Maintenance Fee shall not exceed", "increase ... only once per year".
    r(
      '\\b(?:prices?|pricing|fees?|rates?|charges?)\\b[^.;]{0,60}\\bincreas\\w*\\b[^.;]{0,80}\\b(?:not (?:to )?exceed|no more than|not more than|more than \\S+ (?:\\(\\d+%?\\) )?(?:percent|%)|only once|once (?:per|a|in any) (?:year|calendar year|contract year))',
    ),
    r(
      '\\bincreas\\w*\\b[^.;]{0,40}\\b(?:prices?|pricing|fees?|rates?|charges?)\\b[^.;]{0,60}\\b(?:(?:shall|will|may) )?(?:not (?:to )?exceed|no more than|not more than|more than \\S+ (?:\\(\\d+%?\\) )?(?:percent|%)|only once|once (?:per|a|in any) (?:year|calendar year|contract year))',
    ),
    // "subject to adjustments ... not to exceed 5%"
    r('\\b(?:adjust\\w*|increas\\w*|chang\\w*)\\b[^.;]{0,60}\\bnot (?:to )?exceed\\b[^.;]{0,25}(?:percent|%)'),
    r(
      '\\b(?:prices?|fees?|rates?)\\b[^.;]{0,40}\\b(?:may|shall|will) (?:only be|be) (?:adjusted|increased|changed) only\\b',
    ),
  ],
  // "A party may not solicit or contract with the counterparty's customers or partners."
  'no-solicit-of-customers': [
    // Not the other side's staff ("shall not solicit any employee of ... any ISA Client"), not a help
    // desk ("contact customer service").
    r(
      '\\b(?:not|no|never)\\b[^.;]{0,60}\\b(?:solicit\\w*|contact|call on|divert\\w*|entic\\w*|induc\\w*|interfer\\w*|market\\w* (?:any )?(?:services|products) to)\\b(?:(?!employees? of)[^.;]){0,80}\\b(?:customers?|clients?|subscribers?|accounts?|distributors?|suppliers?|members?|users?)\\b(?! (?:service|support|care)\\b)',
    ),
    r(
      '\\bnot\\b[^.;]{0,40}\\b(?:sell|market|offer)\\b[^.;]{0,40}\\bdirectly to\\b[^.;]{0,40}\\b(?:customers?|end[- ]users?|clients?)',
    ),
  ],
  'no-solicit-of-employees': [
    r(
      '\\b(?:not|neither|nor)\\b[^.;]{0,160}\\b(?:solicit\\w*|hire|recruit\\w*|induce|entice|employ)\\b[^.;]{0,100}\\b(?:employees?|employed|personnel|staff)\\b',
    ),
    r(
      '\\bno[- ]hire\\b|\\bnon-?solicitation of (?:employees|personnel|staff)|\\bsolicit\\w* for (?:hire|employment)\\b',
    ),
  ],
  'non-disparagement': [
    // Not how a licensee may use marks ("not to use the Marks in any manner that is disparaging"), nor
    // "Non-Disparagement" as a title or "comment in a non-disparaging manner".
    r('\\b(?=disparag)(?<!non-? ?)(?<!\\b(?:use|used|using)\\b[^.;]{0,100}\\bmanner\\b[^.;]{0,60})disparag'),
    r('\\b(?:negative|derogatory|defamatory)\\b[^.;]{0,40}\\b(?:statements?|comments?|remarks?)'),
    // Conduct that harms the other's name: "conduct which Company ... deems detrimental to Company's image
    // or reputation", "any action ... which could result in an adverse impact on XC ... and the goodwill".
    r('\\b(?:detrimental|harmful|adverse impact)\\b[^.;]{0,60}\\b(?:image|reputation|goodwill)\\b'),
  ],
  // "Restricted from contesting the counterparty's IP or bringing a claim against it."
  'covenant-not-to-sue': [
    r(
      '\\b(?:not|neither|nor|no way|no time|never)\\b[^.;]{0,120}\\b(?:contest|challenge|attack|oppose|dispute|impugn)\\w*\\b[^.;]{0,120}\\b(?:validity|ownership|title|enforceab\\w+|registrations?|marks|trademarks?|patents?)\\b',
    ),
    // A challenge as the event that ends the licence ("may terminate ... if Licensee ... challenge the
    // validity or enforceability of ... the Licensed Patents"): the covenant in the form of a sanction.
    r(
      '\\bterminat\\w*\\b[^.;]{0,160}\\b(?:challenges?|contests?|opposes?|disputes?)\\b[^.;]{0,40}\\b(?:validity|enforceability|ownership)\\b',
    ),
    // "will not institute any proceedings with respect to the trademarks", "shall not have any claim against"
    r(
      '\\b(?:not|never)\\b[^.;]{0,60}\\b(?:institute|bring|commence)\\w*\\b[^.;]{0,40}\\b(?:proceedings?|actions?|suits?)\\b[^.;]{0,80}\\b(?:trademarks?|marks|patents?|validity|ownership)\\b|\\bnot have any claims? (?:against|towards)\\b',
    ),
    // "agrees that it will not ... assert or claim any interest in ... or do anything that may adversely
    // affect the validity", "will not acquire any interest in any of the Trademarked Material".
    r(
      '\\bnot\\b[^.;]{0,80}\\b(?:assert|claim|acquire)\\w*\\b[^.;]{0,30}\\bany (?:right,? title (?:or|and) )?(?:interest|ownership|rights?)\\b[^.;]{0,10}\\bin\\b|\\b(?:do|take) any(?:thing| act| action)\\b[^.;]{0,60}\\baffect\\w*\\b[^.;]{0,20}\\bvalidity\\b',
    ),
    r(
      '\\bnot\\b[^.;]{0,40}\\b(?:take any action|do anything|do any act)\\b[^.;]{0,30}\\binconsistent with\\b[^.;]{0,40}\\b(?:ownership|rights?|title)',
    ),
    r(
      '\\b(?:shall|will|agrees? (?:that it )?(?:shall|will)?) not\\b[^.;]{0,40}\\b(?:contest|challenge|attack|oppose)\\w*\\b[^.;]{0,100}\\b(?:validity|ownership|title|enforceab\\w+|registration)',
    ),
    // A promise not to sue, not "a settlement, covenant not to sue or consent" listed in a representation,
    // nor the promise not to assert that a court lacks jurisdiction.
    r(
      '^(?!.*\\b(?:jurisdiction|venue|forum)\\b).*(?:(?<!\\b(?:any|a|the|or|and)\\s)(?<!,\\s)\\b(?:covenants?|agrees?|undertakes?) not to (?:sue|assert|bring)\\b|\\b(?:shall|will) not (?:sue|assert)\\b[^.;]{0,60}\\b(?:claim|action|patent|infringement))',
    ),
  ],
  'rofr-rofo-rofn': [
    r('\\bright of first (?:refusal|offer|negotiation)|\\bfirst right (?:of|to)\\b'),
    r('\\b(?:shall|will) (?:first )?(?:offer|notify)\\b[^.;]{0,100}\\bbefore\\b[^.;]{0,60}\\b(?:third part|any other)'),
    r('\\bexclusive (?:negotiation|right to negotiate)|\\b(?:match|equal) (?:the|such|any) (?:offer|terms)\\b'),
    // The same right in other words: "will offer Distributor the first opportunity to become ...", "has
    // the preferential right to continue", "an optional prior right ... to purchase", "shall first offer".
    r(
      '\\b(?:granted|have|has|given|offer \\w+) (?:a |the )?first (?:opportunity|option)\\b|\\bpreferential right\\b|\\boptional prior right\\b|\\b(?:shall|will) first offer\\b',
    ),
  ],
  'most-favored-nation': [
    // Not "the most favorable rate of withholding tax under applicable Law".
    r('\\bmost[- ]favou?r(?:ed|able)\\b(?! rate of withholding| (?:withholding|tax)\\b)'),
    // Terms at least as good as those given to others: the comparison is what makes it most-favoured
    // ("treated no less favorably than any other distributor", "no less favorable than those prices").
    // Not an offer of employment "on terms no less favourable" to staff who transfer with the work.
    r(
      '\\b(?=no|not|at|as)(?<!\\bemploy\\w*\\b[^.;]{0,300})(?:(?:no|not) less favou?rabl[ey]|(?:at least )?as favou?rabl[ey] as)\\b[^.;]{0,120}\\b(?:any(?: of)?\\b[^.;]{0,30}\\b(?:customers?|licensees?|resellers?|distributors?|purchasers?|clients?)|any other|other (?:customers?|licensees?|resellers?|distributors?|purchasers?|clients?)|(?:similarly|equivalently) situated|third part|than (?:those|that|the) (?:prices?|terms|rates?|pricing)\\b)',
    ),
    r('\\b(?:lower|better) (?:prices?|rates?|terms)\\b[^.;]{0,60}\\b(?:any other|third part|other customers?)'),
    r(
      '\\b(?:more favou?rable|lower|better)\\b[^.;]{0,60}\\bthan (?:those|that|the (?:prices?|terms|rates?)|(?:were|was|is|are) (?:offered|charged|granted|provided|given|extended))\\b[^.;]{0,20}\\b(?:offered|charged|granted|provided|given|extended|to)\\b',
    ),
    r('\\b(?:obtain|receive|offer\\w*|grant\\w*)\\b[^.;]{0,20}\\bmore favou?rable (?:terms|prices?|pricing|rates?)\\b'),
    // "no greater than the lowest price per unit charged by BLI to any similarly situated customer"
    r(
      '\\blowest (?:prices?|rates?|fees?|pricing|price per unit|per unit price)\\b[^.;]{0,80}\\b(?:charged|offered|granted|provided|given|extended|sells?|available)\\b',
    ),
  ],
  // Only a beneficiary named as one: the usual "no third-party beneficiaries" clause is the opposite.
  'third-party-beneficiary': [
    r(
      '\\b(?:is|are|be|being)\\s(?:deemed\\s)?(?:to be\\s)?(?:an?\\s)?(?:(?:express(?:ly)?|direct|intended|specific|and|designated|the)\\s){0,4}third[- ]party (?:\\w+ )?beneficiar',
    ),
    // Not "No third party may enforce any term", "... any third party, and only the Parties may enforce".
    r(
      '(?<!\\bno )\\bthird[- ]part(?:y|ies)\\b(?:(?!\\b(?:not|only|no)\\b)[^.;]){0,60}\\b(?:may|shall be entitled to|has the right to|have the right to) enforce',
    ),
  ],
};
