import type { Party } from '../parties';
import { preambleEnd } from '../regions';

/**
 * The principals a party acts for, named after it in the preamble: "the Trust Advisors to the Seller Trusts
 * listed on Schedule A", "Delaware Trust Company, as trustee of the Smith Family Trust", "ABC Ltd, as agent
 * for the Lenders". What the contract makes the principals do or receive ("the Seller Trusts shall instruct
 * the placement agents", "It is the goal of the Seller Trusts to ...") binds or protects the party that signs
 * for them, so sides.ts adds their words to that party's side.
 */

/** A party whose own name is an agent's title ("the Trust Advisors") acts for whoever follows "to", "for" or "of". */
const AGENT_NOUN = /\b(?:advisors?|advisers?|agents?|trustees?|representatives?|nominees?)$/i;
/** Any other party acts for a principal only where it says so: "as trustee of", "acting as agent for". */
const FOR_PRINCIPAL =
  /^\s*,?\s*(?:(?:acting\s+)?as\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?(?:advisors?|advisers?|agents?|trustees?|representatives?|nominees?)\s+)?(?:to|for|of|on\s+behalf\s+of)\s+(?:each\s+of\s+)?the\s+((?:[A-Z][\w-]*\s+){0,2}[A-Z][\w-]*)/;
/** Not a principal: the contract itself, its terms, or an organ of a party ("the Board of Directors"). */
const NOT_PRINCIPAL =
  /^(?:Agreement|Company|Corporation|Board|State|United|Effective|Territory|Products?|Services?|Term|Parties|Party)\b|\bAgreement$/;

/** The principals named right after the party's name written at `at` in the preamble `head`: "Seller Trusts" and "Seller Trust". */
function principalsAfter(head: string, at: number, name: string): string[] {
  const m = FOR_PRINCIPAL.exec(head.slice(at + name.length, at + name.length + 120));
  if (!m || !(AGENT_NOUN.test(name.trim()) || /\bas\s/i.test(m[0]))) return [];
  const principal = m[1]!;
  if (NOT_PRINCIPAL.test(principal)) return [];
  // "the Seller Trusts" are also written one at a time: "each Seller Trust".
  return /[^s]s$/.test(principal) ? [principal, principal.slice(0, -1)] : [principal];
}

/** The principals a party signs for, named after any of its names in the preamble; `findNames` finds where a name is written. */
export function principals(
  text: string,
  p: Party | undefined,
  findNames: (text: string, name: string) => number[],
): string[] {
  if (!p) return [];
  const head = text.slice(0, Math.max(1500, preambleEnd(text)));
  const names = [p.name, ...p.aliases].filter((n) => n.trim().length >= 3);
  return [...new Set(names.flatMap((n) => findNames(head, n).flatMap((at) => principalsAfter(head, at, n))))];
}
