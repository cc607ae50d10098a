import { MESSAGES } from '@app/shared/messages';
import { Button, Drawer, Loader, Text } from '@mantine/core';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiErrorMessage } from '../../lib/notify-api-error';
import { RevisionHistory, type RevisionItem } from './revision-history';

/**
 * A record's "History" button and drawer (issue 31) for any content editor:
 * its kept versions read when opened (never from a stale cache), compared
 * field by field and restored as a new version over `version`.
 */
export function HistoryDrawer({
  title,
  buttonLabel,
  queryKey,
  load,
  restore,
  version,
  labels,
  livePath,
  onRestored,
}: {
  /** The drawer's title, e.g. "History: Building a CRM". */
  title: string;
  /** The button's accessible name when several sit in one list. */
  buttonLabel?: string;
  queryKey: QueryKey;
  load: (signal?: AbortSignal) => Promise<{ items: RevisionItem[] }>;
  restore: (revision: number) => Promise<unknown>;
  /** The version the editor holds (a restore over an older one is a 409). */
  version: number;
  labels: Readonly<Record<string, string>>;
  livePath: string;
  onRestored: () => void;
}) {
  const [opened, setOpened] = useState(false);
  const revisions = useQuery({
    queryKey,
    queryFn: ({ signal }) => load(signal),
    enabled: opened,
    staleTime: 0,
  });
  return (
    <>
      <Button size="xs" variant="default" onClick={() => setOpened(true)} aria-label={buttonLabel}>
        History
      </Button>
      <Drawer opened={opened} onClose={() => setOpened(false)} position="right" size="lg" title={title}>
        {revisions.isPending ? <Loader aria-label="Loading history" /> : null}
        {revisions.error ? (
          <Text c="red">{apiErrorMessage(revisions.error, MESSAGES.somethingWentWrong)}</Text>
        ) : null}
        {revisions.data ? (
          <RevisionHistory
            items={revisions.data.items}
            currentVersion={version}
            labels={labels}
            livePath={livePath}
            restore={restore}
            onRestored={() => {
              setOpened(false);
              onRestored();
            }}
          />
        ) : null}
      </Drawer>
    </>
  );
}
