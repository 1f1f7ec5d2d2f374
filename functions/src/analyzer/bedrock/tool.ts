/**
 * The single tool the model is forced to call. Its input schema is the analysis JSON schema
 * (shared/schemas/analysis-json-schema.ts) with two changes for a model:
 *  - `spans` (character offsets) become `quotes` (verbatim excerpts): models cannot count
 *    characters, so we locate the quotes in the submitted text ourselves (./quotes.ts);
 *  - `category` lists the taxonomy ids, and `engine` is left out (we set it).
 */
import { analysisJsonSchema, type JsonSchema } from '../../../../shared/schemas/analysis-json-schema';
import { TAXONOMY } from '../../../../shared/taxonomy';
import type { ModelTool } from './types';

export const REVIEW_TOOL_NAME = 'record_contract_review';

const quotes: JsonSchema = {
  type: 'array',
  items: { type: 'string' },
  description:
    'Exact excerpts copied verbatim from the contract text (one sentence or clause each, no paraphrase, no ellipsis) that this item is about. Empty when the item concerns something absent from the contract.',
};

function toToolSchema(schema: JsonSchema): JsonSchema {
  const out: JsonSchema = { ...schema };
  if (schema.items) out.items = toToolSchema(schema.items);
  if (schema.properties) {
    const props: Record<string, JsonSchema> = {};
    for (const [key, value] of Object.entries(schema.properties)) {
      if (key === 'engine') continue;
      if (key === 'spans') props.quotes = quotes;
      else if (key === 'category') props.category = { ...value, enum: TAXONOMY.map((c) => c.id) };
      else props[key] = toToolSchema(value);
    }
    out.properties = props;
    if (schema.required)
      out.required = schema.required.filter((k) => k !== 'engine').map((k) => (k === 'spans' ? 'quotes' : k));
  }
  return out;
}

export const reviewTool: ModelTool = {
  name: REVIEW_TOOL_NAME,
  description:
    'Record the structured review of the contract. Call it exactly once with the complete review; every field is judged from the side of the party the review is for.',
  inputSchema: toToolSchema(analysisJsonSchema),
};
