import { featureLambda } from '../../lib/feature-lambda';
import {
  createCampaignHandler,
  deleteCampaignHandler,
  getCampaignHandler,
  listCampaignsHandler,
  updateCampaignHandler,
} from './campaign-handlers';

export const handler = featureLambda('campaigns', {
  listCampaigns: listCampaignsHandler,
  createCampaign: createCampaignHandler,
  getCampaign: getCampaignHandler,
  updateCampaign: updateCampaignHandler,
  deleteCampaign: deleteCampaignHandler,
});
