import { featureLambda } from '../../lib/feature-lambda';
import {
  confirmSectionImage,
  editSection,
  getSectionRecords,
  getSectionRevisions,
  getSections,
  removeSectionImage,
  resetSection,
  restoreSection,
  sectionImageFocus,
  sectionImageFocusRead,
  uploadSectionImage,
} from './content-handlers';
import { getPage, listPageRevisions, listPages, restorePage, savePage } from './page-handlers';

export const handler = featureLambda('content', {
  getSections,
  editSection,
  getSectionRecords,
  resetSection,
  uploadSectionImage,
  confirmSectionImage,
  removeSectionImage,
  sectionImageFocus,
  sectionImageFocusRead,
  listPages,
  getPage,
  savePage,
  listPageRevisions,
  restorePage,
  getSectionRevisions,
  restoreSection,
});
