import type { TravelProgram } from '@ochre/shared/schemas/travels';

const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** SPEC §2 Travels: the search matches the title or the destination, ignoring case and accents. */
export function searchPrograms(programs: readonly TravelProgram[], query: string): TravelProgram[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (!words.length) return [...programs];
  return programs.filter((program) => {
    const text = fold(`${program.title} ${program.destination.replace(/-/g, ' ')}`);
    return words.every((word) => text.includes(word));
  });
}
