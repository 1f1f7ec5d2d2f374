/**
 * The words of the service rules (rules-service.ts): what a service duty with no service level does to the
 * reviewed party, why it matters, and the change that moves the term toward it.
 */
import type { Explain } from './explain-types';

export const SERVICE_WORDS: Record<string, Explain> = {
  'other-service-no-levels': (t) => ({
    title: `${t.O} must maintain, support or host what ${t.S} relies on${t.harsh && t.period ? ` for ${t.period}` : ''}, and the contract sets no service level for it.`,
    impact: `With no response or fix times, availability commitment, support hours or service credits, ${t.S} cannot show that a slow or failing service breaches the agreement, and has no remedy short of proving damages while it keeps paying.`,
    ask: `Add service levels for ${t.O}'s services: what maintenance and support include, support hours, response and fix times by severity, an availability commitment for anything hosted, service credits when they are missed, and a right to terminate for repeated failures.`,
  }),
};
