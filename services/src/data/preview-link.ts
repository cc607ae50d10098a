/**
 * Share-preview links (issue 31; entities/preview-link.ts, pattern PV1).
 * Revoking deletes the item, so a revoked link fails the public read at once;
 * the token's own expiry ends it after PREVIEW_LINK_DAYS either way.
 */
import * as clock from '@app/shared/clock';
import { ttlBackstopSeconds } from '@app/shared/retention';
import { PREVIEW_LINK_DAYS } from '@app/shared/schemas/page-preview';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { PreviewLinkEntity, previewLinkKeys, type StoredPreviewLink } from './entities/preview-link';
import { queryIndexPage } from './index-page';

export type PreviewLink = StoredPreviewLink;

/** The retention row of preview links (they name the member who made them). */
export const PREVIEW_RETENTION_KIND = 'previewLink';

export async function createPreviewLink(
  link: Omit<PreviewLink, 'createdAt' | 'linkExpiresAt'>,
  now = clock.now(),
): Promise<PreviewLink> {
  const stored: PreviewLink = {
    ...link,
    createdAt: now.toISOString(),
    linkExpiresAt: new Date(now.getTime() + PREVIEW_LINK_DAYS * 86_400_000).toISOString(),
  };
  await PreviewLinkEntity.build(PutItemCommand)
    .item({ ...stored, expiresAt: ttlBackstopSeconds(PREVIEW_RETENTION_KIND, now) })
    .send();
  return stored;
}

/** A record's links still open at `now`, newest first (one Query; expired ones wait for TTL). */
export async function openPreviewLinks(
  kind: string,
  recordId: string,
  now = clock.now(),
): Promise<PreviewLink[]> {
  const page = await queryIndexPage<PreviewLink>({
    entity: PreviewLinkEntity,
    partition: previewLinkKeys.pk(kind, recordId),
    limit: 100,
  });
  return page.items
    .filter((l) => Date.parse(l.linkExpiresAt) > now.getTime())
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export async function getPreviewLink(
  kind: string,
  recordId: string,
  id: string,
): Promise<PreviewLink | null> {
  const out = await PreviewLinkEntity.build(GetItemCommand)
    .key({ kind, recordId, id })
    .options({ consistent: true })
    .send();
  return (out.Item as PreviewLink | undefined) ?? null;
}

export async function deletePreviewLink(kind: string, recordId: string, id: string): Promise<void> {
  await PreviewLinkEntity.build(DeleteItemCommand).key({ kind, recordId, id }).send();
}

/**
 * Puts the draft as now rendered into each open link, so a link shows the
 * latest draft. Conditional on the item still existing: a link revoked
 * meanwhile stays revoked.
 */
export async function refreshPreviewLinks(kind: string, recordId: string, html: string): Promise<void> {
  const links = await openPreviewLinks(kind, recordId);
  for (const link of links) {
    try {
      await PreviewLinkEntity.build(PutItemCommand)
        .item({ ...link, html, expiresAt: ttlBackstopSeconds(PREVIEW_RETENTION_KIND, link.createdAt) })
        .options({ condition: { attr: 'pk', exists: true } } as never)
        .send();
    } catch (error) {
      if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
    }
  }
}
