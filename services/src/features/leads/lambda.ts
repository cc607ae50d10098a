import { featureLambda } from '../../lib/feature-lambda';
import { getAvailability, saveAvailability } from './availability';
import { exportLeads } from './export-leads';
import { getContactLeads } from './get-contact-leads';
import { getLead } from './get-lead';
import { getMeetingLeads } from './get-meeting-leads';
import { getMemberAway, saveMemberAway } from './member-away';
import { resendNotification } from './resend-notification';
import { updateLead } from './update-lead';

export const handler = featureLambda('leads', {
  getContactLeads,
  getMeetingLeads,
  exportLeads,
  getLead,
  updateLead,
  resendNotification,
  getAvailability,
  saveAvailability,
  getMemberAway,
  saveMemberAway,
});
