import { DraftPreview } from '../../../features/pages/components/draft-preview';

/** The share link of a draft (/preview#t=…): no Mantine, it replaces the document with the draft. */
export default function DraftPreviewIsland() {
  return <DraftPreview />;
}
