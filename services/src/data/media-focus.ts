/**
 * A writer's focal point on an uploaded image: stored on its reference (M1)
 * and the image's set made again around it (the Open Graph card is cropped
 * there; cards use it as object-position when their pages render, which the
 * item's save does).
 */
import { VARIANT_VERSION } from '@app/shared/media-variants';
import { type ImageFocus, MEDIA_MESSAGES, type StoredImageFocus } from '@app/shared/schemas/media-upload';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, TABLE_NAME } from '../lib/dynamo';
import { ValidationError } from '../lib/errors';
import { runImageJob } from '../lib/media/run-image-job';
import { mediaKeys } from './entities/media-ref';
import { getReference } from './media-ref';

export async function setImageFocus({ url, focusX, focusY }: ImageFocus): Promise<ImageFocus> {
  const ref = await getReference(url);
  if (!ref) throw new ValidationError(MEDIA_MESSAGES.notUploaded, { url: MEDIA_MESSAGES.notUploaded });
  const made = await runImageJob({ path: url, focusX, focusY });
  if (!made.ok) throw new ValidationError(MEDIA_MESSAGES[made.reason], { url: MEDIA_MESSAGES[made.reason] });
  await dynamo.send(
    new UpdateCommand({
      TableName: TABLE_NAME,
      Key: { pk: mediaKeys.pk(url), sk: mediaKeys.sk },
      UpdateExpression:
        'SET focusX = :x, focusY = :y, width = :w, height = :h, widths = :ws, variantVersion = :v',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: {
        ':x': focusX,
        ':y': focusY,
        ':w': made.width,
        ':h': made.height,
        ':ws': made.widths,
        ':v': VARIANT_VERSION,
      },
    }),
  );
  return { url, focusX, focusY };
}

/** The focal point stored on an image's reference (null when none is set or the image is not ours). */
export async function getImageFocus(url: string): Promise<StoredImageFocus> {
  const ref = await getReference(url);
  const set = ref?.focusX !== undefined && ref?.focusY !== undefined;
  return { url, focus: set ? { x: ref.focusX as number, y: ref.focusY as number } : null };
}
