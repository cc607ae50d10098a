import { featureLambda } from '../../lib/feature-lambda';
import { getProfile } from './get-profile';
import { updateProfile } from './update-profile';

export const handler = featureLambda('user', { getProfile, updateProfile });
