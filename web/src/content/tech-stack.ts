/**
 * Home page tech stack, grouped as SPEC §2 lists it. Each name is looked up in
 * the icon table by its lowercase form (components/ui/tech-icon.tsx, marks
 * from simple-icons, which carries no AWS, Azure, Java or DynamoDB marks).
 */
export const TECH_STACK_GROUPS = ['Frontend', 'Backend', 'Database', 'Infrastructure'] as const;
export type TechStackGroup = (typeof TECH_STACK_GROUPS)[number];

export const TECH_STACK: Readonly<Record<TechStackGroup, readonly string[]>> = {
  Frontend: ['React', 'Next.js', 'Angular', 'Vue', 'TypeScript', 'Flutter'],
  Backend: ['Node.js', 'Python', 'Spring', 'Go', '.NET', 'GraphQL'],
  Database: ['PostgreSQL', 'MySQL', 'MongoDB', 'Firebase', 'Redis', 'Elasticsearch'],
  Infrastructure: ['Google Cloud', 'Cloudflare', 'Docker', 'Kubernetes', 'Terraform', 'GitHub Actions'],
};
