import { brandColors } from '../src/shared/brand.ts';

export const palette = {
  ...brandColors,
  fernDark: '#175238',
  mint: '#e8f1e9',
  sage: '#cfe5d6',
  cream: '#fdf0d5',
  sunflowerDark: '#d99a2b',
  muted: '#56655c',
  line: '#e4e0d4',
  white: '#ffffff',
} as const;

export const fontStack = "'Liberation Sans', 'DejaVu Sans', Arial, sans-serif";

export function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

export function svgDocument(viewWidth: number, viewHeight: number, body: string, scale = 1): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${viewWidth * scale}" height="${viewHeight * scale}" viewBox="0 0 ${viewWidth} ${viewHeight}">${body}</svg>`;
}
