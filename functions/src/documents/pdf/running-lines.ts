/**
 * Running headers, footers and page numbers are page furniture, not contract text: quoted inside a
 * clause they read as noise ("INGRAM NETGEAR Distributor Agreement 11 083096 * Portions...") and
 * they split sentences that run across a page break. This pass removes, from the top and bottom
 * lines of each page only:
 *  - lines that repeat, word for word, on many pages ("Source: MORGAN STANLEY ..., 11/19/2019");
 *  - lines that are only a page number ("7", "- 7 -", "Page 7", "Page 7 of 38", "vii").
 * Only the first and last ZONE_LINES lines of a page are candidates, with one exception: documents
 * re-paginated on filing (SEC exhibits) carry the original's footers inside their pages, e.g.
 * "INGRAM NETGEAR Distributor Agreement 3 083096". A line anywhere on a page is removed when the
 * same words recur on many pages with a number that changes from one to the next (a page counter),
 * and a bare page number anywhere when such lines are on many pages; body text does not repeat so.
 */

/** How many non-empty lines at the top and at the bottom of a page may be furniture. */
export const ZONE_LINES = 3;

const PAGE_NUMBER = /^(?:page\s*)?[-–—([]?\s*(?:\d{1,4}|[ivxlcdm]{1,7})\s*[-–—)\]]?(?:\s*(?:of|\/)\s*\d{1,4})?$/i;

/** The line as compared across pages: case, spacing and numbers (page numbers, dates) folded. */
export const runningKey = (line: string): string => line.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();

/** Lines repeated at the page edges are compared as they are (case and spacing aside). */
const sameLineKey = (line: string): string => line.toLowerCase().replace(/\s+/g, ' ').trim();

export const isPageNumberLine = (line: string): boolean => PAGE_NUMBER.test(line.trim());

/** Pages on which a line must recur to count as running: at least 3, and a quarter of the document. */
export const repeatThreshold = (pageCount: number): number => Math.max(3, Math.ceil(pageCount / 4));

/** Words a running line must have to be removed from the middle of a page (not just "(a) #"). */
const MID_PAGE_MIN_WORDS = 2;
const letterWords = (line: string): number => (line.match(/\p{L}{3,}/gu) ?? []).length;
/** The line's numbers as one comparable value (a page counter changes one of them). */
const firstVaryingNumber = (line: string): number => Number((line.match(/\d+/g) ?? []).join(''));
const strictlyIncreasing = (values: readonly number[]): boolean =>
  values.every((v, i) => i === 0 || v > values[i - 1]!);

/** Bare numbers that count up one by one in reading order (1, 2, 3...): a document's own pagination. */
function countsUp(lines: readonly string[]): boolean {
  const values = lines.map((line) => Number(line.replace(/\D+/g, ' ').trim().split(' ')[0])).filter(Number.isFinite);
  if (values.length < 2) return false;
  let steps = 0;
  for (let i = 1; i < values.length; i++) if (values[i] === values[i - 1]! + 1) steps++;
  return steps >= Math.ceil((values.length - 1) * 0.8);
}

/** Indexes of the non-empty lines in a page's top and bottom zones. */
function zoneIndexes(lines: readonly string[]): number[] {
  const filled = lines.flatMap((line, i) => (line.trim() ? [i] : []));
  return [...new Set([...filled.slice(0, ZONE_LINES), ...filled.slice(-ZONE_LINES)])];
}

export interface RunningLinesResult {
  pages: string[];
  /** The removed lines' keys (running lines) and page-number lines, for logs and tests. */
  removed: string[];
}

/** Removes running headers, footers and page numbers from each page's text (pages in order). */
export function removeRunningLines(pages: readonly string[]): RunningLinesResult {
  const split = pages.map((page) => page.split('\n'));
  const zones = split.map(zoneIndexes);
  const pagesWithKey = new Map<string, number>();
  split.forEach((lines, p) => {
    const keys = new Set(zones[p]!.map((i) => sameLineKey(lines[i]!)).filter((key) => /[\p{L}\p{N}]/u.test(key)));
    for (const key of keys) pagesWithKey.set(key, (pagesWithKey.get(key) ?? 0) + 1);
  });
  // Anywhere on the page: numbered lines (digits folded), with the number each page shows.
  const counters = new Map<string, { pages: Set<number>; numbers: number[] }>();
  split.forEach((lines, p) => {
    for (const line of lines) {
      if (!/\d/.test(line) || letterWords(line) < MID_PAGE_MIN_WORDS) continue;
      const key = runningKey(line);
      const entry = counters.get(key) ?? { pages: new Set<number>(), numbers: [] };
      entry.pages.add(p);
      entry.numbers.push(firstVaryingNumber(line));
      counters.set(key, entry);
    }
  });
  const threshold = repeatThreshold(pages.length);
  // Bare page numbers inside pages (a filing's original pagination) when they recur like a counter.
  const bareNumbersAnywhere = pages.length > 1 && countsUp(split.flat().filter(isPageNumberLine));
  const isPageCounter = (line: string): boolean => {
    if (bareNumbersAnywhere && isPageNumberLine(line)) return true;
    const entry = /\d/.test(line) ? counters.get(runningKey(line)) : undefined;
    // On many pages, with a number that goes up in reading order (an original page may end mid-page).
    return entry !== undefined && entry.pages.size >= threshold && strictlyIncreasing(entry.numbers);
  };
  const removed: string[] = [];
  const out = split.map((lines, p) => {
    const inZone = new Set(zones[p]);
    const drop = new Set(
      lines.flatMap((line, i) => {
        if (!line.trim()) return [];
        const furniture = inZone.has(i)
          ? isPageNumberLine(line) ||
            (pages.length > 1 && (pagesWithKey.get(sameLineKey(line)) ?? 0) >= threshold) ||
            isPageCounter(line)
          : pages.length > 1 && isPageCounter(line);
        if (furniture) removed.push(line.trim());
        return furniture ? [i] : [];
      }),
    );
    if (drop.size === 0) return pages[p]!;
    return lines
      .filter((_, i) => !drop.has(i))
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim();
  });
  return { pages: out, removed };
}
