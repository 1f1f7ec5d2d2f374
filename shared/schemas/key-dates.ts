/**
 * Signed contracts and their key dates: one schema per shape shared by the forms and the handlers
 * (POST /api/contract/{id}/signed, GET|PUT /api/contract/{id}/key-dates, GET /api/key-dates, the
 * calendar feed and the unsubscribe link).
 */
import * as v from 'valibot';
import {
  keyDateMessages as m,
  MAX_KEY_DATES,
  MAX_REMINDER_OFFSET_DAYS,
  MAX_REMINDER_OFFSETS,
} from '../key-dates-messages';
import { parseIsoDate } from '../iso-date';

export const keyDateKinds = ['effective', 'expiration', 'notice-deadline', 'renewal', 'obligation', 'other'] as const;
export type KeyDateKind = (typeof keyDateKinds)[number];

/** What each kind is called on screen, in filters and in emails. */
export const keyDateKindLabels: Record<KeyDateKind, string> = {
  effective: 'Effective date',
  expiration: 'Expiration',
  'notice-deadline': 'Notice deadline',
  renewal: 'Renewal',
  obligation: 'Obligation',
  other: 'Other',
};

export const repeatUnits = ['day', 'week', 'month', 'year'] as const;
export type RepeatUnit = (typeof repeatUnits)[number];

const isoDate = (message: string) =>
  v.pipe(
    v.string(message),
    v.check((s) => parseIsoDate(s) !== undefined, message),
  );

export const RepeatsSchema = v.object({
  every: v.pipe(
    v.number(m.repeatInvalid),
    v.integer(m.repeatInvalid),
    v.minValue(1, m.repeatInvalid),
    v.maxValue(120, m.repeatInvalid),
  ),
  unit: v.picklist(repeatUnits, m.repeatInvalid),
});
export type Repeats = v.InferOutput<typeof RepeatsSchema>;

/**
 * A rule occurrences follow exactly, such as the end of each period plus some days ("within 30 days
 * after the end of each calendar quarter"): occurrence k is `anchor` moved by k repeats, plus
 * `plusDays`; only those on or after the date's first occurrence count. The anchor is a month end of
 * a 31-day month, so month ends never drift (31 March, 30 June, 30 September, 31 December).
 */
export const OccurrenceRuleSchema = v.object({
  anchor: isoDate(m.dateInvalid),
  plusDays: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(366)),
  businessDays: v.boolean(),
});
export type OccurrenceRule = v.InferOutput<typeof OccurrenceRuleSchema>;

/** A tracked date as stored and answered. `date` is the first occurrence of a repeating date. */
export const KeyDateSchema = v.object({
  id: v.string(),
  kind: v.picklist(keyDateKinds),
  date: isoDate(m.dateInvalid),
  label: v.string(),
  /** The clause the date comes from ("Section 15.1 (Term)"); empty when none is cited. */
  clauseReference: v.string(),
  repeats: v.nullable(RepeatsSchema),
  rule: v.optional(OccurrenceRuleSchema),
  /** Whether reminders are emailed before it. */
  remind: v.boolean(),
  source: v.picklist(['analysis', 'user']),
  /** How a computed date was computed ("2017-09-04 minus 6 months"). */
  basis: v.optional(v.string()),
});
export type KeyDate = v.InferOutput<typeof KeyDateSchema>;

const trimmed = (required: string, max: number, maxMessage: string) =>
  v.pipe(
    v.string(required),
    v.transform((s) => s.trim()),
    v.minLength(1, required),
    v.maxLength(max, maxMessage),
  );

/** One date of the edit form; without `id` it is a new date the user adds. */
export const KeyDateInputSchema = v.object({
  id: v.optional(v.pipe(v.string(), v.maxLength(64))),
  kind: v.picklist(keyDateKinds),
  date: isoDate(m.dateInvalid),
  label: trimmed(m.labelRequired, 200, m.labelMax),
  clauseReference: v.optional(
    v.pipe(
      v.string(),
      v.transform((s) => s.trim()),
      v.maxLength(200, m.referenceMax),
    ),
    '',
  ),
  repeats: v.optional(v.nullable(RepeatsSchema), null),
  remind: v.optional(v.boolean()),
});
export type KeyDateInput = v.InferInput<typeof KeyDateInputSchema>;

const offset = v.pipe(
  v.number(m.offsetsInvalid),
  v.integer(m.offsetsInvalid),
  v.minValue(1, m.offsetsInvalid),
  v.maxValue(MAX_REMINDER_OFFSET_DAYS, m.offsetsInvalid),
);

