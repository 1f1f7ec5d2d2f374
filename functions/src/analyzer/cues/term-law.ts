/** Cue patterns (see ../cues.ts for the scoring): Governing law, disputes, term, renewal, expiration and effective dates. */
import { r, type CategoryCues } from './define';

export const TERM_LAW_CUES: readonly CategoryCues[] = [
  {
    id: 'governing-law',
    k: ['law'],
    h: [[r('governing law|choice of law|applicable law'), 5]],
    b: [
      [
        r(
          'governed by,? (?:and (?:construed|interpreted) in accordance with,? )?the (?:internal |substantive |domestic )?laws? of',
        ),
        5,
      ],
      [
        r('(?:construed|interpreted) (?:in accordance with|under) the (?:internal |substantive |domestic )?laws? of'),
        4,
      ],
      // "shall be governed under the laws of", "interpreted, construed, governed, and enforced according to the laws of".
      [
        r(
          'governed (?:according to|in accordance with|under) the (?:internal |substantive )?laws? of|(?:(?:construed|interpreted|governed),? (?:and )?){1,3}enforced (?:according to|in accordance with|under|by) the (?:internal |substantive )?laws? of',
        ),
        5,
      ],
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
];
