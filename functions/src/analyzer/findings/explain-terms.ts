/** The words of the rules in rules-terms.ts: what each term does to the reviewed party, and what to ask for. */
import type { Explain } from './explain';

export const TERM_WORDS: Record<string, Explain> = {
  'other-not-obliged': (t) => ({
    title: `${t.O} is not obliged to perform here${t.harsh ? ', on its own judgement' : ''}.`,
    impact: `${t.S} cannot count on ${t.O}'s performance: ${t.O} may decline it and ${t.S} has no remedy for the refusal.`,
    ask: `Make ${t.O}'s duty firm, or limit the excuse to objective grounds ${t.S} can check, with notice and a right for ${t.S} to terminate.`,
  }),
  'one-way-force-majeure': (t) => ({
    title: `Only ${t.O} is excused by force majeure or events beyond its control.`,
    impact: `${t.O} may stop or defer performance for events that would not excuse ${t.S}, which stays bound to pay and perform.`,
    ask: `Make the force majeure clause mutual, define the events narrowly, and let ${t.S} terminate if the event lasts more than 30 days.`,
  }),
  'self-bears-costs': (t) => ({
    title: `${t.S} bears ${t.harsh ? 'all ' : ''}the costs of this part of the agreement.`,
    impact: `Costs that could be shared, capped or reimbursed fall on ${t.S} alone, with no limit stated.`,
    ask: `Cap ${t.S}'s costs, require ${t.O} to share or reimburse them, or have them approved in advance.`,
  }),
};
