/**
 * One pass over a content stream (a page's or a form's drawing operators, PDF 32000-1 7.8.2) that
 * counts its operators, lists the names it draws with Do and tells whether it shows text: what
 * pdf-limits.ts needs before pdf.js reads a page. Bytes are classed through a table and keywords
 * compared byte by byte, with no string made per token: a hostile page holds hundreds of thousands
 * of operators, and this pass runs on every page of every PDF uploaded.
 */

export interface ContentOperators {
  /** Keywords that are not numbers, names, strings or true/false/null, up to `stopAt`. */
  operators: number;
  /** The names drawn with Do (XObjects: forms or images), in order, as often as drawn. */
  drawnNames: string[];
  /** Whether a text-showing operator (Tj, TJ, ' or ") occurs: pdf.js reads text from no other. */
  showsText: boolean;
}

const REGULAR = 0;
const WHITE = 1;
const DELIMITER = 2;

/** Each byte's class (PDF 32000-1 7.2.2): white space, delimiter, or regular. */
const CLASS = new Uint8Array(256);
for (const c of [0x20, 0x0a, 0x0d, 0x09, 0x0c, 0x00]) CLASS[c] = WHITE;
for (const c of [0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]) CLASS[c] = DELIMITER;

/** Longest name kept for Do (XObject names are short; a longer one is cut, as it always was). */
const MAX_NAME = 127;

/**
 * The operators of a content stream and the names drawn with Do, in one pass; stops counting at
 * `stopAt`. Inline images (BI ... ID data EI) count as one operator.
 */
export function countOperators(data: Uint8Array, stopAt = Infinity): ContentOperators {
  let operators = 0;
  let showsText = false;
  const drawnNames: string[] = [];
  // The last /Name seen, as its byte range: made a string only when Do draws it.
  let nameStart = -1;
  let nameEnd = -1;
  let i = 0;
  const n = data.length;
  while (i < n && operators < stopAt) {
    const c = data[i]!;
    const kind = CLASS[c]!;
    if (kind === WHITE) {
      i++;
    } else if (kind === REGULAR) {
      const start = i;
      while (i < n && CLASS[data[i]!] === REGULAR) i++;
      // Numbers start with a digit, a sign or a point; everything else is a keyword.
      if ((c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2d || c === 0x2e) continue;
      const length = i - start;
      if (length === 4 && isWord(data, start, TRUE)) continue;
      if (length === 4 && isWord(data, start, NULL)) continue;
      if (length === 5 && isWord(data, start, FALSE)) continue;
      operators++;
      if (length === 1) {
        // ' and " show text (after moving to the next line).
        if (c === 0x27 || c === 0x22) showsText = true;
      } else if (length === 2) {
        const d = data[start + 1]!;
        if (c === 0x54 && (d === 0x6a || d === 0x4a)) {
          showsText = true; // Tj, TJ
        } else if (c === 0x44 && d === 0x6f) {
          // Do draws the name before it
          if (nameStart >= 0) drawnNames.push(String.fromCharCode(...data.subarray(nameStart, nameEnd)));
        } else if (c === 0x49 && d === 0x44) {
          // ID: inline image data runs to the EI keyword between white space.
          i++;
          while (
            i < n &&
            !(
              CLASS[data[i - 1]!] === WHITE &&
              data[i] === 0x45 &&
              data[i + 1] === 0x49 &&
              (i + 2 >= n || CLASS[data[i + 2]!] === WHITE)
            )
          )
            i++;
          i += 2;
        }
      }
    } else if (c === 0x2f) {
      // /Name
      const start = ++i;
      while (i < n && CLASS[data[i]!] === REGULAR) i++;
      nameStart = start;
      nameEnd = Math.min(i, start + MAX_NAME);
    } else if (c === 0x25) {
      // % comment to the end of the line
      while (i < n && data[i] !== 0x0a && data[i] !== 0x0d) i++;
    } else if (c === 0x28) {
      // (literal string), nested parentheses and backslash escapes
      let depth = 1;
      i++;
      while (i < n && depth > 0) {
        const d = data[i]!;
        if (d === 0x5c) i++;
        else if (d === 0x28) depth++;
        else if (d === 0x29) depth--;
        i++;
      }
    } else if (c === 0x3c && data[i + 1] === 0x3c) {
      i += 2;
    } else if (c === 0x3c) {
      // <hex string>
      while (i < n && data[i] !== 0x3e) i++;
      i++;
    } else {
      // > [ ] { } )
      i++;
    }
  }
  return { operators, drawnNames, showsText };
}

const TRUE = [0x74, 0x72, 0x75, 0x65];
const NULL = [0x6e, 0x75, 0x6c, 0x6c];
const FALSE = [0x66, 0x61, 0x6c, 0x73, 0x65];

function isWord(data: Uint8Array, at: number, word: readonly number[]): boolean {
  for (let k = 0; k < word.length; k++) if (data[at + k] !== word[k]) return false;
  return true;
}
