/**
 * The home hero carousel (SPEC §2) without React. It never rotates on its
 * own (moving content is an accessibility problem); previous/next and the
 * dots show one slide. Every slide's text is in the HTML for crawlers.
 */
function showSlide(carousel: Element, index: number): void {
  const slides = Array.from(carousel.querySelectorAll<HTMLElement>('[data-slide]'));
  if (slides.length === 0) return;
  const active = (index + slides.length) % slides.length;
  slides.forEach((slide, i) => {
    slide.hidden = i !== active;
  });
  carousel.querySelectorAll('[data-carousel-dot]').forEach((dot, i) => {
    dot.setAttribute('aria-current', String(i === active));
  });
}

function activeIndex(carousel: Element): number {
  return Array.from(carousel.querySelectorAll<HTMLElement>('[data-slide]')).findIndex((s) => !s.hidden);
}

export function initCarousels(doc: Document = document): void {
  doc.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>(
      '[data-carousel-prev], [data-carousel-next], [data-carousel-dot]',
    );
    const carousel = button?.closest('[data-carousel]');
    if (!button || !carousel) return;
    const current = activeIndex(carousel);
    if (button.hasAttribute('data-carousel-prev')) showSlide(carousel, current - 1);
    else if (button.hasAttribute('data-carousel-next')) showSlide(carousel, current + 1);
    else showSlide(carousel, Number(button.dataset.carouselDot));
  });
}
