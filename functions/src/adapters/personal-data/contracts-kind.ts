/**
 * Contracts as personal data: the contract item (submission, text, analysis, redline, library index
 * keys), what lives in the bucket beside it (large text, analysis and redline, the uploaded original
 * and its extraction job and text), the library's count, and the items that point at a contract
 * (report download records, submission idempotency keys).
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { analysisKey, contractTextKey, redlineKey } from '../../domain/contracts/lifecycle';
import type { ContractRecord } from '../repositories/contracts';
import type { DataKind } from '../../services/personal-data/data-kind';
import { ownerPk } from '../../domain/owners';
import { contractKey, libraryStatsKey } from '../dynamo/contract-keys';
import { keyOf, type Item } from './table-tools';
import type { PersonalDataStores } from './stores';

/** Everything of the account's under these bucket prefixes is contract data. */
export const contractPrefixes = (userId: string) => [
  `contracts/${userId}/`,
  `analyses/${userId}/`,
  `redlines/${userId}/`,
  `originals/${userId}/`,
];

const originalsOf = (c: Pick<ContractRecord, 'originalDocxPath' | 'originalPdfPath'>): string[] =>
  [c.originalDocxPath, c.originalPdfPath].filter(
    (k): k is string => typeof k === 'string' && k.startsWith('originals/'),
  );

/**
 * `originals/<uploader>/<upload ulid>/<name>` was extracted by the job `EXTRACTION#<upload ulid>`
 * in the uploader's partition, its text at `uploads/extracted/<uploader>/<upload ulid>.txt` (the
 * uploader is a user, also for a contract shared with an organisation).
 */
function extractionOf(originalKey: string): { uploader: string; jobId: string } | undefined {
  const [, uploader, jobId] = originalKey.split('/');
  return uploader && jobId ? { uploader, jobId } : undefined;
}

export function contractsKind(stores: PersonalDataStores): DataKind {
  const { table, bucket } = stores;
  const contractsOf = (ownerId: string) => table.queryAll({ pk: ownerPk(ownerId), skPrefix: 'CONTRACT#' });

  return {
    name: 'contracts',

    async eraseContract({ ownerId, requestedBy, contract }) {
      const id = contract.id;
      // Records pointing at the contract: report downloads and submission keys, kept in the
      // partition of whoever made them (the owner, or the member deleting a shared contract).
      const partitions = [...new Set([ownerPk(ownerId), ownerPk(requestedBy)])];
      const pointers = await Promise.all(
        partitions.flatMap((pk) =>
          ['DOWNLOAD#', 'IDEMPOTENCY#'].map((skPrefix) =>
            table.queryAll({ pk, skPrefix, filter: { expression: 'contractId = :id', values: { ':id': id } } }),
          ),
        ),
      );
      await table.deleteKeys(pointers.flat().map(keyOf));

      // The uploaded original stays while another contract of the owner was submitted with the
      // same file (its redline is written into that file).
      const others = (await contractsOf(ownerId)).filter((c) => c.id !== id);
      const inUse = new Set(others.flatMap((c) => originalsOf(c as unknown as ContractRecord)));
      const originals = originalsOf(contract).filter((k) => !inUse.has(k));
      const jobs = originals.map(extractionOf).filter((j) => j !== undefined);
      await table.deleteKeys(jobs.map((j) => ({ PK: ownerPk(j.uploader), SK: `EXTRACTION#${j.jobId}` })));
      await bucket.deleteKeys([
        // Fixed names: deleted whether or not the item records them (a writer may have lost a race).
        contractTextKey(ownerId, id),
        analysisKey(ownerId, id),
        redlineKey(ownerId, id),
        ...originals,
        ...jobs.map((j) => `uploads/extracted/${j.uploader}/${j.jobId}.txt`),
      ]);

      // Last, so an interrupted deletion can be run again from the contract.
      if (contract.status === 'completed') {
        await table.raw.doc
          .send(
            new UpdateCommand({
              TableName: table.raw.name,
              Key: libraryStatsKey(ownerId),
              UpdateExpression: 'ADD analyzedCount :minus',
              ConditionExpression: 'attribute_exists(PK) AND analyzedCount > :zero',
              ExpressionAttributeValues: { ':minus': -1, ':zero': 0 },
            }),
          )
          .catch((err: unknown) => {
            if (!(err instanceof Error && err.name === 'ConditionalCheckFailedException')) throw err;
          });
      }
      await table.deleteKey(contractKey(ownerId, id));
    },

    async eraseAccount({ userId }) {
      for (const prefix of contractPrefixes(userId)) await bucket.deletePrefix(prefix);
      await table.deleteKeys((await contractsOf(userId)).map(keyOf));
    },

    async exportAccount({ userId }, out) {
      for (const item of await contractsOf(userId)) {
        const c = item as unknown as ContractRecord & Item;
        const dir = `contracts/${c.id}`;
        const text = c.contractText ?? (c.contractTextKey ? await readText(c.contractTextKey) : undefined);
        const analysis = c.analysis ?? (c.analysisKey ? await readText(c.analysisKey) : undefined);
        const redline =
          c.redlineMetadata ?? (typeof c.redlineKey === 'string' ? await readText(c.redlineKey) : undefined);
        out.json(`${dir}/contract.json`, {
          id: c.id,
          behalfOf: c.behalfOf,
          createdAt: c.createdAt,
          status: c.status,
          playbookId: c.playbookId,
          additionalInstructions: c.additionalInstructions,
          completedAt: c.completedAt,
          errorMessage: c.errorMessage,
          originalDocxFilename: c.originalDocxFilename,
          originalPdfFilename: c.originalPdfFilename,
          analysis: parseMaybe(analysis),
          redline: typeof redline === 'string' ? parseMaybe(redline) : redline,
        });
        if (text !== undefined) out.file(`${dir}/contract.txt`, new TextEncoder().encode(text));
        for (const [key, name] of [
          [c.originalDocxPath, c.originalDocxFilename],
          [c.originalPdfPath, c.originalPdfFilename],
        ] as const) {
          if (!key) continue;
          const bytes = await bucket.read(key);
          if (bytes) out.file(`${dir}/original/${safeName(name ?? key.split('/').pop()!)}`, bytes);
          else out.note(`The original file of contract ${c.id} (${name ?? key}) is no longer stored.`);
        }
      }
    },
  };

  async function readText(key: string): Promise<string | undefined> {
    const bytes = await bucket.read(key);
    return bytes ? new TextDecoder().decode(bytes) : undefined;
  }
}

function parseMaybe(text: string | undefined): unknown {
  if (text === undefined) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A file name safe inside a zip on every system. */
export const safeName = (name: string) =>
  [...name]
    .map((c) => (c.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(c) ? '_' : c))
    .join('')
    .slice(0, 150) || 'file';
