import { formatUsShortDate } from '@app/shared/dates';
import { LEGAL_SLOTS, type LegalPageId } from '@app/shared/pages/legal-page';
import { Container } from '../../components/ui/grid';
import { PageHeader } from '../../components/ui/page-header';
import ui from '../../components/ui/ui.module.css';
import { LEGAL_DOCUMENTS } from '../../content/legal';

function Sections({ sections }: { sections: (typeof LEGAL_DOCUMENTS)[LegalPageId]['sections'] }) {
  return sections.map((section) => (
    <section key={section.heading}>
      <h2 className={ui.cardTitle}>{section.heading}</h2>
      {section.paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
    </section>
  ));
}

/**
 * Privacy policy and terms and conditions (page documents, issue 31): the
 * introduction, "Last updated" and the prose are template slots the API fills
 * from the stored document; the generated blocks are built into the page.
 */
export default function LegalPage({ document }: { document: LegalPageId }) {
  const doc = LEGAL_DOCUMENTS[document];
  return (
    <>
      <PageHeader title={doc.heading} lead={doc.intro} leadSlot={LEGAL_SLOTS.intro}>
        <p className={ui.cardText} data-slot={LEGAL_SLOTS.updated}>
          Last updated <time dateTime={doc.updated}>{formatUsShortDate(doc.updated)}</time>
        </p>
      </PageHeader>
      <Container className={ui.section}>
        <div className={ui.prose}>
          <div data-slot={LEGAL_SLOTS.prose}>
            <Sections sections={doc.sections} />
          </div>
          <Sections sections={doc.generated} />
        </div>
      </Container>
    </>
  );
}
