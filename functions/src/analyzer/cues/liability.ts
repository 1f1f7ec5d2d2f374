/** Cue patterns (see ../cues.ts for the scoring): Liability caps and carve-outs, liquidated damages, warranties, insurance, covenants not to sue, third-party beneficiaries, indemnities. */
import { r, type CategoryCues } from './define';

export const LIABILITY_CUES: readonly CategoryCues[] = [
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
];
