import { MESSAGES } from '@app/shared/messages';
import { countWords, readingTimeMinutes } from '@app/shared/schemas/blog';
import { type AdminBlog, BLOG_MESSAGES, blogSaveSchema } from '@app/shared/schemas/blog-publish';
import { type FieldErrors, fieldErrors } from '@app/shared/schemas/issues';
import { slugify } from '@app/shared/slug';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/notify-api-error';
import { publishBlog } from '../api/publish-blog';
import { updateBlog } from '../api/update-blog';
import { type BlogFormValues, bodyFromForm, EMPTY_BLOG_FORM, formFromBlog } from './blog-form-values';

const SUCCESS = {
  create: {
    published: MESSAGES.blogPosted,
    scheduled: BLOG_MESSAGES.scheduled,
    draft: BLOG_MESSAGES.draftSaved,
  },
  update: {
    published: MESSAGES.blogUpdated,
    scheduled: MESSAGES.blogUpdated,
    draft: BLOG_MESSAGES.draftSaved,
  },
} as const;

/** State, derived counts, validation and save of the blog editor. */
export function useBlogForm(existing: AdminBlog | null, onSaved: (blog: AdminBlog) => void) {
  const [values, setValues] = useState<BlogFormValues>(() =>
    existing ? formFromBlog(existing) : EMPTY_BLOG_FORM,
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  const set = <K extends keyof BlogFormValues>(key: K, value: BlogFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const setTitle = (title: string) =>
    setValues((v) => ({ ...v, title, slug: v.slugEdited ? v.slug : slugify(title) }));
  const setSlug = (slug: string) => setValues((v) => ({ ...v, slug, slugEdited: true }));

  const wordCount = useMemo(() => countWords(values.content), [values.content]);
  const readingTime = readingTimeMinutes(wordCount);

  async function save() {
    const body = bodyFromForm(values);
    const parsed = blogSaveSchema.safeParse(body);
    const found = parsed.success ? {} : fieldErrors(parsed.error);
    if (values.status === 'scheduled' && body.publishAt && Date.parse(body.publishAt) <= Date.now())
      found.publishAt = BLOG_MESSAGES.publishAtPast;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const saved = existing ? await updateBlog(existing._id, body) : await publishBlog(body);
      notifications.show({ color: 'green', message: SUCCESS[existing ? 'update' : 'create'][values.status] });
      onSaved(saved);
    } catch (error) {
      const fallback = existing ? MESSAGES.failedToUpdateBlog : MESSAGES.errorSubmittingFormTryAgain;
      if (error instanceof ApiError && error.errors) setErrors(error.errors);
      notifications.show({ color: 'red', title: fallback, message: apiErrorMessage(error, fallback) });
    } finally {
      setSaving(false);
    }
  }

  return { values, set, setTitle, setSlug, errors, saving, save, wordCount, readingTime };
}

export type BlogFormState = ReturnType<typeof useBlogForm>;
