/** Failure messages say what to do. */
import { describe, expect, it } from 'vitest';
import { explainBedrockError } from './explain';

describe('explainBedrockError', () => {
  it('turns the on-demand refusal of a bare model id into the profile id to use', () => {
    const text = explainBedrockError(
      'ValidationException',
      "Invocation of model ID anthropic.claude-sonnet-4-5-20250929-v1:0 with on-demand throughput isn't supported.",
      'anthropic.claude-sonnet-4-5-20250929-v1:0',
    );
    expect(text).toContain('e.g. us.anthropic.claude-sonnet-4-5-20250929-v1:0');
  });

  it('explains access, quota and unknown-model errors', () => {
    expect(explainBedrockError('AccessDeniedException', 'no access', 'us.x.y')).toMatch(/first-time-use form/);
    expect(explainBedrockError('ThrottlingException', 'Too many tokens', 'us.x.y')).toMatch(/tokens-per-minute quota/);
    expect(explainBedrockError('ResourceNotFoundException', 'not found', 'us.x.y')).toMatch(/list-inference-profiles/);
    expect(explainBedrockError('SomethingElse', '', 'us.x.y')).toBe('');
  });
});
