import { CAREERS_MESSAGES } from '@app/shared/careers';
import { isJobId } from '../../data/job-post';
import { NotFoundError } from '../../lib/errors';

/** The `{jobId}` path parameter; a malformed one is a 404 like an unknown one. */
export function jobIdParam(params: Record<string, string>): string {
  const id = params.jobId ?? '';
  if (!isJobId(id)) throw new NotFoundError(CAREERS_MESSAGES.jobNotFound);
  return id;
}

export function applicationIdParam(params: Record<string, string>): string {
  const id = params.applicationId ?? '';
  if (!/^[0-9a-f-]{36}$/.test(id)) throw new NotFoundError(CAREERS_MESSAGES.applicationNotFound);
  return id;
}
