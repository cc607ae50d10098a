import type { ServiceContent } from '../../types';

export const CLOUD_ENGINEERING: ServiceContent = {
  path: '/service/cloud-engineering',
  title: 'Cloud Engineering',
  headline: 'Cloud platforms that are secure, observable and cost-aware',
  intro:
    'We design, migrate and run cloud infrastructure as code. Your platform scales with demand, recovers on its own and costs what it should, with every change reviewed and repeatable.',
  summary: 'Migrations, serverless and infrastructure as code with security and cost built in.',
  image: {
    src: '/images/services/cloud-engineering.svg',
    alt: 'Connected servers inside a cloud outline',
    width: 480,
    height: 360,
  },
  capabilities: [
    {
      title: 'Cloud architecture',
      description:
        'Well-architected designs for availability, security and cost, reviewed against your requirements.',
    },
    {
      title: 'Infrastructure as code',
      description: 'Every environment defined in code, reviewed in pull requests and deployed by pipelines.',
    },
    {
      title: 'Serverless and containers',
      description: 'The right compute for each workload, from functions to managed container platforms.',
    },
    {
      title: 'Observability',
      description: 'Logs, metrics, traces and alerts that find problems before your customers do.',
    },
  ],
  offerings: [
    {
      title: 'Cloud migration',
      description: 'Move applications from data centres or other clouds with minimal downtime.',
    },
    {
      title: 'Platform engineering',
      description: 'Golden paths, CI/CD and self-service environments for your developers.',
    },
    {
      title: 'Cost optimisation',
      description: 'Rightsizing, savings plans and architecture changes that lower the monthly bill.',
    },
    {
      title: 'Security hardening',
      description: 'Least-privilege access, encryption, backups and compliance evidence.',
    },
  ],
  process: [
    { heading: 'Review', description: 'We assess your current setup, costs and risks.' },
    {
      heading: 'Architect',
      description: 'We propose a target architecture and a migration plan in small steps.',
    },
    { heading: 'Automate', description: 'Environments and pipelines are written as code.' },
    { heading: 'Migrate', description: 'Workloads move one by one, each with a tested rollback.' },
    { heading: 'Observe', description: 'Dashboards and alerts cover availability, latency and cost.' },
    { heading: 'Optimise', description: 'Monthly reviews tune performance and spending.' },
  ],
  faqs: [
    {
      question: 'Which cloud providers do you support?',
      answer:
        'We work on all major public clouds and pick managed services that suit your workload and team.',
    },
    {
      question: 'Will the migration cause downtime?',
      answer:
        'We plan migrations to avoid downtime, using parallel runs and gradual traffic shifts where possible.',
    },
    {
      question: 'Can you run the platform for us afterwards?',
      answer: 'Yes, with a support plan that includes monitoring, on-call and monthly cost reviews.',
    },
  ],
};
