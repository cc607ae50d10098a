import { featureLambda } from '../../lib/feature-lambda';
import { contactUs } from './contact-us';
import { letsConnect } from './lets-connect';
import { meetingCancel, meetingLookup, meetingReschedule } from './meeting-manage';
import { meetingSlots } from './meeting-slots';
import { scheduleMeeting } from './schedule-meeting';

export const handler = featureLambda('contact', {
  contactUs,
  letsConnect,
  scheduleMeeting,
  meetingSlots,
  meetingLookup,
  meetingReschedule,
  meetingCancel,
});
