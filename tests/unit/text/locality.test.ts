import { describe, expect, it } from 'vitest';
import { localitiesIn, mainLocality } from '@/lib/text/locality';

describe('a town named with its region', () => {
  it.each([
    ['Family-run since 1987 in Bowling Green, KY.', ['Bowling Green, KY']],
    ['(615) 555-0101 · Lebanon, Tennessee', ['Lebanon, Tennessee']],
    ['ASHBOURNE · DERBYSHIRE', ['Ashbourne, Derbyshire']],
    ['Mobile physio visits across Redditch, Worcestershire', ['Redditch, Worcestershire']],
    ['Studio 4, based in Nashik, Maharashtra', ['Nashik, Maharashtra']],
    ['Toowoomba QLD', ['Toowoomba, QLD']],
    ['The Bakehouse MAPLETON · ONTARIO', ['Mapleton, Ontario']],
    ['Two shops: Dayton, OH and Xenia, OH', ['Dayton, OH', 'Xenia, OH']],
    ['Couvreur installé à Châteaubriant (44) depuis 2009', ['Châteaubriant (44)']],
    ['Atelier de poterie à Aix-en-Provence (13)', ['Aix-en-Provence (13)']],
    ['Gîte rural · SAINT-FLOUR (15)', ['Saint-Flour (15)']],
  ])('%s', (text, expected) => {
    expect(localitiesIn(text)).toEqual(expected);
  });

  it.each(['Fresh Bread, Daily', 'Call or text us', '18 Harbour Road, NSW', 'we are open in summer, ok?'])('names no town: %s', (text) => {
    expect(localitiesIn(text)).toEqual([]);
  });

  it('takes the town the site repeats, not one it serves once, and none when two tie', () => {
    const lines = ['Orchard shop in Shelbyville, KY', 'Delivery to Frankfort, KY on Fridays', 'Shelbyville, KY · open daily'];
    expect(mainLocality(lines)).toBe('Shelbyville, KY');
    expect(mainLocality(['Dayton, OH', 'Xenia, OH'])).toBeUndefined();
    expect(mainLocality(['No town here'])).toBeUndefined();
  });
});
