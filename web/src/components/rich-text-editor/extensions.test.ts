// @vitest-environment jsdom
import { Editor } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { afterEach, describe, expect, it } from 'vitest';
import { BlogImage, FontClass, SizeClass, TextAlignClass } from './extensions';

let editor: Editor | null = null;
afterEach(() => editor?.destroy());

function make(content: string) {
  editor = new Editor({
    extensions: [StarterKit.configure({ link: false }), FontClass, SizeClass, TextAlignClass, BlogImage],
    content,
  });
  return editor;
}

describe('rich-text extensions write classes the server allowlist keeps', () => {
  it('round-trips fonts, sizes, alignment and images', () => {
    const html =
      '<p class="align-center"><span class="font-poppins"><span class="size-24px">Big</span></span> text</p>' +
      '<img src="/media/blog/a.png" alt="A diagram"><h2 class="align-right">Heading</h2>';
    expect(make(html).getHTML()).toBe(html);
  });

  it('reads a span carrying both classes as both marks', () => {
    expect(make('<p><span class="font-georgia size-huge">x</span></p>').getHTML()).toBe(
      '<p><span class="font-georgia"><span class="size-huge">x</span></span></p>',
    );
  });

  it('drops unknown classes and inline styles', () => {
    expect(
      make(
        '<p class="evil" style="color:red"><span class="font-comic" style="font-size:99px">x</span></p>',
      ).getHTML(),
    ).toBe('<p>x</p>');
  });

  it('sets and clears formatting through the commands the toolbar uses', () => {
    const e = make('<p>hello</p>');
    e.commands.selectAll();
    e.chain().setFont('roboto').setSize('small').setTextAlign('justify').run();
    expect(e.getHTML()).toBe(
      '<p class="align-justify"><span class="font-roboto"><span class="size-small">hello</span></span></p>',
    );
    e.chain().unsetFont().unsetSize().setTextAlign('left').run();
    expect(e.getHTML()).toBe('<p>hello</p>');
  });
});
