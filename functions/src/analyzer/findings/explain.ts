/**
 * What a judged passage does to the reviewed party, in words: one entry per rule (rules.ts) with
 * the finding's title, why it matters, and the change that moves the term toward the reviewed
 * party. Terms the passage states (an amount, a period) are quoted from it, never invented.
 */
import { CONFIDENTIALITY_WORDS } from './explain-confidentiality';
import { CONTROL_WORDS } from './explain-control';
import { COVENANTS_WORDS } from './explain-covenants';
import { DUTY_WORDS } from './explain-duties';
import { EFFORTS_WORDS } from './explain-efforts';
import { EXIT_WORDS } from './explain-exit';
import { EXIT_SURVIVAL_WORDS } from './explain-exit-survival';
import { EXIT_ASSIGNMENT_WORDS } from './explain-exit-assignment';
import { FIRST_REFUSAL_WORDS } from './explain-first-refusal';
import { GAP_WORDS } from './explain-gaps';
import { LIABILITY_WORDS } from './explain-liability';
import { MONEY_WORDS } from './explain-money';
import { SCOPE_WORDS } from './explain-scope';
import { SERVICE_WORDS } from './explain-service';
import { TERM_WORDS } from './explain-terms';
import type { Explain, Terms, Words } from './explain-types';
import { durationInDays, findDurations } from '../text';

export type { Explain, Terms, Words };

/** What makes the other side's termination right harsh, by the case its rule names (rules-allocation.ts). */
/** The cure period to ask for: 30 days, or the longer period the clause already states. */
const cureOf = (period: string | undefined): string => {
  const d = period ? findDurations(period)[0] : undefined;
  return d && durationInDays(d) > 30 ? d.text : '30 days';
};

const OTHER_EXIT_HARSHER: Record<string, (S: string) => string> = {
  'at-once': (S) => `it can take effect at once, with no notice period for ${S}`,
  'no-cause': (S) => `it needs no cause, so ${S} can lose the agreement through no fault of its own`,
  'no-cure': (S) => `${S} gets no chance to cure a breach first`,
  'no-own-exit': (S) => `${S} has no right of its own to terminate`,
};

