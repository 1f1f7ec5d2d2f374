/** Cue patterns (see ../cues.ts for the scoring): Termination rights, first refusal/offer, change of control and assignment. */
import { r, type CategoryCues } from './define';

export const TERMINATION_TRANSFER_CUES: readonly CategoryCues[] = [
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
      // "written notice of Termination for Cause", "may terminate this Agreement for cause".
      [r('terminat(?:e|ion|ed)(?: (?:this|the) agreement)? for cause'), 3],
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
];
