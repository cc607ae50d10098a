import { RESUME_MIME_TYPE } from '@app/shared/constants';
import { CAREERS_ROUTE_PATHS } from '@app/shared/routes/careers';
import type { ResumeUploadTicket } from '@app/shared/schemas/careers-admin';
import { apiRequest } from '../../../lib/api-client';

/** The resume did not reach storage (ticket refused, S3 unreachable or refusing). */
export class ResumeUploadError extends Error {
  constructor(cause: unknown) {
    super('Resume upload failed', { cause });
    this.name = 'ResumeUploadError';
  }
}

/**
 * POST /careers/resume-upload for a presigned POST, then the file straight to
 * the private bucket (S3 checks type and size against the signed policy).
 * Returns the `resume` value of the application.
 */
export async function uploadResume(file: File, signal?: AbortSignal): Promise<string> {
  let ticket: ResumeUploadTicket;
  try {
    ticket = await apiRequest<ResumeUploadTicket>('POST', CAREERS_ROUTE_PATHS.resumeUpload, {
      body: { contentType: RESUME_MIME_TYPE, size: file.size },
      signal,
    });
  } catch (error) {
    throw new ResumeUploadError(error);
  }
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  // S3 reads every field before the file, so the file goes last.
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch(ticket.url, { method: 'POST', body: form, signal });
  } catch (error) {
    throw new ResumeUploadError(error);
  }
  if (!response.ok) throw new ResumeUploadError(new Error(`Storage answered ${response.status}`));
  return ticket.key;
}
