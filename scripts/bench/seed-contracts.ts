/**
 * Seeds analysed contracts straight into the table (BatchWriteItem, 25 per request), shaped exactly
 * as the contracts repo leaves a completed contract: the item, the sparse library index keys, the
 * search field and the search index. For the library bench and the library tests; never used by
 * the product.
 */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import type { Table } from '../../functions/src/adapters/dynamo/client';
import { analyzedIndexKey, contractKey } from '../../functions/src/adapters/dynamo/contract-keys';
import { countAnalyzedContract } from '../../functions/src/adapters/dynamo/library-repo';
import { createSearchIndexWriter } from '../../functions/src/adapters/dynamo/search-index/writer';
import { librarySearchText } from '../../functions/src/domain/contracts/library';
import { excerptOf } from '../../functions/src/domain/contracts/lifecycle';

export interface SeedContract {
  createdAt: Date;
  behalfOf: string;
  contractText: string;
  additionalInstructions?: string;
  /** False leaves it pending (no analysis, not in the library). Default true. */
  analysed?: boolean;
  /** The stored analysis JSON of an analysed contract (default: a placeholder the cards cannot read). */
  analysis?: string;
}

export function contractItem(userId: string, seed: SeedContract): { id: string; item: Record<string, unknown> } {
  const id = ulid(seed.createdAt.getTime());
  const createdAt = seed.createdAt.toISOString();
  const additionalInstructions = seed.additionalInstructions ?? '';
  const analysed = seed.analysed ?? true;
  const item: Record<string, unknown> = {
    ...contractKey(userId, id),
    entity: 'contract',
    id,
    userId,
    status: analysed ? 'completed' : 'pending',
    behalfOf: seed.behalfOf,
    playbookId: null,
    additionalInstructions,
    excerpt: excerptOf(seed.contractText),
    createdAt,
    textChars: seed.contractText.length,
    contractText: seed.contractText,
    originalDocxPath: null,
    originalDocxFilename: null,
    hasOriginalDocx: false,
    originalPdfPath: null,
    originalPdfFilename: null,
    hasOriginalPdf: false,
    attempts: analysed ? 1 : 0,
  };
  if (analysed) {
    Object.assign(item, analyzedIndexKey(userId, createdAt, id), {
      analysis: seed.analysis ?? '{"seeded":true}',
      completedAt: createdAt,
      analysisProvider: 'seed',
      searchText: librarySearchText({
        behalfOf: seed.behalfOf,
        additionalInstructions,
        contractText: seed.contractText,
      }),
    });
  }
  return { id, item };
}

/** Writes the contracts with a few BatchWrites in flight; returns their ids in input order. */
export async function seedContracts(
  table: Table,
  userId: string,
  seeds: SeedContract[],
  parallel = 4,
): Promise<string[]> {
  const built = seeds.map((s) => contractItem(userId, s));
  const chunks: Record<string, unknown>[][] = [];
  for (let i = 0; i < built.length; i += 25) chunks.push(built.slice(i, i + 25).map((b) => b.item));
  let next = 0;
  const worker = async () => {
    while (next < chunks.length) {
      let requests = chunks[next++]!.map((Item) => ({ PutRequest: { Item } }));
      for (let attempt = 0; requests.length > 0; attempt++) {
        if (attempt > 10) throw new Error('BatchWrite kept leaving items unprocessed');
        const out = await table.doc.send(new BatchWriteCommand({ RequestItems: { [table.name]: requests } }));
        requests = (out.UnprocessedItems?.[table.name] ?? []) as typeof requests;
        if (requests.length > 0) await new Promise((r) => setTimeout(r, 50 * 2 ** attempt));
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, chunks.length) }, worker));
  // The library's total (decision 111), as the contracts repo counts each completion.
  const analysed = seeds.filter((s) => s.analysed ?? true).length;
  if (analysed > 0) await countAnalyzedContract(table, userId, analysed);
  // And searchable, as each completion makes it (docs/decisions/210-library-search-index.md).
  const indexed = built.filter((b) => b.item.GSI1SK !== undefined);
  await createSearchIndexWriter(table).add(
    userId,
    indexed.map((b) => ({ sortKey: String(b.item.GSI1SK), text: String(b.item.searchText ?? '') })),
  );
  return built.map((b) => b.id);
}
