/**
 * The public blog lists the API prerenders (our design, issue 16): /blogs
 * and its numbered pages, a list per tag and per industry, each paged the
 * same way. Tags are free text, so their URL is their slug; tags whose slugs
 * match share one list, and a tag with no letters or digits has none.
 */
import { slugify } from './slug';

/** Posts per list page (three rows of three on a wide screen). */
export const BLOG_LIST_PAGE_SIZE = 9;
/** Lists stop after this many pages (older posts stay in the sitemap and the feed). */
export const BLOG_LIST_MAX_PAGES = 200;
/** Posts in the RSS feed (/blogs/rss.xml): the newest live ones. */
export const RSS_ITEMS = 20;

export const BLOGS_PATH = '/blogs';
/** SPEC §2's second list route: the same list as /blogs, whose canonical URL it names. */
export const ALL_BLOGS_PATH = '/blogs/get-all-blogs';

/** Slugs a post cannot take: their /blogs/<slug> address is a page of the site. */
export const RESERVED_BLOG_SLUGS: readonly string[] = ['get-all-blogs'];
/** ours */
export const RESERVED_SLUG_MESSAGE =
  'That slug is the address of another page of the site. Please choose another.';

export const tagListPath = (tag: string): string | null => {
  const slug = slugify(tag);
  return slug ? `/blogs/tag/${slug}` : null;
};

export const industryListPath = (industry: string): string => `/blogs/industry/${slugify(industry)}`;

/** Page `n` (1-based) of the list at `base`: the base itself, then `<base>/page/<n>`. */
export const listPagePath = (base: string, n: number): string => (n <= 1 ? base : `${base}/page/${n}`);

/** Texts of the lists (the build's /blogs page and the API's list pages share them). */
export const BLOG_LIST_TEXTS = {
  title: 'Blogs',
  heading: 'Blogs',
  lead: 'Practical notes on building products: MVPs, design, cloud, data and AI.',
  description:
    'Practical articles on building software products: scoping MVPs, design, cloud, data analytics and AI.',
  listTitle: 'Latest Articles',
  allHeading: 'All Blogs',
  allLead: 'Every article we have published, newest first.',
  allDescription:
    'Browse every Moondive article on MVPs, product design, cloud engineering, data analytics and AI, newest first.',
  tagHeading: (tag: string) => `Articles tagged “${tag}”`,
  tagLead: (tag: string) => `Every Moondive article tagged “${tag}”, newest first.`,
  industryHeading: (industry: string) => `${industry} articles`,
  industryLead: (industry: string) => `Moondive articles about software for ${industry}, newest first.`,
} as const;
