import { Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { pageTitle } from '../../config/site';

export const SOMETHING_WENT_WRONG = 'Something went wrong.';
export const APOLOGY_TEXT =
  "We're sorry — the page you are looking for doesn't exist or could not be shown. Please go back to the home page or try again in a moment.";

interface Props {
  /** Replaces the default apology, e.g. when the site configuration failed to load. */
  details?: string;
  /** Shows a "Try again" button that calls this. */
  onRetry?: () => void;
}

/**
 * SPEC §8 'Something went wrong.' with an apology. Used by the catch-all
 * route, /error, the router error boundary and the startup error. Uses a plain
 * link so it also works outside the router.
 */
export function SomethingWentWrong({ details, onRetry }: Props) {
  useDocumentTitle(pageTitle('Something went wrong'));
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>{SOMETHING_WENT_WRONG}</Title>
        <Text c="dimmed">{details ?? APOLOGY_TEXT}</Text>
        {onRetry ? (
          <Button onClick={onRetry}>Try again</Button>
        ) : (
          <Anchor href="/" fw={600}>
            Go to the home page
          </Anchor>
        )}
      </Stack>
    </Container>
  );
}
