/**
 * A playbook or a set of instructions split into its statements, however it is written: one rule
 * a line, several on a line separated by semicolons or sentences, numbered or bulleted lists
 * (including the numbers and bullets a Word document's lists become in extracted text), and
 * headings that give the statements under them their topic ("Liability:" then "- at least 12
 * months of fees"). Nothing is dropped: every statement that is not a heading or a comment is
 * returned and later answered as met, violated or not checkable.
 */

export interface Statement {
  /** The statement as the user wrote it (list marker removed). */
  text: string;
  source: 'playbook' | 'instructions';
  /** The heading or "Topic:" it sits under, when there is one ("Liability"). */
  context?: string;
}

/** "-", "*", "•", "●" (Word bullets), "1.", "1)", "(a)", "a.", "iv)", "1.2", "Rule 3:", "Step 2 -". */
const MARKER =
  /^\s*(?:[-*•●◦▪▫■□‣⁃○·–—>]+|\(?(?:\d{1,3}(?:\.\d{1,3})*|[a-z]|[ivx]{1,5})[.)]|\(\d{1,3}\)|(?:rule|item|step|point|no\.?)\s*\d{1,3}\s*[:.)-]|\d{1,3}(?:\.\d{1,3})+)\s+/i;

const COMMENT = /^\s*(?:\/\/|#(?!#)\s|#$)/;
const MARKDOWN_HEADING = /^\s*#{1,6}\s+/;
const SEPARATOR = /^\s*[-=*_~]{3,}\s*$/;

/** A sentence that only introduces what follows ("Our positions are as follows."). */
const PREAMBLE =
  /^(?:(?:our|the|these|this|we)\b[\w\s',-]{0,60}\b(?:as\s+follows|the\s+following|below|set\s+out\s+(?:here|below))|(?:the\s+)?following\s+(?:rules|positions|requirements)\s+apply)\s*[.:]?$/i;

/** Words that make a line a position rather than a heading. */
const POSITION =
  /\b(?:no|not|never|only|must|should|shall|will|always|require[sd]?|prohibit\w*|accept\w*|avoid|reject|allow\w*|at\s+(?:least|most)|minimum|maximum|max|min|mutual|cap(?:ped)?|limit(?:ed)?|law|laws|governed|courts?|focus|check|flag|review|pay|net|days?|months?|years?|\d)\b|[$€£%≥≤<>]/i;

/** Abbreviations whose full stop does not end a sentence. */
const ABBREV =
  /\b(?:e\.g|i\.e|etc|inc|ltd|llc|co|corp|no|nos|vs|v|st|mr|mrs|ms|dr|sec|art|para|approx|incl|min|max|u\.s|n\.y|u\.k|cf)\.$/i;

/** Splits one line into sentences and semicolon parts, never inside parentheses or quotes. */
export function splitParts(line: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quote = false;
  let start = 0;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (ch === '(' || ch === '[') depth++;
    else if ((ch === ')' || ch === ']') && depth > 0) depth--;
    else if (ch === '"' || ch === '“' || ch === '”') quote = ch === '"' ? !quote : ch === '“';
    if (depth > 0 || quote) continue;
    const end =
      ch === ';' ||
      ((ch === '.' || ch === '!' || ch === '?') &&
        /^\s+["“(]?[A-Z0-9]/.test(line.slice(i + 1)) &&
        !ABBREV.test(line.slice(Math.max(0, i - 6), i + 1)) &&
        !/\b[A-Z]\.$/.test(line.slice(Math.max(0, i - 2), i + 1)));
    if (!end) continue;
    out.push(line.slice(start, ch === ';' ? i : i + 1));
    start = i + 1;
  }
  out.push(line.slice(start));
  return out.map((p) => p.trim()).filter((p) => p && !/^[.;,!?]+$/.test(p));
}

/**
 * "Liability" (a short line with no position in it), "Liability cap:" (a topic ending in a colon)
 * or a markdown heading; whether it heads anything is decided by the lines after it.
 */
function headingOf(line: string): string | undefined {
  const t = line.replace(MARKDOWN_HEADING, '').trim();
  if (MARKDOWN_HEADING.test(line) || (/:$/.test(t) && t.split(/\s+/).length <= 6)) return t.replace(/:$/, '');
  const words = t.replace(/:$/, '').split(/\s+/);
  if (words.length > 6 || /[.;!?]$/.test(t)) return undefined;
  if (words.length > 1 && POSITION.test(t.replace(/:$/, ''))) return undefined;
  return t.replace(/:$/, '');
}

/** "Liability: capped at 12 months; no indemnity" → "Liability" is the topic of every part. */
function keyOf(part: string): string | undefined {
  const m = /^([A-Za-z][\w\s&/'’-]{1,40}?)\s*:\s+\S/.exec(part);
  return m && m[1]!.split(/\s+/).length <= 5 ? m[1]!.trim() : undefined;
}

interface Line {
  text: string;
  indent: number;
  marked: boolean;
}

function linesOf(content: string): Line[] {
  const out: Line[] = [];
  for (const raw of content.replace(/\r\n?/g, '\n').split('\n')) {
    if (!raw.trim() || SEPARATOR.test(raw) || COMMENT.test(raw)) continue;
    const indent = /^\s*/.exec(raw)![0].replace(/\t/g, '    ').length;
    const marked = MARKER.test(raw);
    const text = raw.replace(MARKER, '').trim();
    const prev = out[out.length - 1];
    // A hard-wrapped line (no marker, lower-case start, after a long unfinished line) continues it.
    if (
      prev &&
      !marked &&
      !MARKDOWN_HEADING.test(raw) &&
      /^[a-z(]/.test(text) &&
      prev.text.length >= 60 &&
      !/[.;:!?]$/.test(prev.text) &&
      !keyOf(text)
    ) {
      prev.text = `${prev.text} ${text}`;
      continue;
    }
    out.push({ text: MARKDOWN_HEADING.test(raw) ? raw.trim() : text, indent, marked });
  }
  return out;
}

/** The statements of a playbook or of instructions, in order. */
export function splitStatements(content: string | null | undefined, source: Statement['source']): Statement[] {
  const lines = linesOf(content ?? '');
  const out: Statement[] = [];
  // The headings in force: each with the indentation it was written at.
  const headings: { text: string; indent: number }[] = [];
  lines.forEach((line, i) => {
    const next = lines[i + 1];
    const heading = headingOf(line.text);
    // A heading heads something: the next line is indented under it, is a list item, or it ends with a colon.
    const heads =
      heading !== undefined &&
      !!next &&
      (next.indent > line.indent ||
        (next.marked && !line.marked) ||
        /:$/.test(line.text) ||
        MARKDOWN_HEADING.test(line.text) ||
        i === 0);
    // A heading's block ends at a line written further left, or at the next heading at its level.
    while (
      headings.length &&
      (headings[headings.length - 1]!.indent > line.indent ||
        (heads && headings[headings.length - 1]!.indent >= line.indent))
    )
      headings.pop();
    if (heads) {
      headings.push({ text: heading, indent: line.indent });
      return;
    }
    const context = headings.length ? headings[headings.length - 1]!.text : undefined;
    let key: string | undefined;
    for (const part of splitParts(line.text)) {
      const own = keyOf(part);
      if (PREAMBLE.test(part)) continue;
      const ctx = own ? undefined : (key ?? context);
      out.push({ text: part, source, ...(ctx ? { context: ctx } : {}) });
      key ??= own;
    }
  });
  return out;
}
