import { analyticsDay } from '@app/shared/analytics-days';
import { can } from '@app/shared/permissions';
import type { Campaign, CampaignList, CampaignWithStats } from '@app/shared/schemas/campaign';
import { Alert, Button, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { pageTitle } from '../../../config/page-title';
import { useAuth } from '../../../lib/auth-context';
import { apiErrorMessage } from '../../../lib/notify-api-error';
import { getRuntimeConfig } from '../../../lib/runtime-config';
import { CAMPAIGNS_KEY, useCampaigns, useUntrackedCampaigns } from '../api/list-campaigns';
import { type CampaignDraft, CampaignForm, draftOf } from './campaign-form';
import { CampaignsTable } from './campaigns-table';
import { LinkBuilder } from './link-builder';
import { UntrackedCampaigns } from './untracked-campaigns';

type Editing = { draft: CampaignDraft; existing?: Campaign; key: number } | null;

/** /admin/campaigns (Marketing): campaigns, their tagged links and what they brought. */
export default function CampaignsPage() {
  useDocumentTitle(pageTitle('Campaigns'));
  const { user } = useAuth();
  const canWrite = can(user?.roles ?? [], 'campaigns:write');
  const today = analyticsDay();
  const client = useQueryClient();
  const campaigns = useCampaigns();
  const { data } = campaigns;
  const untracked = useUntrackedCampaigns(data !== null);
  const error = campaigns.error
    ? apiErrorMessage(
        campaigns.error,
        campaigns.isFetchNextPageError ? 'Could not load more campaigns' : 'Could not load the campaigns',
      )
    : null;
  const [editing, setEditing] = useState<Editing>(null);
  const [links, setLinks] = useState<CampaignWithStats | null>(null);
  const more = () => void campaigns.fetchNextPage();
  const open = (draft: CampaignDraft, existing?: Campaign) =>
    setEditing({ draft, existing, key: Date.now() });

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1}>Campaigns</Title>
        {canWrite && <Button onClick={() => open(draftOf({}, today))}>New campaign</Button>}
      </Group>
      <Text size="sm" c="dimmed">
        Visits and leads are counted from each campaign's utm_campaign tag over its dates, up to today. A lead
        is a stored form submission (contact, let's connect, meeting or job application) from a visit the
        campaign brought first. Deals, won value and ROI count until today, however long after the campaign
        its deals close.
      </Text>
      {error && <Alert color="red">{error}</Alert>}
      {!data && !error && <Loader aria-label="Loading campaigns" />}
      {data && data.items.length === 0 && <Text>No campaigns yet.</Text>}
      {data && data.items.length > 0 && (
        <CampaignsTable
          items={data.items}
          canWrite={canWrite}
          onEdit={(c) => open(draftOf(c, today), c)}
          onLinks={setLinks}
          onDeleted={(id) =>
            // The row goes at once; the mutation's invalidation brings the fresh figures.
            client.setQueryData<InfiniteData<CampaignList>>(
              CAMPAIGNS_KEY,
              (cached) =>
                cached && {
                  ...cached,
                  pages: cached.pages.map((p) => ({ ...p, items: p.items.filter((c) => c.id !== id) })),
                },
            )
          }
        />
      )}
      {data?.nextCursor && (
        <Button
          variant="default"
          onClick={more}
          loading={campaigns.isFetchingNextPage}
          style={{ alignSelf: 'center' }}
        >
          Load more
        </Button>
      )}
      {untracked.error && (
        <Alert color="red">
          {apiErrorMessage(untracked.error, 'Could not load the untracked campaigns')}
        </Alert>
      )}
      {data && untracked.data && (
        <UntrackedCampaigns
          items={untracked.data.untracked}
          range={untracked.data.untrackedRange}
          canWrite={canWrite}
          onCreate={(utmCampaign) => open(draftOf({ utmCampaign, name: utmCampaign }, today))}
        />
      )}
      {editing && (
        <CampaignForm
          key={editing.key}
          opened
          initial={editing.draft}
          existing={editing.existing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void client.invalidateQueries({ queryKey: CAMPAIGNS_KEY });
          }}
        />
      )}
      <Modal
        opened={links !== null}
        onClose={() => setLinks(null)}
        title={`Links for ${links?.name ?? ''}`}
        size="lg"
        centered
      >
        {links && <LinkBuilder siteUrl={getRuntimeConfig().siteUrl} tags={links} />}
      </Modal>
    </Stack>
  );
}
