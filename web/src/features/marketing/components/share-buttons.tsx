import { MESSAGES } from '@app/shared/messages';
import { notifications } from '@mantine/notifications';
import { SocialIcon } from '../../../components/layout/social-icon';
import classes from './blog.module.css';
import { openSharePopup, SHARE_NETWORKS } from './share-links';

async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    notifications.show({ color: 'green', message: MESSAGES.urlCopied });
  } catch (error) {
    console.error('Could not copy the link', error);
    notifications.show({ color: 'red', message: 'Could not copy the link. Copy it from the address bar.' });
  }
}

/** SPEC §2: share to Facebook, Twitter, LinkedIn, Instagram (600x400 popup) and copy link. */
export function ShareButtons({ url, title }: { url: string; title: string }) {
  return (
    <fieldset className={classes.share}>
      <legend className={classes.legend}>Share this article</legend>
      {SHARE_NETWORKS.map(({ network, label }) => (
        <button
          key={network}
          type="button"
          className={classes.shareButton}
          aria-label={`Share on ${label}`}
          onClick={() => openSharePopup(network, url, title)}
        >
          <SocialIcon network={network === 'twitter' ? 'x' : network} />
        </button>
      ))}
      <button type="button" className={classes.copyButton} onClick={() => copyLink(url)}>
        Copy link
      </button>
    </fieldset>
  );
}
