/**
 * `npx tsx scripts/eval/fact-errors.ts [--fact parties|law|agreement|effective|expiration] [--file <cuad.jsonl>]`:
 * runs the fact rules alone (no clause model) over every labelled contract and lists each contract
 * where a fact disagrees with the expert answer, with the scorer's own definitions
 * (../shared/eval/score/score-analyzer.mjs goldParties / goldDateIso). For checking a fact rule
 * against all the contracts, not the few it was written from; the figure to quote is `npm run eval`.
 */
import path from 'node:path';
import { extractFacts } from '../../functions/src/analyzer/facts';
import { findParties } from '../../functions/src/analyzer/parties';
import { factAnswers, readGold, scorerModule } from './gold';

const root = path.resolve(import.meta.dirname, '../..');
const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};

const normName = (s: string) =>
  s
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
const containsWords = (a: string, b: string) => !!a && !!b && ` ${a} `.includes(` ${b} `);

async function main(): Promise<void> {
  const file = arg('file') ?? path.resolve(root, '../shared/eval/cuad-dev.jsonl');
  const only = arg('fact');
  const { goldParties, goldDateIso } = await scorerModule();
  const counts = new Map<string, { n: number; ok: number }>();
  const tally = (k: string, ok: boolean) => {
    const c = counts.get(k) ?? { n: 0, ok: 0 };
    c.n++;
    if (ok) c.ok++;
    counts.set(k, c);
  };
  let predicted = 0;
  let predictedOk = 0;
  for (const g of readGold(file)) {
    const a = factAnswers(g);
    const facts = extractFacts(g.text);
    const lines: string[] = [];
    if (!only || only === 'parties') {
      const gold = goldParties(a.parties);
      const pred = findParties(g.text).map((p) =>
        normName(p.role && p.role !== p.name ? `${p.name} (${p.role})` : p.name),
      );
      const match = (x: string, y: string) => containsWords(x, y) || containsWords(y, x);
      const missed = gold.filter((x) => !pred.some((y) => match(x, y)));
      const extra = gold.length ? pred.filter((y) => !gold.some((x) => match(x, y))) : [];
      for (const x of gold) tally('parties', !missed.includes(x));
      if (gold.length) {
        predicted += pred.length;
        predictedOk += pred.length - extra.length;
      }
      if (missed.length || (extra.length && process.argv.includes('--precision')))
        lines.push(`  parties: missed [${missed.join(' | ')}]; extra [${extra.join(' | ')}]; gold "${a.parties}"`);
    }
    if ((!only || only === 'law') && a.law && /[a-z]{2}/i.test(a.law)) {
      const pred = normName(facts.governingLaw && !facts.governingLaw.placeholder ? facts.governingLaw.value : '');
      const alts = a.law
        .split(';')
        .map((p) => p.trim())
        .filter(Boolean)
        .flatMap((p) => [normName(p), normName(p.split(',')[0]!)])
        .filter(Boolean);
      const ok = alts.some((x) => containsWords(pred, x));
      tally('law', ok);
      if (!ok) lines.push(`  law: predicted "${pred}"; gold "${a.law}"`);
    }
    for (const [kind, found] of [
      ['agreement', facts.agreementDate],
      ['effective', facts.effectiveDate],
      ['expiration', facts.expiration],
    ] as const) {
      if (only && only !== kind) continue;
      const iso = goldDateIso(a[kind]);
      if (!iso) continue;
      const p = found?.iso ?? found?.value ?? '';
      const ok = p.slice(0, 10) === iso;
      tally(kind, ok);
      if (!ok) lines.push(`  ${kind}: predicted "${p}"; gold ${iso} ("${a[kind]}")`);
    }
    if (lines.length) console.log(`${g.id} ${g.title.slice(0, 90)}\n${lines.join('\n')}`);
  }
  console.log('');
  for (const [k, c] of counts) console.log(`${k.padEnd(11)} ${(c.ok / c.n).toFixed(3)} (${c.ok}/${c.n})`);
  if (!only || only === 'parties')
    console.log(`parties precision ${(predictedOk / Math.max(1, predicted)).toFixed(3)} (${predictedOk}/${predicted})`);
}

void main();
