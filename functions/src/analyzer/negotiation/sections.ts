/**
 * Which section of the contract a passage sits in, for labelling a change ("Section 8.1 (Liability
 * Caps)") and for grouping changes and findings by article. Read from the clause numbers at the
 * start of paragraphs (typed, or as the extraction writes Word's list numbers); a passage before
 * the first numbered clause is in the preamble or cover page.
 */

export interface SectionInfo {
  /** "Section 8.1 (Liability Caps)", "Section 5.3(a) (Termination)", "Preamble". */
  label: string;
  /** The top-level number ("8"), or "" outside numbered clauses. */
  article: string;
  /** Where the section's paragraph starts. */
  start: number;
}

const NUMBERED = /^[ \t]*(?:(?:section|article|clause)\s+)?(\d{1,3}(?:\.\d{1,3})*|[IVXLC]{1,6})[.)]?[ \t]+(\S[^\n]*)/i;
const SUB = /^[ \t]*(\([a-z]{1,3}\)|\([ivx]{1,5}\))[ \t]+/i;

/** The heading words of a clause: up to the first full stop (short), or the first few words. */
function headingOf(rest: string): string {
  const stop = /^(.{2,80}?)\.(?:\s|$)/.exec(rest);
  if (stop && stop[1]!.split(/\s+/).length <= 8) return stop[1]!.trim();
  return '';
}

export class Sections {
  private readonly starts: number[] = [];
  private readonly infos: SectionInfo[] = [];

  constructor(text: string) {
    let parent: { number: string; heading: string } | undefined;
    for (let start = 0; start <= text.length;) {
      const end = text.indexOf('\n\n', start);
      const para = text.slice(start, end < 0 ? text.length : end);
      const numbered = NUMBERED.exec(para);
      const sub = SUB.exec(para);
      if (numbered && /\d/.test(numbered[1]!)) {
        const heading = headingOf(numbered[2]!);
        parent = { number: numbered[1]!, heading };
        this.add(start, `Section ${numbered[1]}${heading ? ` (${heading})` : ''}`, numbered[1]!.split('.')[0]!);
      } else if (sub && parent) {
        this.add(
          start,
          `Section ${parent.number}${sub[1]}${parent.heading ? ` (${parent.heading})` : ''}`,
          parent.number.split('.')[0]!,
        );
      }
      if (end < 0) break;
      start = end + 2;
    }
  }

  private add(start: number, label: string, article: string) {
    this.starts.push(start);
    this.infos.push({ label, article, start });
  }

  at(offset: number): SectionInfo {
    let lo = 0;
    let hi = this.starts.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (this.starts[mid]! <= offset) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found < 0 ? { label: 'Preamble', article: '', start: 0 } : this.infos[found]!;
  }

  /** Start and end of the article (top-level section) holding `offset`. */
  articleRange(offset: number, textLength: number): { start: number; end: number } | undefined {
    const here = this.at(offset);
    if (!here.article) return undefined;
    let start = here.start;
    let end = textLength;
    for (const info of this.infos) {
      if (info.start <= here.start && info.article === here.article && info.start < start) start = info.start;
      if (info.start > here.start && info.article !== here.article) {
        end = info.start;
        break;
      }
    }
    return { start, end };
  }

  /** Where the first numbered clause starts (the end of the preamble or cover page). */
  get firstStart(): number | undefined {
    return this.starts[0];
  }
}

/** The top-level number in a finding's clause reference ("Section 9.2 (…)" → "9"), or "". */
export function articleOfReference(reference: string): string {
  return /\b(?:section|article|clause)\s+(\d{1,3})/i.exec(reference)?.[1] ?? '';
}
