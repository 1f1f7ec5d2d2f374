/**
 * The PDF report (pdf-lib): a title page, then the executive summary and snapshot, key clauses,
 * the four risk groups, suggested language and the disclaimer, with a running header, a footer
 * and "Page n of m" on every page. Pure: a report model and font files in, PDF bytes out.
 */
import { coverageMessages } from '../../../../shared/coverage-messages';
import { PDFDocument, type PDFPage } from 'pdf-lib';
import { embedFaces, needsFallback, type ReportFontFiles } from './fonts';
import {
  overviewCounts,
  priorityLabel,
  THEIR_CHANGES_NOTE,
  type KeyClauseItem,
  type ReportItem,
  type ReportModel,
  type SuggestionItem,
} from './model';
import {
  badge,
  body,
  bullets,
  heading,
  labelTable,
  palette,
  paragraph,
  quote,
  small,
  type TextStyle,
} from './pdf-blocks';
import { contentWidth, decoratePages, Flow, pageLayout, type Atom } from './pdf-flow';
import { Typesetter } from './pdf-text';

const CARD_INDENT = 12;

/** Every string the report prints, to decide once whether the CJK fallback font is needed. */
export function* reportTexts(model: ReportModel): Generator<string> {
  yield model.title;
  yield model.documentTitle;
  yield model.behalfOf;
  yield model.reviewer;
  if (model.rawText) yield model.rawText;
  if (model.report) yield JSON.stringify(model.report);
}

/** The last atom of a card ends its keep-together chain. */
function closeChain(atoms: Atom[]): Atom[] {
  const last = atoms[atoms.length - 1];
  if (last) last.keepWithNext = false;
  return atoms;
}

function card(ts: Typesetter, item: ReportItem): Atom[] {
  const bar = item.severity ? palette.priority[item.severity] : palette.accent;
  const inCard: TextStyle = { ...body, indent: CARD_INDENT, bar };
  const atoms: Atom[] = [];
  if (item.severity) atoms.push(badge(ts, `${priorityLabel[item.severity].toUpperCase()} RISK`, bar, CARD_INDENT, bar));
  atoms.push(
    ...heading(ts, 3, item.title, {
      indent: CARD_INDENT,
      bar,
      spaceAfter: 2,
      ...(item.severity ? { spaceBefore: 0 } : {}),
    }),
  );
  for (const f of item.fields)
    atoms.push(
      ...paragraph(
        ts,
        [{ text: `${f.label}: `, weight: 'bold' }, { text: f.value }],
        { ...inCard, spaceAfter: 3 },
        true,
      ),
    );
  if (item.reference)
    atoms.push(
      ...paragraph(
        ts,
        [{ text: 'Reference: ', weight: 'bold' }, { text: item.reference }],
        { ...small, indent: CARD_INDENT, bar, spaceAfter: 2 },
        true,
      ),
    );
  if (item.quote) atoms.push(...quote(ts, item.quote, CARD_INDENT, true));
  return closeChain(atoms);
}

function keyClause(ts: Typesetter, c: KeyClauseItem): Atom[] {
  const atoms = heading(ts, 3, c.title, { spaceAfter: 1 });
  if (c.reference) atoms.push(...paragraph(ts, [{ text: c.reference }], { ...small, spaceAfter: 2 }, true));
  if (c.summary) atoms.push(...paragraph(ts, [{ text: c.summary }], { ...body, spaceAfter: 2 }, true));
  atoms.push(
    ...bullets(
      ts,
      c.details.map((d) => [{ text: d }]),
      body,
      true,
    ),
  );
  atoms.push(
    ...bullets(
      ts,
      c.flags.map((f) => [{ text: 'Note: ', weight: 'bold' as const }, { text: f }]),
      body,
      true,
    ),
  );
  return closeChain(atoms);
}

