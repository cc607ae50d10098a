import { PARTNER_LOGO_FRAME } from '@app/shared/pages/footer-page';
import { FOOTER_SEED } from '@app/shared/pages/seed/footer';

/**
 * The partners as the build prints them (the footer document's seed). The list
 * is a slot: the API fills it from the stored footer (shared/src/html/views/footer.ts
 * draws each item the same way: the logo in its frame, linked when the partner has a link).
 */
export function PartnerLogos({ slot, className }: { slot: string; className?: string }) {
  return (
    <ul className={className} data-slot={slot}>
      {FOOTER_SEED.partners.map((p) => {
        const logo = (
          <img
            src={p.logo}
            alt={p.name}
            width={PARTNER_LOGO_FRAME.width}
            height={PARTNER_LOGO_FRAME.height}
            loading="lazy"
            decoding="async"
            style={{ objectFit: 'contain' }}
          />
        );
        return (
          <li key={p.logo}>
            {p.link ? (
              <a href={p.link} rel="noopener noreferrer" target="_blank">
                {logo}
              </a>
            ) : (
              logo
            )}
          </li>
        );
      })}
    </ul>
  );
}
