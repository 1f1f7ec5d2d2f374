/**
 * Renewal and the notice that stops it: "shall automatically renew for successive one (1) year
 * terms unless either party gives written notice of non-renewal at least ninety (90) days prior to
 * the end of the then-current term". Also optional renewals ("Distributor shall have the option to
 * renew ..."), which are renewal terms but not automatic.
 */
import type { Found } from './key-dates';
import { clean, findDurations, type Duration } from './text';

export interface Renewal extends Found {
  auto: boolean;
  /**
   * It runs on after its initial term until a party ends it ("and indefinitely after that until
   * terminated by either party giving ... notice"): no further terms, so no date by which notice is due.
   */
  indefinite: boolean;
}
export interface RenewalNotice extends Found {
  days: number;
  period: string;
}

const RENEWAL =
  /\bautomatic(?:ally)?\s+(?:be\s+)?(?:renew|extend)|\bauto-?renew|\bautomatic\s+(?:annual\s+|yearly\s+)?(?:renewals?|extensions?)\b|\brenew(?:ed|al|s)?\s+(?:automatically\s+)?(?:for\s+|beyond\s+[^.;]{0,40}?for\s+)(?:an?\s+|one\s+|up\s+to\s+)?(?:successive|additional|subsequent|further|another|like|consecutive|one|two|three|five|\d|[a-z]+\s+\(\d+\))|\bshall\s+(?:automatically\s+)?renew\b|\b(?:option|right)\s+to\s+(?:renew|extend)\s+(?:this|the)\b|\b(?:may|shall|will)\s+(?:be\s+)?(?:renewed|extended)\s+(?:automatically\s+)?(?:for|by)\b|\brenewable\b|\bextend\s+(?:the\s+term\s+of\s+)?(?:this|the)\s+(?:Agreement|Contract|Term)\s+for\b|\bevergreen\b/i;

/**
 * An evergreen written without "renew": "this Agreement shall continue on a year to year basis until
 * terminated by either party by giving ... notice". Not a continuance that needs a fresh approval each
 * year ("shall continue from year to year ... only if such continuance is specifically approved").
 */
const CONTINUES =
  /\b(?:continue|remain\s+in\s+(?:full\s+)?(?:force|effect))\s+(?:in\s+(?:full\s+)?(?:force\s+and\s+)?effect\s+)?(?:thereafter\s+)?(?:on\s+an?\s+|from\s+)?(?:year[- ]to[- ]year|month[- ]to[- ]month)\b/gi;

/**
 * An initial term that then runs on: "for an initial term of one (1) years (Initial Term) and indefinitely
 * after that until terminated by either party giving ... notice". Not a term that is indefinite from the
 * start ("shall continue indefinitely until terminated"), which has no renewal.
 */
const INDEFINITELY = /\bindefinitely\s+(?:after\s+that|thereafter)\s+until\s+terminated\b/gi;

function continuesAt(text: string): number | undefined {
  for (const m of [...text.matchAll(CONTINUES), ...text.matchAll(INDEFINITELY)]) {
    const sent = sentenceAt(text, m.index);
    if (!/\bonly\s+if\b|\bapproved\b/i.test(text.slice(sent.start, sent.end))) return m.index;
  }
  return undefined;
}

const NOTICE_WORDS = /prior|before|notice|notif|in\s+advance|advance|preceding/i;

function sentenceAt(text: string, i: number): { start: number; end: number } {
  // lastIndexOf's -1 (no stop before i) must not become offset 1.
  const after = (k: number) => (k < 0 ? 0 : k + 2);
  const from = Math.max(after(text.lastIndexOf('. ', i)), after(text.lastIndexOf('\n\n', i)), i - 400, 0);
  let to = text.indexOf('. ', i);
  const para = text.indexOf('\n\n', i);
  if (to === -1 || to - i > 600) to = Math.min(text.length, i + 600);
  if (para !== -1 && para < to) to = para;
  return { start: from, end: Math.min(text.length, to + 1) };
}

function days(d: Pick<Duration, 'value' | 'unit'>): number {
  return d.unit === 'month'
    ? d.value * 30
    : d.unit === 'year'
      ? d.value * 365
      : d.unit === 'week'
        ? d.value * 7
        : d.value;
}

