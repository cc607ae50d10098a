import { CONTENT_ROUTE_PATHS } from '@app/shared/routes/content';
import { PREVIEW_LINK_FRAGMENT } from '@app/shared/schemas/page-preview';
import { apiRequest } from '../../../lib/api-client';

/** The token of the page's own fragment (`#t=…`), or '' when there is none. */
export function previewTokenFromHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get(PREVIEW_LINK_FRAGMENT) ?? '';
}

/** POST /content/preview: the draft as rendered for the link; the token in the body, never in a URL. */
export function fetchPreview(token: string): Promise<{ html: string }> {
  return apiRequest<{ html: string }>('POST', CONTENT_ROUTE_PATHS.preview, { body: { token } });
}
