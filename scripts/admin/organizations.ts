/**
 * The operator's organisation commands (docs/credits.md, "Organisations"):
 *  - org show <orgId>: name, plan, balance, members;
 *  - org plan <orgId> business|enterprise (or free): the plan sold after an access request;
 *  - org credits add|set <orgId> <n>: the organisation's balance, with the same atomic or
 *    conditional updates as a user's (never a blind overwrite of a charge in flight).
 */
import { createTable, type TableSettings } from '../../functions/src/adapters/dynamo/client';
import {
  createOrganizationsRepo,
  type OrganizationRecord,
} from '../../functions/src/adapters/dynamo/organizations-repo';
import { organizationPlans, type OrganizationPlan } from '../../functions/src/domain/organizations/plans';
import { looksLikeOrganizationId } from '../../functions/src/domain/owners';
import { changeCredits, CreditsCommandError, CreditsUsageError, wholeNumber } from './credits';

export const ORG_USAGE = `  org show <orgId>           The organisation: name, plan, credits and members
  org plan <orgId> business|enterprise
                             Grant a plan (free takes it back)
  org credits add <orgId> <n>
  org credits set <orgId> <n>
                             The organisation's shared balance, as credits add|set`;

const summary = (o: OrganizationRecord) => `${o.id} "${o.name}": plan=${o.plan} credits=${o.creditsRemaining}`;

function orgIdArg(value: string | undefined): string {
  if (!value || !looksLikeOrganizationId(value))
    throw new CreditsUsageError(`Not an organisation id (org_...): ${value ?? ''}`);
  return value;
}

export async function orgCommand(args: string[], settings: TableSettings, target: string): Promise<string> {
  const [sub, ...rest] = args;
  const table = createTable(settings);
  const organizations = createOrganizationsRepo(table);
  const existing = async (id: string) => {
    const organization = await organizations.get(id);
    if (!organization) throw new CreditsCommandError(`No organisation ${id} (${target})`);
    return organization;
  };

  switch (sub) {
    case 'show': {
      if (rest.length !== 1) throw new CreditsUsageError('Expected: org show <orgId>');
      const organization = await existing(orgIdArg(rest[0]));
      const members = await organizations.listMembers(organization.id);
      return [summary(organization), ...members.map((m) => `  ${m.role.padEnd(6)} ${m.email} (${m.userId})`)].join(
        '\n',
      );
    }
    case 'plan': {
      const [rawId, plan, ...extra] = rest;
      if (extra.length > 0 || !plan) throw new CreditsUsageError('Expected: org plan <orgId> business|enterprise');
      if (!(organizationPlans as readonly string[]).includes(plan))
        throw new CreditsUsageError(`Plan must be business, enterprise or free, got: ${plan}`);
      const id = orgIdArg(rawId);
      await existing(id);
      const updated = await organizations.setPlan(id, plan as OrganizationPlan);
      if (!updated) throw new CreditsCommandError(`Organisation ${id} disappeared while updating`);
      return `org plan: ${summary(updated)}`;
    }
    case 'credits': {
      const [mode, rawId, rawN, ...extra] = rest;
      if ((mode !== 'add' && mode !== 'set') || rawN === undefined || extra.length > 0) {
        throw new CreditsUsageError('Expected: org credits add <orgId> <n> | org credits set <orgId> <n>');
      }
      const id = orgIdArg(rawId);
      const n = wholeNumber(rawN, mode === 'add');
      const organization = await existing(id);
      return `org ${await changeCredits(table, id, `${organization.name} (${id})`, mode, n)}`;
    }
    default:
      throw new CreditsUsageError('Expected: org show|plan|credits ...');
  }
}
