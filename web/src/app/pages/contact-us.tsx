import { StaticIsland } from '../../components/island/static-island';
import { Container, Grid } from '../../components/ui/grid';
import { PageHeader } from '../../components/ui/page-header';
import ui from '../../components/ui/ui.module.css';
import { OFFICES } from '../../content/company';
import { CONTACT_PAGE, CONTACT_US_PAGE } from '../../content/forms';
import { CONTACT_FORM_ISLAND } from '../islands';

function Offices() {
  return (
    <section aria-labelledby="offices-heading">
      <h2 id="offices-heading" className={ui.cardTitle}>
        Our offices
      </h2>
      {OFFICES.map((office) => (
        <address key={office.city} className={`${ui.card} ${ui.office}`}>
          <strong>
            {office.city}, {office.country}
          </strong>
          <span>{office.lines.join(', ')}</span>
          <ul className={ui.linkList}>
            <li>
              <a href={`tel:${office.phone.replace(/\s+/g, '')}`}>Call {office.phone}</a>
            </li>
            <li>
              <a href={`mailto:${office.email}`}>Mail {office.email}</a>
            </li>
            <li>
              <a href={office.mapUrl} rel="noopener noreferrer" target="_blank">
                Open the {office.city} office in maps
              </a>
            </li>
          </ul>
        </address>
      ))}
    </section>
  );
}

/** /contact-us and /contact: the Contact Us form (leads feature) beside the offices. */
export default function ContactUsPage({ variant }: { variant: 'contact-us' | 'contact' }) {
  const page = variant === 'contact' ? CONTACT_PAGE : CONTACT_US_PAGE;
  return (
    <>
      <PageHeader title={page.heading} lead={page.lead} />
      <Container className={ui.section}>
        <Grid cols={2}>
          {variant === 'contact' ? <Offices /> : null}
          <section aria-label="Contact form">
            <StaticIsland island={CONTACT_FORM_ISLAND} />
          </section>
          {variant === 'contact-us' ? <Offices /> : null}
        </Grid>
      </Container>
    </>
  );
}
