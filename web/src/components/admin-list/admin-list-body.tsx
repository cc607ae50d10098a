import { MESSAGES } from '@app/shared/messages';
import { Alert, Button, Center, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** What the body reads of a paged list (as `usePagedList` returns it). */
export interface AdminListState {
  items: readonly unknown[];
  error: unknown;
  loading: boolean;
  hasMore: boolean;
  reload: () => unknown;
  loadMore: () => unknown;
}

export interface AdminListBodyProps {
  list: AdminListState;
  /** The red alert's title when the first page fails, e.g. "Could not load the jobs". */
  errorTitle: string;
  /** The first page's loader's accessible name, e.g. "Loading jobs". */
  loaderLabel: string;
  /** The list of `list.items` (an AdminTable), shown once there are items. */
  children: ReactNode;
}

/**
 * The states of a staff list screen with "Load more": an error with a retry,
 * a loader, "No Data Found", or the table; then "Load more" while there are
 * more pages.
 */
export function AdminListBody({ list, errorTitle, loaderLabel, children }: AdminListBodyProps) {
  let body: ReactNode;
  if (list.error && list.items.length === 0)
    body = (
      <Alert color="red" title={errorTitle}>
        <Button size="xs" variant="light" onClick={() => void list.reload()}>
          Try again
        </Button>
      </Alert>
    );
  else if (list.loading && list.items.length === 0)
    body = (
      <Center py="xl">
        <Loader aria-label={loaderLabel} />
      </Center>
    );
  else if (list.items.length === 0)
    body = (
      <Text ta="center" py="xl" c="dimmed">
        {MESSAGES.noDataFound}
      </Text>
    );
  else body = children;

  return (
    <>
      {body}
      {list.hasMore ? (
        <Button
          variant="default"
          onClick={() => void list.loadMore()}
          loading={list.loading}
          style={{ alignSelf: 'center' }}
        >
          Load more
        </Button>
      ) : null}
    </>
  );
}