/** The notice period in s that stops a renewal: a duration next to "prior", "notice", "at least". */
export function noticeIn(s: string): Duration | undefined {
  for (const d of findDurations(s)) {
    if (d.unit === 'year') continue;
    const after = s.slice(d.index + d.text.length, d.index + d.text.length + 60);
    const before = s.slice(Math.max(0, d.index - 40), d.index);
    if (
      NOTICE_WORDS.test(after.slice(0, 40)) ||
      /(?:at\s+least|no\s+(?:later|less)\s+than|not\s+(?:less|later)\s+than|within|upon|giving|with)\s*$/i.test(before)
    )
      if (/notice|notif|prior|before|terminat|renew|expir/i.test(s)) return d;
  }
  return undefined;
}

/** A template's unfilled field or directive: "{auto_renewal_display}", "{IF has_pilot}". */
const TEMPLATE_FIELD = /\{(?:IF\s+|END-IF)?[A-Za-z_]*\}/;

/** The first renewal wording whose sentence is the contract's own, not a template field to fill in. */
function renewalAt(text: string): number | undefined {
  const re = new RegExp(RENEWAL.source, 'gi');
  let first: number | undefined;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) {
    first ??= m.index;
    const sent = sentenceAt(text, m.index);
    if (!TEMPLATE_FIELD.test(text.slice(sent.start, sent.end))) return m.index;
  }
  return first;
}

export function findRenewal(text: string): { renewal?: Renewal; notice?: RenewalNotice } {
  const at0 = renewalAt(text) ?? continuesAt(text);
  if (at0 === undefined) return {};
  const sent = sentenceAt(text, at0);
  const raw = text.slice(sent.start, sent.end);
  const lead = raw.search(/\S/);
  const start = sent.start + Math.max(0, lead);
  const s = text.slice(start, sent.end).replace(/\s+$/, '');
  const renewal: Renewal = {
    value: clean(s),
    start,
    end: start + s.length,
    auto:
      /automatic|auto-?renew|evergreen|shall\s+renew|unless|year[- ]to[- ]year|month[- ]to[- ]month|indefinitely/i.test(
        s,
      ) && !/\boption\b|\bright\s+to\s+(?:renew|extend)/i.test(s),
    indefinite: new RegExp(INDEFINITELY.source, 'i').test(s) && !RENEWAL.test(s),
  };
  // The notice is in the same sentence or the next one ("Such notice must be given ninety (90) days ...").
  const next = sentenceAt(text, Math.min(text.length - 1, renewal.end + 1));
  const window = text.slice(renewal.start, Math.max(renewal.end, next.end));
  const d = renewal.auto ? noticeIn(window) : undefined;
  if (!d) return { renewal };
  const at = renewal.start + d.index;
  return {
    renewal,
    notice: {
      value: renewal.indefinite
        ? `${d.text} notice to end it, once it runs on after the initial term`
        : `${d.text} notice before the end of the current term`,
      period: d.text,
      days: days(d),
      start: at,
      end: at + d.text.length,
    },
  };
}

/**
 * What the renewal does, as the verb of a sentence about the contract ("renews automatically unless
 * notice is given ninety (90) days before the term ends"), or as a participle ("renewing ..."): the
 * one wording the summary, the key clause and its takeaway share, so an evergreen is never described
 * as a renewal into fixed terms. The key clause also names the renewal period and, with no notice
 * period, says that a party may still end it (`detail`).
 */
export function renewalPhrase(
  renewal: Renewal,
  notice: RenewalNotice | undefined,
  form: 'verb' | 'participle' = 'verb',
  detail?: { period?: string },
): string {
  const [renews, runs] = form === 'verb' ? ['renews', 'runs'] : ['renewing', 'running'];
  if (renewal.indefinite)
    return `${runs} on indefinitely after its initial term until a party ends it${notice ? ` on at least ${notice.period} notice` : ''}`;
  const period = detail?.period ? ` for further ${detail.period} periods` : '';
  const stop = notice
    ? ` unless notice is given ${notice.period} before the term ends`
    : detail
      ? ' unless a party ends it'
      : '';
  return `${renews} automatically${period}${stop}`;
}
