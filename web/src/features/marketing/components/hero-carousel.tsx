import { HOME_SLIDE_FRAME, HOME_SLOTS, type HomeSlide } from '@app/shared/pages/home-slots';
import { Picture } from '../../../components/ui/picture';
import classes from './marketing.module.css';

/**
 * Hero carousel (SPEC §2). It never rotates on its own (moving content is an
 * accessibility problem); visitors use the previous/next buttons or the dots
 * (src/site-script/carousel.ts). Every slide's text is in the HTML, so crawlers read
 * all of it; without JavaScript the first slide shows. The slides are the home
 * page document's (staff edit them); the API renders them again into the
 * `home.slides` slot (shared/src/html/views/home.ts, the same markup).
 */
export function HeroCarousel({ slides }: { slides: readonly HomeSlide[] }) {
  const id = 'hero';
  return (
    <section
      className={classes.carousel}
      aria-roledescription="carousel"
      aria-label="Highlights"
      data-carousel=""
      data-slot={HOME_SLOTS.slides}
    >
      {slides.map((slide, index) => (
        // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA carousel pattern: each slide is a group with aria-roledescription "slide".
        <div
          key={slide.heading}
          id={`${id}-slide-${index}`}
          className={classes.slide}
          role="group"
          aria-roledescription="slide"
          aria-label={`${index + 1} of ${slides.length}: ${slide.eyebrow}`}
          hidden={index !== 0}
          data-slide=""
        >
          <Picture image={{ src: slide.image, alt: slide.alt, ...HOME_SLIDE_FRAME }} priority={index === 0} />
          <h2 className={classes.slideHeading}>{slide.heading}</h2>
          <p className={classes.slideText}>{slide.text}</p>
        </div>
      ))}
      <div className={classes.carouselControls} data-needs-js="">
        <button type="button" className={classes.arrow} aria-label="Previous slide" data-carousel-prev="">
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
            <path d="M10 3L5 8l5 5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
        {slides.map((slide, index) => (
          <button
            key={slide.heading}
            type="button"
            className={classes.dot}
            aria-label={`Show slide ${index + 1}: ${slide.eyebrow}`}
            aria-controls={`${id}-slide-${index}`}
            aria-current={index === 0}
            data-carousel-dot={index}
          />
        ))}
        <button type="button" className={classes.arrow} aria-label="Next slide" data-carousel-next="">
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
            <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </div>
    </section>
  );
}
