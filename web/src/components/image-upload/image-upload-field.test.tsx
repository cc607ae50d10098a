// @vitest-environment jsdom
import { MEDIA_MESSAGES } from '@app/shared/schemas/media-upload';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../config/theme';
import { ApiError } from '../../lib/api-error';
import { installDomStubs } from '../../testing/render-route';
import { ImageUploadField } from './image-upload-field';
import type { UploadProgress } from './upload-image';

/**
 * The field's states around the upload calls (issue 26): the network calls
 * themselves are covered on the stack by test/api/media-variants.test.ts;
 * here the upload module is replaced so each phase can be held open.
 */
const pending: {
  resolve?: (url: string) => void;
  reject?: (e: unknown) => void;
  progress?: (p: UploadProgress) => void;
} = {};
vi.mock('./upload-image', async (original) => ({
  ...(await original<typeof import('./upload-image')>()),
  uploadImageFile: (_file: File, _routes: unknown, onProgress: (p: UploadProgress) => void) =>
    new Promise<string>((resolve, reject) => {
      Object.assign(pending, { resolve, reject, progress: onProgress });
    }),
  removeImageFile: async () => ({ deleted: true }),
  // The server's stored focal point (test/api/media-variants.test.ts reads it on the stack).
  readImageFocus: async (url: string) => (url === '/media/blog/focused.jpg' ? { x: 0.9, y: 0.1 } : null),
}));

afterEach(cleanup);

function mount(value: string | undefined, onChange = vi.fn(), focus?: string) {
  installDomStubs();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider theme={theme}>
        <ImageUploadField
          label="Hero image"
          value={value}
          onChange={onChange}
          routes={{ presign: '/p', confirm: '/c', remove: '/r', focus }}
          messages={{
            uploaded: 'Uploaded',
            uploadFailed: 'Upload failed',
            deleted: 'Deleted',
            deleteFailed: 'No',
          }}
        />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return onChange;
}

const choose = () =>
  fireEvent.change(screen.getByLabelText('Hero image file'), {
    target: { files: [new File(['x'], 'photo.jpg', { type: 'image/jpeg' })] },
  });

describe('ImageUploadField', () => {
  it('says Processing… while the server makes the variants, then shows the new image', async () => {
    const onChange = mount(undefined);
    choose();
    act(() => pending.progress?.({ phase: 'checking' }));
    expect(await screen.findByText('Processing…')).toBeTruthy();
    await act(async () => pending.resolve?.('/media/blog/new.jpg'));
    expect(onChange).toHaveBeenCalledWith('/media/blog/new.jpg');
    expect(screen.queryByText('Processing…')).toBeNull();
  });

  it('says why a refused upload failed and keeps the previous image', async () => {
    const onChange = mount('/media/blog/old.jpg');
    choose();
    act(() => pending.progress?.({ phase: 'checking' }));
    await act(async () =>
      pending.reject?.(new ApiError(400, MEDIA_MESSAGES.tooManyPixels, { hasServerMessage: true })),
    );
    expect(screen.getAllByText(MEDIA_MESSAGES.tooManyPixels).length).toBeGreaterThan(0);
    expect(onChange).not.toHaveBeenCalled();
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/media/blog/old.jpg');
  });

  it('marks the focal point stored for the image when the form opens again (not the centre)', async () => {
    mount('/media/blog/focused.jpg', vi.fn(), '/f');
    const marker = await screen.findByTestId('focal-point');
    expect(marker.style.left).toBe('90%');
    expect(marker.style.top).toBe('10%');
  });

  it('shows no marker for an image with no stored focal point', async () => {
    mount('/media/blog/plain.jpg', vi.fn(), '/f');
    await screen.findByLabelText('Set the focal point (Hero image)');
    await act(async () => undefined);
    expect(screen.queryByTestId('focal-point')).toBeNull();
  });
});
