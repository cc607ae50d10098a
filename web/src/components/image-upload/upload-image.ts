import {
  IMAGE_MIME_TYPES,
  IMAGE_UPLOAD,
  type ImageFocus,
  type ImageRemoval,
  type ImageUploadTicket,
  MEDIA_MESSAGES,
  type StoredImage,
  type StoredImageFocus,
} from '@app/shared/schemas/media-upload';
import { apiRequest } from '../../lib/api-client';

/** The three calls of an image upload for one feature (e.g. /blogs/upload-image, /blogs/confirm-image). */
export interface ImageRoutes {
  presign: string;
  confirm: string;
  remove: string;
  /** Sets the focal point (issue 26): cards and the Open Graph card crop around it. */
  focus?: string;
}

/** Checks the file in the browser first, so an obviously wrong file never travels. */
function imageFileProblem(file: File): string | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return MEDIA_MESSAGES.wrongType;
  if (file.size === 0) return MEDIA_MESSAGES.empty;
  if (file.size > IMAGE_UPLOAD.maxBytes) return MEDIA_MESSAGES.tooLarge;
  return null;
}

export class ImageFileError extends Error {}

/** Where an upload is: sending the bytes (with the share sent, 0..1), then the server's check. */
export type UploadProgress = { phase: 'sending'; fraction: number } | { phase: 'checking' };

/**
 * POSTs the form to S3 with XMLHttpRequest, whose upload events (unlike
 * fetch's) report progress.
 */
function postWithProgress(
  url: string,
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new Error(`Upload failed (${xhr.status})`));
    xhr.onerror = () => reject(new Error('Upload failed (network)'));
    xhr.send(form);
  });
}

/**
 * Presigned upload: ask for a ticket, POST the file straight to S3, then let
 * the server check the bytes and publish it. Resolves to the /media/ URL.
 */
export async function uploadImageFile(
  file: File,
  routes: ImageRoutes,
  onProgress: (progress: UploadProgress) => void = () => undefined,
): Promise<string> {
  const problem = imageFileProblem(file);
  if (problem) throw new ImageFileError(problem);
  onProgress({ phase: 'sending', fraction: 0 });
  const ticket = await apiRequest<ImageUploadTicket>('POST', routes.presign, {
    body: { contentType: file.type, size: file.size },
  });
  const form = new FormData();
  for (const [key, value] of Object.entries(ticket.fields)) form.append(key, value);
  form.append('file', file);
  await postWithProgress(ticket.url, form, (fraction) => onProgress({ phase: 'sending', fraction }));
  onProgress({ phase: 'checking' });
  const confirmed = await apiRequest<StoredImage>('POST', routes.confirm, {
    body: { uploadKey: ticket.uploadKey },
  });
  return confirmed.url;
}

/** Deletes an image (the server keeps it while a saved item still shows it). */
export function removeImageFile(url: string, routes: ImageRoutes): Promise<ImageRemoval> {
  return apiRequest<ImageRemoval>('POST', routes.remove, { body: { url } });
}

/** Stores the focal point of an uploaded image (0..1 from the top left). */
export function setImageFocus(
  url: string,
  focusX: number,
  focusY: number,
  routes: ImageRoutes,
): Promise<ImageFocus> {
  if (!routes.focus) throw new Error('This image field has no focal point');
  return apiRequest<ImageFocus>('POST', routes.focus, { body: { url, focusX, focusY } });
}

/** Reads the focal point stored for an image (null while none is set). */
export async function readImageFocus(url: string, routes: ImageRoutes): Promise<StoredImageFocus['focus']> {
  if (!routes.focus) return null;
  return (await apiRequest<StoredImageFocus>('GET', routes.focus, { query: { url } })).focus;
}