export const WORDS: Record<string, Explain> = {
  ...TERM_WORDS,
  ...LIABILITY_WORDS,
  ...EXIT_WORDS,
  ...EXIT_SURVIVAL_WORDS,
  ...EXIT_ASSIGNMENT_WORDS,
  ...MONEY_WORDS,
  ...COVENANTS_WORDS,
  ...DUTY_WORDS,
  ...GAP_WORDS,
  ...CONFIDENTIALITY_WORDS,
  ...SCOPE_WORDS,
  ...SERVICE_WORDS,
  ...FIRST_REFUSAL_WORDS,
  ...CONTROL_WORDS,
  ...EFFORTS_WORDS,
  'self-unlimited-liability': (t) => ({
    title: `Unlimited liability: ${t.S}'s liability under the agreement is not capped.`,
    impact: `${t.S} is exposed to damages without limit, which can far exceed the value of the contract.`,
    ask: `Cap ${t.S}'s liability at the fees paid in the 12 months before the claim and exclude indirect and consequential loss.`,
  }),
  'other-liability-capped': (t) => ({
    title: `${t.O}'s liability is capped${t.amount ? ` at ${t.amount}` : ''}; the cap protects ${t.O}, not ${t.S}.`,
    impact: `${t.S}'s recovery for ${t.O}'s breach is limited${t.amount ? ` to ${t.amount}` : ''}, whatever its actual loss.`,
    ask: `Raise ${t.O}'s cap to at least the fees paid or payable in the 12 months before the claim and keep ${t.O}'s indemnities, confidentiality breaches, gross negligence and wilful misconduct outside it.`,
  }),
  'other-liability-excluded': (t) => ({
    title: `${t.O} excludes its liability${t.harsh ? ' broadly (beyond indirect and consequential loss)' : ' for indirect and consequential loss'}.`,
    impact: `If ${t.O} fails to perform, ${t.S} may be unable to recover the losses it actually suffers.`,
    ask: `Narrow the exclusion: keep ${t.O} liable for direct loss, for its indemnities and confidentiality breaches, and for gross negligence and wilful misconduct.`,
  }),
  'other-not-responsible': (t) => ({
    title: `${t.O} is relieved of responsibility for a matter that affects ${t.S}.`,
    impact: `${t.S} bears the consequences of events ${t.O} would otherwise answer for.`,
    ask: `Limit the exclusion to matters outside ${t.O}'s reasonable control.`,
  }),
  'unassigned-cap': (t) => ({
    title: `Liability is limited${t.amount ? ` to ${t.amount}` : ''}; check that the cap is high enough for ${t.S}'s claims.`,
    impact: `A low cap limits what ${t.S} can recover for the other side's breach.`,
    ask: `Set the cap at least at the fees paid in the 12 months before the claim and exclude indemnities and wilful misconduct from it.`,
  }),
  'mutual-cap': (t) => ({
    title: `The liability cap${t.amount ? ` of ${t.amount}` : ''} is mutual, but ${t.S}'s indemnities may sit outside it.`,
    impact: `${t.S}'s exposure under its indemnities may be uncapped while its recovery is capped.`,
    ask: `Bring ${t.S}'s indemnities within the cap or add a separate, higher cap for them.`,
  }),
  'self-remedies-limited': (t) => ({
    title: `${t.S}'s remedies are limited to what this clause allows.`,
    impact: `${t.S} cannot claim damages or other relief beyond the exclusive remedy, even for serious failures.`,
    ask: `Keep the exclusive remedy for minor defects only and preserve ${t.S}'s right to damages and termination for material failures.`,
  }),
  'self-indemnifies': (t) => ({
    title: t.harsh
      ? `One-way indemnity: ${t.S} must indemnify ${t.O}, and ${t.O} gives no indemnity in return.`
      : `${t.S} must indemnify ${t.O} against claims.`,
    // Already "subject to" the contract's cap: neither "if uncapped" nor asking for what it has. Nor asks
    // for a cap the contract does not have, nor for mutuality where the other side already indemnifies.
    impact: t.capped
      ? `${t.S} carries third-party claim costs (defence, settlements, damages), up to the liability cap it is made subject to.`
      : `${t.S} carries third-party claim costs (defence, settlements, damages), which may exceed the value of the deal if uncapped.`,
    ask: `Limit ${t.S}'s indemnity to claims caused by its own breach, negligence or wilful misconduct${
      t.capped
        ? t.harsh
          ? ', and make it mutual'
          : ''
        : `${t.harsh ? ', make it mutual,' : ','} and ${t.selfCapped ? 'bring it within the liability cap' : `cap ${t.S}'s total liability under it (for example at the fees paid in the 12 months before the claim)`}`
    }.`,
  }),
  'other-indemnity-narrow': (t) => ({
    title: `${t.O}'s indemnity is narrow (limited triggers or covered claims).`,
    impact: `Claims outside the narrow indemnity fall on ${t.S}.`,
    ask: `Extend ${t.O}'s indemnity to all third-party claims arising from its breach, negligence or infringement, from the first claim (not only a final judgment).`,
  }),
  'other-disclaims': (t) => ({
    title: t.harsh
      ? `${t.O} gives no warranty at all: every warranty, express or implied, is disclaimed and none is given elsewhere.`
      : `${t.O} disclaims the warranties of title and non-infringement on what it supplies.`,
    impact: t.harsh
      ? `${t.S} has no contractual assurance that what ${t.O} supplies is accurate, conforms or is fit for use, and no warranty claim if it is defective.`
      : `If a third party claims rights in what ${t.O} supplies, ${t.S} may have to stop using it and has no warranty claim against ${t.O}.`,
    ask: t.harsh
      ? `Ask ${t.O} for express warranties that what it supplies conforms to its description and specifications and does not infringe third-party rights, for at least 12 months, with repair, replacement or refund.`
      : `Ask ${t.O} to warrant that it owns or may license what it supplies and that its use as permitted does not infringe third-party rights, backed by an indemnity against infringement claims.`,
  }),
  'supplier-disclaims': (t) => ({
    title: t.harsh
      ? `What ${t.O} supplies is provided "as is": every warranty is disclaimed and ${t.O} gives none elsewhere.`
      : `The warranties of title and non-infringement on what ${t.O} supplies are disclaimed.`,
    impact: t.harsh
      ? `${t.S} has no contractual assurance of quality, fitness or non-infringement and bears the risk of defects.`
      : `If a third party claims rights in what ${t.O} supplies, ${t.S} may have to stop using it and has no warranty claim against ${t.O}.`,
    ask: t.harsh
      ? `Ask ${t.O} for express warranties that what it supplies conforms to its description and specifications and does not infringe third-party rights, for at least 12 months, with repair, replacement or refund.`
      : `Ask ${t.O} to warrant that it owns or may license what it supplies and that its use as permitted does not infringe third-party rights, backed by an indemnity against infringement claims.`,
  }),
  'self-escrow': (t) => ({
    title: `${t.S} must deposit source code or materials in escrow.`,
    impact: `${t.S} bears the deposit's cost and risks release of its source code on triggers it should control.`,
    ask: `Limit release to ${t.O}'s insolvency or discontinued support, with ${t.O} paying the escrow fees.`,
    list: 'nonstandard',
  }),
  'self-warrants': (t) => ({
    title: `${t.S} gives ${t.harsh ? 'an absolute' : 'a'} warranty${t.harsh ? ' (not limited to its knowledge)' : ''}.`,
    impact: `${t.S} is in breach if the statement proves untrue, even without fault.`,
    ask: `Qualify the warranty by ${t.S}'s knowledge and limit the remedy for its breach.`,
  }),
  // The right in the passage's own words, so its grounds and notice are read as written ("may terminate
  // ... upon sixty days notice if Company fails to sell for four quarters"), not as a bare period.
  'other-may-terminate': (t) => ({
    title: `${t.O} ${t.promise && /^may\b[^.;]{0,60}?\bterminat/i.test(t.promise) ? t.promise : `may terminate${t.period ? ` on ${t.period}` : ''}`}${t.why ? `; ${OTHER_EXIT_HARSHER[t.why]?.(t.S) ?? ''}` : ''}.`,
    impact: `${t.S} may lose the agreement, and what it has invested in it, at ${t.O}'s choice.`,
    // A right that answers the reviewed side's own failure is met with a cure period, not with the same
    // right for it (a right to end the deal for its own late delivery would be worth nothing).
    // Never a shorter cure than the clause already gives, nor a right to leave that the reviewed side already has.
    ask:
      t.why === 'no-cure'
        ? `Require written notice and 30 days for ${t.S} to cure before ${t.O} may terminate, and limit the right to a material failure.`
        : `Limit ${t.O}'s termination to a material breach or failure not cured within ${cureOf(t.period)} of written notice${t.selfMayLeave ? '' : `, or give ${t.S} the same right`}.`,
  }),
  'terminate-on-change-of-control': (t) => ({
    title: `${t.O} may terminate${t.harsh ? ' immediately' : ''} on a change of control of ${t.S}.`,
    impact: `A sale or reorganisation of ${t.S} may let ${t.O} walk away.`,
    ask: `Limit the right to a change of control in favour of a competitor of ${t.O}, with notice.`,
  }),
  'mutual-termination-convenience': (t) => ({
    title: `Either party may terminate without cause${t.period ? ` on ${t.period}` : ''}.`,
    impact: `${t.S} cannot rely on the agreement lasting for its term; ${t.O} can leave at any time.`,
    ask: `Lengthen the notice period or add a minimum term before termination for convenience applies.`,
  }),
  'self-duties-on-termination': (t) => ({
    title: `When the agreement ends, ${t.S} ${t.promise ?? 'must pay or go on performing beyond the ordinary wind-down'}.`,
    impact: `${t.S} pays or performs because the agreement ends, beyond returning materials and paying what was earned; the cost can be large and may fall due whoever ends it.`,
    ask: `Limit the duty to a termination for ${t.S}'s own uncured breach, cap any payment, and have ${t.O} pay the agreed rates for any services or assistance after the end.`,
  }),
  'perpetual-survival': (t) => ({
    title: `Rights survive termination indefinitely.`,
    impact: `Terminating the agreement does not end what ${t.S} granted or owes.`,
    ask: `Limit survival to accrued rights and a fixed period after termination.`,
    list: 'nonstandard',
  }),
  'auto-renewal': (t) => ({
    title: `The agreement renews automatically${t.period ? ` (${t.period})` : ''}${t.harsh ? `, and ${t.S} has no notice of its own to stop it` : ''}.`,
    impact: t.harsh
      ? `${t.S} stays bound term after term with no way out but the other grounds of termination.`
      : `${t.S} stays bound for another term unless it gives notice in time, and the supply it relies on may end at any renewal.`,
    ask: `Require express agreement to renew, or a notice window ${t.S} can diarise, with renewal on the same terms.`,
  }),
  'renewal-needs-agreement': (t) => ({
    title: `Renewal requires the other side's agreement.`,
    impact: `${t.S} has no right to continue beyond the current term, whatever it has invested.`,
    ask: `Give ${t.S} an option to renew on the same terms.`,
  }),
  'other-may-renew': (t) => ({
    title: `${t.O} alone decides whether the agreement is extended.`,
    impact: `${t.S} cannot plan beyond the current term.`,
    ask: `Make renewal mutual or give ${t.S} the option.`,
  }),
  'self-exclusive-dealing': (t) => ({
    title: `${t.S} must deal exclusively with ${t.O}.`,
    impact: `${t.S} cannot buy, sell or work with others in this field, even if ${t.O} under-performs.`,
    ask: `Tie the exclusivity to ${t.O}'s performance (supply, pricing, minimums) and let ${t.S} end it if ${t.O} fails.`,
  }),
  'self-non-compete': (t) => ({
    title: `${t.S} is restricted from competing${t.period ? ` (${t.period})` : ''}.`,
    impact: `${t.S}'s business outside this agreement is constrained during${t.period ? ' and after' : ''} the term.`,
    ask: `Narrow the restriction to the products and territory of this agreement and to the term only.`,
  }),
  'self-non-solicit': (t) => ({
    title: `${t.S} may not solicit or hire ${t.O}'s people or customers${t.period ? ` (${t.period})` : ''}.`,
    impact: `${t.S}'s hiring and sales are restricted.`,
    ask: `Make the restriction mutual, limit it to active solicitation and a short period.`,
  }),
  'mutual-restriction': (t) => ({
    title: `Both parties accept a restrictive covenant.`,
    impact: `${t.S}'s freedom to compete or hire is limited.`,
    ask: `Limit the covenant's scope and duration.`,
  }),
  'other-exclusive-grant': (t) => ({
    title: `${t.O} receives exclusive rights.`,
    impact: `${t.S} cannot appoint or deal with anyone else for what is granted, even if ${t.O} under-performs.`,
    ask: `Make the exclusivity conditional on minimum performance by ${t.O}, with the right to convert it to non-exclusive.`,
  }),
  'ip-to-other': (t) => ({
    title: `Intellectual property vests in ${t.O}.`,
    impact: `${t.S} loses ownership of what it creates or contributes, including pre-existing material unless carved out.`,
    ask: `Carve out ${t.S}'s pre-existing IP and take a licence back to use the deliverables.`,
  }),
  'self-grants-broad-licence': (t) => ({
    title: `${t.S} grants ${t.O} a broad licence.`,
    impact: `${t.S}'s rights can be exploited widely, and may outlast the agreement.`,
    ask: `Limit the licence in scope, territory and duration, and end it with the agreement.`,
  }),
  'other-may-use': (t) => ({
    title: `${t.O} may use ${t.S}'s name, materials or information.`,
    impact: `${t.S}'s brand or data may be used without its control.`,
    ask: `Make ${t.O}'s use subject to ${t.S}'s prior approval and its guidelines.`,
  }),
  'self-licence-limited': (t) => ({
    title: `${t.S}'s licence can be revoked, or lasts only as long as ${t.O}'s own rights.`,
    impact: `${t.S} may lose the use it pays for and builds on, at ${t.O}'s choice or through a lapse it cannot see.`,
    ask: `Make the licence irrevocable for the term except for ${t.S}'s uncured material breach, and have ${t.O} warrant it holds the rights for the whole term.`,
  }),
  'self-rights-while-paid': (t) => ({
    title: `${t.S}'s ownership or licence passes or lasts only while it pays.`,
    impact: `A disputed or late invoice leaves ${t.S} without the work it commissioned or the licence its business runs on.`,
    ask: `Vest ownership in ${t.S} on creation (or on payment of the undisputed amount), and let only ${t.O}'s claim for the fees, never the licence, turn on payment.`,
  }),
  'other-may-revoke': (t) => ({
    title: `${t.O} may revoke or withdraw what ${t.S} relies on.`,
    impact: `${t.S} may lose rights it has paid for, without compensation.`,
    ask: `Allow withdrawal only for cause, with notice, a replacement or a refund.`,
  }),
  'self-pays': (t) => ({
    title: `${t.S} must pay${t.amount && !/%|percent/.test(t.amount) ? ` ${t.amount}` : ''} on tight or open-ended terms${t.period ? ` (${t.period})` : ''}${t.harsh ? ', with penalties for late payment' : ''}.`,
    impact: `${t.S} must pay quickly, at rates ${t.O} may revise, for any and all charges, or without set-off, so a delay or a dispute costs it more than the amount owed.`,
    ask: `Payment within 30 days of a correct invoice, at rates fixed for the term, with amounts disputed in good faith withheld without interest and ${t.S}'s right of set-off kept.`,
  }),
  'other-pays-late': (t) => ({
    title: `${t.O} pays late or only on conditions${t.period ? ` (${t.period})` : ''}.`,
    impact: `${t.S} finances the gap and may not be paid at all if the condition fails.`,
    ask: `Payment within 30 days of invoice, unconditionally, with interest on late amounts.`,
  }),
  'other-may-charge': (t) => ({
    title: `${t.O} may charge ${t.S} further amounts${t.amount ? ` (${t.amount})` : ''}.`,
    impact: `${t.S}'s costs are open-ended: the charges depend on ${t.O}'s decision.`,
    ask: `Fix the rates in the agreement and require ${t.S}'s written approval before chargeable work starts.`,
  }),
  'other-may-withhold': (t) => ({
    title: `${t.O} may withhold, suspend or set off.`,
    impact: `${t.S} may be left without payment or performance while a dispute is open.`,
    ask: `Allow withholding only of amounts disputed in good faith, with notice.`,
  }),
  'other-may-change-price': (t) =>
    t.harsh
      ? {
          title: `${t.O} may change prices or fees.`,
          impact: `${t.S}'s costs can rise during the term without its agreement.`,
          ask: `Fix prices for the term, or cap increases (for example at CPI) with 90 days' notice and a right to terminate.`,
        }
      : {
          title: `${t.O} may raise prices or fees, within the limit this clause sets.`,
          impact: `${t.S}'s costs can rise by up to that limit each time, without its agreement.`,
          ask: `Keep the limit, hold increases to an index (such as CPI) where that is lower, and give ${t.S} 90 days' notice and a right to terminate before an increase takes effect.`,
        },
  'price-open': (t) => ({
    title: `The price is not fixed.`,
    impact: `${t.S} cannot rely on the economics of the deal.`,
    ask: `Fix the price, or the formula and a cap for any change.`,
  }),
  'self-minimum-commitment': (t) => ({
    title: `${t.S} carries a minimum commitment${t.amount ? ` (${t.amount})` : ''}.`,
    impact: `${t.S} must pay or buy the minimum, or risk losing rights, even if demand falls.`,
    ask: `Make the minimum a target, not a condition, and let ${t.S} cure a shortfall.`,
  }),
  'liquidated-damages': (t) => ({
    title: `A fixed sum is payable on breach${t.amount ? ` (${t.amount})` : ''}.`,
    impact: `${t.S} may owe the sum whatever the actual loss.`,
    ask: `Delete the fixed sum or cap it at a genuine pre-estimate of loss.`,
    list: 'nonstandard',
  }),
  'other-discretion': (t) => ({
    title: `${t.O} decides at its sole discretion.`,
    impact: `${t.S} cannot challenge the decision as unreasonable.`,
    ask: `Make the decision subject to reasonableness and good faith, with reasons given.`,
  }),
  'other-consent-needed': (t) => ({
    title: `${t.S} needs ${t.O}'s consent.`,
    impact: `${t.O} can block what ${t.S} needs to do.`,
    ask: `Consent "not to be unreasonably withheld, conditioned or delayed".`,
  }),
  'other-may-change': (t) => ({
    title: `${t.O} may change the terms or what it provides.`,
    impact: `${t.S} is bound by changes it did not agree to.`,
    ask: `Allow changes only by written amendment, or with notice and a right for ${t.S} to terminate.`,
  }),
  'other-may-suspend': (t) => ({
    title: `${t.O} may suspend, refuse or stop performance.`,
    impact: `${t.S} may be left without supply or service.`,
    ask: `Allow suspension only for non-payment after notice and a cure period.`,
  }),
  'other-may-decide': (t) => ({
    title: t.promise ? `${t.O} ${t.promise}.` : `${t.O} holds a unilateral right.`,
    impact: `${t.O} can act on a matter that affects ${t.S} without ${t.S}'s agreement.`,
    ask: `Subject the right to notice, reasonableness and ${t.S}'s consent.`,
  }),
  // One wording for an audit of the books and an inspection of the premises: the rule reads both, and a
  // food-safety inspection is not an audit of the accounts.
  'other-may-audit': (t) => ({
    title: `${t.O} may audit or inspect ${t.S}.`,
    impact: `Audits and inspections take ${t.S}'s time and may lead to claims, price adjustments or findings against it.`,
    ask: `Limit audits and inspections to once a year, on 30 days' notice, in business hours, at ${t.O}'s cost unless a material breach is found.`,
  }),
  'self-follows-policies': (t) => ({
    title: `${t.S} must follow policies that can change.`,
    impact: `${t.S}'s obligations can grow without its agreement.`,
    ask: `Fix the policies as at signature and require agreement to material changes.`,
  }),
  'other-injunction': (t) => ({
    title: `${t.O} may seek injunctive relief${t.harsh ? ' without posting a bond' : ''}.`,
    impact: `${t.S} can be stopped from acting quickly, with little protection.`,
    ask: `Make the right mutual and keep the usual requirements for interim relief.`,
  }),
  'self-assignment-restricted': (t) => ({
    title: `${t.S} may not assign the agreement freely: the restriction goes beyond the usual consent clause.`,
    impact: `With no consent route, or one that reaches a merger or a transfer by operation of law, or one ${t.O} is free of, a sale or reorganisation of ${t.S}'s business may need ${t.O}'s approval or breach the agreement.`,
    ask: `Allow assignment to affiliates and to a successor of the business without consent, and make the clause mutual.`,
  }),
  'other-may-assign': (t) => ({
    title: `${t.O} may assign the agreement.`,
    impact: `${t.S} may end up dealing with a party it did not choose.`,
    // Never an exception the clause does not already give: widening who may take the agreement
    // without consent would be the other side's ask, not this side's.
    ask: `Require ${t.S}'s prior written consent to any assignment by ${t.O}, or give ${t.S} the right to end the agreement if ${t.O} assigns without it.`,
  }),
  'self-confidentiality': (t) => ({
    title: `${t.S} carries confidentiality obligations.`,
    impact: `Unless the obligations are mutual and time-limited, ${t.S} bears the burden alone.`,
    ask: `Make confidentiality mutual, with the usual exceptions and a fixed duration.`,
  }),
  'self-insurance': (t) => ({
    title: `${t.S} must maintain insurance.`,
    impact: `${t.S} bears the premium and must meet the stated cover.`,
    ask: `Limit the cover to amounts usual for the business and make the obligation mutual.`,
  }),
  'self-waives': (t) => ({
    title: `${t.S} waives or releases rights.`,
    impact: `${t.S} gives up claims it may need later.`,
    ask: `Delete the waiver or limit it to specified claims.`,
  }),
  'self-acknowledges': (t) => ({
    title: `${t.S} makes an acknowledgement that may be used against it.`,
    impact: `${t.S} may be barred from later arguing the contrary.`,
    ask: `Delete the acknowledgement or make it mutual.`,
  }),
  forum: (t) => ({
    title: `Disputes go to the forum this clause names.`,
    impact: `Litigating or arbitrating away from ${t.S}'s home adds cost and may favour ${t.O}.`,
    ask: `Choose a neutral forum or ${t.S}'s home courts.`,
  }),
  'jury-waiver': (t) => ({
    title: `The parties waive trial by jury.`,
    impact: `${t.S} gives up a procedural right.`,
    list: 'nonstandard',
  }),
  'self-heavy-duty': (t) => ({
    title: t.promise ? `${t.S} ${t.promise}.` : `${t.S} takes on an obligation here.`,
    impact: `${t.S} is in breach if it does not perform, with the remedies ${t.O} has under the agreement.`,
    ask: `Check that the obligation is within ${t.S}'s control and has a reasonable standard and timeline.`,
  }),
  'self-restricted': (t) => ({
    title: t.promise ? `${t.S} ${t.promise}.` : `${t.S} is restricted here.`,
    impact: `The restriction limits what ${t.S} may do in its business.`,
    ask: `Narrow the restriction to what the deal needs, or make it mutual.`,
  }),
  'other-right': (t) => ({
    title: t.promise ? `${t.O} ${t.promise}.` : `${t.O} holds a right here that ${t.S} does not.`,
    impact: `${t.O} can act on this matter without ${t.S}'s agreement.`,
    ask: `Make the right mutual or subject it to conditions.`,
  }),
};
