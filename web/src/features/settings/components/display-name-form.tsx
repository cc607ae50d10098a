import { MEMBER_TEXTS } from '@app/shared/member-texts';
import { DISPLAY_NAME_MAX, displayNameSchema } from '@app/shared/schemas/member';
import { TextInput } from '@mantine/core';
import { useAuth } from '../../../lib/auth-context';
import { saveDisplayName } from '../../../lib/auth-profile';
import { SettingsForm } from './settings-form';

/** The member's display name: the byline of their posts (asked at first sign-in, changed here). */
export function DisplayNameForm() {
  const auth = useAuth();
  const current = typeof auth.user?.displayName === 'string' ? auth.user.displayName : '';
  return (
    <SettingsForm
      title="Display name"
      submitLabel="Save name"
      schema={displayNameSchema}
      initialValues={{ displayName: current }}
      failure={MEMBER_TEXTS.failedToSaveDisplayName}
      save={async ({ displayName }, form) => {
        await saveDisplayName(displayName);
        form.setValues({ displayName });
        return MEMBER_TEXTS.displayNameSaved;
      }}
      afterSave={auth.refreshProfile}
    >
      {(form) => (
        <TextInput
          label="Display name"
          description="Shown as the author of what you publish."
          autoComplete="name"
          maxLength={DISPLAY_NAME_MAX}
          {...form.getInputProps('displayName')}
        />
      )}
    </SettingsForm>
  );
}
