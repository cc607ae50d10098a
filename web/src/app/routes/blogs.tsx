import { MESSAGES } from '@app/shared/messages';
import { Link } from 'react-router-dom';
import { PageLoader } from '../../components/page-loader';
import { CallToAction } from '../../components/ui/call-to-action';
import { Grid } from '../../components/ui/grid';
import { PageHeader } from '../../components/ui/page-header';
import { Section } from '../../components/ui/section';
import ui from '../../components/ui/ui.module.css';
import { BLOGS_PAGE } from '../../content/forms';
import { useBlogs } from '../../features/marketing/api/get-blogs';
import { BlogCard } from '../../features/marketing/components/blog-card';

const LATEST_COUNT = 3;

/** /blogs (latest articles) and /blogs/get-all-blogs (every article). */
export default function BlogsPage({ variant }: { variant: 'latest' | 'all' }) {
  const all = variant === 'all';
  // The latest view needs one more than it shows, to know whether to offer "View all".
  const state = useBlogs(all ? 9 : LATEST_COUNT + 1);
  const blogs = state.status === 'success' ? (all ? state.data : state.data.slice(0, LATEST_COUNT)) : [];
  return (
    <>
      <PageHeader
        title={all ? BLOGS_PAGE.allHeading : BLOGS_PAGE.heading}
        lead={all ? BLOGS_PAGE.allLead : BLOGS_PAGE.lead}
      />
      <Section id="articles" title={all ? 'Articles' : 'Latest Articles'}>
        {state.status === 'loading' ? <PageLoader list /> : null}
        {state.status !== 'loading' && blogs.length === 0 ? <p>{MESSAGES.noDataFound}</p> : null}
        <Grid cols={3}>
          {blogs.map((blog) => (
            <BlogCard key={blog._id} blog={blog} />
          ))}
        </Grid>
        {all && state.hasMore ? (
          <p>
            <button
              type="button"
              className={ui.buttonLink}
              onClick={state.loadMore}
              disabled={state.loadingMore}
            >
              {state.loadingMore ? 'Loading...' : 'Load more'}
            </button>
          </p>
        ) : null}
        {!all && state.status === 'success' && state.data.length > LATEST_COUNT ? (
          <p>
            <Link to="/blogs/get-all-blogs" className={ui.buttonLink}>
              View all blogs
            </Link>
          </p>
        ) : null}
      </Section>
      <CallToAction />
    </>
  );
}