export const ReminderSettingsSchema = v.object({
  enabled: v.boolean(),
  /** Days before each date, largest first. */
  offsets: v.array(v.number()),
});
export type ReminderSettings = v.InferOutput<typeof ReminderSettingsSchema>;

/** PUT /api/contract/{id}/key-dates: the whole list of dates and/or the reminder settings. */
export const UpdateKeyDatesSchema = v.object({
  /** The version the form was read at; a change made meanwhile is refused (409), never overwritten. */
  version: v.pipe(v.number(), v.integer(), v.minValue(0)),
  dates: v.optional(v.pipe(v.array(KeyDateInputSchema), v.maxLength(MAX_KEY_DATES, m.tooManyDates))),
  reminders: v.optional(
    v.object({
      enabled: v.optional(v.boolean()),
      offsets: v.optional(
        v.pipe(
          v.array(offset),
          v.minLength(1, m.offsetsCount),
          v.maxLength(MAX_REMINDER_OFFSETS, m.offsetsCount),
          v.transform((list) => [...new Set(list)].sort((a, b) => b - a)),
        ),
      ),
    }),
  ),
});
export type UpdateKeyDates = v.InferInput<typeof UpdateKeyDatesSchema>;

/** POST /api/contract/{id}/signed. Whether the date lies in the future is the server's check (its clock). */
export const MarkSignedSchema = v.object({
  signedOn: v.pipe(
    v.optional(v.string(m.signedOnRequired), ''),
    v.transform((s) => s.trim()),
    v.minLength(1, m.signedOnRequired),
    v.check((s) => parseIsoDate(s) !== undefined, m.signedOnInvalid),
  ),
});

/** The next occurrence of each date (on or after today), as the server computed it. */
export const NextOccurrenceSchema = v.object({ keyDateId: v.string(), date: v.string() });

/** One contract's dates: GET /api/contract/{id}/key-dates, and the answer of POST signed and PUT. */
export const ContractKeyDatesSchema = v.object({
  contractId: v.string(),
  contractTitle: v.string(),
  signed: v.boolean(),
  signedOn: v.nullable(v.string()),
  /** The tracked dates once signed; before, the dates the analysis proposes. */
  dates: v.array(KeyDateSchema),
  upcoming: v.array(NextOccurrenceSchema),
  reminders: ReminderSettingsSchema,
  version: v.number(),
  updatedAt: v.nullable(v.string()),
});
export type ContractKeyDates = v.InferOutput<typeof ContractKeyDatesSchema>;

/** GET /api/key-dates: the coming dates of every signed contract the caller sees, soonest first. */
export const KeyDateListItemSchema = v.object({
  contractId: v.string(),
  contractTitle: v.string(),
  keyDateId: v.string(),
  kind: v.picklist(keyDateKinds),
  /** The next occurrence (on or after today). */
  date: v.string(),
  label: v.string(),
  clauseReference: v.string(),
  repeats: v.nullable(RepeatsSchema),
  source: v.picklist(['analysis', 'user']),
});
export type KeyDateListItem = v.InferOutput<typeof KeyDateListItemSchema>;
export const KeyDateListSchema = v.array(KeyDateListItemSchema);

export const KeyDateListQuerySchema = v.object({
  kind: v.optional(v.picklist(keyDateKinds, 'Unknown kind of date')),
  contractId: v.optional(v.pipe(v.string(), v.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/i, 'Contract not found'))),
  /** Past dates too (from `from`, default today). */
  from: v.optional(isoDate(m.dateInvalid)),
});

/** GET, POST and DELETE /api/calendar/feed. The URL is shown only when created: only its hash is kept. */
export const CalendarFeedStatusSchema = v.object({
  active: v.boolean(),
  createdAt: v.nullable(v.string()),
  url: v.optional(v.string()),
});
export type CalendarFeedStatus = v.InferOutput<typeof CalendarFeedStatusSchema>;

/** POST /api/reminders/unsubscribe: the emailed link's token; `subscribe: true` undoes it. */
export const UnsubscribeRequestSchema = v.object({
  token: v.pipe(v.string(m.unsubscribeInvalid), v.regex(/^[A-Za-z0-9_-]{20,100}$/, m.unsubscribeInvalid)),
  subscribe: v.optional(v.boolean(), false),
});
export const UnsubscribeResultSchema = v.object({
  contractTitle: v.string(),
  remindersEnabled: v.boolean(),
});
export type UnsubscribeResult = v.InferOutput<typeof UnsubscribeResultSchema>;
