import { describe, expect, it } from 'vitest';
import {
  blogFormSchema,
  blogSchema,
  countWords,
  readingTimeMinutes,
  recommendedBlogsQuerySchema,
  titleLengthHint,
  withMetaDefaults,
} from './blog';
import { validationErrors } from './issues';

const tags = (n: number) => Array.from({ length: n }, (_, i) => `tag${i + 1}`);

const valid = {
  title: 'How much does an MVP cost?',
  content: '<p>An MVP costs <strong>$15,000 to $30,000</strong>.</p>',
  industry: 'Technology',
  tags: ['mvp', 'startups'],
  slug: 'how-much-does-an-mvp-cost',
  heroImage: 'blogs/hero/abc.webp',
  heroImageAlt: 'A whiteboard sketch',
  ogImage: 'blogs/og/abc.webp',
};

describe('blogFormSchema', () => {
  it('accepts a minimal valid blog', () => {
    expect(blogFormSchema.safeParse(valid).success).toBe(true);
  });

  it('uses the spec messages for the required fields', () => {
    expect(validationErrors(blogFormSchema, { content: '<p><br></p>' })).toEqual({
      title: 'Title cannot be empty.',
      content: 'Content cannot be empty.',
      industry: 'Please select an industry.',
      tags: 'Add at least one tag.',
      slug: 'Invalid slug. Please enter a valid URL slug.',
      heroImage: 'Hero image must be uploaded first.',
      heroImageAlt: 'Hero image alt text is required.',
      ogImage: 'Open graph image must be uploaded first.',
    });
    expect(validationErrors(blogFormSchema, { ...valid, title: '   ' }).title).toBe('Title cannot be empty.');
  });

  it('accepts image-only content', () => {
    expect(blogFormSchema.safeParse({ ...valid, content: '<p><img src="x.png"></p>' }).success).toBe(true);
  });

  it('allows 10 tags and rejects 11', () => {
    expect(blogFormSchema.safeParse({ ...valid, tags: tags(10) }).success).toBe(true);
    expect(validationErrors(blogFormSchema, { ...valid, tags: tags(11) }).tags).toBe(
      'You cannot add more than 10 tags.',
    );
    expect(validationErrors(blogFormSchema, { ...valid, tags: [] }).tags).toBe('Add at least one tag.');
  });

  it('rejects duplicate and over-long tags', () => {
    expect(validationErrors(blogFormSchema, { ...valid, tags: ['MVP', 'mvp'] }).tags).toBe(
      'Each tag can only be added once.',
    );
    expect(validationErrors(blogFormSchema, { ...valid, tags: ['x'.repeat(51)] })['tags.0']).toBe(
      'Tag must be at most 50 characters.',
    );
  });

  it('reads multipart tags and cta', () => {
    const cta = {
      title: 'Talk to us',
      description: 'Free call',
      buttonText: 'Book',
      buttonLink: '/lets-connect',
    };
    const blog = blogFormSchema.parse({ ...valid, tags: '["a","b"]', cta: JSON.stringify(cta) });
    expect(blog.tags).toEqual(['a', 'b']);
    expect(blog.cta).toEqual(cta);
    expect(blogFormSchema.parse({ ...valid, tags: 'a, b ,c' }).tags).toEqual(['a', 'b', 'c']);
    expect(validationErrors(blogFormSchema, { ...valid, tags: '' }).tags).toBe('Add at least one tag.');
  });

  it.each(['Hello World', 'hello--world', '-hello', 'hello_world', ''])('rejects the slug %j', (slug) => {
    expect(validationErrors(blogFormSchema, { ...valid, slug }).slug).toBe(
      'Invalid slug. Please enter a valid URL slug.',
    );
  });

  it('requires every cta field when a cta is given', () => {
    expect(
      validationErrors(blogFormSchema, { ...valid, cta: { title: 'x', buttonLink: 'javascript:x' } }),
    ).toEqual({
      'cta.description': 'Call-to-action description is required.',
      'cta.buttonText': 'Button text is required.',
      'cta.buttonLink': 'Enter a valid URL or a path starting with /.',
    });
  });

  it('caps meta fields', () => {
    expect(validationErrors(blogFormSchema, { ...valid, metaDescription: 'x'.repeat(321) })).toEqual({
      metaDescription: 'Meta description must be at most 320 characters.',
    });
  });
});

describe('blog helpers', () => {
  it('fills meta defaults from the title and the first 170 characters', () => {
    const content = `<p>${'abcdefghij '.repeat(30)}</p>`;
    const blog = withMetaDefaults(blogFormSchema.parse({ ...valid, content }));
    expect(blog.metaTitle).toBe(valid.title);
    expect(blog.ogTitle).toBe(valid.title);
    expect(blog.metaDescription).toHaveLength(170);
    expect(
      withMetaDefaults({ ...blogFormSchema.parse(valid), metaDescription: 'Custom' }).metaDescription,
    ).toBe('Custom');
  });

  it('hints when the title is over 60 characters', () => {
    expect(titleLengthHint('x'.repeat(60))).toBeNull();
    expect(titleLengthHint('x'.repeat(61))).toBe('For best SEO, keep the title to 60 characters or fewer.');
  });

  it('counts words and reading time', () => {
    expect(countWords('<p>one two</p><p>three</p>')).toBe(3);
    expect(countWords('<p></p>')).toBe(0);
    expect(readingTimeMinutes(0)).toBe(1);
    expect(readingTimeMinutes(200)).toBe(1);
    expect(readingTimeMinutes(201)).toBe(2);
  });

  it('parses a stored blog and the recommended query', () => {
    expect(blogSchema.safeParse({ ...valid, _id: 'b1', wordCount: 9, readingTime: 1 }).success).toBe(true);
    expect(recommendedBlogsQuerySchema.safeParse({ currentBlogId: 'b1', industry: 'Finance' }).success).toBe(
      true,
    );
    expect(recommendedBlogsQuerySchema.safeParse({ currentBlogId: 'b1', industry: 'Space' }).success).toBe(
      false,
    );
  });
});
