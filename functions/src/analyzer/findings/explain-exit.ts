/** The words of the rules in rules-exit.ts: what each term does to the reviewed party, and what to ask for. */
import type { Explain } from './explain-types';

export const EXIT_WORDS: Record<string, Explain> = {
  'self-change-of-control': (t) => ({
    title: `A change of control of ${t.S} sets off a right of ${t.O}${t.harsh ? ', judged by its own view of the new owners' : ''}.`,
    impact: `A sale, merger or change in ${t.S}'s owners or management may let ${t.O} end the agreement or block the deal, which weighs on the value of ${t.S}'s business.`,
    ask: `Limit the trigger to an acquisition of ${t.S} by a direct competitor of ${t.O}, with written notice and at least 90 days before any termination takes effect.`,
  }),
  'mutual-change-of-control': (t) => ({
    title: `A change of control of either party, ${t.S} included, sets off a right of the other${t.harsh ? ', judged by its own view of the new owners' : ''}.`,
    impact: `If ${t.S} is sold, merged or changes owners, ${t.O} may end the agreement or refuse the transaction, although nothing in ${t.S}'s performance has changed.`,
    ask: `Limit the trigger to an acquisition by a direct competitor, with written notice and at least 90 days before any termination takes effect.`,
  }),
  'mutual-termination-at-will': (t) => ({
    title: `Either party may end the agreement at will${t.period ? ` on ${t.period}` : t.harsh ? ' without a notice period' : ''}; ${t.O} can walk away whenever it chooses.`,
    impact: `${t.S} depends on what it receives under the agreement and may lose it, and what it has invested in it, at ${t.O}'s choice.`,
    // Never a notice the clause already gives, and the minimum term binds the other side's exit only.
    ask: `Add a minimum term before ${t.O} may terminate for convenience${t.harsh ? ', a notice period of at least 90 days,' : ''} and a transition period for ${t.S} (continued performance while it replaces what it receives).`,
  }),
  'other-may-refuse-renewal': (t) => ({
    title: `${t.O} may refuse to renew${t.period ? ` on ${t.period}'s notice` : ''}; ${t.S} cannot count on the next term.`,
    impact: `${t.S} may lose the supply or the market it has built at the end of any term, whatever it has invested.`,
    ask: `Give ${t.S} an option to renew on the same terms, or require ${t.O} to give at least 12 months' notice of non-renewal and a transition period.`,
  }),
  'self-repays-on-termination': (t) => ({
    title: `${t.S} must pay money back when the agreement ends${t.harsh ? ', whatever the reason for the termination' : ''}.`,
    impact: `${t.S} may have to return what it has already earned, even where it is not at fault or ${t.O} ends the agreement.`,
    ask: `Limit repayment to a termination for ${t.S}'s own uncured breach, pro rata to the unperformed period, and never where ${t.O} terminates for convenience or is in breach.`,
  }),
  'no-termination-compensation': (t) => ({
    title: `When the agreement ends, ${t.S} cannot claim compensation for its investments, goodwill or lost profits.`,
    impact: `${t.S} may lose the market it built and the stock and commitments it carries, even where ${t.O} ends the agreement or is at fault.`,
    ask: `Keep ${t.S}'s right to compensation where ${t.O} terminates without cause or for its own breach, and require ${t.O} to buy back unsold stock at cost.`,
  }),
  'self-exit-only-for-cause': (t) => ({
    title: `${t.S} may end the agreement only for the causes listed${t.harsh ? ' or by agreement of all parties' : ''}; it has no way out for convenience.`,
    impact: `${t.S} stays bound for the whole term, whatever happens to its business or to ${t.O}'s performance short of the listed causes.`,
    ask: `Give ${t.S} a right to terminate for convenience on 90 days' written notice, and on ${t.O}'s insolvency or change of control.`,
  }),
  'self-rights-end-at-once': (t) => ({
    title: `When the agreement ends, every right of ${t.S} under it ends at once${t.harsh ? ', immediately' : ''}, with no run-off period.`,
    impact: `${t.S} may be left with stock it cannot sell, orders it cannot fill and customers it cannot serve, the day ${t.O} ends the agreement.`,
    ask: `Give ${t.S} a sell-off period of at least 6 months to sell its stock and complete accepted orders, or require ${t.O} to buy back unsold stock at cost.`,
  }),
  'long-term-no-exit': (t) => ({
    title: `${t.S} is bound for a long fixed term${t.period ? ` (${t.period})` : ''} with no right to end it early on any ground.`,
    impact: `${t.S} must keep paying and performing for the whole term whatever its needs or the market become.`,
    ask: `Give ${t.S} a right to terminate for convenience after an initial period (for example after year three) on 6 months' notice, or a shorter term with renewals at its option.`,
  }),
  'self-morals-clause': (t) => ({
    title: `${t.O} may end the agreement if ${t.S}'s conduct brings it into disrepute or offends the public${t.harsh ? ', judged by its own opinion' : ''}.`,
    impact: `A morals clause of this kind turns on ${t.O}'s view of ${t.S}'s reputation rather than on a conviction or a breach, so ${t.O} may end the deal, and the pay with it, over conduct it merely dislikes.`,
    ask: `Limit the ground to a conviction of a felony or conduct that has in fact materially harmed ${t.O}'s reputation, judged reasonably, with written notice of the conduct relied on.`,
  }),
  'other-recovers-punitive': (t) => ({
    title: `${t.O}'s remedies expressly include consequential and punitive damages against ${t.S}.`,
    impact: `${t.S}'s exposure for a breach reaches lost profits, indirect loss and punitive awards, well beyond the direct loss a court would otherwise award, and nothing caps it.`,
    ask: `Delete the reference to indirect, consequential and punitive damages, or make the exclusion of such damages mutual, with only direct damages recoverable.`,
  }),
  'ends-with-other-agreement': (t) => ({
    title: `The agreement ends, or may be ended, when another agreement between the parties ends.`,
    impact: `What ${t.S} receives under this agreement, and what it has put into it, can be lost because of an event under the other agreement that ${t.S} may not control: a termination for convenience or breach there, or its expiry.`,
    ask: `Limit the link to the other agreement ending for ${t.S}'s own uncured breach, and otherwise keep this agreement running, or give ${t.S} a wind-down period and keep its accrued rights, fees paid and rights in what it has already delivered.`,
  }),
  'self-cause-broad': (t) => ({
    title: `"Cause" for ending the agreement with ${t.S} is defined broadly: an open list or any breach, however minor.`,
    impact: `${t.O} may end the agreement at once, often without further pay, on grounds it can stretch well beyond serious misconduct by ${t.S}.`,
    ask: `Make the list of causes exhaustive, limit breach to a material breach not cured within 30 days of written notice, and drop "prospective" breach and neglect.`,
  }),
};
