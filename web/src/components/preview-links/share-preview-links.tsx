import { MESSAGES } from '@app/shared/messages';
import { PREVIEW_LINK_DAYS, type PreviewLinkView } from '@app/shared/schemas/page-preview';
import { staffDateTime, zoneNote } from '@app/shared/staff-time';
import { Alert, Button, CopyButton, Group, Loader, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiErrorMessage } from '../../lib/notify-api-error';
import { useStaffZone } from '../../lib/staff-zone';
import { useWrite } from '../../lib/use-write';

/** A record's share-preview endpoints (issue 31): pages and posts each give their own. */
export interface PreviewLinkApi {
  queryKey: QueryKey;
  list: (signal: AbortSignal) => Promise<{ items: PreviewLinkView[] }>;
  create: () => Promise<PreviewLinkView>;
  revoke: (previewId: string) => Promise<unknown>;
}

/**
 * "Share preview" makes a signed link to the draft (no sign-in, noindex,
 * 7 days); the open links are listed with who made them and until when (in
 * the member's zone, named), each revocable.
 */
export function SharePreviewLinks({ api }: { api: PreviewLinkApi }) {
  const links = useQuery({
    queryKey: api.queryKey,
    queryFn: ({ signal }) => api.list(signal),
    // Never cached across visits: a revoke elsewhere must show.
    staleTime: 0,
  });
  const create = useWrite(api.create, [api.queryKey]);
  const revoke = useWrite(api.revoke, [api.queryKey]);
  const [made, setMade] = useState<string | null>(null);
  const zone = useStaffZone();
  const fail = (error: unknown) =>
    notifications.show({ color: 'red', message: apiErrorMessage(error, MESSAGES.somethingWentWrong) });
  return (
    <Stack>
      <Text size="sm">
        Anyone with the link sees the draft as it will look, without signing in, for {PREVIEW_LINK_DAYS} days
        or until you revoke it or publish the draft. Search engines do not index it.
      </Text>
      <Group>
        <Button
          loading={create.isPending}
          onClick={() => void create.run().then((link) => setMade(link.url ?? null), fail)}
        >
          Share preview
        </Button>
      </Group>
      {made ? (
        <Group align="end">
          <TextInput
            label="Preview link"
            value={made}
            readOnly
            style={{ flex: 1, minWidth: 0 }}
            data-testid="preview-url"
          />
          <CopyButton value={made}>
            {({ copied, copy }) => <Button onClick={copy}>{copied ? 'Copied' : 'Copy link'}</Button>}
          </CopyButton>
        </Group>
      ) : null}
      {links.isPending ? <Loader aria-label="Loading preview links" /> : null}
      {links.error ? (
        <Alert color="red">{apiErrorMessage(links.error, MESSAGES.somethingWentWrong)}</Alert>
      ) : null}
      {links.data && links.data.items.length === 0 ? <Text c="dimmed">No open preview links.</Text> : null}
      {links.data && links.data.items.length > 0 ? (
        // A long e-mail wraps in its cell: the table fits a phone without scrolling sideways.
        <Table aria-label="Open preview links" style={{ overflowWrap: 'anywhere' }}>
          <Table.Caption>{zoneNote(zone)}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Made by</Table.Th>
              <Table.Th>Expires</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {links.data.items.map((link) => (
              <Table.Tr key={link.id}>
                <Table.Td>{link.createdBy}</Table.Td>
                <Table.Td>{staffDateTime(link.expiresAt, zone)}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => void revoke.run(link.id).catch(fail)}
                  >
                    Revoke
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
    </Stack>
  );
}
