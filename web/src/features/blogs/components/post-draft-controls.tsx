import { BLOG_DRAFT_MESSAGES } from '@app/shared/schemas/blog-draft';
import type { AdminBlogView } from '@app/shared/schemas/blog-publish';
import { PAGE_DRAFT_MESSAGES } from '@app/shared/schemas/page-preview';
import { Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { DraftNote as SharedDraftNote } from '../../../components/draft-note/draft-note';
import {
  type PreviewLinkApi,
  SharePreviewLinks,
} from '../../../components/preview-links/share-preview-links';
import { ZoneNote } from '../../../components/zone-note/zone-note';
import { fieldErrorsOf } from '../../../lib/notify-api-error';
import { useWrite } from '../../../lib/use-write';
import { fromZonedInput, toZonedInput } from '../../../lib/zoned-input';
import {
  blogPreviewsKey,
  createBlogPreview,
  endBlogDraft,
  listBlogPreviews,
  revokeBlogPreview,
  saveBlogDraft,
} from '../api/blog-drafts';
import { BLOGS_KEY } from '../api/list-admin-blogs';
import type { BlogFormState } from './use-blog-form';

/** Whether a post is on the site now (the API reports a scheduled post past its time as published). */
export const isLivePost = (blog: AdminBlogView) => blog.status === 'published';

/** The draft note of the post editor (components/draft-note). */
export function PostDraftNote({ blog }: { blog: AdminBlogView }) {
  return <SharedDraftNote draft={blog.draft} what="post" />;
}

/**
 * The draft controls of a published post (issue 31): "Save draft" keeps the
 * live post as it is ("Schedule" with a publish time, a wall time in the
 * member's zone, named); with a draft waiting, "Publish draft" makes it live
 * and "Discard draft" drops it. Each sends the version the editor read.
 */
export function PostDraftControls({ blog, form }: { blog: AdminBlogView; form: BlogFormState }) {
  const draft = useWrite(saveBlogDraft, [BLOGS_KEY]);
  const end = useWrite(endBlogDraft, [BLOGS_KEY]);
  const [at, setAt] = useState(() => toZonedInput(blog.draft?.publishAt ?? undefined));
  const [atError, setAtError] = useState<string | null>(null);
  async function act(run: () => Promise<AdminBlogView>, message: string) {
    try {
      const result = await run();
      notifications.show({ color: 'green', message });
      form.settled(result);
    } catch (error) {
      const publishAt = fieldErrorsOf(error)?.publishAt;
      if (publishAt) setAtError(publishAt);
      else form.failed(error);
    }
  }
  const saveDraft = () => {
    const publishAt = at ? fromZonedInput(at) : null;
    if (publishAt === undefined) return setAtError(PAGE_DRAFT_MESSAGES.publishAtInvalid);
    setAtError(null);
    const body = form.draftBody();
    if (body)
      void act(
        () => draft.run(blog.id, { ...body, publishAt, version: blog.version }),
        BLOG_DRAFT_MESSAGES.draftSaved,
      );
  };
  return (
    <Fieldset legend="Draft beside the live post">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Save your changes as a draft to keep the live post, the blog list, the sitemap and the feed as they
          are until you publish the draft.
        </Text>
        <PostDraftNote blog={blog} />
        <Stack gap={4}>
          <TextInput
            type="datetime-local"
            label="Publish the draft at"
            description="Optional: the draft goes live at this time by itself."
            value={at}
            onChange={(e) => setAt(e.currentTarget.value)}
            error={atError}
          />
          <ZoneNote />
        </Stack>
        <Group>
          <Button variant="light" onClick={saveDraft} loading={draft.isPending}>
            {at ? 'Schedule' : 'Save draft'}
          </Button>
          {blog.draft ? (
            <>
              <Button
                onClick={() =>
                  void act(
                    () => end.run(blog.id, 'publishDraft', blog.version),
                    BLOG_DRAFT_MESSAGES.published,
                  )
                }
                loading={end.isPending}
              >
                Publish draft
              </Button>
              <Button
                variant="subtle"
                color="red"
                disabled={end.isPending}
                onClick={() =>
                  void act(
                    () => end.run(blog.id, 'discardDraft', blog.version),
                    BLOG_DRAFT_MESSAGES.discarded,
                  )
                }
              >
                Discard draft
              </Button>
            </>
          ) : null}
        </Group>
      </Stack>
    </Fieldset>
  );
}

/** Share preview of a post's draft, or of a post not yet live (issue 31). */
export function PostSharePreview({ blog }: { blog: AdminBlogView }) {
  const api = useMemo<PreviewLinkApi>(
    () => ({
      queryKey: blogPreviewsKey(blog.id),
      list: (signal) => listBlogPreviews(blog.id, signal),
      create: () => createBlogPreview(blog.id),
      revoke: (previewId) => revokeBlogPreview(blog.id, previewId),
    }),
    [blog.id],
  );
  return (
    <Fieldset legend="Share preview">
      {isLivePost(blog) && !blog.draft ? (
        <Text size="sm">{BLOG_DRAFT_MESSAGES.previewLive}</Text>
      ) : (
        <SharePreviewLinks api={api} />
      )}
    </Fieldset>
  );
}
