// The `recurrence` field of a master's representation (API.md §7.1).
import type { Language } from '../spec/types.js';
import type { EventRecord, RecurrenceRecord } from '../store/records.js';
import { describeRecurrence } from './describe.js';

export interface RecurrenceView {
  rules: string[];
  rdates: string[];
  exdates: string[];
  description: string;
}

/** Fills in the `recurrence` of an event's representation when the event is a master (the domain
 * layer, below this one, writes `null` there, and nothing when premium emulation is off). */
export function addRecurrence(view: { recurrence?: unknown }, e: EventRecord, lang: Language): void {
  if (e.recurrence && 'recurrence' in view) view.recurrence = recurrenceView(e, e.recurrence, lang);
}

export function recurrenceView(master: EventRecord, rec: RecurrenceRecord, lang: Language): RecurrenceView {
  return {
    rules: [...rec.rules],
    rdates: [...rec.rdates],
    exdates: [...rec.exdates],
    description: describeRecurrence(rec, master.start, master.timezone, lang),
  };
}
