import { facebookUrl, instagramUrl, socialLinks, websiteUrl } from './social-links';

describe('socialLinks', () => {
  it('lists website, Facebook and Instagram in that order', () => {
    expect(socialLinks({ instagram: '@rutgersballroom', facebook: 'https://www.facebook.com/rutgersballroom', website: 'https://rutgers.example' })).toEqual([
      { label: 'Website', href: 'https://rutgers.example' },
      { label: 'Facebook', href: 'https://www.facebook.com/rutgersballroom' },
      { label: 'Instagram', href: 'https://www.instagram.com/rutgersballroom/' },
    ]);
  });

  it('leaves out missing and blank links', () => {
    expect(socialLinks(undefined)).toEqual([]);
    expect(socialLinks({ website: '  ', instagram: '@@' })).toEqual([]);
  });
});

describe('instagramUrl', () => {
  it('strips every leading @ of a handle', () => {
    expect(instagramUrl('@@cmu.ballroom')).toBe('https://www.instagram.com/cmu.ballroom/');
    expect(instagramUrl(' umassballroom ')).toBe('https://www.instagram.com/umassballroom/');
  });

  it('keeps a full profile URL as it is', () => {
    expect(instagramUrl('https://instagram.com/pennballroom')).toBe('https://instagram.com/pennballroom');
  });
});

describe('facebookUrl and websiteUrl', () => {
  it('turn a bare page name or domain into a link', () => {
    expect(facebookUrl('PennBallroom')).toBe('https://www.facebook.com/PennBallroom');
    expect(websiteUrl('ballroom.example.edu')).toBe('https://ballroom.example.edu');
    expect(websiteUrl('http://old.example')).toBe('http://old.example');
  });
});
