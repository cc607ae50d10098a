import { ABOUT_SLOTS, type AboutProject } from '@app/shared/pages/about-page';
import { Grid } from '../../../components/ui/grid';
import { Picture } from '../../../components/ui/picture';
import ui from '../../../components/ui/ui.module.css';
import { PROJECT_IMAGES } from '../../../content/about';
import classes from './marketing.module.css';

/**
 * Client projects, each with its two image sets (desktop and mobile) looked up by project name. The
 * texts carry the about page's slots (the API fills them from the stored document); the names are SPEC's.
 */
export function ProjectShowcase({ projects }: { projects: readonly AboutProject[] }) {
  return (
    <Grid cols={3}>
      {projects.map((project, i) => {
        const images = PROJECT_IMAGES[project.name];
        return (
          <article key={project.name} className={ui.card}>
            <div className={classes.shots}>
              {images.desktop.map((image) => (
                <Picture key={image.src} image={image} />
              ))}
              {images.mobile.map((image) => (
                <Picture key={image.src} image={image} />
              ))}
            </div>
            <h3 className={ui.cardTitle}>{project.name}</h3>
            <p className={ui.eyebrow} data-slot={ABOUT_SLOTS.project(i, 'industry')}>
              {project.industry}
            </p>
            <p className={ui.cardText} data-slot={ABOUT_SLOTS.project(i, 'summary')}>
              {project.summary}
            </p>
            <p className={ui.cardText}>
              <strong>Result:</strong>{' '}
              <span data-slot={ABOUT_SLOTS.project(i, 'outcome')}>{project.outcome}</span>
            </p>
          </article>
        );
      })}
    </Grid>
  );
}
