import { loadFontsFor } from '../components/rich-text-editor/editor-fonts';

/**
 * The editor's web fonts (issue 13) on a static page: the rich content the
 * API rendered (a post, a case study, a job) names them by class; only those
 * fonts' CSS chunks load, so a page whose content uses none loads none.
 */
export function initContentFonts(doc: Document = document): void {
  const html = [...doc.querySelectorAll('.rich-content')].map((el) => el.innerHTML).join('');
  if (html) void loadFontsFor(html);
}
