import { MEMBER_AWAY_MESSAGES, type SalesMemberAway } from '@app/shared/schemas/member-away';
import {
  Alert,
  Badge,
  Button,
  Card,
  CloseButton,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { apiErrorMessage } from '../../../lib/notify-api-error';
import { useMemberAway, useSaveMemberAway } from '../api/member-away';

/** One Sales member's days: remove one with its ×, add one with the date field; each change saves at once. */
function MemberRow({ member }: { member: SalesMemberAway }) {
  const save = useSaveMemberAway();
  const [day, setDay] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const who = member.displayName ?? member.email;
  const store = async (days: string[]) => {
    setProblem(null);
    try {
      await save.run(member.email, { days, version: member.version });
      notifications.show({ color: 'green', message: `${who}: ${MEMBER_AWAY_MESSAGES.saved}` });
      setDay('');
    } catch (error) {
      setProblem(
        isApiError(error) && Object.keys(error.errors).length > 0
          ? (Object.values(error.errors)[0] ?? error.message)
          : apiErrorMessage(error, 'Could not save the days'),
      );
    }
  };
  return (
    <Stack gap={6} py="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {who}
      </Text>
      <Group gap={6} wrap="wrap">
        {member.days.length === 0 && (
          <Text size="sm" c="dimmed">
            In every day.
          </Text>
        )}
        {member.days.map((d) => (
          <Badge
            key={d}
            variant="light"
            rightSection={
              <CloseButton
                size="xs"
                aria-label={`Remove ${d} for ${who}`}
                onClick={() => void store(member.days.filter((x) => x !== d))}
              />
            }
          >
            {d}
          </Badge>
        ))}
      </Group>
      <Group gap="xs" align="end">
        <TextInput
          type="date"
          label={`Out of office (${who})`}
          value={day}
          onChange={(e) => setDay(e.currentTarget.value)}
        />
        <Button
          variant="light"
          aria-label={`Add day for ${who}`}
          disabled={!day}
          loading={save.isPending}
          onClick={() => void store([...member.days, day])}
        >
          Add day
        </Button>
      </Group>
      {problem && (
        <Alert color="red" py={6}>
          {problem}
        </Alert>
      )}
    </Stack>
  );
}

/** The Sales members' out-of-office days, on /admin/availability below the offices. */
export function MemberAwayCard() {
  const query = useMemberAway();
  return (
    <Card withBorder component="section" aria-label="Out of office">
      <Stack gap="xs">
        <Title order={2} size="h3">
          Out of office
        </Title>
        <Text size="sm" c="dimmed">
          Days a Sales member is away. Past days drop off when the member's days are next saved.
        </Text>
        {query.error && (
          <Alert color="red">{apiErrorMessage(query.error, 'Could not load the members')}</Alert>
        )}
        {!query.data && !query.error && <Loader aria-label="Loading members" />}
        {query.data?.items.length === 0 && <Text size="sm">No Sales members yet.</Text>}
        {query.data?.items.map((m) => (
          <MemberRow key={`${m.email}:${m.version}`} member={m} />
        ))}
      </Stack>
    </Card>
  );
}
