/**
 * Playbook checks on governing law and forum, read from the review's passages and the contract
 * facts the snapshot shows (one reading of the contract).
 */
import type { Rule } from './grammar';
import { cite, familyPassages, passageText, sentenceCite, type Reading } from './evidence';
import { placesIn, samePlace } from './places';
import { broken, inTerms, incorporatedCarrier, met, unchecked, type Verdict } from './verdict';
import { lawName } from '../governing-law';

const orList = (xs: readonly string[]) =>
  xs.length > 1 ? `${xs.slice(0, -1).join(', ')} or ${xs[xs.length - 1]}` : (xs[0] ?? '');

export function checkGoverningLaw(r: Reading, rule: Extract<Rule, { kind: 'governing-law' }>): Verdict {
  const want = orList(rule.places);
  const name = `governing law ${want}`;
  const gl = r.ctx.facts.governingLaw;
  if (!gl) {
    const inc = incorporatedCarrier(r, 'governing-law');
    if (inc) return unchecked(name, 'governing-law', inTerms(inc, 'The governing law'));
    return broken(name, 'governing-law', `The contract names no governing law; the playbook requires ${want} law.`, {
      title: `no governing law (the playbook requires ${want})`,
      impact: 'Which law decides disputes is itself open to dispute.',
      ask: `Add a clause choosing the law of ${rule.places[0]}.`,
    });
  }
  const where = sentenceCite(r, gl.start);
  if (gl.placeholder)
    return broken(
      name,
      'governing-law',
      `The governing law is left blank (${gl.value}) in ${where.ref}; the playbook requires ${want}.`,
      {
        title: `governing law left blank (the playbook requires ${want})`,
        impact: 'Until it is filled in, the law that decides disputes is not agreed.',
        ask: `Fill in ${rule.places[0]}.`,
      },
      where,
    );
  if (rule.places.some((p) => samePlace(gl.value, p)))
    return met(name, 'governing-law', `Governed by the law of ${lawName(gl.value)} (${where.ref}).`, where);
  return broken(
    name,
    'governing-law',
    `Governed by the law of ${lawName(gl.value)} (${where.ref}), not ${want}.`,
    {
      title: `governing law is ${lawName(gl.value)}, not ${want}`,
      impact: `Disputes would be decided under the law of ${lawName(gl.value)}, which the playbook does not accept.`,
      ask: `Change the governing law to ${rule.places[0]}.`,
    },
    where,
  );
}

const FORUM = /\bcourts?\b|\bjurisdiction\b|\bvenue\b|\barbitrat\w*|\bforum\b/i;

export function checkJurisdiction(r: Reading, rule: Extract<Rule, { kind: 'jurisdiction' }>): Verdict {
  const want = orList(rule.places);
  const name = `courts of ${want}`;
  const forum = familyPassages(r, 'dispute-resolution').filter(
    (p) => FORUM.test(passageText(r, p)) && placesIn(passageText(r, p)).length,
  );
  if (!forum.length) {
    const inc = incorporatedCarrier(r, 'dispute-resolution');
    if (inc) return unchecked(name, 'dispute-resolution', inTerms(inc, 'The forum for disputes'));
    return broken(
      name,
      'dispute-resolution',
      `The contract names no court or seat of arbitration; the playbook requires ${want}.`,
      {
        title: `no forum for disputes (the playbook requires ${want})`,
        impact: 'Either party may sue where it chooses.',
        ask: `Provide for the exclusive jurisdiction of the courts of ${rule.places[0]}.`,
      },
    );
  }
  const good = forum.find((p) => rule.places.some((w) => samePlace(passageText(r, p), w)));
  if (good)
    return met(
      name,
      'dispute-resolution',
      `${cite(r, good.start, good.end).ref} names ${want}.`,
      cite(r, good.start, good.end),
    );
  const p = forum[0]!;
  const where = cite(r, p.start, p.end);
  const named = orList(placesIn(passageText(r, p)));
  return broken(
    name,
    'dispute-resolution',
    `${where.ref} sends disputes to ${named}, not ${want}.`,
    {
      title: `disputes go to ${named}, not ${want}`,
      impact: `Disputes may have to be fought in ${named}.`,
      ask: `Provide for the exclusive jurisdiction of the courts of ${rule.places[0]}.`,
    },
    where,
  );
}
