// One list per entry field of the file's columns: several name columns are joined (first, last), several
// event columns are read one after the other.
import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { IMPORT_FIELDS, IMPORT_FIELD_LABELS, REQUIRED_FIELDS, type ColumnMapping, type ImportField } from '../../../domain/transfer';

export interface ColumnMappingFormProps {
  headers: readonly string[];
  mapping: ColumnMapping;
  onChange: (mapping: ColumnMapping) => void;
}

export function ColumnMappingForm({ headers, mapping, onChange }: ColumnMappingFormProps) {
  const id = useId();
  const set = (field: ImportField, columns: string[]) => onChange({ ...mapping, [field]: columns });
  return (
    <fieldset className="mb-3">
      <legend className="h5">Columns</legend>
      <p className="text-muted small">Pick the column (or columns, with Ctrl or ⌘) that holds each field. The mapping is remembered for the next file.</p>
      <div className="d-flex flex-wrap gap-3">
        {IMPORT_FIELDS.map((field) => (
          <Form.Group key={field} controlId={`${id}-${field}`} style={{ minWidth: '12rem' }}>
            <Form.Label>
              {IMPORT_FIELD_LABELS[field]}
              {REQUIRED_FIELDS.includes(field) ? ' (required)' : ''}
            </Form.Label>
            <Form.Select
              multiple
              htmlSize={Math.min(headers.length, 5)}
              value={mapping[field]}
              onChange={(e) => set(field, Array.from(e.target.selectedOptions, (option) => option.value))}
            >
              {headers.map((header) => (
                <option key={header} value={header}>
                  {header}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        ))}
      </div>
    </fieldset>
  );
}
