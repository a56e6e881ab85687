import eventConfig from '@event-config';
import { SiteFooter } from '../../components/site-footer';
import { useSiteName } from '../../data/hooks/site-name';
import { useCompetitionSocials } from '../../data/hooks/socials';
import { socialLinks } from '../../domain/socials';

/** The footer with the competition's website, Facebook and Instagram links. */
export function SiteFooterBar() {
  const socials = useCompetitionSocials();
  const name = useSiteName();
  return <SiteFooter links={socialLinks(socials.data)} caption={`${name} · ${eventConfig.competition.hostTeam}`} />;
}
