import { FOOTER_SLOTS } from '@app/shared/pages/footer-page';
import { OFFICE_LINK_TEXT, officeSlot, telHref } from '@app/shared/pages/office-page';
import { Link } from 'react-router-dom';
import { COMPANY, OFFICES, SOCIAL_LINKS } from '../../content/company';
import { FOOTER_QUICK_LINKS, FOOTER_SERVICE_LINKS } from '../../content/navigation';
import type { LinkItem } from '../../content/types';
import classes from './layout.module.css';
import { PartnerLogos } from './partner-logos';
import { SocialIcon } from './social-icon';

const YEAR = new Date().getFullYear();

function LinkColumn({ heading, links }: { heading: string; links: readonly LinkItem[] }) {
  return (
    <nav aria-label={heading} className={classes.footerColumn}>
      <h2 className={classes.footerHeading}>{heading}</h2>
      <ul className={classes.footerList}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={classes.footerLink}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** SPEC §2 footer: tagline, social links, partner logos, quick links, service links, offices. */
export function SiteFooter() {
  return (
    <footer className={classes.footer}>
      <div className={classes.footerInner}>
        <div className={classes.footerGrid}>
          <div className={classes.footerColumn}>
            <img
              src={COMPANY.logo.src}
              alt={COMPANY.name}
              width={COMPANY.logo.width}
              height={COMPANY.logo.height}
            />
            {/* The tagline and each link's address are slots the API fills from the stored footer. */}
            <p className={classes.tagline} data-slot={FOOTER_SLOTS.tagline}>
              {COMPANY.tagline}
            </p>
            <ul className={classes.socialList}>
              {SOCIAL_LINKS.map((s) => (
                <li key={s.network}>
                  <a
                    href={s.href}
                    data-attr-slot={FOOTER_SLOTS.social(s.network)}
                    className={classes.socialLink}
                    aria-label={s.label}
                    rel="noopener noreferrer"
                    target="_blank"
                  >
                    <SocialIcon network={s.network} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <LinkColumn heading="Quick Links" links={FOOTER_QUICK_LINKS} />
          <LinkColumn heading="Services" links={FOOTER_SERVICE_LINKS} />
          <section aria-labelledby="footer-offices" className={classes.footerColumn}>
            <h2 id="footer-offices" className={classes.footerHeading}>
              Offices
            </h2>
            {OFFICES.map((office) => (
              // Address, phone and map link are slots the API fills from the stored office cards.
              <address key={office.id} className={classes.office}>
                <strong>{office.title}</strong>
                <span className={classes.officeLines} data-slot={officeSlot(office.id, 'footer', 'address')}>
                  {office.lines.map((line) => (
                    <span key={line}>{line}</span>
                  ))}
                </span>
                <span data-slot={officeSlot(office.id, 'footer', 'phone')}>
                  <a href={telHref(office.phone)} className={classes.footerLink}>
                    {OFFICE_LINK_TEXT.phone(office.phone)}
                  </a>
                </span>
                <a href={`mailto:${office.email}`} className={classes.footerLink}>
                  Mail {office.email}
                </a>
                <span data-slot={officeSlot(office.id, 'footer', 'map')}>
                  <a
                    href={office.mapUrl}
                    className={classes.footerLink}
                    rel="noopener noreferrer"
                    target="_blank"
                  >
                    {OFFICE_LINK_TEXT.map.footer(office.city)}
                  </a>
                </span>
              </address>
            ))}
            <Link to="/contact" className={classes.footerLink}>
              All contact options
            </Link>
          </section>
        </div>
        <section aria-labelledby="footer-partners" className={classes.partners}>
          <h2 id="footer-partners" className={classes.footerHeading}>
            Partners
          </h2>
          <PartnerLogos slot={FOOTER_SLOTS.partners} className={classes.partnerList} />
        </section>
        <p className={classes.copyright}>
          © {YEAR} {COMPANY.legalName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
