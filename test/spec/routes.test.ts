import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../src/spec/routes.js';
import { LANGUAGES } from '../../src/spec/types.js';
import { CATALOGUES } from './all-catalogues.js';
import { ERRORS } from '../../src/spec/errors.js';

describe('the route table', () => {
  it('lists the routes of API.md §1.4 in index order', () => {
    expect(ROUTES.map((r) => r.pattern)).toEqual([
      '',
      '/doc',
      '/events',
      '/events/(?P<id>\\d+)',
      '/events/by-slug/(?P<slug>[^/]+)',
      '/venues',
      '/venues/(?P<id>\\d+)',
      '/venues/by-slug/(?P<slug>[^/]+)',
      '/organizers',
      '/organizers/(?P<id>\\d+)',
      '/organizers/by-slug/(?P<slug>[^/]+)',
      '/categories',
      '/categories/(?P<id>\\d+)',
      '/tags',
      '/tags/(?P<id>\\d+)',
    ]);
  });

  it('has no duplicate argument names in any endpoint and ends every endpoint with translation_language', () => {
    for (const route of ROUTES) {
      for (const ep of route.endpoints) {
        const names = ep.args.map((a) => a.name);
        expect(new Set(names).size, `${route.pattern} ${ep.methods.join(',')}`).toBe(names.length);
        expect(names.at(-1)).toBe('translation_language');
      }
    }
  });

  it('has endpoint methods in the order of §1.4', () => {
    const methods = (p: string) => ROUTES.find((r) => r.pattern === p)!.endpoints.map((e) => e.methods.join(','));
    expect(methods('/events')).toEqual(['GET', 'POST']);
    expect(methods('/events/(?P<id>\\d+)')).toEqual(['GET', 'DELETE', 'POST,PUT,PATCH']);
    expect(methods('/tags/(?P<id>\\d+)')).toEqual(['GET', 'POST,PUT,PATCH', 'DELETE']);
  });

  it('has a catalogue for each of the eight languages', () => {
    expect(Object.keys(CATALOGUES).sort()).toEqual([...LANGUAGES].sort());
  });

  it('translates every error message of §8 in every language but English', () => {
    for (const lang of LANGUAGES) {
      if (lang === 'en') continue;
      for (const [code, [, message]] of Object.entries(ERRORS)) {
        expect(CATALOGUES[lang][message], `${lang} ${code}`).toBeTruthy();
      }
    }
  });
});
