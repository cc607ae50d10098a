import { startInsights } from './insights';

startInsights();
