import { buildWebIfStale } from '@app/services/local/web-build';

/** Integration and browser tests serve web/dist through the local gateway: build it once, first. */
export default function setup(): void {
  buildWebIfStale();
}
