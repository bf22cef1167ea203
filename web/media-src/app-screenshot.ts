import { escapeXml, fontStack, palette, svgDocument } from './palette.ts';
import { plantSvg } from './plant.ts';

export const screenshotSize = { width: 390, height: 780 } as const;

interface TextOptions {
  readonly size: number;
  readonly weight?: 400 | 700;
  readonly fill?: string;
  readonly anchor?: 'start' | 'middle' | 'end';
}

function text(x: number, y: number, content: string, options: TextOptions): string {
  return `<text x="${x}" y="${y}" font-family="${fontStack}" font-size="${options.size}" font-weight="${options.weight ?? 400}" fill="${options.fill ?? palette.ink}" text-anchor="${options.anchor ?? 'start'}">${escapeXml(content)}</text>`;
}

function statusBar(): string {
  return [
    text(40, 40, '9:41', { size: 15, weight: 700 }),
    `<rect x="145" y="20" width="100" height="28" rx="14" fill="${palette.ink}"/>`,
    `<g fill="${palette.ink}"><rect x="300" y="31" width="3" height="6" rx="1"/><rect x="305" y="28" width="3" height="9" rx="1"/><rect x="310" y="25" width="3" height="12" rx="1"/></g>`,
    `<rect x="322" y="26" width="24" height="12" rx="3.5" fill="none" stroke="${palette.ink}" stroke-width="1.4"/><rect x="324.5" y="28.5" width="16" height="7" rx="1.5" fill="${palette.ink}"/><rect x="347.5" y="30" width="2" height="4" rx="1" fill="${palette.ink}"/>`,
  ].join('');
}

function header(): string {
  return [
    text(28, 84, 'Tuesday 14 May', { size: 13, fill: palette.muted }),
    text(28, 108, 'Good morning, Sam', { size: 23, weight: 700 }),
    `<circle cx="340" cy="96" r="19" fill="${palette.cream}"/>`,
    text(340, 101.5, 'S', { size: 16, weight: 700, fill: palette.fern, anchor: 'middle' }),
  ].join('');
}

function plantCard(): string {
  return [
    `<rect x="24" y="124" width="342" height="112" rx="20" fill="${palette.mint}"/>`,
    `<circle cx="84" cy="186" r="42" fill="${palette.sage}"/>`,
    plantSvg({ x: 84, baseY: 202, scale: 0.22, newLeaf: 0.7, sway: 4, leafCount: 5 }),
    text(140, 156, 'Your fern', { size: 17, weight: 700, fill: palette.fernDark }),
    text(140, 178, '14 leaves · 3-week streak', { size: 13, fill: palette.ink }),
    `<rect x="140" y="192" width="200" height="9" rx="4.5" fill="${palette.white}"/>`,
    `<rect x="140" y="192" width="133" height="9" rx="4.5" fill="${palette.fern}"/>`,
    text(140, 220, '2 of 3 moves this week · next leaf soon', { size: 11.5, fill: palette.muted }),
  ].join('');
}

function weatherCard(): string {
  return [
    `<rect x="24" y="248" width="342" height="74" rx="18" fill="${palette.cream}"/>`,
    `<circle cx="58" cy="278" r="10" fill="${palette.sunflower}"/>`,
    `<path d="M52 296 h22 a8 8 0 0 0 0 -16 a11 11 0 0 0 -21 3 a7 7 0 0 0 -1 13 Z" fill="${palette.white}" stroke="#c9c2b0" stroke-width="1.2"/>`,
    text(92, 275, 'Rain from 4 pm', { size: 14.5, weight: 700 }),
    text(92, 295, 'Your walk moved to 12:30, while it’s dry.', { size: 12.5, fill: palette.ink }),
    text(92, 312, '14°C now, light breeze', { size: 11.5, fill: palette.muted }),
  ].join('');
}

interface CalendarEvent {
  readonly start: number;
  readonly end: number;
  readonly title: string;
  readonly detail: string;
  readonly kind: 'meeting' | 'workout';
}

const planTop = 366;
const hourHeight = 38;
const firstHour = 11;
const lastHour = 18;

const events: readonly CalendarEvent[] = [
  { start: 11, end: 12, title: 'Design review', detail: 'Room 3 · with Alex and Kim', kind: 'meeting' },
  {
    start: 12.5,
    end: 13.25,
    title: 'Lunch walk · 15 min',
    detail: 'Moved earlier: rain from 4 pm',
    kind: 'workout',
  },
  { start: 14, end: 15, title: 'Client call', detail: 'Video call', kind: 'meeting' },
  {
    start: 17.25,
    end: 18,
    title: 'Stretch flow with Jo · 10 min',
    detail: 'Jo is free then too',
    kind: 'workout',
  },
];

