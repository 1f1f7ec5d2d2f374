/** API keys and the webhook of an Enterprise organisation, as the organisation page manages them. */
import * as v from 'valibot';
import { organizationMessages as om } from '../organization-messages';

export const apiKeyScopes = ['read', 'write'] as const;

/** POST /api/orgs/{orgId}/api-keys */
export const CreateApiKeyRequestSchema = v.object({
  name: v.pipe(
    v.optional(v.nullable(v.string(om.apiKeyNameRequired)), ''),
    v.transform((s) => (s ?? '').trim()),
    v.minLength(1, om.apiKeyNameRequired),
    v.maxLength(100, om.apiKeyNameMax),
  ),
  scope: v.picklist(apiKeyScopes, om.apiKeyScopeInvalid),
});
export type CreateApiKeyRequest = v.InferInput<typeof CreateApiKeyRequestSchema>;

/** The answer to a creation: the only time the key itself is shown. */
export const CreatedApiKeySchema = v.object({
  id: v.string(),
  key: v.string(),
  name: v.string(),
  scope: v.picklist(apiKeyScopes),
});
export type CreatedApiKey = v.InferOutput<typeof CreatedApiKeySchema>;

export const ApiKeySummarySchema = v.object({
  id: v.string(),
  name: v.string(),
  scope: v.picklist(apiKeyScopes),
  hint: v.string(),
  createdAt: v.string(),
  lastUsedAt: v.nullable(v.string()),
  revokedAt: v.nullable(v.string()),
});
export type ApiKeySummary = v.InferOutput<typeof ApiKeySummarySchema>;
export const ApiKeyListSchema = v.array(ApiKeySummarySchema);

/** PUT /api/orgs/{orgId}/webhook: where analysis.completed and analysis.failed are sent. */
export const WebhookRequestSchema = v.object({
  url: v.pipe(
    v.string(om.webhookUrlInvalid),
    v.trim(),
    v.maxLength(2000, om.webhookUrlInvalid),
    v.url(om.webhookUrlInvalid),
  ),
});

/** The webhook as the page shows it; `secret` only in the answer that set it. */
export const WebhookSchema = v.object({
  url: v.nullable(v.string()),
  updatedAt: v.nullable(v.string()),
  secret: v.optional(v.string()),
  deliveries: v.array(
    v.object({
      eventId: v.string(),
      type: v.string(),
      contractId: v.string(),
      status: v.picklist(['pending', 'delivered', 'failed']),
      attempts: v.number(),
      lastError: v.nullable(v.string()),
      updatedAt: v.string(),
    }),
  ),
});
export type Webhook = v.InferOutput<typeof WebhookSchema>;
