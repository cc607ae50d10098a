import type { TestimonialView } from '@app/shared/schemas/testimonial';
import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
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
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Designation</Table.Th>
              <Table.Th>Website</Table.Th>
              <Table.Th>Testimonial</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items?.map((t) => (
              <Table.Tr key={t.id}>
                <Table.Td>{t.name}</Table.Td>
                <Table.Td>{t.designation}</Table.Td>
                <Table.Td>{t.websiteName ?? '—'}</Table.Td>
                <Table.Td>
                  <Text size="sm" lineClamp={2}>
                    {t.testimonial}
                  </Text>
                </Table.Td>
                <Table.Td>
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
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </SimpleListBody>
    </Stack>
  );
}
