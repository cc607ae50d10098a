import type { SocialPost } from '@app/shared/schemas/social-post';
import { describe, expect, it } from 'vitest';
import { socialDueMail } from './social-due-mail';

const post: SocialPost = {
  id: '00000000-0000-4000-8000-000000000008',
  slug: 'how-to-scope-an-mvp-00000008',
  version: 1,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  author: 'writer@example.com',
  network: 'facebook',
  text: 'New on the blog: how to scope an MVP.',
  linkKind: 'blog',
  linkRef: 'how-to-scope-an-mvp',
  scheduledAt: '2026-11-24T04:30:00.000Z',
  status: 'scheduled',
  taggedUrl: 'https://site.example.com/blogs/how-to-scope-an-mvp?utm_source=facebook',
  preview: null,
};

describe('social due mail', () => {
  it('says when the post was planned in the company zone by its readable name, not the IANA id', () => {
    const mail = socialDueMail(post, 'https://site.example.com');
    expect(mail.text).toContain('Scheduled: Nov 24, 2026, 10:00 AM India Standard Time (Kolkata)');
    expect(mail.text).not.toContain('Asia/Kolkata');
  });
});
