/**
 * Redline metadata (spec section 3): categories are `modification_categories` or `categories`;
 * modified text is `modified_text` or `new_text`; an absent priority is medium.
 */
import * as v from 'valibot';
import { PrioritySchema } from './analysis';
import { isRec, parseAnalysisText, priority, recs, str, strs } from './loose-values';

export const RedlineModificationSchema = v.object({
  type: v.string(),
  priority: PrioritySchema,
  suggestion: v.optional(v.string()),
  original_text: v.optional(v.string()),
  modified_text: v.optional(v.string()),
  insert_after: v.optional(v.string()),
  reasoning: v.optional(v.string()),
  position_reference: v.optional(v.string()),
});
export const RedlineMetadataSchema = v.object({
  summary: v.object({
    total_modifications: v.number(),
    high_priority_count: v.number(),
    modification_categories: v.array(v.string()),
  }),
  modifications: v.array(RedlineModificationSchema),
});
export type RedlineMetadata = v.InferOutput<typeof RedlineMetadataSchema>;

/** Canonicalises stored redline metadata (either categories spelling, `new_text`, absent priority → medium). */
export function normaliseRedlineMetadata(input: unknown): RedlineMetadata | null {
  const value = parseAnalysisText(input);
  if (!isRec(value)) return null;
  const mods = recs(value.modifications).map((m) => {
    const out: v.InferOutput<typeof RedlineModificationSchema> = {
      type: str(m.type) || 'replace',
      priority: priority(m.priority),
    };
    for (const k of ['suggestion', 'original_text', 'insert_after', 'reasoning', 'position_reference'] as const) {
      if (str(m[k])) out[k] = str(m[k]);
    }
    const modified = str(m.modified_text) || str(m.new_text);
    if (modified) out.modified_text = modified;
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
