import { featureLambda } from '../../lib/feature-lambda';
import {
  confirmSectionImage,
  editSection,
  getSectionRecords,
  getSections,
  removeSectionImage,
  resetSection,
  sectionImageFocus,
  uploadSectionImage,
} from './content-handlers';

export const handler = featureLambda('content', {
  getSections,
  editSection,
  getSectionRecords,
  resetSection,
  uploadSectionImage,
  confirmSectionImage,
  removeSectionImage,
  sectionImageFocus,
});
