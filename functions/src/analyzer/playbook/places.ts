/**
 * Places a playbook names for governing law or courts ("New York law", "English law or the laws of
 * Delaware", "courts of Ontario"), and whether a contract's place is one of them ("the State of New
 * York" is New York; "England and Wales" is English law).
 */
import { LAW_ADJECTIVES } from '../governing-law';
import { US_STATES } from '../places';
import { escapeRe } from '../text';

const STATES = [...US_STATES, 'District of Columbia'];

const COUNTRIES = [
  'England and Wales',
  'England',
  'Scotland',
  'Northern Ireland',
  'Ireland',
  'United Kingdom',
  'Germany',
  'France',
  'Switzerland',
  'the Netherlands',
  'Netherlands',
  'Belgium',
  'Luxembourg',
  'Spain',
  'Italy',
  'Sweden',
  'Denmark',
  'Norway',
  'Finland',
  'Austria',
  'Israel',
  'Canada',
  'Ontario',
  'British Columbia',
  'Quebec',
  'Australia',
  'New South Wales',
  'Victoria',
  'New Zealand',
  'Japan',
  'Korea',
  'Singapore',
  'Hong Kong',
  'India',
  'China',
  "People's Republic of China",
  'Taiwan',
  'Brazil',
  'Mexico',
  'United States',
];

/** Adjectives and short forms a playbook uses for a place's law. */
const ALIASES: Record<string, string> = {
  ...LAW_ADJECTIVES,
  'english and welsh': 'England and Wales',
  uk: 'England and Wales',
  singaporean: 'Singapore',
  ny: 'New York',
  'n.y.': 'New York',
  nyc: 'New York',
  'new york city': 'New York',
  de: 'Delaware',
  ca: 'California',
  tx: 'Texas',
  dc: 'District of Columbia',
  london: 'England and Wales',
  manhattan: 'New York',
  'san francisco': 'California',
  'los angeles': 'California',
  'santa clara': 'California',
  wilmington: 'Delaware',
  toronto: 'Ontario',
  dublin: 'Ireland',
  us: 'United States',
  usa: 'United States',
};

const NAMES = [...STATES, ...COUNTRIES].sort((a, b) => b.length - a.length);
const PLACE_RE = new RegExp(
  `(?<![A-Za-z])(?:${[
    ...NAMES.map(escapeRe),
    ...Object.keys(ALIASES)
      .filter((a) => a.length > 2 || a === 'uk' || a === 'us')
      .map((a) => escapeRe(a)),
  ].join('|')})(?![A-Za-z])`,
  'gi',
);

function canonical(raw: string): string {
  const k = raw.toLowerCase();
  if (ALIASES[k]) return ALIASES[k]!;
  return NAMES.find((n) => n.toLowerCase() === k) ?? raw;
}

/** The places named in a statement, in order, each once ("England" and "English" both read as England and Wales). */
export function placesIn(s: string): string[] {
  const out: string[] = [];
  PLACE_RE.lastIndex = 0;
  for (let m = PLACE_RE.exec(s); m !== null; m = PLACE_RE.exec(s)) {
    // "us" and "uk" in lower case are words of the sentence ("binding us"), not places.
    if (/^(?:us|uk|de|ca|ny|dc)$/.test(m[0])) continue;
    const p = canonical(m[0]) === 'England' ? 'England and Wales' : canonical(m[0]);
    if (!out.includes(p)) out.push(p);
  }
  return out;
}

/** Whether the contract's place ("the State of New York", "English law", "Delaware, USA") is the wanted one. */
export function samePlace(contract: string, wanted: string): boolean {
  const have = placesIn(contract);
  if (have.length === 0) return contract.toLowerCase().includes(wanted.toLowerCase());
  const w = canonical(wanted) === 'England' ? 'England and Wales' : canonical(wanted);
  return have.includes(w);
}
