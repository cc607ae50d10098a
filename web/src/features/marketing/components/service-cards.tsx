import { Link } from 'react-router-dom';
import { Card } from '../../../components/ui/cards';
import { Grid } from '../../../components/ui/grid';
import ui from '../../../components/ui/ui.module.css';
import type { ServiceContent } from '../../../content/types';
import classes from './marketing.module.css';

/** The six service cards (home, Our Work), each linking to its page. */
export function ServiceCards({ services }: { services: readonly ServiceContent[] }) {
  return (
    <Grid cols={3}>
      {services.map((s) => (
        <Card key={s.path} title={s.title}>
          <p className={ui.cardText}>{s.summary}</p>
          <Link to={s.path} className={classes.serviceLink}>
            Explore {s.title}
          </Link>
        </Card>
      ))}
    </Grid>
  );
}
