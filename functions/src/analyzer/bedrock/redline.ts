/**
 * The model-backed redline proposer, independent of any SDK: one forced tool call over the whole
 * contract and the numbered findings of its stored analysis (one more if the model forgets the
 * tool). The model's quotes are resolved to exact contract text — verbatim first, then through
 * the same folding the review uses (./quotes.ts) — and every edit then passes the shared placement
 * gate (../redline/accept.ts): what does not occur exactly once is dropped, never guessed.
 */
import type { RedlineModification } from '../../../../shared/schemas/redline';
import { isRec, priority, str } from '../../../../shared/schemas/loose-values';
import type { RedlineProposer, RedlineResult } from '../port';
import { acceptModifications, toMetadata } from '../redline/accept';
import { findingsOf } from '../redline/findings';
import { occursOnce } from '../redline/locate';
import type { FindingRef, RedlineInput } from '../redline/types';
import { foldText, locateQuote, type FoldedText } from './quotes';
import { redlineMessage, redlineRetryMessage, redlineSystemPrompt } from './redline-prompt';
import { REDLINE_TOOL_NAME, redlineTool } from './redline-tool';
import type { ModelCall, ModelMessage, ModelReply, TokenUsage } from './types';

export class RedlineOutputError extends Error {
  override name = 'RedlineOutputError';
}

/** The contract's own words for a model's quote, if they occur exactly once. */
export function resolveQuote(text: string, folded: FoldedText, quote: string): string | undefined {
  if (quote && !quote.includes('\n') && occursOnce(text, quote)) return quote;
  const span = locateQuote(folded, quote);
  if (!span) return undefined;
  const exact = text.slice(span.start, span.end);
  return !exact.includes('\n') && occursOnce(text, exact) ? exact : undefined;
}

/** The model's edits as redline modifications with resolved texts and the finding they answer. */
export function toModifications(raw: unknown, text: string, findings: readonly FindingRef[]): RedlineModification[] {
  const list = isRec(raw) && Array.isArray(raw.modifications) ? raw.modifications : [];
  const folded = foldText(text);
  const out: RedlineModification[] = [];
  for (const m of list) {
    if (!isRec(m)) continue;
    const type = str(m.type).toLowerCase();
    const f = findings[Number(m.finding_index)];
    const m2: RedlineModification = { type, priority: priority(m.priority) };
    if (type === 'replace' || type === 'delete') {
      const original = resolveQuote(text, folded, str(m.original_text));
      if (!original) continue;
      m2.original_text = original;
    } else if (type === 'insert' || type === 'add_clause') {
      const anchor = resolveQuote(text, folded, str(m.insert_after));
      if (!anchor) continue;
      m2.insert_after = anchor;
    } else continue;
    const modified = str(m.modified_text) || str(m.new_text);
    if (type !== 'delete') {
      if (!modified.trim()) continue;
      m2.modified_text = modified;
    }
    if (str(m.suggestion)) m2.suggestion = str(m.suggestion);
    if (str(m.reasoning)) m2.reasoning = str(m.reasoning);
    if (f) {
      m2.position_reference = f.reference;
      m2.category = f.category;
      const at = text.indexOf(m2.original_text ?? m2.insert_after ?? '');
      m2.spans =
        f.spans.length > 0 ? f.spans : [{ start: at, end: at + (m2.original_text ?? m2.insert_after ?? '').length }];
      m2.finding = `${f.kind === 'missing' ? 'Missing clause' : f.kind === 'risk' ? 'Risk' : f.kind === 'nonstandard' ? 'Non-standard term' : 'Ambiguity'}: ${f.title}`;
    }
    out.push(m2);
  }
  return out;
}

const toolInput = (reply: ModelReply): unknown => {
  for (const b of reply.content) if ('toolUse' in b && b.toolUse.name === REDLINE_TOOL_NAME) return b.toolUse.input;
  return undefined;
};

export function createModelRedlineProposer(settings: { call: ModelCall; model: string }): RedlineProposer {
  return {
    async proposeRedline(input: RedlineInput): Promise<RedlineResult> {
      const findings = findingsOf(input.analysis);
      const usage: TokenUsage = { inputTokens: 0, outputTokens: 0 };
      const system = redlineSystemPrompt(input);
      const messages: ModelMessage[] = [redlineMessage(input.contractText, findings)];
      const ask = async () => {
        const reply = await settings.call({ system, messages, tool: redlineTool });
        usage.inputTokens += reply.usage.inputTokens;
        usage.outputTokens += reply.usage.outputTokens;
        return reply;
      };
      let reply = await ask();
      let raw = toolInput(reply);
      if (raw === undefined) {
        messages.push(
          { role: 'assistant', content: reply.content.length > 0 ? reply.content : [{ text: '(no answer)' }] },
          redlineRetryMessage(),
        );
        reply = await ask();
        raw = toolInput(reply);
      }
      if (raw === undefined)
        throw new RedlineOutputError(
          `${settings.model} did not call ${REDLINE_TOOL_NAME} (stopReason ${reply.stopReason})`,
        );
      const redline = toMetadata(
        acceptModifications(input.contractText, toModifications(raw, input.contractText, findings)),
      );
      return { redline, provider: 'bedrock', model: settings.model, usage };
    },
  };
}
