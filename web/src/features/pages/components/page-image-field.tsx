import { MESSAGES } from '@app/shared/messages';
import { isMediaImagePath } from '@app/shared/schemas/media-upload';
import { SECTION_MESSAGES } from '@app/shared/site-sections';
import type { UseFormReturnType } from '@mantine/form';
import { ImageUploadField } from '../../../components/image-upload/image-upload-field';
import { PAGE_IMAGE_ROUTES } from '../api/pages';

const IMAGE_MESSAGES = {
  uploaded: SECTION_MESSAGES.imageUploaded,
  uploadFailed: MESSAGES.errorUploadingFile,
  deleted: SECTION_MESSAGES.imageDeleted,
  deleteFailed: MESSAGES.deleteFailed,
};

/** An image of a page document (a built-in picture or an upload), bound to the form's `path`. */
export function PageImageField<T>({
  form,
  path,
  label,
}: {
  form: UseFormReturnType<T>;
  path: string;
  label: string;
}) {
  const input = form.getInputProps(path);
  const value = (input.value as string) || undefined;
  // A built-in picture (the build's /images/) has no stored focal point to read or set.
  const { focus: _none, ...withoutFocus } = PAGE_IMAGE_ROUTES;
  return (
    <ImageUploadField
      key={form.key(path)}
      label={label}
      required
      value={value}
      onChange={(url) => form.setFieldValue(path, (url ?? '') as never)}
      error={input.error as string | undefined}
      routes={isMediaImagePath(value) ? PAGE_IMAGE_ROUTES : withoutFocus}
      messages={IMAGE_MESSAGES}
    />
  );
}
