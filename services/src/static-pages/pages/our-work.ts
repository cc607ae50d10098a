import { workProjectList } from '@app/shared/html/views/content';
import { imageInfos } from '../../data/media-info';
import { workProjects } from '../../data/work-project';
import { writePage } from '../../lib/site-pages';
import { loadTemplate, renderPage } from '../render';

/** /our-work with its published featured projects, by position (at most 100). */
export async function renderOurWork(): Promise<number> {
  const loaded = await loadTemplate('our-work');
  const projects = await workProjects.all(100, true);
  const images = await imageInfos(projects.map((p) => p.image));
  await writePage(
    '/our-work',
    renderPage(loaded, { projects: workProjectList(loaded.cls, projects, images) }),
  );
  return 1;
}
