import { MESSAGES } from '@app/shared/constants';
import type { Role } from '@app/shared/roles';
import { memberInviteSchema } from '@app/shared/schemas/member';
import { Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ApiError } from '../../../lib/api-client';
import { schemaResolver } from '../../../lib/schema-resolver';
import { useInviteMember } from '../api/invite-member';
import { notifyFailure, notifySuccess } from './outcome';
import { RoleCheckboxes } from './role-checkboxes';

/** Invite by e-mail with one or more roles; Cognito mails the temporary password. */
export function InviteMemberForm({ onInvited }: { onInvited: () => void }) {
  const invite = useInviteMember();
  const form = useForm({
    initialValues: { email: '', roles: [] as Role[] },
    validate: schemaResolver(memberInviteSchema),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await invite.run(memberInviteSchema.parse(values));
      notifySuccess(MESSAGES.invitationSent);
      form.reset();
      onInvited();
    } catch (error) {
      if (error instanceof ApiError) form.setErrors(error.errors);
      notifyFailure(error, {
        failed: MESSAGES.failedToSendInvitation,
        error: MESSAGES.errorSendingInvitation,
      });
    }
  });
  const sending = invite.isPending;

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
        <TextInput label="Email" type="email" required {...form.getInputProps('email')} />
        <RoleCheckboxes
          value={form.values.roles}
          onChange={(roles) => form.setFieldValue('roles', roles)}
          error={form.errors.roles ?? form.errors['roles.0']}
        />
        <Group justify="flex-end">
          <Button type="submit" disabled={sending}>
            {sending ? MESSAGES.sending : 'Send invitation'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
