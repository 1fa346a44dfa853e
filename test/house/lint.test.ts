// The house rules of `npm run lint` catch what they are there for: a floating promise, a line in
// another format, an import that points up a layer, an import cycle.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

// typescript-eslint infers a one-shot run when CI=true and then builds its program once from the
// files on disk; these tests lint text that differs from the disk (and twice in one process), which
// needs the program that follows edits, as in an editor.
function eslint(): ESLint {
  return new ESLint({
    cwd: ROOT,
    overrideConfig: { languageOptions: { parserOptions: { disallowAutomaticSingleRunInference: true } } },
  });
}

describe('npm run lint', () => {
  it('ESLint reports a floating promise added to a file of src/', async () => {
    const file = join(ROOT, 'src/domain/cost.ts');
    const text = `${await readFile(file, 'utf8')}\nexport function leak(): void {\n  Promise.resolve(1);\n}\n`;
    const [result] = await eslint().lintText(text, { filePath: file });
    expect(result.messages.map((m) => m.ruleId)).toContain('@typescript-eslint/no-floating-promises');
  }, 60_000);

  it('ESLint passes the same file as it is', async () => {
    const file = join(ROOT, 'src/domain/cost.ts');
    const [result] = await eslint().lintText(await readFile(file, 'utf8'), { filePath: file });
    expect(result.messages).toEqual([]);
  }, 60_000);

  it('Prettier refuses a mis-formatted line and accepts the file as committed', async () => {
    const file = join(ROOT, 'src/domain/slugs.ts');
    const options = { ...(await prettier.resolveConfig(file)), filepath: file };
    const text = await readFile(file, 'utf8');
    expect(await prettier.check(text, options)).toBe(true);
    expect(await prettier.check(`${text}export const  spaced = {a:1}\n`, options)).toBe(false);
  });

  describe('the layer rules (.dependency-cruiser.cjs)', () => {
    const dirs: string[] = [];
    afterAll(async () => {
      for (const dir of dirs) await rm(dir, { recursive: true, force: true });
    });

    async function cruise(files: Record<string, string>): Promise<string> {
      const dir = await mkdtemp(join(tmpdir(), 'calev-layers-'));
      dirs.push(dir);
      await writeFile(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { module: 'NodeNext' } }));
      for (const [name, text] of Object.entries(files)) {
        await mkdir(dirname(join(dir, name)), { recursive: true });
        await writeFile(join(dir, name), text);
      }
      const bin = join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
      const args = [bin, 'src', '--config', join(ROOT, '.dependency-cruiser.cjs'), '--output-type', 'err'];
      try {
        await run(process.execPath, args, { cwd: dir });
        return '';
      } catch (err) {
        return (err as { stdout: string }).stdout;
      }
    }

    it('an import from store/ up to server/ fails', async () => {
      const out = await cruise({
        'src/store/journal.ts': "import { handle } from '../server/app.js';\nexport const j = handle;\n",
        'src/server/app.ts': 'export const handle = 1;\n',
      });
      expect(out).toContain('store-imports-upward');
    });

    it('a type-only import up a layer is allowed', async () => {
      const out = await cruise({
        'src/store/journal.ts': "import type { Handle } from '../server/app.js';\nexport const j: Handle = 1;\n",
        'src/server/app.ts': 'export type Handle = number;\n',
      });
      expect(out).toBe('');
    });

    it('two modules that import each other fail', async () => {
      const out = await cruise({
        'src/server/params.ts': "import { r } from './rules.js';\nexport const p = () => r;\n",
        'src/server/rules.ts': "import { p } from './params.js';\nexport const r = () => p;\n",
      });
      expect(out).toContain('no-circular');
    });

    it('the tree itself has no upward import and no cycle', async () => {
      const bin = join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
      const { stdout } = await run(process.execPath, [bin, 'src', '--output-type', 'err'], { cwd: ROOT });
      expect(stdout).toContain('no dependency violations found');
    });
  });
});
