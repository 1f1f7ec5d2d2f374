/**
 * Redline metadata (docs/product-spec.md section 3): categories are `modification_categories` or `categories`;
 * modified text is `modified_text` or `new_text`; an absent priority is medium.
 *
 * What each modification means for the Word engine (functions/src/documents/redline/), which
 * applies exactly the modifications it is given:
 *  - `replace`: `original_text` (occurs exactly once in the contract text) becomes `modified_text`;
 *  - `delete`: `original_text` (exactly once) is deleted;
 *  - `insert`: `modified_text` is inserted inline right after `insert_after` (exactly once);
 *  - `add_clause`: `modified_text` is a new paragraph after the paragraph that contains
 *    `insert_after` (exactly once), or at the end of the document when `insert_after` is absent;
 *    several new clauses after the same paragraph follow each other in list order.
 * Modifications never overlap: no two replace, delete or anchor the same characters (only the
 * anchors of `add_clause`s may share a paragraph). Texts never contain a line break, except that
 * `modified_text` of an `add_clause` may hold several paragraphs separated by "\n".
 * Any other `type` is treated as `replace` (the spec's "replace-like other").
 *
 * Extensions (backward compatible, all optional): `category` (taxonomy id of the finding the edit
 * answers), `spans` (where that finding or clause is in the contract text, half-open offsets),
 * `finding` (the finding's own words, e.g. "Risk: One-sided indemnity ...").
 */
import * as v from 'valibot';
import { PrioritySchema, SpanSchema } from './analysis';
import { isRec, parseAnalysisText, priority, recs, spanList, str, strs } from './loose-values';

export const redlineModificationTypes = ['replace', 'delete', 'insert', 'add_clause'] as const;
export type RedlineModificationType = (typeof redlineModificationTypes)[number];

export const RedlineModificationSchema = v.object({
  type: v.string(),
  priority: PrioritySchema,
  suggestion: v.optional(v.string()),
  original_text: v.optional(v.string()),
  modified_text: v.optional(v.string()),
  insert_after: v.optional(v.string()),
  reasoning: v.optional(v.string()),
  position_reference: v.optional(v.string()),
  category: v.optional(v.string()),
  spans: v.optional(v.array(SpanSchema)),
  finding: v.optional(v.string()),
});
export type RedlineModification = v.InferOutput<typeof RedlineModificationSchema>;

export const RedlineMetadataSchema = v.object({
  summary: v.object({
    total_modifications: v.number(),
    high_priority_count: v.number(),
    modification_categories: v.array(v.string()),
  }),
  modifications: v.array(RedlineModificationSchema),
});
export type RedlineMetadata = v.InferOutput<typeof RedlineMetadataSchema>;

/** The engine's reading of a modification's type: anything unknown is a replacement. */
export function modificationKind(m: Pick<RedlineModification, 'type'>): RedlineModificationType {
  const t = m.type.toLowerCase();
  return (redlineModificationTypes as readonly string[]).includes(t) ? (t as RedlineModificationType) : 'replace';
}

/** The summary for a list of modifications (counts, categories in first-seen order). */
export function summariseModifications(modifications: readonly RedlineModification[]): RedlineMetadata['summary'] {
  const categories: string[] = [];
  for (const m of modifications) {
    const c = m.category ?? modificationKind(m);
    if (!categories.includes(c)) categories.push(c);
  }
  return {
    total_modifications: modifications.length,
    high_priority_count: modifications.filter((m) => m.priority === 'high').length,
    modification_categories: categories,
  };
}

/** Canonicalises stored redline metadata (either categories spelling, `new_text`, absent priority → medium). */
export function normaliseRedlineMetadata(input: unknown): RedlineMetadata | null {
  const value = parseAnalysisText(input);
  if (!isRec(value)) return null;
  const mods = recs(value.modifications).map((m) => {
    const out: RedlineModification = {
      type: str(m.type) || 'replace',
      priority: priority(m.priority),
    };
    for (const k of [
      'suggestion',
      'original_text',
      'insert_after',
      'reasoning',
      'position_reference',
      'category',
      'finding',
    ] as const) {
      if (str(m[k])) out[k] = str(m[k]);
    }
    const modified = str(m.modified_text) || str(m.new_text);
    if (modified) out.modified_text = modified;
    const spans = spanList(m.spans);
    if (spans.length > 0) out.spans = spans;
    return out;
  });
  const s = isRec(value.summary) ? value.summary : {};
  const total = Number(s.total_modifications);
  const high = Number(s.high_priority_count);
  return {
    summary: {
      total_modifications: Number.isFinite(total) ? total : mods.length,
      high_priority_count: Number.isFinite(high) ? high : mods.filter((m) => m.priority === 'high').length,
      modification_categories: strs(s.modification_categories ?? s.categories),
    },
    modifications: mods,
  };
}

/** docs/product-spec.md section 7: POST /api/contract/redline/{id} answers with the metadata under this key. */
export const RedlineResponseSchema = v.object({ redlineMetadata: RedlineMetadataSchema });
export type RedlineResponse = v.InferOutput<typeof RedlineResponseSchema>;

export { DEFAULT_REDLINE_AUTHOR, REDLINE_AUTHOR_MAX, redlineAuthorMessages, RedlineAuthorSchema } from './author';
import { RedlineAuthorSchema } from './author';

/** A redline never holds more than this many modifications (also bounds the request). */
export const MAX_REDLINE_MODIFICATIONS = 200;

/** POST /api/docx/generate-redlined-report/{id}: indices of the accepted modifications, and the author. */
export const RedlineDownloadRequestSchema = v.object({
  selectedModifications: v.pipe(
    v.array(
      v.pipe(
        v.number('Invalid modification index'),
        v.integer('Invalid modification index'),
        v.minValue(0, 'Invalid modification index'),
      ),
      'selectedModifications must be a list of modification indices',
    ),
    v.maxLength(MAX_REDLINE_MODIFICATIONS, 'Too many modifications selected'),
  ),
  author: RedlineAuthorSchema,
});
export type RedlineDownloadRequest = v.InferOutput<typeof RedlineDownloadRequestSchema>;
