import { describe, expect, it } from 'vitest';
import { dropPlace } from './drop-place';

const order = ['a', 'b', 'c', 'd', 'e'];

describe('dropPlace', () => {
  it('puts one dragged heat where it was dropped, up or down', () => {
    expect(dropPlace(order, ['d'], 'd', 'b')).toBe(2);
    expect(dropPlace(order, ['a'], 'a', 'c')).toBe(3);
    expect(dropPlace(order, ['e'], 'e', 'a')).toBe(1);
  });

  it('moves the picked heats with the dragged one, placed where it lands', () => {
    // b and c picked, c dragged onto e: the rest is a, d, e, and the pair goes after e.
    expect(dropPlace(order, ['b', 'c'], 'c', 'e')).toBe(4);
    // d and e picked, d dragged onto a: they go first.
    expect(dropPlace(order, ['d', 'e'], 'd', 'a')).toBe(1);
  });

  it('says nothing changes when dropped on itself or outside the list', () => {
    expect(dropPlace(order, ['c'], 'c', 'c')).toBeNull();
    expect(dropPlace(order, ['c'], 'c', 'z')).toBeNull();
  });
});
