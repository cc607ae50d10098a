import { CAREERS_MESSAGES } from '@app/shared/careers';
import { CTC_NOT_APPLICABLE, NOTICE_PERIODS, RESUME_MIME_TYPE } from '@app/shared/constants';
import { HONEYPOT_FIELD } from '@app/shared/leads';
import { MESSAGES } from '@app/shared/messages';
import { nextSteps } from '@app/shared/next-steps';
import {
  PRIVACY_LINK_TEXT,
  PRIVACY_NOTICES,
  PRIVACY_POLICY_PATH,
  TALENT_POOL_CONSENT_LABEL,
} from '@app/shared/privacy-notices';
import type { PublicJob } from '@app/shared/schemas/careers-admin';
import { type FieldErrors, fieldErrors } from '@app/shared/schemas/issues';
import { jobApplicationFormSchema, validateResumeFile } from '@app/shared/schemas/job-application';
import * as z from '@app/shared/schemas/zod-mini';
import { type FormEvent, type ReactNode, useState } from 'react';
import { FormConfirmation } from '../../../components/form-confirmation/form-confirmation';
import { ApiError, isAbortError, NetworkError } from '../../../lib/api-error';
import { submissionKeys } from '../../../lib/submission-key';
import { toast } from '../../../lib/toast';
import { applyForJob } from '../api/apply-for-job';
import { ResumeUploadError, uploadResume } from '../api/upload-resume';
import classes from './careers.module.css';

/** Id of the heading that names the form ("Apply for <job title>"). */
export const APPLY_HEADING_ID = 'apply-heading';

const detailsSchema = z.omit(jobApplicationFormSchema, { resume: true });

