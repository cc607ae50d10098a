import { StaticIsland } from '../../components/island/static-island';
import { Container } from '../../components/ui/grid';
import { PageHeader } from '../../components/ui/page-header';
import ui from '../../components/ui/ui.module.css';
import { MEETING_MANAGER_ISLAND } from '../islands';

/**
 * The visitor's own meeting, opened from the link in their mail
 * (/meeting#t=…): the site's nav and footer, noindex (content/page-meta.ts);
 * the island loads at once, as the page has nothing to show without it.
 */
export default function MeetingPage() {
  return (
    <>
      <PageHeader title="Your meeting" lead="See, move or cancel the call you booked with Moondive." />
      <Container narrow className={ui.section}>
        <StaticIsland island={MEETING_MANAGER_ISLAND} />
      </Container>
    </>
  );
}
