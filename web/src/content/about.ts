/**
 * The About Us page as the build renders it: its texts are the `about-us`
 * page document's seed (shared/src/pages/seed/about.ts; staff edit them on
 * the Pages screen and, for the intro and cards, at /admin/edit-section).
 * What stays here is not content: image sizes and the projects' image sets.
 */
import type { ClientProjectName } from '@app/shared/pages/about-page';
import { ABOUT_SEED } from '@app/shared/pages/seed/about';
import type { ImageAsset } from './types';

export const ABOUT_PAGE = ABOUT_SEED;

/** The intro illustration's frame. */
export const ABOUT_ART_SIZE = { width: 560, height: 400 } as const;
export const VISION_IMAGE_SIZE = { width: 240, height: 160 } as const;

/** Two image sets per project, keyed by project name (SPEC §2). */
export interface ProjectImageSets {
  readonly desktop: readonly ImageAsset[];
  readonly mobile: readonly ImageAsset[];
}

function projectImages(slug: string, name: string): ProjectImageSets {
  return {
    desktop: [
      {
        src: `/images/projects/${slug}-desktop.svg`,
        alt: `${name} dashboard on a desktop screen`,
        width: 480,
        height: 300,
      },
    ],
    mobile: [
      { src: `/images/projects/${slug}-mobile.svg`, alt: `${name} app on a phone`, width: 180, height: 300 },
    ],
  };
}

export const PROJECT_IMAGES: Readonly<Record<ClientProjectName, ProjectImageSets>> = {
  CareConnect: projectImages('careconnect', 'CareConnect'),
  LedgerLeaf: projectImages('ledgerleaf', 'LedgerLeaf'),
  CampusQuest: projectImages('campusquest', 'CampusQuest'),
};
