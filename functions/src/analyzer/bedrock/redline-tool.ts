/**
 * The tool the model is forced to call for a redline: a list of edits in the shape of the redline
 * metadata (shared/schemas/redline.ts), each naming the numbered finding it answers. Texts are
 * quotes the model copies from the contract; the server locates them (./redline.ts) and drops any
 * that does not occur exactly once.
 */
import { redlineModificationTypes } from '../../../../shared/schemas/redline';
import type { ModelTool } from './types';

export const REDLINE_TOOL_NAME = 'record_redline';

export const redlineTool: ModelTool = {
  name: REDLINE_TOOL_NAME,
  description:
    'Record the proposed tracked changes to the contract. Call it exactly once with every edit; each edit answers one numbered finding and is judged from the side of the party the review is for.',
  inputSchema: {
    type: 'object',
    required: ['modifications'],
    properties: {
      modifications: {
        type: 'array',
        maxItems: 40,
        items: {
          type: 'object',
          required: ['type', 'priority', 'finding_index', 'suggestion', 'reasoning'],
          properties: {
            type: {
              type: 'string',
              enum: [...redlineModificationTypes],
              description:
                'replace: original_text becomes modified_text. delete: original_text is removed. insert: modified_text is inserted right after insert_after, inside the same sentence. add_clause: modified_text is a new paragraph after the paragraph that contains insert_after.',
            },
            priority: { type: 'string', enum: ['high', 'medium', 'low'] },
            finding_index: {
              type: 'integer',
              minimum: 0,
              description: 'The number of the finding (from the list in the request) this edit answers.',
            },
            original_text: {
              type: 'string',
              description:
                'replace/delete: the exact words to change, copied verbatim from the contract, as few as possible but enough to occur only once in the whole contract; never across a paragraph break.',
            },
            modified_text: {
              type: 'string',
              description: 'replace: the new words for original_text. insert/add_clause: the text to add.',
            },
            insert_after: {
              type: 'string',
              description:
                'insert/add_clause: verbatim words from the contract, occurring only once, right after which (insert) or after whose paragraph (add_clause) the text goes.',
            },
            suggestion: { type: 'string', description: 'One short line: what the edit does.' },
            reasoning: {
              type: 'string',
              description: 'Why, from the reviewed party’s side (shown as the comment on the change).',
            },
          },
        },
      },
    },
  },
};
