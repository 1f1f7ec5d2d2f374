/**
 * The Bedrock redline proposer end to end against the local HTTP/2 Converse stub
 * (tests/support/bedrock-stub.ts): the forced record_redline tool, the contract as a delimited data
 * block with the numbered findings, and the placement gate on the model's quotes.
 */
import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedlineMetadataSchema } from '../../../../shared/schemas/redline';
import { startBedrockStub, type BedrockStub } from '../../../../tests/support/bedrock-stub';
import { analyzeContract } from '../../analyzer/engine';
import { findingsOf } from '../../analyzer/redline/findings';
import { countOccurrences } from '../../analyzer/redline/locate';
import { createBedrockRedlineProposer } from './redline';

const fixture = (name: string) => JSON.parse(readFileSync(`tests/fixtures/bedrock/${name}.json`, 'utf8')) as unknown;
const contractText = readFileSync('functions/src/analyzer/__fixtures__/services-agreement.txt', 'utf8');
const MODEL = 'us.anthropic.claude-3-7-sonnet-20250219-v1:0';
const behalfOf = 'Beta Retail LLC';
const analysis = analyzeContract({ contractText, behalfOf });

let stub: BedrockStub;
beforeAll(async () => {
  stub = await startBedrockStub();
});
afterAll(() => stub.close());

const proposer = () =>
  createBedrockRedlineProposer({
    region: 'eu-west-1',
    endpoint: stub.url,
    credentials: { accessKeyId: 'AKIDLOCALSTUB', secretAccessKey: 'local-stub-secret' },
    modelId: MODEL,
    maxOutputTokens: 8192,
    retry: { sleep: () => Promise.resolve(), maxAttempts: 2 },
  });

describe('Bedrock redline proposer (HTTP/2 Converse stub)', () => {
  it('forces record_redline, sends findings and the contract as data, and keeps only placeable edits', async () => {
    stub.answer({ body: fixture('converse-redline') });
    const playbook = { name: 'Retail buyer', content: 'auto-renewal: not allowed' };
    const result = await proposer().proposeRedline({
      contractText,
      analysis,
      behalfOf,
      playbook,
      additionalInstructions: 'Keep edits short.',
    });

    const request = stub.requests.at(-1)!;
    expect(request.modelId).toBe(MODEL);
    expect(request.body.toolConfig).toMatchObject({ toolChoice: { tool: { name: 'record_redline' } } });
    const system = JSON.stringify(request.body.system);
    expect(system).toContain('Your client is: Beta Retail LLC');
    expect(system).toContain('auto-renewal: not allowed');
    expect(system).toContain('Keep edits short.');
    expect(system).not.toContain('MASTER SERVICES AGREEMENT');
    const [ask, data] = (request.body.messages as { content: { text: string }[] }[])[0]!.content.map((b) => b.text);
    expect(ask).toContain('[0] risk');
    expect(data).toMatch(/^<<<CONTRACT_TEXT id=[0-9a-f]{16}>>>\n/);

    expect(result).toMatchObject({
      provider: 'bedrock',
      model: MODEL,
      usage: { inputTokens: 2210, outputTokens: 640 },
    });
    const r = result.redline;
    expect(v.safeParse(RedlineMetadataSchema, r).success).toBe(true);
    // Ambiguous, absent and overlapping quotes are dropped; a quote with extra spaces is resolved to the contract's words.
    expect(r.modifications.map((m) => m.original_text ?? m.insert_after)).toEqual([
      'ninety (90) days prior',
      'Provider may terminate this Agreement at any time',
      'arising out of the use of the Services',
      'delivered to the addresses set out in Exhibit B.',
    ]);
    for (const m of r.modifications)
      expect(countOccurrences(contractText, m.original_text ?? m.insert_after ?? '')).toBe(1);
    const findings = findingsOf(analysis);
    expect(r.modifications[0]).toMatchObject({
      category: findings[1]!.category,
      position_reference: findings[1]!.reference,
    });
    // new_text is read as modified_text; an unknown finding index leaves the edit unattributed but placed.
    expect(r.modifications[3]).toMatchObject({
      type: 'add_clause',
      modified_text: expect.stringContaining('Confidentiality'),
    });
    expect(r.modifications[3]!.category).toBeUndefined();
    expect(r.summary).toMatchObject({ total_modifications: 4, high_priority_count: 3 });
  });

  it('asks once more when the model does not call the tool, then gives up with an error', async () => {
    const noTool = {
      output: { message: { role: 'assistant', content: [{ text: 'I think the contract is fine.' }] } },
      stopReason: 'end_turn',
      usage: { inputTokens: 10, outputTokens: 5, totalTokens: 15 },
    };
    stub.answer({ body: noTool }, { body: fixture('converse-redline') });
    const ok = await proposer().proposeRedline({ contractText, analysis, behalfOf });
    expect(ok.redline.modifications.length).toBe(4);
    expect(ok.usage).toEqual({ inputTokens: 2220, outputTokens: 645 });
    stub.answer({ body: noTool }, { body: noTool });
    await expect(proposer().proposeRedline({ contractText, analysis, behalfOf })).rejects.toThrow(
      /did not call record_redline/,
    );
  });
});
