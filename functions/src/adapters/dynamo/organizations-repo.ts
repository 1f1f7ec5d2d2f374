/**
 * Organisations (docs/data-model.md, "Organisations"). Items:
 *   PK=ORG#<orgId>   SK=PROFILE                 the organisation: name, plan, credit balance
 *                                               (creditsRemaining, creditHolds: credits-repo.ts works
 *                                               on it as on a user's), playbookSeq, webhook settings
 *   PK=ORG#<orgId>   SK=MEMBER#<userId>         a membership and its role (what grants access)
 *   PK=ORG#<orgId>   SK=USAGE#<YYYY-MM>#<id>    one completed analysis, for the usage page
 *   PK=USER#<userId> SK=PROFILE                 `organizationId`: the user's one organisation
 * No transactions (dynalite has none): each step is one conditional write, ordered so that a crash
 * between two leaves nothing that grants access (the membership is written last and removed first).
 */
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { OrganizationPlan, OrganizationRole } from '../../domain/organizations/plans';
import { ownerPk } from '../../domain/owners';
import { isConditionFailed, type Table } from './client';
import { queryAll } from './query-all';
import type {
  MembershipRecord,
  OrganizationRecord,
  OrganizationsRepo,
  UsageRecord,
  WebhookSettings,
} from '../repositories/organizations';
export type {
  MembershipRecord,
  OrganizationRecord,
  OrganizationsRepo,
  UsageRecord,
  WebhookSettings,
} from '../repositories/organizations';

export const organizationKey = (id: string) => ({ PK: ownerPk(id), SK: 'PROFILE' });
export const membershipKey = (organizationId: string, userId: string) => ({
  PK: ownerPk(organizationId),
  SK: `MEMBER#${userId}`,
});
const userKey = (userId: string) => ({ PK: `USER#${userId}`, SK: 'PROFILE' });

function toOrganization(item: Record<string, unknown> | undefined): OrganizationRecord | undefined {
  if (!item) return undefined;
  const webhook = item.webhook as WebhookSettings | undefined;
  return {
    id: String(item.id),
    name: String(item.name ?? ''),
    plan: (item.plan as OrganizationPlan | undefined) ?? 'free',
    creditsRemaining: Number(item.creditsRemaining ?? 0),
    createdAt: String(item.createdAt ?? ''),
    createdBy: String(item.createdBy ?? ''),
    ...(webhook ? { webhook } : {}),
  };
}

function toMembership(item: Record<string, unknown> | undefined): MembershipRecord | undefined {
  if (!item) return undefined;
  return {
    organizationId: String(item.organizationId),
    userId: String(item.userId),
    role: item.role as OrganizationRole,
    email: String(item.email ?? ''),
    firstName: String(item.firstName ?? ''),
    lastName: String(item.lastName ?? ''),
    joinedAt: String(item.joinedAt ?? ''),
  };
}

async function ignoreConditionFailure(send: () => Promise<unknown>): Promise<boolean> {
  try {
    await send();
    return true;
  } catch (err) {
    if (isConditionFailed(err)) return false;
    throw err;
  }
}

