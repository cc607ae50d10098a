import type { SocialPostView } from '@app/shared/schemas/social-post';
import { NETWORKS, SOCIAL_STATUS_LABELS, type SocialNetwork, type SocialStatus } from '@app/shared/social';
import { Badge } from '@mantine/core';

/** Each network's brand colour, so a calendar reads at a glance. */
export const NETWORK_COLORS: Record<SocialNetwork, string> = {
  linkedin: '#0a66c2',
  x: '#14171a',
  // Facebook's current blue; the older #1877f2 gives white text only 4.2:1 (AA asks 4.5:1).
  facebook: '#0866ff',
  instagram: '#c13584',
};

/** Short names for the calendar's narrow chips (the chip's label names the network in full). */
export const NETWORK_SHORT: Record<SocialNetwork, string> = {
  linkedin: 'in',
  x: 'X',
  facebook: 'f',
  instagram: 'IG',
};

const STATUS_COLORS: Record<SocialStatus, string> = {
  draft: 'gray',
  scheduled: 'blue',
  due: 'orange',
  posted: 'green',
  skipped: 'dark',
};

export function NetworkBadge({ network }: { network: SocialNetwork }) {
  return (
    <Badge size="sm" color={NETWORK_COLORS[network]} variant="filled">
      {NETWORKS[network].label}
    </Badge>
  );
}

export function StatusBadge({ status }: { status: SocialStatus }) {
  return (
    <Badge size="sm" color={STATUS_COLORS[status]} variant="light">
      {SOCIAL_STATUS_LABELS[status]}
    </Badge>
  );
}

const count = new Intl.NumberFormat('en-IN');

/** "12 visits · 1 lead", or a dash before the post's day or when not counted. */
export function statsText(post: Pick<SocialPostView, 'stats'>): string {
  if (!post.stats) return '—';
  const { visitors, conversions } = post.stats;
  return `${count.format(visitors)} visit${visitors === 1 ? '' : 's'} · ${count.format(conversions)} lead${conversions === 1 ? '' : 's'}`;
}
