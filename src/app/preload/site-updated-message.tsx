import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';

export interface SiteUpdatedMessageProps {
  /** Defaults to reloading the page. */
  onReload?: () => void;
}

/** "This site was updated": shown when a newer deploy removed the code this tab was about to load. */
export function SiteUpdatedMessage({ onReload = () => window.location.reload() }: SiteUpdatedMessageProps) {
  return (
    <Alert variant="info" role="alert" className="m-3">
      <Alert.Heading as="h2" className="h5">This site was updated</Alert.Heading>
      <p>A newer version of the site was published while this page was open. Reload to get it; nothing you saved is lost.</p>
      <Button variant="primary" onClick={onReload}>Reload</Button>
    </Alert>
  );
}
