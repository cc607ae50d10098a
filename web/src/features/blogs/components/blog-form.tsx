import { MESSAGES } from '@app/shared/messages';
import type { AdminBlogView } from '@app/shared/schemas/blog-publish';
import { IMAGE_UPLOAD } from '@app/shared/schemas/media-upload';
import { Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Suspense, useRef } from 'react';
import { FormErrorSummary } from '../../../components/form-error-summary/form-error-summary';
import { ImageFileError, uploadImageFile } from '../../../components/image-upload/upload-image';
import { LazyRichTextEditor } from '../../../components/rich-text-editor/lazy-rich-text-editor';
import { StaleVersionAlert } from '../../../components/stale-version/stale-version-alert';
import { UnsavedChangesPrompt } from '../../../components/unsaved-changes/unsaved-changes-prompt';
import { apiErrorMessage } from '../../../lib/notify-api-error';
import { BLOG_IMAGE_ROUTES } from '../api/blog-images';
import { BasicFields, CtaFields, ImageFields, SeoFields } from './blog-fields';
import { BlogPreviewButton } from './blog-preview';
import { DeleteBlogButton } from './delete-blog-button';
import { isLivePost, PostDraftControls, PostSharePreview } from './post-draft-controls';
import { PublishOptions, SUBMIT_LABEL } from './publish-options';
import { useBlogForm } from './use-blog-form';

async function uploadInlineImage(file: File): Promise<string | null> {
  try {
    return await uploadImageFile(file, BLOG_IMAGE_ROUTES);
  } catch (e) {
    const reason = e instanceof ImageFileError ? e.message : apiErrorMessage(e, MESSAGES.errorUploadingFile);
    notifications.show({ color: 'red', title: MESSAGES.errorUploadingFile, message: reason });
    return null;
  }
}

/**
 * The blog editor (SPEC §2, §5): every field of a post, publish/schedule/draft,
 * preview, and delete when editing. Saving sends the version the post was
 * opened at; a stale one is refused (409) and the editor offers to reload.
 */
export function BlogForm({
  existing,
  onSaved,
  onDeleted,
  onReload,
}: {
  existing: AdminBlogView | null;
  onSaved: (blog: AdminBlogView) => void;
  onDeleted: () => void;
  /** Loads the post again (its latest version), dropping the edits here. */
  onReload?: () => void;
}) {
  const form = useBlogForm(existing, onSaved);
  const { values, errors, set, saving, save, wordCount, readingTime, conflict } = form;
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <form
      ref={formRef}
      noValidate
      aria-label={existing ? 'Edit blog' : 'Create blog'}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <UnsavedChangesPrompt isDirty={form.isDirty} />
      <Stack gap="md" maw={880}>
        <FormErrorSummary formRef={formRef} errors={errors} attempt={form.attempt} />
        <BasicFields form={form} />
        <Suspense fallback={<Loader size="sm" aria-label="Loading the editor" />}>
          <LazyRichTextEditor
            label="Content"
            required
            value={values.content}
            onChange={(html) => set('content', html)}
            error={errors.content}
            onImageUpload={uploadInlineImage}
            accept={IMAGE_UPLOAD.accept}
          />
        </Suspense>
        <Text size="sm" c="dimmed" aria-live="polite">
          {wordCount} {wordCount === 1 ? 'word' : 'words'} · {readingTime} min read
        </Text>
        <SeoFields form={form} />
        <ImageFields form={form} />
        <CtaFields form={form} />
        {existing?.draft ? null : <PublishOptions form={form} />}
        {existing && (isLivePost(existing) || existing.draft) ? (
          <PostDraftControls blog={existing} form={form} />
        ) : null}
        <StaleVersionAlert
          message={conflict}
          onReload={() => onReload?.()}
          onDismiss={form.dismissConflict}
        />
        <Group justify="space-between">
          <Group>
            {existing?.draft ? null : (
              <Button type="submit" loading={saving}>
                {/* A live post turned back into a private draft leaves the site: not the draft controls' "Save draft". */}
                {existing && isLivePost(existing) && values.status === 'draft'
                  ? 'Unpublish'
                  : SUBMIT_LABEL[existing ? 'update' : 'create'][values.status]}
              </Button>
            )}
            <BlogPreviewButton form={form} existing={existing} />
            {existing && existing.status !== 'draft' ? (
              <Anchor href={`/blogs/${existing.slug}`} target="_blank" rel="noopener">
                View on the site
              </Anchor>
            ) : null}
          </Group>
          {existing ? (
            <DeleteBlogButton
              id={existing.id}
              title={existing.title}
              onDeleted={() => {
                form.discard();
                onDeleted();
              }}
            />
          ) : null}
        </Group>
        {existing ? <PostSharePreview blog={existing} /> : null}
      </Stack>
    </form>
  );
}
