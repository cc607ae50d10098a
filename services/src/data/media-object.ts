/** Objects of the public media bucket, shared by uploads and their references. */
import { env } from '../lib/env';
import { s3 } from '../lib/s3';

/** `/media/blog/x.png` -> bucket key `media/blog/x.png`. */
export const objectKeyOf = (path: string) => path.replace(/^\/+/, '');

export async function deleteMediaObject(objectKey: string): Promise<void> {
  const { sdk, client } = await s3();
  await client.send(new sdk.DeleteObjectCommand({ Bucket: env.MEDIA_BUCKET, Key: objectKey }));
}
