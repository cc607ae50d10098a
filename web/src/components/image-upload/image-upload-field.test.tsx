// @vitest-environment jsdom
import { MEDIA_MESSAGES } from '@app/shared/schemas/media-upload';
import { MantineProvider } from '@mantine/core';
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
}));

afterEach(cleanup);

function mount(value: string | undefined, onChange = vi.fn()) {
  installDomStubs();
  render(
    <MantineProvider theme={theme}>
      <ImageUploadField
        label="Hero image"
        value={value}
        onChange={onChange}
        routes={{ presign: '/p', confirm: '/c', remove: '/r' }}
        messages={{
          uploaded: 'Uploaded',
          uploadFailed: 'Upload failed',
          deleted: 'Deleted',
          deleteFailed: 'No',
        }}
      />
    </MantineProvider>,
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
});
