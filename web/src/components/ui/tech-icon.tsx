import { techMark } from '@app/shared/tech-icons';

/** Decorative: the technology's name is always shown next to it. */
export function TechIcon({ name, size = 24 }: { name: string; size?: number }) {
  const mark = techMark(name);
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={mark.path} fill={`#${mark.hex}`} />
    </svg>
  );
}
