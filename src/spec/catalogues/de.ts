// de: English source text -> translation (API.md §6, §8.1). Missing keys fall back to English.
import type { Catalogue } from './index.js';

export const de: Catalogue = {
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
  "Free":
    "Kostenlos",
};
