/** The operators' email test tool (docs/product-spec.md sections 2, 5 and 7). */
import * as v from 'valibot';
import { validationMessages as m } from '../messages';
import { emailTestMessages } from '../payment-messages';

export const TestEmailRequestSchema = v.object({
  email: v.pipe(
    v.optional(v.string(m.emailTestRequired), ''),
    v.trim(),
    v.minLength(1, m.emailTestRequired),
    v.email(m.emailInvalid),
    v.maxLength(254, m.emailInvalid),
  ),
  /** Optional; defaults to Test User (docs/product-spec.md section 5). */
  firstName: v.pipe(
    v.optional(v.nullable(v.string()), ''),
    v.transform((name) => (name ?? '').trim()),
    v.maxLength(100),
    v.transform((name) => name || emailTestMessages.defaultFirstName),
  ),
});
export type TestEmailRequest = v.InferInput<typeof TestEmailRequestSchema>;

export const SmtpCheckResponseSchema = v.object({
  status: v.string(),
  provider: v.string(),
  detail: v.optional(v.string()),
});
export const EmailTestSentSchema = v.object({ message: v.string(), messageTo: v.string() });
