import { palette, svgDocument } from './palette.ts';

type HairStyle =
  'short' | 'crop' | 'long' | 'bun' | 'afro' | 'puffs' | 'bob' | 'waves' | 'bald' | 'hijab' | 'braids';

export interface Person {
  readonly slug: string;
  readonly skin: string;
  readonly hair: string;
  readonly hairStyle: HairStyle;
  readonly shirt: string;
  readonly background: string;
  readonly glasses?: boolean;
  readonly beard?: boolean;
  readonly earrings?: boolean;
}

const skinTones = {
  porcelain: '#f6d9c3',
  light: '#efc6a4',
  warm: '#dba57d',
  olive: '#c99464',
  tan: '#b07850',
  brown: '#8d5636',
  deep: '#6e4128',
  ebony: '#4f2d1c',
} as const;

const hairColors = {
  black: '#1f1a17',
  darkBrown: '#3d2a1f',
  brown: '#6b4529',
  auburn: '#9c4a2a',
  blonde: '#d2a96a',
  grey: '#a7a29a',
  silver: '#dedad2',
} as const;

export const founders = {
  ceo: {
    slug: 'maya-okafor',
    skin: skinTones.deep,
    hair: hairColors.black,
    hairStyle: 'puffs',
    shirt: palette.fern,
    background: palette.cream,
    earrings: true,
  },
  cpo: {
    slug: 'daniel-reyes',
    skin: skinTones.olive,
    hair: hairColors.darkBrown,
    hairStyle: 'waves',
    shirt: palette.sunflower,
    background: palette.mint,
    beard: true,
  },
  cto: {
    slug: 'priya-raman',
    skin: skinTones.tan,
    hair: hairColors.black,
    hairStyle: 'long',
    shirt: '#2f5d6e',
    background: palette.sage,
    glasses: true,
    earrings: true,
  },
} as const satisfies Record<string, Person>;

// Twelve deliberately different faces so the carousel never shows two look-alikes side by side.
export const testimonialPeople: readonly Person[] = [
  {
    slug: 'avatar-01',
    skin: skinTones.light,
    hair: hairColors.auburn,
    hairStyle: 'bob',
    shirt: palette.fern,
    background: palette.cream,
  },
  {
    slug: 'avatar-02',
    skin: skinTones.brown,
    hair: hairColors.black,
    hairStyle: 'crop',
    shirt: '#c8553d',
    background: palette.mint,
    beard: true,
  },
  {
    slug: 'avatar-03',
    skin: skinTones.warm,
    hair: hairColors.black,
    hairStyle: 'hijab',
    shirt: palette.sunflower,
    background: palette.sage,
  },
  {
    slug: 'avatar-04',
    skin: skinTones.porcelain,
    hair: hairColors.blonde,
    hairStyle: 'short',
    shirt: '#2f5d6e',
    background: palette.cream,
    glasses: true,
  },
  {
    slug: 'avatar-05',
    skin: skinTones.ebony,
    hair: hairColors.black,
    hairStyle: 'braids',
    shirt: palette.sunflower,
    background: palette.mint,
    earrings: true,
  },
  {
    slug: 'avatar-06',
    skin: skinTones.olive,
    hair: hairColors.grey,
    hairStyle: 'short',
    shirt: palette.fern,
    background: '#f7e6cf',
    beard: true,
  },
  {
    slug: 'avatar-07',
    skin: skinTones.tan,
    hair: hairColors.darkBrown,
    hairStyle: 'bun',
    shirt: '#d98c5f',
    background: palette.sage,
    earrings: true,
  },
  {
    slug: 'avatar-08',
    skin: skinTones.deep,
    hair: hairColors.black,
    hairStyle: 'bald',
    shirt: '#3f9a6a',
    background: palette.cream,
    glasses: true,
  },
  {
    slug: 'avatar-09',
    skin: skinTones.light,
    hair: hairColors.brown,
    hairStyle: 'long',
    shirt: '#24493a',
    background: '#f7e6cf',
  },
  {
    slug: 'avatar-10',
    skin: skinTones.brown,
    hair: hairColors.darkBrown,
    hairStyle: 'afro',
    shirt: '#2f5d6e',
    background: palette.cream,
  },
  {
    slug: 'avatar-11',
    skin: skinTones.porcelain,
    hair: hairColors.silver,
    hairStyle: 'bob',
    shirt: '#c8553d',
    background: palette.mint,
    glasses: true,
  },
  {
    slug: 'avatar-12',
    skin: skinTones.warm,
    hair: hairColors.black,
    hairStyle: 'waves',
    shirt: '#e9d8b4',
    background: palette.sage,
  },
];

