// Judge panels (panels/): who judges each event and round and every judge's letter. Public, small.
import type { PanelsRecord } from '../../domain/model';
import { paths } from '../paths';
import { panelsSchema } from '../schemas';
import { type DbValue, useDbValue } from '../use-db-value';

export function usePanels(): DbValue<PanelsRecord> {
  return useDbValue(paths.panels(), panelsSchema);
}
