/**
 * Technology icons, looked up by the technology's lowercase name (SPEC §2).
 * Each is a small monogram badge in the technology's usual colour, drawn
 * inline so no image or font is fetched. Unknown names get a neutral badge.
 */
interface TechGlyph {
  readonly text: string;
  readonly background: string;
  readonly color: string;
}

export const TECH_ICONS: Readonly<Record<string, TechGlyph>> = {
  react: { text: 'Re', background: '#20232a', color: '#61dafb' },
  'next.js': { text: 'N', background: '#000000', color: '#ffffff' },
  angular: { text: 'A', background: '#c3002f', color: '#ffffff' },
  vue: { text: 'V', background: '#35495e', color: '#41b883' },
  typescript: { text: 'TS', background: '#3178c6', color: '#ffffff' },
  flutter: { text: 'Fl', background: '#02569b', color: '#ffffff' },
  'node.js': { text: 'No', background: '#215732', color: '#ffffff' },
  python: { text: 'Py', background: '#306998', color: '#ffd43b' },
  java: { text: 'Ja', background: '#5382a1', color: '#ffffff' },
  go: { text: 'Go', background: '#00758d', color: '#ffffff' },
  '.net': { text: '.N', background: '#512bd4', color: '#ffffff' },
  graphql: { text: 'GQ', background: '#a3156e', color: '#ffffff' },
  postgresql: { text: 'Pg', background: '#336791', color: '#ffffff' },
  mysql: { text: 'My', background: '#00618a', color: '#ffffff' },
  mongodb: { text: 'Mo', background: '#13aa52', color: '#002b10' },
  dynamodb: { text: 'Dy', background: '#3b48cc', color: '#ffffff' },
  redis: { text: 'Rd', background: '#b82b1d', color: '#ffffff' },
  elasticsearch: { text: 'Es', background: '#005571', color: '#ffffff' },
  aws: { text: 'AWS', background: '#232f3e', color: '#ff9900' },
  azure: { text: 'Az', background: '#0064b5', color: '#ffffff' },
  'google cloud': { text: 'GC', background: '#1a5fc8', color: '#ffffff' },
  docker: { text: 'Dk', background: '#1d63ed', color: '#ffffff' },
  kubernetes: { text: 'K8', background: '#326ce5', color: '#ffffff' },
  terraform: { text: 'Tf', background: '#5c4ee5', color: '#ffffff' },
};

const FALLBACK: TechGlyph = { text: '?', background: '#495057', color: '#ffffff' };

export function techGlyph(name: string): TechGlyph {
  return TECH_ICONS[name.trim().toLowerCase()] ?? FALLBACK;
}

/** Decorative: the technology's name is always shown next to it. */
export function TechIcon({ name, size = 28 }: { name: string; size?: number }) {
  const glyph = techGlyph(name);
  const fontSize = glyph.text.length > 2 ? 9 : 11;
  return (
    <svg width={size} height={size} viewBox="0 0 28 28" aria-hidden="true" focusable="false">
      <rect width="28" height="28" rx="8" fill={glyph.background} />
      <text
        x="14"
        y="18"
        textAnchor="middle"
        fontSize={fontSize}
        fontWeight="700"
        fontFamily="system-ui, sans-serif"
        fill={glyph.color}
      >
        {glyph.text}
      </text>
    </svg>
  );
}
