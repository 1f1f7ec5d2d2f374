/**
 * The Word report (docx): the same content as the PDF, in Word's built-in Title and Heading 1-3
 * styles (so the navigation pane lists every section and finding), tables for the snapshot and the
 * findings, and "Page n of m" in the footer. Pure: a report model in, DOCX bytes out.
 */
import { coverageMessages } from '../../../../shared/coverage-messages';
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  Header,
  HeadingLevel,
  Packer,
  PageBreak,
  PageNumber,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type ParagraphChild,
} from 'docx';
import type { Priority } from '../../../../shared/schemas/analysis';
import {
  overviewCounts,
  priorityLabel,
  THEIR_CHANGES_NOTE,
  type LabelledValue,
  type ReportItem,
  type ReportModel,
} from './model';

const colors = { navy: '17305C', muted: '6B7380', ink: '21262F', zebra: 'F3F5F8', quote: 'F7F8FB', rule: 'D6DBE5' };
const priorityColor: Record<Priority, string> = { high: 'BD2626', medium: 'CC7805', low: '33854D' };
const FONT = 'Calibri';

/** Word rejects XML-invalid control characters; tabs and line breaks become spaces. */
// eslint-disable-next-line no-control-regex
const clean = (text: string) => text.replace(/[\u0000-\u001f\u007f\ufffe\uffff]+/g, ' ');

const run = (text: string, options: { bold?: boolean; color?: string; size?: number; italics?: boolean } = {}) =>
  new TextRun({ text: clean(text), ...options });

const para = (children: ParagraphChild[], options: { spacingAfter?: number; indent?: number; style?: string } = {}) =>
  new Paragraph({
    children,
    spacing: { after: options.spacingAfter ?? 120 },
    ...(options.indent ? { indent: { left: options.indent } } : {}),
    ...(options.style ? { style: options.style } : {}),
  });

const heading = (level: 1 | 2 | 3, text: string, suffix: ParagraphChild[] = []) =>
  new Paragraph({
    heading: level === 1 ? HeadingLevel.HEADING_1 : level === 2 ? HeadingLevel.HEADING_2 : HeadingLevel.HEADING_3,
    children: [run(text), ...suffix],
    keepNext: true,
  });

const labelled = (f: LabelledValue) => para([run(`${f.label}: `, { bold: true }), run(f.value)], { spacingAfter: 80 });

const badge = (label: string, color: string) => [run('   '), run(` ${label} `, { bold: true, color, size: 16 })];

const quote = (text: string) =>
  new Paragraph({
    children: [run(`“${text}”`, { italics: true, color: '404855', size: 18 })],
    indent: { left: 360 },
    spacing: { after: 160 },
    border: { left: { style: BorderStyle.SINGLE, size: 12, color: 'C2CCDA', space: 8 } },
    shading: { type: ShadingType.CLEAR, color: 'auto', fill: colors.quote },
  });

function table(rows: LabelledValue[]): Table {
  const cellBorder = { style: BorderStyle.SINGLE, size: 4, color: colors.rule };
  const borders = { top: cellBorder, bottom: cellBorder, left: cellBorder, right: cellBorder };
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: rows.map(
      (row, i) =>
        new TableRow({
          cantSplit: true,
          children: [
            new TableCell({
              width: { size: 28, type: WidthType.PERCENTAGE },
              borders,
              shading: { type: ShadingType.CLEAR, color: 'auto', fill: colors.zebra },
              children: [para([run(row.label, { bold: true, color: colors.navy })], { spacingAfter: 40 })],
            }),
            new TableCell({
              width: { size: 72, type: WidthType.PERCENTAGE },
              borders,
              ...(i % 2 === 0 ? {} : { shading: { type: ShadingType.CLEAR, color: 'auto', fill: 'FFFFFF' } }),
              children: [para([run(row.value)], { spacingAfter: 40 })],
            }),
          ],
        }),
    ),
  });
}

