import { formatUsShortDate } from '@app/shared/dates';
import type { BlogSummary } from '@app/shared/schemas/blog-publish';
import { Link } from 'react-router-dom';
import ui from '../../../components/ui/ui.module.css';
import classes from './blog.module.css';

export const BLOG_CARD_IMAGE = { width: 480, height: 270 } as const;

/** A blog in a list: image, industry, title (the link), date and reading time. */
export function BlogCard({ blog, headingLevel = 3 }: { blog: BlogSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={ui.card}>
      <img
        src={blog.featuredImage || blog.heroImage}
        alt={blog.heroImageAlt}
        {...BLOG_CARD_IMAGE}
        loading="lazy"
        decoding="async"
        className={classes.cardImage}
      />
      <p className={ui.eyebrow}>{blog.industry}</p>
      <Heading className={ui.cardTitle}>
        <Link to={`/blogs/${blog.slug}`} className={classes.cardLink}>
          {blog.title}
        </Link>
      </Heading>
      <p className={ui.cardText}>{blog.metaDescription}</p>
      <p className={classes.meta}>
        <time dateTime={blog.publishAt}>{formatUsShortDate(blog.publishAt)}</time>
        {' · '}
        {blog.readingTime} min read
      </p>
    </article>
  );
}
