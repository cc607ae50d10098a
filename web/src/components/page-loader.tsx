import classes from './page-loader.module.css';

/**
 * A small centred spinner for startup and lazy chunks (no Mantine, so public
 * pages can use it). `list` reserves the height of a typical list, so the
 * footer does not jump (layout shift) when a public list arrives from the API.
 */
export function PageLoader({ fullScreen = false, list = false }: { fullScreen?: boolean; list?: boolean }) {
  const className = [classes.center, fullScreen ? classes.full : '', list ? classes.list : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className} aria-busy="true">
      <span className={classes.spinner} role="progressbar" aria-label="Loading" />
    </div>
  );
}
