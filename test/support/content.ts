import { encodePng } from '@app/services/local/png';
import type { LocalStack } from '@app/services/local/stack';
import { api, signIn, TEST_ADMIN } from './local-stack';

/** A small valid PNG. */
export const tinyPng = (shade = 120) => encodePng(8, 8, () => [shade, 80, 200]);

/**
 * Uploads bytes the way the admin does: presign at `<base>/upload-image` (or
 * the given route), POST the form to S3, then confirm. Returns the confirm
 * response (data.url is the /media/ path on success).
 */
export async function uploadImage(
  stack: LocalStack,
  token: string,
  bytes: Uint8Array,
  opts: { contentType?: string; presignPath?: string; confirmPath?: string } = {},
) {
  const contentType = opts.contentType ?? 'image/png';
  const presign = await api(stack, 'POST', opts.presignPath ?? '/blogs/upload-image', {
    token,
    body: { contentType, size: bytes.length },
  });
  if (presign.status !== 201) return presign;
  const ticket = presign.json.data as { url: string; fields: Record<string, string>; uploadKey: string };
  const form = new FormData();
  for (const [k, v] of Object.entries(ticket.fields)) form.append(k, v);
  form.append('file', new Blob([Buffer.from(bytes)], { type: contentType }), 'image');
  const put = await fetch(ticket.url, { method: 'POST', body: form });
  if (!put.ok) throw new Error(`S3 POST failed: ${put.status} ${await put.text()}`);
  return api(stack, 'POST', opts.confirmPath ?? '/blogs/confirm-image', {
    token,
    body: { uploadKey: ticket.uploadKey },
  });
}

/** Uploads a PNG and returns its /media/ path (throws when refused). */
export async function uploadedImage(
  stack: LocalStack,
  token: string,
  paths?: { presignPath?: string; confirmPath?: string },
) {
  const res = await uploadImage(stack, token, tinyPng(), paths);
  if (res.status !== 201) throw new Error(`Upload refused: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json.data.url as string;
}

type SectionRecords = Record<string, { values: Record<string, unknown>; version: number }>;

/**
 * The site sections as they are now, and a function that puts them back. Files that
 * edit the seeded sections call it in beforeAll and the restore in afterAll: the
 * stack is shared by the files of a worker, and the next one expects the seed's text.
 */
export async function keepSections(stack: LocalStack): Promise<() => Promise<void>> {
  const token = await signIn(stack, TEST_ADMIN.email, TEST_ADMIN.password);
  const records = async () =>
    (await api(stack, 'GET', '/admin/edit-section', { token })).json.data as SectionRecords;
  const before = await records();
  return async () => {
    for (const key of Object.keys(await records())) {
      // Read again for each: sections folded into one page document share its version (issue 31).
      const now = (await records())[key];
      const values = before[key]?.values ?? {};
      if (!now || JSON.stringify(values) === JSON.stringify(now.values)) continue;
      const put = await api(stack, 'PUT', '/admin/edit-section', {
        token,
        body: { key, values, version: now.version },
      });
      if (put.status !== 200) throw new Error(`Could not restore section ${key}: ${put.status}`);
    }
  };
}
