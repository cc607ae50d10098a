import { MESSAGES } from '@app/shared/messages';
import { useCallback, useEffect, useState } from 'react';
import { apiErrorMessage } from '../../../lib/notify-api-error';
import { getSectionRecords, type SectionRecord } from '../api/edit-section';

/**
 * The stored sections (values and versions) for an admin screen, a setter
 * that keeps them in step after a save or reset, and a reload (after a 409).
 */
export function useSections() {
  const [sections, setSections] = useState<Record<string, SectionRecord> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loads, setLoads] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `loads` asks for the latest versions again.
  useEffect(() => {
    const controller = new AbortController();
    getSectionRecords(controller.signal).then(setSections, (e: unknown) => {
      if (!controller.signal.aborted) setError(apiErrorMessage(e, MESSAGES.somethingWentWrong));
    });
    return () => controller.abort();
  }, [loads]);
  const update = (key: string, record: SectionRecord) => setSections((prev) => ({ ...prev, [key]: record }));
  const reload = useCallback(() => setLoads((n) => n + 1), []);
  return { sections, error, update, reload };
}
