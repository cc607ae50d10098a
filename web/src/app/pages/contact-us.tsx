import { StaticIsland } from '../../components/island/static-island';
import { OfficeCards } from '../../components/layout/office-cards';
import { Container, Grid } from '../../components/ui/grid';
import { PageHeader } from '../../components/ui/page-header';
import ui from '../../components/ui/ui.module.css';
import { CONTACT_PAGE, CONTACT_US_PAGE } from '../../content/forms';
import { CONTACT_FORM_ISLAND } from '../islands';

/** /contact-us and /contact: the Contact Us form (leads feature) beside the offices. */
export default function ContactUsPage({ variant }: { variant: 'contact-us' | 'contact' }) {
  const page = variant === 'contact' ? CONTACT_PAGE : CONTACT_US_PAGE;
  return (
    <>
      <PageHeader title={page.heading} lead={page.lead} />
      <Container className={ui.section}>
        <Grid cols={2}>
          {variant === 'contact' ? <OfficeCards /> : null}
          <section aria-label="Contact form">
            <StaticIsland island={CONTACT_FORM_ISLAND} />
          </section>
          {variant === 'contact-us' ? <OfficeCards /> : null}
        </Grid>
      </Container>
    </>
  );
}
