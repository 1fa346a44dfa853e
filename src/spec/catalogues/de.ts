// de: English source text -> translation (API.md §6, §8.1). Missing keys fall back to English.
import type { Catalogue } from './index.js';

export const de: Catalogue = {
  // ---- errors and data.params messages (API.md §8; translations given by §8.1) ----
  'No route was found matching the URL and request method.':
    'Es wurde keine Route gefunden, die der URL und der Anfragemethode entspricht.',
  'The specified namespace could not be found.': 'Der angegebene Namensraum wurde nicht gefunden.',
  'Invalid JSON body passed.': 'Ungültiger JSON-Body übergeben.',
  'The request body is too large.': 'Der Anfrage-Body ist zu groß.',
  'Missing parameter(s): %s': 'Fehlende Parameter: %s',
  'Invalid parameter(s): %s': 'Ungültige Parameter: %s',
  'Invalid parameter.': 'Ungültiger Parameter.',
  '%1$s is not of type %2$s.': '%1$s ist nicht vom Typ %2$s.',
  '%1$s is not one of %2$s.': '%1$s ist keiner der Werte %2$s.',
  'Event Tickets plugin is not activated.': 'Das Plugin Event Tickets ist nicht aktiviert.',
  'Unknown username. Check again or try your email address.':
    'Unbekannter Benutzername. Bitte erneut prüfen oder die E-Mail-Adresse verwenden.',
  'The provided password is an invalid application password.':
    'Das angegebene Passwort ist kein gültiges Anwendungspasswort.',
  'Too many failed login attempts. Try again in %d seconds.':
    'Zu viele fehlgeschlagene Anmeldeversuche. Bitte in %d Sekunden erneut versuchen.',
  'Sorry, you are not allowed to do that.': 'Leider haben Sie keine Berechtigung, dies zu tun.',
  'Event with ID %d does not exist.': 'Die Veranstaltung mit der ID %d existiert nicht.',
  'The specified ID is not a valid event.': 'Die angegebene ID ist keine gültige Veranstaltung.',
  'This event is no longer available': 'Diese Veranstaltung ist nicht mehr verfügbar',
  'The requested event is not accessible': 'Die angeforderte Veranstaltung ist nicht zugänglich',
  'The requested event is not accessible without a password':
    'Die angeforderte Veranstaltung ist ohne Passwort nicht zugänglich',
  'The event is already trashed': 'Die Veranstaltung befindet sich bereits im Papierkorb',
  'The requested event archive page does not exist': 'Die angeforderte Archivseite der Veranstaltungen existiert nicht',
  'The requested venue archive page does not exist':
    'Die angeforderte Archivseite der Veranstaltungsorte existiert nicht',
  'The requested organizer archive page does not exist':
    'Die angeforderte Archivseite der Veranstalter existiert nicht',
  'The requested venue is not accessible': 'Der angeforderte Veranstaltungsort ist nicht zugänglich',
  'The requested organizer is not accessible': 'Der angeforderte Veranstalter ist nicht zugänglich',
  'The venue is already trashed': 'Der Veranstaltungsort befindet sich bereits im Papierkorb',
  'The organizer is already trashed': 'Der Veranstalter befindet sich bereits im Papierkorb',
  'A term with the name provided already exists with this parent.':
    'Ein Begriff mit diesem Namen existiert bereits unter diesem übergeordneten Begriff.',
  'A term with the name provided already exists in this taxonomy.':
    'Ein Begriff mit diesem Namen existiert bereits in dieser Taxonomie.',
  'The slug “%s” is already in use by another term.':
    'Die Titelform „%s“ wird bereits von einem anderen Begriff verwendet.',
  'The event could not be deleted': 'Die Veranstaltung konnte nicht gelöscht werden',
  'The venue could not be deleted': 'Der Veranstaltungsort konnte nicht gelöscht werden',
  'The organizer could not be deleted': 'Der Veranstalter konnte nicht gelöscht werden',
  'There has been a critical error on this website.': 'Auf dieser Website ist ein kritischer Fehler aufgetreten.',
  'The change was not saved: there is no space left on the disk that holds the data.':
    'Die Änderung wurde nicht gespeichert: Auf dem Datenträger mit den Daten ist kein Platz mehr frei.',
  'The change was not saved: the data could not be written. Try again later.':
    'Die Änderung wurde nicht gespeichert: Die Daten konnten nicht geschrieben werden. Bitte später erneut versuchen.',
  'The requested route does not support batch requests.': 'Die angeforderte Route unterstützt keine Stapelanfragen.',
  '%1$s must contain at most %2$s items.': '%1$s darf höchstens %2$s Elemente enthalten.',
  '%1$s is a required property of %2$s.': '%1$s ist eine erforderliche Eigenschaft von %2$s.',
  // ---- the cost word (API.md §5.7; given by §6) ----
  Free: 'Kostenlos',

  // ---- route arguments: descriptions in the namespace index and /doc (src/spec/routes.ts) ----
  // every endpoint
  'Content language code.': 'Sprachcode der Inhalte.',
  // every list
  'Page of results to return.': 'Zurückzugebende Ergebnisseite.',
  // GET /events
  'Number of events per page.': 'Anzahl der Veranstaltungen pro Seite.',
  'Only events that start on or after this date.': 'Nur Veranstaltungen, die an oder nach diesem Datum beginnen.',
  'Only events that end on or before this date.': 'Nur Veranstaltungen, die an oder vor diesem Datum enden.',
  'Only events that start before this date.': 'Nur Veranstaltungen, die vor diesem Datum beginnen.',
  'Only events that start after this date.': 'Nur Veranstaltungen, die nach diesem Datum beginnen.',
  'Only events that end before this date.': 'Nur Veranstaltungen, die vor diesem Datum enden.',
  'Only events that end after this date.': 'Nur Veranstaltungen, die nach diesem Datum enden.',
  'Apply the dates at the exact times given instead of whole days.':
    'Die Datumsangaben zu den genau angegebenen Uhrzeiten statt für ganze Tage anwenden.',
  'Only events whose title, description or excerpt contain these words.':
    'Nur Veranstaltungen, deren Titel, Beschreibung oder Textauszug diese Wörter enthält.',
  'Only events in any of these categories (ids or slugs).':
    'Nur Veranstaltungen in einer dieser Kategorien (IDs oder Titelformen).',
  'Only events with any of these tags (ids or slugs).':
    'Nur Veranstaltungen mit einem dieser Schlagwörter (IDs oder Titelformen).',
  'Only events at any of these venues.': 'Nur Veranstaltungen an einem dieser Veranstaltungsorte.',
  'Only events with any of these organizers.': 'Nur Veranstaltungen mit einem dieser Veranstalter.',
  'Only featured (true) or only non-featured (false) events.':
    'Nur hervorgehobene (true) oder nur nicht hervorgehobene (false) Veranstaltungen.',
  'Only events with these post statuses.': 'Nur Veranstaltungen mit einem dieser Beitragsstatus.',
  'Only events whose venue has (true) or lacks (false) coordinates. Requires the premium extension.':
    'Nur Veranstaltungen, deren Veranstaltungsort Koordinaten hat (true) oder nicht hat (false). Erfordert die Premium-Erweiterung.',
  'Latitude of the centre of the search area. Requires the premium extension.':
    'Breitengrad des Mittelpunkts des Suchgebiets. Erfordert die Premium-Erweiterung.',
  'Longitude of the centre of the search area. Requires the premium extension.':
    'Längengrad des Mittelpunkts des Suchgebiets. Erfordert die Premium-Erweiterung.',
  'Only the events with these ids; date filters are ignored.':
    'Nur die Veranstaltungen mit diesen IDs; Datumsfilter werden ignoriert.',
  'Only events whose parent event is this one.': 'Nur Veranstaltungen, deren übergeordnete Veranstaltung diese ist.',
  'Only events with (true) or without (false) tickets.': 'Nur Veranstaltungen mit (true) oder ohne (false) Tickets.',
  // event reads and writes (author, dates, image: also venues and organizers)
  'Author user id.': 'Benutzer-ID des Autors.',
  'Publication date.': 'Veröffentlichungsdatum.',
  'Publication date in UTC.': 'Veröffentlichungsdatum in UTC.',
  'Event title.': 'Titel der Veranstaltung.',
  'Event description (HTML allowed).': 'Beschreibung der Veranstaltung (HTML erlaubt).',
  'Event slug.': 'Titelform der Veranstaltung.',
  'Event excerpt.': 'Textauszug der Veranstaltung.',
  'Post status of the event.': 'Beitragsstatus der Veranstaltung.',
  'Timezone of the event.': 'Zeitzone der Veranstaltung.',
  'Whether the event lasts all day.': 'Ob die Veranstaltung ganztägig ist.',
  'Start date and time.': 'Startdatum und -uhrzeit.',
  'End date and time.': 'Enddatum und -uhrzeit.',
  'Featured image: attachment id or image URL.': 'Beitragsbild: Anhang-ID oder Bild-URL.',
  'Cost of the event.': 'Kosten der Veranstaltung.',
  'Event website URL.': 'Website-URL der Veranstaltung.',
  'Whether the event shows a map.': 'Ob die Veranstaltung eine Karte anzeigt.',
  'Whether the event shows a map link.': 'Ob die Veranstaltung einen Kartenlink anzeigt.',
  'Hide the event from lists.': 'Die Veranstaltung in Listen ausblenden.',
  'Pin the event in calendar displays.': 'Die Veranstaltung in Kalenderansichten anheften.',
  'Highlight the event.': 'Die Veranstaltung hervorheben.',
  'Categories: ids, slugs or names.': 'Kategorien: IDs, Titelformen oder Namen.',
  'Tags: ids, slugs or names.': 'Schlagwörter: IDs, Titelformen oder Namen.',
  'Venue: id or venue data.': 'Veranstaltungsort: ID oder Daten des Veranstaltungsorts.',
  'Organizers: ids or organizer data.': 'Veranstalter: IDs oder Veranstalterdaten.',
  'Parent event id (event series).': 'ID der übergeordneten Veranstaltung (Veranstaltungsreihe).',
  'Whether the event sells tickets.': 'Ob für die Veranstaltung Tickets verkauft werden.',
  'Event id.': 'ID der Veranstaltung.',
  'Event password.': 'Passwort der Veranstaltung.',
  'Event password; empty removes it.': 'Passwort der Veranstaltung; ein leerer Wert entfernt es.',
  // GET /venues and GET /organizers
  'Number of items per page.': 'Anzahl der Einträge pro Seite.',
  'Only items containing this text.': 'Nur Einträge, die diesen Text enthalten.',
  'Only the venues linked to this event.': 'Nur die mit dieser Veranstaltung verknüpften Veranstaltungsorte.',
  'true: only items linked to events; false: only items without.':
    'true: nur Einträge, die mit Veranstaltungen verknüpft sind; false: nur Einträge ohne Veranstaltungen.',
  'Only items linked to upcoming events.': 'Nur Einträge, die mit bevorstehenden Veranstaltungen verknüpft sind.',
  'Only items with these post statuses.': 'Nur Einträge mit einem dieser Beitragsstatus.',
  // venue reads and writes (phone number: also organizers)
  'Venue name.': 'Name des Veranstaltungsorts.',
  'Venue description.': 'Beschreibung des Veranstaltungsorts.',
  'Post status of the venue.': 'Beitragsstatus des Veranstaltungsorts.',
  'Whether linked events show a map.': 'Ob verknüpfte Veranstaltungen eine Karte anzeigen.',
  'Whether linked events show a map link.': 'Ob verknüpfte Veranstaltungen einen Kartenlink anzeigen.',
  'Street address.': 'Straße und Hausnummer.',
  'City.': 'Stadt.',
  'Country.': 'Land.',
  'Province.': 'Provinz.',
  'State.': 'Bundesstaat.',
  'Postal code.': 'Postleitzahl.',
  'Phone number.': 'Telefonnummer.',
  'State or province.': 'Bundesstaat oder Provinz.',
  'Venue website URL.': 'Website-URL des Veranstaltungsorts.',
  'Latitude.': 'Breitengrad.',
  'Longitude.': 'Längengrad.',
  'Venue id.': 'ID des Veranstaltungsorts.',
  'Venue slug.': 'Titelform des Veranstaltungsorts.',
  // GET /organizers
  'Only the organizers linked to this event.': 'Nur die mit dieser Veranstaltung verknüpften Veranstalter.',
  // organizer reads and writes
  'Organizer name.': 'Name des Veranstalters.',
  'Organizer description.': 'Beschreibung des Veranstalters.',
  'Post status of the organizer.': 'Beitragsstatus des Veranstalters.',
  'E-mail address.': 'E-Mail-Adresse.',
  'Organizer website URL.': 'Website-URL des Veranstalters.',
  'Organizer id.': 'ID des Veranstalters.',
  'Organizer slug.': 'Titelform des Veranstalters.',
  // GET /categories and GET /tags
  'Number of terms per page.': 'Anzahl der Begriffe pro Seite.',
  'Only terms whose name or slug contains this text.': 'Nur Begriffe, deren Name oder Titelform diesen Text enthält.',
  'Leave out these terms.': 'Diese Begriffe ausschließen.',
  'Only these terms.': 'Nur diese Begriffe.',
  'Sort direction: asc or desc.': 'Sortierrichtung: asc oder desc.',
  'Term attribute to sort by.': 'Attribut des Begriffs, nach dem sortiert wird.',
  'Hide terms not linked to any published event.':
    'Begriffe ausblenden, die mit keiner veröffentlichten Veranstaltung verknüpft sind.',
  'Only direct children of this category (0: top level).':
    'Nur direkte Unterkategorien dieser Kategorie (0: oberste Ebene).',
  'Only terms linked to this event.': 'Nur Begriffe, die mit dieser Veranstaltung verknüpft sind.',
  'Same as post; wins over post.': 'Wie post; hat Vorrang vor post.',
  'Only the term with this slug.': 'Nur der Begriff mit dieser Titelform.',
  // category and tag reads and writes
  'Term name.': 'Name des Begriffs.',
  'Term description.': 'Beschreibung des Begriffs.',
  'Term slug.': 'Titelform des Begriffs.',
  'Parent category id.': 'ID der übergeordneten Kategorie.',
  'Category id.': 'ID der Kategorie.',
  'Tag id.': 'ID des Schlagworts.',

  // ---- /doc: DOC_TEXTS of src/spec/openapi.ts not already above ----
  // info
  'Calendar Events REST API': 'REST-API für Kalenderveranstaltungen',
  'Read and manage calendar events, venues, organizers, event categories and event tags.':
    'Kalenderveranstaltungen, Veranstaltungsorte, Veranstalter, Veranstaltungskategorien und Veranstaltungsschlagwörter lesen und verwalten.',
  // operation summaries
  'Get the API documentation': 'API-Dokumentation abrufen',
  'List events': 'Veranstaltungen auflisten',
  'Create an event': 'Veranstaltung erstellen',
  'Get an event': 'Veranstaltung abrufen',
  'Update an event': 'Veranstaltung aktualisieren',
  'Delete an event': 'Veranstaltung löschen',
  'Get an event by slug': 'Veranstaltung anhand der Titelform abrufen',
  'Update an event by slug': 'Veranstaltung anhand der Titelform aktualisieren',
  'Delete an event by slug': 'Veranstaltung anhand der Titelform löschen',
  'List venues': 'Veranstaltungsorte auflisten',
  'Create a venue': 'Veranstaltungsort erstellen',
  'Get a venue': 'Veranstaltungsort abrufen',
  'Update a venue': 'Veranstaltungsort aktualisieren',
  'Delete a venue': 'Veranstaltungsort löschen',
  'Get a venue by slug': 'Veranstaltungsort anhand der Titelform abrufen',
  'Update a venue by slug': 'Veranstaltungsort anhand der Titelform aktualisieren',
  'Delete a venue by slug': 'Veranstaltungsort anhand der Titelform löschen',
  'List organizers': 'Veranstalter auflisten',
  'Create an organizer': 'Veranstalter erstellen',
  'Get an organizer': 'Veranstalter abrufen',
  'Update an organizer': 'Veranstalter aktualisieren',
  'Delete an organizer': 'Veranstalter löschen',
  'Get an organizer by slug': 'Veranstalter anhand der Titelform abrufen',
  'Update an organizer by slug': 'Veranstalter anhand der Titelform aktualisieren',
  'Delete an organizer by slug': 'Veranstalter anhand der Titelform löschen',
  'List categories': 'Kategorien auflisten',
  'Create a category': 'Kategorie erstellen',
  'Get a category': 'Kategorie abrufen',
  'Update a category': 'Kategorie aktualisieren',
  'Delete a category': 'Kategorie löschen',
  'List tags': 'Schlagwörter auflisten',
  'Create a tag': 'Schlagwort erstellen',
  'Get a tag': 'Schlagwort abrufen',
  'Update a tag': 'Schlagwort aktualisieren',
  'Delete a tag': 'Schlagwort löschen',
  // response descriptions
  OK: 'Erfolgreich',
  Created: 'Erstellt',
  'Bad request': 'Ungültige Anfrage',
  'Authentication required': 'Authentifizierung erforderlich',
  Forbidden: 'Verboten',
  'Not found': 'Nicht gefunden',
  Gone: 'Nicht mehr vorhanden',
  'The OpenAPI document.': 'Das OpenAPI-Dokument.',
  // list envelopes
  'Events of this page.': 'Veranstaltungen dieser Seite.',
  'Venues of this page.': 'Veranstaltungsorte dieser Seite.',
  'Organizers of this page.': 'Veranstalter dieser Seite.',
  'Categories of this page.': 'Kategorien dieser Seite.',
  'Tags of this page.': 'Schlagwörter dieser Seite.',
  'URL of this page.': 'URL dieser Seite.',
  'URL of the next page.': 'URL der nächsten Seite.',
  'URL of the previous page.': 'URL der vorherigen Seite.',
  'Number of matching items.': 'Anzahl der passenden Einträge.',
  'Number of pages.': 'Anzahl der Seiten.',
  // properties shared by events, venues and organizers
  'Global identifier of the item.': 'Globale Kennung des Eintrags.',
  'Global identifiers of the item and its origins.': 'Globale Kennungen des Eintrags und seiner Herkunft.',
  'Date of the last change.': 'Datum der letzten Änderung.',
  'Date of the last change in UTC.': 'Datum der letzten Änderung in UTC.',
  'Public page URL.': 'URL der öffentlichen Seite.',
  'Structured data (schema.org).': 'Strukturierte Daten (schema.org).',
  // ImageSize and Image
  'Width in pixels.': 'Breite in Pixeln.',
  'Height in pixels.': 'Höhe in Pixeln.',
  'MIME type.': 'MIME-Typ.',
  'Image URL.': 'Bild-URL.',
  'Attachment id.': 'Anhang-ID.',
  'File extension.': 'Dateiendung.',
  // CostDetails
  'Currency symbol.': 'Währungssymbol.',
  'Currency code (always empty).': 'Währungscode (immer leer).',
  'Position of the currency symbol: prefix or postfix.': 'Position des Währungssymbols: prefix oder postfix.',
  'Numeric values of the cost, as strings.': 'Numerische Werte der Kosten als Zeichenketten.',
  // Term
  'Term id.': 'ID des Begriffs.',
  'Number of published events linked to the term.':
    'Anzahl der veröffentlichten Veranstaltungen, die mit dem Begriff verknüpft sind.',
  'Taxonomy of the term.': 'Taxonomie des Begriffs.',
  'Parent term id (0: none).': 'ID des übergeordneten Begriffs (0: keiner).',
  'Term meta (always empty).': 'Metadaten des Begriffs (immer leer).',
  'API URLs of the term, its collection and its parent.':
    'API-URLs des Begriffs, seiner Sammlung und seines übergeordneten Begriffs.',
  'Term group (always 0).': 'Begriffsgruppe (immer 0).',
  'Term taxonomy id (same as id).': 'Taxonomie-ID des Begriffs (wie id).',
  'Filter context (always raw).': 'Filterkontext (immer raw).',
  // DateDetails
  'Year.': 'Jahr.',
  'Month.': 'Monat.',
  'Day.': 'Tag.',
  'Hour.': 'Stunde.',
  'Minutes.': 'Minuten.',
  'Seconds.': 'Sekunden.',
  // Event
  'API URL of the event.': 'API-URL der Veranstaltung.',
  'Featured image, or false when there is none.': 'Beitragsbild oder false, wenn keines vorhanden ist.',
  'Parts of the start date.': 'Bestandteile des Startdatums.',
  'Parts of the end date.': 'Bestandteile des Enddatums.',
  'Start date and time in UTC.': 'Startdatum und -uhrzeit in UTC.',
  'End date and time in UTC.': 'Enddatum und -uhrzeit in UTC.',
  'Parts of the UTC start date.': 'Bestandteile des Startdatums in UTC.',
  'Parts of the UTC end date.': 'Bestandteile des Enddatums in UTC.',
  'Timezone abbreviation at the start of the event.': 'Abkürzung der Zeitzone zu Beginn der Veranstaltung.',
  'Parsed cost.': 'Ausgewertete Kosten.',
  'Categories of the event.': 'Kategorien der Veranstaltung.',
  'Tags of the event.': 'Schlagwörter der Veranstaltung.',
  'Venue of the event, or an empty array.': 'Veranstaltungsort der Veranstaltung oder ein leeres Array.',
  'Organizers of the event.': 'Veranstalter der Veranstaltung.',
  'Custom fields (always empty).': 'Benutzerdefinierte Felder (immer leer).',
  'Featured image.': 'Beitragsbild.',
  // Error
  'Error code.': 'Fehlercode.',
  'Error message.': 'Fehlermeldung.',
  'HTTP status and details of the error.': 'HTTP-Status und Details des Fehlers.',
  'HTTP status.': 'HTTP-Status.',
  'The parameters concerned.': 'Die betroffenen Parameter.',
  'Details of each invalid parameter.': 'Details zu jedem ungültigen Parameter.',
  'Id of the existing term.': 'ID des vorhandenen Begriffs.',

  // ---- command line: calev help, help headings and table headers (src/setup/i18n.ts) ----
  'Usage:': 'Aufruf:',
  'Options:': 'Optionen:',
  'Commands:': 'Befehle:',
  'Arguments:': 'Argumente:',
  'Global Options:': 'Globale Optionen:',
  choices: 'Auswahl',
  default: 'Standard',
  'Manage calendar events, venues, organizers, categories and tags; serve a local copy of the calendar/events/v1 API.':
    'Kalenderveranstaltungen, Veranstaltungsorte, Veranstalter, Kategorien und Schlagwörter verwalten; eine lokale Kopie der API calendar/events/v1 bereitstellen.',
  'output the version number': 'Versionsnummer ausgeben',
  'use this profile (CALEV_PROFILE)': 'dieses Profil verwenden (CALEV_PROFILE)',
  'site URL (CALEV_URL); without one, commands use the local data dir':
    'Website-URL (CALEV_URL); ohne URL verwenden die Befehle das lokale Datenverzeichnis',
  'API root path (CALEV_API_ROOT; default /wp-json)': 'Stammpfad der API (CALEV_API_ROOT; Standard: /wp-json)',
  'API namespace (CALEV_NAMESPACE; default calendar/events/v1, The Events Calendar: tribe/events/v1)':
    'Namensraum der API (CALEV_NAMESPACE; Standard: calendar/events/v1, The Events Calendar: tribe/events/v1)',
  'site user (CALEV_USER); for serve: login:password[:role], repeatable':
    'Benutzer der Website (CALEV_USER); für serve: login:password[:role], wiederholbar',
  'local data dir (CALEV_DATA_DIR)': 'lokales Datenverzeichnis (CALEV_DATA_DIR)',
  'seconds a write waits for another calev process that is writing the data dir (CALEV_LOCK_TIMEOUT; default 30)':
    'Sekunden, die ein Schreibvorgang auf einen anderen calev-Prozess wartet, der in das Datenverzeichnis schreibt (CALEV_LOCK_TIMEOUT; Standard: 30)',
  'content language, same as --translation-language (CALEV_LANG)':
    'Sprache der Inhalte, wie --translation-language (CALEV_LANG)',
  'output format (CALEV_FORMAT; default table on a terminal, json otherwise)':
    'Ausgabeformat (CALEV_FORMAT; Standard: table im Terminal, sonst json)',
  'only these fields, comma-separated; dotted paths for nested ones (venue.venue)':
    'nur diese Felder, kommagetrennt; Pfade mit Punkten für verschachtelte Felder (venue.venue)',
  'print the whole API answer (the list envelope)': 'die vollständige API-Antwort ausgeben (mit der Listenhülle)',
  'print nothing but errors': 'nur Fehler ausgeben',
  'print each HTTP request and status on stderr': 'jede HTTP-Anfrage und ihren Status auf stderr ausgeben',
  'colour even when not on a terminal': 'Farben auch außerhalb eines Terminals',
  'no colour': 'keine Farben',
  'display help for command': 'Hilfe zum Befehl anzeigen',
  'events: list, get, create, update, delete, import, export':
    'Veranstaltungen: list, get, create, update, delete, import, export',
  'venues: list, get, create, update, delete, import, export':
    'Veranstaltungsorte: list, get, create, update, delete, import, export',
  'organizers: list, get, create, update, delete, import, export':
    'Veranstalter: list, get, create, update, delete, import, export',
  'categories: list, get, create, update, delete, import, export':
    'Kategorien: list, get, create, update, delete, import, export',
  'tags: list, get, create, update, delete, import, export':
    'Schlagwörter: list, get, create, update, delete, import, export',
  'the namespace index: routes and their arguments': 'der Index des Namensraums: Routen und ihre Argumente',
  'the OpenAPI document': 'das OpenAPI-Dokument',
  'send a raw request; PATH is relative to the namespace (e.g. /events?per_page=2)':
    'eine Rohanfrage senden; PATH ist relativ zum Namensraum (z. B. /events?per_page=2)',
  'serve the calendar/events/v1 API over HTTP on the data dir (users: --user login:password[:role], repeatable)':
    'die API calendar/events/v1 per HTTP aus dem Datenverzeichnis bereitstellen (Benutzer: --user login:password[:role], wiederholbar)',
  'users of the local data dir: add, list, remove, passwd':
    'Benutzer des lokalen Datenverzeichnisses: add, list, remove, passwd',
  'named targets: add, list, use, show, remove': 'benannte Ziele: add, list, use, show, remove',
  'print the completion script for a shell': 'das Vervollständigungsskript für eine Shell ausgeben',
  'list events (one page; --all follows every page)':
    'Veranstaltungen auflisten (eine Seite; --all folgt allen Seiten)',
  'show one event': 'eine Veranstaltung anzeigen',
  'create an event': 'eine Veranstaltung erstellen',
  'change fields of an event (only the fields given)': 'Felder einer Veranstaltung ändern (nur die angegebenen Felder)',
  'move an event to the trash': 'eine Veranstaltung in den Papierkorb verschieben',
  'create or update events from a file (json, ndjson, csv, ics); items are matched by slug, so running it again never duplicates':
    'Veranstaltungen aus einer Datei erstellen oder aktualisieren (json, ndjson, csv, ics); Einträge werden über die Titelform zugeordnet, daher entstehen bei erneuter Ausführung nie Duplikate',
  'write every event the list filters select as json, ndjson, csv or ics (--format)':
    'alle von den Listenfiltern ausgewählten Veranstaltungen als json, ndjson, csv oder ics schreiben (--format)',
  'send %s=false': '%s=false senden',
  'id, slug or name': 'ID, Slug oder Name',
  'or a file, uploaded to a WordPress site': 'oder eine Datei, die auf eine WordPress-Website hochgeladen wird',
  'comma-separated or repeated': 'kommagetrennt oder wiederholt',
  'follow every page and stream the items': 'allen Seiten folgen und die Einträge fortlaufend ausgeben',
  'stop after n items (follows pages as needed)': 'nach n Einträgen aufhören (folgt bei Bedarf weiteren Seiten)',
  'send a parameter the flags lack (typed: true, false, null, numbers; @file reads a file)':
    'einen Parameter senden, für den es keine Option gibt (typisiert: true, false, null, Zahlen; @file liest eine Datei)',
  'treat <ref> as a slug even when it is all digits':
    '<ref> als Titelform behandeln, auch wenn es nur aus Ziffern besteht',
  'same as --by-slug': 'wie --by-slug',
  'id (digits) or slug': 'ID (Ziffern) oder Titelform',
  'a value, or JSON; repeat for several': 'ein Wert oder JSON; für mehrere Werte wiederholen',
  'ask for missing values even without a terminal': 'fehlende Werte auch ohne Terminal abfragen',
  'never ask; fail when a required value is missing':
    'nie nachfragen; mit Fehler abbrechen, wenn ein erforderlicher Wert fehlt',
  'do not ask for confirmation': 'nicht um Bestätigung bitten',
  'the file format (default: from the extension)': 'das Dateiformat (Standard: anhand der Dateiendung)',
  'check every item and print what would be created, updated or skipped; write nothing':
    'jeden Eintrag prüfen und ausgeben, was erstellt, aktualisiert oder übersprungen würde; nichts schreiben',
  'requests in flight (default 4)': 'gleichzeitige Anfragen (Standard: 4)',
  'writes (and lookups, where the site takes them) sent together in one request to a site (1 to 25, default 25; 1 sends each alone)':
    'Schreibvorgänge (und Abfragen, wo die Website sie annimmt), die gemeinsam in einer Anfrage an eine Website gehen (1 bis 25, Standard: 25; 1 sendet jeden einzeln)',
  'write every result as NDJSON {line, action, id, error}':
    'jedes Ergebnis als NDJSON {line, action, id, error} schreiben',
  'the file, or - for stdin': 'die Datei oder - für stdin',
  'write to this file instead of stdout (its extension sets the format)':
    'in diese Datei statt auf stdout schreiben (ihre Endung bestimmt das Format)',
  'list venues (one page; --all follows every page)':
    'Veranstaltungsorte auflisten (eine Seite; --all folgt allen Seiten)',
  'show one venue': 'einen Veranstaltungsort anzeigen',
  'create a venue': 'einen Veranstaltungsort erstellen',
  'change fields of a venue (only the fields given)':
    'Felder eines Veranstaltungsorts ändern (nur die angegebenen Felder)',
  'move a venue to the trash': 'einen Veranstaltungsort in den Papierkorb verschieben',
  'create or update venues from a file (json, ndjson, csv); items are matched by slug or name, so running it again never duplicates':
    'Veranstaltungsorte aus einer Datei erstellen oder aktualisieren (json, ndjson, csv); Einträge werden über Titelform oder Name zugeordnet, daher entstehen bei erneuter Ausführung nie Duplikate',
  'write every venue the list filters select as json, ndjson or csv (--format)':
    'alle von den Listenfiltern ausgewählten Veranstaltungsorte als json, ndjson oder csv schreiben (--format)',
  'list organizers (one page; --all follows every page)':
    'Veranstalter auflisten (eine Seite; --all folgt allen Seiten)',
  'show one organizer': 'einen Veranstalter anzeigen',
  'create an organizer': 'einen Veranstalter erstellen',
  'change fields of an organizer (only the fields given)':
    'Felder eines Veranstalters ändern (nur die angegebenen Felder)',
  'move an organizer to the trash': 'einen Veranstalter in den Papierkorb verschieben',
  'create or update organizers from a file (json, ndjson, csv); items are matched by slug or name, so running it again never duplicates':
    'Veranstalter aus einer Datei erstellen oder aktualisieren (json, ndjson, csv); Einträge werden über Titelform oder Name zugeordnet, daher entstehen bei erneuter Ausführung nie Duplikate',
  'write every organizer the list filters select as json, ndjson or csv (--format)':
    'alle von den Listenfiltern ausgewählten Veranstalter als json, ndjson oder csv schreiben (--format)',
  'list categories (one page; --all follows every page)': 'Kategorien auflisten (eine Seite; --all folgt allen Seiten)',
  'show one category': 'eine Kategorie anzeigen',
  'create a category': 'eine Kategorie erstellen',
  'change fields of a category (only the fields given)': 'Felder einer Kategorie ändern (nur die angegebenen Felder)',
  'delete a category': 'eine Kategorie löschen',
  'create or update categories from a file (json, ndjson, csv); items are matched by slug or name, so running it again never duplicates':
    'Kategorien aus einer Datei erstellen oder aktualisieren (json, ndjson, csv); Einträge werden über Titelform oder Name zugeordnet, daher entstehen bei erneuter Ausführung nie Duplikate',
  'write every category the list filters select as json, ndjson or csv (--format)':
    'alle von den Listenfiltern ausgewählten Kategorien als json, ndjson oder csv schreiben (--format)',
  id: 'ID',
  'list tags (one page; --all follows every page)': 'Schlagwörter auflisten (eine Seite; --all folgt allen Seiten)',
  'show one tag': 'ein Schlagwort anzeigen',
  'create a tag': 'ein Schlagwort erstellen',
  'change fields of a tag (only the fields given)': 'Felder eines Schlagworts ändern (nur die angegebenen Felder)',
  'delete a tag': 'ein Schlagwort löschen',
  'create or update tags from a file (json, ndjson, csv); items are matched by slug or name, so running it again never duplicates':
    'Schlagwörter aus einer Datei erstellen oder aktualisieren (json, ndjson, csv); Einträge werden über Titelform oder Name zugeordnet, daher entstehen bei erneuter Ausführung nie Duplikate',
  'write every tag the list filters select as json, ndjson or csv (--format)':
    'alle von den Listenfiltern ausgewählten Schlagwörter als json, ndjson oder csv schreiben (--format)',
  context: 'Kontext',
  'send a parameter the flags lack': 'einen Parameter senden, für den es keine Option gibt',
  'a text parameter (query for GET/DELETE, JSON body otherwise)':
    'ein Textparameter (Query-String bei GET/DELETE, sonst JSON-Body)',
  'a typed parameter: true, false, null, numbers; @file reads a file':
    'ein typisierter Parameter: true, false, null, Zahlen; @file liest eine Datei',
  'send this file as the JSON body (- for stdin)': 'diese Datei als JSON-Body senden (- für stdin)',
  'print the status and headers first': 'zuerst Status und Header ausgeben',
  'GET, POST, PUT, PATCH, DELETE, HEAD or OPTIONS': 'GET, POST, PUT, PATCH, DELETE, HEAD oder OPTIONS',
  'path and query relative to the namespace': 'Pfad und Query-String relativ zum Namensraum',
  'listen address': 'Adresse, auf der gelauscht wird',
  'listen port (0: any free port)': 'Port, auf dem gelauscht wird (0: beliebiger freier Port)',
  'site timezone: IANA name, UTC or UTC+N (default UTC)':
    'Zeitzone der Website: IANA-Name, UTC oder UTC+N (Standard: UTC)',
  'default content language (default en)': 'Standardsprache der Inhalte (Standard: en)',
  'radius of geoloc_lat/geoloc_lng searches in km (default 25)':
    'Radius der Umkreissuche mit geoloc_lat/geoloc_lng in km (Standard: 25)',
  'behave like a site without the premium extension': 'sich wie eine Website ohne die Premium-Erweiterung verhalten',
  'anonymous reads only: logins are ignored and every write over HTTP is refused (no users needed on a public address)':
    'nur anonymes Lesen: Anmeldungen werden ignoriert und jeder Schreibzugriff über HTTP wird abgelehnt (auf einer öffentlichen Adresse sind keine Benutzer nötig)',
  'the address visitors reach the server at (behind a proxy or tunnel): the base of the URLs in pages, feeds and the API':
    'die Adresse, unter der Besucher den Server erreichen (hinter einem Proxy oder Tunnel): die Basis der URLs in Seiten, Feeds und der API',
  'list the users': 'die Benutzer auflisten',
  'add a user (password asked on a terminal, else read from stdin)':
    'einen Benutzer hinzufügen (Passwort wird im Terminal abgefragt, sonst von stdin gelesen)',
  'set a new password (asked on a terminal, else read from stdin)':
    'ein neues Passwort festlegen (wird im Terminal abgefragt, sonst von stdin gelesen)',
  'remove a user': 'einen Benutzer entfernen',
  role: 'Rolle',
  'e-mail address': 'E-Mail-Adresse',
  'add or change a profile from --url, --api-root, --namespace, --user, --lang, --format':
    'ein Profil aus --url, --api-root, --namespace, --user, --lang, --format hinzufügen oder ändern',
  'list the profiles': 'die Profile auflisten',
  'make a profile the active one': 'ein Profil aktivieren',
  'show a profile (default: the active one)': 'ein Profil anzeigen (Standard: das aktive)',
  'remove a profile': 'ein Profil entfernen',
  'make it the active profile': 'es zum aktiven Profil machen',
  'bash, zsh or fish': 'bash, zsh oder fish',
  ID: 'ID',
  TITLE: 'TITEL',
  START: 'BEGINN',
  END: 'ENDE',
  VENUE: 'VERANSTALTUNGSORT',
  STATUS: 'STATUS',
  NAME: 'NAME',
  CITY: 'STADT',
  COUNTRY: 'LAND',
  EMAIL: 'E-MAIL',
  PHONE: 'TELEFON',
  SLUG: 'TITELFORM',
  PARENT: 'ÜBERGEORDNET',
  EVENTS: 'VERANSTALTUNGEN',
  // ---- credentials ----
  'send the password over plain http to a host other than this machine (CALEV_ALLOW_HTTP=1)':
    'das Passwort über unverschlüsseltes http an einen anderen Rechner als diesen senden (CALEV_ALLOW_HTTP=1)',
  'read the application password from standard input (its first line)':
    'das Anwendungspasswort von der Standardeingabe lesen (erste Zeile)',
  'ask for the application password, check it against the site, save it in the system keyring (else the config file)':
    'nach dem Anwendungspasswort fragen, es bei der Website prüfen und im Schlüsselbund des Systems speichern (sonst in der Konfigurationsdatei)',
  'remove the saved application password of the profile': 'das gespeicherte Anwendungspasswort des Profils entfernen',

  // ---- views: agenda and calendar ----
  'events grouped by day, from WHEN (default today) for --days N (default 7) or --to DATE':
    'Veranstaltungen nach Tagen gruppiert, ab WHEN (Standard: heute) für --days N Tage (Standard: 7) oder bis --to DATE',
  'a month grid (or --week) of the events, fitted to the terminal':
    'ein Monatsraster (oder --week) der Veranstaltungen, passend zur Breite des Terminals',
  "show times in this zone: IANA name, UTC or UTC+N (default: the site's)":
    'Zeiten in dieser Zeitzone anzeigen: IANA-Name, UTC oder UTC+N (Standard: die der Website)',
  'how many days (default 7)': 'wie viele Tage (Standard: 7)',
  'the last day, a date or a phrase (instead of --days)': 'der letzte Tag, ein Datum oder eine Angabe (statt --days)',
  'show days without events too': 'auch Tage ohne Veranstaltungen anzeigen',
  'the first day: a date or a phrase (today, tomorrow, next monday, 2026-12-01); default today':
    'der erste Tag: ein Datum oder eine Angabe (today, tomorrow, next monday, 2026-12-01); Standard: heute',
  'a week grid': 'ein Wochenraster',
  'a month grid (the default)': 'ein Monatsraster (Standard)',
  'weeks start on Sunday': 'Wochen beginnen am Sonntag',
  "weeks start on Monday (the default, unless the locale's weeks start on another day)":
    'Wochen beginnen am Montag (Standard, sofern die Wochen des Gebietsschemas nicht an einem anderen Tag beginnen)',
  Today: 'Heute',
  Tomorrow: 'Morgen',
  'all day': 'ganztägig',
  'day %1$s of %2$s': 'Tag %1$s von %2$s',
  '+%s more': '%s weitere',
  'No events': 'Keine Veranstaltungen',
  // ---- recurring events: the rule in words (src/recurrence/describe.ts) ----
  'Every day': 'Jeden Tag',
  'Every %d days': 'Alle %d Tage',
  'Every week': 'Jede Woche',
  'Every %d weeks': 'Alle %d Wochen',
  'Every month': 'Jeden Monat',
  'Every %d months': 'Alle %d Monate',
  'Every year': 'Jedes Jahr',
  'Every %d years': 'Alle %d Jahre',
  'Every hour': 'Jede Stunde',
  'Every %d hours': 'Alle %d Stunden',
  'Every minute': 'Jede Minute',
  'Every %d minutes': 'Alle %d Minuten',
  'Every second': 'Jede Sekunde',
  'Every %d seconds': 'Alle %d Sekunden',
  'Every %s': 'Jeden %s',
  'Every %1$d weeks on %2$s': 'Alle %1$d Wochen am %2$s',
  'Every month on day %s': 'Jeden Monat am Tag %s',
  'Every %1$d months on day %2$s': 'Alle %1$d Monate am Tag %2$s',
  'Every month on the last day': 'Jeden Monat am letzten Tag',
  'Every %d months on the last day': 'Alle %d Monate am letzten Tag',
  'Every month on the %s': 'Jeden Monat am %s',
  'Every %1$d months on the %2$s': 'Alle %1$d Monate am %2$s',
  'Every year on %s': 'Jedes Jahr am %s',
  'Every %1$d years on %2$s': 'Alle %1$d Jahre am %2$s',
  'Every year on the %1$s of %2$s': 'Jedes Jahr am %1$s im %2$s',
  'first %s': 'ersten %s',
  'second %s': 'zweiten %s',
  'third %s': 'dritten %s',
  'fourth %s': 'vierten %s',
  'fifth %s': 'fünften %s',
  'last %s': 'letzten %s',
  'second to last %s': 'vorletzten %s',
  '%1$s until %2$s': '%1$s bis %2$s',
  '%1$s, %2$d times': '%1$s, %2$d-mal',
  '%s, plus one more date': '%s, dazu ein weiterer Termin',
  '%1$s, plus %2$d more dates': '%1$s, dazu %2$d weitere Termine',
  '%s, except one date': '%s, außer an einem Termin',
  '%1$s, except %2$d dates': '%1$s, außer an %2$d Terminen',
  'Custom rule: %s': 'Eigene Regel: %s',
  'On one date': 'An einem Termin',
  'On %d dates': 'An %d Terminen',

  // ---- recurring events: route arguments (src/spec/routes.ts) ----
  'Repetition of the event (series): RFC 5545 rules, extra dates and excluded dates; empty makes it single.':
    'Wiederholung der Veranstaltung (Serie): Regeln nach RFC 5545, zusätzliche und ausgenommene Termine; leer macht sie zur Einzelveranstaltung.',
  'Only the first listed occurrence of each event series.':
    'Nur das erste aufgeführte Vorkommen jeder Veranstaltungsserie.',
  'Only events hidden from listings (true), which lists leave out otherwise, or only the others (false).':
    'Nur aus Listen ausgeblendete Veranstaltungen (true), die Listen sonst weglassen, oder nur die anderen (false).',

  // ---- recurring events: /doc (src/spec/openapi.ts) ----
  'Rule of a series master (§7.1); null for single events and occurrences.':
    'Regel eines Serien-Masters (§7.1); null bei Einzelveranstaltungen und Vorkommen.',
  'RFC 5545 rules.': 'Regeln nach RFC 5545.',
  'Extra occurrence starts.': 'Zusätzliche Starttermine.',
  'Excluded occurrence starts.': 'Ausgenommene Starttermine.',
  'The rule in words.': 'Die Regel in Worten.',

  // ---- recurring events: command line (src/cli/resource/commands.ts) ----
  'repeat the event: a series (see --every, --on, --until, --count)':
    'die Veranstaltung wiederholen: eine Serie (siehe --every, --on, --until, --count)',
  'repeat every n days, weeks, months or years': 'alle n Tage, Wochen, Monate oder Jahre wiederholen',
  'repeat on these days: mo,we (weekly), 2tu or -1fr (monthly), 15 (day of the month)':
    'an diesen Tagen wiederholen: mo,we (wöchentlich), 2tu oder -1fr (monatlich), 15 (Tag im Monat)',
  'the last day of the series': 'der letzte Tag der Serie',
  'the number of occurrences of the series': 'die Anzahl der Vorkommen der Serie',
  'leave this date out of the series (repeatable)': 'diesen Termin aus der Serie auslassen (wiederholbar)',
  'series on a site without recurring events (The Events Calendar): import each occurrence as a single event':
    'Serien auf einer Website ohne wiederkehrende Veranstaltungen (The Events Calendar): jedes Vorkommen als Einzelveranstaltung importieren',
  'on a site without recurring events: create each occurrence as a single event':
    'auf einer Website ohne wiederkehrende Veranstaltungen: jedes Vorkommen als Einzelveranstaltung anlegen',
  'an occurrence: move its whole series to the trash': 'ein Vorkommen: die ganze Serie in den Papierkorb verschieben',
  'an occurrence: move only this one to the trash': 'ein Vorkommen: nur dieses in den Papierkorb verschieben',
  // ---- pages and feeds ----
  Events: 'Veranstaltungen',
  List: 'Liste',
  Month: 'Monat',
  'Upcoming events': 'Kommende Veranstaltungen',
  'Past events': 'Vergangene Veranstaltungen',
  'Previous events': 'Frühere Veranstaltungen',
  'Next events': 'Spätere Veranstaltungen',
  'Previous month': 'Voriger Monat',
  'Next month': 'Nächster Monat',
  'This month': 'Dieser Monat',
  'There are no upcoming events.': 'Es gibt keine kommenden Veranstaltungen.',
  'No events found.': 'Keine Veranstaltungen gefunden.',
  'Events on %s': 'Veranstaltungen am %s',
  'Events for %s': 'Veranstaltungen für %s',
  'Events in %s': 'Veranstaltungen in %s',
  'Events tagged %s': 'Veranstaltungen mit dem Schlagwort %s',
  '%d more': '%d weitere',
  Date: 'Datum',
  'Find events': 'Veranstaltungen finden',
  'Skip to content': 'Zum Inhalt springen',
  'Calendar views': 'Kalenderansichten',
  Languages: 'Sprachen',
  'Page not found': 'Seite nicht gefunden',
  'Nothing is published at this address.': 'Unter dieser Adresse ist nichts veröffentlicht.',
  'All events': 'Alle Veranstaltungen',
  'Subscribe to calendar': 'Kalender abonnieren',
  'Google Calendar': 'Google Kalender',
  iCalendar: 'iCalendar (Abonnement)',
  'Outlook 365': 'Outlook 365 (Abonnement)',
  'Outlook Live': 'Outlook Live (Abonnement)',
  'Export .ics file': '.ics-Datei exportieren',
  'Export Outlook .ics file': 'Outlook-.ics-Datei exportieren',
  'Add to Google Calendar': 'Zu Google Kalender hinzufügen',
  'Add to iCalendar': 'Zu iCalendar hinzufügen',
  'All day': 'Ganztägig',
  Details: 'Details zur Veranstaltung',
  Venue: 'Veranstaltungsort',
  Organizer: 'Veranstalter',
  Organizers: 'Veranstalter (mehrere)',
  Cost: 'Preis',
  Categories: 'Kategorien',
  Tags: 'Schlagwörter',
  Website: 'Website',
  Phone: 'Telefon',
  Email: 'E-Mail',
  'Google Map': 'Google-Karte',
  'This event is password protected.': 'Diese Veranstaltung ist passwortgeschützt.',
  'Content is protected.': 'Der Inhalt ist geschützt.',
  'start_date and end_date take a date such as 2024-07-11.': 'start_date und end_date nehmen ein Datum wie 2024-07-11.',
};
