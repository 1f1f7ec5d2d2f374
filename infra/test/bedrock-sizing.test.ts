/** Bedrock sized to its tokens-per-minute quota: the budget, and what the stack makes of it. */
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { tokensReservedPerCall } from '../../functions/src/adapters/bedrock/quota';
import { bedrockSizing } from '../lib/bedrock-sizing';
import { functionProps, synthStack } from './helpers';

const bedrock = { modelProvider: 'bedrock', bedrockModelId: 'eu.anthropic.claude-sonnet-4-5-20250929-v1:0' } as const;
const base = {
  modelProvider: 'bedrock' as const,
  bedrockTokensPerMinute: 200_000,
  bedrockChunkTokens: undefined,
  bedrockMaxOutputTokens: undefined,
  jobMaxConcurrency: 5,
};

describe('the budget', () => {
  it('sizes maxTokens to the 300 s job and fits the default quota with three analyses one chunk at a time', () => {
    const sizing = bedrockSizing(base, 300)!;
    // (280 s deadline - 30 s margin) / 2 rounds - 15 s overhead = 110 s at 40 tokens/s -> 4,400 -> 4,096.
    expect(sizing.maxOutputTokens).toBe(4_096);
    expect(sizing.chunkTokens).toBe(30_000);
    expect(sizing.reservedPerCall).toBe(30_000 + 4_000 + 5 * 4_096);
    expect(sizing).toMatchObject({ callsInFlight: 3, chunkConcurrency: 1, consumers: 3, fits: true });
    // What all consumers may reserve at once stays within the quota.
    expect(sizing.consumers * sizing.chunkConcurrency * sizing.reservedPerCall).toBeLessThanOrEqual(200_000);
  });

  it('a larger quota allows more analyses, then more chunks at once, never above jobMaxConcurrency', () => {
    expect(bedrockSizing({ ...base, bedrockTokensPerMinute: 2_000_000 }, 300)).toMatchObject({
      consumers: 5,
      chunkConcurrency: 3,
      fits: true,
    });
    expect(bedrockSizing({ ...base, bedrockTokensPerMinute: 2_000_000, jobMaxConcurrency: 2 }, 300)).toMatchObject({
      consumers: 2,
    });
  });

  it('a small quota shrinks the chunk so two calls still fit', () => {
    const sizing = bedrockSizing({ ...base, bedrockTokensPerMinute: 80_000 }, 300)!;
    expect(sizing.chunkTokens).toBeLessThan(30_000);
    expect(2 * tokensReservedPerCall(sizing.chunkTokens, sizing.maxOutputTokens)).toBeLessThanOrEqual(80_000);
    expect(sizing).toMatchObject({ consumers: 2, chunkConcurrency: 1, fits: true });
  });

  it('refuses a quota too small for two calls, saying what to do', () => {
    expect(() => bedrockSizing({ ...base, bedrockTokensPerMinute: 40_000 }, 300)).toThrow(
      /too small for two Bedrock calls.*Service Quotas/s,
    );
  });

  it('explicit sizes win, and an oversized pair is reported as not fitting', () => {
    const sizing = bedrockSizing({ ...base, bedrockChunkTokens: 100_000, bedrockMaxOutputTokens: 8_192 }, 300)!;
    expect(sizing).toMatchObject({
      chunkTokens: 100_000,
      maxOutputTokens: 8_192,
      callsInFlight: 1,
      consumers: 2,
      fits: false,
    });
  });

  it('the built-in analyzer is not sized', () => {
    expect(bedrockSizing({ ...base, modelProvider: 'builtin' }, 300)).toBeUndefined();
  });
});

describe('in the stack', () => {
  it('a Bedrock stack caps the analysis consumers and gives the functions the sized BEDROCK_* settings', () => {
    const { stack, template } = synthStack(bedrock);
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^QueuesAnalysis(?!DeadLetter)'), 'Arn'] },
      ScalingConfig: { MaximumConcurrency: 3 },
    });
    // The dead-letter consumer does not call Bedrock: it keeps jobMaxConcurrency.
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^QueuesAnalysisDeadLetter'), 'Arn'] },
      ScalingConfig: { MaximumConcurrency: 5 },
    });
    for (const fn of [stack.jobs.functions.analysis!, stack.api.functions.redline!]) {
      expect(functionProps(template, fn).Environment?.Variables).toMatchObject({
        BEDROCK_CHUNK_TOKENS: '30000',
        BEDROCK_MAX_OUTPUT_TOKENS: '4096',
        BEDROCK_MAX_CONCURRENCY: '1',
      });
    }
  });

  it('follows the configured quota', () => {
    const { stack, template } = synthStack({ ...bedrock, bedrockTokensPerMinute: 2_000_000 });
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^QueuesAnalysis(?!DeadLetter)'), 'Arn'] },
      ScalingConfig: { MaximumConcurrency: 5 },
    });
    expect(functionProps(template, stack.jobs.functions.analysis!).Environment?.Variables).toMatchObject({
      BEDROCK_MAX_CONCURRENCY: '3',
    });
  });

  it('validates the quota setting, and warns when explicit sizes do not fit it', () => {
    expect(() => synthStack({ ...bedrock, bedrockTokensPerMinute: 'lots' })).toThrow(
      /bedrockTokensPerMinute" must be a whole number/,
    );
    expect(() => synthStack({ bedrockTokensPerMinute: 5 })).toThrow(/bedrockTokensPerMinute" must be a whole number/);
    const { stack } = synthStack({ ...bedrock, bedrockChunkTokens: 100_000, bedrockMaxOutputTokens: 8_192 });
    Annotations.fromStack(stack).hasWarning('*', Match.stringLikeRegexp('throttling will be routine'));
  });

  it('the built-in analyzer gets no BEDROCK_* sizing and the plain concurrency', () => {
    const { stack, template } = synthStack({ bedrockTokensPerMinute: 2_000_000 });
    expect(stack.settings.bedrockTokensPerMinute).toBeUndefined();
    expect(
      Object.keys(functionProps(template, stack.jobs.functions.analysis!).Environment?.Variables ?? {}),
    ).not.toContain('BEDROCK_CHUNK_TOKENS');
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^QueuesAnalysis(?!DeadLetter)'), 'Arn'] },
      ScalingConfig: { MaximumConcurrency: 5 },
    });
  });
});
