import * as clock from '@app/shared/clock';
import {
  imageConfirmSchema,
  imageFocusQuerySchema,
  imageFocusSchema,
  imageRemoveSchema,
  imageUploadRequestSchema,
} from '@app/shared/schemas/media-upload';
import { idView } from '@app/shared/schemas/record-view';
import {
  WORK_MESSAGES,
  workProjectIdQuery,
  workProjectSchema,
  workProjectUpdateSchema,
} from '@app/shared/schemas/work-project';
import { getImageFocus, setImageFocus } from '../../data/media-focus';
import { assertImagesUsable, attachImages, releaseImages, removeImage as remove } from '../../data/media-ref';
import { confirmImageUpload, presignImageUpload } from '../../data/media-upload';
import { assertVersion } from '../../data/record-version';
import { workProjects } from '../../data/work-project';
import { featureLambda } from '../../lib/feature-lambda';
import { defineHandler } from '../../lib/handler';
import { afterChange } from '../../static-pages/page-groups';

const owner = (id: string) => `work#${id}`;
const imageOf = (p: { image?: string }) => (p.image ? [p.image] : []);

/** GET /our-work/projects — published projects by position. */
const listProjects = defineHandler({
  run: async () => ({ data: { items: (await workProjects.all(100, true)).map(idView) } }),
});

/** GET /admin/our-work/projects — all projects, hidden ones too. */
const adminListProjects = defineHandler({
  run: async () => ({ data: { items: (await workProjects.all(200)).map(idView) } }),
});

const createProject = defineHandler({
  body: workProjectSchema,
  run: async ({ body }) => {
    const id = crypto.randomUUID();
    await assertImagesUsable([{ field: 'image', path: body.image }], owner(id));
    const saved = await workProjects.create(body, clock.now(), id);
    await attachImages(imageOf(saved), owner(id));
    await afterChange('work');
    return { statusCode: 201, data: idView(saved) };
  },
});

const updateProject = defineHandler({
  query: workProjectIdQuery,
  body: workProjectUpdateSchema,
  run: async ({ query, body: { version, ...body } }) => {
    const previous = await workProjects.require(query.id);
    assertVersion(previous, version, WORK_MESSAGES.notFound);
    await assertImagesUsable([{ field: 'image', path: body.image }], owner(query.id));
    const saved = await workProjects.update(query.id, body, version);
    await attachImages(imageOf(saved), owner(query.id));
    await releaseImages(
      imageOf(previous).filter((p) => p !== saved.image),
      owner(query.id),
    );
    await afterChange('work');
    return { data: idView(saved) };
  },
});

const deleteProject = defineHandler({
  query: workProjectIdQuery,
  run: async ({ query }) => {
    const previous = await workProjects.remove(query.id);
    await releaseImages(imageOf(previous), owner(query.id));
    await afterChange('work');
    return { data: { deleted: true } };
  },
});

const uploadImage = defineHandler({
  body: imageUploadRequestSchema,
  run: async ({ body }) => ({ statusCode: 201, data: await presignImageUpload(body) }),
});
const confirmImage = defineHandler({
  body: imageConfirmSchema,
  run: async ({ body, user }) => ({
    statusCode: 201,
    data: { url: await confirmImageUpload(body.uploadKey, 'content', user?.email ?? 'unknown') },
  }),
});
const removeImage = defineHandler({
  body: imageRemoveSchema,
  run: async ({ body }) => ({ data: { deleted: await remove(body.url) } }),
});

/** POST /admin/our-work/image-focus */
const imageFocus = defineHandler({
  body: imageFocusSchema,
  run: async ({ body }) => ({ data: await setImageFocus(body) }),
});

/** GET /admin/our-work/image-focus?url=: the stored focal point, so the reopened form shows it. */
const imageFocusRead = defineHandler({
  query: imageFocusQuerySchema,
  run: async ({ query }) => ({ data: await getImageFocus(query.url) }),
});

export const handler = featureLambda('our-work', {
  listProjects,
  adminListProjects,
  createProject,
  updateProject,
  deleteProject,
  uploadImage,
  confirmImage,
  removeImage,
  imageFocus,
  imageFocusRead,
});
