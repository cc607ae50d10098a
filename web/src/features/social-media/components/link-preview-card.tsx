import type { LinkPreview } from '@app/shared/schemas/social-post';
import { Box, Paper, Text } from '@mantine/core';

/**
 * The card the networks show for the link: the page's Open Graph title,
 * description and image, from the site's own records. Other sites get no
 * card (the server never fetches a URL).
 */
export function LinkPreviewCard({ preview, external }: { preview: LinkPreview | null; external?: boolean }) {
  if (!preview)
    return (
      <Paper withBorder p="sm" radius="md" data-testid="link-preview">
        <Text size="sm" c="dimmed">
          {external
            ? 'No preview: cards are shown for this site’s own pages only. The network builds its own card when you post.'
            : 'No preview for this page.'}
        </Text>
      </Paper>
    );
  const host = new URL(preview.url).host;
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }} data-testid="link-preview">
      {preview.image && (
        <Box
          component="img"
          src={preview.image}
          alt=""
          style={{ display: 'block', width: '100%', aspectRatio: '1.91 / 1', objectFit: 'cover' }}
        />
      )}
      <Box p="sm" bg="var(--mantine-color-gray-0)">
        <Text size="xs" c="dimmed" tt="uppercase">
          {host}
        </Text>
        <Text fw={600} size="sm" lineClamp={2}>
          {preview.title}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={2}>
          {preview.description}
        </Text>
      </Box>
    </Paper>
  );
}
