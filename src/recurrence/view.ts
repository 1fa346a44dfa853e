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

export function recurrenceView(master: EventRecord, rec: RecurrenceRecord, lang: Language): RecurrenceView {
  return {
    rules: [...rec.rules],
    rdates: [...rec.rdates],
    exdates: [...rec.exdates],
    description: describeRecurrence(rec, master.start, master.timezone, lang),
  };
}
