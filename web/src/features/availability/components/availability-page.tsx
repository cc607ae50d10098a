import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { pageTitle } from '../../../config/page-title';
import { apiErrorMessage } from '../../../lib/notify-api-error';
import { useAvailability } from '../api/availability';
import { MemberAwayCard } from './member-away-card';
import { OfficeAvailabilityForm } from './office-availability-form';

/** /admin/availability (Sales, leads:write): each office's meeting hours, rules and closures. */
export default function AvailabilityPage() {
  useDocumentTitle(pageTitle('Availability'));
  const query = useAvailability();
  return (
    <Stack gap="md">
      <Title order={1}>Availability</Title>
      <Text size="sm" c="dimmed">
        When visitors can book a meeting with each office. A change applies to the next time a visitor opens
        the meeting picker; meetings already booked stay as they are.
      </Text>
      {query.error && (
        <Alert color="red">{apiErrorMessage(query.error, 'Could not load availability')}</Alert>
      )}
      {!query.data && !query.error && <Loader aria-label="Loading availability" />}
      {query.data?.items.map((office) => (
        // Keyed by version: a save (or a reload after a conflict) starts the form from the stored record.
        <OfficeAvailabilityForm key={`${office.id}:${office.version}`} office={office} />
      ))}
      <MemberAwayCard />
    </Stack>
  );
}