function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) =>
    Math.max(0, Math.min(255, Math.round(((value >> shift) & 255) * (1 + amount))));
  return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, '0')).join('')}`;
}

function hairBehind(person: Person): string {
  const { hair } = person;
  switch (person.hairStyle) {
    case 'long':
      return `<path d="M29 44 C27 24 38 17 50 17 C62 17 73 24 71 44 L74 80 C66 84 34 84 26 80 Z" fill="${hair}"/>`;
    case 'bob':
      return `<path d="M29 46 C27 25 38 18 50 18 C62 18 73 25 71 46 L73 62 C66 66 34 66 27 62 Z" fill="${hair}"/>`;
    case 'afro':
      return `<circle cx="50" cy="36" r="26" fill="${hair}"/><circle cx="30" cy="46" r="10" fill="${hair}"/><circle cx="70" cy="46" r="10" fill="${hair}"/>`;
    case 'puffs':
      return `<circle cx="30" cy="27" r="10.5" fill="${hair}"/><circle cx="70" cy="27" r="10.5" fill="${hair}"/>`;
    case 'bun':
      return `<circle cx="50" cy="17" r="9" fill="${hair}"/>`;
    case 'braids':
      return `<path d="M30 40 C28 24 38 18 50 18 C62 18 72 24 70 40 L72 86 L64 86 L63 52 L37 52 L36 86 L28 86 Z" fill="${hair}"/>`;
    case 'hijab':
      return `<path d="M24 100 C22 80 24 60 28 44 C30 26 40 18 50 18 C60 18 70 26 72 44 C76 60 78 80 76 100 Z" fill="${person.shirt}"/>`;
    default:
      return '';
  }
}

function hairFront(person: Person): string {
  const { hair } = person;
  switch (person.hairStyle) {
    case 'short':
      return `<path d="M32 42 C30 25 40 20 51 20 C62 20 70 26 68 42 C66 33 60 29 52 29 C44 29 36 32 32 42 Z" fill="${hair}"/>`;
    case 'crop':
      return `<path d="M33 38 C33 26 41 22 50 22 C59 22 67 26 67 38 C63 31 57 29 50 29 C43 29 37 31 33 38 Z" fill="${hair}"/>`;
    case 'waves':
      return `<path d="M32 44 C28 26 38 19 50 19 C63 19 72 26 68 43 C66 35 63 31 58 30 C54 33 46 33 42 30 C37 32 34 37 32 44 Z" fill="${hair}"/>`;
    case 'long':
    case 'bob':
      return `<path d="M32 44 C31 28 40 22 51 22 C61 22 69 28 68 44 C62 40 56 33 54 28 C49 35 40 40 32 44 Z" fill="${hair}"/>`;
    case 'bun':
    case 'braids':
    case 'puffs':
      return `<path d="M32 41 C31 27 40 22 50 22 C60 22 69 27 68 41 C63 33 57 30 50 30 C43 30 37 33 32 41 Z" fill="${hair}"/>`;
    case 'afro':
      return `<path d="M32 40 C33 27 41 23 50 23 C59 23 67 27 68 40 C62 34 56 32 50 32 C44 32 38 34 32 40 Z" fill="${hair}"/>`;
    case 'hijab':
      return `<path d="M50 18 C38 18 29 28 29 44 C29 56 33 64 38 68 L34 70 C28 62 25 52 26 42 C28 26 38 17 50 17 C62 17 72 26 74 42 C75 52 72 62 66 70 L62 68 C67 64 71 56 71 44 C71 28 62 18 50 18 Z" fill="${shade(person.shirt, -0.12)}"/><path d="M33 40 C33 27 41 22 50 22 C59 22 67 27 67 40 C62 33 57 31 50 31 C43 31 38 33 33 40 Z" fill="${person.shirt}"/>`;
    case 'bald':
      return `<path d="M34 34 C38 26 44 23 50 23" stroke="${palette.white}" stroke-opacity="0.18" stroke-width="3" fill="none" stroke-linecap="round"/>`;
  }
}

function face(person: Person): string {
  const skinShade = shade(person.skin, -0.14);
  const feature = '#120c0a';
  const brow =
    person.hairStyle === 'bald' || person.hairStyle === 'hijab' ? '#2b211c' : shade(person.hair, -0.2);
  const parts = [
    `<path d="M44 57 C44 63 56 63 56 57 L56 72 L44 72 Z" fill="${skinShade}"/>`,
    person.hairStyle === 'hijab'
      ? ''
      : `<ellipse cx="33" cy="47" rx="3.6" ry="4.6" fill="${skinShade}"/><ellipse cx="67" cy="47" rx="3.6" ry="4.6" fill="${skinShade}"/>`,
    `<path d="M33 44 C33 30 40 23 50 23 C60 23 67 30 67 44 C67 56 60 63 50 63 C40 63 33 56 33 44 Z" fill="${person.skin}"/>`,
    `<ellipse cx="43" cy="46" rx="1.9" ry="2.3" fill="${feature}"/><ellipse cx="57" cy="46" rx="1.9" ry="2.3" fill="${feature}"/>`,
    // Catchlights keep the eyes readable on every skin tone at 64 px.
    `<circle cx="43.7" cy="45.2" r="0.65" fill="${palette.white}"/><circle cx="57.7" cy="45.2" r="0.65" fill="${palette.white}"/>`,
    `<path d="M39.5 41 Q43 39 46.5 40.6 M53.5 40.6 Q57 39 60.5 41" stroke="${brow}" stroke-width="1.5" fill="none" stroke-linecap="round"/>`,
    `<path d="M50 47 Q48.2 51.5 50.6 52.2" stroke="${skinShade}" stroke-width="1.3" fill="none" stroke-linecap="round"/>`,
    `<path d="M44.6 55.4 Q50 59.6 55.4 55.4" stroke="${shade(person.skin, -0.45)}" stroke-width="1.6" fill="none" stroke-linecap="round"/>`,
    `<circle cx="39.5" cy="52" r="2.6" fill="#e0705a" opacity="0.18"/><circle cx="60.5" cy="52" r="2.6" fill="#e0705a" opacity="0.18"/>`,
  ];
  if (person.beard) {
    parts.push(
      `<path d="M34 48 C35 60 42 66 50 66 C58 66 65 60 66 48 C63 55 59 58 56 57.6 C53 55.8 47 55.8 44 57.6 C41 58 37 55 34 48 Z" fill="${person.hair}"/>`,
      `<path d="M45.4 56.6 Q50 59.2 54.6 56.6" stroke="${shade(person.skin, -0.45)}" stroke-width="1.4" fill="none" stroke-linecap="round"/>`,
    );
  }
  if (person.glasses) {
    parts.push(
      `<g fill="none" stroke="#1d2a22" stroke-width="1.3"><circle cx="43" cy="46" r="5.2"/><circle cx="57" cy="46" r="5.2"/><path d="M48.2 45.6 Q50 44.4 51.8 45.6 M37.8 45.4 L34 44.4 M62.2 45.4 L66 44.4"/></g>`,
    );
  }
  if (person.earrings && person.hairStyle !== 'hijab') {
    parts.push(
      `<circle cx="33" cy="53" r="1.6" fill="${palette.sunflower}"/><circle cx="67" cy="53" r="1.6" fill="${palette.sunflower}"/>`,
    );
  }
  return parts.join('');
}

function torso(person: Person): string {
  const collar = shade(person.shirt, -0.16);
  return [
    `<path d="M13 100 C13 82 27 71 44 69 L56 69 C73 71 87 82 87 100 Z" fill="${person.shirt}"/>`,
    `<path d="M43 69 L50 77 L57 69" stroke="${collar}" stroke-width="2.2" fill="none" stroke-linejoin="round" stroke-linecap="round"/>`,
  ].join('');
}

export function portraitSvg(person: Person, pixelSize: number): string {
  const body = [
    `<rect width="100" height="100" fill="${person.background}"/>`,
    `<circle cx="78" cy="22" r="30" fill="${palette.white}" opacity="0.35"/>`,
    // Scaled up a little so faces still read at the 64 px avatar size.
    `<g transform="translate(-6 -2) scale(1.12)">`,
    hairBehind(person),
    torso(person),
    face(person),
    hairFront(person),
    '</g>',
  ].join('');
  return svgDocument(100, 100, body, pixelSize / 100);
}
