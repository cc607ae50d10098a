import { featureLambda } from '../../lib/feature-lambda';
import { createDeal } from './create-deal';
import { addDealActivityHandler, deleteDealHandler, getDealHandler, listDealsHandler } from './deal-handlers';
import { updateDeal } from './update-deal';

export const handler = featureLambda('deals', {
  listDeals: listDealsHandler,
  createDeal,
  getDeal: getDealHandler,
  updateDeal,
  deleteDeal: deleteDealHandler,
  addDealActivity: addDealActivityHandler,
});
