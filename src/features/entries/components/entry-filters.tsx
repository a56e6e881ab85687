import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { LEVEL_SORT_ORDER } from '../../../domain/constants';
import { STYLES } from '../../../domain/model';
import type { EntryFilter } from '../hooks/filter-entries';

export interface EntryFiltersProps {
  filter: EntryFilter;
  onChange: (next: EntryFilter) => void;
  /** Levels that have events, so the menu offers only useful choices. */
  levels?: readonly string[];
}

export function EntryFilters({ filter, onChange, levels = LEVEL_SORT_ORDER }: EntryFiltersProps) {
  return (
    <Form role="search" aria-label="Search and filter entries" onSubmit={(e) => e.preventDefault()} className="mb-3">
      <Row className="g-2">
        <Col xs={12} md={6}>
          <Form.Label htmlFor="entries-search" className="visually-hidden">Search entries</Form.Label>
          <Form.Control
            id="entries-search"
            type="search"
            placeholder="Search by name, number or team"
            value={filter.query}
            onChange={(e) => onChange({ ...filter, query: e.target.value })}
          />
        </Col>
        <Col xs={6} md={3}>
          <Form.Label htmlFor="entries-style" className="visually-hidden">Style</Form.Label>
          <Form.Select id="entries-style" value={filter.style} onChange={(e) => onChange({ ...filter, style: e.target.value })}>
            <option value="">All styles</option>
            {STYLES.map((style) => <option key={style} value={style}>{style}</option>)}
          </Form.Select>
        </Col>
        <Col xs={6} md={3}>
          <Form.Label htmlFor="entries-level" className="visually-hidden">Level</Form.Label>
          <Form.Select id="entries-level" value={filter.level} onChange={(e) => onChange({ ...filter, level: e.target.value })}>
            <option value="">All levels</option>
            {levels.map((level) => <option key={level} value={level}>{level}</option>)}
          </Form.Select>
        </Col>
      </Row>
    </Form>
  );
}
