/**
 * Two extensions of the analysis JSON (./analysis.ts) that say how far the review can be trusted:
 * for whom it was made (`review_side`: a name or role that is not a party of the contract is said so,
 * with the parties to pick from), and what it checked (`coverage`: each clause family a review
 * judges, as judged, not present, or not assessed and why). A summary that says no material risks
 * were found is only true when the families were judged.
 */
import * as v from 'valibot';

export const ReviewSideSchema = v.object({
  /** What the user asked for, as typed. */
  requested: v.string(),
  /** The contract's name for the reviewed party; null when the request names no party. */
  party: v.nullable(v.string()),
  role: v.optional(v.string()),
  is_party: v.boolean(),
  /** The contract's parties, to pick from when is_party is false. */
  parties: v.array(v.string()),
  /** Shown on the results page and in the reports when is_party is false. */
  notice: v.optional(v.string()),
});
export type ReviewSide = v.InferOutput<typeof ReviewSideSchema>;

export const CoverageStatusSchema = v.picklist(['judged', 'not_present', 'not_assessed']);
export type CoverageStatus = v.InferOutput<typeof CoverageStatusSchema>;

export const CoverageItemSchema = v.object({
  family: v.string(),
  label: v.string(),
  status: CoverageStatusSchema,
  /** What was found (clauses read, findings raised) or why the family was not assessed. */
  detail: v.string(),
  /** Findings of this family in the analysis. */
  findings: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type CoverageItem = v.InferOutput<typeof CoverageItemSchema>;
