/**
 * Shapes of the page documents staff edit (issue 31). The web build renders
 * the seed (./seed) and the API renders the stored documents through the
 * same compiled templates, so both read these types.
 */
export interface ImageAsset {
  /** Path under the site root, e.g. /images/vision.svg. */
  readonly src: string;
  readonly alt: string;
  readonly width: number;
  readonly height: number;
}

export interface Faq {
  readonly question: string;
  readonly answer: string;
}

export interface TitledText {
  readonly title: string;
  readonly description: string;
}

export interface ProcessStepContent {
  readonly heading: string;
  readonly description: string;
}

/** One service page (SPEC §2: capabilities, what is offered, a 6-step process, FAQs). */
export interface ServiceContent {
  readonly path: string;
  /** Also the page h1 and the card title on home (SPEC §2's service name: fixed). */
  readonly title: string;
  readonly headline: string;
  readonly intro: string;
  /** One sentence for the home page card and menus. */
  readonly summary: string;
  readonly image: ImageAsset;
  readonly capabilities: readonly TitledText[];
  readonly offerings: readonly TitledText[];
  readonly process: readonly [
    ProcessStepContent,
    ProcessStepContent,
    ProcessStepContent,
    ProcessStepContent,
    ProcessStepContent,
    ProcessStepContent,
  ];
  readonly faqs: readonly Faq[];
}
