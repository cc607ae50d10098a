import { featureLambda } from '../../lib/feature-lambda';
import { overview } from './overview';
import { realtime } from './realtime';

export const handler = featureLambda('analytics-reports', { overview, realtime });
