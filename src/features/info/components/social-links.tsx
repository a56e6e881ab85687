import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { useCompetitionSocials } from '../../../data/hooks/socials';
import type { Socials } from '../../../domain/model';
import { instagramUrl } from './instagram-url';

function links(socials: Socials): { label: string; href: string }[] {
  const out: { label: string; href: string }[] = [];
  if (socials.website) out.push({ label: 'Website', href: socials.website });
  if (socials.facebook) out.push({ label: 'Facebook', href: socials.facebook });
  if (socials.instagram) out.push({ label: 'Instagram', href: instagramUrl(socials.instagram) });
  return out;
}

export function SocialLinks() {
  const { data, loading, error } = useCompetitionSocials();
  if (error) return <ErrorState error={error} title="Could not load the team's links" />;
  if (loading) return <LoadingState label="Loading links..." inline />;
  const items = links(data ?? {});
  if (items.length === 0) return <p className="text-secondary">The team has not listed any links yet.</p>;
  return (
    <ul className="list-inline">
      {items.map((item) => (
        <li key={item.label} className="list-inline-item me-3">
          <a href={item.href} target="_blank" rel="noreferrer">{item.label}</a>
        </li>
      ))}
    </ul>
  );
}
