/**
 * The smallest values of the analysis JSON (analysis.ts): a span of the contract text and a
 * priority. Their own module so that loose-values.ts, which analysis.ts reads with, can name them.
 */
import * as v from 'valibot';

/** A half-open character range [start, end) into the submitted contract text. */
export const SpanSchema = v.pipe(
  v.object({
    start: v.pipe(v.number(), v.integer(), v.minValue(0)),
    end: v.pipe(v.number(), v.integer(), v.minValue(0)),
  }),
  v.check((s) => s.end >= s.start, 'span end must not precede start'),
);
export type Span = v.InferOutput<typeof SpanSchema>;

export const PrioritySchema = v.picklist(['high', 'medium', 'low']);
export type Priority = v.InferOutput<typeof PrioritySchema>;
