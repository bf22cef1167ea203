import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { buildQrCodes, qrCodeFiles, qrCodePath } from './qr-code-files.ts';

function darkModules(text: string): number {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return Array.from(modules.data).filter((module) => module !== 0).length;
}

function paintedArea(path: string): number {
  return Array.from(path.matchAll(/h(\d+)v1/g)).reduce((total, match) => total + Number(match[1]), 0);
}

describe('qrCodePath', () => {
  it('paints exactly the dark modules of the code', () => {
    const text = 'https://app.fernly.example/app/Onboarding-Intro';
    const { size, path } = qrCodePath(text);
    expect(size).toBeGreaterThanOrEqual(21);
    expect(paintedArea(path)).toBe(darkModules(text));
  });

  it('starts with the top-left finder pattern, seven modules wide', () => {
    expect(qrCodePath('https://app.fernly.example/app/').path.startsWith('M0 0h7v1h-7z')).toBe(true);
  });
});

describe('buildQrCodes', () => {
  const codes = Object.fromEntries(
    buildQrCodes('https://app.fernly.example').map((code) => [code.variant, code]),
  );

  it('builds a code for login, signup and each partner signup', () => {
    expect(Object.keys(codes).sort()).toEqual([
      'login',
      'signup',
      'signup-perkbox',
      'signup-quay',
      'signup-totum',
    ]);
  });

  it('points each code at the right app screen', () => {
    expect(codes.login?.url).toBe('https://app.fernly.example/app/');
    expect(codes.signup?.url).toBe('https://app.fernly.example/app/Onboarding-Intro');
    expect(codes['signup-quay']?.url).toBe('https://app.fernly.example/app/Onboarding-Intro?affiliate=quay');
    expect(codes['signup-totum']?.url).toBe(
      'https://app.fernly.example/app/Onboarding-Intro?affiliate=totum',
    );
    expect(codes['signup-perkbox']?.url).toBe(
      'https://app.fernly.example/app/Onboarding-Intro?affiliate=perkbox',
    );
  });

  it('draws a different code for each destination', () => {
    expect(new Set(Object.values(codes).map((code) => code.path)).size).toBe(5);
  });
});

describe('qrCodeFiles', () => {
  const files = qrCodeFiles('https://app.fernly.example');

  it('writes one SVG image per variant at the address the dialog asks for', () => {
    expect(files.map((file) => file.path).sort()).toEqual([
      'qr/login.svg',
      'qr/signup-perkbox.svg',
      'qr/signup-quay.svg',
      'qr/signup-totum.svg',
      'qr/signup.svg',
    ]);
  });

  it('draws the code black on white inside its quiet zone', () => {
    const login = files.find((file) => file.path === 'qr/login.svg')?.content ?? '';
    const { size, path } = qrCodePath('https://app.fernly.example/app/');
    expect(login).toContain(`viewBox="-4 -4 ${size + 8} ${size + 8}"`);
    expect(login).toContain(`<rect x="-4" y="-4" width="${size + 8}" height="${size + 8}" fill="#fff"/>`);
    expect(login).toContain(`<path d="${path}" fill="#000"/>`);
  });
});
