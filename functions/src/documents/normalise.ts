/**
 * Text normalisation shared by every extractor, so DOCX, text-layer PDF and OCR output look alike:
 * Unicode NFC, ligatures and odd spaces unfolded, control characters dropped, trailing spaces
 * trimmed, and at most one blank line between paragraphs. Every pattern is linear in the text: a
 * pattern ending in `$` only starts where a run of spaces starts (the look-behinds), so a line of
 * 40,000 spaces followed by a letter is one failed attempt, not 40,000 (TRAILING_SPACES below).
 */
const LIGATURES: Record<string, string> = { ﬀ: 'ff', ﬁ: 'fi', ﬂ: 'fl', ﬃ: 'ffi', ﬄ: 'ffl', ﬅ: 'st', ﬆ: 'st' };

export function normaliseText(text: string): string {
  return (
    text
      .normalize('NFC')
      .replace(/[\ufb00-\ufb06]/g, (c) => LIGATURES[c] ?? c)
      .replace(/\r\n?/g, '\n')
      .replace(/[\u00a0\u2000-\u200a\u202f\u205f\u3000]/g, ' ')
      .replace(/\u200b|\u200c|\u200d|\u2060|\ufeff|\u00ad/g, '')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
      .replace(TRAILING_SPACES, '')
      .replace(/\n{3,}/g, '\n\n')
      .replace(EDGES, '')
  );
}

/** Spaces and tabs ending a line, matched from the start of their run only. */
export const TRAILING_SPACES = /(?<![ \t])[ \t]+$/gm;
/**
 * A text of whitespace only, newlines opening the text, and whitespace ending it (the latter matched
 * from the start of its run only).
 */
export const EDGES = /^\s+$|^\n+|(?<!\s)\s+$/g;
/** A blank line (a whitespace run holding two or more newlines), each newline tried once. */
export const BLANK_LINE = /\n(?:[^\S\n]*\n)+/;
