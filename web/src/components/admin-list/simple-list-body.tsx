import { MESSAGES } from '@app/shared/messages';
import { Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface SimpleListBodyProps {
  /** null until the list has loaded. */
  items: readonly unknown[] | null;
  /** The message to show in red, if loading failed. */
  error: string | null;
  /** The loader's accessible name, e.g. "Loading case studies". */
  loaderLabel: string;
  /** The table of `items`, shown once there are items. */
  children: ReactNode;
}

/**
 * The states of a staff list loaded in one go: the error in red, a loader
 * until the items come, "No Data Found", or the table. A failed reload keeps
 * the items it had, with the error above them.
 */
export function SimpleListBody({ items, error, loaderLabel, children }: SimpleListBodyProps) {
  return (
    <>
      {error ? <Text c="red">{error}</Text> : null}
      {items === null && !error ? <Loader aria-label={loaderLabel} /> : null}
      {items?.length === 0 ? <Text>{MESSAGES.noDataFound}</Text> : null}
      {items && items.length > 0 ? children : null}
    </>
  );
}
