import { now } from '@app/shared/clock';
import type { SocialPostView } from '@app/shared/schemas/social-post';
import { Alert, Button, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ZoneNote } from '../../../components/zone-note/zone-note';
import { pageTitle } from '../../../config/page-title';
import { apiErrorMessage } from '../../../lib/notify-api-error';
import { useStaffZone } from '../../../lib/staff-zone';
import { useSocialPost } from '../api/get-social-post';
import { useSocialPosts } from '../api/list-social-posts';
import {
  type CalendarView,
  morningOf,
  rangeOf,
  shift,
  titleOf,
  todayDate,
  visibleDays,
} from './calendar-dates';
import { SocialCalendar } from './social-calendar';
import { SocialList } from './social-list';
import { type Draft, draftOf, SocialPostEditor } from './social-post-editor';

type Editing = { draft: Draft; existing?: SocialPostView; key: number } | null;

/** A new post's default time: 10:00 in the member's zone on a picked day, else the next round hour. */
function nextHour(zone: string, day?: Date): Date {
  if (day) return morningOf(day, zone);
  const hour = 3_600_000;
  return new Date((Math.floor(now().getTime() / hour) + 1) * hour);
}

/** /admin/social-media (Content Writing): plan posts per network on a calendar or a list (after Buffer). */
export default function SocialMediaPage() {
  useDocumentTitle(pageTitle('Social Media Content'));
  const [params, setParams] = useSearchParams();
  const [view, setView] = useState<CalendarView>('month');
  const [anchor, setAnchor] = useState(() => todayDate());
  const [editing, setEditing] = useState<Editing>(null);
  const days = view === 'list' ? [] : visibleDays(view, anchor);
  const zone = useStaffZone();
  const posts = useSocialPosts(view === 'list' ? {} : rangeOf(days, zone));
  const { data } = posts;

  // The due mail links to ?post=<id>: open that post.
  const deepLink = params.get('post');
  const linked = useSocialPost(deepLink);
  useEffect(() => {
    const p = linked.data;
    if (p) setEditing({ draft: draftOf(p, new Date()), existing: p, key: Date.now() });
  }, [linked.data]);
  const error = linked.error
    ? apiErrorMessage(linked.error, 'Could not open the post')
    : posts.error
      ? apiErrorMessage(
          posts.error,
          posts.isFetchNextPageError ? 'Could not load more posts' : 'Could not load the posts',
        )
      : null;

  const open = (post: SocialPostView) =>
    setEditing({ draft: draftOf(post, new Date()), existing: post, key: Date.now() });
  const plan = (day?: Date) => setEditing({ draft: draftOf({}, nextHour(zone, day)), key: Date.now() });
  const close = () => {
    setEditing(null);
    if (deepLink) setParams({}, { replace: true });
  };
  const more = () => void posts.fetchNextPage();

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1}>Social Media Content</Title>
        <Button onClick={() => plan()}>New post</Button>
      </Group>
      <Text size="sm" c="dimmed">
        Plan posts for LinkedIn, X, Facebook and Instagram. At a post's time its author gets a mail with the
        text, the tagged link and one-click share links; visits and leads count from that link's UTM tags.
      </Text>
      <ZoneNote />
      <Group justify="space-between" wrap="wrap" gap="sm">
        <SegmentedControl
          aria-label="View"
          value={view}
          onChange={(v) => setView(v as CalendarView)}
          data={[
            { value: 'month', label: 'Month' },
            { value: 'week', label: 'Week' },
            { value: 'list', label: 'List' },
          ]}
        />
        {view !== 'list' && (
          // Wraps: at 390 px the week's title ("Nov 23 – Nov 29, 2026") does not fit beside the buttons.
          <Group gap="xs" wrap="wrap">
            <Button
              variant="default"
              size="xs"
              aria-label={`Previous ${view}`}
              onClick={() => setAnchor(shift(view, anchor, -1))}
            >
              ‹
            </Button>
            <Button variant="default" size="xs" onClick={() => setAnchor(todayDate(zone))}>
              Today
            </Button>
            <Button
              variant="default"
              size="xs"
              aria-label={`Next ${view}`}
              onClick={() => setAnchor(shift(view, anchor, 1))}
            >
              ›
            </Button>
            <Text fw={600} data-testid="calendar-title" style={{ whiteSpace: 'nowrap' }}>
              {titleOf(view, anchor)}
            </Text>
          </Group>
        )}
      </Group>
      {error && <Alert color="red">{error}</Alert>}
      {!data && !error && <Loader aria-label="Loading posts" />}
      {data && view !== 'list' && (
        <SocialCalendar
          zone={zone}
          view={view}
          days={days}
          month={anchor.getMonth()}
          posts={data.items}
          onOpen={open}
          onNew={plan}
        />
      )}
      {data && view === 'list' && <SocialList items={data.items} onOpen={open} />}
      {data?.nextCursor && (
        <Button
          variant="default"
          onClick={more}
          loading={posts.isFetchingNextPage}
          style={{ alignSelf: 'center' }}
        >
          Load more
        </Button>
      )}
      {editing && (
        <SocialPostEditor
          key={editing.key}
          initial={editing.draft}
          existing={editing.existing}
          onClose={close}
          onSaved={() => {
            close();
          }}
        />
      )}
    </Stack>
  );
}
