import { StaticIsland } from '../../components/island/static-island';
import { Container } from '../../components/ui/grid';
import { PageHeader } from '../../components/ui/page-header';
import ui from '../../components/ui/ui.module.css';
import { KEEP_APPLICATION_ISLAND } from '../islands';

/**
 * The talent-pool answer (issue 28), opened from the link in the mail sent
 * 30 days before an application is deleted: the site's nav and footer,
 * noindex (content/page-meta.ts); the island loads at once, as it reads the link.
 */
export default function KeepApplicationPage() {
  return (
    <>
      <PageHeader title="Keep your application" lead="Stay in Moondive's talent pool for other openings." />
      <Container narrow className={ui.section}>
        <StaticIsland island={KEEP_APPLICATION_ISLAND} />
      </Container>
    </>
  );
}
