/**
 * "Time to post": the mail the sweep sends a post's author when the post is
 * due. Publishing through the networks' APIs is an extension point
 * (docs/architecture.md, "Social posts"); until a company connects one, the
 * author posts by hand with one click: the text, the UTM-tagged link and the
 * network's share intent (LinkedIn, X, Facebook), or for Instagram, which has
 * no web intent, the text to copy and the image to download.
 */
import { COMPANY } from '@app/shared/company';
import type { SocialPost } from '@app/shared/schemas/social-post';
import { NETWORKS, shareIntent } from '@app/shared/social';
import { readableZoneName } from '@app/shared/time-zones';
import { formatZoned } from '@app/shared/zoned-time';
import type { MailMessage } from '../lib/mail';
import { renderMail } from './mail-layout';

const PLANNER_PATH = '/admin/social-media';

/** The post's time as the company reads it, e.g. "Nov 24, 2026, 10:00 AM India Standard Time (Kolkata)". */
function scheduledText(iso: string): string {
  const at = new Date(iso);
  const zone = COMPANY.timeZone;
  return `${formatZoned(at, zone, { dateStyle: 'medium', timeStyle: 'short' })} ${readableZoneName(zone, at)}`;
}

/** First words of the text for the subject, on one line. */
function gist(text: string, max = 60): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

export function socialDueMail(post: SocialPost, siteUrl: string): MailMessage {
  const network = NETWORKS[post.network];
  const intent = shareIntent(post.network, post.text, post.taggedUrl);
  const image = post.preview?.image;
  const planner = new URL(PLANNER_PATH, siteUrl);
  planner.searchParams.set('post', post.id);
  const instagram = post.network === 'instagram';
  const content = renderMail({
    preheader: `Your ${network.label} post is due: ${gist(post.text, 80)}`,
    heading: `Time to post on ${network.label}`,
    paragraphs: [
      instagram
        ? 'Instagram has no web share link: copy the text below, download the image, and post both from the Instagram app.'
        : `Your post planned for ${network.label} is due. Use the button to open ${network.label} with the link ready, and paste the text below.`,
    ],
    rows: [
      ['Text', post.text],
      ['Link (tagged)', post.taggedUrl],
      ['Campaign', post.campaign ?? post.slug],
      ['Image', image],
      ['Scheduled', scheduledText(post.scheduledAt)],
    ],
    button: intent
      ? { label: `Share on ${network.label}`, href: intent }
      : image
        ? { label: 'Download the image', href: image }
        : undefined,
    after: [
      ...(instagram && !image ? ['This post has no image yet: Instagram needs one.'] : []),
      `Once it is live, open the planner and mark it posted with the post's URL: ${planner.toString()}`,
    ],
    signature: { closing: '', name: `${COMPANY.name} website`, role: 'Social media planner', lines: [] },
    reason: `You get this because you planned this ${network.label} post in the admin area.`,
  });
  return {
    to: [post.author],
    subject: `Time to post on ${network.label}: ${gist(post.text)}`,
    ...content,
  };
}
