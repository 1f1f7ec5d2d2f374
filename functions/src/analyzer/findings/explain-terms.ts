/** The words of the rules in rules-terms.ts: what each term does to the reviewed party, and what to ask for. */
import type { Explain } from './explain-types';

export const TERM_WORDS: Record<string, Explain> = {
  'other-not-obliged': (t) => ({
    // In the clause's own words where it says what the other side need not do.
    title: `${t.O} ${t.promise?.startsWith('need not ') ? t.promise : 'is not obliged to perform here'}${t.harsh ? ', on its own judgement' : ''}.`,
    impact: `${t.S} cannot count on ${t.O}'s performance: ${t.O} may decline it and ${t.S} has no remedy for the refusal.`,
    ask: `Make ${t.O}'s duty firm, or limit the excuse to objective grounds ${t.S} can check, with notice and a right for ${t.S} to terminate.`,
  }),
  'other-not-committed': (t) => ({
    title: `The agreement does not commit ${t.O} to this: ${t.O} may decline it.`,
    impact: `${t.S} cannot count on ${t.O} doing what this clause leaves open; if ${t.O} does nothing, ${t.S} has no claim, although its own commitments stand.`,
    ask: `Turn the freedom into a commitment ${t.S} can enforce (a minimum, a date or a volume), or let ${t.S} terminate or be released from its own commitments if ${t.O} does not perform.`,
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
  'other-may-reject': (t) => ({
    title: `${t.O} may reject or refuse what ${t.S} asks for, in whole or in part.`,
    impact: `${t.S} has no assured supply or performance: ${t.O} can decline without a stated reason or remedy.`,
    ask: `Oblige ${t.O} to accept requests that meet the agreed terms, with refusal only on stated grounds and in writing within a set time.`,
  }),
  'other-efforts-only': (t) => ({
    title: `${t.O} promises only efforts, not a result${t.period ? ` (${t.period})` : ''}.`,
    impact: `If ${t.O} falls short, ${t.S} must prove a lack of effort; there are no service levels or credits to rely on.`,
    ask: `Turn the efforts promise into firm service levels (response and fix times, availability) with credits and a right for ${t.S} to terminate for repeated failure.`,
  }),
  'other-may-deal-elsewhere': (t) => ({
    title: `${t.O} may deal with others in the same business: other distributors, customers or third parties.`,
    impact: `What ${t.S} receives is not exclusive to it: ${t.O} can sell, appoint or serve others alongside or against ${t.S}.`,
    ask: `Limit ${t.O}'s right to deal with others (outside ${t.S}'s territory or field, or with ${t.S}'s prior written consent), or let ${t.S} terminate if ${t.O} uses it.`,
  }),
  'self-deemed-assent': (t) => ({
    title: `${t.S}'s silence counts as acceptance${t.period ? ` after ${t.period}` : ''}.`,
    impact: `Unless ${t.S} objects in time and in the required form, it is bound (goods accepted, invoice correct, decision final) and loses its objection.`,
    ask: `Lengthen the period, run it from actual receipt, and keep ${t.S}'s rights for defects or errors it could not reasonably find in time.`,
  }),
  'self-most-favoured': (t) => ({
    title: `${t.S} must give ${t.O} terms no less favourable than it gives others.`,
    impact: `${t.S} cannot price or offer terms freely elsewhere without extending them to ${t.O}, which limits its commercial freedom and invites disputes over comparisons.`,
    ask: `Limit the promise to comparable customers, volumes and terms, for a fixed period, with ${t.O} claiming only prospectively.`,
  }),
};
