// One card of the dashboard's grid, with its heading.
import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

export function DashboardCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="col-md-6">
      <Card body>
        <h2 className="h5">{title}</h2>
        {children}
      </Card>
    </div>
  );
}
