import { Anchor, Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { PersonResult } from '../api/person-data';
import { describeRecord, KIND_LABELS } from './kind-labels';

/** What the search found, by kind, each record with a link to its own editor where it has one. */
export function PersonResultView({ result }: { result: PersonResult }) {
  const kinds = Object.keys(KIND_LABELS).filter((k) => k !== 'resumes');
  const total = Object.values(result.counts).reduce((a, b) => a + b, 0);
  if (total === 0) return <Text data-testid="privacy-nothing">Nothing is kept about this address.</Text>;
  return (
    <Stack gap="sm" data-testid="privacy-result">
      <Group gap="xs">
        {Object.entries(result.counts)
          .filter(([, n]) => n > 0)
          .map(([kind, n]) => (
            <Badge key={kind} variant="light">
              {KIND_LABELS[kind]?.label ?? kind}: {n}
            </Badge>
          ))}
      </Group>
      {kinds.map((kind) => {
        const rows = result.records[kind] ?? [];
        if (rows.length === 0) return null;
        const editor = KIND_LABELS[kind]?.editor;
        return (
          <Paper key={kind} withBorder p="sm">
            <Title order={3} size="h5">
              {KIND_LABELS[kind]?.label ?? kind}
            </Title>
            <List size="sm" spacing={4} mt={4}>
              {rows.slice(0, 50).map((row, i) => (
                <List.Item key={String(row.id ?? i)} style={{ overflowWrap: 'anywhere' }}>
                  {describeRecord(kind, row)}{' '}
                  {editor ? (
                    <Anchor component={Link} to={editor(row)} size="sm">
                      Open to correct
                    </Anchor>
                  ) : null}
                </List.Item>
              ))}
            </List>
            {rows.length > 50 ? (
              <Text size="xs">…and {rows.length - 50} more (all are in the export).</Text>
            ) : null}
          </Paper>
        );
      })}
    </Stack>
  );
}
