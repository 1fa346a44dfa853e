// The date ranges the views head their agenda and week with (src/views/labels.ts): Intl's, with
// English ones the same on every ICU data Node carries.
import { describe, expect, it } from 'vitest';
import { loadUi } from '../../src/setup/i18n.js';
import { englishRange, viewLabels } from '../../src/views/labels.js';

const THIN = '\u2009';

describe('englishRange', () => {
  it('puts thin spaces around the dash of a range within one month, as CLDR 48 does (CLDR 45 to 47 did not)', () => {
    // Node 20.18 (ICU 75), 22.12 (ICU 76) and 24.9 (ICU 77) format 27 to 29 March this way
    expect(englishRange('27–29 Mar 2026')).toBe(`27${THIN}–${THIN}29 Mar 2026`);
  });

  it("leaves CLDR 48's ranges and those across months and years as they are", () => {
    for (const text of [
      `27${THIN}–${THIN}29 Mar 2026`,
      `24 Nov${THIN}–${THIN}1 Dec 2026`,
      `28 Dec 2026${THIN}–${THIN}3 Jan 2027`,
    ])
      expect(englishRange(text)).toBe(text);
  });
});

describe('viewLabels().range', () => {
  it('writes English ranges with the dash between thin spaces on the ICU data of this Node', async () => {
    const labels = viewLabels(await loadUi('en'));
    expect(labels.range('2026-03-27', '2026-03-29')).toBe(`27${THIN}–${THIN}29 Mar 2026`);
    expect(labels.range('2026-11-24', '2026-12-01')).toBe(`24 Nov${THIN}–${THIN}1 Dec 2026`);
    expect(labels.range('2026-03-27', '2026-03-27')).toBe('27 Mar 2026');
  });

  it("leaves other languages' ranges as Intl writes them", async () => {
    const labels = viewLabels(await loadUi('fr'));
    const intl = new Intl.DateTimeFormat('fr', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    expect(labels.range('2026-03-27', '2026-03-29')).toBe(
      intl.formatRange(new Date(Date.UTC(2026, 2, 27)), new Date(Date.UTC(2026, 2, 29))),
    );
  });
});
