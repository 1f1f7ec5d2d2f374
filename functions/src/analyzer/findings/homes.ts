/**
 * Where each side is at home, read from the preamble that introduces it ("a Nevada corporation with an
 * address at ... New York, New York", "a Taiwanese company", "located at ... Cambridge Ontario, Canada"),
 * and the places a sentence names. A forum or a governing law at the other side's home, or in another
 * country than the reviewed side's, is judged against these (rules-covenants.ts).
 * Places are compared as states, provinces and countries in lower case; a US state also counts as the
 * United States, a Canadian province as Canada.
 */
import { preambleEnd } from '../regions';
import { US_STATES } from '../places';
import { escapeRe } from '../text';
import type { Sides } from './sides';

const US_ABBREVIATIONS: Record<string, string> = {
  AL: 'alabama',
  AK: 'alaska',
  AZ: 'arizona',
  AR: 'arkansas',
  CA: 'california',
  CO: 'colorado',
  CT: 'connecticut',
  DE: 'delaware',
  FL: 'florida',
  GA: 'georgia',
  HI: 'hawaii',
  ID: 'idaho',
  IL: 'illinois',
  IN: 'indiana',
  IA: 'iowa',
  KS: 'kansas',
  KY: 'kentucky',
  LA: 'louisiana',
  ME: 'maine',
  MD: 'maryland',
  MA: 'massachusetts',
  MI: 'michigan',
  MN: 'minnesota',
  MS: 'mississippi',
  MO: 'missouri',
  MT: 'montana',
  NE: 'nebraska',
  NV: 'nevada',
  NH: 'new hampshire',
  NJ: 'new jersey',
  NM: 'new mexico',
  NY: 'new york',
  NC: 'north carolina',
  ND: 'north dakota',
  OH: 'ohio',
  OK: 'oklahoma',
  OR: 'oregon',
  PA: 'pennsylvania',
  RI: 'rhode island',
  SC: 'south carolina',
  SD: 'south dakota',
  TN: 'tennessee',
  TX: 'texas',
  UT: 'utah',
  VT: 'vermont',
  VA: 'virginia',
  WA: 'washington',
  WV: 'west virginia',
  WI: 'wisconsin',
  WY: 'wyoming',
};

/** Words for a country, its adjective, and the cities a forum clause names without their country. */
const COUNTRY_WORDS: Record<string, string> = {
  'united states': 'united states',
  'united states of america': 'united states',
  usa: 'united states',
  'u.s.a': 'united states',
  canada: 'canada',
  canadian: 'canada',
  ontario: 'canada',
  quebec: 'canada',
  'british columbia': 'canada',
  alberta: 'canada',
  'new brunswick': 'canada',
  'nova scotia': 'canada',
  manitoba: 'canada',
  toronto: 'canada',
  vancouver: 'canada',
  montreal: 'canada',
  mexico: 'mexico',
  mexican: 'mexico',
  brazil: 'brazil',
  'united kingdom': 'united kingdom',
  england: 'united kingdom',
  'england and wales': 'united kingdom',
  english: 'united kingdom',
  scotland: 'united kingdom',
  british: 'united kingdom',
  london: 'united kingdom',
  ireland: 'ireland',
  irish: 'ireland',
  dublin: 'ireland',
  germany: 'germany',
  german: 'germany',
  cologne: 'germany',
  munich: 'germany',
  frankfurt: 'germany',
  berlin: 'germany',
  hamburg: 'germany',
  france: 'france',
  french: 'france',
  paris: 'france',
  italy: 'italy',
  italian: 'italy',
  spain: 'spain',
  spanish: 'spain',
  netherlands: 'netherlands',
  dutch: 'netherlands',
  amsterdam: 'netherlands',
  belgium: 'belgium',
  luxembourg: 'luxembourg',
  switzerland: 'switzerland',
  swiss: 'switzerland',
  geneva: 'switzerland',
  zurich: 'switzerland',
  austria: 'austria',
  sweden: 'sweden',
  swedish: 'sweden',
  stockholm: 'sweden',
  norway: 'norway',
  denmark: 'denmark',
  finland: 'finland',
  israel: 'israel',
  israeli: 'israel',
  'tel aviv': 'israel',
  india: 'india',
  indian: 'india',
  china: 'china',
  chinese: 'china',
  prc: 'china',
  'p.r.c': 'china',
  "people's republic of china": 'china',
  beijing: 'china',
  shanghai: 'china',
  shenzhen: 'china',
  'hong kong': 'hong kong',
  taiwan: 'taiwan',
  taiwanese: 'taiwan',
  'r.o.c': 'taiwan',
  taipei: 'taiwan',
  japan: 'japan',
  japanese: 'japan',
  tokyo: 'japan',
  korea: 'korea',
  korean: 'korea',
  seoul: 'korea',
  singapore: 'singapore',
  malaysia: 'malaysia',
  australia: 'australia',
  australian: 'australia',
  sydney: 'australia',
  melbourne: 'australia',
  'new zealand': 'new zealand',
  'south africa': 'south africa',
  'south african': 'south africa',
  'cayman islands': 'cayman islands',
  bermuda: 'bermuda',
  'british virgin islands': 'british virgin islands',
  russia: 'russia',
  russian: 'russia',
};

