/**
 * A month of planned social posts for a first start (issue 19): posted ones
 * in the last two weeks (with their live URLs and the visits and leads their
 * tagged links brought, counted into the analytics counters as the collector
 * would), one skipped, one falling due minutes after the start (so the first
 * sweep mails the admin), and scheduled posts and drafts for the next two
 * weeks, across the four networks and the site's blogs, case studies and
 * jobs. Fixed ids: an interrupted seed completes without duplicates.
 */

import type { Attribution } from '@app/shared/analytics';
import { addDays, analyticsDay } from '@app/shared/analytics-days';
import * as clock from '@app/shared/clock';
import { COMPANY } from '@app/shared/company';
import type { SocialNetwork } from '@app/shared/social';
import { attributionOf } from '@app/shared/traffic-source';
import { zonedInstant } from '@app/shared/zoned-time';
import { SOCIAL_PLANS as PLANS } from './seed-data/social-posts';
import { alreadyThere, seedOnce } from './seed-once';

const seedId = (i: number) => `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`;

export async function seedSocialPosts(author: string, now = clock.now()): Promise<void> {
  await seedOnce('social-posts-v1', async () => {
    const { linkOptions } = await import('../src/features/social-posts/social-links');
    const { createPost } = await import('../src/features/social-posts/social-post-service');
    const { addToCounter } = await import('../src/data/analytics-counters');
    const { pageviewIncrements, conversionIncrements } = await import('../src/lib/analytics/increments');
    const { seedLead } = await import('./seed-analytics');
    const options = {
      blog: await linkOptions('blog'),
      'case-study': await linkOptions('case-study'),
      job: await linkOptions('job'),
    };
    const used = { blog: 0, 'case-study': 0, job: 0 };
    for (const [i, plan] of PLANS.entries()) {
      // plan.hour is on the company's clock (Noida), `plan.days` company days from today.
      const at =
        plan.hour < 0
          ? new Date(now.getTime() + 2 * 60_000)
          : zonedInstant(
              addDays(analyticsDay(now), plan.days),
              `${String(plan.hour).padStart(2, '0')}:00`,
              COMPANY.timeZone,
            );
      const kind = plan.link.startsWith('/') ? 'url' : (plan.link as keyof typeof options);
      const option =
        kind === 'url' ? undefined : options[kind][used[kind]++ % Math.max(1, options[kind].length)];
      if (kind !== 'url' && !option) continue;
      const posted = plan.status === 'posted';
      try {
        const post = await createPost(
          {
            network: plan.network,
            text: plan.text,
            linkKind: kind,
            ...(kind === 'url' ? { linkUrl: plan.link } : { linkRef: option?.ref }),
            scheduledAt: at.toISOString(),
            status: plan.status as 'draft' | 'scheduled' | 'posted' | 'skipped',
            ...(plan.campaign ? { campaign: plan.campaign } : {}),
            ...(posted ? { postUrl: postUrlOf(plan.network, i) } : {}),
          },
          author,
          new Date(at.getTime() - 3 * 86_400_000),
          seedId(i),
        );
        if (!plan.brought) continue;
        // What the tagged link brought: visitors on three days, as the collector counts them.
        const url = new URL(post.taggedUrl);
        const landing = `${url.pathname}${url.search}`;
        const touch = {
          ...(attributionOf(landing, undefined) as Omit<Attribution, 'via'>),
          device: 'desktop',
          browser: 'Chrome',
          country: 'IN',
        };
        const [visitors, leads] = plan.brought;
        for (const [d, n] of visitors.entries()) {
          if (n === 0) continue;
          const day = analyticsDay(new Date(at.getTime() + d * 86_400_000));
          for (const [dim, value, metrics] of pageviewIncrements(touch.landingPage, touch))
            await addToCounter(day, dim, value, scale(metrics, n));
          // Each lead is stored too (Contact Leads shows it with its attribution), as the demo traffic's are.
          for (let lead = 0; d === 0 && lead < leads; lead++) {
            const attribution = { ...touch, via: 'landing' as const };
            for (const [dim, value, metrics] of conversionIncrements('contact', attribution))
              await addToCounter(day, dim, value, metrics);
            await seedLead('contact', new Date(at.getTime() + (lead + 1) * 3_600_000), attribution, i + lead);
          }
        }
      } catch (error) {
        if (!alreadyThere(error)) throw error;
      }
    }
  });
}

function scale(metrics: Record<string, number | undefined>, n: number) {
  return Object.fromEntries(Object.entries(metrics).map(([k, v]) => [k, (v ?? 0) * n]));
}

function postUrlOf(network: SocialNetwork, i: number): string {
  const n = 7_200_000_000_000_000_000n + BigInt(i) * 7_919n;
  if (network === 'linkedin') return `https://www.linkedin.com/feed/update/urn:li:activity:${n}/`;
  if (network === 'x') return `https://x.com/moondive/status/${n}`;
  if (network === 'facebook') return `https://www.facebook.com/moondive/posts/${n}`;
  return `https://www.instagram.com/p/Dm${i}Xq${i}Zr/`;
}
