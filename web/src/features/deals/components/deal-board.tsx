import { CURRENCIES, currencyOf, formatMoney } from '@app/shared/currency';
import { DEAL_STAGE_LABELS, DEAL_STAGES, type DealStage } from '@app/shared/deals';
import type { DealBoard as Board, Deal } from '@app/shared/schemas/deal';
import { Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { DealCard } from './deal-card';

interface Props {
  board: Board;
  onOpen: (deal: Deal) => void;
  onMove: (deal: Deal, stage: DealStage) => void;
  onMore: (stage: DealStage) => void;
}

/** The kanban: one column per stage, newest entered first; drop a card on a column to move it. */
export function DealBoard({ board, onOpen, onMove, onMore }: Props) {
  const [over, setOver] = useState<DealStage | null>(null);
  const find = (id: string) => DEAL_STAGES.flatMap((s) => board[s].items).find((d) => d.id === id);
  return (
    // Five columns side by side on a wide screen; stacked on a phone, where the stage menu moves cards.
    <SimpleGrid cols={{ base: 1, sm: 3, lg: 5 }} spacing="sm">
      {DEAL_STAGES.map((stage) => {
        const column = board[stage];
        // One total per currency shown ("₹1.5L + $40K"): amounts of two currencies never add up.
        const totals = CURRENCIES.map((c) => {
          const inC = column.items.filter((d) => currencyOf(d) === c);
          return inC.length
            ? formatMoney(
                inC.reduce((sum, d) => sum + d.value, 0),
                c,
              )
            : '';
        }).filter(Boolean);
        return (
          <Paper
            key={stage}
            component="section"
            aria-label={`${DEAL_STAGE_LABELS[stage]} deals`}
            data-stage={stage}
            withBorder
            p="xs"
            bg={over === stage ? 'var(--mantine-color-blue-light)' : 'var(--mantine-color-gray-0)'}
            onDragOver={(e) => {
              e.preventDefault();
              setOver(stage);
            }}
            onDragLeave={() => setOver(null)}
            onDrop={(e) => {
              e.preventDefault();
              setOver(null);
              const deal = find(e.dataTransfer.getData('text/plain'));
              if (deal && deal.stage !== stage) onMove(deal, stage);
            }}
            style={{ minHeight: 120, minWidth: 0 }}
          >
            <Title order={2} size="h5">
              {DEAL_STAGE_LABELS[stage]}
            </Title>
            <Text size="xs" c="dimmed" mb="xs">
              {column.items.length}
              {column.nextCursor ? '+' : ''} · <span data-column-total>{totals.join(' + ') || '₹0'}</span>
            </Text>
            <Stack gap="xs">
              {column.items.map((deal) => (
                <DealCard key={deal.id} deal={deal} onOpen={onOpen} onMove={onMove} />
              ))}
              {column.items.length === 0 && (
                <Text size="xs" c="dimmed">
                  No deals
                </Text>
              )}
              {column.nextCursor && (
                <Button size="xs" variant="subtle" onClick={() => onMore(stage)}>
                  Load more
                </Button>
              )}
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