function finding(item: ReportItem, index: number): (Paragraph | Table)[] {
  const suffix = item.severity
    ? badge(`${priorityLabel[item.severity].toUpperCase()} RISK`, priorityColor[item.severity])
    : [];
  const out: (Paragraph | Table)[] = [heading(3, `${index + 1}. ${item.title}`, suffix)];
  for (const f of item.fields) out.push(labelled(f));
  if (item.reference)
    out.push(
      para(
        [
          run('Reference: ', { bold: true, color: colors.muted, size: 18 }),
          run(item.reference, { color: colors.muted, size: 18 }),
        ],
        { spacingAfter: 80 },
      ),
    );
  if (item.quote) out.push(quote(item.quote));
  return out;
}

function titlePage(model: ReportModel): Paragraph[] {
  const rows: LabelledValue[] = [
    { label: 'Prepared for', value: model.behalfOf || 'Not specified' },
    { label: 'Playbook', value: model.playbook },
    { label: 'Date', value: model.date },
    { label: 'Reviewer', value: model.reviewer },
  ];
  const parties = model.report?.snapshot.find((s) => s.label === 'Parties');
  if (parties) rows.push(parties);
  const out: Paragraph[] = [
    para([run('CLAUSEWISE', { bold: true, color: colors.muted, size: 20 })], { spacingAfter: 600 }),
    new Paragraph({ heading: HeadingLevel.TITLE, children: [run(model.title)] }),
    para([run(model.documentTitle, { size: 32, color: colors.navy })], { spacingAfter: 600 }),
  ];
  for (const r of rows) {
    out.push(para([run(r.label.toUpperCase(), { bold: true, size: 16, color: colors.muted })], { spacingAfter: 20 }));
    out.push(para([run(r.value, { size: 24 })], { spacingAfter: 240 }));
  }
  if (model.report) {
    out.push(para([run('AT A GLANCE', { bold: true, size: 16, color: colors.muted })], { spacingAfter: 60 }));
    for (const c of overviewCounts(model.report))
      out.push(
        para([run(`${c.value}  `, { bold: true, size: 28, color: colors.navy }), run(c.label)], { spacingAfter: 40 }),
      );
  } else {
    out.push(para([run(model.rawTextNotice, { color: colors.muted })]));
  }
  out.push(para([run(model.disclaimer, { size: 16, color: colors.muted })], { spacingAfter: 0 }));
  out.push(new Paragraph({ children: [new PageBreak()] }));
  return out;
}

