import '../../components/rich-text-editor/rich-content.css';
import { MESSAGES } from '@app/shared/messages';
import { Section } from '../../components/ui/section';
import classes from '../../features/marketing/components/blog.module.css';
import { ShareButtons } from '../../features/marketing/components/share-buttons';
import '../site-classes';

/**
 * The template of a blog post's page (/blogs/:slug; SPEC §2): the API renders
 * each post into it when it is published (services/src/site/pages/blog-posts.ts):
 * meta line, title, tags, staff edit/delete, hero image, content and call to
 * action in `article`, related articles in `related`. Share buttons and copy
 * link work on any post (src/site/share.ts).
 */
export default function BlogPostTemplate() {
  return (
    <>
      <article className={classes.article}>
        <div data-slot="article" />
        <ShareButtons />
      </article>
      <Section id="related" title="Related Articles" muted>
        <div data-slot="related">
          <p>{MESSAGES.noRelatedArticles}</p>
        </div>
      </Section>
    </>
  );
}