function suggestion(ts: Typesetter, s: SuggestionItem, index: number): Atom[] {
  const bar = palette.priority[s.priority];
  const atoms: Atom[] = [badge(ts, `${priorityLabel[s.priority].toUpperCase()} PRIORITY`, bar, CARD_INDENT, bar)];
  atoms.push(
    ...heading(ts, 3, `${index + 1}. ${s.recommendation}`, { indent: CARD_INDENT, bar, spaceAfter: 2, spaceBefore: 0 }),
  );
  atoms.push(
    ...paragraph(
      ts,
      [{ text: 'Type: ', weight: 'bold' }, { text: s.type }],
      { ...small, indent: CARD_INDENT, bar, spaceAfter: 2 },
      true,
    ),
  );
  if (s.reference)
    atoms.push(
      ...paragraph(
        ts,
        [{ text: 'Addresses: ', weight: 'bold' }, { text: s.reference }],
        { ...small, indent: CARD_INDENT, bar, spaceAfter: 2 },
        true,
      ),
    );
  if (s.proposedText) {
    atoms.push(
      ...paragraph(ts, [{ text: 'Proposed language', weight: 'bold' }], { ...small, indent: CARD_INDENT, bar }, true),
    );
    atoms.push(...quote(ts, s.proposedText, CARD_INDENT, true));
  }
  return closeChain(atoms);
}

function content(ts: Typesetter, model: ReportModel): Atom[] {
  const atoms: Atom[] = [];
  const r = model.report;
  if (!r) {
    atoms.push(...heading(ts, 1, 'Analysis'));
    atoms.push(
      ...paragraph(ts, [{ text: model.rawTextNotice, weight: 'bold' }], {
        ...body,
        color: palette.muted,
        spaceAfter: 8,
      }),
    );
    for (const para of (model.rawText ?? '').split(/\n\s*\n/)) {
      if (para.trim()) atoms.push(...paragraph(ts, [{ text: para }], { ...body, spaceAfter: 6 }));
    }
  } else {
    atoms.push(...heading(ts, 1, 'Executive Summary'));
    if (r.sideNotice)
      atoms.push(
        ...paragraph(ts, [{ text: `${coverageMessages.notPartyTitle}. `, weight: 'bold' }, { text: r.sideNotice }], {
          ...body,
          spaceAfter: 6,
        }),
      );
    atoms.push(...paragraph(ts, [{ text: r.summary }], { ...body, spaceAfter: 4 }));
    atoms.push(...heading(ts, 2, 'Contract Snapshot'));
    atoms.push(...labelTable(ts, r.snapshot));
    if (r.dateNotes)
      atoms.push(
        ...paragraph(ts, [{ text: 'Date notes: ', weight: 'bold' }, { text: r.dateNotes }], {
          ...small,
          spaceBefore: 6,
        }),
      );

    if (r.theirChanges.length > 0) {
      atoms.push(...heading(ts, 1, `Their Changes (${r.theirChanges.length})`));
      atoms.push(...paragraph(ts, [{ text: THEIR_CHANGES_NOTE }], { ...small, color: palette.muted, spaceAfter: 6 }));
      for (const item of r.theirChanges) atoms.push(...card(ts, item));
    }

    atoms.push(...heading(ts, 1, 'Key Information Clauses'));
    if (r.keyClauses.length === 0) atoms.push(...paragraph(ts, [{ text: 'No key clauses were summarised.' }], body));
    for (const c of r.keyClauses) atoms.push(...keyClause(ts, c));

    atoms.push(...heading(ts, 1, 'Risk Assessment'));
    for (const group of r.riskGroups) {
      atoms.push(...heading(ts, 2, `${group.title} (${group.items.length})`));
      if (group.items.length === 0)
        atoms.push(...paragraph(ts, [{ text: group.emptyText }], { ...body, color: palette.muted }));
      for (const item of group.items) atoms.push(...card(ts, item));
    }

    atoms.push(...heading(ts, 1, 'Suggested Language'));
    if (r.suggestions.length === 0)
      atoms.push(...paragraph(ts, [{ text: 'No changes were suggested.' }], { ...body, color: palette.muted }));
    r.suggestions.forEach((s, i) => atoms.push(...suggestion(ts, s, i)));
    if (r.coverage.length) {
      atoms.push(...heading(ts, 1, coverageMessages.coverageTitle));
      atoms.push(
        ...paragraph(ts, [{ text: coverageMessages.coverageDescription }], {
          ...small,
          color: palette.muted,
          spaceAfter: 4,
        }),
      );
      atoms.push(...labelTable(ts, r.coverage));
    }
  }
  return atoms;
}

/** The closing disclaimer: the title page prints it in full and every footer says "Not legal advice". */
function closingDisclaimer(ts: Typesetter, model: ReportModel): Atom[] {
  return [
    ...heading(ts, 2, 'Disclaimer'),
    ...paragraph(ts, [{ text: model.disclaimer }], { ...small, color: palette.muted }),
  ];
}

