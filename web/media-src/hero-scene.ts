import { palette, svgDocument } from './palette.ts';
import { plantSvg } from './plant.ts';

export const heroSize = { width: 960, height: 540 } as const;
export const heroLoopSeconds = 6;
export const heroFramesPerSecond = 24;

const person = {
  skin: '#b07850',
  hair: '#1f1a17',
  shirt: palette.fern,
  trousers: '#2c3e35',
  shoe: palette.ink,
} as const;

function easeInOut(value: number): number {
  return value < 0.5 ? 4 * value * value * value : 1 - (-2 * value + 2) ** 3 / 2;
}

function degrees(value: number): number {
  return (value * Math.PI) / 180;
}

// One arm as shoulder → elbow → hand, angle measured from hanging straight down, outward positive.
function arm(shoulderX: number, shoulderY: number, angle: number, side: -1 | 1): string {
  const upper = 62;
  const fore = 58;
  const bend = 14 * (1 - angle / 170);
  const elbowX = shoulderX + side * Math.sin(degrees(angle)) * upper;
  const elbowY = shoulderY + Math.cos(degrees(angle)) * upper;
  const handX = elbowX + side * Math.sin(degrees(angle + bend)) * fore;
  const handY = elbowY + Math.cos(degrees(angle + bend)) * fore;
  const f = (n: number) => n.toFixed(2);
  return [
    `<path d="M${f(elbowX)} ${f(elbowY)} L${f(handX)} ${f(handY)}" stroke="${person.skin}" stroke-width="17" stroke-linecap="round"/>`,
    `<path d="M${f(shoulderX)} ${f(shoulderY)} L${f(elbowX)} ${f(elbowY)}" stroke="${person.shirt}" stroke-width="22" stroke-linecap="round"/>`,
    `<circle cx="${f(handX)}" cy="${f(handY)}" r="10" fill="${person.skin}"/>`,
  ].join('');
}

function figure(breath: number): string {
  const lift = easeInOut(breath);
  const armAngle = 14 + lift * 150;
  const rise = lift * 6;
  const x = 390;
  const shoulderY = 236 - rise;
  return [
    `<ellipse cx="${x}" cy="462" rx="150" ry="16" fill="${palette.sage}"/>`,
    `<rect x="${x - 130}" y="448" width="260" height="16" rx="8" fill="${palette.fernLight}" opacity="0.55"/>`,
    `<path d="M${x - 16} 330 L${x - 26} 440" stroke="${person.trousers}" stroke-width="28" stroke-linecap="round"/>`,
    `<path d="M${x + 16} 330 L${x + 26} 440" stroke="${person.trousers}" stroke-width="28" stroke-linecap="round"/>`,
    `<ellipse cx="${x - 34}" cy="448" rx="22" ry="9" fill="${person.shoe}"/>`,
    `<ellipse cx="${x + 34}" cy="448" rx="22" ry="9" fill="${person.shoe}"/>`,
    arm(x - 34, shoulderY + 6, armAngle, -1),
    arm(x + 34, shoulderY + 6, armAngle, 1),
    `<path d="M${x - 44} ${shoulderY + 8} Q${x - 46} ${shoulderY - 8} ${x - 26} ${shoulderY - 10} L${x + 26} ${shoulderY - 10} Q${x + 46} ${shoulderY - 8} ${x + 44} ${shoulderY + 8} L${x + 36} 340 L${x - 36} 340 Z" fill="${person.shirt}"/>`,
    `<rect x="${x - 38}" y="326" width="76" height="22" rx="10" fill="${person.trousers}"/>`,
    `<rect x="${x - 9}" y="${shoulderY - 30}" width="18" height="24" rx="6" fill="#9a6642"/>`,
    `<circle cx="${x}" cy="${shoulderY - 56}" r="33" fill="${person.skin}"/>`,
    `<circle cx="${x + 4}" cy="${shoulderY - 100}" r="15" fill="${person.hair}"/>`,
    `<path d="M${x - 33} ${shoulderY - 56} C${x - 35} ${shoulderY - 92} ${x + 33} ${shoulderY - 96} ${x + 33} ${shoulderY - 60} C${x + 20} ${shoulderY - 74} ${x - 14} ${shoulderY - 78} ${x - 33} ${shoulderY - 56} Z" fill="${person.hair}"/>`,
    // Eyes closed and a small smile: breathing, not straining.
    `<path d="M${x - 17} ${shoulderY - 54} q6 4 12 0 M${x + 5} ${shoulderY - 54} q6 4 12 0" stroke="${palette.ink}" stroke-width="2.6" fill="none" stroke-linecap="round"/>`,
    `<path d="M${x - 9} ${shoulderY - 38} q9 7 18 0" stroke="#5a2f1c" stroke-width="2.6" fill="none" stroke-linecap="round"/>`,
    `<circle cx="${x - 20}" cy="${shoulderY - 44}" r="5" fill="#e0705a" opacity="0.22"/><circle cx="${x + 20}" cy="${shoulderY - 44}" r="5" fill="#e0705a" opacity="0.22"/>`,
  ].join('');
}

