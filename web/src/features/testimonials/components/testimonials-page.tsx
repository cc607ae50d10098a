import type { TestimonialView } from '@app/shared/schemas/testimonial';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { AdminTable } from '../../../components/admin-list/admin-table';
import { SimpleListBody } from '../../../components/admin-list/simple-list-body';
import { ConfirmDeleteButton } from '../../../components/confirm-delete/confirm-delete-button';
import { pageTitle } from '../../../config/page-title';
import { useFullList } from '../../../lib/use-full-list';
import { useDeleteTestimonial } from '../api/delete-testimonial';
import { listTestimonials, TESTIMONIALS_KEY } from '../api/list-testimonials';
import { TestimonialForm } from './testimonial-form';
import { TestimonialHistory } from './testimonial-history';

/** /admin/create/testimonial: create, edit and delete the testimonials the home page shows. */
export default function TestimonialsPage() {
  useDocumentTitle(pageTitle('Testimonials'));
  const { items, error, reload } = useFullList(TESTIMONIALS_KEY, listTestimonials);
  const deleteTestimonial = useDeleteTestimonial();
  const [editing, setEditing] = useState<TestimonialView | null>(null);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Testimonials</Title>
        <Text c="dimmed">What clients say, shown on the home page (newest first).</Text>
      </div>
      <TestimonialForm
        key={editing?.id ?? 'new'}
        editing={editing}
        onSaved={() => {
          setEditing(null);
          reload();
        }}
        onCancel={() => setEditing(null)}
        onReload={() => {
          setEditing(null);
          reload();
        }}
      />
      <SimpleListBody items={items} error={error} loaderLabel="Loading testimonials">
        <AdminTable<TestimonialView>
          label="Testimonials"
          rows={items ?? []}
          rowKey={(t) => t.id}
          panelTitle={(t) => `Testimonial by ${t.name}`}
          columns={[
            { header: 'Name', cell: (t) => t.name },
            { header: 'Designation', cell: (t) => t.designation },
            { header: 'Website', priority: 2, cell: (t) => t.websiteName ?? '—' },
            {
              header: 'Testimonial',
              cell: (t) => (
                <Text size="sm" lineClamp={2}>
                  {t.testimonial}
                </Text>
              ),
            },
          ]}
          actions={(t) => (
            <Group gap="xs" wrap="nowrap">
              <Button
                size="xs"
                variant="default"
                onClick={() => setEditing(t)}
                aria-label={`Edit testimonial by ${t.name}`}
              >
                Edit
              </Button>
              <TestimonialHistory testimonial={t} onRestored={reload} />
              <ConfirmDeleteButton
                what={`testimonial by ${t.name}`}
                onConfirm={() => deleteTestimonial.run(t.id)}
                onDeleted={reload}
                success="Testimonial deleted successfully"
              />
            </Group>
          )}
        />
      </SimpleListBody>
    </Stack>
  );
}
