/**
 * Which Bedrock model ids a deploy accepts, and the message for the ones it refuses.
 *
 * Recent Claude models have no on-demand throughput in any region: a bare foundation-model id
 * (`anthropic.claude-...`) synthesizes and deploys, then every call fails with "Invocation of model
 * ID ... with on-demand throughput isn't supported" and every contract is refunded. They are
 * invoked through an inference profile: a cross-region (system) profile id with a geography prefix,
 * or the ARN of a system or application inference profile. Each kind needs a different IAM grant
 * (permissions.ts `bedrockStatements`).
 */
import { SettingsError } from './settings-error';

export type BedrockModelKind =
  /** `us.anthropic.claude-...`: a system-defined cross-region profile, named by id. */
  | 'profile-id'
  /** `arn:aws:bedrock:<region>:<account>:inference-profile/us.anthropic...`. */
  | 'profile-arn'
  /** `arn:aws:bedrock:<region>:<account>:application-inference-profile/<id>`: its model is not in the ARN. */
  | 'application-profile-arn'
  /** `arn:aws:bedrock:<region>:<account>:provisioned-model/<id>`: Provisioned Throughput. */
  | 'provisioned-arn';

/** Geography prefixes of system-defined cross-region inference profiles. */
export const PROFILE_PREFIXES = ['us', 'eu', 'apac', 'global', 'us-gov', 'ca', 'jp', 'au'] as const;
export const PROFILE_ID = new RegExp(`^(${PROFILE_PREFIXES.join('|')})\\.[a-z0-9-]+\\.[\\w.:-]+$`);

const ARN =
  /^arn:aws[\w-]*:bedrock:([a-z0-9-]+):(\d{12})?:(inference-profile|application-inference-profile|provisioned-model|foundation-model)\/(.+)$/;

const HOW_TO_FIX =
  'Use a cross-region inference profile id such as us.anthropic.claude-sonnet-4-5-20250929-v1:0 ' +
  "(us., eu., apac. or global. as the stack's region allows), or the ARN of an inference profile " +
  '(arn:aws:bedrock:<region>:<account>:inference-profile/... or application-inference-profile/...). ' +
  'List the ones available to you with: aws bedrock list-inference-profiles --region <stack region>.';

/** Classifies the configured model id, or throws a SettingsError that says what to use instead. */
export function checkBedrockModelId(modelId: string): BedrockModelKind {
  if (PROFILE_ID.test(modelId)) return 'profile-id';
  const arn = ARN.exec(modelId);
  if (arn) {
    const resource = arn[3];
    if (resource === 'inference-profile') return 'profile-arn';
    if (resource === 'application-inference-profile') return 'application-profile-arn';
    if (resource === 'provisioned-model') return 'provisioned-arn';
    throw new SettingsError(
      `Context "bedrockModelId" is a foundation-model ARN ("${modelId}"): Claude models cannot be invoked on demand by ` +
        `their foundation-model id, so every analysis would fail with "on-demand throughput isn't supported". ${HOW_TO_FIX}`,
    );
  }
  if (/^[a-z0-9-]+\.[\w.:-]+$/.test(modelId)) {
    throw new SettingsError(
      `Context "bedrockModelId" is a bare model id ("${modelId}"): Bedrock refuses on-demand calls to recent Claude models ` +
        `by their model id ("on-demand throughput isn't supported"), so every analysis would fail and be refunded. ${HOW_TO_FIX}`,
    );
  }
  throw new SettingsError(`Context "bedrockModelId" is not a Bedrock model id or ARN: "${modelId}". ${HOW_TO_FIX}`);
}
