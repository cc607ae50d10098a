import { featureLambda } from '../../lib/feature-lambda';
import { deleteMember } from './delete-member';
import { inviteMember } from './invite-member';
import { listMembers } from './list-members';
import { resendInvite } from './resend-invite';
import { updateMemberRoles } from './update-member-roles';

export const handler = featureLambda('members', {
  listMembers,
  inviteMember,
  updateMemberRoles,
  deleteMember,
  resendInvite,
});
