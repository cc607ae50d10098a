import { MESSAGES } from '@app/shared/messages';
import type { SectionValues, SiteSections } from '@app/shared/site-sections';
import { useEffect, useState } from 'react';
import { apiErrorMessage } from '../../../lib/notify-api-error';
import { getSections } from '../api/get-sections';

/** The stored sections for an admin screen, and a setter that keeps them in step after a save or reset. */
export function useSections() {
  const [sections, setSections] = useState<SiteSections | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getSections(controller.signal).then(setSections, (e: unknown) => {
      if (!controller.signal.aborted) setError(apiErrorMessage(e, MESSAGES.somethingWentWrong));
    });
    return () => controller.abort();
  }, []);
  const update = (key: string, values: SectionValues | undefined) =>
    setSections((prev) => {
      const next = { ...prev };
      if (values && Object.keys(values).length > 0) next[key] = values;
      else delete next[key];
      return next;
    });
  return { sections, error, update };
}
