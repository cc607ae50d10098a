/**
 * Drawing parts for the demo illustrations: flat shapes in the site's
 * palette, composed into scenes (scenes.ts) and rasterised to PNG (render.ts).
 * All numbers are in a 1200 x 675 canvas. No text: the renderer needs no fonts.
 */
export interface Palette {
  bg: string;
  soft: string;
  main: string;
  dark: string;
  accent: string;
  light: string;
}

export const PALETTES = {
  indigo: {
    bg: '#eef0ff',
    soft: '#dcdfff',
    main: '#4953f0',
    dark: '#2630a9',
    accent: '#ffb547',
    light: '#ffffff',
  },
  teal: {
    bg: '#e6f7f5',
    soft: '#c3ece6',
    main: '#14a38b',
    dark: '#0f6f61',
    accent: '#ff8a65',
    light: '#ffffff',
  },
  green: {
    bg: '#eef8ea',
    soft: '#d4edc9',
    main: '#3f9b45',
    dark: '#1f6b2a',
    accent: '#f2b51c',
    light: '#ffffff',
  },
  violet: {
    bg: '#f3edff',
    soft: '#e2d5ff',
    main: '#7b4ddb',
    dark: '#4c2a9e',
    accent: '#ff9f43',
    light: '#ffffff',
  },
  slate: {
    bg: '#eaf1f7',
    soft: '#d3e1ee',
    main: '#3b82c4',
    dark: '#1d4e7d',
    accent: '#ffcb47',
    light: '#ffffff',
  },
  rose: {
    bg: '#fff0f0',
    soft: '#ffd9d6',
    main: '#e5534b',
    dark: '#9f2e28',
    accent: '#4953f0',
    light: '#ffffff',
  },
  sky: {
    bg: '#e8f6ff',
    soft: '#cbe9fb',
    main: '#1f9bd7',
    dark: '#135f8c',
    accent: '#7ed957',
    light: '#ffffff',
  },
} satisfies Record<string, Palette>;

export const W = 1200;
export const H = 675;

export function svg(p: Palette, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"><rect width="${W}" height="${H}" fill="${p.bg}"/><circle cx="1080" cy="110" r="190" fill="${p.soft}"/><circle cx="120" cy="610" r="150" fill="${p.soft}" opacity=".7"/><circle cx="980" cy="560" r="40" fill="${p.accent}" opacity=".35"/><circle cx="200" cy="120" r="18" fill="${p.main}" opacity=".25"/>${body}</svg>`;
}

const shadow = (x: number, y: number, w: number, h: number, r: number) =>
  `<rect x="${x + 10}" y="${y + 14}" width="${w}" height="${h}" rx="${r}" fill="#101840" opacity=".08"/>`;

/** A browser or app window with a title bar; `inner` is drawn in its coordinates (0,0 = content top-left). */
export function window(p: Palette, x: number, y: number, w: number, h: number, inner: string): string {
  return `${shadow(x, y, w, h, 18)}<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="18" fill="${p.light}"/><rect x="${x}" y="${y}" width="${w}" height="44" rx="18" fill="${p.soft}"/><rect x="${x}" y="${y + 26}" width="${w}" height="18" fill="${p.soft}"/><circle cx="${x + 26}" cy="${y + 22}" r="7" fill="#ff6b6b"/><circle cx="${x + 48}" cy="${y + 22}" r="7" fill="#ffc94d"/><circle cx="${x + 70}" cy="${y + 22}" r="7" fill="#51cf66"/><g transform="translate(${x + 24} ${y + 68})">${inner}</g>`;
}

/** A phone; `inner` is drawn on its screen (0,0 = screen top-left, 170 x 330). */
export function phone(p: Palette, x: number, y: number, inner: string): string {
  return `${shadow(x, y, 200, 400, 34)}<rect x="${x}" y="${y}" width="200" height="400" rx="34" fill="${p.dark}"/><rect x="${x + 15}" y="${y + 35}" width="170" height="330" rx="12" fill="${p.light}"/><rect x="${x + 75}" y="${y + 14}" width="50" height="8" rx="4" fill="${p.main}" opacity=".6"/><g transform="translate(${x + 15} ${y + 35})">${inner}</g>`;
}

/** Placeholder text lines. */
export function lines(color: string, x: number, y: number, widths: number[], gap = 22, h = 10): string {
  return widths
    .map(
      (w, i) =>
        `<rect x="${x}" y="${y + i * gap}" width="${w}" height="${h}" rx="${h / 2}" fill="${color}"/>`,
    )
    .join('');
}

