/** Cue patterns (see ../cues.ts for the scoring): Commercial terms: revenue/profit sharing, price restrictions, minimum commitments, volume caps. */
import { r, type CategoryCues } from './define';

export const COMMERCIAL_CUES: readonly CategoryCues[] = [
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
];
