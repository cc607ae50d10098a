import * as clock from '@app/shared/clock';
import { RESTORE_KEEPS, REVISION_KINDS, withoutKept } from '@app/shared/revision-labels';
import { REVISION_TEXTS } from '@app/shared/revisions';
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
  type WorkProjectForm,
  workProjectIdQuery,
  workProjectSchema,
  workProjectUpdateSchema,
} from '@app/shared/schemas/work-project';
import { getImageFocus, setImageFocus } from '../../data/media-focus';
import { assertImagesUsable, attachImages, releaseImages, removeImage as remove } from '../../data/media-ref';
import { confirmImageUpload, presignImageUpload } from '../../data/media-upload';
import { assertVersion } from '../../data/record-version';
import { workProjects } from '../../data/work-project';
import { contentOf, keptRevision, restoreBody, revisionsAnswer } from '../../lib/content/revision-routes';
import { featureLambda } from '../../lib/feature-lambda';
import { defineHandler } from '../../lib/handler';
import { parseOrThrow } from '../../lib/zod-errors';
import { afterChange } from '../../static-pages/page-groups';

const owner = (id: string) => `work#${id}`;
const KIND = REVISION_KINDS.workProject;
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
  run: async ({ body, user }) => {
    const id = crypto.randomUUID();
    await assertImagesUsable([{ field: 'image', path: body.image }], owner(id));
    const saved = await workProjects.create(body, clock.now(), id, user?.email);
    await attachImages(imageOf(saved), owner(id));
    await afterChange('work');
    return { statusCode: 201, data: idView(saved) };
  },
});

/** Saves a project over `version` (409 when stale): images checked, attached and released, pages re-rendered. */
async function saveProject(
  id: string,
  body: WorkProjectForm,
  version: number,
  change: { by?: string; summary?: string },
) {
  const previous = await workProjects.require(id);
  assertVersion(previous, version, WORK_MESSAGES.notFound);
  await assertImagesUsable([{ field: 'image', path: body.image }], owner(id));
  const saved = await workProjects.update(id, body, version, undefined, change);
  await attachImages(imageOf(saved), owner(id));
  await releaseImages(
    imageOf(previous).filter((p) => p !== saved.image),
    owner(id),
  );
  await afterChange('work');
  return saved;
}

const updateProject = defineHandler({
  query: workProjectIdQuery,
  body: workProjectUpdateSchema,
  run: async ({ query, body: { version, ...body }, user }) => ({
    data: idView(await saveProject(query.id, body, version, { by: user?.email })),
  }),
});

/** GET /admin/our-work/projects/revisions?id= — the project's kept versions, newest first (issue 31). */
const listProjectRevisions = defineHandler({
  query: workProjectIdQuery,
  run: async ({ query }) => {
    await workProjects.require(query.id);
    return revisionsAnswer(KIND, query.id);
  },
});

/** POST /admin/our-work/projects/restore?id= {revision, version} — its texts back; visibility and position stay. */
const restoreProject = defineHandler({
  query: workProjectIdQuery,
  body: restoreBody,
  run: async ({ query, body, user }) => {
    const current = await workProjects.require(query.id);
    const revision = await keptRevision(KIND, query.id, body.revision);
    const fields = {
      ...withoutKept(contentOf(revision), RESTORE_KEEPS.workProject),
      published: current.published,
      position: current.position,
    };
    // Stored data is checked again as input: a kept version restores only if it is still valid.
    const form = parseOrThrow(workProjectSchema, fields);
    const saved = await saveProject(query.id, form, body.version, {
      by: user?.email,
      summary: REVISION_TEXTS.restored(body.revision),
    });
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
  listProjectRevisions,
  restoreProject,
});
