/**
 * Waitlist (access request) form: docs/product-spec.md section 3 fields with section 5 messages. Shared by the
 * /waitlist form and POST /api/waitlist/apply.
 */
import * as v from 'valibot';
import { validationMessages as m } from '../messages';

export const planTypes = ['Solo Practitioner', 'Business', 'Enterprise'] as const;
export const teamSizes = [
  '1-10 employees',
  '11-50 employees',
  '51-200 employees',
  '201-500 employees',
  '501+ employees',
] as const;
export const monthlyContractCounts = [
  '1-5 per month',
  '6-20 per month',
  '21-50 per month',
  '51-100 per month',
  '100+ per month',
] as const;

const required = (message: string, max = 100) =>
  v.pipe(v.optional(v.string(message), ''), v.trim(), v.minLength(1, message), v.maxLength(max, message));

export const WaitlistApplicationSchema = v.object({
  firstName: required(m.waitlistFirstName),
  lastName: required(m.waitlistLastName),
  email: v.pipe(
    v.optional(v.string(m.emailInvalid), ''),
    v.trim(),
    v.email(m.emailInvalid),
    v.maxLength(254, m.emailInvalid),
  ),
  organization: required(m.organizationRequired, 200),
  // Optional (docs/product-spec.md section 5); when given, a number someone can dial: 7 to 15 digits, with the
  // usual +, spaces, dots, dashes and brackets.
  phone: v.pipe(
    v.optional(v.nullable(v.string()), ''),
    v.transform((p) => (p ?? '').trim()),
    v.maxLength(40, m.phoneInvalid),
    v.check((p) => p === '' || (/^\+?[\d\s().-]+$/.test(p) && /^\d{7,15}$/.test(p.replace(/\D/g, ''))), m.phoneInvalid),
  ),
  planType: v.pipe(v.optional(v.string(m.planTypeRequired), ''), v.picklist(planTypes, m.planTypeRequired)),
  teamSize: v.pipe(v.optional(v.string(m.teamSizeRequired), ''), v.picklist(teamSizes, m.teamSizeRequired)),
  monthlyContractCount: v.pipe(
    v.optional(v.string(m.monthlyCountRequired), ''),
    v.picklist(monthlyContractCounts, m.monthlyCountRequired),
  ),
});
export type WaitlistApplicationInput = v.InferInput<typeof WaitlistApplicationSchema>;
export type WaitlistApplication = v.InferOutput<typeof WaitlistApplicationSchema>;
