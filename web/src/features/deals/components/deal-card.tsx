import { currencyOf, formatMoney } from '@app/shared/currency';
import { DEAL_STAGE_LABELS, DEAL_STAGES, type DealStage } from '@app/shared/deals';
import type { Deal } from '@app/shared/schemas/deal';
import { ActionIcon, Badge, Card, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import type { CSSProperties } from 'react';

/** Breaks only between words; a word longer than the line is cut with an ellipsis. */
const WORDS_STYLE: CSSProperties = {
  overflowWrap: 'normal',
  wordBreak: 'normal',
  textOverflow: 'ellipsis',
};

interface Props {
  deal: Deal;
  onOpen: (deal: Deal) => void;
  onMove: (deal: Deal, stage: DealStage) => void;
}

/**
 * A deal on the board: draggable to another column, and with a stage menu
 * (the keyboard and screen-reader way to move it; no drag needed).
 */
export function DealCard({ deal, onOpen, onMove }: Props) {
  return (
    <Card
      withBorder
      padding="xs"
      radius="sm"
      draggable
      data-deal-id={deal.id}
      onDragStart={(e) => {
        e.dataTransfer.setData('text/plain', deal.id);
        e.dataTransfer.effectAllowed = 'move';
      }}
      style={{ cursor: 'grab' }}
    >
      {/* The whole card width for the title (the stage menu sits in the bottom row), so it wraps
          at spaces; a single word wider than the card ends in an ellipsis instead of breaking. */}
      <UnstyledButton onClick={() => onOpen(deal)} title={deal.title} display="block" w="100%">
        <Text component="span" fw={600} size="sm" lineClamp={4} style={WORDS_STYLE} data-deal-title>
          {deal.title}
        </Text>
      </UnstyledButton>
      {deal.company && (
        <Text size="xs" c="dimmed" lineClamp={2} style={WORDS_STYLE}>
          {deal.company}
        </Text>
      )}
      {deal.campaign && (
        // Its own line, cut with an ellipsis: a long UTM tag never widens the card (full tag on hover).
        <Text size="xs" c="grape.8" fw={600} truncate="end" title={deal.campaign} data-deal-campaign>
          {deal.campaign}
        </Text>
      )}
      <Group justify="space-between" mt={4} gap={4} wrap="nowrap">
        <Text size="sm" fw={500} data-deal-value>
          {formatMoney(deal.value, currencyOf(deal))}
        </Text>
        <Group gap={4} wrap="nowrap">
          <Badge size="xs" variant="outline">
            {deal.probability}%
          </Badge>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" size="sm" aria-label={`Move ${deal.title} to another stage`}>
                ⋯
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>Move to</Menu.Label>
              {DEAL_STAGES.filter((s) => s !== deal.stage).map((stage) => (
                <Menu.Item key={stage} onClick={() => onMove(deal, stage)}>
                  {DEAL_STAGE_LABELS[stage]}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
    </Card>
  );
}
