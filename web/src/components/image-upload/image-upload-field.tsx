import { IMAGE_UPLOAD, isMediaImagePath, MEDIA_MESSAGES } from '@app/shared/schemas/media-upload';
import { Button, Group, Image, Input, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import { apiErrorMessage } from '../../lib/notify-api-error';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog';
import { FocalPointPreview } from './focal-point-preview';
import {
  ImageFileError,
  type ImageRoutes,
  removeImageFile,
  type UploadProgress,
  uploadImageFile,
} from './upload-image';
import { useImageFocus } from './use-image-focus';

interface ImageMessages {
  uploaded: string;
  uploadFailed: string;
  /** When the removed image is really deleted (it was uploaded but never saved). */
  deleted: string;
  deleteFailed: string;
}

export interface ImageUploadFieldProps {
  label: string;
  value: string | undefined;
  onChange: (url: string | undefined) => void;
  routes: ImageRoutes;
  messages: ImageMessages;
  error?: string;
  required?: boolean;
  description?: string;
  mt?: string;
}

function progressText(progress: UploadProgress): string {
  return progress.phase === 'sending'
    ? `Uploading… ${Math.round(progress.fraction * 100)}%`
    : // The confirm call checks the bytes and makes the responsive variants (issue 26).
      'Processing…';
}

/**
 * One image of a form: upload (presigned, with progress, checked by the
 * server), preview, and remove after a confirmation. Removing an image a saved
 * item still shows only takes it out of the form (the server keeps it until
 * the item is saved without it), and the toast says so.
 */
export function ImageUploadField(props: ImageUploadFieldProps) {
  const { label, value, onChange, routes, messages, error, required, description, mt } = props;
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  // Why the last upload failed, under the field until the next try; the previous image stays.
  const [failure, setFailure] = useState<string | null>(null);
  const { focus, focusing, pickFocus, forgetFocus } = useImageFocus(value, routes);

  async function upload(file: File | undefined) {
    if (!file) return;
    setFailure(null);
    try {
      const previous = value;
      const url = await uploadImageFile(file, routes, setProgress);
      forgetFocus(url);
      onChange(url);
      notifications.show({ color: 'green', message: messages.uploaded });
      // A replaced image nothing saved uses is deleted (the server keeps one a saved item shows).
      if (previous && isMediaImagePath(previous)) removeImageFile(previous, routes).catch(() => undefined);
    } catch (e) {
      const reason = e instanceof ImageFileError ? e.message : apiErrorMessage(e, messages.uploadFailed);
      setFailure(reason);
      notifications.show({ color: 'red', title: messages.uploadFailed, message: reason });
    } finally {
      setProgress(null);
    }
  }

  async function remove() {
    if (!value) return;
    if (!isMediaImagePath(value)) {
      // An image the site ships with (a seed's) is not ours to delete: only the form lets go of it.
      onChange(undefined);
      setConfirming(false);
      notifications.show({ color: 'green', message: MEDIA_MESSAGES.removedFromDraft(label) });
      return;
    }
    setRemoving(true);
    try {
      const { deleted } = await removeImageFile(value, routes);
      onChange(undefined);
      setConfirming(false);
      notifications.show({
        color: 'green',
        message: deleted ? messages.deleted : MEDIA_MESSAGES.removedFromDraft(label),
      });
    } catch (e) {
      notifications.show({
        color: 'red',
        title: messages.deleteFailed,
        message: apiErrorMessage(e, messages.deleteFailed),
      });
    } finally {
      setRemoving(false);
    }
  }

  return (
    <Input.Wrapper
      label={label}
      withAsterisk={required}
      error={failure ?? error}
      description={description}
      mt={mt}
    >
      <Stack gap="xs" mt={4}>
        {value && !progress && routes.focus ? (
          <FocalPointPreview src={value} label={label} focus={focus} disabled={focusing} onPick={pickFocus} />
        ) : value && !progress ? (
          <Image src={value} alt="" h={120} w="auto" maw="100%" fit="contain" radius="sm" />
        ) : null}
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            loading={progress !== null}
            onClick={() => input.current?.click()}
            aria-label={`${value ? 'Replace image' : 'Upload image'} (${label})`}
          >
            {value ? 'Replace image' : 'Upload image'}
          </Button>
          {value ? (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              disabled={progress !== null}
              onClick={() => setConfirming(true)}
              aria-label={`Remove image (${label})`}
            >
              Remove image
            </Button>
          ) : null}
          <Text size="xs" c="dimmed">
            WebP, PNG, JPEG or GIF, up to {IMAGE_UPLOAD.maxBytes / 1024 / 1024} MB
          </Text>
        </Group>
        {progress ? (
          <Stack gap={4} maw={360}>
            <Progress
              value={progress.phase === 'sending' ? progress.fraction * 100 : 100}
              animated={progress.phase === 'checking'}
              aria-label={`${label} upload`}
            />
            <Text size="xs" aria-live="polite">
              {progressText(progress)}
            </Text>
          </Stack>
        ) : null}
        <input
          ref={input}
          type="file"
          accept={IMAGE_UPLOAD.accept}
          hidden
          aria-label={`${label} file`}
          onChange={(event) => {
            void upload(event.currentTarget.files?.[0]);
            event.currentTarget.value = '';
          }}
        />
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={`Remove the ${label.toLowerCase()}?`}
        confirmLabel="Remove image"
        busy={removing}
        danger
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      >
        It is taken out of this form. If the saved version shows it, it stays there until you save. An image
        you uploaded but never saved is deleted.
      </ConfirmDialog>
    </Input.Wrapper>
  );
}
