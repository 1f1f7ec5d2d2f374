/**
 * Pagination for the PDF report. Content is a list of atoms (a line of text, a table row, a
 * heading), each with a height and a draw function. An atom marked keepWithNext stays on the same
 * page as the atom after it, so a chain of them moves to a new page as a whole when it does not
 * fit: headings never end a page, a risk stays in one piece when it fits on a page, and paragraphs
 * keep at least two lines together at a break. A chain longer than a page breaks where it must.
 */
import { rgb, type PDFDocument, type PDFPage } from 'pdf-lib';
import type { Typesetter } from './pdf-text';

/** A4 in points, and the content box every word stays inside (the footer sits below it). */
export const pageLayout = {
  width: 595.28,
  height: 841.89,
  marginX: 60,
  marginTop: 64,
  marginBottom: 64,
  /** Baselines of the running header and footer, inside the top and bottom margins. */
  headerY: 841.89 - 38,
  footerY: 34,
  /** Where any text may be printed, header and footer included (tests check every word is inside). */
  printableTop: 841.89 - 28,
  printableBottom: 24,
} as const;

export const contentWidth = pageLayout.width - 2 * pageLayout.marginX;
const contentTop = pageLayout.height - pageLayout.marginTop;
const contentBottom = pageLayout.marginBottom;
const contentHeight = contentTop - contentBottom;

export interface Atom {
  height: number;
  /** Space above the atom; dropped at the top of a page. */
  spaceBefore?: number;
  keepWithNext?: boolean;
  /** Starts a new page (unless the page is still empty). */
  pageBreakBefore?: boolean;
  /** Draws the atom with its top edge at `top`. */
  draw(page: PDFPage, top: number): void;
}

export class Flow {
  readonly pages: PDFPage[] = [];
  private page: PDFPage | undefined;
  private y = contentTop;

  constructor(private readonly doc: PDFDocument) {}

  /** Adds an empty page the caller draws on directly (the title page). */
  blankPage(): PDFPage {
    const page = this.doc.addPage([pageLayout.width, pageLayout.height]);
    this.pages.push(page);
    this.page = undefined;
    return page;
  }

  private newPage(): PDFPage {
    this.page = this.doc.addPage([pageLayout.width, pageLayout.height]);
    this.pages.push(this.page);
    this.y = contentTop;
    return this.page;
  }

  private atTop(): boolean {
    return this.page !== undefined && this.y === contentTop;
  }

  private chainHeight(atoms: readonly Atom[], from: number, limit = Infinity): number {
    let h = 0;
    for (let i = from; i < atoms.length && i - from < limit; i++) {
      h += atoms[i]!.height + (i === from ? 0 : (atoms[i]!.spaceBefore ?? 0));
      if (!atoms[i]!.keepWithNext) break;
    }
    return h;
  }

  place(atoms: readonly Atom[]): void {
    let chainOpen = false;
    for (let i = 0; i < atoms.length; i++) {
      const atom = atoms[i]!;
      if (!this.page || (atom.pageBreakBefore && !this.atTop())) {
        this.newPage();
        chainOpen = false;
      }
      const space = this.atTop() ? 0 : (atom.spaceBefore ?? 0);
      const remaining = this.y - contentBottom - space;
      if (!chainOpen && atom.keepWithNext && !this.atTop()) {
        // Start of a chain: move it whole when it fits a page; otherwise keep at least its first three atoms.
        const whole = this.chainHeight(atoms, i);
        const needed = whole <= contentHeight ? whole : this.chainHeight(atoms, i, 3);
        if (needed > remaining) this.newPage();
      } else if (atom.height > remaining && !this.atTop()) {
        this.newPage();
      }
      const top = this.y - (this.atTop() ? 0 : (atom.spaceBefore ?? 0));
      atom.draw(this.page!, top);
      this.y = top - atom.height;
      chainOpen = atom.keepWithNext === true;
    }
  }

  /**
   * Places the atoms only when all of them fit on the current page; otherwise leaves them out, so a
   * closing note never makes a page of its own. False when left out.
   */
  placeIfFits(atoms: readonly Atom[]): boolean {
    if (!this.page) return false;
    const height = atoms.reduce((h, a, i) => h + a.height + (i === 0 && this.atTop() ? 0 : (a.spaceBefore ?? 0)), 0);
    if (height > this.y - contentBottom) return false;
    this.place(atoms);
    return true;
  }
}

const muted = rgb(0.42, 0.45, 0.5);
const rule = rgb(0.84, 0.86, 0.9);

/** Running header (from page 2) and footer with "Page n of m" on every page. */
export function decoratePages(pages: readonly PDFPage[], ts: Typesetter, header: string, footer: string): void {
  const { marginX, width, headerY, footerY } = pageLayout;
  const size = 8;
  pages.forEach((page, index) => {
    const pageLabel = `Page ${index + 1} of ${pages.length}`;
    const labelWidth = ts.width(pageLabel, 'regular', size);
    if (index > 0) {
      const text = ts.fit(header, 'regular', size, contentWidth);
      ts.drawText(page, text, marginX, headerY, size, muted);
      page.drawLine({
        start: { x: marginX, y: headerY - 7 },
        end: { x: width - marginX, y: headerY - 7 },
        thickness: 0.5,
        color: rule,
      });
    }
    page.drawLine({
      start: { x: marginX, y: footerY + 12 },
      end: { x: width - marginX, y: footerY + 12 },
      thickness: 0.5,
      color: rule,
    });
    const left = ts.fit(footer, 'regular', size, contentWidth - labelWidth - 16);
    ts.drawText(page, left, marginX, footerY, size, muted);
    ts.drawText(page, pageLabel, width - marginX - labelWidth, footerY, size, muted);
  });
}
