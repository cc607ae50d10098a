/** The service pages' seed lives with the page documents (shared/src/pages); the web renders it at build time. */
export { SERVICES, serviceByPath } from '@app/shared/pages/seed/services';
