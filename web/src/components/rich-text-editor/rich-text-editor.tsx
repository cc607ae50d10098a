import './rich-content.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor as MantineEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef } from 'react';
import { loadFontsFor } from './editor-fonts';
import { FontAndSizeSelects } from './editor-toolbar-selects';
import { BlogImage, FontClass, SizeClass, TextAlignClass } from './extensions';

export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  label: string;
  error?: string;
  required?: boolean;
  /** Uploads an image and resolves to its /media/ URL; without it there is no image button. */
  onImageUpload?: (file: File) => Promise<string | null>;
  accept?: string;
}

/**
 * The admin's rich-text editor (Tiptap through @mantine/tiptap): the spec's
 * fonts and sizes, headings, lists, links, images, alignment and code. It is
 * a lazily loaded chunk (`lazy(() => import(...))`) used only by admin
 * screens, so public pages never download Tiptap. It writes only what the
 * server's allowlist keeps; the server sanitises again.
 */
export default function RichTextEditor({
  value,
  onChange,
  label,
  error,
  required,
  onImageUpload,
  accept,
}: RichTextEditorProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, heading: { levels: [2, 3, 4] } }),
      Link,
      FontClass,
      SizeClass,
      TextAlignClass,
      BlogImage,
    ],
    content: value,
    immediatelyRender: false,
    editorProps: {
      attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox', class: 'rich-content' },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  // The web fonts the text uses (the writer sees what readers will).
  useEffect(() => {
    void loadFontsFor(value);
  }, [value]);
  // Content loaded after the editor started (edit mode) replaces the empty document once.
  useEffect(() => {
    if (editor && value && editor.isEmpty) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  async function insertImage(file: File | undefined) {
    if (!file || !editor || !onImageUpload) return;
    const src = await onImageUpload(file);
    if (src)
      editor
        .chain()
        .focus()
        .setImage({ src, alt: file.name.replace(/\.[^.]+$/, '') })
        .run();
  }

  return (
    <Input.Wrapper label={label} withAsterisk={required} error={error}>
      <MantineEditor editor={editor} mt={4}>
        {/* Sticky under the admin header, so a long post keeps its tools in reach while scrolling. */}
        <MantineEditor.Toolbar sticky stickyOffset="var(--app-shell-header-offset, 0px)">
          <MantineEditor.ControlsGroup>
            <FontAndSizeSelects editor={editor} />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Bold />
            <MantineEditor.Italic />
            <MantineEditor.Underline />
            <MantineEditor.Strikethrough />
            <MantineEditor.ClearFormatting />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.H2 />
            <MantineEditor.H3 />
            <MantineEditor.H4 />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.BulletList />
            <MantineEditor.OrderedList />
            <MantineEditor.Blockquote />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Link />
            <MantineEditor.Unlink />
            {onImageUpload ? (
              <MantineEditor.Control
                aria-label="Insert image"
                title="Insert image"
                onClick={() => fileInput.current?.click()}
              >
                <span aria-hidden="true">🖼</span>
              </MantineEditor.Control>
            ) : null}
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.AlignLeft />
            <MantineEditor.AlignCenter />
            <MantineEditor.AlignRight />
            <MantineEditor.AlignJustify />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Code />
            <MantineEditor.CodeBlock />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Undo />
            <MantineEditor.Redo />
          </MantineEditor.ControlsGroup>
        </MantineEditor.Toolbar>
        <MantineEditor.Content />
      </MantineEditor>
      {onImageUpload ? (
        <input
          ref={fileInput}
          type="file"
          accept={accept}
          hidden
          data-testid="editor-image-input"
          onChange={(event) => {
            void insertImage(event.currentTarget.files?.[0]);
            event.currentTarget.value = '';
          }}
        />
      ) : null}
    </Input.Wrapper>
  );
}
