import { isStaleVersionError } from '@app/shared/schemas/record-version';
import { Alert, Button, Group, Text } from '@mantine/core';
import { ApiError } from '../../lib/api-error';

/** ours: the title of the editor's answer to a stale save (409, docs/architecture.md "Editing a record: versions"). */
const STALE_VERSION_TITLE = 'Someone else changed this';

/** The server's message when `error` is the stale-version 409, else null. */
export function staleVersionMessage(error: unknown): string | null {
  return error instanceof ApiError && isStaleVersionError(error) ? error.message : null;
}

/** Shown instead of a save's failure toast: the edit was refused because the record changed meanwhile. */
export function StaleVersionAlert({
  message,
  onReload,
  onDismiss,
}: {
  message: string | null;
  /** Loads the latest version (the edits here are dropped). */
  onReload: () => void;
  onDismiss?: () => void;
}) {
  if (!message) return null;
  return (
    <Alert color="orange" title={STALE_VERSION_TITLE} role="alert">
      <Text size="sm">{message}</Text>
      <Group mt="sm" gap="xs">
        <Button size="xs" color="orange" onClick={onReload}>
          Reload the latest version
        </Button>
        {onDismiss ? (
          <Button size="xs" variant="default" onClick={onDismiss}>
            Keep my edits for now
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}
