import { SECTION_DEFS } from '@app/shared/site-sections';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import { SectionsScreen } from './sections-screen';

const DEFS = SECTION_DEFS.filter((d) => d.key === 'life.bootcamp');

/**
 * /admin/bootcamp: the training programme shown on Life at Moondive.
 * Applications are not a second pipeline: the block links to the careers
 * page, where the programme is an Internship opening that HR posts and whose
 * applicants HR reviews with every other application.
 */
export default function BootcampPage() {
  return (
    <SectionsScreen
      title="Bootcamp"
      intro={
        <>
          The programme block on Life at Moondive. Applicants apply to the Internship opening on the careers
          page; HR posts it at{' '}
          <Anchor component={Link} to="/admin/post-job">
            Post a Job
          </Anchor>{' '}
          and reviews applications in Job Queries.
        </>
      }
      defs={DEFS}
    />
  );
}
