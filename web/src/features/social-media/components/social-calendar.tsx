import type { SocialPostView } from '@app/shared/schemas/social-post';
import { NETWORKS, SOCIAL_STATUS_LABELS } from '@app/shared/social';
import { ActionIcon, Box, Paper, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useStaffZone } from '../../../lib/staff-zone';
import { dayKey, postDay, timeOf, todayKey, WEEKDAYS } from './calendar-dates';
import { NETWORK_COLORS, NETWORK_SHORT, statsText } from './post-badges';
import classes from './social-calendar.module.css';

interface Props {
  /** The member's zone: posts sit on its days, at its times (the page names it once). */
  zone: string;
  view: 'month' | 'week';
  days: Date[];
  /** The month shown (month view): days of other months are dimmed. */
  month: number;
  posts: SocialPostView[];
  onOpen: (post: SocialPostView) => void;
  onNew: (day: Date) => void;
}

function byDay(posts: SocialPostView[], zone: string): Map<string, SocialPostView[]> {
  const map = new Map<string, SocialPostView[]>();
  for (const p of posts) {
    const k = postDay(p.scheduledAt, zone);
    map.set(k, [...(map.get(k) ?? []), p]);
  }
  return map;
}

function PostChip({ post, onOpen, full }: { post: SocialPostView; onOpen: Props['onOpen']; full: boolean }) {
  // The name comes from the content (no aria-label), so it always holds the visible text (WCAG 2.5.3):
  // "X post at 10:30 AM, Scheduled: <text>", the parts a sighted member reads from the chip hidden.
  const status = SOCIAL_STATUS_LABELS[post.status];
  const zone = useStaffZone();
  return (
    <UnstyledButton
      className={classes.chip}
      style={{ borderLeftColor: NETWORK_COLORS[post.network] }}
      data-status={post.status}
      data-post={post.id}
      title={`${post.text}\n${statsText(post)}`}
      onClick={() => onOpen(post)}
    >
      <Text size="xs" fw={600} truncate>
        <span
          className={classes.network}
          style={{ background: NETWORK_COLORS[post.network] }}
          aria-hidden="true"
        >
          {NETWORK_SHORT[post.network]}
        </span>
        <VisuallyHidden>{NETWORKS[post.network].label} post at </VisuallyHidden>
        {timeOf(post.scheduledAt, zone)}
        {post.status === 'scheduled' ? (
          <VisuallyHidden>, {status}: </VisuallyHidden>
        ) : (
          <>
            <VisuallyHidden>, </VisuallyHidden>
            <span className={classes.status} data-color={post.status}>
              {status}
            </span>
            <VisuallyHidden>: </VisuallyHidden>
          </>
        )}
      </Text>
      <Text size="xs" lineClamp={full ? 3 : 1} className={classes.text}>
        {post.text}
      </Text>
    </UnstyledButton>
  );
}

/** Phones: the days that have posts, as an agenda. */
function Agenda({ zone, days, posts, onOpen }: Props) {
  const grouped = byDay(posts, zone);
  const withPosts = days.filter((d) => grouped.has(dayKey(d)));
  if (withPosts.length === 0)
    return (
      <Text c="dimmed" hiddenFrom="sm">
        No posts planned in this period.
      </Text>
    );
  return (
    <Stack gap="sm" hiddenFrom="sm" data-testid="social-agenda">
      {withPosts.map((d) => (
        <Paper key={dayKey(d)} withBorder p="xs" radius="md">
          <Text size="sm" fw={700} mb={4}>
            {d.toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric' })}
          </Text>
          <Stack gap={6}>
            {(grouped.get(dayKey(d)) ?? []).map((p) => (
              <PostChip key={p.id} post={p} onOpen={onOpen} full />
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** Month (six weeks) or week grid; each post a chip coloured by network, opening the editor. */
export function SocialCalendar(props: Props) {
  const { zone, view, days, month, posts, onOpen, onNew } = props;
  const grouped = byDay(posts, zone);
  const today = todayKey(zone);
  return (
    <>
      <Agenda {...props} />
      <Box visibleFrom="sm" className={classes.grid} data-view={view} data-testid="social-calendar">
        {WEEKDAYS.map((w) => (
          <Text key={w} size="xs" fw={700} c="dimmed" ta="center" className={classes.weekday}>
            {w}
          </Text>
        ))}
        {days.map((d) => {
          const key = dayKey(d);
          const dayPosts = grouped.get(key) ?? [];
          const label = d.toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
          return (
            <div
              key={key}
              className={classes.day}
              data-day={key}
              data-outside={view === 'month' && d.getMonth() !== month ? 'true' : undefined}
              data-today={key === today ? 'true' : undefined}
            >
              <div className={classes.dayHead}>
                <Text size="xs" fw={key === today ? 700 : 500}>
                  {view === 'week' ? label : d.getDate()}
                </Text>
                <ActionIcon
                  size="xs"
                  variant="subtle"
                  aria-label={`New post on ${label}`}
                  onClick={() => onNew(d)}
                  className={classes.add}
                >
                  +
                </ActionIcon>
              </div>
              <Stack gap={4}>
                {dayPosts.map((p) => (
                  <PostChip key={p.id} post={p} onOpen={onOpen} full={view === 'week'} />
                ))}
              </Stack>
            </div>
          );
        })}
      </Box>
    </>
  );
}
