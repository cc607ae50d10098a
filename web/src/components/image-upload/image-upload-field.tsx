import { IMAGE_UPLOAD } from '@app/shared/schemas/media-upload';
import { Button, Group, Image, Input, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import { apiErrorMessage } from '../../lib/notify-api-error';
import { ImageFileError, type ImageRoutes, removeImageFile, uploadImageFile } from './upload-image';

export interface ImageMessages {
  uploaded: string;
  uploadFailed: string;
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
}

/**
 * One image of a form: upload (presigned, checked by the server), preview and
 * delete, each with its success or failure toast (SPEC §4, §8 texts).
 */
export function ImageUploadField(props: ImageUploadFieldProps) {
  const { label, value, onChange, routes, messages, error, required, description } = props;
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'uploading' | 'deleting' | null>(null);

  async function upload(file: File | undefined) {
    if (!file) return;
    setBusy('uploading');
    try {
      const previous = value;
      onChange(await uploadImageFile(file, routes));
      notifications.show({ color: 'green', message: messages.uploaded });
      // A replaced image nothing saved uses is deleted (the server keeps one a saved item shows).
      if (previous) removeImageFile(previous, routes).catch(() => undefined);
    } catch (e) {
      const reason = e instanceof ImageFileError ? e.message : apiErrorMessage(e, messages.uploadFailed);
      notifications.show({ color: 'red', title: messages.uploadFailed, message: reason });
    } finally {
      setBusy(null);
    }
  }

  async function remove() {
    if (!value) return;
    setBusy('deleting');
    try {
      await removeImageFile(value, routes);
      onChange(undefined);
      notifications.show({ color: 'green', message: messages.deleted });
    } catch (e) {
      notifications.show({
        color: 'red',
        title: messages.deleteFailed,
        message: apiErrorMessage(e, messages.deleteFailed),
      });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Input.Wrapper label={label} withAsterisk={required} error={error} description={description}>
      <Stack gap="xs" mt={4}>
        {value ? <Image src={value} alt="" h={120} w="auto" fit="contain" radius="sm" /> : null}
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            loading={busy === 'uploading'}
            onClick={() => input.current?.click()}
          >
            {value ? 'Replace image' : 'Upload image'}
          </Button>
          {value ? (
            <Button variant="subtle" color="red" size="xs" loading={busy === 'deleting'} onClick={remove}>
              Delete image
            </Button>
          ) : null}
          <Text size="xs" c="dimmed">
            WebP, PNG, JPEG or GIF, up to {IMAGE_UPLOAD.maxBytes / 1024 / 1024} MB
          </Text>
        </Group>
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
    </Input.Wrapper>
  );
}
