import { formatUsShortDate } from '@app/shared/dates';
import { MESSAGES } from '@app/shared/messages';
import { type AdminBlogSummaryView, isLive } from '@app/shared/schemas/blog-publish';
import { Anchor, Badge, Button, Group, Loader, Table, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { TableScroll } from '../../../components/admin-list/table-scroll';
import { apiErrorMessage } from '../../../lib/notify-api-error';
import { usePagedList } from '../../../lib/use-paged-list';
import { BLOGS_KEY, listAdminBlogs } from '../api/list-admin-blogs';
import { DeleteBlogButton } from './delete-blog-button';

type View = 'live' | 'draft';

function statusOf(blog: AdminBlogSummaryView): { label: string; color: string } {
  if (blog.status === 'draft') return { label: 'Draft', color: 'gray' };
  return isLive({ status: blog.status, publishAt: blog.publishAt })
    ? { label: 'Published', color: 'green' }
    : { label: 'Scheduled', color: 'blue' };
}

/** A live post's changes waiting beside it (issue 31 drafts), as Ghost and Payload mark them in their lists. */
function draftBadge(blog: AdminBlogSummaryView): string | null {
  if (blog.status === 'draft' || !blog.draft) return null;
  return blog.draft.publishAt ? 'Draft scheduled' : 'Draft waiting';
}

function Rows({ view }: { view: View }) {
  const list = usePagedList<AdminBlogSummaryView, { view: View; q?: string }>(
    [...BLOGS_KEY, 'list'],
    listAdminBlogs,
    { view },
  );
  const { items } = list;
  if (list.error) return <Text c="red">{apiErrorMessage(list.error, MESSAGES.somethingWentWrong)}</Text>;
  if (items.length === 0 && list.loading) return <Loader aria-label="Loading posts" />;
  if (items.length === 0) return <Text>{MESSAGES.noDataFound}</Text>;
  return (
    <>
      <TableScroll>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Title</Table.Th>
              <Table.Th>Industry</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>{view === 'draft' ? 'Last change' : 'Publish date'}</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((blog) => {
              const status = statusOf(blog);
              const when = view === 'draft' ? blog.updatedAt : blog.publishAt;
              return (
                <Table.Tr key={blog.id}>
                  <Table.Td>{blog.title}</Table.Td>
                  <Table.Td>{blog.industry ?? '—'}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Badge color={status.color}>{status.label}</Badge>
                      {draftBadge(blog) ? (
                        <Badge color="yellow" variant="light">
                          {draftBadge(blog)}
                        </Badge>
                      ) : null}
                    </Group>
                  </Table.Td>
                  <Table.Td>{when ? formatUsShortDate(when) : '—'}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        component={Link}
                        size="xs"
                        variant="default"
                        to={`/admin/edit-blog?slug=${encodeURIComponent(blog.slug)}`}
                        aria-label={`Edit ${blog.title}`}
                      >
                        Edit
                      </Button>
                      {status.label === 'Published' ? (
                        <Anchor href={`/blogs/${blog.slug}`} target="_blank" rel="noopener" size="sm">
                          View
                        </Anchor>
                      ) : null}
                      <DeleteBlogButton
                        id={blog.id}
                        title={blog.title}
                        onDeleted={() => list.remove(blog.id)}
                      />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </TableScroll>
      {list.hasMore ? (
        <Button variant="default" onClick={() => void list.loadMore()} mt="sm">
          Load more
        </Button>
      ) : null}
    </>
  );
}

/** Posts by state: published and scheduled (by publish date), drafts (by last change). */
export function BlogList() {
  const [view, setView] = useState<View>('live');
  return (
    <Tabs value={view} onChange={(v) => setView((v as View) ?? 'live')}>
      <Tabs.List>
        <Tabs.Tab value="live">Published and scheduled</Tabs.Tab>
        <Tabs.Tab value="draft">Drafts</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value={view} pt="md">
        <Rows key={view} view={view} />
      </Tabs.Panel>
    </Tabs>
  );
}
