/**
 * The pages that show staff-edited site sections: home (with the
 * testimonials), about us, industries and life at Moondive. Each is rendered
 * whole from its template and the stored sections (and testimonials), so the
 * sections editor and the testimonials list never overwrite each other's
 * changes (issue 14: one renderer per page that every writer goes through).
 */
import { h } from '@app/shared/html/html';
import { findSlot, type SlotFill, type TemplateSlot, templateSlots } from '@app/shared/html/template';
import { aboutFills, industriesFills } from '@app/shared/html/views/about';
import { testimonialList } from '@app/shared/html/views/content';
import { homeFills } from '@app/shared/html/views/home';
import { lifeFills } from '@app/shared/html/views/life';
import { IMAGE_SIZES, type ImageInfos, NO_IMAGE_INFO } from '@app/shared/html/views/media-image';
import { techStackFills } from '@app/shared/html/views/tech-stack';
import { srcsetOf } from '@app/shared/media-variants';
import { ABOUT_PAGE_ID, ABOUT_SLOTS, type AboutContent } from '@app/shared/pages/about-page';
import { HOME_PAGE_ID, type HomeContent } from '@app/shared/pages/home-slots';
import { INDUSTRIES_PAGE_ID, type IndustriesContent } from '@app/shared/pages/industries-page';
import { LIFE_PAGE_ID, type LifeContent } from '@app/shared/pages/life-page';
import { TECH_STACK_PAGE_ID } from '@app/shared/pages/page-ids';
import { foldedKeysOf, SECTION_FOLDS, type SectionFold } from '@app/shared/pages/section-fold';
import type { TechStackContent } from '@app/shared/pages/tech-stack-page';
import { SECTION_DEFS, type SiteSections } from '@app/shared/site-sections';
import { imageInfos } from '../../data/media-info';
import { getPageDocument, type PageDocument } from '../../data/page-doc';
import { overridesOf, publicSections } from '../../data/section-fold';
import { testimonials } from '../../data/testimonial';
import { writePage } from '../../lib/site-pages';
import { type LoadedTemplate, loadTemplate, noindexHead, renderPage, type TemplateName } from '../render';

const SECTION_PAGE_TEMPLATES = {
  '/about-us': 'about-us',
  '/industries': 'industries',
  '/life-at-moondive': 'life-at-moondive',
} as const satisfies Record<string, TemplateName>;

/** Testimonials on the home page, newest first. */
export const HOME_TESTIMONIALS = 12;

function fieldFill(
  slot: TemplateSlot,
  kind: 'text' | 'multiline' | 'image',
  values: Record<string, string>,
  field: string,
  images: ImageInfos,
): SlotFill | undefined {
  const value = values[field];
  if (kind === 'image') {
    if (!value && !values.alt) return undefined;
    const info = value ? images.get(value) : undefined;
    // The template's picture keeps its frame width; its height follows the upload's shape.
    const frameWidth = Number(slot.proto?.attrs?.width) || 540;
    const responsive = info
      ? {
          srcset: srcsetOf(value as string, info),
          sizes: IMAGE_SIZES.half,
          width: String(frameWidth),
          height: String(Math.round((frameWidth * info.height) / info.width)),
          loading: 'lazy',
          decoding: 'async',
        }
      : {};
    return {
      attrs: { ...(value ? { src: value } : {}), ...(values.alt ? { alt: values.alt } : {}), ...responsive },
    };
  }
  if (!value) return undefined;
  if (kind === 'text') return value;
  const proto = slot.proto ?? { tag: 'p', attrs: {} };
  return value
    .split('\n')
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => h(proto.tag, proto.attrs, p));
}

/** Slot fills of every section field a template marks (`section:<key>.<field>`). */
export function sectionFills(
  loaded: LoadedTemplate,
  sections: SiteSections,
  images: ImageInfos = NO_IMAGE_INFO,
): Record<string, SlotFill> {
  const fills: Record<string, SlotFill> = {};
  for (const def of SECTION_DEFS) {
    for (const f of def.fields) {
      const slot = findSlot(loaded.template, `section:${def.key}.${f.name}`);
      if (!slot) continue;
      const fill = fieldFill(slot, f.kind, sections[def.key] ?? {}, f.name, images);
      if (fill !== undefined) fills[slot.slot] = fill;
    }
  }
  return fills;
}

/** Every section's image field values. */
function sectionImagePaths(sections: SiteSections): (string | undefined)[] {
  return SECTION_DEFS.flatMap((def) =>
    def.fields.filter((f) => f.kind === 'image').map((f) => sections[def.key]?.[f.name]),
  );
}

