// @vitest-environment jsdom
import { MESSAGES } from '@app/shared/messages';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '../../config/theme';
import { installDomStubs } from '../../testing/render-route';
import { SimpleListBody } from './simple-list-body';

afterEach(cleanup);

function mount(items: string[] | null, error: string | null) {
  installDomStubs();
  render(
    <MantineProvider theme={theme}>
      <SimpleListBody items={items} error={error} loaderLabel="Loading things">
        <ul aria-label="Things">
          {items?.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      </SimpleListBody>
    </MantineProvider>,
  );
}

describe('SimpleListBody', () => {
  it('shows a loader until the items come', () => {
    mount(null, null);
    expect(screen.getByLabelText('Loading things')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the error instead of the loader when the first load failed', () => {
    mount(null, 'Server down');
    expect(screen.getByText('Server down')).toBeTruthy();
    expect(screen.queryByLabelText('Loading things')).toBeNull();
    expect(screen.queryByText(MESSAGES.noDataFound)).toBeNull();
  });

  it('says No Data Found when the list is empty', () => {
    mount([], null);
    expect(screen.getByText(MESSAGES.noDataFound)).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('renders the items, keeping them under the error of a failed reload', () => {
    mount(['a', 'b'], 'Server down');
    expect(screen.getByText('Server down')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a', 'b']);
  });
});
