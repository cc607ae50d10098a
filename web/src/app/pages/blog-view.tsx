import '../../components/rich-text-editor/rich-content.css';
import { serialize } from '@app/shared/html/html';
import { blogArticle } from '@app/shared/html/views/blog';
import { MESSAGES } from '@app/shared/messages';
import type { PublicBlog } from '@app/shared/schemas/blog-publish';
import { useEffect, useRef } from 'react';
import { useContentFonts } from '../../components/rich-text-editor/use-content-fonts';
import { Section } from '../../components/ui/section';
import classes from '../../features/marketing/components/blog.module.css';
import { ShareButtons } from '../../features/marketing/components/share-buttons';
import { SITE_CLASSES } from '../site-classes';

/**
 * The template of a blog post's page (/blogs/:slug; SPEC §2): the API renders
 * each post into it when it is published (services/src/static-pages/pages/blog-posts.ts):
 * meta line, title, tags, staff edit/delete, hero image, content and call to
 * action in `article`, related articles in `related`. Share buttons and copy
 * link work on any post (src/site-script/share.ts).
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

/**
 * The blog editor's preview (features/blogs, composed in app/pages/admin):
 * the article the API renders into a post's page, from the same view
 * (shared/src/html/views/blog.ts) and classes, so the preview cannot drift
 * from the page. `shareUrl` is the post's future address (the share buttons
 * act only on the public page).
 */
export function BlogArticle({ blog }: { blog: PublicBlog; shareUrl: string }) {
  // The post's editor fonts, as the public page loads them (src/site-script/content-fonts.ts).
  useContentFonts(blog.content);
  const body = useRef<HTMLDivElement>(null);
  // The API's sanitiser makes code blocks focusable (they scroll in their own box); the editor's
  // unsaved output has not been through it yet, so the preview does the same here.
  // After every render: the HTML is replaced whenever the draft changes.
  useEffect(() => {
    for (const pre of Array.from(body.current?.querySelectorAll('pre') ?? [])) pre.tabIndex = 0;
  });
  return (
    <article className={classes.article}>
      <div
        ref={body}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the public page's own serializer (every value escaped); the body is the author's own editor output in their own browser, sanitised by the API when saved.
        dangerouslySetInnerHTML={{ __html: serialize(blogArticle(SITE_CLASSES, blog)) }}
      />
      <ShareButtons />
    </article>
  );
}
