import { describe, expect, it } from 'vitest';
import { standardTrial, type Partner } from '../../shared/visit.ts';
import { downloadVariant, qrCodeImagePath } from './qr-codes.ts';

function partner(slug: string): Partner {
  return {
    slug,
    path: `/${slug}`,
    name: slug,
    discountPercent: 20,
    trial: standardTrial,
    showsBanner: false,
    title: slug,
    description: slug,
  };
}

describe('downloadVariant', () => {
  it('picks the plain intent without a partner', () => {
    expect(downloadVariant('login', null)).toBe('login');
    expect(downloadVariant('signup', null)).toBe('signup');
  });

  it('picks the partner signup code for partner visitors', () => {
    expect(downloadVariant('signup', partner('quay'))).toBe('signup-quay');
    expect(downloadVariant('signup', partner('perkbox'))).toBe('signup-perkbox');
  });

  it('uses the plain login code for partner visitors logging in', () => {
    expect(downloadVariant('login', partner('totum'))).toBe('login');
  });
});

describe('qrCodeImagePath', () => {
  it('gives each variant its own address', () => {
    const variants = ['login', 'signup', downloadVariant('signup', partner('quay'))] as const;
    expect(variants.map(qrCodeImagePath)).toEqual(['/qr/login.svg', '/qr/signup.svg', '/qr/signup-quay.svg']);
  });
});
