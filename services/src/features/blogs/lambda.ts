import { featureLambda } from '../../lib/feature-lambda';
import { adminGetBlog } from './admin-get-blog';
import { adminListBlogs } from './admin-list-blogs';
import {
  createBlogPreview,
  discardBlogDraftHandler,
  listBlogPreviews,
  publishBlogDraftHandler,
  revokeBlogPreview,
  saveBlogDraft,
} from './blog-drafts';
import { listBlogRevisions, restoreBlog } from './blog-history';
import {
  confirmImage,
  imageFocus,
  imageFocusRead,
  removeImage,
  removeOgImage,
  uploadImage,
  uploadOgImage,
} from './blog-images';
import { deleteBlog } from './delete-blog';
import { getSingleBlog } from './get-single-blog';
import { listBlogs } from './list-blogs';
import { publishBlog } from './publish-blog';
import { recommendedBlogs } from './recommended-blogs';
import { updateBlog } from './update-blog';

export const handler = featureLambda('blogs', {
  publishBlog,
  updateBlog,
  getSingleBlog,
  recommendedBlogs,
  deleteBlog,
  listBlogs,
  adminListBlogs,
  adminGetBlog,
  uploadOgImage,
  removeOgImage,
  uploadImage,
  confirmImage,
  removeImage,
  imageFocus,
  imageFocusRead,
  listBlogRevisions,
  restoreBlog,
  saveBlogDraft,
  publishBlogDraft: publishBlogDraftHandler,
  discardBlogDraft: discardBlogDraftHandler,
  listBlogPreviews,
  createBlogPreview,
  revokeBlogPreview,
});
