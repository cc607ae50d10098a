import { EDITOR_FONTS, EDITOR_SIZES, type EditorFont, type EditorSize } from '@app/shared/constants';
import { NativeSelect } from '@mantine/core';
import { type Editor, useEditorState } from '@tiptap/react';

const label = (value: string) =>
  value
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

/** The spec's font list and sizes (SPEC §2) as two selects acting on the selection. */
export function FontAndSizeSelects({ editor }: { editor: Editor | null }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      font: (e?.getAttributes('fontClass').value as string | undefined) ?? '',
      size: (e?.getAttributes('sizeClass').value as string | undefined) ?? '',
    }),
  });
  return (
    <>
      <NativeSelect
        size="xs"
        aria-label="Font"
        value={state?.font ?? ''}
        data={[
          { value: '', label: 'Default font' },
          ...EDITOR_FONTS.map((f) => ({ value: f, label: label(f) })),
        ]}
        onChange={(event) => {
          const font = event.currentTarget.value as EditorFont | '';
          const chain = editor?.chain().focus();
          (font ? chain?.setFont(font) : chain?.unsetFont())?.run();
        }}
      />
      <NativeSelect
        size="xs"
        aria-label="Size"
        value={state?.size ?? ''}
        data={[
          { value: '', label: 'Default size' },
          ...EDITOR_SIZES.map((s) => ({ value: s, label: label(s) })),
        ]}
        onChange={(event) => {
          const size = event.currentTarget.value as EditorSize | '';
          const chain = editor?.chain().focus();
          (size ? chain?.setSize(size) : chain?.unsetSize())?.run();
        }}
      />
    </>
  );
}
