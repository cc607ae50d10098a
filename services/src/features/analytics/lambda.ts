import { featureLambda } from '../../lib/feature-lambda';
import { collect } from './collect';

export const handler = featureLambda('analytics', { collect });
