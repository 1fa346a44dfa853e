// API text (titles, names: HTML with entities) made plain for one line of a terminal.
import { decodeEntities } from '../domain/text.js';

/** Text for a terminal: tags removed, common HTML entities decoded, white space collapsed. */
export function displayText(value: string): string {
  return decodeEntities(value.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}
