/**
 * The author name written on every tracked change and comment of ours in a Word file (the redline
 * and the answer to the other side's changes): the user's choice, checked the same way everywhere.
 */
import * as v from 'valibot';

/** The author written on every tracked change and comment unless the user names another. */
export const DEFAULT_REDLINE_AUTHOR = 'AI Reviewer';
export const REDLINE_AUTHOR_MAX = 80;
/** Letters of any script, digits, spaces and the punctuation of names and firms ("J. Smith (AI-assisted)"). */
const AUTHOR_CHARS = /^[\p{L}\p{M}\p{N} .,'’()&/@+_-]+$/u;

export const redlineAuthorMessages = {
  tooLong: `Author name cannot exceed ${REDLINE_AUTHOR_MAX} characters`,
  badChars: "Author name may only contain letters, numbers, spaces and . , ' ( ) & / @ + - _",
} as const;

/** The author field (preview dialog and server): blank means the default author. */
export const RedlineAuthorSchema = v.pipe(
  v.optional(v.nullable(v.string()), ''),
  v.transform((a) => (a ?? '').replace(/\s+/g, ' ').trim()),
  v.maxLength(REDLINE_AUTHOR_MAX, redlineAuthorMessages.tooLong),
  v.check((a) => a === '' || AUTHOR_CHARS.test(a), redlineAuthorMessages.badChars),
  v.transform((a) => a || DEFAULT_REDLINE_AUTHOR),
);
