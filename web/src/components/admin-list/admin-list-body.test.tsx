// @vitest-environment jsdom
import { MESSAGES } from '@app/shared/messages';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../config/theme';
import { installDomStubs } from '../../testing/render-route';
import { AdminListBody, type AdminListState } from './admin-list-body';

/** jsdom has no ResizeObserver; Mantine's ScrollArea observes its viewport. */
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  installDomStubs();
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function mount(state: Partial<AdminListState>) {
  const list: AdminListState = {
    items: [],
    error: null,
    loading: false,
    hasMore: false,
    reload: vi.fn(),
    loadMore: vi.fn(),
    ...state,
  };
  render(
    <MantineProvider theme={theme}>
      <AdminListBody list={list} errorTitle="Could not load the things" loaderLabel="Loading things">
        <table aria-label="Things">
          <tbody>
            <tr>
              <td>Row</td>
            </tr>
          </tbody>
        </table>
      </AdminListBody>
    </MantineProvider>,
  );
  return list;
}

describe('AdminListBody', () => {
  it('shows a failed first page as a red alert whose "Try again" reloads', () => {
    const list = mount({ error: new Error('down'), loading: true });
    expect(screen.getByText('Could not load the things')).toBeTruthy();
    expect(screen.queryByLabelText('Loading things')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(list.reload).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a loader while the first page loads', () => {
    mount({ loading: true });
    expect(screen.getByLabelText('Loading things')).toBeTruthy();
    expect(screen.queryByText(MESSAGES.noDataFound)).toBeNull();
  });

  it('says No Data Found when the list is empty', () => {
    mount({});
    expect(screen.getByText(MESSAGES.noDataFound)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows the table once there are items, even while a later page loads or failed', () => {
    mount({ items: [1], loading: true, error: new Error('down') });
    expect(screen.getByRole('table', { name: 'Things' })).toBeTruthy();
    expect(screen.queryByText('Could not load the things')).toBeNull();
    expect(screen.queryByLabelText('Loading things')).toBeNull();
  });

  it('offers "Load more" while there are more pages, and loads the next one', () => {
    const list = mount({ items: [1], hasMore: true });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(list.loadMore).toHaveBeenCalledTimes(1);
  });

  it('shows "Load more" as busy while a page loads', () => {
    mount({ items: [1], hasMore: true, loading: true });
    const button = screen.getByRole('button', { name: 'Load more' });
    expect(button.hasAttribute('data-loading')).toBe(true);
  });
});
