import { OFFICE_LINK_TEXT, officeSlot, telHref } from '@app/shared/pages/office-page';
import { OFFICES } from '../../content/company';
import ui from '../ui/ui.module.css';

/**
 * The offices' contact cards (contact and booking pages). The address, phone
 * and map link are slots the API fills from the stored cards (page documents
 * `office-<id>`), so a saved card reaches the page without a deploy.
 */
export function OfficeCards() {
  return (
    <section aria-labelledby="offices-heading">
      <h2 id="offices-heading" className={ui.cardTitle}>
        Our offices
      </h2>
      {OFFICES.map((office) => (
        <address key={office.id} className={`${ui.card} ${ui.office}`}>
          <strong>{office.title}</strong>
          <span data-slot={officeSlot(office.id, 'card', 'address')}>{office.lines.join(', ')}</span>
          <ul className={ui.linkList}>
            <li data-slot={officeSlot(office.id, 'card', 'phone')}>
              <a href={telHref(office.phone)}>{OFFICE_LINK_TEXT.phone(office.phone)}</a>
            </li>
            <li>
              <a href={`mailto:${office.email}`}>Mail {office.email}</a>
            </li>
            <li data-slot={officeSlot(office.id, 'card', 'map')}>
              <a href={office.mapUrl} rel="noopener noreferrer" target="_blank">
                {OFFICE_LINK_TEXT.map.card(office.city)}
              </a>
            </li>
          </ul>
        </address>
      ))}
    </section>
  );
}
