import { describe, expect, it } from 'vitest';
import { checkSocialPost, type SocialPostFields } from './schemas/social-post';
import { charactersLeft, NETWORKS, overLimitMessage, postLength, shareIntent, taggedLink } from './social';

describe('share intents', () => {
  const text = 'Launch day: "MVP" in 6 weeks & <b>more</b> 🚀 #startups';
  const link = 'https://www.example.com/blogs/mvp?utm_source=x&utm_medium=social&utm_campaign=launch';

  it('LinkedIn: share-offsite with the encoded url only', () => {
    const url = new URL(shareIntent('linkedin', text, link) as string);
    expect(`${url.origin}${url.pathname}`).toBe('https://www.linkedin.com/sharing/share-offsite/');
    expect([...url.searchParams.keys()]).toEqual(['url']);
    expect(url.searchParams.get('url')).toBe(link);
    // The tagged link's own & and = are escaped, so its tags stay inside the url parameter.
    expect(shareIntent('linkedin', text, link)).toContain(
      'url=https%3A%2F%2Fwww.example.com%2Fblogs%2Fmvp%3Futm_source%3Dx%26',
    );
  });

  it('X: intent/post with the text and the url', () => {
    const url = new URL(shareIntent('x', text, link) as string);
    expect(`${url.origin}${url.pathname}`).toBe('https://x.com/intent/post');
    expect(url.searchParams.get('text')).toBe(text);
    expect(url.searchParams.get('url')).toBe(link);
  });

  it('Facebook: sharer.php with u', () => {
    const url = new URL(shareIntent('facebook', text, link) as string);
    expect(`${url.origin}${url.pathname}`).toBe('https://www.facebook.com/sharer/sharer.php');
    expect(url.searchParams.get('u')).toBe(link);
    expect([...url.searchParams.keys()]).toEqual(['u']);
  });

  it('Instagram has no web intent', () => {
    expect(shareIntent('instagram', text, link)).toBeNull();
  });
});

describe('taggedLink', () => {
  it('adds source, medium, campaign (the campaign, else the slug) and content (the slug)', () => {
    const tagged = new URL(
      taggedLink('https://www.example.com/careers/qa?ref=1', { network: 'linkedin', slug: 'qa-1a2b3c4d' }),
    );
    expect(Object.fromEntries(tagged.searchParams)).toEqual({
      ref: '1',
      utm_source: 'linkedin',
      utm_medium: 'social',
      utm_campaign: 'qa-1a2b3c4d',
      utm_content: 'qa-1a2b3c4d',
    });
    const withCampaign = new URL(
      taggedLink('https://www.example.com/?utm_source=old', {
        network: 'x',
        slug: 's-1',
        campaign: 'spring',
      }),
    );
    expect(withCampaign.searchParams.get('utm_source')).toBe('x');
    expect(withCampaign.searchParams.get('utm_campaign')).toBe('spring');
  });
});

describe('character limits', () => {
  it('counts code points, and on X the link as 23 plus a space', () => {
    expect(postLength('linkedin', '🚀ab')).toBe(3);
    expect(postLength('x', 'hello')).toBe(5 + 24);
    expect(charactersLeft('x', 'a'.repeat(256))).toBe(0);
    expect(charactersLeft('x', 'a'.repeat(257))).toBe(-1);
    expect(overLimitMessage('x', 'a'.repeat(258))).toBe(
      "The text is 2 characters over X's limit of 280 (the link counts as 23).",
    );
    expect(NETWORKS.instagram.limit).toBe(2200);
  });

  it('the schema rule refuses a post over its network limit and a posted one without its URL', () => {
    const issues: string[] = [];
    const base: SocialPostFields = {
      network: 'x',
      text: 'a'.repeat(257),
      linkKind: 'url',
      linkUrl: '/contact-us',
      scheduledAt: '2026-01-01T10:00:00.000Z',
      status: 'posted',
    };
    checkSocialPost(base, { addIssue: (i) => issues.push(`${i.path[0]}: ${i.message}`) });
    expect(issues).toEqual([
      "text: The text is 1 character over X's limit of 280 (the link counts as 23).",
      'postUrl: Add the URL of the live post to mark it posted.',
    ]);
    issues.length = 0;
    checkSocialPost(
      { ...base, text: 'ok', status: 'draft', linkUrl: '//evil.example/x' },
      {
        addIssue: (i) => issues.push(String(i.path[0])),
      },
    );
    expect(issues).toEqual(['linkUrl']);
  });
});
