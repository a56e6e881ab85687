// The floor a console works (deck captain, MC): `?floor=B` in the address, so a bookmark or a reload on the
// floor's phone keeps it; the first floor while none is chosen or the chosen one is gone.
import { useSearchParams } from 'react-router-dom';
import type { DayFloor } from '../../domain/running-order';

export function useChosenFloor(floors: readonly DayFloor[] | undefined) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('floor');
  const floor = floors?.find((f) => f.floor === asked) ?? floors?.[0];
  const choose = (id: string) => setParams((current) => {
    const next = new URLSearchParams(current);
    next.set('floor', id);
    return next;
  }, { replace: true });
  return { floor, choose };
}
