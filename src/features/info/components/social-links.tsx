import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { useCompetitionSocials } from '../../../data/hooks/socials';
import { socialLinks } from '../../../domain/socials';

export function SocialLinks() {
  const { data, loading, error } = useCompetitionSocials();
  if (error) return <ErrorState error={error} title="Could not load the team's links" />;
  if (loading) return <LoadingState label="Loading links..." inline />;
  const items = socialLinks(data ?? undefined);
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
