/**
 * "Our work" projects: `pk = WORK#<id>`; all on gsi1 `WORKS`, published on
 * gsi2 `WORKS#live`, sorted so position 1 comes first (sort key `<1000 - position>#<createdAt>`).
 */
import { WORK_PROJECT_LABELS } from '@app/shared/revision-labels';
import { WORK_MESSAGES, type WorkProject } from '@app/shared/schemas/work-project';
import { contentStore } from './content-item';
import { fieldsOf } from './entities/fields';

const fields = fieldsOf<WorkProject>()(
  '_id',
  'createdAt',
  'updatedAt',
  'version',
  'name',
  'industry',
  'summary',
  'outcome',
  'link',
  'image',
  'imageAlt',
  'position',
  'published',
);

export const workProjects = contentStore<WorkProject>('WORK', WORK_MESSAGES.notFound, fields, {
  // Same position: the newer project first.
  sortKey: (p) => `${String(1000 - p.position).padStart(4, '0')}#${p.createdAt}`,
  live: (p) => p.published,
  labels: WORK_PROJECT_LABELS,
});
