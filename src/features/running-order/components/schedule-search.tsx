import Form from 'react-bootstrap/Form';

/** Finds the heats of a competitor by part of a name or a back number. */
export function ScheduleSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <Form role="search" aria-label="Find your heats" onSubmit={(e) => e.preventDefault()} className="running-order-search mb-3">
      <Form.Label htmlFor="running-order-search">Find your heats</Form.Label>
      <Form.Control
        id="running-order-search"
        type="search"
        placeholder="Name or back number"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Form>
  );
}
