import type { FunnelStep } from '@app/shared/sales';
import { Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatCount, formatShare } from './format';

/** Visitors → leads → deals → won, each bar against the first step, with the rate from the step before. */
export function SalesFunnel({ steps }: { steps: FunnelStep[] }) {
  const top = Math.max(1, ...steps.map((s) => s.count));
  return (
    <Paper withBorder p="sm" radius="md" style={{ alignSelf: 'start' }}>
      <Title order={2} size="h5" mb="xs">
        Funnel
      </Title>
      <Stack gap="xs">
        {steps.map((s) => (
          <div key={s.step} data-funnel-step={s.step}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" fw={500}>
                {s.label}
              </Text>
              <Text size="sm">
                {formatCount(s.count)}
                {s.rate !== null || s.step !== 'visitors' ? (
                  <Text span c="dimmed" size="xs" ml={6}>
                    {formatShare(s.rate)} of previous step
                  </Text>
                ) : null}
              </Text>
            </Group>
            {/* A drawn bar, not a progressbar: the count and rate beside it are the content. */}
            <Box h={12} bg="gray.2" style={{ borderRadius: 4 }} aria-hidden>
              <Box h="100%" w={`${(s.count / top) * 100}%`} bg="indigo.6" style={{ borderRadius: 4 }} />
            </Box>
          </div>
        ))}
      </Stack>
    </Paper>
  );
}