function titlePage(ts: Typesetter, page: PDFPage, model: ReportModel): void {
  const { width, height, marginX: X } = pageLayout;
  page.drawRectangle({ x: 0, y: height - 250, width, height: 250, color: palette.navy });
  ts.drawText(page, 'CLAUSEWISE', X, height - 90, 10, palette.white, 'bold');
  ts.drawText(page, model.title, X, height - 140, 28, palette.white, 'bold');
  const docLines = ts.wrap([{ text: model.documentTitle }], 15, contentWidth).slice(0, 3);
  docLines.forEach((l, i) => ts.drawLine(page, l, X, height - 172 - i * 20, 15, palette.quoteBg));

  let y = height - 300;
  const rows = [
    { label: 'Prepared for', value: model.behalfOf || 'Not specified' },
    { label: 'Playbook', value: model.playbook },
    { label: 'Date', value: model.date },
    { label: 'Reviewer', value: model.reviewer },
  ];
  if (model.report)
    rows.push({ label: 'Parties', value: model.report.snapshot.find((s) => s.label === 'Parties')?.value ?? '' });
  for (const row of rows) {
    ts.drawText(page, row.label.toUpperCase(), X, y, 8, palette.muted, 'bold');
    const lines = ts.wrap([{ text: row.value }], 12, contentWidth).slice(0, 3);
    lines.forEach((l, i) => ts.drawLine(page, l, X, y - 17 - i * 16, 12, palette.ink));
    y -= 30 + lines.length * 16;
  }

  if (model.report) {
    y -= 10;
    ts.drawText(page, 'AT A GLANCE', X, y, 8, palette.muted, 'bold');
    const counts = overviewCounts(model.report);
    const gap = 8;
    const boxWidth = (contentWidth - gap * (counts.length - 1)) / counts.length;
    counts.forEach((c, i) => {
      const x = X + i * (boxWidth + gap);
      page.drawRectangle({ x, y: y - 76, width: boxWidth, height: 64, color: palette.zebra });
      page.drawRectangle({ x, y: y - 14, width: boxWidth, height: 2, color: palette.accent });
      ts.drawText(page, c.value, x + 8, y - 44, 22, palette.navy, 'bold');
      ts.wrap([{ text: c.label }], 7.5, boxWidth - 14)
        .slice(0, 2)
        .forEach((l, n) => ts.drawLine(page, l, x + 8, y - 58 - n * 9, 7.5, palette.muted));
    });
  } else {
    ts.wrap([{ text: model.rawTextNotice }], 10, contentWidth).forEach((l, i) =>
      ts.drawLine(page, l, X, y - 10 - i * 14, 10, palette.muted),
    );
  }

  const disclaimer = ts.wrap([{ text: model.disclaimer }], 8, contentWidth);
  const top = pageLayout.marginBottom + disclaimer.length * 11 + 10;
  ts.drawText(page, 'IMPORTANT', X, top + 6, 7.5, palette.muted, 'bold');
  disclaimer.forEach((l, i) => ts.drawLine(page, l, X, top - 8 - i * 11, 8, palette.muted));
}

export async function renderPdf(model: ReportModel, fonts: ReportFontFiles): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const author = 'Clausewise';
  doc.setTitle(`${model.title}: ${model.documentTitle}`, { showInWindowTitleBar: true });
  doc.setAuthor(author);
  doc.setCreator(author);
  doc.setProducer(author);
  doc.setSubject(model.behalfOf ? `Reviewed on behalf of ${model.behalfOf}` : model.title);
  const faces = await embedFaces(doc, fonts, needsFallback(fonts, reportTexts(model)));
  const ts = new Typesetter(faces);
  const flow = new Flow(doc);
  titlePage(ts, flow.blankPage(), model);
  flow.place(content(ts, model));
  // Repeated at the end where it fits; never on a page of its own (a near-empty last page).
  flow.placeIfFits(closingDisclaimer(ts, model));
  const header = [model.title, model.documentTitle, model.behalfOf && `Prepared for ${model.behalfOf}`]
    .filter(Boolean)
    .join('  ·  ');
  decoratePages(flow.pages, ts, header, `Clausewise  ·  ${model.date}  ·  Not legal advice`);
  return doc.save({ useObjectStreams: true, objectsPerTick: Infinity });
}
