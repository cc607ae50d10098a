import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A staff table that keeps readable columns on small screens: below
 * `minWidth` it scrolls sideways inside its own box, never the page.
 */
export function TableScroll({ minWidth = 720, children }: { minWidth?: number; children: ReactNode }) {
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native">
      {children}
    </Table.ScrollContainer>
  );
}
