import { techStackSlot } from '@app/shared/pages/tech-stack-page';
import { Grid } from '../../../components/ui/grid';
import { TechIcon } from '../../../components/ui/tech-icon';
import ui from '../../../components/ui/ui.module.css';
import { TECH_STACK, TECH_STACK_GROUPS } from '../../../content/tech-stack';
import classes from './marketing.module.css';

/** SPEC §2: the tech stack grouped as Frontend / Backend / Database / Infrastructure (each list a slot the API fills from the stored document). */
export function TechStack() {
  return (
    <Grid cols={4}>
      {TECH_STACK_GROUPS.map((group) => (
        <div key={group} className={ui.card}>
          <h3 className={classes.groupHeading}>{group}</h3>
          <ul className={ui.techList} data-slot={techStackSlot(group)}>
            {TECH_STACK[group].map((name) => (
              <li key={name} className={ui.tech}>
                <TechIcon name={name} />
                {name}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </Grid>
  );
}
