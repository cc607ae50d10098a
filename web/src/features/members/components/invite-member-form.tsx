import { MESSAGES } from '@app/shared/constants';
import type { Role } from '@app/shared/roles';
import { type FieldErrors, fieldErrors } from '@app/shared/schemas/issues';
import { memberInviteSchema } from '@app/shared/schemas/member';
import { Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { inviteMember } from '../api/invite-member';
import { notifyFailure, notifySuccess } from './outcome';
import { RoleCheckboxes } from './role-checkboxes';

/** Invite by e-mail with one or more roles; Cognito mails the temporary password. */
export function InviteMemberForm({ onInvited }: { onInvited: () => void }) {
  const [email, setEmail] = useState('');
  const [roles, setRoles] = useState<Role[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = memberInviteSchema.safeParse({ email, roles });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await inviteMember(parsed.data);
      notifySuccess(MESSAGES.invitationSent);
      setEmail('');
      setRoles([]);
      onInvited();
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.errors);
      notifyFailure(error, {
        failed: MESSAGES.failedToSendInvitation,
        error: MESSAGES.errorSendingInvitation,
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="form"
      onSubmit={submit}
      noValidate
      aria-label="Invite member"
    >
      <Stack>
        <Title order={2} fz="h4">
          Invite a member
        </Title>
        <TextInput
          label="Email"
          type="email"
          required
          value={email}
          error={errors.email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <RoleCheckboxes value={roles} onChange={setRoles} error={errors.roles ?? errors['roles.0']} />
        <Group justify="flex-end">
          <Button type="submit" disabled={sending}>
            {sending ? MESSAGES.sending : 'Send invitation'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
