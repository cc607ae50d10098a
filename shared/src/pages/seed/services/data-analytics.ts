import type { ServiceContent } from '../../types';

export const DATA_ANALYTICS: ServiceContent = {
  path: '/service/data-analytics',
  title: 'Data Analytics',
  headline: 'Decisions backed by data you can trust',
  intro:
    'We connect your scattered sources into one reliable model, then build the dashboards, reports and forecasts your teams actually use. Clean pipelines first, charts second.',
  summary: 'Pipelines, warehouses and dashboards that turn raw records into clear answers.',
  image: {
    src: '/images/services/data-analytics.svg',
    alt: 'Bar and line charts rising on a dashboard',
    width: 480,
    height: 360,
  },
  capabilities: [
    {
      title: 'Data engineering',
      description:
        'Reliable ingestion from databases, SaaS tools and files, with tests and alerts on every pipeline.',
    },
    {
      title: 'Modern warehousing',
      description: 'A documented, query-friendly model in the warehouse that fits your volume and budget.',
    },
    {
      title: 'Business intelligence',
      description:
        'Self-service dashboards with shared metric definitions, so every team reads the same numbers.',
    },
    {
      title: 'Forecasting',
      description: 'Statistical and machine-learning forecasts for demand, churn and revenue.',
    },
  ],
  offerings: [
    {
      title: 'Analytics audit',
      description:
        'A two-week review of your data sources, quality and reporting, with a prioritised roadmap.',
    },
    {
      title: 'Warehouse and pipelines',
      description: 'Design and build of a warehouse with automated, monitored pipelines.',
    },
    {
      title: 'Dashboards and reports',
      description: 'Executive, sales, product and operations dashboards with drill-downs.',
    },
    {
      title: 'Data governance',
      description: 'Access rules, lineage and a data catalogue that keeps sensitive data safe.',
    },
  ],
  process: [
    {
      heading: 'Assess',
      description: 'We inventory your sources and interview the people who need answers.',
    },
    { heading: 'Model', description: 'We define the core entities and metrics and agree on their meaning.' },
    {
      heading: 'Ingest',
      description: 'Pipelines load and clean the data on a schedule, with quality checks.',
    },
    { heading: 'Visualise', description: 'Dashboards answer the questions from the interviews first.' },
    {
      heading: 'Validate',
      description: 'Numbers are reconciled with finance and operations before rollout.',
    },
    { heading: 'Enable', description: 'We train your team and hand over documentation and runbooks.' },
  ],
  faqs: [
    {
      question: 'Which tools do you work with?',
      answer:
        'We are tool-agnostic and work with the major cloud warehouses, open-source orchestration and the common BI tools. We recommend what fits your team.',
    },
    {
      question: 'Our data is messy. Can you still help?',
      answer:
        'Yes. Most projects start with messy data; cleaning and modelling it is the first part of the work.',
    },
    {
      question: 'How soon will we see the first dashboard?',
      answer: 'Usually within four weeks, built on a first slice of clean data.',
    },
  ],
};
