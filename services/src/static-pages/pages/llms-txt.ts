/**
 * /llms.txt from the stored office cards (issue 31): the build's text around
 * its offices line (`_templates/llms-txt.json`), the line filled from the
 * cards as saved. Rendered with every page when what every page shows
 * changes (`site`), so it never states another phone than the footers.
 */
import { OFFICE_IDS } from '@app/shared/company-contacts';
import { LLMS_TXT_TEMPLATE, type LlmsTxtTemplate, llmsTxtOf } from '@app/shared/llms-txt';
import { officeCards } from '../../data/office-cards';
import { publishFile, readSiteObject, TEMPLATES_PREFIX } from '../../lib/site-pages';

export async function publishLlmsTxt(): Promise<number> {
  const text = await readSiteObject(`${TEMPLATES_PREFIX}${LLMS_TXT_TEMPLATE}.json`);
  if (!text)
    throw new Error(`The site bucket has no template ${LLMS_TXT_TEMPLATE}; deploy the web build first`);
  const template = JSON.parse(text) as LlmsTxtTemplate;
  await publishFile(
    'llms.txt',
    llmsTxtOf(template, await officeCards(OFFICE_IDS)),
    'text/plain; charset=utf-8',
  );
  return 1;
}