const NAMES = [...US_STATES.map((s) => s.toLowerCase()), ...Object.keys(COUNTRY_WORDS)].sort(
  (a, b) => b.length - a.length,
);
/** A place by name: "New York", "Ontario", "P.R.C.", "Taiwanese"; "Calif." for California. */
const PLACE_RE = new RegExp(
  `(?<![\\w.])(?:${NAMES.map((n) => escapeRe(n).replace(/ /g, '\\s+')).join('|')}|calif)(?![\\w])\\.?`,
  'gi',
);
const ADJECTIVES = new Set([
  'english',
  'british',
  'irish',
  'chinese',
  'taiwanese',
  'japanese',
  'korean',
  'german',
  'french',
  'dutch',
  'swiss',
  'israeli',
  'indian',
  'italian',
  'spanish',
  'swedish',
  'canadian',
  'mexican',
  'australian',
  'russian',
  'south african',
]);
const ENTITY_AFTER =
  /^\.?\s+(?:\w+\s+)?(?:laws?|courts?|company|corporation|entity|limited|jurisdiction|citizen|national|resident|government|partnership|firm|gmbh|ag|ltd|llc|inc|s\.?a|b\.?v)\b/i;
/** A US address: "Monroe, NY 10950", "Thousand Oaks, CA 91360". */
const US_ADDRESS = /,\s*([A-Z]{2})\.?\s+\d{5}\b/g;

const US = new Set(US_STATES.map((s) => s.toLowerCase()));

/** The states and countries a stretch of text names, each state with its country. */
export function placesIn(s: string): Set<string> {
  const out = new Set<string>();
  const add = (state: string | undefined, country: string) => {
    if (state) out.add(state);
    out.add(country);
  };
  PLACE_RE.lastIndex = 0;
  for (let m = PLACE_RE.exec(s); m; m = PLACE_RE.exec(s)) {
    const w = m[0].toLowerCase().replace(/\s+/g, ' ').replace(/\.$/, '');
    // An adjective ("English", "Chinese", "Taiwanese") is a language as often as a place: it names a
    // place only before a law, a court or a kind of entity ("a Taiwanese company", "English law").
    if (ADJECTIVES.has(w) && !ENTITY_AFTER.test(s.slice(m.index + m[0].length, m.index + m[0].length + 40))) continue;
    if (w === 'calif') add('california', 'united states');
    else if (US.has(w)) add(w, 'united states');
    else if (COUNTRY_WORDS[w]) add(undefined, COUNTRY_WORDS[w]!);
  }
  US_ADDRESS.lastIndex = 0;
  for (let m = US_ADDRESS.exec(s); m; m = US_ADDRESS.exec(s)) {
    const st = US_ABBREVIATIONS[m[1]!];
    if (st) add(st, 'united states');
  }
  return out;
}

const INCORPORATED =
  /\b(?:an?\s+([A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\s+(?:corporation|limited\s+liability\s+company|company|limited\s+partnership|statutory\s+trust|LLC|corp)|(?:organi[sz]ed|incorporated|formed|existing)\s+under\s+the\s+laws\s+of\s+(?:the\s+State\s+of\s+)?([A-Z][a-z]+(?:\s+[A-Z][a-z]+)?))/;
/** Whether the window also gives the state as part of an address ("Wilmington, Delaware 19801"). */
const addressState = (window: string, state: string): boolean =>
  new RegExp(`,\\s*${state.replace(/ /g, '\\s+')}\\s*,?\\s*\\d{5}`, 'i').test(window) ||
  Object.entries(US_ABBREVIATIONS).some(([k, v]) => v === state && new RegExp(`,\\s*${k}\\.?\\s+\\d{5}`).test(window));

const DESCRIPTION_END =
  /\n\s*\n|\b(?:WHEREAS|Whereas|RECITALS?|NOW,?\s+THEREFORE|WITNESSETH)\b|[.;]\s+(?=(?:The|This|Each|In|For|Both|All)\s)/;

export interface Homes {
  self: ReadonlySet<string>;
  other: ReadonlySet<string>;
}

/** Each mention of a side in the preamble, and the words after it up to the other side's next mention. */
function homeOf(head: string, mine: RegExp | undefined, theirs: RegExp | undefined): Set<string> {
  const out = new Set<string>();
  if (!mine) return out;
  const theirAt: number[] = [];
  if (theirs) for (const m of head.matchAll(new RegExp(theirs.source, 'g'))) theirAt.push(m.index);
  for (const m of head.matchAll(new RegExp(mine.source, 'g'))) {
    const from = m.index + m[0].length;
    const next = theirAt.find((x) => x >= from) ?? head.length;
    // The description that follows a name: "a P.R.C. company with an address at ..." (a mention in a
    // sentence about something else carries no address).
    const w = head.slice(from, Math.min(next, from + 350));
    // The description ends with its paragraph or sentence: a clause that follows names other places.
    const end = DESCRIPTION_END.exec(w)?.index ?? w.length;
    const window = w.slice(0, end);
    for (const p of placesIn(window)) out.add(p);
    // "a Delaware corporation with offices in ... California": a state of incorporation is where the party
    // was formed, not where it works; it counts only when the window names no other state.
    const inc = INCORPORATED.exec(window);
    const formed = (inc?.[1] ?? inc?.[2])?.toLowerCase().replace(/\s+/g, ' ');
    if (formed && US.has(formed) && [...out].some((x) => US.has(x) && x !== formed) && !addressState(window, formed))
      out.delete(formed);
  }
  return out;
}

export function homes(text: string, sides: Sides): Homes {
  const head = text.slice(0, preambleEnd(text));
  return { self: homeOf(head, sides.selfRe, sides.otherRe), other: homeOf(head, sides.otherRe, sides.selfRe) };
}
