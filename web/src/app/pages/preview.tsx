import { StaticIsland } from '../../components/island/static-island';
import { Container } from '../../components/ui/grid';
import { PageHeader } from '../../components/ui/page-header';
import ui from '../../components/ui/ui.module.css';
import { DRAFT_PREVIEW_ISLAND } from '../islands';

/**
 * The share link of a draft (issue 31): noindex (content/page-meta.ts); the
 * island loads at once and puts the draft, as it will look, in this page's place.
 */
export default function PreviewPage() {
  return (
    <>
      <PageHeader title="Draft preview" lead="A draft shared by the Moondive team before it goes live." />
      <Container narrow className={ui.section}>
        <StaticIsland island={DRAFT_PREVIEW_ISLAND} />
      </Container>
    </>
  );
}