function Field({
  name,
  label,
  required = false,
  error,
  hint,
  wide = false,
  children,
}: {
  name: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  wide?: boolean;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = `apply-${name}`;
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={`${classes.field} ${wide ? classes.wide : ''}`}>
      <label htmlFor={id}>
        {label}
        {required ? <span className={classes.required}> *</span> : null}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': described || undefined })}
      {hint ? (
        <p id={`${id}-hint`} className={classes.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={classes.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The toast after a failed submit: the server's words where they tell the visitor more (closed job, reused upload, limits). */
function submitErrorMessage(error: unknown): string {
  if (error instanceof NetworkError) return error.message;
  if (error instanceof ApiError && error.hasServerMessage && [404, 409, 413, 429].includes(error.status))
    return error.message;
  return MESSAGES.errorSubmittingFormTryAgain;
}

/**
 * The job application form (SPEC §2): firstName, lastName, email,
 * mobileNumber, currentCTC, expectedCTC (a number or N/A), noticePeriod,
 * resume (PDF, at most 5 MB, uploaded straight to storage) and coverLetter.
 * Plain inputs: public pages do not load Mantine's components.
 */
export default function ApplyForm({ job }: { job: Pick<PublicJob, '_id' | 'title'> }) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState<null | 'uploading' | 'sending'>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [keys] = useState(submissionKeys);
  // A retry of the same file reuses its upload, so the retried application is the same submission.
  const [uploaded, setUploaded] = useState<{ file: File; resume: string } | null>(null);

  // A field's message goes once it is edited (as on the lead forms): a stale "Email is required."
  // under a typed address, or "Enter valid email" under an emptied field, misleads (issue 27, item 9).
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name;
    if (name)
      setErrors((current) => {
        if (!(name in current)) return current;
        const { [name]: _edited, ...rest } = current;
        return rest;
      });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const raw: Record<string, string> = {};
    data.forEach((value, key) => {
      if (typeof value === 'string') raw[key] = value;
    });
    const picked = data.get('resume');
    const file = picked instanceof File && picked.size > 0 ? picked : null;
    const found: FieldErrors = {};
    // The talent-pool box sends 'on' when ticked and nothing otherwise; the API takes a boolean.
    const talentPool = raw.talentPool === 'on';
    delete raw.talentPool;
    const parsed = detailsSchema.safeParse({ ...raw, talentPool });
    if (!parsed.success) Object.assign(found, fieldErrors(parsed.error));
    const resumeError = validateResumeFile(file);
    if (resumeError) found.resume = resumeError;
    if (!parsed.success || resumeError || !file) {
      setErrors(found);
      focusFirst(form, Object.keys(found));
      return;
    }
    setErrors({});
    try {
      setBusy('uploading');
      const resume = uploaded?.file === file ? uploaded.resume : await uploadResume(file);
      setUploaded({ file, resume });
      setBusy('sending');
      const body = { ...parsed.data, resume, appliedFor: job._id, website2: raw[HONEYPOT_FIELD] ?? '' };
      await applyForJob(body, keys.keyFor(body));
      keys.done();
      toast({ color: 'green', title: 'Success', message: MESSAGES.formSubmitted });
      setSentTo(parsed.data.email);
    } catch (error) {
      if (isAbortError(error)) return;
      if (error instanceof ResumeUploadError) {
        toast({ color: 'red', title: 'Error', message: MESSAGES.errorUploadingFile });
        return;
      }
      if (error instanceof ApiError && Object.keys(error.errors).length > 0) {
        setErrors(error.errors);
        focusFirst(form, Object.keys(error.errors));
      }
      toast({ color: 'red', title: 'Error', message: submitErrorMessage(error) });
    } finally {
      setBusy(null);
    }
  };

  if (sentTo !== null)
    return (
      <FormConfirmation
        status={CAREERS_MESSAGES.applicationSubmitted}
        next={nextSteps('application', { email: sentTo, jobTitle: job.title })}
        summary={[['Position', job.title]]}
        action={{ label: 'See all current openings', href: '/careers' }}
      />
    );

  const text = (name: string, label: string, type = 'text', autoComplete?: string) => (
    <Field name={name} label={label} required error={errors[name]}>
      {(props) => <input {...props} name={name} type={type} autoComplete={autoComplete} />}
    </Field>
  );
  const ctcHint = `Yearly amount in rupees, or ${CTC_NOT_APPLICABLE} if not applicable.`;
  return (
    // Named by the page's "Apply for <job title>" heading (the job page renders it around this form).
    <form
      noValidate
      onSubmit={onSubmit}
      onInput={onInput}
      onChange={onInput}
      aria-labelledby={APPLY_HEADING_ID}
      className={classes.form}
    >
      <p className={`${classes.hint} ${classes.wide}`}>{MESSAGES.requiredFieldsHint}</p>
      {text('firstName', 'First name', 'text', 'given-name')}
      {text('lastName', 'Last name', 'text', 'family-name')}
      {text('email', 'Email', 'email', 'email')}
      {text('mobileNumber', 'Mobile number', 'tel', 'tel')}
      <Field name="currentCTC" label="Current CTC" required error={errors.currentCTC} hint={ctcHint}>
        {(props) => (
          <input {...props} name="currentCTC" inputMode="text" placeholder="e.g. 6,00,000 or N/A" />
        )}
      </Field>
      <Field name="expectedCTC" label="Expected CTC" required error={errors.expectedCTC} hint={ctcHint}>
        {(props) => (
          <input {...props} name="expectedCTC" inputMode="text" placeholder="e.g. 8,00,000 or N/A" />
        )}
      </Field>
      <Field name="noticePeriod" label="Notice period" required error={errors.noticePeriod}>
        {(props) => (
          <select {...props} name="noticePeriod" defaultValue="">
            <option value="" disabled>
              Select your notice period
            </option>
            {NOTICE_PERIODS.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field name="resume" label="Resume (PDF, up to 5 MB)" required error={errors.resume}>
        {(props) => <input {...props} name="resume" type="file" accept={`${RESUME_MIME_TYPE},.pdf`} />}
      </Field>
      <Field name="coverLetter" label="Cover letter" error={errors.coverLetter} wide>
        {(props) => <textarea {...props} name="coverLetter" rows={5} />}
      </Field>
      <label className={`${classes.consent} ${classes.wide}`}>
        <input type="checkbox" name="talentPool" />
        {TALENT_POOL_CONSENT_LABEL}
      </label>
      <p className={`${classes.privacyNotice} ${classes.wide}`} data-testid="privacy-notice">
        {PRIVACY_NOTICES.application} <a href={PRIVACY_POLICY_PATH}>{PRIVACY_LINK_TEXT}</a>
      </p>
      <div aria-hidden="true" className={classes.trap}>
        <label>
          Leave this field empty
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <button type="submit" className={classes.submit} disabled={busy !== null}>
        {busy === 'uploading'
          ? 'Uploading resume...'
          : busy === 'sending'
            ? 'Submitting...'
            : 'Submit application'}
      </button>
    </form>
  );
}

function focusFirst(form: HTMLFormElement, names: string[]): void {
  for (const name of names) {
    const el = form.elements.namedItem(name);
    if (el instanceof HTMLElement) {
      el.focus();
      return;
    }
  }
}
