import eventConfig from '@event-config';

/** The browser tab's title for a page: "<title> · <competition short name>". */
export function documentTitle(title: string, siteName: string = eventConfig.competition.shortName): string {
  return title ? `${title} · ${siteName}` : siteName;
}
