import { featureLambda } from '../../lib/feature-lambda';
import { health } from './health';
import { notFound } from './not-found';

export const handler = featureLambda('system', { health, notFound });
