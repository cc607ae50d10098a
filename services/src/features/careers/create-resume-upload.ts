import { randomUUID } from 'node:crypto';
import { RESUME_MAX_BYTES } from '@app/shared/constants';
import { type ResumeUploadTicket, resumeUploadRequestSchema } from '@app/shared/schemas/careers-admin';
import { createUpload } from '../../data/upload';
import { defineHandler } from '../../lib/handler';
import { presignResumePost } from './resume-store';

/**
 * POST /careers/resume-upload: a presigned POST for one PDF of at most 5 MB
 * under an unguessable key (`pending/<uuid>.pdf`), valid for a few minutes,
 * recorded so the application can check where the file came from.
 */
export const createResumeUpload = defineHandler({
  body: resumeUploadRequestSchema,
  run: async () => {
    const uploadId = randomUUID();
    const upload = await createUpload(uploadId);
    const post = await presignResumePost(upload.key);
    const ticket: ResumeUploadTicket = {
      uploadId,
      key: upload.key,
      url: post.url,
      fields: post.fields,
      expiresAt: upload.uploadBy,
      maxBytes: RESUME_MAX_BYTES,
    };
    return { statusCode: 201, data: ticket };
  },
});
