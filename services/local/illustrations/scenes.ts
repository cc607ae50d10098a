/**
 * The demo illustrations, one scene per demo project and blog post (and the
 * About page's Vision card override). Each is an SVG drawn from parts.ts.
 */
import {
  bars,
  bubble,
  check,
  gauge,
  H,
  lines,
  PALETTES,
  type Palette,
  phone,
  pin,
  shield,
  svg,
  trend,
  truck,
  turbine,
  W,
  window,
} from './parts';

function calendar(p: Palette, x: number, y: number): string {
  let cells = '';
  for (let r = 0; r < 4; r++)
    for (let c = 0; c < 5; c++) {
      const booked = (r * 5 + c) % 4 === 1;
      cells += `<rect x="${x + 20 + c * 62}" y="${y + 70 + r * 52}" width="50" height="40" rx="8" fill="${booked ? p.main : p.soft}" opacity="${booked ? 0.9 : 1}"/>`;
    }
  return `<rect x="${x + 10}" y="${y + 14}" width="340" height="300" rx="20" fill="#101840" opacity=".08"/><rect x="${x}" y="${y}" width="340" height="300" rx="20" fill="${p.light}"/><rect x="${x}" y="${y}" width="340" height="50" rx="20" fill="${p.dark}"/><rect x="${x}" y="${y + 30}" width="340" height="20" fill="${p.dark}"/>${cells}`;
}

