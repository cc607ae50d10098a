import { StaticIsland } from '../../components/island/static-island';
import { OfficeCards } from '../../components/layout/office-cards';
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
        <StaticIsland island={SCHEDULE_MEETING_FORM_ISLAND} />
        <div className={ui.officesBelow}>
          <OfficeCards />
        </div>
      </Container>
    </>
  );
}
