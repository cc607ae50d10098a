import { privacyEmailSchema } from '@app/shared/schemas/privacy';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { pageTitle } from '../../../config/page-title';
import { notifyApiError } from '../../../lib/notify-api-error';
import { schemaResolver } from '../../../lib/schema-resolver';
import { type PersonResult, useErasePerson, useExportPerson, useSearchPerson } from '../api/person-data';
import { useLogRequest } from '../api/privacy-requests';
import { EraseDialog } from './erase-dialog';
import { PersonResultView } from './person-result';
import { RequestsTable } from './requests-table';

/** /admin/privacy (Administration, privacy:manage): find, export, correct and erase one person's data. */
export default function PrivacyPage() {
  useDocumentTitle(pageTitle('Privacy'));
  const form = useForm({ initialValues: { email: '' }, validate: schemaResolver(privacyEmailSchema) });
  const [found, setFound] = useState<{ email: string; result: PersonResult } | null>(null);
  const [link, setLink] = useState<{ url: string; expiresAt: string } | null>(null);
  const [erasing, setErasing] = useState(false);
  const search = useSearchPerson();
  const exporter = useExportPerson();
  const eraser = useErasePerson();
  const logger = useLogRequest();

  const onSearch = form.onSubmit(async ({ email }) => {
    setLink(null);
    try {
      setFound({ email, result: await search.run(email) });
    } catch (error) {
      notifyApiError(error, 'The search failed.');
    }
  });
  const onExport = async () => {
    if (!found) return;
    try {
      const out = await exporter.run(found.email);
      setLink({ url: out.url, expiresAt: out.expiresAt });
    } catch (error) {
      notifyApiError(error, 'The export failed.');
    }
  };
  const onErase = async () => {
    if (!found) return;
    try {
      const out = await eraser.run(found.email);
      const total = Object.values(out.counts).reduce((a, b) => a + b, 0);
      notifications.show({
        color: 'green',
        title: 'Erased',
        message: `${total} items deleted or anonymised.`,
      });
      setErasing(false);
      setFound({ email: found.email, result: await search.run(found.email) });
    } catch (error) {
      notifyApiError(error, 'The erasure failed.');
    }
  };
  const onLog = async (type: 'export' | 'erasure') => {
    if (!found) return;
    try {
      await logger.run({ email: found.email, type });
      notifications.show({
        color: 'green',
        title: 'Logged',
        message: 'The request is in the queue, due in 30 days.',
      });
    } catch (error) {
      notifyApiError(error, 'The request was not logged.');
    }
  };
  const total = found ? Object.values(found.result.counts).reduce((a, b) => a + b, 0) : 0;

  return (
    <Stack gap="md">
      <Title order={1}>Privacy</Title>
      <Text size="sm" c="gray.7">
        Find everything kept about one e-mail address, give the person a copy, correct it in its own editor,
        or erase it. The address is sent in the request body only, and the audit log keeps a keyed hash of it.
      </Text>
      {/* noValidate: the schema's own messages, not the browser's bubble for type="email". */}
      <form onSubmit={onSearch} noValidate>
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label="E-mail address"
            type="email"
            style={{ flex: '1 1 260px', maxWidth: 420 }}
            {...form.getInputProps('email')}
          />
          <Button type="submit" loading={search.isPending}>
            Find
          </Button>
        </Group>
      </form>
      {found ? (
        <Stack gap="sm">
          <PersonResultView result={found.result} />
          <Group wrap="wrap">
            <Button onClick={onExport} loading={exporter.isPending} disabled={total === 0}>
              Export as ZIP
            </Button>
            <Button color="red" variant="outline" onClick={() => setErasing(true)} disabled={total === 0}>
              Erase…
            </Button>
            <Button variant="subtle" onClick={() => onLog('export')}>
              Log an access request
            </Button>
            <Button variant="subtle" onClick={() => onLog('erasure')}>
              Log an erasure request
            </Button>
          </Group>
          {link ? (
            <Alert color="green" title="Export ready" data-testid="privacy-export-link">
              <Anchor href={link.url}>Download the ZIP</Anchor> — the link works until{' '}
              {new Date(link.expiresAt).toLocaleTimeString()}; the file is deleted after a day.
            </Alert>
          ) : null}
          <EraseDialog
            email={found.email}
            opened={erasing}
            erasing={eraser.isPending}
            onClose={() => setErasing(false)}
            onConfirm={onErase}
          />
        </Stack>
      ) : null}
      <Title order={2} size="h3">
        Data requests
      </Title>
      <RequestsTable />
    </Stack>
  );
}
