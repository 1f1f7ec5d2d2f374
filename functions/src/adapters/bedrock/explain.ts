/**
 * What an operator should do about a Bedrock error, appended to the failure message that is logged
 * and kept with the failed contract (the user sees the spec's "couldn't analyse" wording).
 */
export function explainBedrockError(name: string, message: string, modelId: string): string {
  if (name === 'ValidationException' && /on-demand throughput/i.test(message)) {
    return `The model cannot be called on demand by this id: set bedrockModelId to an inference profile id (us., eu., apac. or global. before it, e.g. us.${modelId}) or ARN and deploy again.`;
  }
  if (name === 'AccessDeniedException') {
    return (
      "Bedrock refused the call: submit Anthropic's first-time-use form (Bedrock console, model catalogue), make the first " +
      "call in the account as an administrator (AWS Marketplace subscription), and check the analysis function's role may " +
      'invoke the inference profile and its model in every region the profile routes to (docs/DEPLOY.md).'
    );
  }
  if (name === 'ResourceNotFoundException')
    return `No model or inference profile "${modelId}" in this region: check bedrockModelId (aws bedrock list-inference-profiles).`;
  if (name === 'ValidationException') {
    return "Bedrock rejected the request (for example maxTokens above the model's limit or too long an input): lower bedrockMaxOutputTokens or bedrockChunkTokens.";
  }
  if (name === 'UnrecognizedClientException') return 'The function has no valid AWS credentials for Bedrock.';
  if (name === 'ThrottlingException' || name === 'ServiceUnavailableException') {
    return 'The per-minute quota stayed exhausted: request a higher tokens-per-minute quota (Service Quotas) or lower bedrockTokensPerMinute so fewer analyses run at once; the contract is retried.';
  }
  return '';
}
