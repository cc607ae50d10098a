import type { JobPost } from '@app/shared/schemas/job-post';
import { ValidationError } from '../../lib/errors';
import { sanitizeRichText } from '../../lib/sanitize-html';

/**
 * The rich-text fields of a job post through the HTML allowlist before they
 * are stored (and later published). A description that is empty once
 * sanitised (only a script, say) is rejected like an empty one.
 */
export function cleanJobPost(post: JobPost): JobPost {
  const clean: JobPost = {
    ...post,
    jobDescription: sanitizeRichText(post.jobDescription),
    qualifications: sanitizeRichText(post.qualifications),
    ...(post.keyResponsibilities !== undefined
      ? { keyResponsibilities: sanitizeRichText(post.keyResponsibilities) }
      : {}),
    ...(post.preferredSkills !== undefined
      ? { preferredSkills: sanitizeRichText(post.preferredSkills) }
      : {}),
  };
  const errors: Record<string, string> = {};
  if (!/[^\s]/.test(clean.jobDescription.replace(/<[^<>]*>/g, '')))
    errors.jobDescription = 'Job description is required.';
  if (!/[^\s]/.test(clean.qualifications.replace(/<[^<>]*>/g, '')))
    errors.qualifications = 'Qualifications are required.';
  const first = Object.values(errors)[0];
  if (first) throw new ValidationError(first, errors);
  return clean;
}
