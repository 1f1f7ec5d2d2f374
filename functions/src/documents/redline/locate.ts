/**
 * Finding a quoted passage in the contract text. Quotes from a model or a person differ from the
 * document in typography only (curly or straight quotes, dash kinds, runs of spaces and line breaks),
 * so both sides are folded the same way before matching; the answer is in the text's own offsets.
 * A passage found more than once is ambiguous and never guessed.
 */
export interface Folded {
  s: string;
  /** Offset in the unfolded text of each folded character. */
  at: number[];
}

const QUOTES: Record<string, string> = {
  '‘': "'",
  '’': "'",
  '‚': "'",
  '′': "'",
  '“': '"',
  '”': '"',
  '„': '"',
  '″': '"',
};
const DASHES = /[\u2010-\u2015\u2212]/;

export function foldChar(c: string): string {
  if (QUOTES[c]) return QUOTES[c];
  if (DASHES.test(c)) return '-';
  return c;
}

export function fold(text: string): Folded {
  let s = '';
  const at: number[] = [];
  let inSpace = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (/\s/.test(c)) {
      if (!inSpace) {
        s += ' ';
        at.push(i);
      }
      inSpace = true;
      continue;
    }
    inSpace = false;
    s += foldChar(c);
    at.push(i);
  }
  return { s, at };
}

export type Located = { start: number; end: number } | { problem: 'not-found' | 'ambiguous' };

/** Where `needle` is in the text whose fold is `folded`; `text.length` closes the last span. */
export function locate(folded: Folded, textLength: number, needle: string): Located {
  const n = fold(needle.trim()).s;
  if (n === '') return { problem: 'not-found' };
  const first = folded.s.indexOf(n);
  if (first < 0) return { problem: 'not-found' };
  if (folded.s.indexOf(n, first + 1) >= 0) return { problem: 'ambiguous' };
  const lastFolded = first + n.length - 1;
  const end = lastFolded + 1 < folded.at.length ? folded.at[lastFolded + 1]! : textLength;
  // A folded space stands for a whole run of whitespace: end right after the passage's last character.
  return { start: folded.at[first]!, end: Math.min(end, folded.at[lastFolded]! + 1) };
}
