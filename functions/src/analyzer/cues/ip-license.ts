/** Cue patterns (see ../cues.ts for the scoring): IP ownership and licences, source-code escrow, post-termination services, audit rights. */
import { r, type CategoryCues } from './define';

export const IP_LICENSE_CUES: readonly CategoryCues[] = [
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
];
