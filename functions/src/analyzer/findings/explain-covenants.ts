/** The words of the rules in rules-covenants.ts: what each term does to the reviewed party, and what to ask for. */
import type { Explain } from './explain-types';

export const COVENANTS_WORDS: Record<string, Explain> = {
  'arbitration-mixed-institutions': (t) => ({
    title: `The arbitration clause sends disputes to one arbitral institution under another institution's rules.`,
    impact: `A clause that mixes institutions is open to challenge: ${t.O} can contest the tribunal's jurisdiction or the award's enforcement, and ${t.S} may spend time and money on a fight about the forum before any claim is heard.`,
    ask: `Name one institution and its own rules (for example, arbitration administered by the centre under its own rules), with the seat, the number of arbitrators and the language.`,
    list: 'ambiguity',
  }),
  'mediation-deemed-binding': (t) => ({
    title: `A mediator's opinion becomes binding unless a party starts arbitration in time${t.period ? ` (${t.period})` : ''}.`,
    impact: `Mediation is meant to be non-binding; here silence turns the mediator's view into a decision, so ${t.S} can lose a claim or be bound to pay by missing a short deadline.`,
    ask: `Make the mediator's opinion non-binding unless both parties accept it in writing, and let either party go to arbitration or court without a deadline tied to the opinion.`,
  }),
  'self-short-dispute-window': (t) => ({
    title: `${t.S} must raise a dispute or claim within a short time${t.period ? ` (${t.period})` : ''}.`,
    impact: `If ${t.S} misses the window it may lose the dispute or the claim, even where the error or defect only shows later.`,
    ask: `Lengthen the window to at least 60 days from when ${t.S} receives the invoice or learns of the claim, and keep ${t.S}'s rights for errors it could not reasonably find in time.`,
  }),
  'forum-away-from-home': (t) => ({
    title: t.harsh
      ? `Disputes are heard in another country than ${t.S}'s.`
      : `Disputes are heard at ${t.O}'s home, not ${t.S}'s.`,
    impact: `${t.S} would have to bring or defend any claim far from home, with local counsel, travel and a forum familiar to ${t.O}; that cost weighs on whether a claim is worth bringing.`,
    ask: `Move the forum to ${t.S}'s home or a neutral place, or let each side sue the other in the defendant's home courts.`,
  }),
  'law-away-from-home': (t) => ({
    title: t.harsh
      ? `The agreement is governed by a foreign law for ${t.S}.`
      : `The agreement is governed by ${t.O}'s home law.`,
    impact: `${t.S} needs advice on an unfamiliar law to know its rights and remedies, while ${t.O} is on home ground.`,
    ask: `Choose ${t.S}'s home law or a neutral law both sides know, with a forum to match.`,
  }),
  'created-ip-to-other': (t) => ({
    title: `What is created under the agreement belongs to ${t.O}, including what ${t.S} creates or pays for.`,
    impact: `${t.S} keeps no rights in the work, improvements or know-how it produces or funds here and may need ${t.O}'s permission (and to pay again) to use them after the agreement ends.`,
    ask: `Keep ${t.S}'s ownership of what it creates (or have it owned jointly), exclude ${t.S}'s pre-existing and general know-how, and if ${t.O} must own it, tie the transfer to full payment and grant ${t.S} a perpetual, royalty-free licence back.`,
  }),
  'other-care-as-own': (t) => ({
    title: `${t.O} need only protect ${t.S}'s confidential information as it protects its own.`,
    impact: `There is no minimum standard: if ${t.O}'s own practices are lax, ${t.S}'s information is protected no better, and proving a breach is hard.`,
    ask: `Require ${t.O} to use at least reasonable care (and no less than it uses for its own information), to use the information only for this agreement, and to return or destroy it at the end.`,
  }),
  'self-bound-by-others-agreements': (t) => ({
    title: `${t.S} is bound by agreements ${t.O} makes with others.`,
    impact: `${t.S} takes on duties on terms it has not seen and cannot negotiate, and can be in breach of obligations it does not know.`,
    ask: `Limit ${t.S}'s duties to terms set out in this agreement, or to agreements ${t.O} has disclosed to ${t.S} and ${t.S} has accepted in writing.`,
  }),
  'other-own-performance-standard': (t) => ({
    title: `${t.O}'s performance is measured by its own judgement or an approximation, not by a firm standard.`,
    impact: `${t.S} cannot hold ${t.O} to a date, a quantity or a level of effort: "as close as possible", "approximate", "subject to availability" or "as it deems reasonable" leave ${t.O} the judge of its own performance, while ${t.S}'s own commitments stay firm.`,
    ask: `Replace the qualifier with a firm commitment: fixed delivery or service dates (or lead times) that ${t.O} must meet, a remedy for missing them (credits, the right to cancel and buy elsewhere, termination for repeated failure), and commercially reasonable efforts judged objectively.`,
  }),
  'self-quick-delivery': (t) => ({
    title: `${t.S} must ship or deliver within a very short time of each order${t.period ? ` (${t.period})` : ''}.`,
    impact: `A window this short leaves no room for production, transport or a public holiday; every late shipment is a breach ${t.O} can claim for or rely on to terminate.`,
    ask: `Set a realistic lead time from ${t.S}'s acceptance of each order (for example, 30 days), tie it to orders within the forecast, and make the dates targets ${t.S} uses reasonable efforts to meet, with a cure period before any late delivery is a breach.`,
  }),
  'mutual-assignment-barred': (t) => ({
    title: `Neither party may assign the agreement, with no consent route and no exception for a sale of the business.`,
    impact: `A sale, merger or reorganisation of ${t.S}'s business may breach the agreement or need a waiver ${t.O} can refuse or price, although the bar binds ${t.O} alike.`,
    ask: `Allow either party to assign to an affiliate or to a successor of the whole business without consent, and otherwise with consent not to be unreasonably withheld.`,
  }),
  'other-free-to-compete': (t) => ({
    title: `${t.O} remains free to deal with others, ${t.S}'s competitors included.`,
    impact: `Whatever exclusivity, minimums or loyalty ${t.S} gives, ${t.O} may sell to, serve or work for ${t.S}'s rivals on the same terms or better, so ${t.S} may pay for a relationship that gives it no edge.`,
    ask: `Make the commitment mutual: ${t.O} does not supply or serve ${t.S}'s direct competitors in the field or territory during the term (or only on notice and consent), or release ${t.S} from its exclusivity and minimums if ${t.O} does.`,
  }),
  'self-no-announcement': (t) => ({
    title: t.harsh
      ? `${t.S} may not disclose the agreement, or even acknowledge that it exists.`
      : `${t.S} may not announce or disclose the agreement, with no exception for what the law requires.`,
    impact: `If a law, a regulator, a stock exchange or a court requires ${t.S} to disclose the agreement (a listed company's filings, an audit, a dispute), ${t.S} must breach either the law or this clause.`,
    ask: `Add an exception for disclosure required by law, regulation, stock-exchange rules or court order (with notice to ${t.O} where lawful), and for disclosure to ${t.S}'s advisers, auditors, financiers and acquirers under a duty of confidence.`,
  }),
  'self-guards-reputation': (t) => ({
    title: `${t.S} must not do anything that could harm ${t.O}'s name or reputation, a promise ${t.O} does not make in return.`,
    impact: `The test is whether conduct could hurt ${t.O}'s standing, not whether it breaches a defined duty, so ordinary acts (competing, complaining publicly, bringing a claim, working with others) may be called a breach and a ground to terminate or claim damages.`,
    ask: `Limit the promise to false or disparaging public statements about ${t.O}, make it mutual, and carve out statements required by law, made in legal proceedings or truthful comparative advertising.`,
  }),
  'non-party-likeness': (t) => ({
    title: `The name and likeness of people who are not parties to the agreement (drivers, players, performers) are promised as part of the deal.`,
    impact: `Those people are not bound by the agreement between ${t.S} and ${t.O}: the side that promises their rights is in breach if one refuses or leaves, and the side that pays for them holds rights that end with each person's own contract and may clash with that person's own endorsement deals.`,
    ask: `Tie the promise to what the individuals' own contracts allow, have each of them sign a consent or release, say what happens when a person leaves or refuses (a replacement, a fee reduction, a right to end), and list any conflicting personal endorsements.`,
  }),
  'self-conflict-restriction': (t) => ({
    title: `${t.S} may not take any other engagement that would present a conflict, a test the agreement does not define.`,
    impact: `The restriction reaches beyond competing work to anything ${t.O} says conflicts with its interests, so ${t.S} cannot know in advance which engagements breach it.`,
    ask: `Replace the conflict test with a defined list of competitors or a defined competing business, limit it to the term, and let ${t.S} ask ${t.O} in writing whether an engagement is allowed, with an answer within a few business days deemed consent if none is given.`,
  }),
  'other-gates-orders': (t) => ({
    title: `Orders bind ${t.O} only once ${t.O} accepts them, and nothing obliges it to accept.`,
    impact: `${t.O} may refuse or sit on any order, so ${t.S} has no assured supply for its customers, its forecasts or any exclusivity or minimum it has committed to, and no remedy when orders go unfilled.`,
    ask: `Oblige ${t.O} to accept every order that conforms to this agreement (and to the forecast, within an agreed tolerance), with orders deemed accepted unless ${t.O} rejects them in writing within a few business days giving a permitted reason.`,
  }),
  'self-best-efforts': (t) => ({
    title: `${t.S} must use its best efforts to market, sell or develop the products${t.harsh ? ', to the maximum' : ''}.`,
    impact: `"Best efforts" is the highest standard of effort: ${t.S} may have to spend beyond what the deal returns or act against its own interests, and ${t.O} can claim a breach whenever sales disappoint.`,
    ask: `Replace "best efforts" with "commercially reasonable efforts", and where ${t.O} needs a measure, agree specific marketing activities or targets that, once met, satisfy the obligation.`,
  }),
  'self-exclusivity-conditional': (t) => ({
    title: `${t.S}'s exclusivity holds only while ${t.S} meets performance conditions.`,
    impact: `${t.O} can claim that a target, a minimum or an efforts requirement was missed and treat the exclusivity as lost, so ${t.S} may invest in the market and then face competition from ${t.O} or other distributors.`,
    ask: `Set the conditions as objective, measurable targets stated in the agreement, with written notice of any shortfall and a cure period, and make loss of exclusivity (not termination) the only consequence of missing them.`,
  }),
  'other-owns-derived': (t) => ({
    title: `${t.O} owns what it makes from ${t.S}'s materials (its modifications, translations or derivative works).`,
    impact: `Versions of ${t.S}'s own work belong to ${t.O}: ${t.S} cannot use or license them, and ${t.O} may keep exploiting them after the licence ends.`,
    ask: `Have ${t.S} own modifications and derivative works of its materials (with a licence to ${t.O} for the term), or at least take a licence back and have ${t.O}'s rights in them end with the agreement.`,
  }),
};
