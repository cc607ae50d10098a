import type { SocialPostView } from '@app/shared/schemas/social-post';
import { staffDateTime } from '@app/shared/staff-time';
import { Anchor, Button, Text } from '@mantine/core';
import { AdminTable } from '../../../components/admin-list/admin-table';
import { useStaffZone } from '../../../lib/staff-zone';
import { NetworkBadge, StatusBadge, statsText } from './post-badges';

interface Props {
  items: SocialPostView[];
  onOpen: (post: SocialPostView) => void;
}

function LinkCell({ post }: { post: SocialPostView }) {
  const title = post.preview?.title ?? new URL(post.taggedUrl).host + new URL(post.taggedUrl).pathname;
  return (
    <Text size="xs" c="dimmed" lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
      {title}
    </Text>
  );
}

/** Every post, newest first: the staff list (cards on phones); a row opens the post. */
export function SocialList({ items, onOpen }: Props) {
  const zone = useStaffZone();
  if (items.length === 0) return <Text c="dimmed">No posts planned yet.</Text>;
  return (
    <AdminTable<SocialPostView>
      label="Social posts"
      rows={items}
      rowKey={(p) => p.id}
      rowData={(p) => ({ 'data-post-row': p.id })}
      onOpen={onOpen}
      columns={[
        { header: 'When', cell: (p) => <Text size="sm">{staffDateTime(p.scheduledAt, zone)}</Text> },
        { header: 'Network', cell: (p) => <NetworkBadge network={p.network} /> },
        {
          header: 'Post',
          cell: (p) => (
            <>
              <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                {p.text}
              </Text>
              <LinkCell post={p} />
            </>
          ),
        },
        {
          header: 'Status',
          cell: (p) => (
            <>
              <StatusBadge status={p.status} />
              {p.status === 'posted' && p.postUrl && (
                <Anchor href={p.postUrl} target="_blank" rel="noopener noreferrer" size="xs" display="block">
                  Live post
                </Anchor>
              )}
            </>
          ),
        },
        {
          header: 'Visits · leads',
          align: 'right',
          cellData: { 'data-stat': 'post' },
          cell: (p) => statsText(p),
        },
      ]}
      actions={(p) => (
        <Button size="xs" variant="default" onClick={() => onOpen(p)}>
          Open
        </Button>
      )}
    />
  );
}