export function bars(p: Palette, x: number, y: number, heights: number[], barW = 34, gap = 18): string {
  const base = y + Math.max(...heights);
  return heights
    .map(
      (h, i) =>
        `<rect x="${x + i * (barW + gap)}" y="${base - h}" width="${barW}" height="${h}" rx="6" fill="${i === heights.length - 1 ? p.accent : p.main}" opacity="${i === heights.length - 1 ? 1 : 0.55 + (i / heights.length) * 0.45}"/>`,
    )
    .join('');
}

export function trend(color: string, points: Array<[number, number]>, width = 6): string {
  const d = points.map(([px, py], i) => `${i ? 'L' : 'M'}${px} ${py}`).join(' ');
  const [lx, ly] = points[points.length - 1] ?? [0, 0];
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/><circle cx="${lx}" cy="${ly}" r="${width * 1.6}" fill="${color}"/>`;
}

export function check(color: string, cx: number, cy: number, r = 22): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}"/><path d="M${cx - r * 0.45} ${cy + r * 0.02}l${r * 0.3} ${r * 0.3} ${r * 0.6}-${r * 0.6}" fill="none" stroke="#fff" stroke-width="${r * 0.22}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

export function shield(p: Palette, cx: number, cy: number, s = 1): string {
  return `<g transform="translate(${cx} ${cy}) scale(${s})"><path d="M0 -90 L76 -60 V6 C76 56 40 86 0 104 C-40 86 -76 56 -76 6 V-60 Z" fill="${p.main}"/><path d="M0 -70 L58 -47 V6 C58 44 32 68 0 82 Z" fill="${p.dark}" opacity=".35"/><rect x="-26" y="-8" width="52" height="42" rx="8" fill="${p.light}"/><path d="M-16 -8 V-22 a16 16 0 0 1 32 0 V-8" fill="none" stroke="${p.light}" stroke-width="8"/><circle cx="0" cy="12" r="6" fill="${p.dark}"/></g>`;
}

export function bubble(fill: string, x: number, y: number, w: number, h: number, tailLeft = true): string {
  const tail = tailLeft
    ? `<path d="M${x + 24} ${y + h - 2} l-10 26 l34 -26z" fill="${fill}"/>`
    : `<path d="M${x + w - 24} ${y + h - 2} l10 26 l-34 -26z" fill="${fill}"/>`;
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="22" fill="${fill}"/>${tail}`;
}

export function pin(color: string, x: number, y: number, s = 1): string {
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 0 C-26 -30 -30 -44 -30 -56 a30 30 0 0 1 60 0 C30 -44 26 -30 0 0z" fill="${color}"/><circle cx="0" cy="-56" r="11" fill="#fff"/></g>`;
}

export function gauge(p: Palette, cx: number, cy: number, r: number, value: number): string {
  const angle = Math.PI * (1 - value);
  const nx = cx + Math.cos(angle) * (r - 26);
  const ny = cy - Math.sin(angle) * (r - 26);
  return `<path d="M${cx - r} ${cy} a${r} ${r} 0 0 1 ${r * 2} 0" fill="none" stroke="${p.soft}" stroke-width="28" stroke-linecap="round"/><path d="M${cx - r} ${cy} A${r} ${r} 0 0 1 ${cx + Math.cos(angle) * r} ${cy - Math.sin(angle) * r}" fill="none" stroke="${p.main}" stroke-width="28" stroke-linecap="round"/><line x1="${cx}" y1="${cy}" x2="${nx}" y2="${ny}" stroke="${p.dark}" stroke-width="10" stroke-linecap="round"/><circle cx="${cx}" cy="${cy}" r="16" fill="${p.dark}"/>`;
}

export function turbine(color: string, x: number, y: number, s = 1, spin = 0): string {
  const blade = `<path d="M0 0 C10 -30 8 -90 0 -120 C-8 -90 -10 -30 0 0z" fill="${color}"/>`;
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-7 0 L-12 260 H12 L7 0z" fill="${color}" opacity=".85"/><g transform="rotate(${spin})">${blade}<g transform="rotate(120)">${blade}</g><g transform="rotate(240)">${blade}</g></g><circle r="12" fill="${color}"/></g>`;
}

export function truck(p: Palette, x: number, y: number): string {
  return `<g transform="translate(${x} ${y})"><rect x="0" y="0" width="150" height="80" rx="10" fill="${p.main}"/><path d="M150 20 h44 l30 32 v28 h-74z" fill="${p.dark}"/><rect x="164" y="28" width="30" height="20" rx="4" fill="${p.light}" opacity=".8"/><circle cx="40" cy="86" r="18" fill="#263046"/><circle cx="40" cy="86" r="7" fill="#dfe3ec"/><circle cx="186" cy="86" r="18" fill="#263046"/><circle cx="186" cy="86" r="7" fill="#dfe3ec"/></g>`;
}
