import { experienceLabel, textToList } from '@app/shared/careers';
import type { JobView, PublicJob } from '@app/shared/schemas/careers-admin';

/**
 * A job as the careers pages show it (SPEC §3 "Job opening"): the post's
 * jobDescription (sanitised HTML) is the PositionOverview; qualifications,
 * keyResponsibilities and preferredSkills become lists; the experience range
 * becomes the free-text Experience label. HR-only fields (note) stay out.
 */
export function toPublicJob(job: JobView): PublicJob {
  return {
    _id: job._id,
    title: job.jobTitle,
    category: job.category,
    experience: experienceLabel(job.experienceMin, job.experienceMax),
    deadline: job.deadline,
    JobDescription: {
      PositionOverview: job.jobDescription,
      KeyResponsibilities: textToList(job.keyResponsibilities),
      Qualifications: textToList(job.qualifications),
      PreferredSkills: textToList(job.preferredSkills),
    },
    location: job.location,
    jobType: job.jobType,
    schedule: job.schedule,
    jobLevel: job.jobLevel,
    education: job.education,
    numberOfOpenings: job.numberOfOpenings,
    salaryMin: job.salaryMin,
    salaryMax: job.salaryMax,
    ...(job.supplementalPay ? { supplementalPay: job.supplementalPay } : {}),
    ...(job.benefits ? { benefits: job.benefits } : {}),
    datePosted: job.createdAt,
    status: job.displayStatus,
  };
}