function body(model: ReportModel): (Paragraph | Table)[] {
  const out: (Paragraph | Table)[] = [];
  const r = model.report;
  if (!r) {
    out.push(heading(1, 'Analysis'), para([run(model.rawTextNotice, { bold: true, color: colors.muted })]));
    for (const p of (model.rawText ?? '').split(/\n\s*\n/))
      if (p.trim()) out.push(para([run(p.replace(/\s+/g, ' ').trim())]));
  } else {
    out.push(heading(1, 'Executive Summary'));
    if (r.sideNotice) out.push(para([run(`${coverageMessages.notPartyTitle}. `, { bold: true }), run(r.sideNotice)]));
    out.push(para([run(r.summary)]), heading(2, 'Contract Snapshot'), table(r.snapshot));
    if (r.dateNotes)
      out.push(
        para(
          [
            run('Date notes: ', { bold: true, size: 18, color: colors.muted }),
            run(r.dateNotes, { size: 18, color: colors.muted }),
          ],
          { spacingAfter: 160 },
        ),
      );
    if (r.theirChanges.length > 0) {
      out.push(
        heading(1, `Their Changes (${r.theirChanges.length})`),
        para([run(THEIR_CHANGES_NOTE, { size: 18, color: colors.muted })]),
      );
      r.theirChanges.forEach((item, i) => out.push(...finding(item, i)));
    }
    out.push(heading(1, 'Key Information Clauses'));
    if (r.keyClauses.length === 0) out.push(para([run('No key clauses were summarised.')]));
    for (const c of r.keyClauses) {
      out.push(heading(3, c.title));
      if (c.reference) out.push(para([run(c.reference, { size: 18, color: colors.muted })], { spacingAfter: 40 }));
      if (c.summary) out.push(para([run(c.summary)]));
      for (const d of c.details) out.push(new Paragraph({ bullet: { level: 0 }, children: [run(d)] }));
      for (const f of c.flags)
        out.push(new Paragraph({ bullet: { level: 0 }, children: [run('Note: ', { bold: true }), run(f)] }));
    }
    out.push(heading(1, 'Risk Assessment'));
    for (const group of r.riskGroups) {
      out.push(heading(2, `${group.title} (${group.items.length})`));
      if (group.items.length === 0) out.push(para([run(group.emptyText, { color: colors.muted })]));
      group.items.forEach((item, i) => out.push(...finding(item, i)));
    }
    out.push(heading(1, 'Suggested Language'));
    if (r.suggestions.length === 0) out.push(para([run('No changes were suggested.', { color: colors.muted })]));
    r.suggestions.forEach((s, i) => {
      out.push(
        heading(
          3,
          `${i + 1}. ${s.recommendation}`,
          badge(`${priorityLabel[s.priority].toUpperCase()} PRIORITY`, priorityColor[s.priority]),
        ),
      );
      out.push(labelled({ label: 'Type', value: s.type }));
      if (s.reference) out.push(labelled({ label: 'Addresses', value: s.reference }));
      if (s.proposedText)
        out.push(para([run('Proposed language', { bold: true })], { spacingAfter: 40 }), quote(s.proposedText));
    });
    if (r.coverage.length)
      out.push(
        heading(1, coverageMessages.coverageTitle),
        para([run(coverageMessages.coverageDescription, { size: 18, color: colors.muted })]),
        table(r.coverage),
      );
  }
  out.push(heading(2, 'Disclaimer'), para([run(model.disclaimer, { size: 18, color: colors.muted })]));
  return out;
}

export async function renderDocx(model: ReportModel): Promise<Uint8Array> {
  const small = { size: 16, color: colors.muted };
  const doc = new Document({
    creator: 'Clausewise',
    title: `${model.title}: ${model.documentTitle}`,
    description: model.behalfOf ? `Reviewed on behalf of ${model.behalfOf}` : model.title,
    styles: {
      default: {
        document: { run: { font: FONT, size: 21, color: colors.ink } },
        title: { run: { font: FONT, size: 56, bold: true, color: colors.navy } },
        heading1: {
          run: { font: FONT, size: 34, bold: true, color: colors.navy },
          paragraph: { spacing: { before: 360, after: 160 } },
        },
        heading2: {
          run: { font: FONT, size: 26, bold: true, color: colors.navy },
          paragraph: { spacing: { before: 280, after: 120 } },
        },
        heading3: {
          run: { font: FONT, size: 22, bold: true, color: colors.ink },
          paragraph: { spacing: { before: 220, after: 80 } },
        },
      },
    },
    sections: [
      {
        properties: { titlePage: true, page: { margin: { top: 1134, bottom: 1134, left: 1134, right: 1134 } } },
        headers: {
          default: new Header({
            children: [para([run(`${model.title} · ${model.documentTitle}`, small)], { spacingAfter: 0 })],
          }),
        },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.RIGHT,
                children: [
                  new TextRun({ text: `Clausewise · ${model.date} · Not legal advice      Page `, ...small }),
                  new TextRun({ children: [PageNumber.CURRENT], ...small }),
                  new TextRun({ text: ' of ', ...small }),
                  new TextRun({ children: [PageNumber.TOTAL_PAGES], ...small }),
                ],
              }),
            ],
          }),
          first: new Footer({ children: [para([run(`Clausewise · ${model.date}`, small)], { spacingAfter: 0 })] }),
        },
        children: [...titlePage(model), ...body(model)],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}
