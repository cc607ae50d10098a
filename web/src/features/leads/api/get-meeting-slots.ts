import type { MeetingOfficeId } from '@app/shared/leads';
import type { OfficeClosure, OfficeSlot } from '@app/shared/meeting-slots';
import { API_ROUTE_PATHS } from '@app/shared/routes/contact';
import { useCallback, useEffect, useState } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { isAbortError } from '../../../lib/api-error';

export interface MeetingSlotOffice {
  id: MeetingOfficeId;
  name: string;
  /** The zone the office's hours are defined in. */
  timeZone: string;
  dayStart: string;
  dayEnd: string;
}

export interface MeetingSlots {
  /** Both offices' free slots, ascending by start. */
  slots: OfficeSlot[];
  offices: MeetingSlotOffice[];
  slotMinutes: number;
  /** Offices' named closures in the window (a holiday): the picker says why an office is missing. */
  closures?: OfficeClosure[];
}

/** GET /contact/meeting-slots: the free slots of the booking window. */
function getMeetingSlots(signal?: AbortSignal): Promise<MeetingSlots> {
  return apiRequest<MeetingSlots>('GET', API_ROUTE_PATHS.meetingSlots, { signal });
}

export function useMeetingSlots() {
  const [data, setData] = useState<MeetingSlots | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` re-runs the fetch on reload()
  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    getMeetingSlots(controller.signal)
      .then((result) => {
        setData(result);
        setError(null);
      })
      .catch((e) => {
        if (!isAbortError(e)) setError(e);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { data, error, loading, reload };
}
