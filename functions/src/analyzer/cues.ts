/**
 * Weighted cue patterns per taxonomy category. A clause scores the sum of the weights of the cues
 * that match its heading (h) or body (b), minus negative cues (n); it gets the category when the
 * score reaches `min` (default 4). Heading cues weigh more because drafters name what they mean.
 * All patterns are case-insensitive, unanchored and free of nested quantifiers (linear time).
 */
import type { CategoryCues } from './cues/define';
import { TERM_LAW_CUES } from './cues/term-law';
import { RESTRICTIVE_CUES } from './cues/restrictive';
import { TERMINATION_TRANSFER_CUES } from './cues/termination-transfer';
import { COMMERCIAL_CUES } from './cues/commercial';
import { IP_LICENSE_CUES } from './cues/ip-license';
import { LIABILITY_CUES } from './cues/liability';
import { GENERAL_CUES } from './cues/general';

export type { Cue, CategoryCues } from './cues/define';

/** Every category's cues, one family per file under cues/. Order does not affect results (classify sorts). */
export const CUES: readonly CategoryCues[] = [
  ...TERM_LAW_CUES,
  ...RESTRICTIVE_CUES,
  ...TERMINATION_TRANSFER_CUES,
  ...COMMERCIAL_CUES,
  ...IP_LICENSE_CUES,
  ...LIABILITY_CUES,
  ...GENERAL_CUES,
];
