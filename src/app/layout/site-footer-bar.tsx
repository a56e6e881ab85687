import eventConfig from '@event-config';
import { SiteFooter } from '../../components/site-footer';
import { useCompetitionSocials } from '../../data/hooks/socials';
import { socialLinks } from './social-links';

/** The footer with the competition's website, Facebook and Instagram links. */
export function SiteFooterBar() {
  const socials = useCompetitionSocials();
  return <SiteFooter links={socialLinks(socials.data)} caption={`${eventConfig.competition.fullName} · ${eventConfig.competition.hostTeam}`} />;
}
