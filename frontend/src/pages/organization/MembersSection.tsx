/** Members and their roles; owners and admins invite by email, change roles and remove members. */
import { Badge, Button, Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { managesOrganization } from '../../../../shared/organization-credits';
import type { Organization } from '../../../../shared/schemas/organizations';
import { toaster } from '../../app/toaster';
import {
  inviteMember,
  removeMember,
  setMemberRole,
  withdrawInvite,
} from '../../features/organizations/organizations-api';
import { ApiError } from '../../lib/api';
import { formatDate, Section } from './Section';

const errorMessage = (err: unknown) =>
  err instanceof ApiError ? err.message : 'Something went wrong. Please try again.';

export function MembersSection({ organization, myEmail }: { organization: Organization; myEmail: string }) {
  const myUserId = organization.members.find((m) => m.email.toLowerCase() === myEmail.toLowerCase())?.userId ?? '';
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['organization', organization.id] });
  const manager = managesOrganization(organization.role);
  const teamPlan = organization.plan !== 'free';
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<'member' | 'admin'>('member');
  const [inviteError, setInviteError] = useState<string | undefined>();

  const invite = useMutation({
    mutationFn: () => inviteMember(organization.id, { email, role }),
    onSuccess: (answer) => {
      toaster.create({ type: 'success', title: answer.message });
      setEmail('');
      setInviteError(undefined);
      void refresh();
    },
    onError: (err) => setInviteError(errorMessage(err)),
  });
  const change = useMutation({
    mutationFn: (action: () => Promise<unknown>) => action(),
    onSuccess: () => void refresh(),
    onError: (err) =>
      toaster.create({ type: 'error', title: 'Could not update the organisation', description: errorMessage(err) }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate();
  };

  return (
    <Section title="Members" intro="Everyone here shares the organisation's credits, its library and its playbooks.">
      <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
        {organization.members.map((member) => (
          <HStack
            as="li"
            key={member.userId}
            justify="space-between"
            flexWrap="wrap"
            gap="2"
            borderBottomWidth="1px"
            borderColor="border"
            pb="2"
          >
            <Stack gap="0">
              <Text fontWeight="semibold">
                {member.firstName} {member.lastName}{' '}
                {member.userId === myUserId && (
                  <Text as="span" color="inkMuted">
                    (you)
                  </Text>
                )}
              </Text>
              <Text fontSize="sm" color="inkMuted">
                {member.email}
              </Text>
            </Stack>
            <HStack gap="2">
              <Badge colorPalette={member.role === 'member' ? 'gray' : 'brand'}>{member.role}</Badge>
              {manager && member.role !== 'owner' && member.userId !== myUserId && (
                <>
                  <Button
                    size="xs"
                    variant="outline"
                    disabled={change.isPending}
                    onClick={() =>
                      change.mutate(() =>
                        setMemberRole(organization.id, member.userId, member.role === 'admin' ? 'member' : 'admin'),
                      )
                    }
                  >
                    Make {member.role === 'admin' ? 'member' : 'admin'}
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="red"
                    disabled={change.isPending}
                    onClick={() => change.mutate(() => removeMember(organization.id, member.userId))}
                  >
                    Remove
                  </Button>
                </>
              )}
            </HStack>
          </HStack>
        ))}
      </Stack>

      {manager && (
        <Stack as="form" gap="3" onSubmit={submit} aria-label="Invite a colleague">
          <Text fontWeight="semibold">Invite a colleague</Text>
          {!teamPlan && (
            <Text color="inkMuted">
              Inviting colleagues comes with the Business or Enterprise plan. Request access on the Subscriptions page
              to upgrade.
            </Text>
          )}
          <HStack gap="3" align="end" flexWrap="wrap">
            <Field.Root invalid={Boolean(inviteError)} flex="1" minW="60">
              <Field.Label>Email</Field.Label>
              <Input
                type="email"
                name="inviteEmail"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                bg="white"
                disabled={!teamPlan}
              />
              <Field.ErrorText>{inviteError}</Field.ErrorText>
            </Field.Root>
            <Field.Root w="40">
              <Field.Label>Role</Field.Label>
              <NativeSelect.Root disabled={!teamPlan}>
                <NativeSelect.Field
                  name="inviteRole"
                  value={role}
                  onChange={(e) => setRole(e.target.value === 'admin' ? 'admin' : 'member')}
                  bg="white"
                >
                  <option value="member">Member</option>
                  <option value="admin">Admin</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Button
              type="submit"
              colorPalette="brand"
              loading={invite.isPending}
              disabled={!teamPlan || email.trim() === ''}
            >
              Send invitation
            </Button>
          </HStack>
          {organization.invites.length > 0 && (
            <Stack gap="2" aria-label="Pending invitations">
              <Text fontWeight="semibold">Pending invitations</Text>
              {organization.invites.map((i) => (
                <HStack key={i.id} justify="space-between" flexWrap="wrap">
                  <Text fontSize="sm">
                    {i.email} · {i.role} · expires {formatDate(i.expiresAt)}
                  </Text>
                  <Button
                    size="xs"
                    variant="ghost"
                    onClick={() => change.mutate(() => withdrawInvite(organization.id, i.id))}
                  >
                    Withdraw
                  </Button>
                </HStack>
              ))}
            </Stack>
          )}
        </Stack>
      )}
      {organization.role !== 'owner' && (
        <HStack>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            onClick={() =>
              change.mutate(() =>
                removeMember(organization.id, myUserId).then(() =>
                  queryClient.invalidateQueries({ queryKey: ['user-status'] }),
                ),
              )
            }
          >
            Leave organisation
          </Button>
        </HStack>
      )}
    </Section>
  );
}
