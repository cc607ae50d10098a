import { DeferredIsland } from '../../components/island/deferred-island';
import { Container } from '../../components/ui/grid';
import { PageHeader } from '../../components/ui/page-header';
import ui from '../../components/ui/ui.module.css';
import { SCHEDULE_MEETING_PAGE } from '../../content/forms';
import { SCHEDULE_MEETING_FORM_ISLAND } from '../islands';

/** Schedule a meeting: the meeting request form (leads feature). */
export default function ScheduleMeetingPage() {
  return (
    <>
      <PageHeader title={SCHEDULE_MEETING_PAGE.heading} lead={SCHEDULE_MEETING_PAGE.lead} />
      <Container narrow className={ui.section}>
        {/* The slots come from the API, so this form loads once the page has loaded, not on first touch. */}
        <DeferredIsland island={SCHEDULE_MEETING_FORM_ISLAND} when="idle" />
      </Container>
    </>
  );
}
