/**
 * Home page tech stack, grouped as SPEC §2 lists it: the groups and the seed
 * of the `tech-stack` page document (staff edit the technologies).
 */
import { TECH_STACK_SEED } from '@app/shared/pages/seed/tech-stack';
import { TECH_STACK_GROUPS, type TechStackGroup } from '@app/shared/pages/tech-stack-page';

export { TECH_STACK_GROUPS, type TechStackGroup };

export const TECH_STACK: Readonly<Record<TechStackGroup, readonly string[]>> = {
  Frontend: TECH_STACK_SEED.Frontend.map((t) => t.name),
  Backend: TECH_STACK_SEED.Backend.map((t) => t.name),
  Database: TECH_STACK_SEED.Database.map((t) => t.name),
  Infrastructure: TECH_STACK_SEED.Infrastructure.map((t) => t.name),
};
