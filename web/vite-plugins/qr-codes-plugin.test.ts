import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { buildQrCodes, qrCodePath, qrCodesModuleId, qrCodesPlugin } from './qr-codes-plugin.ts';

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
  const codes = buildQrCodes('https://app.fernly.example');

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
    expect(codes.login.url).toBe('https://app.fernly.example/app/');
    expect(codes.signup.url).toBe('https://app.fernly.example/app/Onboarding-Intro');
    expect(codes['signup-quay'].url).toBe('https://app.fernly.example/app/Onboarding-Intro?affiliate=quay');
    expect(codes['signup-totum'].url).toBe('https://app.fernly.example/app/Onboarding-Intro?affiliate=totum');
    expect(codes['signup-perkbox'].url).toBe(
      'https://app.fernly.example/app/Onboarding-Intro?affiliate=perkbox',
    );
  });

  it('draws a different code for each destination', () => {
    expect(new Set(Object.values(codes).map((code) => code.path)).size).toBe(5);
  });
});

describe('qrCodesPlugin', () => {
  it('serves the codes as a virtual module', async () => {
    const plugin = qrCodesPlugin('http://localhost:4100');
    const resolveId = plugin.resolveId;
    const load = plugin.load;
    if (typeof resolveId !== 'function' || typeof load !== 'function')
      throw new Error('hooks must be functions');
    const resolved: unknown = await Reflect.apply(resolveId, {}, [qrCodesModuleId, undefined, {}]);
    expect(resolved).toBe(`\0${qrCodesModuleId}`);
    expect(await Reflect.apply(resolveId, {}, ['./other.ts', undefined, {}])).toBeNull();
    const source: unknown = await Reflect.apply(load, {}, [resolved]);
    expect(typeof source === 'string' && source.startsWith('export const qrCodes = {')).toBe(true);
    expect(String(source)).toContain('"url":"http://localhost:4100/app/"');
  });
});
