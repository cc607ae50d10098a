/**
 * The script of every public page: the pages are complete static HTML (no
 * React on first load); this gives the navigation, the drawer, the carousel,
 * the share buttons and the careers filter their behaviour, loads the editor
 * fonts the page's rich content uses, and loads the React form islands when a
 * visitor reaches a form. Keep it small: it counts
 * against the initial-JavaScript budget of every public route (bench:web).
 */
import '../app/styles';
import layout from '../components/layout/layout.module.css';
import { initCarousels } from './carousel';
import { initSiteChrome } from './chrome';
import { initContentFonts } from './content-fonts';
import { initIslands } from './islands';
import { initOpeningsFilter } from './openings-filter';
import { initShare } from './share';

initSiteChrome();
initCarousels();
initShare();
initOpeningsFilter();
initContentFonts();
initIslands();
// The layout's CSS module styles the prerendered header and footer. A CSS module imported only
// for its side effect is dropped from the bundle, so this entry uses its class map: the shell
// class marks the page as ready (tests wait for it).
document.documentElement.dataset.siteReady = layout.shell ?? '';
