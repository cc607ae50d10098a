import { StaticIsland } from '../../components/island/static-island';
import { Container } from '../../components/ui/grid';
import { PageHeader } from '../../components/ui/page-header';
import ui from '../../components/ui/ui.module.css';
import { LETS_CONNECT_PAGE } from '../../content/forms';
import { LETS_CONNECT_FORM_ISLAND } from '../islands';

/** Lets-connect: the project enquiry form (leads feature). */
export default function LetsConnectPage() {
  return (
    <>
      <PageHeader title={LETS_CONNECT_PAGE.heading} lead={LETS_CONNECT_PAGE.lead} />
      <Container narrow className={ui.section}>
        <StaticIsland island={LETS_CONNECT_FORM_ISLAND} />
      </Container>
    </>
  );
}
