/** Public paths of stored content, for the share-ready pages, sitemaps and the social planner's links. */
export const blogPath = (slug: string) => `/blogs/${slug}`;
export const caseStudyPath = (slug: string) => `/case-study/${slug}`;
