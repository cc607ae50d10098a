import { useParams } from 'react-router-dom';
import { JobDetail } from '../../features/careers/components/job-detail';
import { NotFoundRoute } from './not-found';

/**
 * /careers/:jobId. The page crawlers receive is the share-ready HTML the API
 * published (JobPosting JSON-LD, readable body); the SPA renders this over it.
 */
export default function JobDetailPage() {
  const { jobId = '' } = useParams();
  return <JobDetail jobId={jobId} notFound={<NotFoundRoute />} />;
}