const SCENES = {
  careconnect: () => {
    const p = PALETTES.teal;
    return svg(
      p,
      `${calendar(p, 180, 190)}${phone(
        p,
        640,
        140,
        `<rect x="16" y="20" width="138" height="70" rx="14" fill="${p.soft}"/>${lines(p.dark, 30, 36, [90, 60], 20)}${check(p.main, 85, 150, 30)}${lines('#dee2e6', 30, 200, [110, 80, 96], 22)}<rect x="16" y="270" width="66" height="34" rx="10" fill="${p.main}"/><rect x="90" y="270" width="64" height="34" rx="10" fill="${p.soft}"/>`,
      )}${bubble(p.accent, 880, 210, 190, 70, true)}${lines('#fff', 905, 232, [130, 90], 20)}${check(p.dark, 520, 160, 26)}`,
    );
  },
  ledgerleaf: () => {
    const p = PALETTES.green;
    return svg(
      p,
      `${window(
        p,
        170,
        110,
        760,
        460,
        `${bars(p, 20, 40, [90, 130, 110, 170, 150, 220], 52, 26)}${trend(p.dark, [
          [30, 170],
          [130, 150],
          [230, 160],
          [330, 100],
          [430, 110],
          [520, 40],
        ])}<rect x="560" y="0" width="150" height="340" rx="14" fill="${p.bg}"/>${[0, 1, 2, 3, 4]
          .map(
            (i) =>
              `${check(i < 4 ? p.main : p.soft, 590, 34 + i * 62, 14)}${lines(p.soft, 616, 28 + i * 62, [70], 0, 12)}`,
          )
          .join('')}`,
      )}<g transform="translate(960 380)"><circle r="80" fill="${p.accent}"/><circle r="56" fill="${p.light}" opacity=".35"/><path d="M-22 -6 l16 16 32 -34" fill="none" stroke="${p.dark}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/></g>`,
    );
  },
  campusquest: () => {
    const p = PALETTES.violet;
    return svg(
      p,
      `${window(
        p,
        160,
        100,
        640,
        440,
        `<rect x="0" y="0" width="380" height="230" rx="14" fill="${p.dark}"/><circle cx="190" cy="95" r="40" fill="${p.accent}"/><rect x="130" y="150" width="120" height="60" rx="30" fill="${p.accent}"/><rect x="400" y="0" width="190" height="110" rx="14" fill="${p.soft}"/><rect x="400" y="120" width="190" height="110" rx="14" fill="${p.soft}"/><circle cx="450" cy="55" r="22" fill="${p.main}"/><circle cx="450" cy="175" r="22" fill="${p.main}" opacity=".7"/>${[
          0, 1, 2,
        ]
          .map(
            (i) =>
              `<rect x="0" y="${256 + i * 36}" width="590" height="18" rx="9" fill="${p.soft}"/><rect x="0" y="${256 + i * 36}" width="${[470, 330, 540][i]}" height="18" rx="9" fill="${i === 1 ? p.accent : p.main}"/>`,
          )
          .join('')}`,
      )}<g transform="translate(930 300)"><path d="M-120 0 L0 -56 L120 0 L0 56z" fill="${p.dark}"/><path d="M-70 24 v60 c0 24 140 24 140 0 v-60 L0 56z" fill="${p.main}"/><path d="M96 12 v80" stroke="${p.accent}" stroke-width="8"/><circle cx="96" cy="98" r="12" fill="${p.accent}"/></g>${check(p.main, 960, 470, 34)}`,
    );
  },
  freightpilot: () => {
    const p = PALETTES.slate;
    return svg(
      p,
      `<rect x="150" y="120" width="620" height="430" rx="28" fill="${p.light}"/><path d="M200 480 C320 380 300 240 450 260 S640 190 720 170" fill="none" stroke="${p.main}" stroke-width="10" stroke-dasharray="2 22" stroke-linecap="round"/><path d="M210 200 C320 240 420 420 700 470" fill="none" stroke="${p.accent}" stroke-width="10" stroke-linecap="round"/><path d="M170 330 h580 M430 140 v390" stroke="${p.soft}" stroke-width="18"/>${pin(p.dark, 210, 200, 1)}${pin(p.main, 720, 175, 1.1)}${pin(p.accent, 700, 470, 1)}${truck(p, 330, 380)}<g transform="translate(840 180)"><rect width="230" height="86" rx="18" fill="${p.dark}"/><rect y="110" width="230" height="86" rx="18" fill="${p.dark}" opacity=".85"/><rect y="220" width="230" height="86" rx="18" fill="${p.dark}" opacity=".7"/>${[0, 110, 220].map((y) => `<circle cx="40" cy="${y + 43}" r="12" fill="${p.accent}"/>${lines(p.soft, 70, y + 36, [120], 0, 14)}`).join('')}</g><path d="M900 120 a50 50 0 0 1 96 -14 a40 40 0 1 1 20 78 h-116 a34 34 0 1 1 0 -64z" fill="${p.light}"/>`,
    );
  },
  shopnest: () => {
    const p = PALETTES.rose;
    return svg(
      p,
      `${window(
        p,
        140,
        110,
        560,
        440,
        `${[0, 1, 2]
          .map(
            (i) =>
              `<rect x="${i * 176}" y="0" width="160" height="160" rx="14" fill="${[p.soft, '#ffe8c7', '#dfe7ff'][i]}"/><circle cx="${i * 176 + 80}" cy="70" r="${[40, 34, 44][i]}" fill="${[p.main, p.accent, '#ffb547'][i]}" opacity=".85"/>${lines('#ced4da', i * 176, 180, [120, 70], 20)}<rect x="${i * 176}" y="236" width="90" height="30" rx="15" fill="${p.main}"/>`,
          )
          .join('')}`,
      )}${phone(
        p,
        760,
        150,
        `<rect x="16" y="16" width="138" height="130" rx="14" fill="${p.soft}"/><circle cx="85" cy="80" r="38" fill="${p.main}"/>${lines('#ced4da', 16, 164, [120, 80], 20)}<rect x="16" y="270" width="138" height="40" rx="12" fill="${p.accent}"/>`,
      )}<g transform="translate(1040 470)">${gauge(p, 0, 0, 80, 0.85)}</g>`,
    );
  },
  gridwise: () => {
    const p = PALETTES.sky;
    return svg(
      p,
      `<rect x="0" y="560" width="${W}" height="${H - 560}" fill="${p.soft}"/>${turbine(p.dark, 240, 300, 1, 12)}${turbine(p.main, 420, 360, 0.75, 48)}${turbine(p.main, 120, 400, 0.6, 80)}${phone(
        p,
        660,
        130,
        `${bubble(p.soft, 12, 16, 120, 56, false)}${lines(p.dark, 26, 34, [80], 0, 10)}${bubble(p.main, 30, 100, 130, 120, true)}${lines('#fff', 46, 120, [96, 80, 90, 60], 22)}<rect x="30" y="250" width="110" height="40" rx="10" fill="${p.accent}"/><rect x="40" y="262" width="60" height="14" rx="7" fill="#fff"/>`,
      )}<g transform="translate(920 220)"><rect width="170" height="210" rx="14" fill="${p.light}"/><rect x="0" y="0" width="170" height="40" rx="14" fill="${p.dark}"/>${lines(p.soft, 20, 64, [130, 110, 130, 90, 120], 26, 12)}<rect x="16" y="140" width="138" height="22" rx="6" fill="${p.accent}" opacity=".45"/></g>`,
    );
  },
  'blog-mvp': () => {
    const p = PALETTES.indigo;
    return svg(
      p,
      `<rect x="170" y="110" width="420" height="460" rx="26" fill="#101840" opacity=".08"/><rect x="160" y="96" width="420" height="460" rx="26" fill="${p.light}"/>${[
        0, 1, 2, 3, 4,
      ]
        .map(
          (i) =>
            `${i < 3 ? check(p.main, 220, 170 + i * 82, 22) : `<circle cx="220" cy="${170 + i * 82}" r="22" fill="none" stroke="${p.soft}" stroke-width="6"/>`}${lines(i < 3 ? p.dark : p.soft, 262, 162 + i * 82, [[230, 180, 260, 200, 150][i] as number], 0, 16)}${i >= 3 ? `<line x1="256" y1="${170 + i * 82}" x2="${262 + ([230, 180, 260, 200, 150][i] ?? 0)}" y2="${170 + i * 82}" stroke="${p.main}" stroke-width="5"/>` : ''}`,
        )
        .join(
          '',
        )}<g transform="translate(880 330) rotate(40)"><path d="M0 -170 C60 -120 74 -40 52 60 H-52 C-74 -40 -60 -120 0 -170z" fill="${p.main}"/><circle cy="-70" r="28" fill="${p.light}"/><circle cy="-70" r="16" fill="${p.soft}"/><path d="M-52 30 L-110 110 L-50 90z M52 30 L110 110 L50 90z" fill="${p.dark}"/><path d="M-30 66 H30 L0 150z" fill="${p.accent}"/></g>`,
    );
  },
  'blog-health': () => {
    const p = PALETTES.teal;
    return svg(
      p,
      `${phone(
        p,
        250,
        140,
        `<rect x="16" y="20" width="138" height="60" rx="12" fill="${p.soft}"/><path d="M40 50 h20 l10 -18 14 36 10 -18 h36" fill="none" stroke="${p.main}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>${lines('#dee2e6', 20, 110, [120, 90, 130, 70], 24)}<rect x="16" y="260" width="138" height="44" rx="12" fill="${p.main}"/>`,
      )}${shield(p, 700, 330, 1.9)}<g transform="translate(960 230)"><circle r="64" fill="${p.accent}"/><path d="M-12 -36 h24 v24 h24 v24 h-24 v24 h-24 v-24 h-24 v-24 h24z" fill="#fff"/></g>${lines(p.main, 880, 470, [180, 130], 28, 14)}`,
    );
  },
  'blog-finance': () => {
    const p = PALETTES.green;
    return svg(
      p,
      `${window(
        p,
        130,
        100,
        600,
        460,
        `${bars(p, 10, 30, [120, 160, 140, 210, 250], 60, 40)}<line x1="0" y1="290" x2="550" y2="290" stroke="${p.soft}" stroke-width="4"/>${lines(p.soft, 0, 316, [300, 220], 24, 12)}`,
      )}<g transform="translate(760 150)"><rect width="310" height="180" rx="20" fill="${p.light}"/>${trend(
        p.main,
        [
          [30, 140],
          [100, 110],
          [170, 120],
          [240, 60],
          [280, 40],
        ],
      )}</g><g transform="translate(760 360)"><rect width="310" height="190" rx="20" fill="${p.dark}"/><circle cx="80" cy="95" r="56" fill="${p.accent}"/><path d="M80 95 L80 39 A56 56 0 0 1 130 120z" fill="${p.light}" opacity=".8"/>${lines(p.soft, 160, 64, [110, 90, 120], 30, 14)}</g>`,
    );
  },
  'blog-ai': () => {
    const p = PALETTES.violet;
    return svg(
      p,
      `${bubble(p.light, 170, 130, 420, 110, true)}${lines(p.soft, 200, 160, [330, 240], 28, 16)}${bubble(p.main, 330, 290, 440, 150, false)}${lines('#fff', 360, 320, [370, 330, 260], 30, 16)}${bubble(p.light, 170, 480, 300, 80, true)}${lines(p.soft, 200, 506, [220], 0, 16)}<g transform="translate(930 330)"><rect x="-110" y="-90" width="220" height="190" rx="46" fill="${p.dark}"/><rect x="-84" y="-56" width="168" height="100" rx="30" fill="${p.soft}"/><circle cx="-36" cy="-8" r="16" fill="${p.dark}"/><circle cx="36" cy="-8" r="16" fill="${p.dark}"/><rect x="-30" y="60" width="60" height="12" rx="6" fill="${p.accent}"/><line x1="0" y1="-90" x2="0" y2="-140" stroke="${p.dark}" stroke-width="10"/><circle cy="-148" r="18" fill="${p.accent}"/></g>`,
    );
  },
  'blog-learning': () => {
    const p = PALETTES.rose;
    return svg(
      p,
      `<g transform="translate(330 360)"><path d="M-220 -150 C-140 -170 -60 -160 0 -120 V170 C-60 130 -140 120 -220 140z" fill="${p.light}"/><path d="M220 -150 C140 -170 60 -160 0 -120 V170 C60 130 140 120 220 140z" fill="${p.soft}"/>${lines(p.main, -190, -110, [150, 120, 160, 100, 140], 34, 12)}${lines(p.dark, 30, -110, [150, 120, 160, 100, 140], 34, 12)}</g>${phone(
        p,
        690,
        140,
        `${[0, 1, 2, 3].map((i) => `<rect x="16" y="${24 + i * 56}" width="138" height="40" rx="10" fill="${i === 3 ? p.accent : p.soft}"/>${i < 3 ? check(p.main, 40, 44 + i * 56, 12) : ''}`).join('')}<rect x="16" y="270" width="138" height="16" rx="8" fill="${p.soft}"/><rect x="16" y="270" width="100" height="16" rx="8" fill="${p.main}"/>`,
      )}<g transform="translate(1000 230)"><path d="M0 -60 l18 38 42 6 -30 30 7 42 -37 -20 -37 20 7 -42 -30 -30 42 -6z" fill="${p.accent}"/></g><circle cx="1010" cy="440" r="44" fill="${p.main}" opacity=".8"/>`,
    );
  },
  'blog-speed': () => {
    const p = PALETTES.slate;
    return svg(
      p,
      `${window(
        p,
        140,
        110,
        560,
        430,
        `${[0, 1, 2, 3].map((i) => `<rect x="${(i % 2) * 262}" y="${Math.floor(i / 2) * 170}" width="246" height="150" rx="14" fill="${[p.soft, '#ffe8c7', '#dfe7ff', p.soft][i]}"/><circle cx="${(i % 2) * 262 + 70}" cy="${Math.floor(i / 2) * 170 + 75}" r="40" fill="${i % 2 ? p.accent : p.main}" opacity=".85"/>${lines('#adb5bd', (i % 2) * 262 + 130, Math.floor(i / 2) * 170 + 50, [90, 60], 24)}`).join('')}`,
      )}<g transform="translate(930 330)">${gauge(p, 0, 0, 150, 0.9)}</g><g transform="translate(840 470)"><path d="M0 0 h30 l26 110 h130 l24 -80 h-170" fill="none" stroke="${p.dark}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/><circle cx="76" cy="140" r="16" fill="${p.dark}"/><circle cx="170" cy="140" r="16" fill="${p.dark}"/></g>`,
    );
  },
  vision: () => {
    const p = PALETTES.indigo;
    return svg(
      p,
      `<circle cx="860" cy="200" r="90" fill="${p.accent}"/><circle cx="900" cy="176" r="78" fill="${p.bg}"/>${[
        [260, 140],
        [420, 90],
        [620, 170],
        [1000, 360],
        [760, 320],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="8" fill="${p.main}"/>`)
        .join(
          '',
        )}<g transform="translate(420 420) rotate(-28)"><rect x="-40" y="-46" width="360" height="92" rx="26" fill="${p.main}"/><rect x="-110" y="-34" width="90" height="68" rx="16" fill="${p.dark}"/><rect x="300" y="-56" width="40" height="112" rx="12" fill="${p.dark}"/></g><path d="M360 500 l-80 150 M420 486 l60 164" stroke="${p.dark}" stroke-width="16" stroke-linecap="round"/>`,
    );
  },
} satisfies Record<string, () => string>;

export type SceneName = keyof typeof SCENES;

export function sceneSvg(name: SceneName): string {
  return SCENES[name]();
}

export const SCENE_NAMES = Object.keys(SCENES) as SceneName[];
