/**
 * Deletes an object with every version the versioned uploads bucket keeps
 * (noncurrent versions and delete markers), so an erased résumé cannot be
 * restored. ListObjectVersions pages by key marker; the prefix may match
 * longer keys, so only the exact key's versions are deleted. s3rver (the
 * local stack) keeps no versions and lacks ListObjectVersions: there the
 * shim is a plain DeleteObject (`versioned: false`), and the unit test checks
 * the AWS call shape against a recording client.
 */
import type { S3 } from '../s3';

type Client = Pick<S3['client'], 'send'>;

export async function deleteEveryVersion(
  s3: { sdk: S3['sdk']; client: Client },
  bucket: string,
  key: string,
  versioned: boolean,
): Promise<number> {
  const { sdk, client } = s3;
  if (!versioned) {
    await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: key }));
    return 1;
  }
  let deleted = 0;
  let keyMarker: string | undefined;
  let versionMarker: string | undefined;
  // Bounded: 20 pages of 1,000 versions is far past any résumé's history.
  for (let page = 0; page < 20; page++) {
    const out = await client.send(
      new sdk.ListObjectVersionsCommand({
        Bucket: bucket,
        Prefix: key,
        KeyMarker: keyMarker,
        VersionIdMarker: versionMarker,
      }),
    );
    const objects = [...(out.Versions ?? []), ...(out.DeleteMarkers ?? [])]
      .filter((v) => v.Key === key && v.VersionId)
      .map((v) => ({ Key: key, VersionId: v.VersionId as string }));
    if (objects.length > 0) {
      const result = await client.send(
        new sdk.DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: objects, Quiet: true } }),
      );
      // DeleteObjects answers 200 with per-key errors (AccessDenied on a version): never report those as erased.
      const failed = result?.Errors ?? [];
      if (failed.length > 0)
        throw new Error(`${failed.length} version(s) of ${key} not deleted: ${failed[0]?.Code ?? 'error'}`);
      deleted += objects.length;
    }
    if (!out.IsTruncated) break;
    keyMarker = out.NextKeyMarker;
    versionMarker = out.NextVersionIdMarker;
  }
  return deleted;
}
