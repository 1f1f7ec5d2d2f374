/**
 * What organisations (teams) and the public API say to people and callers. docs/product-spec.md names
 * the plans (section 1) but gives no wording for teams, so these strings are the product's own,
 * kept in one place for the pages, the handlers and the tests.
 */

export const organizationErrorCodes = [
  'ORGANIZATION_NOT_FOUND',
  'ALREADY_IN_ORGANIZATION',
  'NOT_ALLOWED',
  'PLAN_REQUIRED',
  'INVITE_INVALID',
  'INVITE_EMAIL_MISMATCH',
  'ALREADY_MEMBER',
  'API_KEY_INVALID',
  'API_KEY_SCOPE',
] as const;

export const organizationMessages = {
  notFound: 'Organisation not found',
  nameRequired: 'Organisation name is required',
  nameMax: 'Organisation name cannot exceed 100 characters',
  alreadyInOrganization: 'You already belong to an organisation. Leave it before creating or joining another.',
  notAllowed: 'Only the owner or an admin of the organisation can do this.',
  invitesNeedBusiness:
    'Inviting colleagues comes with the Business or Enterprise plan. Request access to upgrade your organisation.',
  apiNeedsEnterprise: 'API access comes with the Enterprise plan. Request a consultation to upgrade your organisation.',
  inviteRoleInvalid: 'Please choose the role admin or member',
  inviteInvalid: 'This invitation link is invalid, has expired or was already used. Ask for a new invitation.',
  inviteEmailMismatch: (email: string) =>
    `This invitation was sent to ${email}. Sign in with that email address to accept it.`,
  alreadyMember: 'That person is already a member of the organisation.',
  inviteSent: (email: string) => `Invitation sent to ${email}`,
  memberNotFound: 'Member not found',
  ownerStays: 'The owner of the organisation cannot be removed or changed.',
  playbookNotFound: 'Playbook not found',
  apiKeyNameRequired: 'API key name is required',
  apiKeyNameMax: 'API key name cannot exceed 100 characters',
  apiKeyScopeInvalid: 'Please choose the scope read or write',
  apiKeyNotFound: 'API key not found',
  webhookUrlInvalid: 'The webhook URL must be an https:// address',
} as const;

/** Answers of /api/v1 (Bearer API keys; cookies are never read there). */
export const apiMessages = {
  missingKey: 'Missing API key. Send it as "Authorization: Bearer <key>".',
  invalidKey: 'Invalid or revoked API key',
  readOnlyKey: 'This API key is read-only; this call needs a key with the write scope.',
  rateLimited: 'Too many requests for this API key. Retry after the number of seconds in Retry-After.',
  uploadNotFound: 'Upload not found',
} as const;
