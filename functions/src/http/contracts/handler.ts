/**
 * Contracts Lambda: POST /api/contract/analyze (submit; charges 1 credit, enqueues the analysis)
 * and GET /api/contract/analysis/{id} (status and result, owner only).
 */
import { isValid as isUlid } from 'ulid';
import { ContractSubmissionSchema, type AnalysisResponse } from '../../../../shared/schemas/contracts';
import { assertConfigured, getConfig } from '../../config';
import { assertSessionKeyConfigured } from '../core/accounts';
import { requireSession } from '../core/auth';
import { notFound, validationFailed } from '../core/errors';
import { assertSameOrigin, header, parseBody, type ApiEvent } from '../core/request';
import { json } from '../core/respond';
import { createHandler } from '../core/router';
import { recordAudit } from '../audit/deps';
import { getContractServices } from './deps';

assertSessionKeyConfigured();
assertConfigured('the contracts API', 'uploadsBucket', 'analysisQueueUrl');

/** Client-chosen key, one per submit attempt (a UUID in practice). */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,200}$/;

function idempotencyKey(event: ApiEvent): string | undefined {
  const key = header(event, 'idempotency-key')?.trim();
  if (key === undefined || key === '') return undefined;
  if (!IDEMPOTENCY_KEY.test(key)) throw validationFailed('Invalid Idempotency-Key header');
  return key;
}

async function submit(event: ApiEvent) {
  assertSameOrigin(event, getConfig().appOrigin);
  const { userId, user } = await requireSession(event);
  const submission = parseBody(event, ContractSubmissionSchema);
  const key = idempotencyKey(event);
  const services = getContractServices();
  const placement = await services.placement.forSubmission(user, submission);
  const result = await services.submitContract(userId, submission, key, placement);
  if (result.created) {
    await recordAudit(
      { userId },
      {
        kind: 'submission',
        contractId: result.id,
        ownerId: placement.ownerId,
        details: { characters: submission.contractText.length, playbookId: submission.playbookId ?? null },
      },
    );
  }
  return json(result.created ? 201 : 200, { id: result.id });
}

async function analysis(event: ApiEvent) {
  const { user } = await requireSession(event);
  const id = event.pathParameters?.id ?? '';
  if (!isUlid(id)) throw notFound('Contract not found');
  const { placement, readAnalysis } = getContractServices();
  const [view, subscriptionType] = await Promise.all([
    placement.contractOwner(user, id).then((ownerId) => readAnalysis(ownerId, id)),
    placement.effectivePlan(user),
  ]);
  const body: AnalysisResponse = {
    status: view.status,
    analysis: view.analysis,
    subscriptionType,
    isDownloadable: subscriptionType === 'paid',
    redlinesAvailable: view.redlineMetadata !== null,
    redlineMetadata: view.redlineMetadata,
    userData: { firstName: user.firstName, lastName: user.lastName, email: user.email },
    ...(view.errorMessage ? { errorMessage: view.errorMessage } : {}),
    ...(view.contractText !== undefined ? { contractText: view.contractText } : {}),
    ...(view.playbook ? { playbook: view.playbook } : {}),
  };
  return json(200, body);
}

export const handler = createHandler({
  'POST /api/contract/analyze': submit,
  'GET /api/contract/analysis/{id}': analysis,
});
