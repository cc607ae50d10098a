import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A staff table that keeps readable columns on small screens: below
 * `minWidth` it scrolls sideways inside its own box, never the page. With a
 * `label` the box is a named, focusable region, so a keyboard user can scroll
 * a table that has no focusable cells (axe: scrollable-region-focusable).
 */
export function TableScroll({
  minWidth = 720,
  label,
  children,
}: {
  minWidth?: number;
  label?: string;
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      type="native"
      {...(label ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
    >
      {children}
    </Table.ScrollContainer>
  );
}
