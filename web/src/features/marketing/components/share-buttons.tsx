import { SocialIcon } from '../../../components/layout/social-icon';
import classes from './blog.module.css';
import { SHARE_NETWORKS } from './share-links';

/**
 * SPEC §2: share to Facebook, Twitter, LinkedIn, Instagram (600x400 popup) and
 * copy link, for the page it is on (src/site-script/share.ts shares the canonical
 * URL). Hidden without JavaScript, where it could do nothing.
 */
export function ShareButtons() {
  return (
    <fieldset className={classes.share} data-needs-js="">
      <legend className={classes.legend}>Share this article</legend>
      {SHARE_NETWORKS.map(({ network, label }) => (
        <button
          key={network}
          type="button"
          className={classes.shareButton}
          aria-label={`Share on ${label}`}
          data-share={network}
        >
          <SocialIcon network={network === 'twitter' ? 'x' : network} />
        </button>
      ))}
      <button type="button" className={classes.copyButton} data-copy-link="">
        Copy link
      </button>
    </fieldset>
  );
}
