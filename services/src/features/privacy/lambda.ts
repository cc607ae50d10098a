import { featureLambda } from '../../lib/feature-lambda';
import {
  erasePersonHandler,
  exportPersonHandler,
  listRequestsHandler,
  logRequestHandler,
  searchPerson,
} from './privacy-handlers';

export const handler = featureLambda('privacy', {
  searchPerson,
  exportPerson: exportPersonHandler,
  erasePerson: erasePersonHandler,
  listRequests: listRequestsHandler,
  logRequest: logRequestHandler,
});
