import { Grid } from '../../../components/ui/grid';
import { Picture } from '../../../components/ui/picture';
import ui from '../../../components/ui/ui.module.css';
import { type ClientProject, PROJECT_IMAGES } from '../../../content/about';
import classes from './marketing.module.css';

/** Client projects, each with its two image sets (desktop and mobile) looked up by project name. */
export function ProjectShowcase({ projects }: { projects: readonly ClientProject[] }) {
  return (
    <Grid cols={3}>
      {projects.map((project) => {
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
            <p className={ui.eyebrow}>{project.industry}</p>
            <p className={ui.cardText}>{project.summary}</p>
            <p className={ui.cardText}>
              <strong>Result:</strong> {project.outcome}
            </p>
          </article>
        );
      })}
    </Grid>
  );
}
