/**
 * Contract analyzer CLI (JSON on stdout only; errors on stderr with a non-zero exit).
 * Inputs: .txt, .docx and .pdf (text via the upload feature's extraction services: read-input.ts).
 *   npm run --silent analyze -- <file.txt|.docx|.pdf> [--behalf-of <party>] [--playbook <file>] [--instructions <text>] [--provider builtin|bedrock]
 *   npm run --silent analyze -- --jsonl <file>             lines {id, text[, behalfOf, playbook, instructions]} → {id, analysis}
 *   npm run --silent analyze -- --classify --jsonl <file>  lines {id, text} → {id, categories: [ids]}
 * Single-clause classification uses the learned clause model's clause heads (functions/src/analyzer/model).
 */
import { bundledClauseModel, classifyWithModel } from '../../functions/src/analyzer/model';
import { createBedrockAnalyzer } from '../../functions/src/adapters/bedrock';
import { createBuiltinAnalyzer, type Analyzer, type AnalyzerInput } from '../../functions/src/analyzer/port';
import { describeIssues, FunctionsEnvSchema } from '../../functions/src/config';
import * as v from 'valibot';
import { InputError, readInputText, stopInputReaders } from './read-input';
import { guardStdout } from './stdout-guard';

const USAGE = `usage: analyze <file.txt|.docx|.pdf> [options]
       analyze --jsonl <file> [--classify] [options]

  <file>                 contract to analyse; prints the analysis JSON
  --jsonl <file>         lines {id, text[, behalfOf, playbook, instructions]}; prints one {id, analysis} line each
  --classify             with <file>: {categories}; with --jsonl: {id, categories} per line
  --behalf-of <party>    review from this party's side
  --playbook <file>      playbook rules (.txt, .docx or .pdf)
  --instructions <text>  additional instructions
  --provider <name>      builtin (default) or bedrock (needs BEDROCK_MODEL_ID and AWS credentials;
                         token usage is printed on stderr)
  -h, --help             this help
`;

/** Only JSON reaches stdout: library output is diverted to stderr (stdout-guard.ts). */
const emit = guardStdout();

interface Args {
  file?: string;
  jsonl?: string;
  classify: boolean;
  behalfOf: string;
  playbook?: string;
  instructions?: string;
  provider: string;
}

function fail(msg: string): never {
  process.stderr.write(`analyze: ${msg}\n`);
  process.exit(1);
}

function parseArgs(argv: string[]): Args {
  const a: Args = { classify: false, behalfOf: '', provider: 'builtin' };
  for (let i = 0; i < argv.length; i++) {
    const k = argv[i]!;
    const val = () => argv[++i] ?? fail(`${k} needs a value`);
    if (k === '--jsonl') a.jsonl = val();
    else if (k === '--classify') a.classify = true;
    else if (k === '--behalf-of') a.behalfOf = val();
    else if (k === '--playbook') a.playbook = val();
    else if (k === '--instructions') a.instructions = val();
    else if (k === '--provider') a.provider = val();
    else if (k === '--help' || k === '-h') {
      emit(USAGE);
      process.exit(0);
    } else if (k.startsWith('--')) fail(`unknown option ${k}`);
    else a.file = k;
  }
  return a;
}

async function readText(path: string): Promise<string> {
  try {
    return await readInputText(path);
  } catch (err) {
    if (err instanceof InputError) fail(err.message);
    throw err;
  }
}

