// Which spreadsheet columns hold which entry field. Columns are named by their header, so a remembered
// mapping still fits next year's file when its columns come in another order.
import { z } from 'zod';

export const IMPORT_FIELDS = ['leadName', 'followName', 'leadEmail', 'followEmail', 'affiliation', 'events'] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** Field → header names. Several name columns are joined with a space (first name, last name); several
 * event columns are read one after the other. An empty list leaves the field unmapped. */
export type ColumnMapping = Record<ImportField, string[]>;

export const IMPORT_FIELD_LABELS: Readonly<Record<ImportField, string>> = {
  leadName: "Lead's name",
  followName: "Follow's name",
  leadEmail: "Lead's e-mail",
  followEmail: "Follow's e-mail",
  affiliation: 'Affiliation',
  events: 'Events',
};

/** Fields a mapping must give a column for before a preview makes sense. */
export const REQUIRED_FIELDS: readonly ImportField[] = ['leadName', 'followName', 'events'];

export function emptyMapping(): ColumnMapping {
  return { leadName: [], followName: [], leadEmail: [], followEmail: [], affiliation: [], events: [] };
}

const squash = (header: string) => header.toLowerCase().replace(/[^a-z0-9]+/gu, ' ').trim();

const LEAD = /\b(lead|leader|leads|gent|gentleman|man|partner 1)\b/u;
const FOLLOW = /\b(follow|follower|follows|lady|woman|partner 2)\b/u;
const EMAIL = /\be ?mail\b/u;
const AFFILIATION = /\b(affiliation|team|club|school|university|college|studio)\b/u;
const EVENTS = /\b(events?|categories|category|divisions?)\b/u;
const NAME_PART = /\b(first|given|last|family|surname)\b/u;

function fieldOf(header: string): ImportField | null {
  const h = squash(header);
  if (EMAIL.test(h)) return FOLLOW.test(h) ? 'followEmail' : 'leadEmail';
  if (EVENTS.test(h)) return 'events';
  if (AFFILIATION.test(h)) return 'affiliation';
  if (FOLLOW.test(h)) return 'followName';
  if (LEAD.test(h)) return 'leadName';
  return null;
}

/** A first guess from the header names; the organiser corrects it on the screen. */
export function suggestMapping(headers: readonly string[]): ColumnMapping {
  const mapping = emptyMapping();
  for (const header of headers) {
    const field = fieldOf(header);
    if (field === null) continue;
    // Two plain e-mail columns: the second is the follow's.
    if (field === 'leadEmail' && mapping.leadEmail.length > 0) mapping.followEmail.push(header);
    else if (field === 'events' || mapping[field].length === 0 || NAME_PART.test(squash(header))) mapping[field].push(header);
  }
  // "Last name" before "First name" in the file still gives "First Last".
  for (const field of ['leadName', 'followName'] as const) {
    const first = mapping[field].filter((h) => /\b(first|given)\b/u.test(squash(h)));
    mapping[field] = [...first, ...mapping[field].filter((h) => !first.includes(h))];
  }
  return mapping;
}

/** Mapped headers the file does not have (a remembered mapping from another file). */
export function missingColumns(mapping: ColumnMapping, headers: readonly string[]): string[] {
  const present = new Set(headers);
  return [...new Set(IMPORT_FIELDS.flatMap((field) => mapping[field]))].filter((header) => !present.has(header));
}

/** Required fields with no column. */
export function unmappedRequiredFields(mapping: ColumnMapping): ImportField[] {
  return REQUIRED_FIELDS.filter((field) => mapping[field].length === 0);
}

const MAPPING_VERSION = 1;
const storedMapping = z.object({
  version: z.literal(MAPPING_VERSION),
  fields: z.object(Object.fromEntries(IMPORT_FIELDS.map((f) => [f, z.array(z.string())])) as Record<ImportField, z.ZodArray<z.ZodString>>),
});

/** Text to keep (localStorage, say) so the next import starts from the same mapping. */
export function serializeMapping(mapping: ColumnMapping): string {
  return JSON.stringify({ version: MAPPING_VERSION, fields: mapping });
}

/** A remembered mapping, or null when the text is not one (an older version, or damaged). */
export function parseMapping(text: string): ColumnMapping | null {
  try {
    const result = storedMapping.safeParse(JSON.parse(text));
    return result.success ? (result.data.fields as ColumnMapping) : null;
  } catch {
    return null;
  }
}
