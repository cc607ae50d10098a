/**
 * Global CSS of every page: Mantine's globals (its CSS variables and
 * baseline, which the site's CSS modules build on) and the site rules.
 * Mantine component CSS loads with the parts that use Mantine components:
 * the admin's complete stylesheet (app/admin-scope.tsx), the public islands'
 * and toasts' small set (app/mantine-scope.tsx); never on every public page.
 * See https://mantine.dev/styles/css-files-list
 */
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';

import '../components/layout/global.css';
