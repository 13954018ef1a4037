import type { TravelProgram } from '@ochre/shared/schemas/travels';
import { describe, expect, it } from 'vitest';
import { searchPrograms } from './search-programs';

const program = (title: string, destination: string) => ({ title, destination }) as TravelProgram;
const programs = [
  program('The Imperial Cities', 'imperial-cities'),
  program('Chefchaouen, Fès and the North', 'chefchaouen-fes-north'),
  program('Three Days to the Sahara', 'sahara-merzouga'),
];

describe('searching travel programs (SPEC §2: title or destination)', () => {
  it('finds by title or destination, ignoring case and accents', () => {
    expect(searchPrograms(programs, 'imperial').map((p) => p.destination)).toEqual(['imperial-cities']);
    expect(searchPrograms(programs, 'FES')).toHaveLength(1);
    expect(searchPrograms(programs, 'merzouga')).toHaveLength(1);
    expect(searchPrograms(programs, 'sahara days')).toHaveLength(1);
  });

  it('shows everything for an empty search and nothing for a miss', () => {
    expect(searchPrograms(programs, '  ')).toHaveLength(3);
    expect(searchPrograms(programs, 'atlantis')).toEqual([]);
  });
});
