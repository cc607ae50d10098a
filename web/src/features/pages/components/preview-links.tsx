import { PAGE_DRAFT_MESSAGES } from '@app/shared/schemas/page-preview';
import { Text } from '@mantine/core';
import { useMemo } from 'react';
import {
  type PreviewLinkApi,
  SharePreviewLinks,
} from '../../../components/preview-links/share-preview-links';
import type { PageDocument } from '../api/pages';
import { createPagePreview, listPagePreviews, previewsKey, revokePagePreview } from '../api/previews';

/** The Share tab of a page editor (issue 31): the page's share-preview links. */
export function PreviewLinks({ page }: { page: PageDocument }) {
  const api = useMemo<PreviewLinkApi>(
    () => ({
      queryKey: previewsKey(page.id),
      list: (signal) => listPagePreviews(page.id, signal),
      create: () => createPagePreview(page.id),
      revoke: (previewId) => revokePagePreview(page.id, previewId),
    }),
    [page.id],
  );
  if (!page.draft) return <Text>{PAGE_DRAFT_MESSAGES.noDraft}</Text>;
  return <SharePreviewLinks api={api} />;
}
