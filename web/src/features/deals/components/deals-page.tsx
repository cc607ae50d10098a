import { type DealStage, isClosedStage } from '@app/shared/deals';
import { can } from '@app/shared/permissions';
import type { DealBoard as Board, Deal } from '@app/shared/schemas/deal';
import { isStaleVersionError } from '@app/shared/schemas/record-version';
import { Alert, Button, Group, Loader, SegmentedControl, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ZoneNote } from '../../../components/zone-note/zone-note';
import { pageTitle } from '../../../config/page-title';
import { isApiError } from '../../../lib/api-error';
import { useAuth } from '../../../lib/auth-context';
import { apiErrorMessage } from '../../../lib/notify-api-error';
import { DEAL_BOARD_KEY, DEALS_KEY, listDeals, useDealBoard } from '../api/list-deals';
import { useMoveDeal } from '../api/move-deal';
import { CloseDealDialog } from './close-deal-dialog';
import { DealBoard } from './deal-board';
import { DealDrawer } from './deal-drawer';
import { DealList } from './deal-list';

/** /admin/deals (Sales): the pipeline as a kanban or a list, and each deal in a drawer. */
export default function DealsPage() {
  useDocumentTitle(pageTitle('Deals'));
  const { user } = useAuth();
  const canWrite = can(user?.roles ?? [], 'deals:write');
  const [params, setParams] = useSearchParams();
  const [view, setView] = useState<'board' | 'list'>('board');
  const client = useQueryClient();
  const boardQuery = useDealBoard();
  const board = boardQuery.data ?? null;
  const error = boardQuery.error ? apiErrorMessage(boardQuery.error, 'Could not load the deals') : null;
  const moveDeal = useMoveDeal();
  const [closing, setClosing] = useState<{ deal: Deal; stage: DealStage } | null>(null);
  const open = params.get('deal');
  const setOpen = (id: string | null) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (id) next.set('deal', id);
      else next.delete('deal');
      return next;
    });

  // The card moves at once (useMoveDeal is optimistic); a refused move goes back, with the reason.
  const move = (deal: Deal, stage: DealStage, extra: { value?: number; reason?: string } = {}) => {
    if (isClosedStage(stage) && extra.reason === undefined) return setClosing({ deal, stage });
    setClosing(null);
    moveDeal.mutate(
      { deal, stage, extra },
      {
        onSuccess: () => notifications.show({ color: 'green', message: `Moved "${deal.title}"` }),
        onError: (e) => {
          const message =
            isApiError(e) && isStaleVersionError(e)
              ? (e.errors.version ?? e.message)
              : apiErrorMessage(e, 'Could not move the deal');
          notifications.show({ color: 'red', title: 'Not moved', message });
        },
      },
    );
  };
  const more = async (stage: DealStage) => {
    const cursor = board?.[stage].nextCursor;
    if (!cursor) return;
    const page = await listDeals({ stage, cursor });
    client.setQueryData<Board>(DEAL_BOARD_KEY, (current) =>
      current
        ? {
            ...current,
            [stage]: { items: [...current[stage].items, ...page.items], nextCursor: page.nextCursor },
          }
        : current,
    );
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1}>Deals</Title>
        <Group gap="sm">
          <SegmentedControl
            aria-label="View"
            value={view}
            onChange={(v) => setView(v as 'board' | 'list')}
            data={[
              { value: 'board', label: 'Board' },
              { value: 'list', label: 'List' },
            ]}
          />
          {canWrite && <Button onClick={() => setOpen('new')}>New deal</Button>}
        </Group>
      </Group>
      <ZoneNote />
      {error && <Alert color="red">{error}</Alert>}
      {view === 'board' && !board && !error && <Loader aria-label="Loading deals" />}
      {view === 'board' && board && (
        <DealBoard
          board={board}
          onOpen={(d) => setOpen(d.id)}
          onMove={(d, s) => move(d, s)}
          onMore={(s) => void more(s)}
        />
      )}
      {view === 'list' && <DealList onOpen={(d) => setOpen(d.id)} />}
      {closing && (
        <CloseDealDialog
          deal={closing.deal}
          stage={closing.stage}
          onCancel={() => setClosing(null)}
          onConfirm={(fields) => move(closing.deal, closing.stage, fields)}
        />
      )}
      <DealDrawer
        open={open}
        onClose={() => setOpen(null)}
        onChanged={(saved) => {
          void client.invalidateQueries({ queryKey: DEALS_KEY });
          if (saved && open === 'new') setOpen(saved.id);
        }}
      />
    </Stack>
  );
}
