import type { SocialPostView } from '@app/shared/schemas/social-post';
import { Anchor, Box, Button, Group, Paper, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { NetworkBadge, StatusBadge, statsText } from './post-badges';

interface Props {
  items: SocialPostView[];
  onOpen: (post: SocialPostView) => void;
}

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

function LinkCell({ post }: { post: SocialPostView }) {
  const title = post.preview?.title ?? new URL(post.taggedUrl).host + new URL(post.taggedUrl).pathname;
  return (
    <Text size="xs" c="dimmed" lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
      {title}
    </Text>
  );
}

/** Every post, newest first: as cards on phones, a table from the sm breakpoint. */
export function SocialList({ items, onOpen }: Props) {
  if (items.length === 0) return <Text c="dimmed">No posts planned yet.</Text>;
  return (
    <>
      <Stack gap="sm" hiddenFrom="sm">
        {items.map((p) => (
          <Paper key={p.id} withBorder p="sm" radius="md" data-post-card={p.id}>
            <Group gap={6} mb={4}>
              <NetworkBadge network={p.network} />
              <StatusBadge status={p.status} />
            </Group>
            <Text size="sm" c="dimmed">
              {when(p.scheduledAt)}
            </Text>
            <Text size="sm" lineClamp={3} my={4} style={{ overflowWrap: 'anywhere' }}>
              {p.text}
            </Text>
            <LinkCell post={p} />
            <Group justify="space-between" mt="xs">
              <Text size="sm" fw={600}>
                {statsText(p)}
              </Text>
              <Button size="xs" variant="default" onClick={() => onOpen(p)}>
                Open
              </Button>
            </Group>
          </Paper>
        ))}
      </Stack>
      <Box visibleFrom="sm">
        <ScrollArea type="auto" offsetScrollbars>
          <Table striped highlightOnHover miw={860} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th>Network</Table.Th>
                <Table.Th>Post</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th ta="right">Visits · leads</Table.Th>
                <Table.Th>
                  <span style={{ position: 'absolute', left: -10000 }}>Actions</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((p) => (
                <Table.Tr key={p.id} data-post-row={p.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Text size="sm">{when(p.scheduledAt)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <NetworkBadge network={p.network} />
                  </Table.Td>
                  <Table.Td maw={420}>
                    <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                      {p.text}
                    </Text>
                    <LinkCell post={p} />
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge status={p.status} />
                    {p.status === 'posted' && p.postUrl && (
                      <Anchor
                        href={p.postUrl}
                        target="_blank"
                        rel="noopener noreferrer"
                        size="xs"
                        display="block"
                      >
                        Live post
                      </Anchor>
                    )}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-stat="post">
                    {statsText(p)}
                  </Table.Td>
                  <Table.Td>
                    <Button size="xs" variant="default" onClick={() => onOpen(p)}>
                      Open
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      </Box>
    </>
  );
}
