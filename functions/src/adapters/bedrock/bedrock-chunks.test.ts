/**
 * A long contract through the Bedrock analyzer (aws-sdk-client-mock): chunked on section
 * boundaries, reviewed with bounded parallelism, merged and de-duplicated into one analysis.
 */
import { readFileSync } from 'node:fs';
import {
  BedrockRuntimeClient,
  ConverseCommand,
  type ConverseCommandInput,
  type ConverseCommandOutput,
} from '@aws-sdk/client-bedrock-runtime';
import { mockClient } from 'aws-sdk-client-mock';
import * as v from 'valibot';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { AnalysisSchema } from '../../../../shared/schemas/analysis';
import { createBedrockAnalyzer } from '.';

const fixture = (name: string) =>
  JSON.parse(readFileSync(`tests/fixtures/bedrock/${name}.json`, 'utf8')) as ConverseCommandOutput;
const contractText = readFileSync('functions/src/analyzer/__fixtures__/services-agreement.txt', 'utf8');

const bedrock = mockClient(BedrockRuntimeClient);
afterEach(() => bedrock.reset());
// The stub replaces the client's send for the whole process: put it back for the next file.
afterAll(() => bedrock.restore());

const dataBlock = (input: ConverseCommandInput) => input.messages![0]!.content![1]!.text ?? '';

describe('Bedrock analyzer on a long contract', () => {
  it('reviews section-bounded chunks in parallel (bounded), then merges and de-duplicates the findings', async () => {
    let inFlight = 0;
    let peak = 0;
    bedrock.on(ConverseCommand).callsFake(async (input: ConverseCommandInput) => {
      inFlight++;
      peak = Math.max(peak, inFlight);
      await new Promise((r) => setTimeout(r, 20));
      inFlight--;
      return fixture(
        input.messages![0]!.content![0]!.text!.includes('part 1 of 2') ? 'converse-chunk-1' : 'converse-chunk-2',
      );
    });
    const analyzer = createBedrockAnalyzer({
      region: 'us-east-1',
      client: new BedrockRuntimeClient({ region: 'us-east-1' }),
      modelId: 'anthropic.claude-3-5-haiku-20241022-v1:0',
      maxConcurrency: 2,
      chunkTokens: 500, // about 2,000 characters: the 2,800-character agreement makes two chunks
      maxOutputTokens: 4096,
    });
    const result = await analyzer.analyze({ contractText, behalfOf: 'Beta Retail LLC' });

    const requests = bedrock.commandCalls(ConverseCommand).map((c) => c.args[0].input);
    expect(requests).toHaveLength(2);
    expect(peak).toBe(2);
    const [part1, part2] = [...requests].sort((a, b) => dataBlock(a).localeCompare(dataBlock(b)) * -1);
    // Cut on a section boundary: part 1 ends with section 7, part 2 starts at section 8.
    expect(dataBlock(part1!)).toContain('7.1 Provider shall have the right to audit');
    expect(dataBlock(part1!)).not.toContain('8. NON-COMPETITION');
    expect(dataBlock(part2!)).toMatch(/>>>\n8\. NON-COMPETITION/);
    // Each part knows the outline of the whole contract.
    expect(part1!.system![0]!.text).toContain('Section 9 (GOVERNING LAW)');
    expect(part2!.system![0]!.text).toContain('part 2 of 2');

    const a = result.analysis;
    expect(v.safeParse(AnalysisSchema, a).success).toBe(true);
    expect(result.usage).toEqual({ inputTokens: 2210 + 1544, outputTokens: 1034 + 688 });
    const risks = a.risk_assessment_issues.categorized_risks;
    // The liability cap reported by both parts (same category, overlapping spans) appears once.
    expect(risks.map((r) => r.category)).toEqual([
      'price-restrictions',
      'indemnification',
      'non-compete',
      'cap-on-liability',
      'audit-rights',
    ]);
    for (const r of risks) {
      expect(r.spans.length).toBeGreaterThan(0);
      expect(contractText.slice(r.spans[0]!.start, r.spans[0]!.end).length).toBeGreaterThan(20);
    }
    // "Governing Law" missing in part 1 is contradicted by part 2; "Data Protection" is reported once.
    expect(a.risk_assessment_issues.missing_clauses.map((m) => m.clause_name)).toEqual(['Data Protection']);
    // Near-identical suggestions from both parts are one.
    expect(a.suggested_language.map((s) => s.category)).toEqual(['indemnification', 'non-compete']);
    // Snapshot: from part 1, with governing law filled from part 2.
    expect(a.dashboard_executive_summary.contract_snapshot).toMatchObject({
      title_type: 'Master Services Agreement',
      governing_law: 'State of Delaware, USA',
      key_dates: { effective_date: '2025-01-05', expiration_date: '2027-01-05' },
    });
    expect(a.dashboard_executive_summary.contract_snapshot.parties).toHaveLength(2);
    const summary = a.dashboard_executive_summary.overall_context.summary;
    expect(summary).toContain('For Beta Retail LLC: 5 risks (3 high, 1 medium, 1 low).');
    expect(summary).toContain('Missing: Data Protection.');
    expect(a.engine).toEqual({ provider: 'bedrock', version: 'anthropic.claude-3-5-haiku-20241022-v1:0' });
  });
});
