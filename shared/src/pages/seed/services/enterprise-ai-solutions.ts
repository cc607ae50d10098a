import type { ServiceContent } from '../../types';

export const ENTERPRISE_AI_SOLUTIONS: ServiceContent = {
  path: '/service/enterprise-ai-solutions',
  title: 'Enterprise AI Solutions',
  headline: 'Practical AI that earns its place in your workflow',
  intro:
    'We build AI features that solve a measured business problem: assistants grounded in your documents, document understanding, classification and forecasting. Privacy, evaluation and cost control are part of the design, not an afterthought.',
  summary: 'Assistants, automation and machine learning grounded in your own data, safely.',
  image: {
    src: '/images/services/enterprise-ai-solutions.svg',
    alt: 'A neural network drawn as connected nodes',
    width: 480,
    height: 360,
  },
  capabilities: [
    {
      title: 'Retrieval-augmented assistants',
      description: 'Chat and search over your knowledge base with sources cited in every answer.',
    },
    {
      title: 'Document automation',
      description:
        'Extract, classify and route invoices, contracts and forms with human review where it matters.',
    },
    {
      title: 'Predictive models',
      description: 'Models for churn, demand, risk and recommendations, monitored in production.',
    },
    {
      title: 'Evaluation and guardrails',
      description: 'Test sets, quality metrics and safety filters that keep outputs reliable.',
    },
  ],
  offerings: [
    {
      title: 'AI opportunity workshop',
      description: 'Find and rank the use cases with the clearest return and the lowest risk.',
    },
    {
      title: 'Proof of value',
      description: 'A four to six week pilot on your data with agreed success metrics.',
    },
    {
      title: 'Production AI features',
      description: 'Secure, observable AI services integrated into your products and tools.',
    },
    {
      title: 'Model operations',
      description: 'Monitoring, retraining and cost tracking for models in production.',
    },
  ],
  process: [
    { heading: 'Identify', description: 'We pick a use case with a measurable outcome.' },
    {
      heading: 'Prepare',
      description: 'We gather and clean the data and define how quality will be judged.',
    },
    { heading: 'Prototype', description: 'A working prototype is evaluated against the test set.' },
    { heading: 'Harden', description: 'We add guardrails, access control, logging and fallbacks.' },
    { heading: 'Integrate', description: 'The feature ships inside the tools your team already uses.' },
    { heading: 'Monitor', description: 'Quality, cost and usage are tracked and improved over time.' },
  ],
  faqs: [
    {
      question: 'Is our data used to train public models?',
      answer:
        'No. We use providers and settings that keep your data private, or host models in your own cloud account.',
    },
    {
      question: 'How do you measure whether the AI is good enough?',
      answer:
        'We agree on a test set and metrics before building, and report results against them at every step.',
    },
    {
      question: 'Do we need a data science team?',
      answer: 'No. We can deliver end to end and train your engineers to run the solution.',
    },
  ],
};
