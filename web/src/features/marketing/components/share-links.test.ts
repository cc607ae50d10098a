import { SHARE_POPUP } from '@app/shared/constants';
import { describe, expect, it } from 'vitest';
import { popupFeatures, SHARE_NETWORKS, shareUrl } from './share-links';

describe('share links', () => {
  it('offers Facebook, Twitter, LinkedIn and Instagram', () => {
    expect(SHARE_NETWORKS.map((n) => n.label)).toEqual(['Facebook', 'Twitter', 'LinkedIn', 'Instagram']);
  });

  it('puts the encoded article URL in each share link', () => {
    const url = 'https://www.example.com/blogs/a b';
    expect(shareUrl('facebook', url, 'T')).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwww.example.com%2Fblogs%2Fa%20b',
    );
    expect(shareUrl('twitter', url, 'A & B')).toContain('&text=A%20%26%20B');
    expect(shareUrl('linkedin', url, 'T')).toContain('share-offsite/?url=https%3A%2F%2F');
  });

  it('opens a 600x400 popup centred on the window (SPEC §9)', () => {
    expect(SHARE_POPUP).toEqual({ width: 600, height: 400 });
    expect(popupFeatures(100, 50, 1400, 900)).toBe(
      'popup=yes,width=600,height=400,left=500,top=300,noopener,noreferrer',
    );
  });
});
