import { EDITOR_FONTS } from '@app/shared/constants';
import { describe, expect, it } from 'vitest';
import { SYSTEM_FONTS, WEB_FONTS, webFontsIn } from './editor-fonts';

describe('editor fonts', () => {
  it('self-hosts exactly the eight SPEC fonts that are not system fonts', () => {
    expect([...WEB_FONTS, ...SYSTEM_FONTS].sort()).toEqual([...EDITOR_FONTS].sort());
    expect(WEB_FONTS).toHaveLength(8);
  });

  it('finds the web fonts rich content uses, once each, and ignores system fonts and text', () => {
    const html =
      '<p class="align-center"><span class="font-roboto">a</span> <span class="font-arial">b</span></p>' +
      '<p><span class="font-noto-serif size-24px">c</span><span class="font-roboto">d</span> font-poppins</p>';
    expect(webFontsIn(html).sort()).toEqual(['noto-serif', 'roboto']);
    expect(webFontsIn('<p>plain</p>')).toEqual([]);
  });
});
