import {
  type NoticeForm,
  PRIVACY_LINK_TEXT,
  PRIVACY_NOTICES,
  PRIVACY_POLICY_PATH,
} from '@app/shared/privacy-notices';
import { Anchor, Text } from '@mantine/core';

/** Issue 28: what the form's data is for and how long it is kept, with the policy link, above Submit. */
export function PrivacyNotice({ form }: { form: NoticeForm }) {
  return (
    <Text size="sm" c="gray.7" data-testid="privacy-notice">
      {PRIVACY_NOTICES[form]}{' '}
      <Anchor href={PRIVACY_POLICY_PATH} underline="always">
        {PRIVACY_LINK_TEXT}
      </Anchor>
    </Text>
  );
}
