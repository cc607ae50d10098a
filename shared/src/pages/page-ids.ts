/**
 * Page document ids, without the schemas (the web's route table imports this,
 * and zod must stay out of public bundles). The id is also the name of the
 * page's compiled template (`_templates/<id>.json`).
 */
export const servicePageId = (path: string) => `service-${path.slice('/service/'.length)}`;