function floatingSeeds(phase: number): string {
  const seeds: string[] = [];
  for (let index = 0; index < 9; index += 1) {
    const progress = (phase + index / 9) % 1;
    const x = 560 + ((index * 53) % 230) + Math.sin((progress + index) * Math.PI * 2) * 8;
    const y = 430 - progress * 330;
    const opacity = Math.sin(progress * Math.PI) * 0.8;
    seeds.push(
      `<circle cx="${x.toFixed(2)}" cy="${y.toFixed(2)}" r="${(3 + (index % 3)).toString()}" fill="${palette.sunflower}" opacity="${opacity.toFixed(3)}"/>`,
    );
  }
  return seeds.join('');
}

function sparkle(x: number, y: number, strength: number): string {
  if (strength <= 0.01) return '';
  const size = 10 + strength * 8;
  return `<path transform="translate(${x} ${y}) scale(${(size / 10).toFixed(3)})" d="M0 -10 Q1.5 -1.5 10 0 Q1.5 1.5 0 10 Q-1.5 1.5 -10 0 Q-1.5 -1.5 0 -10 Z" fill="${palette.sunflower}" opacity="${strength.toFixed(3)}"/>`;
}

/** The frame at `seconds` into the loop; every motion is periodic in the loop length, so it loops seamlessly. */
export function heroFrameSvg(seconds: number): string {
  const phase = (seconds % heroLoopSeconds) / heroLoopSeconds;
  const breath = (1 - Math.cos(phase * Math.PI * 2)) / 2;
  const sway = Math.sin(phase * Math.PI * 4) * 7;
  const glow = Math.max(0, (breath - 0.75) / 0.25);
  const body = [
    `<rect width="960" height="540" fill="${palette.paper}"/>`,
    `<circle cx="640" cy="210" r="${(176 + breath * 8).toFixed(2)}" fill="${palette.cream}"/>`,
    `<path d="M0 440 C200 410 420 420 620 438 C760 450 880 444 960 432 L960 540 L0 540 Z" fill="${palette.mint}"/>`,
    `<path d="M70 120 h70 M90 140 h90" stroke="${palette.sage}" stroke-width="10" stroke-linecap="round"/>`,
    `<path d="M790 90 h80 M760 112 h70" stroke="${palette.sage}" stroke-width="10" stroke-linecap="round"/>`,
    floatingSeeds(phase),
    figure(breath),
    plantSvg({ x: 680, baseY: 350, scale: 0.92, newLeaf: easeInOut(breath), sway }),
    sparkle(720, 104, glow),
    sparkle(752, 140, glow * 0.6),
  ].join('');
  return svgDocument(heroSize.width, heroSize.height, body);
}
