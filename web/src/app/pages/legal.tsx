import { formatUsShortDate } from '@app/shared/dates';
import { Container } from '../../components/ui/grid';
import { PageHeader } from '../../components/ui/page-header';
import ui from '../../components/ui/ui.module.css';
import { PRIVACY_POLICY, TERMS_AND_CONDITIONS } from '../../content/legal';

const DOCUMENTS = { privacy: PRIVACY_POLICY, terms: TERMS_AND_CONDITIONS } as const;

/** Privacy policy and terms and conditions. */
export default function LegalPage({ document }: { document: keyof typeof DOCUMENTS }) {
  const doc = DOCUMENTS[document];
  return (
    <>
      <PageHeader title={doc.heading} lead={doc.intro}>
        <p className={ui.cardText}>
          Last updated <time dateTime={doc.updated}>{formatUsShortDate(doc.updated)}</time>
        </p>
      </PageHeader>
      <Container className={ui.section}>
        <div className={ui.prose}>
          {doc.sections.map((section) => (
            <section key={section.heading}>
              <h2 className={ui.cardTitle}>{section.heading}</h2>
              {section.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </section>
          ))}
        </div>
      </Container>
    </>
  );
}
