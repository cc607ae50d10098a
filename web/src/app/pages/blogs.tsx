import { BLOG_LIST_TEXTS } from '@app/shared/blog-lists';
import { MESSAGES } from '@app/shared/messages';
import { CallToAction } from '../../components/ui/call-to-action';
import { PageHeader } from '../../components/ui/page-header';
import { Section } from '../../components/ui/section';
import { BLOGS_PAGE } from '../../content/forms';
import '../site-classes';

/**
 * The blog lists: /blogs and its numbered pages, the tag and industry lists,
 * and /blogs/get-all-blogs. The API renders every one of them from this
 * page's template whenever posts change (services/src/static-pages/pages/blog-lists.ts);
 * the slots hold the heading, lead and the list with its page links.
 */
export default function BlogsPage({ variant }: { variant: 'latest' | 'all' }) {
  const all = variant === 'all';
  return (
    <>
      <PageHeader
        title={<span data-slot="heading">{all ? BLOGS_PAGE.allHeading : BLOGS_PAGE.heading}</span>}
        lead={<span data-slot="lead">{all ? BLOGS_PAGE.allLead : BLOGS_PAGE.lead}</span>}
      />
      <Section
        id="articles"
        title={<span data-slot="list-title">{all ? 'Articles' : BLOG_LIST_TEXTS.listTitle}</span>}
      >
        <div data-slot="blog-list">
          <p>{MESSAGES.noDataFound}</p>
        </div>
      </Section>
      <CallToAction />
    </>
  );
}
