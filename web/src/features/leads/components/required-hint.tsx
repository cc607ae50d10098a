import { MESSAGES } from '@app/shared/messages';
import { Text } from '@mantine/core';

/** SPEC §5: 'Fill all the required details.' and the * convention, above every lead form. */
export function RequiredHint() {
  return (
    <Text size="sm" c="gray.7">
      {MESSAGES.fillRequired} {MESSAGES.requiredFieldsHint}
    </Text>
  );
}
