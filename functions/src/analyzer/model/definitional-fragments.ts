/**
 * Pieces of wording several definitional patterns (definitional-patterns.ts) share: what makes a
 * termination right one for cause, a minimum that is denied, the events of a change of control. Each is
 * regular-expression source, spliced into a pattern, in the same flattened text the patterns read.
 */

/**
 * What makes a termination right one for cause, an event (a change of control included), a mutual act or
 * insurance cover rather than a right to end the contract at will, when said in the same clause (between
 * the last ".", ";" or ":" and the match, or after it up to the next).
 */
const CAUSE =
  '(?:breach\\w*|default\\w*|insolv\\w*|bankrupt\\w*|fail\\w*|cure[sd]?|renew\\w*|non-renewal|with cause|for cause|if|in the event|in case|occurrence|due to|surviv\\w*|change (?:of|in) control|coverage|(?:upon|after|following|on) (?:the )?(?:expiration or )?terminat\\w*)';
// The look-behind runs only where the word it guards starts (a look-ahead first), not at every position.
export const noCauseBefore = (word: string) => `\\b(?=${word})(?<!\\b${CAUSE}\\b[^.;:]{0,1000})`;
// Checked from the guarded word to the clause's end, so a cause inside the match counts too.
export const NO_CAUSE_AFTER =
  `(?![^.;]{0,1000}\\b${CAUSE}\\b)` +
  // Ending by both sides' agreement is not a unilateral right ("may be terminated at any time by
  // mutual written agreement"); checked near the word only, so that a right on notice further on in
  // the clause still counts.
  `(?!\\w*\\b[^.;]{0,50}?\\b(?:by|upon|with|on) (?:the )?(?:mutual |written |joint ){0,3}(?:agreement|consent)\\b|\\w*\\b[^.;]{0,50}?\\bagreement in writing)`;

// A minimum the clause says there is none of.
export const NOT_A_MINIMUM = '(?<!\\b(?:no|not|without)\\b[^.;]{0,40})';

// The events of a change of control in the CUAD definition: a merger, a sale of (substantially) all
// assets or stock, an acquisition of control, a change in ownership or management.
export const CONTROL_EVENT =
  '\\b(?:merger (?:or consolidation )?(?:of|with|by|into)|consolidation (?:of|with)|(?:acquisition|acquired) (?:of (?:all|substantially|a majority|control|more than|(?:its|the) (?:stock|shares|assets|business|company))|by)|(?:sale|transfer|disposition) of all or (?:substantially|a majority of|a substantial portion of) (?:all )?(?:of )?(?:its |the )?(?:assets|stock|shares|business)|substantially all (?:of )?(?:its |the )?(?:assets|stock|business) (?:of|are)|(?:substantial )?change (?:in|of) (?:the )?(?:ownership|management|control)|changes? (?:in )?its legal structure)\\b';
