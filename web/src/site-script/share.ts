import { MESSAGES } from '@app/shared/messages';
import { openSharePopup, type ShareNetwork } from '../features/marketing/components/share-links';
import { toast } from '../lib/toast';

/** The address being shared: the page's canonical URL (no tracking query), else the current one. */
function pageUrl(doc: Document): string {
  return doc.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? doc.location.href;
}

function pageTitle(doc: Document): string {
  return doc.querySelector('h1')?.textContent?.trim() || doc.title;
}

async function copyLink(url: string, copied: string = MESSAGES.urlCopied): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toast({ color: 'green', message: copied });
  } catch (error) {
    console.error('Could not copy the link', error);
    toast({ color: 'red', message: 'Could not copy the link. Copy it from the address bar.' });
  }
}

/** SPEC §2: share to Facebook, Twitter, LinkedIn, Instagram (600x400 popup; the link copied too) and copy link. */
export function initShare(doc: Document = document): void {
  doc.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    const share = target?.closest?.<HTMLElement>('[data-share]');
    if (share) {
      const network = share.dataset.share as ShareNetwork;
      openSharePopup(network, pageUrl(doc), pageTitle(doc));
      // Instagram takes no link to share: the popup opens Instagram (SPEC), and the post's address
      // is copied, ready to paste there.
      if (network === 'instagram') void copyLink(pageUrl(doc), MESSAGES.instagramLinkReady);
    } else if (target?.closest?.('[data-copy-link]')) void copyLink(pageUrl(doc));
  });
}
