import { featureLambda } from '../../lib/feature-lambda';
import { exportAudit, listAudit, operations } from './audit-handlers';

export const handler = featureLambda('audit', { listAudit, exportAudit, operations });