function calendar(): string {
  const parts = [
    text(28, 344, 'Today’s plan', { size: 17, weight: 700 }),
    `<rect x="250" y="330" width="116" height="20" rx="10" fill="${palette.mint}"/>`,
    text(308, 344, 'Synced to calendar', {
      size: 10.5,
      weight: 700,
      fill: palette.fernDark,
      anchor: 'middle',
    }),
  ];
  for (let hour = firstHour; hour <= lastHour; hour += 1) {
    const y = planTop + (hour - firstHour) * hourHeight;
    parts.push(
      text(28, y + 4, `${hour.toString().padStart(2, '0')}:00`, { size: 10.5, fill: palette.muted }),
      `<path d="M68 ${y} H366" stroke="${palette.line}" stroke-width="1"/>`,
    );
  }
  for (const event of events) {
    const y = planTop + (event.start - firstHour) * hourHeight + 1.5;
    const height = (event.end - event.start) * hourHeight - 3;
    const workout = event.kind === 'workout';
    parts.push(
      `<rect x="74" y="${y}" width="292" height="${height}" rx="8" fill="${workout ? palette.fern : '#efece4'}"/>`,
    );
    const titleFill = workout ? palette.white : palette.ink;
    parts.push(
      text(84, y + 11.5, event.title, { size: 11, weight: 700, fill: titleFill }),
      text(84, y + 23, event.detail, { size: 10, fill: workout ? palette.mint : palette.muted }),
    );
  }
  const joY = planTop + (17.25 - firstHour) * hourHeight + 13;
  parts.push(
    `<circle cx="344" cy="${joY}" r="9" fill="${palette.sunflower}" stroke="${palette.white}" stroke-width="1.5"/>`,
    text(344, joY + 3.8, 'J', { size: 10, weight: 700, fill: palette.ink, anchor: 'middle' }),
  );
  return parts.join('');
}

function reminder(): string {
  return [
    `<rect x="24" y="644" width="342" height="52" rx="16" fill="${palette.white}" stroke="${palette.line}" stroke-width="1"/>`,
    `<circle cx="58" cy="670" r="16" fill="${palette.cream}"/>`,
    `<path d="M50 676 h16 l-2.5 -3.5 v-6 a5.5 5.5 0 0 0 -11 0 v6 Z M55.5 678 a2.5 2.5 0 0 0 5 0" fill="${palette.sunflowerDark}"/>`,
    text(78, 664, 'Reminder · 12:20', { size: 11.5, weight: 700, fill: palette.sunflowerDark }),
    text(78, 683, 'Shoes on? Your lunch walk starts in 10 min.', { size: 12, fill: palette.ink }),
  ].join('');
}

function tabBar(): string {
  const tabs = [
    { label: 'Today', x: 68, active: true },
    { label: 'Plan', x: 151, active: false },
    { label: 'Garden', x: 236, active: false },
    { label: 'Friends', x: 320, active: false },
  ];
  return [
    `<path d="M10 706 H380 V732 Q380 770 342 770 H48 Q10 770 10 732 Z" fill="${palette.white}"/>`,
    `<path d="M10 706 H380" stroke="${palette.line}"/>`,
    ...tabs.map(
      (tab) =>
        `<circle cx="${tab.x}" cy="724" r="${tab.active ? 5 : 4}" fill="${tab.active ? palette.fern : '#b9bfb8'}"/>` +
        text(tab.x, 746, tab.label, {
          size: 11,
          weight: tab.active ? 700 : 400,
          fill: tab.active ? palette.fern : palette.muted,
          anchor: 'middle',
        }),
    ),
    `<rect x="140" y="758" width="110" height="4" rx="2" fill="${palette.ink}"/>`,
  ].join('');
}

export function appScreenshotSvg(scale: number): string {
  const body = [
    `<defs><clipPath id="screen"><rect x="10" y="10" width="370" height="760" rx="40"/></clipPath></defs>`,
    `<rect width="390" height="780" rx="50" fill="${palette.ink}"/>`,
    `<g clip-path="url(#screen)">`,
    `<rect x="10" y="10" width="370" height="760" fill="${palette.paper}"/>`,
    statusBar(),
    header(),
    plantCard(),
    weatherCard(),
    calendar(),
    reminder(),
    tabBar(),
    '</g>',
  ].join('');
  return svgDocument(screenshotSize.width, screenshotSize.height, body, scale);
}
