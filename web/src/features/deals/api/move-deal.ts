import { type DealStage, isClosedStage } from '@app/shared/deals';
import type { Deal, DealBoard } from '@app/shared/schemas/deal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEAL_BOARD_KEY, DEALS_KEY } from './list-deals';
import { updateDeal } from './save-deal';

export interface DealMove {
  deal: Deal;
  stage: DealStage;
  /** A closed stage's value and reason (asked for by the close dialog). */
  extra?: { value?: number; reason?: string };
}

/** The board with `deal` taken out of its column and put on top of `stage`'s. */
export function moveOnBoard(board: DealBoard, { deal, stage, extra = {} }: DealMove): DealBoard {
  const moved: Deal = {
    ...deal,
    stage,
    ...(isClosedStage(stage) && extra.value !== undefined ? { value: extra.value } : {}),
  };
  const next = { ...board };
  next[deal.stage] = { ...board[deal.stage], items: board[deal.stage].items.filter((d) => d.id !== deal.id) };
  next[stage] = { ...board[stage], items: [moved, ...board[stage].items.filter((d) => d.id !== deal.id)] };
  return next;
}

/**
 * PATCH a deal's stage (the board's drag and stage menu), optimistically: the
 * card moves at once; a refused move (409 when someone saved the deal since,
 * or any error) puts the board back as it was. Either way the deals are read
 * again afterwards, so the board shows what the server holds.
 */
export function useMoveDeal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ deal, stage, extra }: DealMove) => updateDeal(deal, { stage, ...extra }),
    onMutate: async (move: DealMove) => {
      await client.cancelQueries({ queryKey: DEAL_BOARD_KEY });
      const before = client.getQueryData<DealBoard>(DEAL_BOARD_KEY);
      if (before) client.setQueryData<DealBoard>(DEAL_BOARD_KEY, moveOnBoard(before, move));
      return { before };
    },
    onError: (_error, _move, context) => {
      if (context?.before) client.setQueryData(DEAL_BOARD_KEY, context.before);
    },
    onSettled: () => client.invalidateQueries({ queryKey: DEALS_KEY }),
  });
}
