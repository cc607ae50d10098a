import { META_DESCRIPTION_LENGTH } from '@app/shared/constants';
import { Text } from '@mantine/core';

/** "42 / 60 characters", and past the limit the hint, in orange (a hint, not an error). Posts and pages share it. */
export function LengthCounter({ length, limit, over }: { length: number; limit: number; over: string }) {
  const past = length > limit;
  return (
    <Text component="span" size="xs" c={past ? 'orange.9' : 'dimmed'} aria-live="polite">
      {length} / {limit} characters{past ? ` · ${over}` : ''}
    </Text>
  );
}

/** ours: the hint past a meta description's length search engines cut (SPEC §9: 170 characters). */
export const META_DESCRIPTION_HINT = `Search engines show about ${META_DESCRIPTION_LENGTH} characters; the rest may be cut.`;
