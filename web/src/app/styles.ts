/**
 * Global CSS of every page: Mantine's globals (its CSS variables and
 * baseline, which the site's CSS modules build on) and the site rules.
 * Mantine component CSS loads with the parts that use Mantine components:
 * the admin's complete stylesheet (app/admin-scope.tsx), the public islands'
 * and toasts' small set (app/mantine-scope.tsx); never on every public page.
 * Every Mantine file is the `.layer.css` variant (`@layer mantine`): two kinds
 * once met in the admin, and whichever arrived decided the look (after the
 * sign-in toast the current navbar entry lost its background). Layered, the
 * order files arrive in no longer matters, and the site's own unlayered CSS
 * always wins. The CSS variables stay unlayered: they are values, not rules.
 * See https://mantine.dev/styles/css-files-list
 */
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.layer.css';

import '../components/layout/global.css';
