/** Cue patterns (see ../cues.ts for the scoring): Restrictive covenants: most-favoured nation, non-compete, exclusivity, non-solicitation, carve-outs, non-disparagement. */
import { r, type CategoryCues } from './define';

export const RESTRICTIVE_CUES: readonly CategoryCues[] = [
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
];
