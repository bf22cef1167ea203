export const brandColors = {
  fern: '#1f6f4a',
  fernLight: '#3f9a6a',
  sunflower: '#f2b441',
  paper: '#fbfaf6',
  ink: '#1d2a22',
} as const;

export interface MarkShape {
  readonly d: string;
  readonly fill: string;
}

// The sprout mark on a 48×48 grid. Exported so the favicon, app icons and share image
// are rendered from the very same geometry as the header logo.
export const fernMarkShapes: readonly MarkShape[] = [
  { d: 'M22.6 45 C22.2 36 22.6 26 23.6 17 L26.4 17 C25.4 26 25 36 25.4 45 Z', fill: brandColors.fern },
  { d: 'M23.4 35 C15 35.5 8.4 30.5 6 21.5 C15 20.6 21.6 25.6 23.4 35 Z', fill: brandColors.fern },
  {
    d: 'M24.8 27.5 C32 26.2 38.4 20.8 41 12.5 C32.6 12.4 26.4 17.8 24.8 27.5 Z',
    fill: brandColors.fernLight,
  },
  { d: 'M25 4.5 A6.2 6.2 0 1 1 24.99 4.5 Z', fill: brandColors.sunflower },
];

interface LogoProps {
  readonly className?: string;
}

export function Logo({ className }: LogoProps) {
  return (
    <svg
      role="img"
      aria-label="Fernly"
      viewBox="0 0 168 48"
      height="2rem"
      className={className}
      focusable="false"
    >
      {fernMarkShapes.map((shape) => (
        <path key={shape.d} d={shape.d} fill={shape.fill} />
      ))}
      {/* textLength pins the wordmark to the viewBox whatever font the page resolves. */}
      <text
        x="50"
        y="36"
        textLength="114"
        lengthAdjust="spacingAndGlyphs"
        fill="currentColor"
        fontFamily="inherit"
        fontSize="34"
        fontWeight="700"
        letterSpacing="-0.5"
      >
        Fernly
      </text>
    </svg>
  );
}
