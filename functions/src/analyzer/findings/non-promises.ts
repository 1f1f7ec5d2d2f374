/**
 * Modal words that make no promise (readings.ts reads the rest): the month May, "at will", a definition, a
 * possibility ("may be aware"), a consequence ("may result in"), a condition ("If Dong-A agrees that"), a
 * relative clause about a thing, a disclaimer ("does not warrant that") or a limit of liability.
 */
import { CONDITION_BEFORE, DEFINES, DENIED_THAT, LIABILITY_SUBJECT, MONTH_BEFORE } from './reading-patterns';
import type { Mention } from './sides';
import { lastBefore } from './subjects';

export function notAPromise(s: string, ms: Mention[], at: number, modal: string, rest: string): boolean {
  const word = modal.toLowerCase();
  // Not promises: the month ("in each May", "May 1, 2020"), "at will", and a definition
  // ("\"Websites\" shall mean ...") binds nobody.
  if (modal === 'May' && (MONTH_BEFORE.test(s.slice(Math.max(0, at - 20), at)) || /^\s*,?\s*\d/.test(rest)))
    return true;
  if (word === 'will' && /\bat\s+$/i.test(s.slice(Math.max(0, at - 4), at))) return true;
  // "Representations, Warranties and Covenants.", "the Company's covenants in Section 5": a noun, no promise.
  if (/^covenants?$/.test(word) && /^\s*(?:[.:;)]|$|(?:in|of|under|set)\b)/i.test(rest)) return true;
  // "any breach of any representation or warranty, covenant or agreement by Detto": a noun in a list of
  // nouns (not the verb of "represents, warrants and covenants that").
  if (
    /^covenants?$/.test(word) &&
    (/\b(?:any|each|a|its|the|such|every)\s+$/i.test(s.slice(Math.max(0, at - 8), at)) ||
      /\b(?:warrant(?:y|ies)|representations?|agreements?|obligations?|undertakings?|conditions?)\s*(?:,|\band\b|\bor\b)\s*$/i.test(
        s.slice(Math.max(0, at - 30), at),
      ) ||
      /^\s*(?:,|or|and)\s+(?:agreements?|obligations?|undertakings?|conditions?)\b/i.test(rest))
  )
    return true;
  if (DEFINES.test(rest)) return true;
  // "of which Party B may be aware": a possibility, not a right.
  if (
    word === 'may' &&
    /^\s+(?:be|become)\s+(?:\w+ly\s+)?(?:aware|able|unable|necessary|needed|appropriate|applicable|available|relevant)\b/i.test(
      rest,
    )
  )
    return true;
  // "as the case may be", "any right it may have in law", "which the Company may otherwise have": what
  // a party may happen to hold, not a right this sentence gives.
  if (word === 'may' && (/^\s+be\b/i.test(rest) ? /\bthe\s+case\s+$/i.test(s.slice(Math.max(0, at - 10), at)) : false))
    return true;
  if (
    word === 'may' &&
    /^\s+(?:otherwise\s+have\b|have\s*(?:[,.;)]|$|(?:in|to|against|under|at|by|and|or|with|from|on|for)\b))/i.test(rest)
  )
    return true;
  // "any breach ... may result in irreparable injury": a consequence, nobody's right.
  if (word === 'may' && /^\s+(?:not\s+)?(?:result\s+in|arise|occur|give\s+rise\s+to|lead\s+to)\b/i.test(rest))
    return true;
  // "The Manufacturer agrees that the Customer has the right to ...": the promise is the clause after
  // "that", read at its own modal, not a duty of the one who agrees.
  if (
    /^agrees?$/.test(word) &&
    /^\s+that\b[^.;]{0,120}?\b(?:shall|will|may|must|ha(?:s|ve)\s+the\s+right)\b/i.test(rest)
  )
    return true;
  // "If Dong-A agrees that the Products do not conform", "unless Philips is entitled to reject": a condition.
  const actor = lastBefore(ms, at, 60);
  if (
    actor &&
    /^\s*$/.test(s.slice(actor.end, at)) &&
    CONDITION_BEFORE.test(s.slice(Math.max(0, actor.at - 24), actor.at))
  )
    return true;
  // "Lessor may elect to terminate this Agreement immediately, which shall be effective upon receipt":
  // after "which" the modal's subject is what the clause before it says, not the party named there,
  // unless "which" follows the party or a thing of the party's.
  if (/\bwhich\s+$/i.test(s.slice(Math.max(0, at - 7), at))) {
    const named = lastBefore(ms, at, 140);
    // "Licensor, which shall", "EZJR's common stock which shall be issuable": the party or its thing.
    if (!named || !/^(?:[\s,]*|['’]s?\s+(?:[\w-]+\s+){0,4})which\s+$/i.test(s.slice(named.end, at))) return true;
  }
  // "eGain does not warrant that the Software ... will meet Customer's requirements": a disclaimer (read
  // below), not a promise that the thing will; nor is "eGain's sole and exclusive liability shall be
  // reduced" a duty of eGain, but a limit of its liability.
  const lead = s.slice(Math.max(0, at - 200), at);
  const denied = DENIED_THAT.exec(lead);
  if (denied && !/[;:]|\.\s/.test(lead.slice(denied.index))) return true;
  if (LIABILITY_SUBJECT.test(s.slice(Math.max(0, at - 70), at))) return true;
  return false;
}
