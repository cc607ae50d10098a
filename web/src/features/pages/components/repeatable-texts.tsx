import { ActionIcon, Button, Fieldset, Group, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

type Item = Record<string, string>;

/**
 * A repeatable list of two-text items (cards, steps, FAQs) inside a fixed
 * SPEC heading (the legend, not editable). Add/remove stay within `min`/`max`;
 * a list of fixed length (the 6-step process) shows neither.
 */
export function RepeatableTexts<V>({
  form,
  path,
  legend,
  fields,
  min,
  max,
  itemLabel,
  blank,
}: {
  form: UseFormReturnType<V>;
  path: string;
  legend: string;
  fields: readonly [{ name: string; label: string }, { name: string; label: string; long?: boolean }];
  min: number;
  max: number;
  itemLabel: string;
  blank: Item;
}) {
  const items = (form.getValues() as Record<string, Item[]>)[path] ?? [];
  const fixed = min === max;
  const [first, second] = fields;
  return (
    <Fieldset legend={legend} aria-label={legend}>
      <Stack gap="md">
        {items.map((_, i) => {
          const n = i + 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the position is the item's identity in the form
            <Stack key={i} gap={4}>
              <Group align="flex-end" wrap="nowrap">
                <TextInput
                  style={{ flex: 1 }}
                  label={`${itemLabel} ${n}: ${first.label}`}
                  {...form.getInputProps(`${path}.${i}.${first.name}`)}
                />
                {fixed ? null : (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={`Remove ${itemLabel.toLowerCase()} ${n}`}
                    disabled={items.length <= min}
                    onClick={() => form.removeListItem(path as never, i)}
                  >
                    ×
                  </ActionIcon>
                )}
              </Group>
              <Textarea
                label={`${itemLabel} ${n}: ${second.label}`}
                autosize
                minRows={second.long ? 2 : 1}
                {...form.getInputProps(`${path}.${i}.${second.name}`)}
              />
            </Stack>
          );
        })}
        {fixed ? null : (
          <Button
            variant="light"
            disabled={items.length >= max}
            onClick={() => form.insertListItem(path as never, { ...blank } as never)}
            style={{ alignSelf: 'flex-start' }}
          >
            {`Add ${itemLabel.toLowerCase()}`}
          </Button>
        )}
      </Stack>
    </Fieldset>
  );
}
