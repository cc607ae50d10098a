/**
 * Demo blog posts with hero and open graph images (drawn illustrations,
 * rasterised to PNG, uploaded to the media bucket under media/blog/). Their
 * pages, the lists, sitemap and feed are rendered by the stack's start (site
 * maintenance, deploy mode).
 */
import { illustrationPng } from './illustrations/render';
import { demoBlogs } from './seed-data/blogs';
import { seedImage } from './seed-image-job';
import { alreadyThere, seedOnce } from './seed-once';

export async function seedBlogs(): Promise<void> {
  const { claimSlug, putNewBlog } = await import('../src/data/blog');
  const { countWords, readingTimeMinutes } = await import('@app/shared/schemas/blog');

  await seedOnce('blogs-v1', async () => {
    for (const demo of demoBlogs()) {
      const owner = `blog#${demo.id}`;
      const heroImage = `/media/blog/${demo.imageId}.png`;
      const ogImage = `/media/blog/${demo.imageId.replace('-8000-', '-9000-')}.png`;
      await seedImage(heroImage, illustrationPng(demo.scene, 760, 428), 'image/png', owner);
      await seedImage(ogImage, illustrationPng(demo.scene, 1200, 630), 'image/png', owner);
      const wordCount = countWords(demo.content);
      try {
        await claimSlug(demo.slug, demo.id);
        await putNewBlog({
          _id: demo.id,
          title: demo.title,
          content: demo.content,
          industry: demo.industry,
          tags: demo.tags,
          slug: demo.slug,
          metaTitle: demo.title,
          metaDescription: demo.metaDescription,
          heroImage,
          heroImageAlt: demo.heroImageAlt,
          featuredImage: heroImage,
          ogImage,
          ogTitle: demo.ogTitle,
          ...(demo.cta ? { cta: demo.cta } : {}),
          author: demo.author,
          wordCount,
          readingTime: readingTimeMinutes(wordCount),
          status: 'published',
          version: 1,
          publishAt: demo.publishAt,
          createdAt: demo.publishAt,
          updatedAt: demo.publishAt,
        });
      } catch (error) {
        if (!alreadyThere(error)) throw error;
      }
    }
  });
}
