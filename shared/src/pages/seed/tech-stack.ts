/** The tech stack's seed (today's list): what the home page shows until staff save it. */
import type { TechStackContent } from '../tech-stack-page';

const names = (...list: string[]) => list.map((name) => ({ name }));

export const TECH_STACK_SEED: TechStackContent = {
  Frontend: names('React', 'Next.js', 'Angular', 'Vue', 'TypeScript', 'Flutter'),
  Backend: names('Node.js', 'Python', 'Spring', 'Go', '.NET', 'GraphQL'),
  Database: names('PostgreSQL', 'MySQL', 'MongoDB', 'Firebase', 'Redis', 'Elasticsearch'),
  Infrastructure: names('Google Cloud', 'Cloudflare', 'Docker', 'Kubernetes', 'Terraform', 'GitHub Actions'),
};
