import { brandName, fernMarkShapes } from '../shared/brand.ts';

interface LogoProps {
  readonly className?: string;
}

export function Logo({ className }: LogoProps) {
  return (
    <svg
      role="img"
      aria-label={brandName}
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
        {brandName}
      </text>
    </svg>
  );
}
