// fr: English source text -> translation (API.md §6, §8.1). Missing keys fall back to English.
import type { Catalogue } from './index.js';

export const fr: Catalogue = {
  // ---- errors and data.params messages (API.md §8; translations given by §8.1) ----
  'No route was found matching the URL and request method.':
    'Aucune route ne correspond à l’URL et à la méthode de la requête.',
  'The specified namespace could not be found.': 'L’espace de noms indiqué est introuvable.',
  'Invalid JSON body passed.': 'Le corps JSON transmis est invalide.',
  'The request body is too large.': 'Le corps de la requête est trop volumineux.',
  'Missing parameter(s): %s': 'Paramètre(s) manquant(s) : %s',
  'Invalid parameter(s): %s': 'Paramètre(s) invalide(s) : %s',
  'Invalid parameter.': 'Paramètre invalide.',
  '%1$s is not of type %2$s.': '%1$s n’est pas de type %2$s.',
  '%1$s is not one of %2$s.': '%1$s n’est pas l’une des valeurs %2$s.',
  'Event Tickets plugin is not activated.': 'L’extension Event Tickets n’est pas activée.',
  'Unknown username. Check again or try your email address.':
    'Identifiant inconnu. Vérifiez-le ou essayez votre adresse e-mail.',
  'The provided password is an invalid application password.':
    'Le mot de passe fourni n’est pas un mot de passe d’application valide.',
  'Too many failed login attempts. Try again in %d seconds.':
    'Trop de tentatives de connexion échouées. Réessayez dans %d secondes.',
  'Sorry, you are not allowed to do that.': 'Désolé, vous n’avez pas l’autorisation de faire cela.',
  'Event with ID %d does not exist.': 'L’événement avec l’ID %d n’existe pas.',
  'The specified ID is not a valid event.': 'L’ID indiqué ne correspond pas à un événement valide.',
  'This event is no longer available': 'Cet événement n’est plus disponible',
  'The requested event is not accessible': 'L’événement demandé n’est pas accessible',
  'The requested event is not accessible without a password':
    'L’événement demandé n’est pas accessible sans mot de passe',
  'The event is already trashed': 'L’événement est déjà dans la corbeille',
  'The requested event archive page does not exist': 'La page d’archive des événements demandée n’existe pas',
  'The requested venue archive page does not exist': 'La page d’archive des lieux demandée n’existe pas',
  'The requested organizer archive page does not exist': 'La page d’archive des organisateurs demandée n’existe pas',
  'The requested venue is not accessible': 'Le lieu demandé n’est pas accessible',
  'The requested organizer is not accessible': 'L’organisateur demandé n’est pas accessible',
  'The venue is already trashed': 'Le lieu est déjà dans la corbeille',
  'The organizer is already trashed': 'L’organisateur est déjà dans la corbeille',
  'A term with the name provided already exists with this parent.':
    'Un terme portant ce nom existe déjà avec ce parent.',
  'A term with the name provided already exists in this taxonomy.':
    'Un terme portant ce nom existe déjà dans cette taxonomie.',
  'The slug “%s” is already in use by another term.': 'Le slug « %s » est déjà utilisé par un autre terme.',
  'The event could not be deleted': 'L’événement n’a pas pu être supprimé',
  'The venue could not be deleted': 'Le lieu n’a pas pu être supprimé',
  'The organizer could not be deleted': 'L’organisateur n’a pas pu être supprimé',
  'There has been a critical error on this website.': 'Une erreur critique est survenue sur ce site.',
  'The change was not saved: there is no space left on the disk that holds the data.':
    'La modification n’a pas été enregistrée : il n’y a plus d’espace libre sur le disque qui contient les données.',
  'The change was not saved: the data could not be written. Try again later.':
    'La modification n’a pas été enregistrée : les données n’ont pas pu être écrites. Réessayez plus tard.',
  'The requested route does not support batch requests.':
    'La route demandée ne prend pas en charge les requêtes groupées.',
  '%1$s must contain at most %2$s items.': '%1$s doit contenir au plus %2$s éléments.',
  '%1$s is a required property of %2$s.': '%1$s est une propriété obligatoire de %2$s.',
  // ---- the cost word (API.md §5.7; given by §6) ----
  Free: 'Gratuit',

  // ---- route arguments: descriptions in the namespace index and /doc (src/spec/routes.ts) ----
  // every endpoint
  'Content language code.': 'Code de langue du contenu.',
  // every list
  'Page of results to return.': 'Page de résultats à renvoyer.',
  // GET /events
  'Number of events per page.': 'Nombre d’événements par page.',
  'Only events that start on or after this date.': 'Uniquement les événements qui commencent à cette date ou après.',
  'Only events that end on or before this date.': 'Uniquement les événements qui se terminent à cette date ou avant.',
  'Only events that start before this date.': 'Uniquement les événements qui commencent avant cette date.',
  'Only events that start after this date.': 'Uniquement les événements qui commencent après cette date.',
  'Only events that end before this date.': 'Uniquement les événements qui se terminent avant cette date.',
  'Only events that end after this date.': 'Uniquement les événements qui se terminent après cette date.',
  'Apply the dates at the exact times given instead of whole days.':
    'Appliquer les dates aux heures exactes indiquées plutôt qu’à des journées entières.',
  'Only events whose title, description or excerpt contain these words.':
    'Uniquement les événements dont le titre, la description ou l’extrait contient ces mots.',
  'Only events in any of these categories (ids or slugs).':
    'Uniquement les événements de l’une de ces catégories (ID ou slugs).',
  'Only events with any of these tags (ids or slugs).':
    'Uniquement les événements portant l’une de ces étiquettes (ID ou slugs).',
  'Only events at any of these venues.': 'Uniquement les événements se déroulant dans l’un de ces lieux.',
  'Only events with any of these organizers.': 'Uniquement les événements de l’un de ces organisateurs.',
  'Only featured (true) or only non-featured (false) events.':
    'Uniquement les événements mis en avant (true) ou uniquement ceux qui ne le sont pas (false).',
  'Only events with these post statuses.': 'Uniquement les événements ayant ces états de publication.',
  'Only events whose venue has (true) or lacks (false) coordinates. Requires the premium extension.':
    'Uniquement les événements dont le lieu possède (true) ou non (false) des coordonnées. Nécessite l’extension premium.',
  'Latitude of the centre of the search area. Requires the premium extension.':
    'Latitude du centre de la zone de recherche. Nécessite l’extension premium.',
  'Longitude of the centre of the search area. Requires the premium extension.':
    'Longitude du centre de la zone de recherche. Nécessite l’extension premium.',
  'Only the events with these ids; date filters are ignored.':
    'Uniquement les événements ayant ces ID ; les filtres de date sont ignorés.',
  'Only events whose parent event is this one.': 'Uniquement les événements dont l’événement parent est celui-ci.',
  'Only events with (true) or without (false) tickets.':
    'Uniquement les événements avec (true) ou sans (false) billets.',
  // event reads and writes (author, dates, image: also venues and organizers)
  'Author user id.': 'ID de l’utilisateur auteur.',
  'Publication date.': 'Date de publication.',
  'Publication date in UTC.': 'Date de publication en UTC.',
  'Event title.': 'Titre de l’événement.',
  'Event description (HTML allowed).': 'Description de l’événement (HTML autorisé).',
  'Event slug.': 'Slug de l’événement.',
  'Event excerpt.': 'Extrait de l’événement.',
  'Post status of the event.': 'État de publication de l’événement.',
  'Timezone of the event.': 'Fuseau horaire de l’événement.',
  'Whether the event lasts all day.': 'Indique si l’événement dure toute la journée.',
  'Start date and time.': 'Date et heure de début.',
  'End date and time.': 'Date et heure de fin.',
  'Featured image: attachment id or image URL.': 'Image mise en avant : ID de fichier joint ou URL d’image.',
  'Cost of the event.': 'Coût de l’événement.',
  'Event website URL.': 'URL du site web de l’événement.',
  'Whether the event shows a map.': 'Indique si l’événement affiche une carte.',
  'Whether the event shows a map link.': 'Indique si l’événement affiche un lien vers la carte.',
  'Hide the event from lists.': 'Masquer l’événement dans les listes.',
  'Pin the event in calendar displays.': 'Épingler l’événement dans les affichages du calendrier.',
  'Highlight the event.': 'Mettre l’événement en avant.',
  'Categories: ids, slugs or names.': 'Catégories : ID, slugs ou noms.',
  'Tags: ids, slugs or names.': 'Étiquettes : ID, slugs ou noms.',
  'Venue: id or venue data.': 'Lieu : ID ou données du lieu.',
  'Organizers: ids or organizer data.': 'Organisateurs : ID ou données d’organisateur.',
  'Parent event id (event series).': 'ID de l’événement parent (série d’événements).',
  'Whether the event sells tickets.': 'Indique si l’événement vend des billets.',
  'Event id.': 'ID de l’événement.',
  'Event password.': 'Mot de passe de l’événement.',
  'Event password; empty removes it.': 'Mot de passe de l’événement ; une valeur vide le supprime.',
  // GET /venues and GET /organizers
  'Number of items per page.': 'Nombre d’éléments par page.',
  'Only items containing this text.': 'Uniquement les éléments contenant ce texte.',
  'Only the venues linked to this event.': 'Uniquement les lieux liés à cet événement.',
  'true: only items linked to events; false: only items without.':
    'true : uniquement les éléments liés à des événements ; false : uniquement ceux qui n’en ont pas.',
  'Only items linked to upcoming events.': 'Uniquement les éléments liés à des événements à venir.',
  'Only items with these post statuses.': 'Uniquement les éléments ayant ces états de publication.',
  // venue reads and writes (phone number: also organizers)
  'Venue name.': 'Nom du lieu.',
  'Venue description.': 'Description du lieu.',
  'Post status of the venue.': 'État de publication du lieu.',
  'Whether linked events show a map.': 'Indique si les événements liés affichent une carte.',
  'Whether linked events show a map link.': 'Indique si les événements liés affichent un lien vers la carte.',
  'Street address.': 'Adresse.',
  'City.': 'Ville.',
  'Country.': 'Pays.',
  'Province.': 'Province.',
  'State.': 'État.',
  'Postal code.': 'Code postal.',
  'Phone number.': 'Numéro de téléphone.',
  'State or province.': 'État ou province.',
  'Venue website URL.': 'URL du site web du lieu.',
  'Latitude.': 'Latitude.',
  'Longitude.': 'Longitude.',
  'Venue id.': 'ID du lieu.',
  'Venue slug.': 'Slug du lieu.',
  // GET /organizers
  'Only the organizers linked to this event.': 'Uniquement les organisateurs liés à cet événement.',
  // organizer reads and writes
  'Organizer name.': 'Nom de l’organisateur.',
  'Organizer description.': 'Description de l’organisateur.',
  'Post status of the organizer.': 'État de publication de l’organisateur.',
  'E-mail address.': 'Adresse e-mail.',
  'Organizer website URL.': 'URL du site web de l’organisateur.',
  'Organizer id.': 'ID de l’organisateur.',
  'Organizer slug.': 'Slug de l’organisateur.',
  // GET /categories and GET /tags
  'Number of terms per page.': 'Nombre de termes par page.',
  'Only terms whose name or slug contains this text.':
    'Uniquement les termes dont le nom ou le slug contient ce texte.',
  'Leave out these terms.': 'Exclure ces termes.',
  'Only these terms.': 'Uniquement ces termes.',
  'Sort direction: asc or desc.': 'Sens du tri : asc ou desc.',
  'Term attribute to sort by.': 'Attribut du terme servant au tri.',
  'Hide terms not linked to any published event.': 'Masquer les termes qui ne sont liés à aucun événement publié.',
  'Only direct children of this category (0: top level).':
    'Uniquement les enfants directs de cette catégorie (0 : premier niveau).',
  'Only terms linked to this event.': 'Uniquement les termes liés à cet événement.',
  'Same as post; wins over post.': 'Identique à post ; prévaut sur post.',
  'Only the term with this slug.': 'Uniquement le terme ayant ce slug.',
  // category and tag reads and writes
  'Term name.': 'Nom du terme.',
  'Term description.': 'Description du terme.',
  'Term slug.': 'Slug du terme.',
  'Parent category id.': 'ID de la catégorie parente.',
  'Category id.': 'ID de la catégorie.',
  'Tag id.': 'ID de l’étiquette.',

  // ---- /doc: DOC_TEXTS of src/spec/openapi.ts not already above ----
  // info
  'Calendar Events REST API': 'API REST des événements du calendrier',
  'Read and manage calendar events, venues, organizers, event categories and event tags.':
    'Consulter et gérer les événements du calendrier, les lieux, les organisateurs, les catégories d’événements et les étiquettes d’événements.',
  // operation summaries
  'Get the API documentation': 'Obtenir la documentation de l’API',
  'List events': 'Lister les événements',
  'Create an event': 'Créer un événement',
  'Get an event': 'Obtenir un événement',
  'Update an event': 'Mettre à jour un événement',
  'Delete an event': 'Supprimer un événement',
  'Get an event by slug': 'Obtenir un événement par son slug',
  'Update an event by slug': 'Mettre à jour un événement par son slug',
  'Delete an event by slug': 'Supprimer un événement par son slug',
  'List venues': 'Lister les lieux',
  'Create a venue': 'Créer un lieu',
  'Get a venue': 'Obtenir un lieu',
  'Update a venue': 'Mettre à jour un lieu',
  'Delete a venue': 'Supprimer un lieu',
  'Get a venue by slug': 'Obtenir un lieu par son slug',
  'Update a venue by slug': 'Mettre à jour un lieu par son slug',
  'Delete a venue by slug': 'Supprimer un lieu par son slug',
  'List organizers': 'Lister les organisateurs',
  'Create an organizer': 'Créer un organisateur',
  'Get an organizer': 'Obtenir un organisateur',
  'Update an organizer': 'Mettre à jour un organisateur',
  'Delete an organizer': 'Supprimer un organisateur',
  'Get an organizer by slug': 'Obtenir un organisateur par son slug',
  'Update an organizer by slug': 'Mettre à jour un organisateur par son slug',
  'Delete an organizer by slug': 'Supprimer un organisateur par son slug',
  'List categories': 'Lister les catégories',
  'Create a category': 'Créer une catégorie',
  'Get a category': 'Obtenir une catégorie',
  'Update a category': 'Mettre à jour une catégorie',
  'Delete a category': 'Supprimer une catégorie',
  'List tags': 'Lister les étiquettes',
  'Create a tag': 'Créer une étiquette',
  'Get a tag': 'Obtenir une étiquette',
  'Update a tag': 'Mettre à jour une étiquette',
  'Delete a tag': 'Supprimer une étiquette',
  // response descriptions
  OK: 'Succès',
  Created: 'Créé',
  'Bad request': 'Requête incorrecte',
  'Authentication required': 'Authentification requise',
  Forbidden: 'Interdit',
  'Not found': 'Introuvable',
  Gone: 'N’existe plus',
  'The OpenAPI document.': 'Le document OpenAPI.',
  // list envelopes
  'Events of this page.': 'Événements de cette page.',
  'Venues of this page.': 'Lieux de cette page.',
  'Organizers of this page.': 'Organisateurs de cette page.',
  'Categories of this page.': 'Catégories de cette page.',
  'Tags of this page.': 'Étiquettes de cette page.',
  'URL of this page.': 'URL de cette page.',
  'URL of the next page.': 'URL de la page suivante.',
  'URL of the previous page.': 'URL de la page précédente.',
  'Number of matching items.': 'Nombre d’éléments correspondants.',
  'Number of pages.': 'Nombre de pages.',
  // properties shared by events, venues and organizers
  'Global identifier of the item.': 'Identifiant global de l’élément.',
  'Global identifiers of the item and its origins.': 'Identifiants globaux de l’élément et de ses origines.',
  'Date of the last change.': 'Date de la dernière modification.',
  'Date of the last change in UTC.': 'Date de la dernière modification en UTC.',
  'Public page URL.': 'URL de la page publique.',
  'Structured data (schema.org).': 'Données structurées (schema.org).',
  // ImageSize and Image
  'Width in pixels.': 'Largeur en pixels.',
  'Height in pixels.': 'Hauteur en pixels.',
  'MIME type.': 'Type MIME.',
  'Image URL.': 'URL de l’image.',
  'Attachment id.': 'ID du fichier joint.',
  'File extension.': 'Extension du fichier.',
  // CostDetails
  'Currency symbol.': 'Symbole monétaire.',
  'Currency code (always empty).': 'Code de devise (toujours vide).',
  'Position of the currency symbol: prefix or postfix.': 'Position du symbole monétaire : prefix ou postfix.',
  'Numeric values of the cost, as strings.': 'Valeurs numériques du coût, sous forme de chaînes.',
  // Term
  'Term id.': 'ID du terme.',
  'Number of published events linked to the term.': 'Nombre d’événements publiés liés au terme.',
  'Taxonomy of the term.': 'Taxonomie du terme.',
  'Parent term id (0: none).': 'ID du terme parent (0 : aucun).',
  'Term meta (always empty).': 'Métadonnées du terme (toujours vides).',
  'API URLs of the term, its collection and its parent.': 'URL d’API du terme, de sa collection et de son parent.',
  'Term group (always 0).': 'Groupe du terme (toujours 0).',
  'Term taxonomy id (same as id).': 'ID de taxonomie du terme (identique à id).',
  'Filter context (always raw).': 'Contexte de filtrage (toujours raw).',
  // DateDetails
  'Year.': 'Année.',
  'Month.': 'Mois.',
  'Day.': 'Jour.',
  'Hour.': 'Heure.',
  'Minutes.': 'Minutes.',
  'Seconds.': 'Secondes.',
  // Event
  'API URL of the event.': 'URL d’API de l’événement.',
  'Featured image, or false when there is none.': 'Image mise en avant, ou false s’il n’y en a pas.',
  'Parts of the start date.': 'Composantes de la date de début.',
  'Parts of the end date.': 'Composantes de la date de fin.',
  'Start date and time in UTC.': 'Date et heure de début en UTC.',
  'End date and time in UTC.': 'Date et heure de fin en UTC.',
  'Parts of the UTC start date.': 'Composantes de la date de début en UTC.',
  'Parts of the UTC end date.': 'Composantes de la date de fin en UTC.',
  'Timezone abbreviation at the start of the event.': 'Abréviation du fuseau horaire au début de l’événement.',
  'Parsed cost.': 'Coût analysé.',
  'Categories of the event.': 'Catégories de l’événement.',
  'Tags of the event.': 'Étiquettes de l’événement.',
  'Venue of the event, or an empty array.': 'Lieu de l’événement, ou un tableau vide.',
  'Organizers of the event.': 'Organisateurs de l’événement.',
  'Custom fields (always empty).': 'Champs personnalisés (toujours vides).',
  'Featured image.': 'Image mise en avant.',
  // Error
  'Error code.': 'Code d’erreur.',
  'Error message.': 'Message d’erreur.',
  'HTTP status and details of the error.': 'Statut HTTP et détails de l’erreur.',
  'HTTP status.': 'Statut HTTP.',
  'The parameters concerned.': 'Les paramètres concernés.',
  'Details of each invalid parameter.': 'Détails de chaque paramètre invalide.',
  'Id of the existing term.': 'ID du terme existant.',

  // ---- command line: calev help, help headings and table headers (src/setup/i18n.ts) ----
  'Usage:': 'Utilisation :',
  'Options:': 'Options :',
  'Commands:': 'Commandes :',
  'Arguments:': 'Arguments :',
  'Global Options:': 'Options globales :',
  choices: 'valeurs possibles',
  default: 'par défaut',
  'Manage calendar events, venues, organizers, categories and tags; serve a local copy of the calendar/events/v1 API.':
    'Gérer les événements du calendrier, les lieux, les organisateurs, les catégories et les étiquettes ; servir une copie locale de l’API calendar/events/v1.',
  'output the version number': 'afficher le numéro de version',
  'use this profile (CALEV_PROFILE)': 'utiliser ce profil (CALEV_PROFILE)',
  'site URL (CALEV_URL); without one, commands use the local data dir':
    'URL du site (CALEV_URL) ; sans URL, les commandes utilisent le répertoire de données local',
  'API root path (CALEV_API_ROOT; default /wp-json)': 'chemin racine de l’API (CALEV_API_ROOT ; par défaut /wp-json)',
  'API namespace (CALEV_NAMESPACE; default calendar/events/v1, The Events Calendar: tribe/events/v1)':
    'espace de noms de l’API (CALEV_NAMESPACE ; par défaut calendar/events/v1, The Events Calendar : tribe/events/v1)',
  'site user (CALEV_USER); for serve: login:password[:role], repeatable':
    'utilisateur du site (CALEV_USER) ; pour serve : login:password[:role], répétable',
  'local data dir (CALEV_DATA_DIR)': 'répertoire de données local (CALEV_DATA_DIR)',
  'seconds a write waits for another calev process that is writing the data dir (CALEV_LOCK_TIMEOUT; default 30)':
    'secondes pendant lesquelles une écriture attend un autre processus calev qui écrit dans le répertoire de données (CALEV_LOCK_TIMEOUT ; par défaut 30)',
  'content language, same as --translation-language (CALEV_LANG)':
    'langue du contenu, identique à --translation-language (CALEV_LANG)',
  'output format (CALEV_FORMAT; default table on a terminal, json otherwise)':
    'format de sortie (CALEV_FORMAT ; par défaut table dans un terminal, json sinon)',
  'only these fields, comma-separated; dotted paths for nested ones (venue.venue)':
    'uniquement ces champs, séparés par des virgules ; chemins à points pour les champs imbriqués (venue.venue)',
  'print the whole API answer (the list envelope)': 'afficher la réponse complète de l’API (l’enveloppe de la liste)',
  'print nothing but errors': 'n’afficher que les erreurs',
  'print each HTTP request and status on stderr': 'afficher chaque requête HTTP et son statut sur stderr',
  'colour even when not on a terminal': 'couleurs même hors d’un terminal',
  'no colour': 'sans couleurs',
  'display help for command': 'afficher l’aide de la commande',
  'events: list, get, create, update, delete, import, export':
    'événements : list, get, create, update, delete, import, export',
  'venues: list, get, create, update, delete, import, export':
    'lieux : list, get, create, update, delete, import, export',
  'organizers: list, get, create, update, delete, import, export':
    'organisateurs : list, get, create, update, delete, import, export',
  'categories: list, get, create, update, delete, import, export':
    'catégories : list, get, create, update, delete, import, export',
  'tags: list, get, create, update, delete, import, export':
    'étiquettes : list, get, create, update, delete, import, export',
  'the namespace index: routes and their arguments': 'l’index de l’espace de noms : routes et leurs arguments',
  'the OpenAPI document': 'le document OpenAPI',
  'send a raw request; PATH is relative to the namespace (e.g. /events?per_page=2)':
    'envoyer une requête brute ; PATH est relatif à l’espace de noms (p. ex. /events?per_page=2)',
  'serve the calendar/events/v1 API over HTTP on the data dir (users: --user login:password[:role], repeatable)':
    'servir l’API calendar/events/v1 en HTTP à partir du répertoire de données (utilisateurs : --user login:password[:role], répétable)',
  'users of the local data dir: add, list, remove, passwd':
    'utilisateurs du répertoire de données local : add, list, remove, passwd',
  'named targets: add, list, use, show, remove': 'cibles nommées : add, list, use, show, remove',
  'print the completion script for a shell': 'afficher le script de complétion pour un shell',
  'list events (one page; --all follows every page)':
    'lister les événements (une page ; --all parcourt toutes les pages)',
  'show one event': 'afficher un événement',
  'create an event': 'créer un événement',
  'change fields of an event (only the fields given)':
    'modifier des champs d’un événement (uniquement les champs indiqués)',
  'move an event to the trash': 'mettre un événement à la corbeille',
  'create or update events from a file (json, ndjson, csv, ics); items are matched by slug, so running it again never duplicates':
    'créer ou mettre à jour des événements à partir d’un fichier (json, ndjson, csv, ics) ; les éléments sont rapprochés par slug, une nouvelle exécution ne crée donc jamais de doublons',
  'write every event the list filters select as json, ndjson, csv or ics (--format)':
    'écrire tous les événements retenus par les filtres de liste en json, ndjson, csv ou ics (--format)',
  'send %s=false': 'envoyer %s=false',
  'id, slug or name': 'id, slug ou nom',
  'or a file, uploaded to a WordPress site': 'ou un fichier, téléversé sur un site WordPress',
  'comma-separated or repeated': 'liste séparée par des virgules ou option répétée',
  'follow every page and stream the items': 'parcourir toutes les pages et afficher les éléments au fur et à mesure',
  'stop after n items (follows pages as needed)': 's’arrêter après n éléments (parcourt les pages nécessaires)',
  'send a parameter the flags lack (typed: true, false, null, numbers; @file reads a file)':
    'envoyer un paramètre qu’aucune option ne couvre (typé : true, false, null, nombres ; @file lit un fichier)',
  'treat <ref> as a slug even when it is all digits':
    'traiter <ref> comme un slug même s’il ne contient que des chiffres',
  'same as --by-slug': 'identique à --by-slug',
  'id (digits) or slug': 'identifiant (chiffres) ou slug',
  'a value, or JSON; repeat for several': 'une valeur ou du JSON ; à répéter pour en indiquer plusieurs',
  'ask for missing values even without a terminal': 'demander les valeurs manquantes même sans terminal',
  'never ask; fail when a required value is missing': 'ne jamais demander ; échouer si une valeur requise manque',
  'do not ask for confirmation': 'ne pas demander de confirmation',
  'the file format (default: from the extension)': 'le format du fichier (par défaut : d’après l’extension)',
  'check every item and print what would be created, updated or skipped; write nothing':
    'vérifier chaque élément et afficher ce qui serait créé, mis à jour ou ignoré ; ne rien écrire',
  'requests in flight (default 4)': 'requêtes simultanées (par défaut 4)',
  'writes (and lookups, where the site takes them) sent together in one request to a site (1 to 25, default 25; 1 sends each alone)':
    'écritures (et recherches, là où le site les accepte) envoyées ensemble dans une requête à un site (1 à 25, par défaut 25 ; 1 les envoie une par une)',
  'write every result as NDJSON {line, action, id, error}':
    'écrire chaque résultat en NDJSON {line, action, id, error}',
  'the file, or - for stdin': 'le fichier, ou - pour stdin',
  'write to this file instead of stdout (its extension sets the format)':
    'écrire dans ce fichier au lieu de stdout (son extension détermine le format)',
  'list venues (one page; --all follows every page)': 'lister les lieux (une page ; --all parcourt toutes les pages)',
  'show one venue': 'afficher un lieu',
  'create a venue': 'créer un lieu',
  'change fields of a venue (only the fields given)': 'modifier des champs d’un lieu (uniquement les champs indiqués)',
  'move a venue to the trash': 'mettre un lieu à la corbeille',
  'create or update venues from a file (json, ndjson, csv); items are matched by slug or name, so running it again never duplicates':
    'créer ou mettre à jour des lieux à partir d’un fichier (json, ndjson, csv) ; les éléments sont rapprochés par slug ou par nom, une nouvelle exécution ne crée donc jamais de doublons',
  'write every venue the list filters select as json, ndjson or csv (--format)':
    'écrire tous les lieux retenus par les filtres de liste en json, ndjson ou csv (--format)',
  'list organizers (one page; --all follows every page)':
    'lister les organisateurs (une page ; --all parcourt toutes les pages)',
  'show one organizer': 'afficher un organisateur',
  'create an organizer': 'créer un organisateur',
  'change fields of an organizer (only the fields given)':
    'modifier des champs d’un organisateur (uniquement les champs indiqués)',
  'move an organizer to the trash': 'mettre un organisateur à la corbeille',
  'create or update organizers from a file (json, ndjson, csv); items are matched by slug or name, so running it again never duplicates':
    'créer ou mettre à jour des organisateurs à partir d’un fichier (json, ndjson, csv) ; les éléments sont rapprochés par slug ou par nom, une nouvelle exécution ne crée donc jamais de doublons',
  'write every organizer the list filters select as json, ndjson or csv (--format)':
    'écrire tous les organisateurs retenus par les filtres de liste en json, ndjson ou csv (--format)',
  'list categories (one page; --all follows every page)':
    'lister les catégories (une page ; --all parcourt toutes les pages)',
  'show one category': 'afficher une catégorie',
  'create a category': 'créer une catégorie',
  'change fields of a category (only the fields given)':
    'modifier des champs d’une catégorie (uniquement les champs indiqués)',
  'delete a category': 'supprimer une catégorie',
  'create or update categories from a file (json, ndjson, csv); items are matched by slug or name, so running it again never duplicates':
    'créer ou mettre à jour des catégories à partir d’un fichier (json, ndjson, csv) ; les éléments sont rapprochés par slug ou par nom, une nouvelle exécution ne crée donc jamais de doublons',
  'write every category the list filters select as json, ndjson or csv (--format)':
    'écrire toutes les catégories retenues par les filtres de liste en json, ndjson ou csv (--format)',
  id: 'identifiant',
  'list tags (one page; --all follows every page)':
    'lister les étiquettes (une page ; --all parcourt toutes les pages)',
  'show one tag': 'afficher une étiquette',
  'create a tag': 'créer une étiquette',
  'change fields of a tag (only the fields given)':
    'modifier des champs d’une étiquette (uniquement les champs indiqués)',
  'delete a tag': 'supprimer une étiquette',
  'create or update tags from a file (json, ndjson, csv); items are matched by slug or name, so running it again never duplicates':
    'créer ou mettre à jour des étiquettes à partir d’un fichier (json, ndjson, csv) ; les éléments sont rapprochés par slug ou par nom, une nouvelle exécution ne crée donc jamais de doublons',
  'write every tag the list filters select as json, ndjson or csv (--format)':
    'écrire toutes les étiquettes retenues par les filtres de liste en json, ndjson ou csv (--format)',
  context: 'contexte',
  'send a parameter the flags lack': 'envoyer un paramètre qu’aucune option ne couvre',
  'a text parameter (query for GET/DELETE, JSON body otherwise)':
    'un paramètre texte (chaîne de requête pour GET/DELETE, corps JSON sinon)',
  'a typed parameter: true, false, null, numbers; @file reads a file':
    'un paramètre typé : true, false, null, nombres ; @file lit un fichier',
  'send this file as the JSON body (- for stdin)': 'envoyer ce fichier comme corps JSON (- pour stdin)',
  'print the status and headers first': 'afficher d’abord le statut et les en-têtes',
  'GET, POST, PUT, PATCH, DELETE, HEAD or OPTIONS': 'GET, POST, PUT, PATCH, DELETE, HEAD ou OPTIONS',
  'path and query relative to the namespace': 'chemin et chaîne de requête relatifs à l’espace de noms',
  'listen address': 'adresse d’écoute',
  'listen port (0: any free port)': 'port d’écoute (0 : n’importe quel port libre)',
  'site timezone: IANA name, UTC or UTC+N (default UTC)':
    'fuseau horaire du site : nom IANA, UTC ou UTC+N (par défaut UTC)',
  'default content language (default en)': 'langue par défaut du contenu (par défaut en)',
  'radius of geoloc_lat/geoloc_lng searches in km (default 25)':
    'rayon des recherches geoloc_lat/geoloc_lng en km (par défaut 25)',
  'behave like a site without the premium extension': 'se comporter comme un site sans l’extension premium',
  'anonymous reads only: logins are ignored and every write over HTTP is refused (no users needed on a public address)':
    'lecture anonyme uniquement : les identifiants de connexion sont ignorés et toute écriture via HTTP est refusée (aucun utilisateur nécessaire sur une adresse publique)',
  'the address visitors reach the server at (behind a proxy or tunnel): the base of the URLs in pages, feeds and the API':
    'l’adresse à laquelle les visiteurs joignent le serveur (derrière un proxy ou un tunnel) : la base des URL des pages, des flux et de l’API',
  'list the users': 'lister les utilisateurs',
  'add a user (password asked on a terminal, else read from stdin)':
    'ajouter un utilisateur (mot de passe demandé dans un terminal, sinon lu sur stdin)',
  'set a new password (asked on a terminal, else read from stdin)':
    'définir un nouveau mot de passe (demandé dans un terminal, sinon lu sur stdin)',
  'remove a user': 'supprimer un utilisateur',
  role: 'rôle',
  'e-mail address': 'adresse e-mail',
  'add or change a profile from --url, --api-root, --namespace, --user, --lang, --format':
    'ajouter ou modifier un profil à partir de --url, --api-root, --namespace, --user, --lang, --format',
  'list the profiles': 'lister les profils',
  'make a profile the active one': 'activer un profil',
  'show a profile (default: the active one)': 'afficher un profil (par défaut : le profil actif)',
  'remove a profile': 'supprimer un profil',
  'make it the active profile': 'en faire le profil actif',
  'bash, zsh or fish': 'bash, zsh ou fish',
  ID: 'ID',
  TITLE: 'TITRE',
  START: 'DÉBUT',
  END: 'FIN',
  VENUE: 'LIEU',
  STATUS: 'ÉTAT',
  NAME: 'NOM',
  CITY: 'VILLE',
  COUNTRY: 'PAYS',
  EMAIL: 'E-MAIL',
  PHONE: 'TÉLÉPHONE',
  SLUG: 'SLUG',
  PARENT: 'PARENTE',
  EVENTS: 'ÉVÉNEMENTS',
  // ---- credentials ----
  'send the password over plain http to a host other than this machine (CALEV_ALLOW_HTTP=1)':
    'envoyer le mot de passe en http non chiffré à un hôte autre que cette machine (CALEV_ALLOW_HTTP=1)',
  'read the application password from standard input (its first line)':
    'lire le mot de passe d’application sur l’entrée standard (sa première ligne)',
  'ask for the application password, check it against the site, save it in the system keyring (else the config file)':
    'demander le mot de passe d’application, le vérifier auprès du site, l’enregistrer dans le trousseau du système (sinon dans le fichier de configuration)',
  'remove the saved application password of the profile':
    'supprimer le mot de passe d’application enregistré du profil',

  // ---- views: agenda and calendar ----
  'events grouped by day, from WHEN (default today) for --days N (default 7) or --to DATE':
    'les événements groupés par jour, à partir de WHEN (par défaut aujourd’hui) sur --days N jours (par défaut 7) ou jusqu’à --to DATE',
  'a month grid (or --week) of the events, fitted to the terminal':
    'une grille du mois (ou --week) des événements, à la largeur du terminal',
  "show times in this zone: IANA name, UTC or UTC+N (default: the site's)":
    'afficher les heures dans ce fuseau : nom IANA, UTC ou UTC+N (par défaut celui du site)',
  'how many days (default 7)': 'nombre de jours (par défaut 7)',
  'the last day, a date or a phrase (instead of --days)':
    'le dernier jour, une date ou une expression (au lieu de --days)',
  'show days without events too': 'afficher aussi les jours sans événement',
  'the first day: a date or a phrase (today, tomorrow, next monday, 2026-12-01); default today':
    'le premier jour : une date ou une expression (today, tomorrow, next monday, 2026-12-01) ; par défaut aujourd’hui',
  'a week grid': 'une grille de la semaine',
  'a month grid (the default)': 'une grille du mois (par défaut)',
  'weeks start on Sunday': 'les semaines commencent le dimanche',
  "weeks start on Monday (the default, unless the locale's weeks start on another day)":
    'les semaines commencent le lundi (par défaut, sauf si celles de la locale commencent un autre jour)',
  Today: 'Aujourd’hui',
  Tomorrow: 'Demain',
  'all day': 'toute la journée',
  'day %1$s of %2$s': 'jour %1$s sur %2$s',
  '+%s more': '%s de plus',
  'No events': 'Aucun événement',
  // ---- recurring events: the rule in words (src/recurrence/describe.ts) ----
  'Every day': 'Chaque jour',
  'Every %d days': 'Tous les %d jours',
  'Every week': 'Chaque semaine',
  'Every %d weeks': 'Toutes les %d semaines',
  'Every month': 'Chaque mois',
  'Every %d months': 'Tous les %d mois',
  'Every year': 'Chaque année',
  'Every %d years': 'Tous les %d ans',
  'Every hour': 'Chaque heure',
  'Every %d hours': 'Toutes les %d heures',
  'Every minute': 'Chaque minute',
  'Every %d minutes': 'Toutes les %d minutes',
  'Every second': 'Chaque seconde',
  'Every %d seconds': 'Toutes les %d secondes',
  'Every %s': 'Chaque %s',
  'Every %1$d weeks on %2$s': 'Toutes les %1$d semaines le %2$s',
  'Every month on day %s': 'Chaque mois le %s',
  'Every %1$d months on day %2$s': 'Tous les %1$d mois le %2$s',
  'Every month on the last day': 'Chaque mois le dernier jour',
  'Every %d months on the last day': 'Tous les %d mois le dernier jour',
  'Every month on the %s': 'Chaque mois le %s',
  'Every %1$d months on the %2$s': 'Tous les %1$d mois le %2$s',
  'Every year on %s': 'Chaque année le %s',
  'Every %1$d years on %2$s': 'Tous les %1$d ans le %2$s',
  'Every year on the %1$s of %2$s': 'Chaque année le %1$s de %2$s',
  'first %s': 'premier %s',
  'second %s': 'deuxième %s',
  'third %s': 'troisième %s',
  'fourth %s': 'quatrième %s',
  'fifth %s': 'cinquième %s',
  'last %s': 'dernier %s',
  'second to last %s': 'avant-dernier %s',
  '%1$s until %2$s': '%1$s jusqu’au %2$s',
  '%1$s, %2$d times': '%1$s, %2$d fois',
  '%s, plus one more date': '%s, plus une autre date',
  '%1$s, plus %2$d more dates': '%1$s, plus %2$d autres dates',
  '%s, except one date': '%s, sauf une date',
  '%1$s, except %2$d dates': '%1$s, sauf %2$d dates',
  'Custom rule: %s': 'Règle personnalisée : %s',
  'On one date': 'À une date',
  'On %d dates': 'À %d dates',

  // ---- recurring events: route arguments (src/spec/routes.ts) ----
  'Repetition of the event (series): RFC 5545 rules, extra dates and excluded dates; empty makes it single.':
    'Répétition de l’événement (série) : règles RFC 5545, dates supplémentaires et dates exclues ; vide le rend unique.',
  'Only the first listed occurrence of each event series.':
    'Uniquement la première occurrence listée de chaque série d’événements.',
  'Only events hidden from listings (true), which lists leave out otherwise, or only the others (false).':
    'Uniquement les événements masqués des listes (true), que les listes omettent sinon, ou uniquement les autres (false).',

  // ---- recurring events: /doc (src/spec/openapi.ts) ----
  'Rule of a series master (§7.1); null for single events and occurrences.':
    'Règle d’un événement maître de série (§7.1) ; null pour les événements uniques et les occurrences.',
  'RFC 5545 rules.': 'Règles RFC 5545.',
  'Extra occurrence starts.': 'Débuts d’occurrence supplémentaires.',
  'Excluded occurrence starts.': 'Débuts d’occurrence exclus.',
  'The rule in words.': 'La règle en toutes lettres.',

  // ---- recurring events: command line (src/cli/resource/commands.ts) ----
  'repeat the event: a series (see --every, --on, --until, --count)':
    'répéter l’événement : une série (voir --every, --on, --until, --count)',
  'repeat every n days, weeks, months or years': 'répéter tous les n jours, semaines, mois ou ans',
  'repeat on these days: mo,we (weekly), 2tu or -1fr (monthly), 15 (day of the month)':
    'répéter ces jours-là : mo,we (hebdomadaire), 2tu ou -1fr (mensuel), 15 (jour du mois)',
  'the last day of the series': 'le dernier jour de la série',
  'the number of occurrences of the series': 'le nombre d’occurrences de la série',
  'leave this date out of the series (repeatable)': 'exclure cette date de la série (répétable)',
  'series on a site without recurring events (The Events Calendar): import each occurrence as a single event':
    'séries, sur un site sans événements récurrents (The Events Calendar) : importer chaque occurrence comme un événement unique',
  'on a site without recurring events: create each occurrence as a single event':
    'sur un site sans événements récurrents : créer chaque occurrence comme un événement unique',
  'an occurrence: move its whole series to the trash': 'une occurrence : mettre toute sa série à la corbeille',
  'an occurrence: move only this one to the trash': 'une occurrence : ne mettre que celle-ci à la corbeille',
  // ---- pages and feeds ----
  Events: 'Événements',
  List: 'Liste',
  Month: 'Mois',
  'Upcoming events': 'Événements à venir',
  'Past events': 'Événements passés',
  'Previous events': 'Événements précédents',
  'Next events': 'Événements suivants',
  'Previous month': 'Mois précédent',
  'Next month': 'Mois suivant',
  'This month': 'Ce mois-ci',
  'There are no upcoming events.': 'Il n’y a aucun événement à venir.',
  'No events found.': 'Aucun événement trouvé.',
  'Events on %s': 'Événements du %s',
  'Events for %s': 'Événements pour %s',
  'Events in %s': 'Événements dans %s',
  'Events tagged %s': 'Événements avec l’étiquette %s',
  '%d more': '%d de plus',
  Date: 'Date',
  'Find events': 'Trouver des événements',
  'Skip to content': 'Aller au contenu',
  'Calendar views': 'Vues du calendrier',
  Languages: 'Langues',
  'Page not found': 'Page introuvable',
  'Nothing is published at this address.': 'Rien n’est publié à cette adresse.',
  'All events': 'Tous les événements',
  'Subscribe to calendar': 'S’abonner au calendrier',
  'Google Calendar': 'Google Agenda',
  iCalendar: 'iCalendar (abonnement)',
  'Outlook 365': 'Outlook 365 (abonnement)',
  'Outlook Live': 'Outlook Live (abonnement)',
  'Export .ics file': 'Exporter un fichier .ics',
  'Export Outlook .ics file': 'Exporter un fichier .ics pour Outlook',
  'Add to Google Calendar': 'Ajouter à Google Agenda',
  'Add to iCalendar': 'Ajouter à iCalendar',
  'All day': 'Toute la journée',
  Details: 'Détails',
  Venue: 'Lieu',
  Organizer: 'Organisateur',
  Organizers: 'Organisateurs',
  Cost: 'Tarif',
  Categories: 'Catégories',
  Tags: 'Étiquettes',
  Website: 'Site web',
  Phone: 'Téléphone',
  Email: 'E-mail',
  'Google Map': 'Carte Google',
  'This event is password protected.': 'Cet événement est protégé par un mot de passe.',
  'Content is protected.': 'Le contenu est protégé.',
  'start_date and end_date take a date such as 2024-07-11.':
    'start_date et end_date prennent une date comme 2024-07-11.',
};
