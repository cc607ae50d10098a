/** Demo blog post: fast online stores (see blogs.ts). */
import { CONTACT_CTA, type DemoBlogSource } from './blog-types';

export const POSTS_SPEED: DemoBlogSource[] = [
  {
    id: 'demo-blog-ecommerce-speed',
    imageId: '0b1f0000-0000-4000-8000-000000000006',
    slug: 'why-fast-stores-sell-more',
    title: 'Why fast online stores sell more',
    industry: 'E-commerce',
    tags: ['Performance', 'E-commerce', 'Web', 'UX'],
    author: 'Daniel Brooks',
    daysAgo: 34,
    metaDescription:
      'Every second of load time costs conversions. Where online stores lose speed, and the fixes that pay back first: images, scripts and checkout.',
    heroImageAlt: 'A storefront window with product cards next to a speed gauge and a shopping cart',
    ogTitle: 'Fast stores sell more',
    scene: 'blog-speed',
    cta: CONTACT_CTA,
    blocks: [
      'Shoppers do not wait. On a phone, on a train, with one bar of signal, a product page that takes four seconds to show its main image has already lost a share of the people who tapped on it. Study after study finds the same shape: conversion falls as load time rises, and it falls fastest on mobile, which is where most shoppers now are.',
      'We recently redesigned the storefront of ShopNest, a home goods store whose mobile visitors converted at half the rate of desktop ones. The largest contentful paint on product pages went from 4.1 seconds to 1.6, checkout went from six steps to three, and mobile conversion rose 18%. Here is where the time went, and what paid back first.',
      ['h2', 'Measure what shoppers feel'],
      'Start with field data from real visitors, not a lab score from a fast laptop. The three Core Web Vitals are a good summary of what a shopper feels: how soon the main content appears (largest contentful paint), how quickly the page answers a tap (interaction to next paint), and whether things jump around while loading (cumulative layout shift).',
      [
        'ul',
        [
          '<strong>LCP</strong> under 2.5 seconds at the 75th percentile of mobile visits.',
          '<strong>INP</strong> under 200 milliseconds.',
          '<strong>CLS</strong> under 0.1, so the “Add to cart” button does not move under a thumb.',
        ],
      ],
      ['h2', 'Images: the biggest, easiest win'],
      'On most product pages the largest element is the hero image, and it is usually far larger than the screen showing it. Serve each device an image sized for it, in a modern format, and tell the browser early that this image matters.',
      [
        'code',
        `<img
  src="/images/lamp-800.avif"
  srcset="/images/lamp-400.avif 400w, /images/lamp-800.avif 800w, /images/lamp-1600.avif 1600w"
  sizes="(max-width: 600px) 100vw, 50vw"
  width="800" height="800"
  fetchpriority="high"
  alt="Brass desk lamp with a linen shade">`,
      ],
      'The width and height attributes reserve space so nothing shifts when the image arrives. Images further down the page should load lazily; the hero image must not.',
      ['h2', 'Third-party scripts: the slow leak'],
      'Stores accumulate scripts: analytics, two chat widgets, three marketing pixels, a review widget, an A/B testing tool and a heat map someone installed for one campaign. Each one is small; together they block the main thread exactly when the shopper is trying to tap. ShopNest had 23 third-party scripts. We removed the ones nobody used, moved the rest after the first interaction, and ended with nine.',
      ['h3', 'A script audit in an afternoon'],
      [
        'ol',
        [
          'List every third-party script and who in the company owns it.',
          'Remove any script without an owner or a report someone reads.',
          'Load the rest after the page is interactive, or on the pages that need them.',
          'Set a budget, such as 100 KB of third-party JavaScript, and check it on every release.',
        ],
      ],
      ['h2', 'Checkout: speed is also fewer steps'],
      'Performance is not only milliseconds. A checkout that asks a first-time shopper to create an account before paying is slow in the way that matters most. ShopNest’s redesign offered guest checkout, filled the address from the postcode, put wallet payments first and cut the flow from six steps to three. No single page got much faster; the purchase did.',
      ['h2', 'Keep it fast'],
      'Speed decays. A new campaign adds a script, a new banner adds an uncompressed image, and a year later the store is slow again. The cure is a budget in the build: if a page’s JavaScript or image weight goes over its limit, the release fails and someone decides whether the new thing is worth the cost. We set those budgets for ShopNest and check them on every deploy.',
      ['h2', 'Fonts, layout and the small things'],
      'Custom fonts that block text until they download leave shoppers staring at an empty page; use system fonts for body text or let the browser show a fallback first. Reserve space for banners and reviews that load later, so the page does not jump. Keep the first screen free of pop-ups: a newsletter modal that covers the product a shopper came to see is the slowest page element of all. None of these changes is large, but together they decide whether a page feels instant or merely fast.',
      ['h2', 'Test changes, do not guess'],
      'Every change in the redesign shipped behind an A/B test, so each one proved its value before it stayed. Some did not: a sticky “Buy now” bar that looked like a sure win made no difference and was removed. Faster pages, the shorter checkout and clearer product photos did, and together they account for the 18%.',
      ['quote', 'The fastest way to sell more is often to make the shopper wait less.'],
      'If your store feels slow on a phone, it probably is. We can measure it with your real visitors and show you where the first second goes.',
    ],
  },
];
