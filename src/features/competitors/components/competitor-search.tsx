import Form from 'react-bootstrap/Form';

export function CompetitorSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <Form role="search" aria-label="Search competitors" onSubmit={(e) => e.preventDefault()} className="mb-3">
      <Form.Label htmlFor="competitor-search" className="visually-hidden">Search competitors</Form.Label>
      <Form.Control
        id="competitor-search"
        type="search"
        placeholder="Search by name, number or team"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Form>
  );
}
