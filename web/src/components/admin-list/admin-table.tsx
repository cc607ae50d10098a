import { Drawer, Group, Table } from '@mantine/core';
import { type KeyboardEvent, type MouseEvent, type ReactNode, useState } from 'react';
import classes from './admin-table.module.css';

export interface AdminColumn<T> {
  /** The header, and the label of the value on a card and in the side panel. */
  header: string;
  cell: (row: T) => ReactNode;
  /**
   * 1 (the default): always in the row. 2: gives way (into the side panel) on a narrow table,
   * back on a card. 3: only on wide screens; at 1366 px it is in the side panel.
   */
  priority?: 1 | 2 | 3;
  /** What the header cell shows, when not the header text (e.g. a "select all" checkbox). */
  headerCell?: ReactNode;
  /** Left out of the side panel (e.g. a selection checkbox). */
  notInPanel?: boolean;
  align?: 'left' | 'right';
  /** Data attributes of the column's cells (e.g. `data-stat`, for tests). */
  cellData?: Record<`data-${string}`, string>;
}

export interface AdminTableProps<T> {
  /** The table's accessible name, e.g. "Job queries". */
  label: string;
  rows: readonly T[];
  rowKey: (row: T) => string;
  columns: readonly AdminColumn<T>[];
  /** The pinned last column: the row's buttons. */
  actions?: (row: T) => ReactNode;
  /** Opens the feature's own side panel; without it the row opens the list's panel (every column, the actions). */
  onOpen?: (row: T) => void;
  /** The list's own panel's title for a row. */
  panelTitle?: (row: T) => string;
  /** Data attributes a row carries (tests and scripts find rows by them). */
  rowData?: (row: T) => Record<`data-${string}`, string>;
}

/** The class of a value kept on one line in the table but free to wrap on a phone's card. */
export const ADMIN_NO_WRAP = classes.nowrap;

const PRIORITY_CLASS = { 1: undefined, 2: classes.p2, 3: classes.p3 } as const;

/** Clicks on a control inside the row act on the control, not on the row. */
function fromControl(event: MouseEvent | KeyboardEvent): boolean {
  const target = event.target as HTMLElement;
  return target !== event.currentTarget && !!target.closest('a, button, input, select, textarea, label');
}

/**
 * The one staff list (Linear/HubSpot style): a compact table whose row opens a side panel (click,
 * or Enter on the focused row), the actions pinned in the last column, low-priority columns moved
 * into the panel when the table is narrow (container queries in the CSS), cards below 900 px.
 */
export function AdminTable<T>(props: AdminTableProps<T>) {
  const { columns, actions, label } = props;
  const [panelKey, setPanelKey] = useState<string | null>(null);
  const panelRow = panelKey === null ? null : (props.rows.find((r) => props.rowKey(r) === panelKey) ?? null);
  const open = (row: T) => (props.onOpen ? props.onOpen(row) : setPanelKey(props.rowKey(row)));

  return (
    <div className={classes.box} data-admin-list={label}>
      <Table className={classes.table} striped highlightOnHover verticalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.header} className={PRIORITY_CLASS[c.priority ?? 1]} ta={c.align}>
                {c.headerCell ?? c.header}
              </Table.Th>
            ))}
            {actions ? <Table.Th className={classes.actions}>Actions</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.rows.map((row) => (
            <Table.Tr
              key={props.rowKey(row)}
              className={classes.row}
              tabIndex={0}
              onClick={(e) => {
                if (!fromControl(e)) open(row);
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && e.target === e.currentTarget) {
                  e.preventDefault();
                  open(row);
                }
              }}
              {...props.rowData?.(row)}
            >
              {columns.map((c) => (
                <Table.Td
                  key={c.header}
                  className={PRIORITY_CLASS[c.priority ?? 1]}
                  ta={c.align}
                  data-label={c.header}
                  {...c.cellData}
                >
                  {/* One box per value: on a card the label and the value are the cell's two grid columns. */}
                  <div className={classes.value}>{c.cell(row)}</div>
                </Table.Td>
              ))}
              {actions ? <Table.Td className={classes.actions}>{actions(row)}</Table.Td> : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {props.onOpen ? null : (
        <Drawer
          opened={panelRow !== null}
          onClose={() => setPanelKey(null)}
          position="right"
          size="md"
          title={panelRow ? (props.panelTitle?.(panelRow) ?? label) : label}
        >
          {panelRow ? (
            <>
              <Table variant="vertical" withTableBorder layout="fixed" data-testid="row-panel">
                <Table.Tbody>
                  {columns
                    .filter((c) => !c.notInPanel)
                    .map((c) => (
                      <Table.Tr key={c.header}>
                        <Table.Th w={140}>{c.header}</Table.Th>
                        <Table.Td style={{ overflowWrap: 'break-word' }}>{c.cell(panelRow)}</Table.Td>
                      </Table.Tr>
                    ))}
                </Table.Tbody>
              </Table>
              {actions ? (
                <Group mt="md" gap="xs">
                  {actions(panelRow)}
                </Group>
              ) : null}
            </>
          ) : null}
        </Drawer>
      )}
    </div>
  );
}
