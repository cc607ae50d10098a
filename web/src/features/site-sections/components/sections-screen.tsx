import type { SectionDef } from '@app/shared/site-sections';
import { Loader, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { pageTitle } from '../../../config/page-title';
import { SECTION_DEFAULTS } from './section-defaults';
import { SectionForm } from './section-form';
import { useSections } from './use-sections';

/** An admin screen editing some site sections; the public HTML updates on save. */
export function SectionsScreen({
  title,
  intro,
  defs,
  order = 1,
}: {
  title: string;
  /** 2 when the screen is a part of a larger one (/admin/edit-section under its Pages list). */
  order?: 1 | 2;
  intro: ReactNode;
  defs: readonly SectionDef[];
}) {
  useDocumentTitle(pageTitle(order === 1 ? title : 'Edit Section'));
  const { sections, error, update, reload } = useSections();
  return (
    <Stack gap="lg">
      <div>
        <Title order={order}>{title}</Title>
        <Text c="dimmed">{intro}</Text>
      </div>
      {error ? <Text c="red">{error}</Text> : null}
      {!sections && !error ? <Loader aria-label="Loading sections" /> : null}
      {sections
        ? defs.map((def) => (
            <SectionForm
              key={`${def.key}:${sections[def.key]?.version ?? 0}`}
              def={def}
              stored={sections[def.key]}
              defaults={SECTION_DEFAULTS[def.key] ?? {}}
              onChange={(record) => update(def.key, record)}
              onReload={reload}
            />
          ))
        : null}
    </Stack>
  );
}
