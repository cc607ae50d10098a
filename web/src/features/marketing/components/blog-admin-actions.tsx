import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import { AUTH_TEXTS } from '@app/shared/auth-errors';
import { MESSAGES } from '@app/shared/messages';
import { BLOG_ROUTE_PATHS } from '@app/shared/routes/blogs';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { ApiError, apiRequest, isAbortError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/notify-api-error';
import { toast } from '../../../lib/toast';
import { readTokenCookie } from '../../../lib/token-cookie';
import classes from './blog.module.css';

/** Why a delete failed, below SPEC §8's "Failed to delete the blog. Please try again." */
function failureReason(error: unknown): string | null {
  if (error instanceof ApiError && error.status === 401) return AUTH_TEXTS.sessionExpired;
  const reason = apiErrorMessage(error, MESSAGES.failedToDeleteBlog);
  return reason === MESSAGES.failedToDeleteBlog ? null : reason;
}

/**
 * Edit and delete for staff (SPEC §2 "admin-only edit and delete"). Loaded
 * only for staff who may write blogs, so public visitors never download it. Delete asks
 * for confirmation and shows "Deleting..." during the call (SPEC §4). Public
 * pages have no signed-in session of their own, so the call carries the ID
 * token from the `token` cookie the sign-in wrote (SPEC §4).
 */
export default function BlogAdminActions({ blogId, slug }: { blogId: string; slug: string }) {
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const remove = async () => {
    setDeleting(true);
    try {
      await apiRequest('DELETE', BLOG_ROUTE_PATHS.remove, {
        query: { id: blogId },
        token: readTokenCookie() || undefined,
      });
      toast({ color: 'green', message: MESSAGES.blogDeleted });
      // The post's page is gone; the list is a static page the API rewrote.
      window.location.assign('/blogs');
    } catch (error) {
      if (!isAbortError(error)) {
        const reason = failureReason(error);
        toast(
          reason
            ? { color: 'red', title: MESSAGES.failedToDeleteBlog, message: reason }
            : { color: 'red', message: MESSAGES.failedToDeleteBlog },
        );
      }
    } finally {
      setDeleting(false);
      setConfirming(false);
    }
  };

  return (
    <div className={classes.adminActions}>
      <Button component="a" href={`/admin/edit-blog?slug=${encodeURIComponent(slug)}`} variant="default">
        Edit
      </Button>
      <Button color="red" onClick={() => setConfirming(true)}>
        Delete
      </Button>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Delete this blog?" centered>
        <Text mb="md">The blog will be removed from the website. This cannot be undone.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(false)} disabled={deleting}>
            Cancel
          </Button>
          <Button color="red" onClick={remove} disabled={deleting}>
            {deleting ? MESSAGES.deleting : 'Delete'}
          </Button>
        </Group>
      </Modal>
    </div>
  );
}
