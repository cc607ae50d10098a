import { type DealStage, isClosedStage } from '@app/shared/deals';
import { can } from '@app/shared/permissions';
import type { DealBoard as Board, Deal } from '@app/shared/schemas/deal';
import { isStaleVersionError } from '@app/shared/schemas/record-version';
import { Alert, Button, Group, Loader, SegmentedControl, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { pageTitle } from '../../../config/page-title';
import { isAbortError, isApiError } from '../../../lib/api-error';
import { useAuth } from '../../../lib/auth-context';
import { apiErrorMessage } from '../../../lib/notify-api-error';
import { getDealBoard, listDeals } from '../api/list-deals';
import { updateDeal } from '../api/save-deal';
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
  const [board, setBoard] = useState<Board | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [closing, setClosing] = useState<{ deal: Deal; stage: DealStage } | null>(null);
  const [refresh, setRefresh] = useState(0);
  const open = params.get('deal');
  const setOpen = (id: string | null) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (id) next.set('deal', id);
      else next.delete('deal');
      return next;
    });

  const load = useCallback(async (signal?: AbortSignal) => {
    try {
      setBoard(await getDealBoard(signal));
      setError(null);
    } catch (e) {
      if (!isAbortError(e)) setError(apiErrorMessage(e, 'Could not load the deals'));
    }
  }, []);
  useEffect(() => {
    const ctrl = new AbortController();
    void load(ctrl.signal);
    return () => ctrl.abort();
  }, [load]);

  const move = async (deal: Deal, stage: DealStage, extra: { value?: number; reason?: string } = {}) => {
    if (isClosedStage(stage) && extra.reason === undefined) return setClosing({ deal, stage });
    setClosing(null);
    try {
      await updateDeal(deal, { stage, ...extra });
      notifications.show({ color: 'green', message: `Moved "${deal.title}"` });
    } catch (e) {
      const message =
        isApiError(e) && isStaleVersionError(e)
          ? (e.errors.version ?? e.message)
          : apiErrorMessage(e, 'Could not move the deal');
      notifications.show({ color: 'red', title: 'Not moved', message, autoClose: 8000 });
    }
    await load();
    setRefresh((r) => r + 1);
  };
  const more = async (stage: DealStage) => {
    if (!board?.[stage].nextCursor) return;
    const page = await listDeals({ stage, cursor: board[stage].nextCursor ?? undefined });
    setBoard({
      ...board,
      [stage]: { items: [...board[stage].items, ...page.items], nextCursor: page.nextCursor },
    });
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
      {error && <Alert color="red">{error}</Alert>}
      {view === 'board' && !board && !error && <Loader aria-label="Loading deals" />}
      {view === 'board' && board && (
        <DealBoard
          board={board}
          onOpen={(d) => setOpen(d.id)}
          onMove={(d, s) => void move(d, s)}
          onMore={(s) => void more(s)}
        />
      )}
      {view === 'list' && <DealList onOpen={(d) => setOpen(d.id)} refresh={refresh} />}
      {closing && (
        <CloseDealDialog
          deal={closing.deal}
          stage={closing.stage}
          onCancel={() => setClosing(null)}
          onConfirm={(fields) => void move(closing.deal, closing.stage, fields)}
        />
      )}
      <DealDrawer
        open={open}
        onClose={() => setOpen(null)}
        onChanged={(saved) => {
          void load();
          setRefresh((r) => r + 1);
          if (saved && open === 'new') setOpen(saved.id);
        }}
      />
    </Stack>
  );
}
