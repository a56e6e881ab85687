import type { Socials } from '../model';

/** A link to one of the team's pages, as the footer and the contact page list them. */
export interface SocialLink {
  label: string;
  href: string;
}

const isUrl = (value: string) => /^https?:\/\//i.test(value);

/** An Instagram handle ("@@rutgersballroom") becomes its profile link; a full URL stays as it is. */
export function instagramUrl(handleOrUrl: string): string | null {
  const value = handleOrUrl.trim();
  if (isUrl(value)) return value;
  const handle = value.replace(/^@+/, '').trim();
  return handle ? `https://www.instagram.com/${encodeURIComponent(handle)}/` : null;
}

/** A Facebook page name or URL. */
export function facebookUrl(pageOrUrl: string): string | null {
  const value = pageOrUrl.trim();
  if (!value) return null;
  return isUrl(value) ? value : `https://www.facebook.com/${encodeURIComponent(value)}`;
}

/** A website, with https:// added when the organiser typed just the domain. */
export function websiteUrl(address: string): string | null {
  const value = address.trim();
  if (!value) return null;
  return isUrl(value) ? value : `https://${value}`;
}

/** The footer's links in a fixed order: website, Facebook, Instagram; absent or blank ones are left out. */
export function socialLinks(socials: Socials | undefined): SocialLink[] {
  const links: SocialLink[] = [];
  const website = socials?.website ? websiteUrl(socials.website) : null;
  if (website) links.push({ label: 'Website', href: website });
  const facebook = socials?.facebook ? facebookUrl(socials.facebook) : null;
  if (facebook) links.push({ label: 'Facebook', href: facebook });
  const instagram = socials?.instagram ? instagramUrl(socials.instagram) : null;
  if (instagram) links.push({ label: 'Instagram', href: instagram });
  return links;
}
