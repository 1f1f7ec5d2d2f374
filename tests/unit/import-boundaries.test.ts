// The layering of docs/DESIGN.md section 2 is enforced by lint; prove the rule bites on forbidden imports.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('import boundaries', () => {
  it('refuses a frontend import of functions code', async () => {
    const ids = await ruleIds(
      "import { getConfig } from '../../functions/src/config';\nexport const c = getConfig;\n",
      'frontend/src/boundary-probe.ts',
    );
    expect(ids).toContain('import/no-restricted-paths');
  });

  it('refuses a functions import of frontend code', async () => {
    const ids = await ruleIds(
      "import { api } from '../../frontend/src/lib/api';\nexport const a = api;\n",
      'functions/src/boundary-probe.ts',
    );
    expect(ids).toContain('import/no-restricted-paths');
  });

  it('refuses I/O in the analyzer and an SDK client in an http handler', async () => {
    expect(
      await ruleIds(
        "import { readFileSync } from 'node:fs';\nexport const r = readFileSync;\n",
        'functions/src/analyzer/probe.ts',
      ),
    ).toContain('no-restricted-imports');
    expect(
      await ruleIds(
        "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';\nexport const d = DynamoDBClient;\n",
        'functions/src/http/probe.ts',
      ),
    ).toContain('no-restricted-imports');
  });

  it('refuses a job import of the HTTP layer (the logger is shared infrastructure in functions/src/log)', async () => {
    const ids = await ruleIds(
      "import { json } from '../../http/core/respond';\nexport const j = json;\n",
      'functions/src/jobs/analysis/probe.ts',
    );
    expect(ids).toContain('import/no-restricted-paths');
    const ok = await ruleIds(
      "import { log } from '../../log';\nexport const l = log;\n",
      'functions/src/jobs/analysis/probe.ts',
    );
    expect(ok).not.toContain('import/no-restricted-paths');
  });

  it('refuses a service import of a DynamoDB repository; its interface is allowed', async () => {
    const dynamo =
      "import type { ContractsRepo } from '../../adapters/dynamo/contracts-repo';\nexport type C = ContractsRepo;\n";
    expect(await ruleIds(dynamo, 'functions/src/services/contracts/probe.ts')).toContain('import/no-restricted-paths');
    const port =
      "import type { ContractsRepo } from '../../adapters/repositories/contracts';\nexport type C = ContractsRepo;\n";
    expect(await ruleIds(port, 'functions/src/services/contracts/probe.ts')).not.toContain(
      'import/no-restricted-paths',
    );
  });

  it('refuses a DynamoDB repository in every service, the mail-sending ones included', async () => {
    const sessions =
      "import type { SessionsRepo } from '../../adapters/dynamo/sessions-repo';\nexport type S = SessionsRepo;\n";
    expect(await ruleIds(sessions, 'functions/src/services/accounts/probe.ts')).toContain('import/no-restricted-paths');
    const waitlist =
      "import type { WaitlistRepo } from '../../adapters/dynamo/waitlist-repo';\nexport type W = WaitlistRepo;\n";
    expect(await ruleIds(waitlist, 'functions/src/services/outreach/probe.ts')).toContain('import/no-restricted-paths');
    const suppression =
      "import type { SuppressionRepo } from '../../adapters/dynamo/suppression-repo';\nexport type R = SuppressionRepo;\n";
    expect(await ruleIds(suppression, 'functions/src/services/mail-feedback/probe.ts')).toContain(
      'import/no-restricted-paths',
    );
    const port =
      "import type { SessionsRepo } from '../../adapters/repositories/sessions';\nexport type S = SessionsRepo;\n";
    expect(await ruleIds(port, 'functions/src/services/accounts/probe.ts')).not.toContain('import/no-restricted-paths');
  });

  it('keeps document code pure: no I/O, no service or adapter; its tests may use them', async () => {
    const fs = "import { readFileSync } from 'node:fs';\nexport const r = readFileSync;\n";
    expect(await ruleIds(fs, 'functions/src/documents/docx/probe.ts')).toContain('no-restricted-imports');
    const service =
      "import { extractPdfText } from '../../services/extraction/pdf';\nexport const e = extractPdfText;\n";
    expect(await ruleIds(service, 'functions/src/documents/redline/probe.ts')).toContain('import/no-restricted-paths');
    const adapter = "import type { OcrPort } from '../../adapters/ocr/port';\nexport type O = OcrPort;\n";
    expect(await ruleIds(adapter, 'functions/src/documents/pdf/probe.ts')).toContain('import/no-restricted-paths');
    expect(await ruleIds(service, 'functions/src/documents/redline/probe.test.ts')).not.toContain(
      'import/no-restricted-paths',
    );
  });

  it('allows both sides to import shared', async () => {
    const code = "import { genericMessages } from '../../shared/messages';\nexport const g = genericMessages;\n";
    expect(await ruleIds(code, 'frontend/src/probe.ts')).not.toContain('import/no-restricted-paths');
    expect(await ruleIds(code, 'functions/src/probe.ts')).not.toContain('import/no-restricted-paths');
  });

  it('refuses an import cycle, through other modules too', async () => {
    const cycleIds = async (code: string, filePath: string) =>
      ((await eslint.lintText(code, { filePath }))[0]?.messages ?? []).map((m) => m.ruleId);
    // contracts-repo.ts imports contract-keys.ts.
    const direct = "import { createContractsRepo } from './contracts-repo';\nexport const c = createContractsRepo;\n";
    expect(await cycleIds(direct, 'functions/src/adapters/dynamo/contract-keys.ts')).toContain('local/import-cycles');
    // redline-store.ts imports contract-keys.ts, which imports owners.ts.
    const indirect =
      "import { createRedlineStore } from '../adapters/dynamo/redline-store';\nexport const r = createRedlineStore;\n";
    expect(await cycleIds(indirect, 'functions/src/domain/owners.ts')).toContain('local/import-cycles');
    // library-repo.ts does not import redline-store.ts: no loop.
    const fine = "import { createLibraryRepo } from './library-repo';\nexport const l = createLibraryRepo;\n";
    expect(await cycleIds(fine, 'functions/src/adapters/dynamo/redline-store.ts')).not.toContain('local/import-cycles');
  });
});
