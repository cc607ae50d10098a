import { CURRENCY_SYMBOLS, currencyOf } from '@app/shared/currency';
import { DEAL_STAGE_LABELS, type DealStage } from '@app/shared/deals';
import type { Deal } from '@app/shared/schemas/deal';
import { Button, Group, Modal, NumberInput, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';

interface Props {
  deal: Deal;
  stage: DealStage;
  onCancel: () => void;
  onConfirm: (fields: { value: number; reason: string }) => void;
}

/** Moving a deal to Won or Lost asks for its final value and the reason (the API requires one). */
export function CloseDealDialog({ deal, stage, onCancel, onConfirm }: Props) {
  const form = useForm({ initialValues: { value: deal.value, reason: '' } });
  const { value, reason } = form.values;
  return (
    <Modal opened onClose={onCancel} title={`Mark "${deal.title}" as ${DEAL_STAGE_LABELS[stage]}`} centered>
      <form
        onSubmit={form.onSubmit((v) => {
          if (v.reason.trim()) onConfirm({ value: v.value, reason: v.reason.trim() });
        })}
      >
        <Stack>
          <NumberInput
            label={`Value (${CURRENCY_SYMBOLS[currencyOf(deal)]})`}
            min={0}
            thousandSeparator=","
            value={value}
            onChange={(v) => form.setFieldValue('value', typeof v === 'number' ? v : 0)}
          />
          <Textarea
            label={stage === 'won' ? 'Why was it won?' : 'Why was it lost?'}
            required
            autosize
            minRows={2}
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" disabled={!reason.trim()} color={stage === 'won' ? 'green' : 'red'}>
              Mark as {DEAL_STAGE_LABELS[stage]}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
