import { MESSAGES } from '@app/shared/constants';
import type { Role } from '@app/shared/roles';
import { memberInviteSchema } from '@app/shared/schemas/member';
import { Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormErrorSummary, useErrorSummary } from '../../../components/form-error-summary/form-error-summary';
import { fieldErrorsOf } from '../../../lib/notify-api-error';
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

  const summary = useErrorSummary();
  const submit = form.onSubmit(async (values) => {
    try {
      await invite.run(memberInviteSchema.parse(values));
      notifySuccess(MESSAGES.invitationSent);
      form.reset();
      onInvited();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      // A refusal about a field (a member with this e-mail exists) shows there and in the
      // summary; SPEC's failure toast is for the rest (issue 27, item 9: not both).
      if (fields) {
        form.setErrors(fields);
        return summary.failed();
      }
      notifyFailure(error, {
        failed: MESSAGES.failedToSendInvitation,
        error: MESSAGES.errorSendingInvitation,
      });
    }
  }, summary.failed);
  const sending = invite.isPending;

  return (
    <Paper
      ref={summary.formRef}
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
        <FormErrorSummary formRef={summary.formRef} errors={form.errors} attempt={summary.attempt} />
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
