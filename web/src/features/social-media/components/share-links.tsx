import type { SocialPostView } from '@app/shared/schemas/social-post';
import { NETWORKS, shareIntent } from '@app/shared/social';
import { Anchor, Button, CopyButton, Group, Paper, Stack, Text } from '@mantine/core';

/**
 * The site's global `a` colour (layout/global.css, unlayered) would beat Mantine's layered button
 * colour; and the admin's buttons inherit the font (the baseline's `button { font: inherit }`), so
 * these link-buttons do too, to look like the buttons beside them.
 */
const BUTTON_LINK = { color: 'var(--button-color)', font: 'inherit' } as const;

/**
 * What the due mail holds, in the planner too (publishing is by hand until a
 * network's API is connected: docs/architecture.md, "Social posts").
 */
export function ShareLinks({ post }: { post: SocialPostView }) {
  const network = NETWORKS[post.network];
  const intent = shareIntent(post.network, post.text, post.taggedUrl);
  return (
    <Paper withBorder p="sm" radius="md" data-testid="share-links">
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          Post it now
        </Text>
        <Group gap="xs">
          {intent && (
            <Button
              component="a"
              href={intent}
              target="_blank"
              rel="noopener noreferrer"
              size="xs"
              style={BUTTON_LINK}
            >
              Share on {network.label}
            </Button>
          )}
          <CopyButton value={post.text}>
            {({ copied, copy }) => (
              <Button size="xs" variant="default" onClick={copy}>
                {copied ? 'Text copied' : 'Copy text'}
              </Button>
            )}
          </CopyButton>
          <CopyButton value={post.taggedUrl}>
            {({ copied, copy }) => (
              <Button size="xs" variant="default" onClick={copy}>
                {copied ? 'Link copied' : 'Copy tagged link'}
              </Button>
            )}
          </CopyButton>
          {post.preview?.image && (
            <Button
              component="a"
              href={post.preview.image}
              download
              size="xs"
              variant="default"
              style={BUTTON_LINK}
            >
              Download image
            </Button>
          )}
        </Group>
        {post.mail && (
          <Text size="xs" c="dimmed">
            Due mail: {post.mail.status}
            {post.mail.error ? ` (${post.mail.error})` : ''}
          </Text>
        )}
        <Anchor
          href={post.taggedUrl}
          target="_blank"
          rel="noopener noreferrer"
          size="xs"
          style={{ overflowWrap: 'anywhere' }}
        >
          {post.taggedUrl}
        </Anchor>
      </Stack>
    </Paper>
  );
}
