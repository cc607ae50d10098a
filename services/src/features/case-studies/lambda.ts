import { featureLambda } from '../../lib/feature-lambda';
import {
  adminListCaseStudies,
  confirmImage,
  createCaseStudy,
  deleteCaseStudy,
  getCaseStudy,
  imageFocus,
  imageFocusRead,
  listCaseStudies,
  removeImage,
  updateCaseStudy,
  uploadImage,
} from './case-study-handlers';
import { listCaseStudyRevisions, restoreCaseStudy } from './case-study-history';

export const handler = featureLambda('case-studies', {
  listCaseStudies,
  getCaseStudy,
  adminListCaseStudies,
  createCaseStudy,
  updateCaseStudy,
  deleteCaseStudy,
  uploadImage,
  confirmImage,
  removeImage,
  imageFocus,
  imageFocusRead,
  listCaseStudyRevisions,
  restoreCaseStudy,
});
