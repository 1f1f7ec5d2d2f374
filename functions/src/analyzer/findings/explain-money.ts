/** The words of the rules in rules-money.ts: what each term does to the reviewed party, and what to ask for. */
import type { Explain } from './explain-types';

export const MONEY_WORDS: Record<string, Explain> = {
  'self-pays-in-advance': (t) => ({
    title: `${t.S} must pay${t.amount && !/%|percent/.test(t.amount) ? ` ${t.amount}` : ''} in advance, before it receives or can inspect what it pays for.`,
    impact: `${t.S} carries the risk of non-delivery and of defects: if ${t.O} does not perform, ${t.S} must recover money already paid.`,
    ask: `Pay on delivery and acceptance, or in instalments against milestones, with any advance refundable if ${t.O} does not perform.`,
  }),
  'self-pays-regardless': (t) => ({
    title: `${t.S} must pay${t.amount && !/%|percent/.test(t.amount) ? ` ${t.amount}` : ''} whatever happens, with no refund.`,
    impact: `${t.S} stays bound to pay even if ${t.O} does not perform or the purpose of the payment fails.`,
    ask: `Make the payment refundable, in whole or pro rata, if ${t.O} does not perform or the event or service does not take place.`,
  }),
  'self-pays-penalties': (t) => ({
    title: `Late payment by ${t.S} carries penalties${t.amount ? ` (${t.amount})` : ''}: interest, charges or collection costs.`,
    impact: `A delay or a disputed invoice costs ${t.S} more than the amount owed.`,
    ask: `Limit interest to a statutory or modest rate after written notice and a grace period, and exclude amounts disputed in good faith and collection costs.`,
  }),
  'self-pays-share': (t) => ({
    title: `${t.S} must pay a share${t.amount ? ` (${t.amount})` : ''} of revenues or assets, with no cap.`,
    impact: `${t.S}'s payments grow with the base whatever the value it receives, and the base is measured by ${t.O}'s or ${t.S}'s own figures without a ceiling.`,
    ask: `Cap the amount (a fixed annual maximum or breakpoints that lower the rate as the base grows), and define the base net of taxes, returns and third-party costs.`,
  }),
  'price-cost-plus': (t) => ({
    title: `${t.S}'s price follows ${t.O}'s own costs, plus a margin${t.amount ? ` (${t.amount})` : ''}.`,
    impact: `${t.S} pays whatever ${t.O}'s accounts show, with no cap, benchmark or incentive for ${t.O} to keep costs down.`,
    ask: `Define the costs that count, cap the price or its yearly increase, and give ${t.S} a right to audit the cost base.`,
  }),
  'self-orders-non-cancellable': () => ({
    title: `Orders cannot be cancelled or returned once placed.`,
    impact: `The buyer carries every order even if its own demand falls or the goods are no longer needed.`,
    ask: `Allow cancellation or rescheduling without charge up to a set time before delivery, and returns of unsold stock.`,
  }),
  'deemed-delivered': (t) => ({
    title: `Delivery or completion is deemed to take place by ${t.O}'s own act, with no acceptance by ${t.S}.`,
    impact: `${t.S} may owe payment and lose its rejection rights before it has checked that what it receives works.`,
    ask: `Add acceptance tests: completion only when ${t.S} accepts in writing or does not reject within a reasonable period after a working delivery.`,
  }),
  'self-personal-guaranty': (t) => ({
    title: `${t.S}'s owners or signatory personally guarantee what ${t.S} owes ${t.O}.`,
    impact: `${t.S}'s debts under the agreement, unpaid invoices included, can be claimed from the individuals behind it, outside the company's limited liability.`,
    ask: `Delete the personal guarantee, or limit it to a fixed amount and period in a separate guarantee the individual signs in that capacity.`,
  }),
  'self-paid-in-shares': (t) => ({
    title: `${t.S} is paid${t.amount && !/%|percent/.test(t.amount) ? ` ${t.amount}` : ''} in shares or other securities of ${t.O}, not in cash.`,
    impact: `${t.S} carries the risk that the shares cannot be sold (unregistered or restricted securities are locked up) and that their value falls before they can.`,
    ask: `Pay in cash, or give ${t.S} the choice of cash; failing that, a registration or resale right, a value guarantee with a cash top-up, and a set date by which the shares are freely tradable.`,
  }),
  'other-may-set-off': (t) => ({
    title: `${t.O} may set off its own claims against amounts it owes ${t.S}.`,
    impact: `${t.O} decides what it is owed and collects it by withholding ${t.S}'s payments, so ${t.S} must sue to recover money that was due.`,
    ask: `Limit set-off to amounts agreed in writing or finally determined, on prior written notice with the calculation, and make it mutual.`,
  }),
  'self-paid-deferred': (t) => ({
    title: `${t.S}'s payment waits on ${t.O}'s income, debts or a late start${t.period ? ` (${t.period})` : ''}.`,
    impact: `${t.S} may wait years or be paid nothing: whether and when money is due depends on ${t.O}'s own accounts and other creditors come first.`,
    ask: `Fix payment dates and amounts that do not depend on ${t.O}'s income or other debts, with interest on late payment and a right to audit the figures the payment is computed on.`,
  }),
  'self-price-reopened': (t) => ({
    title: `The price ${t.S} is paid can be reopened or adjusted at any time, with no floor.`,
    impact: `${t.O} can press for a lower price whenever it chooses, and nothing says what applies if the parties do not agree.`,
    ask: `Fix the price for a set period, allow a review only at set dates with a floor or an index, and keep the current price until a new one is agreed in writing.`,
  }),
  'self-pay-cut-off': (t) => ({
    title: `${t.S} loses commissions, royalties or other payments it would otherwise earn${t.period ? ` (${t.period})` : ''}.`,
    impact: `${t.S}'s payment stops on an event it may not control, such as the end of the agreement or a failure of ${t.O}'s own systems, while ${t.O} keeps the business ${t.S} brought in.`,
    ask: `Keep payments due on business ${t.S} generated before termination for as long as ${t.O} receives revenue from it, and exclude failures caused by ${t.O} from any event that stops payment.`,
  }),
  'self-price-fixed': (t) => ({
    title: `${t.S}'s prices are fixed for the term or for years${t.period ? ` (${t.period})` : ''}, with no escalation.`,
    impact: `If ${t.S}'s costs of materials, labour or freight rise, ${t.S} absorbs the increase for the whole period and its margin shrinks.`,
    ask: `Allow a yearly price review or an increase indexed to costs or inflation, and a right to pass on increases in third-party costs beyond a set percentage.`,
  }),
  'self-pay-discretionary': (t) => ({
    title: `What ${t.S} is paid${t.amount && !/%|percent/.test(t.amount) ? ` (${t.amount})` : ''}, or by whom, is left to ${t.O}'s discretion.`,
    impact: `${t.S} has no enforceable entitlement to that pay: ${t.O} can reduce it, withhold it or have someone else pay it, and ${t.S} has no criteria to hold it to.`,
    ask: `Fix the amount or set objective criteria for it (targets, a formula, a minimum), with payment by ${t.O} itself on set dates and any reduction only with ${t.S}'s written agreement.`,
  }),
  'price-to-be-agreed': (t) => ({
    title: `The price ${t.S} pays is left to be agreed or determined later.`,
    impact: `${t.S} cannot budget or rely on a price, and nothing says what applies if the parties do not agree; ${t.O} can hold out for its own number.`,
    ask: `State the price now, or a formula or cap it must follow (cost plus a set margin, a market index, no more than the current list price less a discount), with the current price applying until a new one is agreed in writing.`,
  }),
  'self-fee-to-be-agreed': (t) => ({
    title: `The fee ${t.S} is paid is left to be agreed between the parties later.`,
    impact: `Until ${t.O} agrees a figure, ${t.S} has no fee it can invoice or enforce, and ${t.O} can hold out for a lower one while ${t.S} keeps performing.`,
    ask: `State the fee now (the rate, mark-up or percentage), or a formula that applies when the parties do not agree by a set date, with the last agreed fee applying meanwhile.`,
  }),
  'self-payment-waived': (t) => ({
    title: `Nothing is owed to ${t.S} for what it gives: the contract says ${t.O} owes no royalty or fee, in the whole agreement or once it ends.`,
    impact: `${t.S} gives its licence, work or rights without payment under this agreement, or ${t.O} keeps them free after it ends; any return for ${t.S} rests on another document or on nothing.`,
    ask: `Tie ${t.O}'s rights to a payment stated in this agreement (a fee or royalty, or the consideration in the other document as a condition), and end the rights, or keep them payable, when the agreement ends.`,
  }),
  'self-prepays-no-refund': (t) => ({
    title: `${t.S} pays fees${t.amount && !/%|percent/.test(t.amount) ? ` (${t.amount})` : ''} ahead of what it receives, with no refund.`,
    impact: `If ${t.O} stops performing, fails or the agreement ends early, ${t.S} has paid for what it will not receive and can only claim the money back.`,
    ask: `Pay as the service is delivered (monthly or quarterly), or make any prepaid fees refundable pro rata for the unexpired period if ${t.O} does not perform or the agreement ends other than for ${t.S}'s breach.`,
  }),
};
