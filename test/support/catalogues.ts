// Every catalogue loaded before each test file (vitest's setupFiles). calev loads a language's
// catalogue where the language comes in (src/spec/catalogues/index.ts): the site's language, a URL's
// segment or translation_language, the CLI's --lang. Tests that call the code below those points
// in-process (a view, an error, a prompt in French) find it loaded, as the program would have it;
// test/e2e/catalogues-loaded.test.ts checks in fresh processes that each of those points loads it.
import { loadCatalogue } from '../../src/spec/catalogues/index.js';
import { LANGUAGES } from '../../src/spec/types.js';

await Promise.all(LANGUAGES.map(loadCatalogue));
