export interface ConfigErrorPageProps {
  configName: string;
  problems: readonly string[];
}

/** A hosted build made without its Firebase settings: say exactly what the deployer must set. */
export function ConfigErrorPage({ configName, problems }: ConfigErrorPageProps) {
  return (
    <div className="container py-5" style={{ maxWidth: 720 }}>
      <h1 className="h3">This site is not configured yet</h1>
      <p>
        The build for the <code>{configName}</code> configuration is missing settings, so it cannot reach its database.
        Rebuild it with these set (see the README, “Deploying”):
      </p>
      <ul>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </div>
  );
}
