import { featureLambda } from '../../lib/feature-lambda';
import { getProfile } from './get-profile';

export const handler = featureLambda('user', { getProfile });
