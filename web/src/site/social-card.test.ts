import { describe, expect, it } from 'vitest';
import { partners } from '../features/partners/partners.ts';
import { tagline } from '../shared/brand.ts';
import { trialText } from '../shared/visit.ts';
import { socialCardAlt, socialCardFor, socialCardPath } from './social-card.ts';

describe('socialCardFor', () => {
  it('names a partner page’s offer from the partner’s own entry', () => {
    for (const partner of partners) {
      const card = socialCardFor({ path: partner.path, title: partner.title, article: false });
      expect(card.kicker).toBe(`Fernly for ${partner.name} members`);
      expect(card.title).toContain(`${partner.discountPercent}% off every plan`);
      expect(card.title).toContain(`Free for ${trialText(partner.trial)}`);
    }
  });

  it('finds the partner in any letter case, as the router serves it', () => {
    const card = socialCardFor({ path: '/quay', title: 'Fernly for Quay members', article: false });
    expect(card.kicker).toBe('Fernly for Quay members');
  });

  it('says a blog post is one and shows its title with typographic quotes', () => {
    expect(socialCardFor({ path: '/blog-page/x', title: `Why "later" doesn't come`, article: true })).toEqual(
      {
        kicker: 'From the Fernly blog',
        title: 'Why “later” doesn’t come',
      },
    );
  });

  it('shows any other page’s title under the tagline', () => {
    expect(socialCardFor({ path: '/about', title: 'About us', article: false })).toEqual({
      kicker: tagline,
      title: 'About us',
    });
  });
});

describe('socialCardPath', () => {
  it('is the page’s address in lower case, with the home page named', () => {
    expect(socialCardPath('/')).toBe('/social-cards/home.png');
    expect(socialCardPath('/Quay')).toBe('/social-cards/quay.png');
    expect(socialCardPath('/blog-page/starting-small')).toBe('/social-cards/blog-page/starting-small.png');
    expect(socialCardPath('/about/')).toBe('/social-cards/about.png');
  });
});

describe('socialCardAlt', () => {
  it('reads out the card’s words', () => {
    expect(socialCardAlt({ kicker: 'From the Fernly blog', title: 'Starting small' })).toBe(
      'From the Fernly blog: “Starting small”, beside the Fernly sprout logo.',
    );
  });
});
