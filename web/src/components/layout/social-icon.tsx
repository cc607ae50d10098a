import type { SocialNetwork } from '../../content/company';

/** Simple monochrome glyphs (drawn here, so nothing loads from third parties). */
const GLYPHS: Record<SocialNetwork, string> = {
  linkedin:
    'M6 9h3v9H6zM7.5 4.5a1.75 1.75 0 110 3.5 1.75 1.75 0 010-3.5zM11 9h2.9v1.3c.5-.8 1.5-1.5 3-1.5 3 0 3.6 1.9 3.6 4.4V18h-3v-4.2c0-1.1 0-2.4-1.5-2.4s-1.8 1.1-1.8 2.3V18H11z',
  x: 'M5 4h4l3.2 4.5L16 4h2.5l-5.1 5.9L19 20h-4l-3.5-5-4.3 5H4.7l5.6-6.5z',
  instagram:
    'M8 3h8a5 5 0 015 5v8a5 5 0 01-5 5H8a5 5 0 01-5-5V8a5 5 0 015-5zm0 2a3 3 0 00-3 3v8a3 3 0 003 3h8a3 3 0 003-3V8a3 3 0 00-3-3zm4 3.5a3.5 3.5 0 110 7 3.5 3.5 0 010-7zm0 2a1.5 1.5 0 100 3 1.5 1.5 0 000-3zM17 6a1 1 0 110 2 1 1 0 010-2z',
  facebook:
    'M13.5 21v-7.5H16l.4-3h-2.9V8.7c0-.9.3-1.5 1.5-1.5h1.5V4.6c-.3 0-1.2-.1-2.2-.1-2.2 0-3.8 1.4-3.8 3.9v2.1H8v3h2.5V21z',
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={GLYPHS[network]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
