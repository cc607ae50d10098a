import { deleteModerationsSchema } from '@app/shared/schemas/moderation';
import { featureLambda } from '../../lib/feature-lambda';
import { defineHandler } from '../../lib/handler';
import { deleteItems } from './delete-items';
import { moderationData } from './moderation-data';

/** GET /admin/moderation-data — recent form submissions and content awaiting approval. */
const getModerationData = defineHandler({ run: async () => ({ data: await moderationData() }) });

/** POST /admin/delete/moderations — { items: [{ kind, id }] }; answers which were deleted. */
const deleteModerations = defineHandler({
  body: deleteModerationsSchema,
  run: async ({ body }) => ({ data: await deleteItems(body) }),
});

export const handler = featureLambda('moderation', { getModerationData, deleteModerations });
