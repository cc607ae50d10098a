import { SHARE_POPUP } from '@app/shared/constants';

export type ShareNetwork = 'facebook' | 'twitter' | 'linkedin' | 'instagram';

export const SHARE_NETWORKS: ReadonlyArray<{ network: ShareNetwork; label: string }> = [
  { network: 'facebook', label: 'Facebook' },
  { network: 'twitter', label: 'Twitter' },
  { network: 'linkedin', label: 'LinkedIn' },
  { network: 'instagram', label: 'Instagram' },
];

/** The share page of each network for `url`. Instagram has no web share link, so it opens Instagram itself. */
export function shareUrl(network: ShareNetwork, url: string, title: string): string {
  const u = encodeURIComponent(url);
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case 'instagram':
      return 'https://www.instagram.com/';
  }
}

/** window.open features for the 600x400 share popup (SPEC §9), centred on the current window. */
export function popupFeatures(
  screenLeft: number,
  screenTop: number,
  outerWidth: number,
  outerHeight: number,
): string {
  const { width, height } = SHARE_POPUP;
  const left = Math.max(0, Math.round(screenLeft + (outerWidth - width) / 2));
  const top = Math.max(0, Math.round(screenTop + (outerHeight - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top},noopener,noreferrer`;
}

export function openSharePopup(network: ShareNetwork, url: string, title: string): void {
  window.open(
    shareUrl(network, url, title),
    `share-${network}`,
    popupFeatures(window.screenX, window.screenY, window.outerWidth, window.outerHeight),
  );
}
