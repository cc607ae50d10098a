import { featureLambda } from '../../lib/feature-lambda';
import { showCount } from './show-count';

export const handler = featureLambda('dashboard', { showCount });
