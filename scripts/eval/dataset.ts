/**
 * Loads a labelled contract set (JSONL) into one shape: {id, text, labels: category id → spans}.
 * The dev set's exact layout is not known on this machine, so the loader accepts the public CUAD
 * shapes (The Atticus Project, SQuAD 2.0 style) and plain ones:
 *   {id, text, labels: {"Governing Law": [{start, end, text?}] | [{text, answer_start}]}}
 *   {id, text, labels|spans|annotations: [{category|label, start, end | answer_start, text}]}
 *   {title, context|paragraphs[0].context, qas: [{id: "<title>__<Label>", answers: [{text, answer_start}]}]}
 *   one record per question (Hugging Face "cuad"): {title, context, question, answers: {text: [], answer_start: []}}
 * A label present with no span means "labelled absent". Unknown labels are reported, not guessed.
 */
import { labelName, toCategoryId } from './categories';

export interface GoldSpan {
  start: number;
  end: number;
}

export interface LabelledContract {
  id: string;
  text: string;
  /** Category id → expert spans; an empty list means the category was labelled absent. */
  labels: Map<string, GoldSpan[]>;
}

export interface Dataset {
  contracts: LabelledContract[];
  /** Labels that map to no taxonomy category, with how often they occurred. */
  unknownLabels: Map<string, number>;
}

type Rec = Record<string, unknown>;
const isRec = (x: unknown): x is Rec => typeof x === 'object' && x !== null && !Array.isArray(x);
const str = (x: unknown) => (typeof x === 'string' ? x : undefined);
const num = (x: unknown) => (typeof x === 'number' && Number.isInteger(x) && x >= 0 ? x : undefined);

/** One span from {start, end}, {answer_start, text}, {start, text}, [start, end] or a bare answer text. */
function toSpan(raw: unknown, text: string): GoldSpan | undefined {
  if (Array.isArray(raw) && raw.length === 2) {
    const [s, e] = [num(raw[0]), num(raw[1])];
    return s !== undefined && e !== undefined && e > s ? { start: s, end: Math.min(e, text.length) } : undefined;
  }
  const answer = isRec(raw) ? str(raw.text) : str(raw);
  const start = isRec(raw) ? (num(raw.start) ?? num(raw.answer_start)) : undefined;
  const end = isRec(raw) ? num(raw.end) : undefined;
  if (start !== undefined && end !== undefined && end > start) return { start, end: Math.min(end, text.length) };
  if (answer === undefined || answer === '') return undefined;
  if (start !== undefined && text.startsWith(answer, start)) return { start, end: start + answer.length };
  // Offsets missing or off (re-extracted text): the nearest occurrence of the answer text.
  let best = -1;
  for (let i = text.indexOf(answer); i >= 0; i = text.indexOf(answer, i + 1))
    if (best < 0 || Math.abs(i - (start ?? 0)) < Math.abs(best - (start ?? 0))) best = i;
  return best >= 0 ? { start: best, end: best + answer.length } : undefined;
}

/** The answers of one label entry: a list, {answers: [...]}, or Hugging Face {text: [], answer_start: []}. */
function answersOf(v: unknown): unknown[] {
  if (Array.isArray(v)) return v;
  if (!isRec(v)) return v === undefined || v === null ? [] : [v];
  if ('answers' in v) return answersOf(v.answers);
  if (Array.isArray(v.text)) return v.text.map((t, i) => ({ text: t, answer_start: (v.answer_start as unknown[])[i] }));
  if (Array.isArray(v.spans)) return v.spans;
  return [v];
}

class Builder {
  readonly byId = new Map<string, LabelledContract>();
  readonly unknownLabels = new Map<string, number>();

  contract(id: string, text: string): LabelledContract {
    let c = this.byId.get(id);
    if (!c) this.byId.set(id, (c = { id, text, labels: new Map() }));
    return c;
  }

  add(c: LabelledContract, label: string, answers: unknown[]): void {
    const cat = toCategoryId(label);
    if (!cat) {
      const name = labelName(label);
      this.unknownLabels.set(name, (this.unknownLabels.get(name) ?? 0) + 1);
      return;
    }
    const spans = c.labels.get(cat) ?? [];
    for (const a of answers) {
      const s = toSpan(a, c.text);
      if (s && !spans.some((x) => x.start === s.start && x.end === s.end)) spans.push(s);
    }
    c.labels.set(cat, spans);
  }
}

function addRecord(b: Builder, rec: Rec, n: number): void {
  const paragraph = Array.isArray(rec.paragraphs) && isRec(rec.paragraphs[0]) ? rec.paragraphs[0] : undefined;
  const text = str(rec.text) ?? str(rec.context) ?? str(paragraph?.context);
  if (text === undefined) throw new Error(`no "text" (or "context")`);
  const perQuestion = str(rec.question) !== undefined && 'answers' in rec;
  const id = String(perQuestion ? (rec.title ?? rec.id ?? n) : (rec.id ?? rec.title ?? n));
  const c = b.contract(id, text);
  if (perQuestion) return b.add(c, str(rec.question)!, answersOf(rec.answers));
  const labels = rec.labels ?? rec.spans ?? rec.annotations ?? rec.qas ?? paragraph?.qas;
  if (isRec(labels)) for (const [label, v] of Object.entries(labels)) b.add(c, label, answersOf(v));
  else if (Array.isArray(labels))
    for (const item of labels) {
      if (!isRec(item)) continue;
      const label = str(item.category) ?? str(item.label) ?? str(item.type) ?? str(item.question) ?? str(item.id);
      if (label === undefined) continue;
      const own = 'answers' in item ? answersOf(item.answers) : 'start' in item || 'text' in item ? [item] : [];
      b.add(c, label, own);
    }
}

/** Parses JSONL text; `source` names the file in error messages. */
export function parseDataset(jsonl: string, source = 'input'): Dataset {
  const b = new Builder();
  for (const [i, line] of jsonl.split(/\r?\n/).entries()) {
    if (!line.trim()) continue;
    let rec: unknown;
    try {
      rec = JSON.parse(line);
    } catch {
      throw new Error(`${source}:${i + 1}: not valid JSON`);
    }
    if (!isRec(rec)) throw new Error(`${source}:${i + 1}: not a JSON object`);
    try {
      addRecord(b, rec, i);
    } catch (err) {
      throw new Error(`${source}:${i + 1}: ${(err as Error).message}`);
    }
  }
  return { contracts: [...b.byId.values()], unknownLabels: b.unknownLabels };
}
