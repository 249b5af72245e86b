import { BoundedMap } from '../../server/boundedMap';

describe('BoundedMap', () => {
  it('holds at most its maximum, letting the entry set longest ago go', () => {
    const map = new BoundedMap<string, number>(3);
    map.set('a', 1).set('b', 2).set('c', 3).set('d', 4);
    expect([...map.keys()]).toEqual(['b', 'c', 'd']);
  });

  it('moves a key set again to the newest place, without letting another go', () => {
    const map = new BoundedMap<string, number>(3);
    map.set('a', 1).set('b', 2).set('c', 3);
    map.set('a', 10);
    expect([...map.entries()]).toEqual([
      ['b', 2],
      ['c', 3],
      ['a', 10],
    ]);
    map.set('d', 4);
    expect([...map.keys()]).toEqual(['c', 'a', 'd']);
  });
});
