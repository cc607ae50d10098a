import { MESSAGES } from '@app/shared/messages';
import { countWords, readingTimeMinutes } from '@app/shared/schemas/blog';
import {
  type AdminBlogView,
  BLOG_MESSAGES,
  type BlogSaveInput,
  blogSaveSchema,
} from '@app/shared/schemas/blog-publish';
import type { FieldErrors } from '@app/shared/schemas/issues';
import { slugify } from '@app/shared/slug';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMemo, useRef, useState } from 'react';
import { staleVersionMessage } from '../../../components/stale-version/stale-version-alert';
import { isAbortError } from '../../../lib/api-client';
import { followErrors } from '../../../lib/follow-errors';
import { apiErrorMessage, fieldErrorsOf } from '../../../lib/notify-api-error';
import { schemaResolver } from '../../../lib/schema-resolver';
import { usePublishBlog } from '../api/publish-blog';
import { useUpdateBlog } from '../api/update-blog';
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

const resolveBlog = schemaResolver(blogSaveSchema);

/** Every problem the browser can see in the form (the server checks again). */
function clientErrors(values: BlogFormValues, now = Date.now()): FieldErrors {
  const body = bodyFromForm(values);
  const found = { ...resolveBlog(body) } as FieldErrors;
  if (values.status === 'scheduled' && body.publishAt && Date.parse(body.publishAt) <= now)
    found.publishAt = BLOG_MESSAGES.publishAtPast;
  const unpublishAt = (body as { unpublishAt?: string }).unpublishAt;
  if (values.status !== 'draft' && unpublishAt) {
    if (Date.parse(unpublishAt) <= now) found.unpublishAt = BLOG_MESSAGES.unpublishAtPast;
    else if (body.publishAt && Date.parse(unpublishAt) <= Date.parse(body.publishAt))
      found.unpublishAt = BLOG_MESSAGES.unpublishBeforePublish;
  }
  return found;
}

/**
 * State (@mantine/form), derived counts, validation (the shared blogSaveSchema
 * through the form's validate), save and the record version of the blog editor.
 */
export function useBlogForm(existing: AdminBlogView | null, onSaved: (blog: AdminBlogView) => void) {
  const initial = useMemo(() => (existing ? formFromBlog(existing) : EMPTY_BLOG_FORM), [existing]);
  // Errors follow the values (followErrors) instead of clearing on any change of their input.
  const form = useForm<BlogFormValues>({
    initialValues: initial,
    validate: (values) => clientErrors(values),
    clearInputErrorOnChange: false,
  });
  const { values, errors } = form;
  const serverOnly = useRef(new Set<string>());
  const publishBlog = usePublishBlog();
  const updateBlog = useUpdateBlog();
  const saving = publishBlog.isPending || updateBlog.isPending;
  /** The 409 of a stale version: someone saved the post after it was opened here. */
  const [conflict, setConflict] = useState<string | null>(null);
  /** Failed saves so far: each one moves focus to the form's error summary. */
  const [attempt, setAttempt] = useState(0);
  // What the saved post holds; read when navigating away (see UnsavedChangesPrompt).
  const saved = useRef(JSON.stringify(initial));

  const update = (key: keyof BlogFormValues, change: (v: BlogFormValues) => BlogFormValues) => {
    const next = change(form.getValues());
    form.setValues(next);
    form.setErrors((e) =>
      followErrors(e as FieldErrors, clientErrors(next), new Set([key]), serverOnly.current),
    );
  };
  const set = <K extends keyof BlogFormValues>(key: K, value: BlogFormValues[K]) =>
    update(key, (v) => ({ ...v, [key]: value }));
  const setTitle = (title: string) =>
    update('title', (v) => ({ ...v, title, slug: v.slugEdited ? v.slug : slugify(title) }));
  const setSlug = (slug: string) => update('slug', (v) => ({ ...v, slug, slugEdited: true }));

  const wordCount = useMemo(() => countWords(values.content), [values.content]);
  const readingTime = readingTimeMinutes(wordCount);

  async function save() {
    serverOnly.current.clear();
    const { hasErrors, errors: found } = form.validate();
    if (hasErrors) {
      setAttempt((n) => n + 1);
      return;
    }
    const current = form.getValues();
    try {
      const body = bodyFromForm(current);
      const result = existing
        ? await updateBlog.run(existing.id, { ...body, version: existing.version })
        : await publishBlog.run(body);
      notifications.show({
        color: 'green',
        message: SUCCESS[existing ? 'update' : 'create'][current.status],
      });
      saved.current = JSON.stringify(current);
      onSaved(result);
    } catch (error) {
      failed(error, found as FieldErrors);
    }
  }

  /** A refused save: 409 offers a reload, field errors go to the fields and the summary, else a toast. */
  function failed(error: unknown, found: FieldErrors = {}) {
    if (isAbortError(error)) return;
    const stale = staleVersionMessage(error);
    if (stale) {
      setConflict(stale);
      return;
    }
    const fallback = existing ? MESSAGES.failedToUpdateBlog : MESSAGES.errorSubmittingFormTryAgain;
    const fields = fieldErrorsOf(error);
    if (fields) {
      serverOnly.current = new Set(Object.keys(fields).filter((k) => !found[k]));
      form.setErrors(fields);
      setAttempt((n) => n + 1);
      return;
    }
    notifications.show({ color: 'red', title: fallback, message: apiErrorMessage(error, fallback) });
  }

  /**
   * The form as a published post's draft (issue 31): checked as a publish
   * checks it, since Publish will make it live as it is; null (errors shown) otherwise.
   */
  function draftBody() {
    serverOnly.current.clear();
    const current = { ...form.getValues(), status: 'published' as const };
    const found = clientErrors(current);
    if (Object.keys(found).length > 0) {
      form.setErrors(found);
      setAttempt((n) => n + 1);
      return null;
    }
    const {
      status: _s,
      publishAt: _p,
      unpublishAt: _u,
      ...body
    } = bodyFromForm(current) as BlogSaveInput & {
      unpublishAt?: string;
    };
    return body;
  }

  /** After a draft step: what is saved now is what the form shows. */
  function settled(result: AdminBlogView) {
    saved.current = JSON.stringify(form.getValues());
    onSaved(result);
  }

  return {
    attempt,
    values,
    set,
    setTitle,
    setSlug,
    errors: errors as FieldErrors,
    saving,
    save,
    wordCount,
    readingTime,
    conflict,
    dismissConflict: () => setConflict(null),
    failed,
    draftBody,
    settled,
    /** Whether the form differs from what is saved (read at navigation time). */
    isDirty: () => JSON.stringify(form.getValues()) !== saved.current,
    /** Forgets the edits (the post was deleted): leaving no longer asks. */
    discard: () => {
      saved.current = JSON.stringify(form.getValues());
    },
  };
}

export type BlogFormState = ReturnType<typeof useBlogForm>;
