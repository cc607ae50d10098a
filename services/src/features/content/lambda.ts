import { featureLambda } from '../../lib/feature-lambda';
import {
  confirmSectionImage,
  editSection,
  getSections,
  removeSectionImage,
  resetSection,
  uploadSectionImage,
} from './content-handlers';

export const handler = featureLambda('content', {
  getSections,
  editSection,
  resetSection,
  uploadSectionImage,
  confirmSectionImage,
  removeSectionImage,
});
