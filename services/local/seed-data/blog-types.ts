/** Shapes and markup of the demo blog posts (blogs.ts and blog-posts-*.ts). */
import type { Industry } from '@app/shared/constants';
import type { SceneName } from '../illustrations/scenes';

export type Block = string | ['h2' | 'h3' | 'quote' | 'code', string] | ['ul' | 'ol', string[]];

export interface DemoBlogSource {
  id: string;
  imageId: string;
  slug: string;
  title: string;
  industry: Industry;
  tags: string[];
  author: string;
  /** Days before the seed. */
  daysAgo: number;
  metaDescription: string;
  heroImageAlt: string;
  ogTitle: string;
  scene: SceneName;
  blocks: Block[];
  cta?: { title: string; description: string; buttonText: string; buttonLink: string };
}

export interface DemoBlog extends Omit<DemoBlogSource, 'blocks' | 'daysAgo'> {
  publishAt: string;
  content: string;
}

const escapeCode = (code: string) => code.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Blocks to the editor's HTML. Prose is trusted demo text and may hold <strong>, <em> and <code>. */
export function blocksToHtml(blocks: Block[]): string {
  return blocks
    .map((b) => {
      if (typeof b === 'string') return `<p>${b}</p>`;
      const [kind, value] = b;
      if (kind === 'h2' || kind === 'h3') return `<${kind}>${value}</${kind}>`;
      if (kind === 'quote') return `<blockquote><p>${value}</p></blockquote>`;
      if (kind === 'code') return `<pre><code>${escapeCode(value as string)}</code></pre>`;
      return `<${kind}>${(value as string[]).map((li) => `<li>${li}</li>`).join('')}</${kind}>`;
    })
    .join('');
}

export const CONTACT_CTA = {
  title: 'Planning something similar?',
  description:
    'Tell us about your product and we will suggest a plan, a team and a budget. We reply within one business day.',
  buttonText: "Let's Connect",
  buttonLink: '/lets-connect',
};
