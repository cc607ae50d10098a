import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiErrorMessage } from '../../lib/notify-api-error';
import type { FocalPoint } from './focal-point-preview';
import { type ImageRoutes, readImageFocus, setImageFocus } from './upload-image';

/** ours */
const FOCUS_SET = 'Focal point set. Cards show it once the item is saved.';
/** ours */
const FOCUS_FAILED = 'The focal point could not be set.';

/**
 * The focal point of the image a field shows: read from the server for that
 * image (so a reopened form marks the stored point, not the centre), set by a
 * click on the preview.
 */
export function useImageFocus(value: string | undefined, routes: ImageRoutes) {
  const client = useQueryClient();
  const [focusing, setFocusing] = useState(false);
  const key = (url: string | undefined) => ['image-focus', routes.focus, url] as const;
  const stored = useQuery({
    queryKey: key(value),
    queryFn: () => readImageFocus(value as string, routes),
    enabled: Boolean(value && routes.focus),
    // Only this field changes it, and it writes the new point into the cache.
    staleTime: Number.POSITIVE_INFINITY,
  });

  async function pickFocus(point: FocalPoint) {
    if (!value) return;
    setFocusing(true);
    try {
      await setImageFocus(value, point.x, point.y, routes);
      client.setQueryData(key(value), point);
      notifications.show({ color: 'green', message: FOCUS_SET });
    } catch (e) {
      notifications.show({ color: 'red', title: FOCUS_FAILED, message: apiErrorMessage(e, FOCUS_FAILED) });
    } finally {
      setFocusing(false);
    }
  }

  return {
    focus: (stored.data ?? null) as FocalPoint | null,
    focusing,
    pickFocus,
    /** A freshly uploaded image has no focal point yet (the centre): nothing to read. */
    forgetFocus: (url: string) => client.setQueryData(key(url), null),
  };
}
