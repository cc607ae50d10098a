import { Grid } from '../../../components/ui/grid';
import ui from '../../../components/ui/ui.module.css';
import { useTestimonials } from '../api/get-testimonials';
import classes from './marketing.module.css';

export function Testimonials() {
  const state = useTestimonials();
  if (state.status !== 'success' || state.data.length === 0) return null;
  return (
    <Grid cols={3}>
      {state.data.map((t) => (
        <figure key={t._id} className={`${ui.card} ${classes.quote}`}>
          <blockquote className={classes.quote}>
            <p>“{t.testimonial}”</p>
          </blockquote>
          <figcaption>
            <strong>{t.name}</strong>, {t.designation}
            {t.link && t.websiteName ? (
              <>
                {' '}
                (
                <a href={t.link} rel="noopener noreferrer nofollow" target="_blank">
                  {t.websiteName}
                </a>
                )
              </>
            ) : null}
          </figcaption>
        </figure>
      ))}
    </Grid>
  );
}
