import { featureLambda } from '../../lib/feature-lambda';
import {
  createSocialPostHandler,
  deleteSocialPostHandler,
  getSocialPostHandler,
  listSocialLinksHandler,
  listSocialPostsHandler,
  updateSocialPostHandler,
} from './social-post-handlers';

export const handler = featureLambda('social-posts', {
  listSocialPosts: listSocialPostsHandler,
  createSocialPost: createSocialPostHandler,
  getSocialPost: getSocialPostHandler,
  updateSocialPost: updateSocialPostHandler,
  deleteSocialPost: deleteSocialPostHandler,
  listSocialLinks: listSocialLinksHandler,
});
