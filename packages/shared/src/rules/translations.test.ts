import { describe, expect, it } from 'vitest';
import { localizeDeep, localizeFields, missingFields, translationStates } from './translations';

const program = {
  title: 'Sahara via Merzouga',
  tags: ['desert'],
  itinerary: [
    { day: 1, title: 'Over the Atlas', description: 'The pass.', activities: ['Drive'] },
    { day: 2, title: 'Into the dunes', description: 'Camels.', activities: [] as string[] },
  ],
};

describe('localizeFields', () => {
  it('takes each field the translation fills, keeps English for empty ones, and reads days one by one', () => {
    expect(
      localizeFields(program, {
        title: 'Le Sahara par Merzouga',
        tags: [],
        itinerary: [{ title: 'Par l’Atlas', description: '  ', activities: ['Route'] }],
        unknown: 'ignored',
      }),
    ).toEqual({
      title: 'Le Sahara par Merzouga',
      tags: ['desert'],
      itinerary: [
        { day: 1, title: 'Par l’Atlas', description: 'The pass.', activities: ['Route'] },
        { day: 2, title: 'Into the dunes', description: 'Camels.', activities: [] },
      ],
    });
  });

  it('never swaps a field for a value of another kind', () => {
    expect(localizeFields({ name: 'Lantern', stock: 3 }, { name: ['x'], stock: 'many' })).toEqual({
      name: 'Lantern',
      stock: 3,
    });
  });
});

describe('localizeDeep', () => {
  it('localizes every record that carries translations, however deep, and drops the translations', () => {
    const answer = {
      data: [{ name: 'Lantern', translations: { fr: { name: 'Lanterne' } }, createdAt: '2026-01-01' }],
      when: new Date(0),
    };
    expect(localizeDeep(answer, 'fr')).toEqual({
      data: [{ name: 'Lanterne', createdAt: '2026-01-01' }],
      when: new Date(0),
    });
    expect(localizeDeep(answer, 'en').data[0]).toEqual({ name: 'Lantern', createdAt: '2026-01-01' });
  });
});

describe('translation marks', () => {
  it('asks for what English fills, day parts included', () => {
    const fields = ['title', 'tags', 'itinerary'];
    expect(
      missingFields(
        program,
        { title: 'x', itinerary: [{ title: 'a', description: 'b', activities: ['c'] }] },
        fields,
      ),
    ).toEqual(['tags', 'itinerary']);
    expect(
      translationStates(
        { name: 'Lantern', description: '' },
        { fr: { name: 'Lanterne' }, es: { name: '' } },
        ['name', 'description'],
      ),
    ).toEqual({ fr: 'complete', es: 'missing', ar: 'missing' });
  });
});