export function createOrganizationsRepo(table: Table): OrganizationsRepo {
  const { doc, name: TableName } = table;

  return {
    create: (organization) =>
      ignoreConditionFailure(() =>
        doc.send(
          new PutCommand({
            TableName,
            Item: { ...organizationKey(organization.id), entity: 'organization', ...organization, playbookSeq: 0 },
            ConditionExpression: 'attribute_not_exists(PK)',
          }),
        ),
      ),

    async get(id) {
      const out = await doc.send(new GetCommand({ TableName, Key: organizationKey(id), ConsistentRead: true }));
      return toOrganization(out.Item);
    },

    async deleteUnowned(id) {
      await doc.send(new DeleteCommand({ TableName, Key: organizationKey(id) }));
    },

    async setPlan(id, plan) {
      try {
        const out = await doc.send(
          new UpdateCommand({
            TableName,
            Key: organizationKey(id),
            UpdateExpression: 'SET #plan = :plan',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeNames: { '#plan': 'plan' },
            ExpressionAttributeValues: { ':plan': plan },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return toOrganization(out.Attributes);
      } catch (err) {
        if (isConditionFailed(err)) return undefined;
        throw err;
      }
    },

    setWebhook: (id, webhook) =>
      ignoreConditionFailure(() =>
        doc.send(
          new UpdateCommand({
            TableName,
            Key: organizationKey(id),
            UpdateExpression: webhook ? 'SET webhook = :webhook' : 'REMOVE webhook',
            ConditionExpression: 'attribute_exists(PK)',
            ...(webhook ? { ExpressionAttributeValues: { ':webhook': webhook } } : {}),
          }),
        ),
      ),

    claimUser: (userId, organizationId) =>
      ignoreConditionFailure(() =>
        doc.send(
          new UpdateCommand({
            TableName,
            Key: userKey(userId),
            UpdateExpression: 'SET organizationId = :org',
            ConditionExpression:
              'attribute_exists(PK) AND (attribute_not_exists(organizationId) OR organizationId = :org)',
            ExpressionAttributeValues: { ':org': organizationId },
          }),
        ),
      ),

    async releaseUser(userId, organizationId) {
      await ignoreConditionFailure(() =>
        doc.send(
          new UpdateCommand({
            TableName,
            Key: userKey(userId),
            UpdateExpression: 'REMOVE organizationId',
            ConditionExpression: 'organizationId = :org',
            ExpressionAttributeValues: { ':org': organizationId },
          }),
        ),
      );
    },

    async getMembership(organizationId, userId) {
      const out = await doc.send(
        new GetCommand({ TableName, Key: membershipKey(organizationId, userId), ConsistentRead: true }),
      );
      return toMembership(out.Item);
    },

    addMember: (member) =>
      ignoreConditionFailure(() =>
        doc.send(
          new PutCommand({
            TableName,
            Item: { ...membershipKey(member.organizationId, member.userId), entity: 'membership', ...member },
            ConditionExpression: 'attribute_not_exists(PK)',
          }),
        ),
      ),

    async setRole(organizationId, userId, role) {
      try {
        const out = await doc.send(
          new UpdateCommand({
            TableName,
            Key: membershipKey(organizationId, userId),
            UpdateExpression: 'SET #role = :role',
            ConditionExpression: 'attribute_exists(PK) AND #role <> :owner',
            ExpressionAttributeNames: { '#role': 'role' },
            ExpressionAttributeValues: { ':role': role, ':owner': 'owner' },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return toMembership(out.Attributes);
      } catch (err) {
        if (isConditionFailed(err)) return undefined;
        throw err;
      }
    },

    removeMember: (organizationId, userId) =>
      ignoreConditionFailure(() =>
        doc.send(
          new DeleteCommand({
            TableName,
            Key: membershipKey(organizationId, userId),
            ConditionExpression: 'attribute_exists(PK) AND #role <> :owner',
            ExpressionAttributeNames: { '#role': 'role' },
            ExpressionAttributeValues: { ':owner': 'owner' },
          }),
        ),
      ),

    async listMembers(organizationId) {
      const items = await queryAll(table, {
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': ownerPk(organizationId), ':prefix': 'MEMBER#' },
        ConsistentRead: true,
      });
      return items.map((item) => toMembership(item)!);
    },

    async recordUsage(organizationId, usage) {
      await doc.send(
        new PutCommand({
          TableName,
          Item: {
            PK: ownerPk(organizationId),
            SK: `USAGE#${usage.month}#${usage.contractId}`,
            entity: 'usage',
            ...usage,
          },
        }),
      );
    },

    async listUsage(organizationId, fromMonth) {
      const items = await queryAll(table, {
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': ownerPk(organizationId), ':from': `USAGE#${fromMonth}`, ':to': 'USAGE#~' },
        ProjectionExpression: 'contractId, #month, submittedBy, completedAt',
        ExpressionAttributeNames: { '#month': 'month' },
      });
      return items as unknown as UsageRecord[];
    },
  };
}
