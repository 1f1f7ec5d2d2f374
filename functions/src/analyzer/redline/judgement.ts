/**
 * The redline follows the review's judgement: each finding of the analysis is matched to the
 * passage the review judged (the same rules, for the same side), so the edit answers what the
 * review found, for the side it found it for.
 */
import type { Span } from '../../../../shared/schemas/analysis';
import type { Judged, Review } from '../findings';

/** The review's judgement of the passage a finding cites (the strongest where several overlap). */
export function judgedAt(review: Review, spans: readonly Span[]): Judged | undefined {
  const s = spans[0];
  if (!s || s.end <= s.start) return undefined;
  let best: Judged | undefined;
  for (const j of review.ranked) {
    const p = j.passage;
    if (p.start < s.end && s.start < p.end && (!best || j.score > best.score)) best = j;
  }
  return best;
}
