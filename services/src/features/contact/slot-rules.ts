import type { MeetingOfficeId } from '@app/shared/leads';
import {
  type OfficeSlot,
  outsideBuffers,
  SLOT_MESSAGES,
  slotConfigOf,
  slotKey,
  slotMessage,
  slotProblem,
} from '@app/shared/meeting-slots';
import { bookedSlotKeys } from '../../data/meeting-slot';
import { getAvailability } from '../../data/office-availability';

const DAY = 86_400_000;

/**
 * Why (the field message) a visitor cannot book `start` at `office` now, by the office's stored
 * availability (hours, closures, notice, window) and its buffer around booked
 * meetings (`ignore`: the visitor's own current slot when moving it). Taken
 * slots are for the conditional claim to decide.
 */
export async function slotRefusal(
  office: MeetingOfficeId,
  start: string,
  now: Date,
  ignore?: OfficeSlot,
): Promise<string | null> {
  const availability = await getAvailability(office);
  const config = slotConfigOf(availability);
  const problem = slotProblem(start, now, config);
  if (problem) return slotMessage(problem, config);
  if (availability.bufferMinutes <= 0) return null;
  const at = Date.parse(start);
  const keys = await bookedSlotKeys(new Date(at - DAY).toISOString(), new Date(at + DAY).toISOString(), now);
  const booked = [...keys]
    .filter((k) => k !== (ignore && slotKey(ignore)) && k !== slotKey({ office, start }))
    .map((k) => {
      const [o = '', s = ''] = k.split('#');
      return { office: o as MeetingOfficeId, start: s };
    });
  const slot = { office, start: new Date(at).toISOString() };
  return outsideBuffers([slot], booked, [availability]).length === 0 ? SLOT_MESSAGES.outsideHours : null;
}
