import * as sdk from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { deleteEveryVersion } from './s3-versions';

/** Records the commands and answers ListObjectVersions from `pages` (the AWS call shape, not a stack). */
function recorder(
  pages: sdk.ListObjectVersionsCommandOutput[],
  deleteAnswer: Partial<sdk.DeleteObjectsCommandOutput> = {},
) {
  const sent: Array<{ name: string; input: unknown }> = [];
  let page = 0;
  const client = {
    send: async (command: { constructor: { name: string }; input: unknown }) => {
      sent.push({ name: command.constructor.name, input: command.input });
      if (command instanceof sdk.ListObjectVersionsCommand) return pages[page++];
      if (command instanceof sdk.DeleteObjectsCommand) return deleteAnswer;
      return {};
    },
  };
  return { sent, client: client as never };
}

describe('deleteEveryVersion', () => {
  it('deletes every version and delete marker of the exact key, page by page', async () => {
    const key = 'resumes/a.pdf';
    const { sent, client } = recorder([
      {
        Versions: [
          { Key: key, VersionId: 'v2' },
          { Key: key, VersionId: 'v1' },
          { Key: 'resumes/a.pdf.bak', VersionId: 'x' },
        ],
        DeleteMarkers: [{ Key: key, VersionId: 'm1' }],
        IsTruncated: true,
        NextKeyMarker: key,
        NextVersionIdMarker: 'v1',
        $metadata: {},
      },
      { Versions: [{ Key: key, VersionId: 'v0' }], IsTruncated: false, $metadata: {} },
    ]);
    const count = await deleteEveryVersion({ sdk, client }, 'bucket', key, true);
    expect(count).toBe(4);
    expect(sent.map((s) => s.name)).toEqual([
      'ListObjectVersionsCommand',
      'DeleteObjectsCommand',
      'ListObjectVersionsCommand',
      'DeleteObjectsCommand',
    ]);
    expect(sent[0]?.input).toMatchObject({ Bucket: 'bucket', Prefix: key });
    expect(sent[1]?.input).toEqual({
      Bucket: 'bucket',
      Delete: {
        Objects: [
          { Key: key, VersionId: 'v2' },
          { Key: key, VersionId: 'v1' },
          { Key: key, VersionId: 'm1' },
        ],
        Quiet: true,
      },
    });
    expect(sent[2]?.input).toMatchObject({ KeyMarker: key, VersionIdMarker: 'v1' });
  });

  it('fails when S3 refuses a version (DeleteObjects answers 200 with per-key errors)', async () => {
    const key = 'resumes/c.pdf';
    const { client } = recorder(
      [{ Versions: [{ Key: key, VersionId: 'v1' }], IsTruncated: false, $metadata: {} }],
      { Errors: [{ Key: key, VersionId: 'v1', Code: 'AccessDenied', Message: 'Access Denied' }] },
    );
    await expect(deleteEveryVersion({ sdk, client }, 'bucket', key, true)).rejects.toThrow(
      '1 version(s) of resumes/c.pdf not deleted: AccessDenied',
    );
  });

  it('on an unversioned store (the local shim) deletes the one object', async () => {
    const { sent, client } = recorder([]);
    expect(await deleteEveryVersion({ sdk, client }, 'bucket', 'resumes/b.pdf', false)).toBe(1);
    expect(sent).toEqual([
      { name: 'DeleteObjectCommand', input: { Bucket: 'bucket', Key: 'resumes/b.pdf' } },
    ]);
  });
});
