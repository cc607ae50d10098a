import { JOB_POST_DEFAULTS, MESSAGES } from '@app/shared/constants';
import type { JobView } from '@app/shared/schemas/careers-admin';
import type { FieldErrors } from '@app/shared/schemas/issues';

/** The post-job form's state: what the Mantine inputs hold (numbers may be '' while typing). */
export interface JobFormValues {
  jobTitle: string;
  numberOfOpenings: number | string;
  category: string | null;
  experienceMin: number | string;
  experienceMax: number | string;
  location: string[];
  jobType: string | null;
  schedule: string | null;
  salaryMin: number | string;
  salaryMax: number | string;
  education: string | null;
  jobLevel: string | null;
  supplementalPay: string;
  benefits: string;
  jobDescription: string;
  qualifications: string;
  keyResponsibilities: string;
  preferredSkills: string;
  note: string;
  deadline: string | null;
}

/** SPEC §9 defaults: one opening, 0 to 1 years of experience. */
export const EMPTY_JOB_FORM: JobFormValues = {
  jobTitle: '',
  numberOfOpenings: JOB_POST_DEFAULTS.numberOfOpenings,
  category: null,
  experienceMin: JOB_POST_DEFAULTS.experienceMin,
  experienceMax: JOB_POST_DEFAULTS.experienceMax,
  location: [],
  jobType: null,
  schedule: null,
  salaryMin: '',
  salaryMax: '',
  education: null,
  jobLevel: null,
  supplementalPay: '',
  benefits: '',
  jobDescription: '',
  qualifications: '',
  keyResponsibilities: '',
  preferredSkills: '',
  note: '',
  deadline: null,
};

export function valuesFromJob(job: JobView): JobFormValues {
  return {
    ...EMPTY_JOB_FORM,
    jobTitle: job.jobTitle,
    numberOfOpenings: job.numberOfOpenings,
    category: job.category,
    experienceMin: job.experienceMin,
    experienceMax: job.experienceMax,
    location: [...job.location],
    jobType: job.jobType,
    schedule: job.schedule,
    salaryMin: job.salaryMin,
    salaryMax: job.salaryMax,
    education: job.education,
    jobLevel: job.jobLevel,
    supplementalPay: job.supplementalPay ?? '',
    benefits: job.benefits ?? '',
    jobDescription: job.jobDescription,
    qualifications: job.qualifications,
    keyResponsibilities: job.keyResponsibilities ?? '',
    preferredSkills: job.preferredSkills ?? '',
    note: job.note ?? '',
    deadline: job.deadline,
  };
}

/** What the shared schema reads: empty selects are missing, numbers stay as typed (the schema reads '1,20,000'). */
export function schemaInput(values: JobFormValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) out[key] = value === null ? undefined : value;
  return out;
}

/** A typed number ('1,20,000' or 120000), or null while empty or not a number. */
export const numberValue = (v: number | string): number | null => {
  if (typeof v === 'number') return v;
  const text = v.replace(/,/g, '').trim();
  return text === '' || Number.isNaN(Number(text)) ? null : Number(text);
};

/**
 * zod runs the cross-field rules only once every field is valid; the form
 * shows them at once, next to the other messages.
 */
export function rangeErrors(values: JobFormValues): FieldErrors {
  const out: FieldErrors = {};
  const [sMin, sMax] = [numberValue(values.salaryMin), numberValue(values.salaryMax)];
  const [eMin, eMax] = [numberValue(values.experienceMin), numberValue(values.experienceMax)];
  if (sMin !== null && sMax !== null && sMin > sMax) out.salaryMax = MESSAGES.salaryRange;
  if (eMin !== null && eMax !== null && eMin > eMax) out.experienceMax = MESSAGES.experienceRange;
  return out;
}
