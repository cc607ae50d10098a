/**
 * Tiptap extensions that write the rich-text vocabulary of
 * shared/src/rich-text.ts (classes, never inline styles), so what the editor
 * produces is exactly what the server's allowlist keeps. Written here on
 * @tiptap/core instead of the text-style/text-align/image packages: they
 * would write `style` attributes the sanitiser removes.
 */
import { EDITOR_FONTS, EDITOR_SIZES, type EditorFont, type EditorSize } from '@app/shared/constants';
import { alignClass, fontClass, sizeClass, TEXT_ALIGNMENTS, type TextAlignment } from '@app/shared/rich-text';
import { Extension, Mark, Node } from '@tiptap/core';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    fontClass: { setFont: (font: EditorFont) => ReturnType; unsetFont: () => ReturnType };
    sizeClass: { setSize: (size: EditorSize) => ReturnType; unsetSize: () => ReturnType };
    textAlignClass: { setTextAlign: (align: TextAlignment) => ReturnType; unsetTextAlign: () => ReturnType };
    blogImage: { setImage: (attrs: { src: string; alt?: string }) => ReturnType };
  }
}

/** The value of the first class of `el` that starts with `prefix` and is in `allowed`. */
function classValue<T extends string>(el: HTMLElement, prefix: string, allowed: readonly T[]): T | null {
  for (const name of Array.from(el.classList)) {
    const value = name.slice(prefix.length);
    if (name.startsWith(prefix) && (allowed as readonly string[]).includes(value)) return value as T;
  }
  return null;
}

function classMark<T extends string>(
  name: string,
  prefix: string,
  allowed: readonly T[],
  toClass: (v: T) => string,
) {
  return Mark.create({
    name,
    addAttributes() {
      return {
        value: {
          default: null,
          parseHTML: (el: HTMLElement) => classValue(el, prefix, allowed),
          renderHTML: (attrs: { value: T | null }) => (attrs.value ? { class: toClass(attrs.value) } : {}),
        },
      };
    },
    parseHTML() {
      // Not consuming: one <span class="font-x size-y"> gives both marks.
      return [
        { tag: 'span', consuming: false, getAttrs: (el) => (classValue(el, prefix, allowed) ? null : false) },
      ];
    },
    renderHTML({ HTMLAttributes }) {
      return ['span', HTMLAttributes, 0];
    },
  });
}

export const FontClass = classMark<EditorFont>('fontClass', 'font-', EDITOR_FONTS, fontClass).extend({
  addCommands() {
    return {
      setFont:
        (font) =>
        ({ commands }) =>
          commands.setMark(this.name, { value: font }),
      unsetFont:
        () =>
        ({ commands }) =>
          commands.unsetMark(this.name),
    };
  },
});

export const SizeClass = classMark<EditorSize>('sizeClass', 'size-', EDITOR_SIZES, sizeClass).extend({
  addCommands() {
    return {
      setSize:
        (size) =>
        ({ commands }) =>
          commands.setMark(this.name, { value: size }),
      unsetSize:
        () =>
        ({ commands }) =>
          commands.unsetMark(this.name),
    };
  },
});

const ALIGNED = ['heading', 'paragraph'];

/** Text alignment of paragraphs and headings as `align-*` classes; left is the default (no class). */
export const TextAlignClass = Extension.create({
  name: 'textAlignClass',
  addGlobalAttributes() {
    return [
      {
        types: ALIGNED,
        attributes: {
          textAlign: {
            default: null,
            parseHTML: (el: HTMLElement) => classValue(el, 'align-', TEXT_ALIGNMENTS),
            renderHTML: (attrs: { textAlign?: TextAlignment | null }) =>
              attrs.textAlign ? { class: alignClass(attrs.textAlign) } : {},
          },
        },
      },
    ];
  },
  addCommands() {
    return {
      setTextAlign:
        (align) =>
        ({ commands }) =>
          ALIGNED.map((type) =>
            commands.updateAttributes(type, { textAlign: align === 'left' ? null : align }),
          ).some(Boolean),
      unsetTextAlign:
        () =>
        ({ commands }) =>
          ALIGNED.map((type) => commands.resetAttributes(type, 'textAlign')).some(Boolean),
    };
  },
});

/** Block images with src and alt only (uploaded to /media/ first). */
export const BlogImage = Node.create({
  name: 'image',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null }, alt: { default: null } };
  },
  parseHTML() {
    return [{ tag: 'img[src]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['img', HTMLAttributes];
  },
  addCommands() {
    return {
      setImage:
        (attrs) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs }),
    };
  },
});
