import { AUTH_TEXTS } from '@app/shared/auth-errors';
import { changePasswordSchema } from '@app/shared/schemas/auth';
import { PasswordInput } from '@mantine/core';
import { useAuth } from '../../../lib/auth-context';
import { changePassword } from '../api/change-password';
import { SettingsForm } from './settings-form';

const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

/**
 * The server ends every session of the member once the password changes
 * (issue 25), this one too: the form signs in again with the new password,
 * so the member carries on where they were.
 */
export function ChangePasswordForm() {
  const { renewSession } = useAuth();
  return (
    <SettingsForm
      title="Change password"
      submitLabel="Change password"
      schema={changePasswordSchema}
      initialValues={EMPTY}
      failure={AUTH_TEXTS.failedToChangePassword}
      save={async (data, form) => {
        const result = await changePassword(data);
        form.setValues(EMPTY);
        await renewSession(data.password);
        return result.message || AUTH_TEXTS.passwordChanged;
      }}
    >
      {(form) => (
        <>
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            {...form.getInputProps('currentPassword')}
          />
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            {...form.getInputProps('confirmPassword')}
          />
        </>
      )}
    </SettingsForm>
  );
}
