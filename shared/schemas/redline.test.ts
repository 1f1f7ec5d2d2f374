import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REDLINE_AUTHOR,
  modificationKind,
  normaliseRedlineMetadata,
  RedlineDownloadRequestSchema,
  redlineAuthorMessages,
  summariseModifications,
} from './redline';

const parse = (body: unknown) => v.safeParse(RedlineDownloadRequestSchema, body);

describe('redline download request', () => {
  it('defaults the author to AI Reviewer and keeps a chosen one, whitespace collapsed', () => {
    const plain = parse({ selectedModifications: [0, 2] });
    expect(plain.success && plain.output).toEqual({ selectedModifications: [0, 2], author: DEFAULT_REDLINE_AUTHOR });
    const named = parse({ selectedModifications: [1], author: '  J.  Smith (AI-assisted) ' });
    expect(named.success && named.output.author).toBe('J. Smith (AI-assisted)');
    const blank = parse({ selectedModifications: [1], author: '   ' });
    expect(blank.success && blank.output.author).toBe(DEFAULT_REDLINE_AUTHOR);
    expect(parse({ selectedModifications: [1], author: 'Zoë Müller-Łukasz' }).success).toBe(true);
  });

  it('refuses authors that are too long or carry markup or control characters', () => {
    const long = parse({ selectedModifications: [0], author: 'a'.repeat(81) });
    expect(long.success).toBe(false);
    expect(long.issues?.[0]?.message).toBe(redlineAuthorMessages.tooLong);
    for (const bad of ['<w:ins>', 'Eve"', 'a\u0000b', 'x;y'])
      expect(parse({ selectedModifications: [0], author: bad }).issues?.[0]?.message).toBe(
        redlineAuthorMessages.badChars,
      );
  });

  it('accepts only lists of non-negative whole indices', () => {
    expect(parse({ selectedModifications: [] }).success).toBe(true);
    for (const bad of [undefined, 'all', [-1], [1.5], ['0'], null])
      expect(parse({ selectedModifications: bad }).success).toBe(false);
  });
});

describe('redline metadata helpers', () => {
  it('reads unknown types as replacements and summarises counts and categories', () => {
    expect(modificationKind({ type: 'ADD_CLAUSE' })).toBe('add_clause');
    expect(modificationKind({ type: 'modify' })).toBe('replace');
    const summary = summariseModifications([
      { type: 'replace', priority: 'high', category: 'cap-on-liability' },
      { type: 'insert', priority: 'medium', category: 'indemnification' },
      { type: 'delete', priority: 'high', category: 'cap-on-liability' },
    ]);
    expect(summary).toEqual({
      total_modifications: 3,
      high_priority_count: 2,
      modification_categories: ['cap-on-liability', 'indemnification'],
    });
  });

  it('keeps the finding extensions when normalising stored metadata', () => {
    const out = normaliseRedlineMetadata({
      summary: { categories: ['x'] },
      modifications: [
        {
          type: 'replace',
          original_text: 'a',
          new_text: 'b',
          category: 'term',
          spans: [
            { start: 1, end: 4 },
            { start: 5, end: 2 },
          ],
          finding: 'Risk: long term',
        },
      ],
    });
    expect(out?.modifications[0]).toEqual({
      type: 'replace',
      priority: 'medium',
      original_text: 'a',
      modified_text: 'b',
      category: 'term',
      spans: [{ start: 1, end: 4 }],
      finding: 'Risk: long term',
    });
  });
});
