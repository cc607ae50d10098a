import { featureLambda } from '../../lib/feature-lambda';
import { changePassword } from './change-password';
import { signOutEverywhere } from './sign-out-everywhere';

export const handler = featureLambda('account', { changePassword, signOutEverywhere });
