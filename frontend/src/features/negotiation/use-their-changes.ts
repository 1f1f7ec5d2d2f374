/**
 * The "Their changes" view's state: one draft decision per change (undecided until the user picks,
 * or as recorded with the last answer), the author written on our changes, and the answer download
 * (one at a time; the decisions are remembered by the server when the file is built).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import * as v from 'valibot';
import { negotiationMessages as m } from '../../../../shared/negotiation-messages';
import {
  GenerateResponseRequestSchema,
  type CounterpartyChange,
  type DecisionAction,
  type GenerateResponseRequest,
  type StoredDecision,
} from '../../../../shared/schemas/negotiation';
import { toaster } from '../../app/toaster';
import { ApiError, saveFile } from '../../lib/api';
import { trackEvent } from '../engagement/track';
import { downloadAnswer, fetchDecisions } from './negotiation-api';

export interface Draft {
  action: DecisionAction | null;
  counterText: string;
  externalComment: string;
  internalNote: string;
  reason: string;
}

const blank = (c: CounterpartyChange): Draft => ({
  action: null,
  counterText: c.counter_text ?? c.after,
  externalComment: '',
  internalNote: '',
  reason: '',
});

const fromStored = (c: CounterpartyChange, d: StoredDecision): Draft => ({
  action: d.action,
  counterText: d.counterText ?? c.counter_text ?? c.after,
  externalComment: d.externalComment ?? '',
  internalNote: d.internalNote ?? '',
  reason: d.reason ?? '',
});

/** The recommendation as the decision it suggests. */
export const suggestedAction = (c: CounterpartyChange): DecisionAction =>
  c.recommendation === 'reject' ? 'refuse' : c.recommendation;

export const decisionsQueryKey = (contractId: string) => ['negotiation', 'decisions', contractId] as const;

export function useTheirChanges(contractId: string, changes: CounterpartyChange[], defaultAuthor: string) {
  const queryClient = useQueryClient();
  const stored = useQuery({ queryKey: decisionsQueryKey(contractId), queryFn: () => fetchDecisions(contractId) });
  const [drafts, setDrafts] = useState<Record<string, Draft>>(() =>
    Object.fromEntries(changes.map((c) => [c.id, blank(c)])),
  );
  const [author, setAuthor] = useState(defaultAuthor);
  const [touched, setTouched] = useState(false);

  // The decisions recorded with the last answer come back as the starting point (until the user edits).
  useEffect(() => {
    const data = stored.data;
    if (!data || touched || data.decisions.length === 0) return;
    setDrafts(
      Object.fromEntries(
        changes.map((c) => {
          const d = data.decisions.find((x) => x.change === c.id);
          return [c.id, d ? fromStored(c, d) : blank(c)];
        }),
      ),
    );
    if (data.author) setAuthor(data.author);
  }, [stored.data, touched, changes]);

  const update = (id: string, patch: Partial<Draft>) => {
    setTouched(true);
    setDrafts((current) => ({ ...current, [id]: { ...current[id]!, ...patch } }));
  };
  const followAll = () => {
    setTouched(true);
    setDrafts((current) =>
      Object.fromEntries(
        changes.map((c) => [
          c.id,
          {
            ...current[c.id]!,
            action: suggestedAction(c),
            counterText: current[c.id]!.counterText || c.counter_text || c.after,
          },
        ]),
      ),
    );
  };

  const request = useMemo(
    (): GenerateResponseRequest => ({
      author,
      decisions: changes
        .filter((c) => drafts[c.id]?.action)
        .map((c) => {
          const d = drafts[c.id]!;
          return {
            change: c.id,
            action: d.action!,
            ...(d.action === 'counter' ? { counterText: d.counterText } : {}),
            ...(d.externalComment.trim() ? { externalComment: d.externalComment } : {}),
            ...(d.internalNote.trim() ? { internalNote: d.internalNote } : {}),
            ...(d.reason.trim() ? { reason: d.reason } : {}),
          };
        }),
    }),
    [author, changes, drafts],
  );
  const checked = v.safeParse(GenerateResponseRequestSchema, request);
  const problem = checked.success ? undefined : checked.issues[0]?.message;

  const answer = useMutation({
    mutationFn: () => downloadAnswer(contractId, request),
    onSuccess: (file) => {
      trackEvent({
        eventType: 'report_download',
        action: 'download_answer',
        metadata: { contractId, decisions: request.decisions.length },
      });
      saveFile(file);
      toaster.create({ type: 'success', title: m.downloadedTitle, description: file.fileName });
      void queryClient.invalidateQueries({ queryKey: decisionsQueryKey(contractId) });
    },
    onError: (error) => {
      const description =
        error instanceof ApiError && error.status !== 0
          ? (error.serverMessage ?? m.downloadFailedBody)
          : m.downloadFailedBody;
      toaster.create({ type: 'error', title: m.downloadFailedTitle, description });
    },
  });

  return {
    drafts,
    update,
    followAll,
    author,
    setAuthor: (a: string) => {
      setTouched(true);
      setAuthor(a);
    },
    decided: request.decisions.length,
    problem,
    lastAnswer: stored.data?.decidedAt ? { author: stored.data.author, decidedAt: stored.data.decidedAt } : undefined,
    downloading: answer.isPending,
    download: () => {
      if (!answer.isPending && !problem) answer.mutate();
    },
  };
}

export type TheirChangesState = ReturnType<typeof useTheirChanges>;
