import { featureLambda } from '../../lib/feature-lambda';
import { changePassword } from './change-password';

export const handler = featureLambda('account', { changePassword });