/** The image facts of every section's image fields. */
function sectionImages(sections: SiteSections): Promise<ImageInfos> {
  return imageInfos(sectionImagePaths(sections));
}

/** A share preview's options: noindex, and a draft shown in place of a live document it reads. */
export interface PreviewOptions {
  readonly noindex?: boolean;
  /** A tech-stack, footer or office draft (a page's own draft is the document it renders). */
  readonly draft?: PageDocument;
}

/**
 * The home page from a home document (the live one, or a draft for its share
 * preview with `noindex`): its folded sections' texts come from that document too.
 * A tech-stack, footer or office draft's preview is the live home page with that draft in place.
 */
export async function homePageHtml(home: PageDocument, options: PreviewOptions = {}): Promise<string> {
  const loaded = await loadTemplate('home', options.draft);
  const [stored, quotes, tech] = await Promise.all([
    publicSections(),
    testimonials.list({ limit: HOME_TESTIMONIALS }),
    options.draft?.id === TECH_STACK_PAGE_ID ? options.draft : getPageDocument(TECH_STACK_PAGE_ID),
  ]);
  const content = home.content as HomeContent;
  const sections = { ...stored };
  for (const key of foldedKeysOf(home.id)) {
    const values = overridesOf(key, SECTION_FOLDS[key] as SectionFold, content);
    if (Object.keys(values).length > 0) sections[key] = values;
    else delete sections[key];
  }
  const [images, slideImages] = await Promise.all([
    sectionImages(sections),
    imageInfos(content.hero.slides.map((s) => s.image).filter((src) => src.startsWith('/media/'))),
  ]);
  return renderPage(
    loaded,
    {
      // The hero and about texts are the folded sections' fields.
      ...sectionFills(loaded, sections, images),
      ...homeFills(loaded.cls, content, (name) => findSlot(loaded.template, name), slideImages),
      ...techStackFills(loaded.template, tech.content as TechStackContent),
      testimonials: testimonialList(loaded.cls, quotes.items),
    },
    options.noindex ? noindexHead(loaded) : loaded.siteHead,
    home,
  );
}

export async function renderHome(): Promise<number> {
  await writePage('/', await homePageHtml(await getPageDocument(HOME_PAGE_ID)));
  return 1;
}

/** The about page's illustration: an uploaded image gets its variants (it stays the page's first, eager image). */
function artFill(intro: AboutContent['intro'], images: ImageInfos): SlotFill {
  const info = images.get(intro.image);
  const variants = info ? { srcset: srcsetOf(intro.image, info), sizes: IMAGE_SIZES.half } : {};
  return { attrs: { src: intro.image, alt: intro.alt, ...variants } };
}

/** The section pages' ids (each its template's name) by path. */
const SECTION_PAGE_IDS = Object.entries(SECTION_PAGE_TEMPLATES);

/**
 * The about, industries or life page from its document (the live one, or a
 * draft for its share preview with `noindex`): the sections folded into it
 * are read from that same document.
 */
export async function sectionPageHtml(
  doc: PageDocument,
  options: { noindex?: boolean } = {},
): Promise<string> {
  const name = SECTION_PAGE_IDS.find(([, id]) => id === doc.id)?.[1];
  if (!name) throw new Error(`${doc.id} is not a section page`);
  const [loaded, sections] = await Promise.all([loadTemplate(name), publicSections(doc)]);
  const about = doc.content as AboutContent;
  const art = name === ABOUT_PAGE_ID ? [about.intro.image] : [];
  const images = await imageInfos([...sectionImagePaths(sections), ...art]);
  const docFills =
    name === LIFE_PAGE_ID
      ? lifeFills(loaded.cls, doc.content as LifeContent)
      : name === INDUSTRIES_PAGE_ID
        ? industriesFills(doc.content as IndustriesContent)
        : { ...aboutFills(loaded.cls, about), [ABOUT_SLOTS.art]: artFill(about.intro, images) };
  return renderPage(
    loaded,
    { ...sectionFills(loaded, sections, images), ...docFills },
    options.noindex ? noindexHead(loaded) : undefined,
    doc,
  );
}

export async function renderSectionPages(): Promise<number> {
  for (const [path, id] of SECTION_PAGE_IDS)
    await writePage(path, await sectionPageHtml(await getPageDocument(id)));
  return SECTION_PAGE_IDS.length;
}

/** Section fields a template has (a test checks every SECTION_DEFS field is on its page). */
export function sectionSlotNames(loaded: LoadedTemplate): string[] {
  return templateSlots(loaded.template)
    .map((s) => s.slot)
    .filter((s) => s.startsWith('section:'));
}
