import type { ImageAsset } from '../../content/types';

/**
 * An optimised local image with its intrinsic width and height, so the
 * browser reserves the space and nothing shifts while it loads. Below-the-fold
 * images load lazily; pass `priority` for the first visible image.
 */
export function Picture({
  image,
  priority = false,
  className,
  sectionField,
}: {
  image: ImageAsset;
  priority?: boolean;
  className?: string;
  /** `data-section-field` of a staff-editable image (features/site-sections). */
  sectionField?: string;
}) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      className={className}
      data-section-field={sectionField}
    />
  );
}
