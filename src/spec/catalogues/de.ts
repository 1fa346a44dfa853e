// de: English source text -> translation (API.md §6, §8.1). Missing keys fall back to English.
import type { Catalogue } from './index.js';

export const de: Catalogue = {
  // ---- errors and data.params messages (API.md §8; translations given by §8.1) ----
  "No route was found matching the URL and request method.":
    "Es wurde keine Route gefunden, die der URL und der Anfragemethode entspricht.",
  "The specified namespace could not be found.":
    "Der angegebene Namensraum wurde nicht gefunden.",
  "Invalid JSON body passed.":
    "Ungültiger JSON-Body übergeben.",
  "The request body is too large.":
    "Der Anfrage-Body ist zu groß.",
  "Missing parameter(s): %s":
    "Fehlende Parameter: %s",
  "Invalid parameter(s): %s":
    "Ungültige Parameter: %s",
  "Invalid parameter.":
    "Ungültiger Parameter.",
  "%1$s is not of type %2$s.":
    "%1$s ist nicht vom Typ %2$s.",
  "%1$s is not one of %2$s.":
    "%1$s ist keiner der Werte %2$s.",
  "Event Tickets plugin is not activated.":
    "Das Plugin Event Tickets ist nicht aktiviert.",
  "Unknown username. Check again or try your email address.":
    "Unbekannter Benutzername. Bitte erneut prüfen oder die E-Mail-Adresse verwenden.",
  "The provided password is an invalid application password.":
    "Das angegebene Passwort ist kein gültiges Anwendungspasswort.",
  "Too many failed login attempts. Try again in %d seconds.":
    "Zu viele fehlgeschlagene Anmeldeversuche. Bitte in %d Sekunden erneut versuchen.",
  "Sorry, you are not allowed to do that.":
    "Leider haben Sie keine Berechtigung, dies zu tun.",
  "Event with ID %d does not exist.":
    "Die Veranstaltung mit der ID %d existiert nicht.",
  "The specified ID is not a valid event.":
    "Die angegebene ID ist keine gültige Veranstaltung.",
  "This event is no longer available":
    "Diese Veranstaltung ist nicht mehr verfügbar",
  "The requested event is not accessible":
    "Die angeforderte Veranstaltung ist nicht zugänglich",
  "The requested event is not accessible without a password":
    "Die angeforderte Veranstaltung ist ohne Passwort nicht zugänglich",
  "The event is already trashed":
    "Die Veranstaltung befindet sich bereits im Papierkorb",
  "The requested event archive page does not exist":
    "Die angeforderte Archivseite der Veranstaltungen existiert nicht",
  "The requested venue archive page does not exist":
    "Die angeforderte Archivseite der Veranstaltungsorte existiert nicht",
  "The requested organizer archive page does not exist":
    "Die angeforderte Archivseite der Veranstalter existiert nicht",
  "The requested venue is not accessible":
    "Der angeforderte Veranstaltungsort ist nicht zugänglich",
  "The requested organizer is not accessible":
    "Der angeforderte Veranstalter ist nicht zugänglich",
  "The venue is already trashed":
    "Der Veranstaltungsort befindet sich bereits im Papierkorb",
  "The organizer is already trashed":
    "Der Veranstalter befindet sich bereits im Papierkorb",
  "A term with the name provided already exists with this parent.":
    "Ein Begriff mit diesem Namen existiert bereits unter diesem übergeordneten Begriff.",
  "A term with the name provided already exists in this taxonomy.":
    "Ein Begriff mit diesem Namen existiert bereits in dieser Taxonomie.",
  "The slug “%s” is already in use by another term.":
    "Die Titelform „%s“ wird bereits von einem anderen Begriff verwendet.",
  "The event could not be deleted":
    "Die Veranstaltung konnte nicht gelöscht werden",
  "The venue could not be deleted":
    "Der Veranstaltungsort konnte nicht gelöscht werden",
  "The organizer could not be deleted":
    "Der Veranstalter konnte nicht gelöscht werden",
  "There has been a critical error on this website.":
    "Auf dieser Website ist ein kritischer Fehler aufgetreten.",
  // ---- the cost word (API.md §5.7; given by §6) ----
  "Free":
    "Kostenlos",

  // ---- route arguments: descriptions in the namespace index and /doc (src/spec/routes.ts) ----
  // every endpoint
  "Content language code.":
    "Sprachcode der Inhalte.",
  // every list
  "Page of results to return.":
    "Zurückzugebende Ergebnisseite.",
  // GET /events
  "Number of events per page.":
    "Anzahl der Veranstaltungen pro Seite.",
  "Only events that start on or after this date.":
    "Nur Veranstaltungen, die an oder nach diesem Datum beginnen.",
  "Only events that end on or before this date.":
    "Nur Veranstaltungen, die an oder vor diesem Datum enden.",
  "Only events that start before this date.":
    "Nur Veranstaltungen, die vor diesem Datum beginnen.",
  "Only events that start after this date.":
    "Nur Veranstaltungen, die nach diesem Datum beginnen.",
  "Only events that end before this date.":
    "Nur Veranstaltungen, die vor diesem Datum enden.",
  "Only events that end after this date.":
    "Nur Veranstaltungen, die nach diesem Datum enden.",
  "Apply the dates at the exact times given instead of whole days.":
    "Die Datumsangaben zu den genau angegebenen Uhrzeiten statt für ganze Tage anwenden.",
  "Only events whose title, description or excerpt contain these words.":
    "Nur Veranstaltungen, deren Titel, Beschreibung oder Textauszug diese Wörter enthält.",
  "Only events in any of these categories (ids or slugs).":
    "Nur Veranstaltungen in einer dieser Kategorien (IDs oder Titelformen).",
  "Only events with any of these tags (ids or slugs).":
    "Nur Veranstaltungen mit einem dieser Schlagwörter (IDs oder Titelformen).",
  "Only events at any of these venues.":
    "Nur Veranstaltungen an einem dieser Veranstaltungsorte.",
  "Only events with any of these organizers.":
    "Nur Veranstaltungen mit einem dieser Veranstalter.",
  "Only featured (true) or only non-featured (false) events.":
    "Nur hervorgehobene (true) oder nur nicht hervorgehobene (false) Veranstaltungen.",
  "Only events with these post statuses.":
    "Nur Veranstaltungen mit einem dieser Beitragsstatus.",
  "Only events whose venue has (true) or lacks (false) coordinates. Requires the premium extension.":
    "Nur Veranstaltungen, deren Veranstaltungsort Koordinaten hat (true) oder nicht hat (false). Erfordert die Premium-Erweiterung.",
  "Latitude of the centre of the search area. Requires the premium extension.":
    "Breitengrad des Mittelpunkts des Suchgebiets. Erfordert die Premium-Erweiterung.",
  "Longitude of the centre of the search area. Requires the premium extension.":
    "Längengrad des Mittelpunkts des Suchgebiets. Erfordert die Premium-Erweiterung.",
  "Only the events with these ids; date filters are ignored.":
    "Nur die Veranstaltungen mit diesen IDs; Datumsfilter werden ignoriert.",
  "Only events whose parent event is this one.":
    "Nur Veranstaltungen, deren übergeordnete Veranstaltung diese ist.",
  "Only events with (true) or without (false) tickets.":
    "Nur Veranstaltungen mit (true) oder ohne (false) Tickets.",
  // event reads and writes (author, dates, image: also venues and organizers)
  "Author user id.":
    "Benutzer-ID des Autors.",
  "Publication date.":
    "Veröffentlichungsdatum.",
  "Publication date in UTC.":
    "Veröffentlichungsdatum in UTC.",
  "Event title.":
    "Titel der Veranstaltung.",
  "Event description (HTML allowed).":
    "Beschreibung der Veranstaltung (HTML erlaubt).",
  "Event slug.":
    "Titelform der Veranstaltung.",
  "Event excerpt.":
    "Textauszug der Veranstaltung.",
  "Post status of the event.":
    "Beitragsstatus der Veranstaltung.",
  "Timezone of the event.":
    "Zeitzone der Veranstaltung.",
  "Whether the event lasts all day.":
    "Ob die Veranstaltung ganztägig ist.",
  "Start date and time.":
    "Startdatum und -uhrzeit.",
  "End date and time.":
    "Enddatum und -uhrzeit.",
  "Featured image: attachment id or image URL.":
    "Beitragsbild: Anhang-ID oder Bild-URL.",
  "Cost of the event.":
    "Kosten der Veranstaltung.",
  "Event website URL.":
    "Website-URL der Veranstaltung.",
  "Whether the event shows a map.":
    "Ob die Veranstaltung eine Karte anzeigt.",
  "Whether the event shows a map link.":
    "Ob die Veranstaltung einen Kartenlink anzeigt.",
  "Hide the event from lists.":
    "Die Veranstaltung in Listen ausblenden.",
  "Pin the event in calendar displays.":
    "Die Veranstaltung in Kalenderansichten anheften.",
  "Highlight the event.":
    "Die Veranstaltung hervorheben.",
  "Categories: ids, slugs or names.":
    "Kategorien: IDs, Titelformen oder Namen.",
  "Tags: ids, slugs or names.":
    "Schlagwörter: IDs, Titelformen oder Namen.",
  "Venue: id or venue data.":
    "Veranstaltungsort: ID oder Daten des Veranstaltungsorts.",
  "Organizers: ids or organizer data.":
    "Veranstalter: IDs oder Veranstalterdaten.",
  "Parent event id (event series).":
    "ID der übergeordneten Veranstaltung (Veranstaltungsreihe).",
  "Whether the event sells tickets.":
    "Ob für die Veranstaltung Tickets verkauft werden.",
  "Event id.":
    "ID der Veranstaltung.",
  "Event password.":
    "Passwort der Veranstaltung.",
  "Event password; empty removes it.":
    "Passwort der Veranstaltung; ein leerer Wert entfernt es.",
  // GET /venues and GET /organizers
  "Number of items per page.":
    "Anzahl der Einträge pro Seite.",
  "Only items containing this text.":
    "Nur Einträge, die diesen Text enthalten.",
  "Only the venues linked to this event.":
    "Nur die mit dieser Veranstaltung verknüpften Veranstaltungsorte.",
  "true: only items linked to events; false: only items without.":
    "true: nur Einträge, die mit Veranstaltungen verknüpft sind; false: nur Einträge ohne Veranstaltungen.",
  "Only items linked to upcoming events.":
    "Nur Einträge, die mit bevorstehenden Veranstaltungen verknüpft sind.",
  "Only items with these post statuses.":
    "Nur Einträge mit einem dieser Beitragsstatus.",
  // venue reads and writes (phone number: also organizers)
  "Venue name.":
    "Name des Veranstaltungsorts.",
  "Venue description.":
    "Beschreibung des Veranstaltungsorts.",
  "Post status of the venue.":
    "Beitragsstatus des Veranstaltungsorts.",
  "Whether linked events show a map.":
    "Ob verknüpfte Veranstaltungen eine Karte anzeigen.",
  "Whether linked events show a map link.":
    "Ob verknüpfte Veranstaltungen einen Kartenlink anzeigen.",
  "Street address.":
    "Straße und Hausnummer.",
  "City.":
    "Stadt.",
  "Country.":
    "Land.",
  "Province.":
    "Provinz.",
  "State.":
    "Bundesstaat.",
  "Postal code.":
    "Postleitzahl.",
  "Phone number.":
    "Telefonnummer.",
  "State or province.":
    "Bundesstaat oder Provinz.",
  "Venue website URL.":
    "Website-URL des Veranstaltungsorts.",
  "Latitude.":
    "Breitengrad.",
  "Longitude.":
    "Längengrad.",
  "Venue id.":
    "ID des Veranstaltungsorts.",
  "Venue slug.":
    "Titelform des Veranstaltungsorts.",
  // GET /organizers
  "Only the organizers linked to this event.":
    "Nur die mit dieser Veranstaltung verknüpften Veranstalter.",
  // organizer reads and writes
  "Organizer name.":
    "Name des Veranstalters.",
  "Organizer description.":
    "Beschreibung des Veranstalters.",
  "Post status of the organizer.":
    "Beitragsstatus des Veranstalters.",
  "E-mail address.":
    "E-Mail-Adresse.",
  "Organizer website URL.":
    "Website-URL des Veranstalters.",
  "Organizer id.":
    "ID des Veranstalters.",
  "Organizer slug.":
    "Titelform des Veranstalters.",
  // GET /categories and GET /tags
  "Number of terms per page.":
    "Anzahl der Begriffe pro Seite.",
  "Only terms whose name or slug contains this text.":
    "Nur Begriffe, deren Name oder Titelform diesen Text enthält.",
  "Leave out these terms.":
    "Diese Begriffe ausschließen.",
  "Only these terms.":
    "Nur diese Begriffe.",
  "Sort direction: asc or desc.":
    "Sortierrichtung: asc oder desc.",
  "Term attribute to sort by.":
    "Attribut des Begriffs, nach dem sortiert wird.",
  "Hide terms not linked to any published event.":
    "Begriffe ausblenden, die mit keiner veröffentlichten Veranstaltung verknüpft sind.",
  "Only direct children of this category (0: top level).":
    "Nur direkte Unterkategorien dieser Kategorie (0: oberste Ebene).",
  "Only terms linked to this event.":
    "Nur Begriffe, die mit dieser Veranstaltung verknüpft sind.",
  "Same as post; wins over post.":
    "Wie post; hat Vorrang vor post.",
  "Only the term with this slug.":
    "Nur der Begriff mit dieser Titelform.",
  // category and tag reads and writes
  "Term name.":
    "Name des Begriffs.",
  "Term description.":
    "Beschreibung des Begriffs.",
  "Term slug.":
    "Titelform des Begriffs.",
  "Parent category id.":
    "ID der übergeordneten Kategorie.",
  "Category id.":
    "ID der Kategorie.",
  "Tag id.":
    "ID des Schlagworts.",

  // ---- /doc: DOC_TEXTS of src/spec/openapi.ts not already above ----
  // info
  "Calendar Events REST API":
    "REST-API für Kalenderveranstaltungen",
  "Read and manage calendar events, venues, organizers, event categories and event tags.":
    "Kalenderveranstaltungen, Veranstaltungsorte, Veranstalter, Veranstaltungskategorien und Veranstaltungsschlagwörter lesen und verwalten.",
  // operation summaries
  "Get the API documentation":
    "API-Dokumentation abrufen",
  "List events":
    "Veranstaltungen auflisten",
  "Create an event":
    "Veranstaltung erstellen",
  "Get an event":
    "Veranstaltung abrufen",
  "Update an event":
    "Veranstaltung aktualisieren",
  "Delete an event":
    "Veranstaltung löschen",
  "Get an event by slug":
    "Veranstaltung anhand der Titelform abrufen",
  "Update an event by slug":
    "Veranstaltung anhand der Titelform aktualisieren",
  "Delete an event by slug":
    "Veranstaltung anhand der Titelform löschen",
  "List venues":
    "Veranstaltungsorte auflisten",
  "Create a venue":
    "Veranstaltungsort erstellen",
  "Get a venue":
    "Veranstaltungsort abrufen",
  "Update a venue":
    "Veranstaltungsort aktualisieren",
  "Delete a venue":
    "Veranstaltungsort löschen",
  "Get a venue by slug":
    "Veranstaltungsort anhand der Titelform abrufen",
  "Update a venue by slug":
    "Veranstaltungsort anhand der Titelform aktualisieren",
  "Delete a venue by slug":
    "Veranstaltungsort anhand der Titelform löschen",
  "List organizers":
    "Veranstalter auflisten",
  "Create an organizer":
    "Veranstalter erstellen",
  "Get an organizer":
    "Veranstalter abrufen",
  "Update an organizer":
    "Veranstalter aktualisieren",
  "Delete an organizer":
    "Veranstalter löschen",
  "Get an organizer by slug":
    "Veranstalter anhand der Titelform abrufen",
  "Update an organizer by slug":
    "Veranstalter anhand der Titelform aktualisieren",
  "Delete an organizer by slug":
    "Veranstalter anhand der Titelform löschen",
  "List categories":
    "Kategorien auflisten",
  "Create a category":
    "Kategorie erstellen",
  "Get a category":
    "Kategorie abrufen",
  "Update a category":
    "Kategorie aktualisieren",
  "Delete a category":
    "Kategorie löschen",
  "List tags":
    "Schlagwörter auflisten",
  "Create a tag":
    "Schlagwort erstellen",
  "Get a tag":
    "Schlagwort abrufen",
  "Update a tag":
    "Schlagwort aktualisieren",
  "Delete a tag":
    "Schlagwort löschen",
  // response descriptions
  "OK":
    "Erfolgreich",
  "Created":
    "Erstellt",
  "Bad request":
    "Ungültige Anfrage",
  "Authentication required":
    "Authentifizierung erforderlich",
  "Forbidden":
    "Verboten",
  "Not found":
    "Nicht gefunden",
  "Gone":
    "Nicht mehr vorhanden",
  "The OpenAPI document.":
    "Das OpenAPI-Dokument.",
  // list envelopes
  "Events of this page.":
    "Veranstaltungen dieser Seite.",
  "Venues of this page.":
    "Veranstaltungsorte dieser Seite.",
  "Organizers of this page.":
    "Veranstalter dieser Seite.",
  "Categories of this page.":
    "Kategorien dieser Seite.",
  "Tags of this page.":
    "Schlagwörter dieser Seite.",
  "URL of this page.":
    "URL dieser Seite.",
  "URL of the next page.":
    "URL der nächsten Seite.",
  "URL of the previous page.":
    "URL der vorherigen Seite.",
  "Number of matching items.":
    "Anzahl der passenden Einträge.",
  "Number of pages.":
    "Anzahl der Seiten.",
  // properties shared by events, venues and organizers
  "Global identifier of the item.":
    "Globale Kennung des Eintrags.",
  "Global identifiers of the item and its origins.":
    "Globale Kennungen des Eintrags und seiner Herkunft.",
  "Date of the last change.":
    "Datum der letzten Änderung.",
  "Date of the last change in UTC.":
    "Datum der letzten Änderung in UTC.",
  "Public page URL.":
    "URL der öffentlichen Seite.",
  "Structured data (schema.org).":
    "Strukturierte Daten (schema.org).",
  // ImageSize and Image
  "Width in pixels.":
    "Breite in Pixeln.",
  "Height in pixels.":
    "Höhe in Pixeln.",
  "MIME type.":
    "MIME-Typ.",
  "Image URL.":
    "Bild-URL.",
  "Attachment id.":
    "Anhang-ID.",
  "File extension.":
    "Dateiendung.",
  // CostDetails
  "Currency symbol.":
    "Währungssymbol.",
  "Currency code (always empty).":
    "Währungscode (immer leer).",
  "Position of the currency symbol: prefix or postfix.":
    "Position des Währungssymbols: prefix oder postfix.",
  "Numeric values of the cost, as strings.":
    "Numerische Werte der Kosten als Zeichenketten.",
  // Term
  "Term id.":
    "ID des Begriffs.",
  "Number of published events linked to the term.":
    "Anzahl der veröffentlichten Veranstaltungen, die mit dem Begriff verknüpft sind.",
  "Taxonomy of the term.":
    "Taxonomie des Begriffs.",
  "Parent term id (0: none).":
    "ID des übergeordneten Begriffs (0: keiner).",
  "Term meta (always empty).":
    "Metadaten des Begriffs (immer leer).",
  "API URLs of the term, its collection and its parent.":
    "API-URLs des Begriffs, seiner Sammlung und seines übergeordneten Begriffs.",
  "Term group (always 0).":
    "Begriffsgruppe (immer 0).",
  "Term taxonomy id (same as id).":
    "Taxonomie-ID des Begriffs (wie id).",
  "Filter context (always raw).":
    "Filterkontext (immer raw).",
  // DateDetails
  "Year.":
    "Jahr.",
  "Month.":
    "Monat.",
  "Day.":
    "Tag.",
  "Hour.":
    "Stunde.",
  "Minutes.":
    "Minuten.",
  "Seconds.":
    "Sekunden.",
  // Event
  "API URL of the event.":
    "API-URL der Veranstaltung.",
  "Featured image, or false when there is none.":
    "Beitragsbild oder false, wenn keines vorhanden ist.",
  "Parts of the start date.":
    "Bestandteile des Startdatums.",
  "Parts of the end date.":
    "Bestandteile des Enddatums.",
  "Start date and time in UTC.":
    "Startdatum und -uhrzeit in UTC.",
  "End date and time in UTC.":
    "Enddatum und -uhrzeit in UTC.",
  "Parts of the UTC start date.":
    "Bestandteile des Startdatums in UTC.",
  "Parts of the UTC end date.":
    "Bestandteile des Enddatums in UTC.",
  "Timezone abbreviation at the start of the event.":
    "Abkürzung der Zeitzone zu Beginn der Veranstaltung.",
  "Parsed cost.":
    "Ausgewertete Kosten.",
  "Categories of the event.":
    "Kategorien der Veranstaltung.",
  "Tags of the event.":
    "Schlagwörter der Veranstaltung.",
  "Venue of the event, or an empty array.":
    "Veranstaltungsort der Veranstaltung oder ein leeres Array.",
  "Organizers of the event.":
    "Veranstalter der Veranstaltung.",
  "Custom fields (always empty).":
    "Benutzerdefinierte Felder (immer leer).",
  "Featured image.":
    "Beitragsbild.",
  // Error
  "Error code.":
    "Fehlercode.",
  "Error message.":
    "Fehlermeldung.",
  "HTTP status and details of the error.":
    "HTTP-Status und Details des Fehlers.",
  "HTTP status.":
    "HTTP-Status.",
  "The parameters concerned.":
    "Die betroffenen Parameter.",
  "Details of each invalid parameter.":
    "Details zu jedem ungültigen Parameter.",
  "Id of the existing term.":
    "ID des vorhandenen Begriffs.",
};
