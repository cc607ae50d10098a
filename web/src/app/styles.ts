/**
 * Mantine CSS, per component instead of the full styles.css, so public pages
 * stay small. Order matters: globals first, then components, then other
 * @mantine packages. Add a component's file here (or in the lazy chunk that
 * uses it, e.g. the admin area) when you start using it.
 * See https://mantine.dev/styles/css-files-list
 */
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';

import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Notification.css';

import '@mantine/notifications/styles.css';
