/** The words of the rules in rules-liability.ts: what each term does to the reviewed party, and what to ask for. */
import type { Explain } from './explain-types';

export const LIABILITY_WORDS: Record<string, Explain> = {
  'self-warrants-non-infringement': (t) => ({
    title: `${t.S} warrants without qualification that what it provides infringes no third-party right.`,
    impact: `${t.S} is in breach if any third party's patent, copyright or other right is infringed, even one it could not have known of, and the warranty claim may sit outside any cap.`,
    ask: `Limit the warranty to infringement of rights known to ${t.S} (or to copyright and trade secrets in the countries of use), exclude what ${t.O} supplies or modifies, and make an infringement indemnity with repair, replace or refund the sole remedy.`,
  }),
  'self-warrants-compliance': (t) => ({
    title: `${t.S} warrants without qualification compliance with every applicable law or standard.`,
    impact: `${t.S} answers for compliance with laws and standards it may not control or know, including those of every place where ${t.O} sells or uses the product.`,
    ask: `Name the laws and standards (and the countries) the warranty covers, qualify it by ${t.S}'s knowledge, and leave compliance in the places ${t.O} chooses to ${t.O}.`,
  }),
  'other-indemnity-sole-cause': (t) => ({
    title: `${t.O}'s indemnity covers only losses caused solely by ${t.O} or its products.`,
    impact: `Any contributing cause (a third party, ${t.S}'s own handling, a shared fault) lets ${t.O} refuse the whole claim, leaving ${t.S} to bear it.`,
    ask: `Make ${t.O} indemnify to the extent the loss is caused by its products, breach or negligence, with the indemnity reduced only in proportion to ${t.S}'s own contribution.`,
  }),
  'self-uncapped-carve-out': (t) => ({
    title: `The liability cap does not apply to some claims against ${t.S} (its indemnities or named breaches): for those ${t.S}'s liability is unlimited.`,
    impact: `A single claim under a carved-out obligation can exceed the value of the contract, whatever the cap says.`,
    ask: `Put the carved-out claims under a separate, higher cap (for example two or three times the fees paid in the 12 months before the claim), leaving only fraud and wilful misconduct unlimited.`,
  }),
  'self-indemnifies-activities': (t) => ({
    title: `${t.S} indemnifies ${t.O} for claims arising from ${t.S}'s activities or services under the contract, whatever the fault.`,
    impact: `The indemnity is drafted as mutual, but the activities it covers are chiefly ${t.S}'s, so ${t.S} carries nearly all of the exposure, uncapped, even for claims ${t.O} caused or shared.`,
    ask: `Limit each side's indemnity to claims caused by its breach, negligence or wilful misconduct, reduce it to the extent the other side contributed, and put it under the liability cap.`,
  }),
  'self-short-limitation': (t) => ({
    title: `${t.S} alone must bring any claim within ${t.period ?? 'the short period the clause sets'} of the cause of action.`,
    impact: `${t.S} loses claims (for unpaid fees or a breach found late) once the short period passes, while ${t.O} keeps the ordinary statutory limitation period for its own claims.`,
    ask: `Make the period mutual and no shorter than two years, running from when ${t.S} knew or should have known of the claim, or delete it.`,
  }),
  'other-no-recourse': (t) => ({
    title: `${t.O} is declared to have no liability, or recourse against it is limited to named assets.`,
    impact: `If ${t.O} fails to perform, ${t.S}'s claims may have nothing behind them: no personal liability, or only assets that can be spent, distributed or sold before a claim is paid.`,
    ask: `Delete the exclusion, or keep recourse against ${t.O}'s assets for its own breach, fraud and wilful misconduct, with a guarantee or an amount held back until ${t.O}'s obligations are met.`,
  }),
  'mutual-cap-one-sided': (t) => ({
    title: `The liability cap${t.amount ? ` of ${t.amount}` : ''} is written as mutual, but in practice it limits only ${t.S}'s claims.`,
    impact: `${t.S} only pays for what ${t.O} supplies, so its own exposure is little more than the fees, while every loss ${t.O}'s failure can cause (defects, delay, outages, lost data) is ${t.S}'s and is capped.`,
    ask: `Raise the cap on ${t.O}'s liability (for example to two or three times the fees paid or payable in the 12 months before the claim, and never below a fixed minimum) and keep ${t.O}'s indemnities, confidentiality and data breaches, gross negligence and wilful misconduct outside it.`,
  }),
  'mutual-cap-limits-supplier': (t) => ({
    title: `The liability cap${t.amount ? ` of ${t.amount}` : ''} covers both sides, so it also limits what ${t.O} owes ${t.S}, with no exception for ${t.O}'s misuse of what ${t.S} provides, its confidentiality breaches or its indemnities.`,
    impact: `${t.O}'s worst breaches (using or passing on ${t.S}'s products, data or information beyond the licence, disclosing its confidential information, leaving a third-party claim with ${t.S}) can cost ${t.S} far more than the fees, yet ${t.S} can recover no more than the cap${t.harsh ? `, which is what ${t.O} itself pays` : ''}.`,
    ask: `Take ${t.O}'s breaches of the licence and use restrictions, of confidentiality and of intellectual property rights, its indemnities and its payment obligations out of the cap, or give them a separate, higher cap.`,
  }),
  'mutual-exclusion-one-sided': (t) => ({
    title: `The exclusion of loss is written as mutual, but the losses it names (data, use, a substitute, economic loss) are ones only ${t.S} can suffer.`,
    impact: `${t.S} only pays for what ${t.O} supplies, so the exclusion takes away the very losses ${t.O}'s failure would cause ${t.S}, while ${t.O} gives up almost nothing.`,
    ask: `Keep ${t.O} liable for loss or corruption of ${t.S}'s data, the cost of substitute goods or services, and losses from ${t.O}'s confidentiality breaches, gross negligence or wilful misconduct, as direct losses outside the exclusion.`,
  }),
  'no-reliance-no-warranty': (t) => ({
    title: `${t.S} may rely on no representation outside the contract, and ${t.O} gives no warranty in it.`,
    impact: `If what ${t.O} supplies is not what was described in negotiation (its title, permits, quality or performance), ${t.S} has neither a warranty claim nor a claim for what was said before signing.`,
    ask: `Have ${t.O} give express warranties of what it supplies (title, the permits and licences it needs, conformity with the agreed description and the law), and keep liability for fraudulent misrepresentation.`,
  }),
};
