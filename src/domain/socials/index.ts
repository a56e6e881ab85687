// The socials module's public surface: code outside src/domain/socials imports it only from here.
export * from './social-links';
