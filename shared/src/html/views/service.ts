/**
 * The run-time views of a service page's document (issue 31), the same markup
 * as the React components the build renders (web/src/components/ui/cards.tsx,
 * process-steps.tsx, faq-list.tsx), and its Service + FAQPage JSON-LD.
 */
import type { ServicePageDoc } from '../../pages/service-page';
import type { Faq, ProcessStepContent, TitledText } from '../../pages/types';
import type { HeadInput } from '../head';
import { h } from '../html';
import type { SiteClasses } from '../site-classes';

export function textCards(cls: SiteClasses, items: readonly TitledText[]) {
  return items.map((item) =>
    h(
      'article',
      { class: cls['ui.card'] },
      h('h3', { class: cls['ui.cardTitle'] }, item.title),
      h('p', { class: cls['ui.cardText'] }, item.description),
    ),
  );
}

export function processSteps(cls: SiteClasses, steps: readonly ProcessStepContent[]) {
  return steps.map((step) =>
    h(
      'li',
      { class: cls['ui.step'] },
      h('h3', { class: cls['ui.cardTitle'] }, step.heading),
      h('p', { class: cls['ui.cardText'] }, step.description),
    ),
  );
}

export function faqList(cls: SiteClasses, faqs: readonly Faq[]) {
  return faqs.map((faq) =>
    h('details', { class: cls['ui.faq'] }, h('summary', null, faq.question), h('p', null, faq.answer)),
  );
}

type JsonLd = Record<string, unknown>;

/**
 * The build's head with its Service and FAQPage JSON-LD rebuilt from the
 * document (the other tags and the breadcrumb stay as built): search engines
 * must read the same answers as visitors.
 */
export function serviceHead(built: HeadInput, doc: ServicePageDoc): HeadInput {
  const jsonLd = (built.jsonLd ?? []).map((item): object => {
    const data = item as JsonLd;
    if (data['@type'] === 'FAQPage')
      return {
        ...data,
        mainEntity: doc.faqs.map((f) => ({
          '@type': 'Question',
          name: f.question,
          acceptedAnswer: { '@type': 'Answer', text: f.answer },
        })),
      };
    if (data['@type'] === 'Service') {
      const catalog = (data.hasOfferCatalog ?? {}) as JsonLd;
      return {
        ...data,
        description: doc.intro,
        hasOfferCatalog: {
          ...catalog,
          itemListElement: doc.offerings.map((o) => ({
            '@type': 'Offer',
            itemOffered: { '@type': 'Service', name: o.title, description: o.description },
          })),
        },
      };
    }
    return data;
  });
  return { ...built, jsonLd };
}
