/**
 * Compares the list labels of our DOCX text model with LibreOffice's text conversion, paragraph by
 * paragraph: each of our paragraphs is looked up in LibreOffice's lines (in order), and the label
 * LibreOffice prints before the same text must be ours. Pure, so it is unit-tested on its own.
 */
export interface LabelledParagraph {
  label: string;
  text: string;
}

export interface LabelComparison {
  /** Paragraphs found in LibreOffice's text with the same label. */
  matched: number;
  /** Same text, different label: "ours → LibreOffice: text". */
  mismatches: string[];
  /** Numbered paragraphs of ours whose text LibreOffice's output does not hold. */
  unmatchedNumbered: string[];
}

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
const isBullet = (label: string) => label !== '' && !/[0-9A-Za-z]/.test(label);
/** LibreOffice prints symbol-font bullets as their private-use code points. */
const sameLabel = (ours: string, theirs: string) =>
  ours === theirs || (isBullet(ours) && isBullet(theirs) && theirs.length <= 2);

const WINDOW = 400;

export function compareListLabels(ours: LabelledParagraph[], libreOfficeText: string): LabelComparison {
  const lines = libreOfficeText.split(/\r?\n/).map(squash);
  const result: LabelComparison = { matched: 0, mismatches: [], unmatchedNumbered: [] };
  let cursor = 0;
  for (const p of ours) {
    const text = squash(p.text);
    const label = squash(p.label);
    if (text === '') continue;
    const full = label ? `${label} ${text}` : text;
    const end = Math.min(lines.length, cursor + WINDOW);
    let found = -1;
    for (let k = cursor; k < end && found < 0; k++) if (lines[k] === full) found = k;
    if (found >= 0) {
      result.matched += 1;
      cursor = found + 1;
      continue;
    }
    // Same text under another label (or none)? Short texts only nearby, to avoid false matches.
    const reach = text.length < 15 ? Math.min(lines.length, cursor + 3) : end;
    for (let k = cursor; k < reach && found < 0; k++) {
      const line = lines[k]!;
      if (line.endsWith(text) && line.length - text.length <= 16) {
        const theirs = line.slice(0, line.length - text.length).trim();
        if (/^\S*$/.test(theirs)) found = k;
      }
    }
    if (found >= 0) {
      const line = lines[found]!;
      const theirs = line.slice(0, line.length - text.length).trim();
      if (sameLabel(label, theirs)) result.matched += 1;
      else result.mismatches.push(`"${label}" → "${theirs}": ${text.slice(0, 60)}`);
      cursor = found + 1;
    } else if (label) {
      result.unmatchedNumbered.push(`${label} ${text.slice(0, 60)}`);
    }
  }
  return result;
}
