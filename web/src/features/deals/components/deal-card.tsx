import { formatRupees } from '@app/shared/currency';
import { DEAL_STAGE_LABELS, DEAL_STAGES, type DealStage } from '@app/shared/deals';
import type { Deal } from '@app/shared/schemas/deal';
import { ActionIcon, Badge, Card, Group, Menu, Text } from '@mantine/core';

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
      <Group justify="space-between" wrap="nowrap" gap={4} align="flex-start">
        <Text
          component="button"
          type="button"
          fw={600}
          size="sm"
          ta="left"
          onClick={() => onOpen(deal)}
          style={{ background: 'none', border: 0, padding: 0, cursor: 'pointer', wordBreak: 'break-word' }}
        >
          {deal.title}
        </Text>
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
      {deal.company && (
        <Text size="xs" c="dimmed" style={{ wordBreak: 'break-word' }}>
          {deal.company}
        </Text>
      )}
      <Group justify="space-between" mt={4} gap={4}>
        <Text size="sm" fw={500} data-deal-value>
          {formatRupees(deal.value)}
        </Text>
        <Group gap={4}>
          {deal.campaign && (
            <Badge size="xs" variant="light" color="grape">
              {deal.campaign}
            </Badge>
          )}
          <Badge size="xs" variant="outline">
            {deal.probability}%
          </Badge>
        </Group>
      </Group>
    </Card>
  );
}