/** The Bedrock settings come from the same variables as the functions (no table or origin needed here). */
function bedrockAnalyzer(): Analyzer {
  const env = v.safeParse(FunctionsEnvSchema, { TABLE_NAME: 'unused', APP_ORIGIN: 'http://localhost', ...process.env });
  if (!env.success) fail(`invalid environment: ${describeIssues(env.issues)}`);
  const e = env.output;
  if (!e.BEDROCK_MODEL_ID)
    fail('--provider bedrock needs BEDROCK_MODEL_ID (e.g. anthropic.claude-3-5-sonnet-20240620-v1:0)');
  return createBedrockAnalyzer({
    region: e.AWS_REGION,
    endpoint: e.AWS_ENDPOINT_URL_BEDROCK_RUNTIME,
    modelId: e.BEDROCK_MODEL_ID,
    maxConcurrency: e.BEDROCK_MAX_CONCURRENCY,
    chunkTokens: e.BEDROCK_CHUNK_TOKENS,
    maxOutputTokens: e.BEDROCK_MAX_OUTPUT_TOKENS,
  });
}

function analyzerFor(provider: string): Analyzer {
  if (provider === 'builtin') return createBuiltinAnalyzer();
  if (provider !== 'bedrock') fail(`unknown provider ${provider}`);
  const bedrock = bedrockAnalyzer();
  return {
    async analyze(input) {
      const result = await bedrock.analyze(input);
      if (result.usage)
        process.stderr.write(
          `analyze: ${result.model ?? ''} tokens in ${result.usage.inputTokens}, out ${result.usage.outputTokens}\n`,
        );
      return result;
    },
  };
}

/**
 * A --jsonl line may carry its own playbook (its text, or {name, content}) and instructions;
 * they replace --playbook and --instructions for that line only.
 */
function lineOptions(rec: { playbook?: unknown; instructions?: unknown }): Partial<AnalyzerInput> {
  const out: Partial<AnalyzerInput> = {};
  const pb = rec.playbook as { name?: unknown; content?: unknown } | string | undefined;
  if (typeof pb === 'string') out.playbook = { name: 'playbook', content: pb };
  else if (pb && typeof pb.content === 'string')
    out.playbook = { name: typeof pb.name === 'string' ? pb.name : 'playbook', content: pb.content };
  if (typeof rec.instructions === 'string') out.additionalInstructions = rec.instructions;
  return out;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const analyzer = analyzerFor(args.provider);
  const playbook = args.playbook
    ? { name: args.playbook.split('/').pop() ?? 'playbook', content: await readText(args.playbook) }
    : null;
  const base = (text: string, behalfOf?: string): AnalyzerInput => ({
    contractText: text,
    behalfOf: behalfOf ?? args.behalfOf,
    playbook,
    additionalInstructions: args.instructions ?? null,
  });
  if (args.jsonl) {
    const lines = (await readText(args.jsonl)).split(/\r?\n/).filter((l) => l.trim());
    for (const [n, line] of lines.entries()) {
      let rec: { id?: unknown; text?: unknown; behalfOf?: unknown; playbook?: unknown; instructions?: unknown };
      try {
        rec = JSON.parse(line) as typeof rec;
      } catch {
        fail(`${args.jsonl}:${n + 1}: not valid JSON`);
      }
      if (typeof rec.text !== 'string') fail(`${args.jsonl}:${n + 1}: missing "text"`);
      const id = rec.id ?? n;
      if (args.classify)
        emit(`${JSON.stringify({ id, categories: classifyWithModel(bundledClauseModel(), rec.text) })}\n`);
      else {
        const res = await analyzer.analyze({
          ...base(rec.text, typeof rec.behalfOf === 'string' ? rec.behalfOf : undefined),
          ...lineOptions(rec),
        });
        emit(`${JSON.stringify({ id, analysis: res.analysis })}\n`);
      }
    }
    return;
  }
  if (!args.file) fail('no input file (usage: analyze <file.txt> or --jsonl <file>)');
  const text = await readText(args.file);
  if (args.classify) {
    emit(`${JSON.stringify({ categories: classifyWithModel(bundledClauseModel(), text) })}\n`);
    return;
  }
  const res = await analyzer.analyze(base(text));
  emit(`${JSON.stringify(res.analysis, null, 2)}\n`);
}

main()
  .then(() => stopInputReaders())
  .catch((err: unknown) => fail(err instanceof Error ? err.message : String(err)));
