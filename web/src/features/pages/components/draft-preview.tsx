import { PAGE_DRAFT_MESSAGES } from '@app/shared/schemas/page-preview';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { fetchPreview, previewTokenFromHash } from '../api/preview';

/**
 * /preview#t=…: a share link of a draft. The server answers the draft
 * rendered by the page's own renderer (its nav, footer and a noindex robots
 * tag), and this replaces the whole document with it, so the reader sees
 * exactly what Publish will put live. The token never leaves the fragment
 * except in the POST body.
 */
export function DraftPreview() {
  const prerendered = typeof document === 'undefined';
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const token = previewTokenFromHash(window.location.hash);
    if (!token) {
      setError(PAGE_DRAFT_MESSAGES.previewInvalid);
      return;
    }
    fetchPreview(token).then(
      ({ html }) => {
        document.open();
        document.write(html);
        document.close();
      },
      (e: unknown) =>
        setError(e instanceof ApiError ? e.message : 'The preview could not be loaded. Please try again.'),
    );
  }, []);
  if (prerendered) return null;
  return error ? (
    <p role="alert" data-testid="preview-error">
      {error}
    </p>
  ) : (
    <p aria-live="polite">Loading the preview…</p>
  );
}
