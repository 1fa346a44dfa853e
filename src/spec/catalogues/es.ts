// es: English source text -> translation (API.md §6, §8.1). Missing keys fall back to English.
import type { Catalogue } from './index.js';

export const es: Catalogue = {
  // ---- errors and data.params messages (API.md §8; translations given by §8.1) ----
  'No route was found matching the URL and request method.':
    'No se encontró ninguna ruta que coincida con la URL y el método de la solicitud.',
  'The specified namespace could not be found.': 'No se ha encontrado el espacio de nombres especificado.',
  'Invalid JSON body passed.': 'Se ha enviado un cuerpo JSON no válido.',
  'The request body is too large.': 'El cuerpo de la solicitud es demasiado grande.',
  'Missing parameter(s): %s': 'Faltan parámetros: %s',
  'Invalid parameter(s): %s': 'Parámetros no válidos: %s',
  'Invalid parameter.': 'Parámetro no válido.',
  '%1$s is not of type %2$s.': '%1$s no es de tipo %2$s.',
  '%1$s is not one of %2$s.': '%1$s no es uno de %2$s.',
  'Event Tickets plugin is not activated.': 'El plugin Event Tickets no está activado.',
  'Unknown username. Check again or try your email address.':
    'Nombre de usuario desconocido. Vuelve a comprobarlo o prueba con tu correo electrónico.',
  'The provided password is an invalid application password.':
    'La contraseña proporcionada no es una contraseña de aplicación válida.',
  'Too many failed login attempts. Try again in %d seconds.':
    'Demasiados intentos fallidos de inicio de sesión. Vuelve a intentarlo dentro de %d segundos.',
  'Sorry, you are not allowed to do that.': 'Lo siento, no tienes permiso para hacer eso.',
  'Event with ID %d does not exist.': 'El evento con ID %d no existe.',
  'The specified ID is not a valid event.': 'El ID especificado no es un evento válido.',
  'This event is no longer available': 'Este evento ya no está disponible',
  'The requested event is not accessible': 'El evento solicitado no es accesible',
  'The requested event is not accessible without a password': 'El evento solicitado no es accesible sin contraseña',
  'The event is already trashed': 'El evento ya está en la papelera',
  'The requested event archive page does not exist': 'La página solicitada del archivo de eventos no existe',
  'The requested venue archive page does not exist': 'La página solicitada del archivo de lugares no existe',
  'The requested organizer archive page does not exist': 'La página solicitada del archivo de organizadores no existe',
  'The requested venue is not accessible': 'El lugar solicitado no es accesible',
  'The requested organizer is not accessible': 'El organizador solicitado no es accesible',
  'The venue is already trashed': 'El lugar ya está en la papelera',
  'The organizer is already trashed': 'El organizador ya está en la papelera',
  'A term with the name provided already exists with this parent.':
    'Ya existe un término con ese nombre bajo este superior.',
  'A term with the name provided already exists in this taxonomy.':
    'Ya existe un término con ese nombre en esta taxonomía.',
  'The slug “%s” is already in use by another term.': 'El slug «%s» ya lo usa otro término.',
  'The event could not be deleted': 'No se pudo eliminar el evento',
  'The venue could not be deleted': 'No se pudo eliminar el lugar',
  'The organizer could not be deleted': 'No se pudo eliminar el organizador',
  'There has been a critical error on this website.': 'Ha ocurrido un error crítico en este sitio.',
  'The change was not saved: there is no space left on the disk that holds the data.':
    'El cambio no se ha guardado: no queda espacio libre en el disco que contiene los datos.',
  'The change was not saved: the data could not be written. Try again later.':
    'El cambio no se ha guardado: no se han podido escribir los datos. Vuelve a intentarlo más tarde.',
  'The requested route does not support batch requests.': 'La ruta solicitada no admite peticiones por lotes.',
  '%1$s must contain at most %2$s items.': '%1$s debe contener como máximo %2$s elementos.',
  '%1$s is a required property of %2$s.': '%1$s es una propiedad obligatoria de %2$s.',
  // ---- the cost word (API.md §5.7; given by §6) ----
  Free: 'Gratis',

  // ---- route arguments: descriptions in the namespace index and /doc (src/spec/routes.ts) ----
  // every endpoint
  'Content language code.': 'Código de idioma del contenido.',
  // every list
  'Page of results to return.': 'Página de resultados que se devolverá.',
  // GET /events
  'Number of events per page.': 'Número de eventos por página.',
  'Only events that start on or after this date.': 'Solo los eventos que empiezan en esta fecha o después.',
  'Only events that end on or before this date.': 'Solo los eventos que terminan en esta fecha o antes.',
  'Only events that start before this date.': 'Solo los eventos que empiezan antes de esta fecha.',
  'Only events that start after this date.': 'Solo los eventos que empiezan después de esta fecha.',
  'Only events that end before this date.': 'Solo los eventos que terminan antes de esta fecha.',
  'Only events that end after this date.': 'Solo los eventos que terminan después de esta fecha.',
  'Apply the dates at the exact times given instead of whole days.':
    'Aplicar las fechas a las horas exactas indicadas en lugar de a días completos.',
  'Only events whose title, description or excerpt contain these words.':
    'Solo los eventos cuyo título, descripción o extracto contenga estas palabras.',
  'Only events in any of these categories (ids or slugs).':
    'Solo los eventos de cualquiera de estas categorías (ID o slugs).',
  'Only events with any of these tags (ids or slugs).':
    'Solo los eventos con cualquiera de estas etiquetas (ID o slugs).',
  'Only events at any of these venues.': 'Solo los eventos en cualquiera de estos lugares.',
  'Only events with any of these organizers.': 'Solo los eventos con cualquiera de estos organizadores.',
  'Only featured (true) or only non-featured (false) events.':
    'Solo los eventos destacados (true) o solo los no destacados (false).',
  'Only events with these post statuses.': 'Solo los eventos con estos estados de publicación.',
  'Only events whose venue has (true) or lacks (false) coordinates. Requires the premium extension.':
    'Solo los eventos cuyo lugar tiene (true) o no tiene (false) coordenadas. Requiere la extensión premium.',
  'Latitude of the centre of the search area. Requires the premium extension.':
    'Latitud del centro del área de búsqueda. Requiere la extensión premium.',
  'Longitude of the centre of the search area. Requires the premium extension.':
    'Longitud del centro del área de búsqueda. Requiere la extensión premium.',
  'Only the events with these ids; date filters are ignored.':
    'Solo los eventos con estos ID; se ignoran los filtros de fecha.',
  'Only events whose parent event is this one.': 'Solo los eventos cuyo evento superior es este.',
  'Only events with (true) or without (false) tickets.': 'Solo los eventos con (true) o sin (false) entradas.',
  // event reads and writes (author, dates, image: also venues and organizers)
  'Author user id.': 'ID del usuario autor.',
  'Publication date.': 'Fecha de publicación.',
  'Publication date in UTC.': 'Fecha de publicación en UTC.',
  'Event title.': 'Título del evento.',
  'Event description (HTML allowed).': 'Descripción del evento (se permite HTML).',
  'Event slug.': 'Slug del evento.',
  'Event excerpt.': 'Extracto del evento.',
  'Post status of the event.': 'Estado de publicación del evento.',
  'Timezone of the event.': 'Zona horaria del evento.',
  'Whether the event lasts all day.': 'Si el evento dura todo el día.',
  'Start date and time.': 'Fecha y hora de inicio.',
  'End date and time.': 'Fecha y hora de finalización.',
  'Featured image: attachment id or image URL.': 'Imagen destacada: ID del adjunto o URL de la imagen.',
  'Cost of the event.': 'Coste del evento.',
  'Event website URL.': 'URL del sitio web del evento.',
  'Whether the event shows a map.': 'Si el evento muestra un mapa.',
  'Whether the event shows a map link.': 'Si el evento muestra un enlace al mapa.',
  'Hide the event from lists.': 'Ocultar el evento de los listados.',
  'Pin the event in calendar displays.': 'Fijar el evento en las vistas del calendario.',
  'Highlight the event.': 'Destacar el evento.',
  'Categories: ids, slugs or names.': 'Categorías: ID, slugs o nombres.',
  'Tags: ids, slugs or names.': 'Etiquetas: ID, slugs o nombres.',
  'Venue: id or venue data.': 'Lugar: ID o datos del lugar.',
  'Organizers: ids or organizer data.': 'Organizadores: ID o datos de organizadores.',
  'Parent event id (event series).': 'ID del evento superior (serie de eventos).',
  'Whether the event sells tickets.': 'Si el evento vende entradas.',
  'Event id.': 'ID del evento.',
  'Event password.': 'Contraseña del evento.',
  'Event password; empty removes it.': 'Contraseña del evento; un valor vacío la elimina.',
  // GET /venues and GET /organizers
  'Number of items per page.': 'Número de elementos por página.',
  'Only items containing this text.': 'Solo los elementos que contienen este texto.',
  'Only the venues linked to this event.': 'Solo los lugares vinculados a este evento.',
  'true: only items linked to events; false: only items without.':
    'true: solo los elementos vinculados a eventos; false: solo los que no tienen eventos.',
  'Only items linked to upcoming events.': 'Solo los elementos vinculados a próximos eventos.',
  'Only items with these post statuses.': 'Solo los elementos con estos estados de publicación.',
  // venue reads and writes (phone number: also organizers)
  'Venue name.': 'Nombre del lugar.',
  'Venue description.': 'Descripción del lugar.',
  'Post status of the venue.': 'Estado de publicación del lugar.',
  'Whether linked events show a map.': 'Si los eventos vinculados muestran un mapa.',
  'Whether linked events show a map link.': 'Si los eventos vinculados muestran un enlace al mapa.',
  'Street address.': 'Dirección.',
  'City.': 'Ciudad.',
  'Country.': 'País.',
  'Province.': 'Provincia.',
  'State.': 'Estado.',
  'Postal code.': 'Código postal.',
  'Phone number.': 'Número de teléfono.',
  'State or province.': 'Estado o provincia.',
  'Venue website URL.': 'URL del sitio web del lugar.',
  'Latitude.': 'Latitud.',
  'Longitude.': 'Longitud.',
  'Venue id.': 'ID del lugar.',
  'Venue slug.': 'Slug del lugar.',
  // GET /organizers
  'Only the organizers linked to this event.': 'Solo los organizadores vinculados a este evento.',
  // organizer reads and writes
  'Organizer name.': 'Nombre del organizador.',
  'Organizer description.': 'Descripción del organizador.',
  'Post status of the organizer.': 'Estado de publicación del organizador.',
  'E-mail address.': 'Dirección de correo electrónico.',
  'Organizer website URL.': 'URL del sitio web del organizador.',
  'Organizer id.': 'ID del organizador.',
  'Organizer slug.': 'Slug del organizador.',
  // GET /categories and GET /tags
  'Number of terms per page.': 'Número de términos por página.',
  'Only terms whose name or slug contains this text.': 'Solo los términos cuyo nombre o slug contiene este texto.',
  'Leave out these terms.': 'Excluir estos términos.',
  'Only these terms.': 'Solo estos términos.',
  'Sort direction: asc or desc.': 'Dirección de ordenación: asc o desc.',
  'Term attribute to sort by.': 'Atributo del término por el que se ordena.',
  'Hide terms not linked to any published event.':
    'Ocultar los términos que no están vinculados a ningún evento publicado.',
  'Only direct children of this category (0: top level).':
    'Solo las subcategorías directas de esta categoría (0: nivel superior).',
  'Only terms linked to this event.': 'Solo los términos vinculados a este evento.',
  'Same as post; wins over post.': 'Igual que post; tiene prioridad sobre post.',
  'Only the term with this slug.': 'Solo el término con este slug.',
  // category and tag reads and writes
  'Term name.': 'Nombre del término.',
  'Term description.': 'Descripción del término.',
  'Term slug.': 'Slug del término.',
  'Parent category id.': 'ID de la categoría superior.',
  'Category id.': 'ID de la categoría.',
  'Tag id.': 'ID de la etiqueta.',

  // ---- /doc: DOC_TEXTS of src/spec/openapi.ts not already above ----
  // info
  'Calendar Events REST API': 'API REST de eventos del calendario',
  'Read and manage calendar events, venues, organizers, event categories and event tags.':
    'Consulta y gestiona eventos del calendario, lugares, organizadores, categorías de eventos y etiquetas de eventos.',
  // operation summaries
  'Get the API documentation': 'Obtener la documentación de la API',
  'List events': 'Listar eventos',
  'Create an event': 'Crear un evento',
  'Get an event': 'Obtener un evento',
  'Update an event': 'Actualizar un evento',
  'Delete an event': 'Eliminar un evento',
  'Get an event by slug': 'Obtener un evento por su slug',
  'Update an event by slug': 'Actualizar un evento por su slug',
  'Delete an event by slug': 'Eliminar un evento por su slug',
  'List venues': 'Listar lugares',
  'Create a venue': 'Crear un lugar',
  'Get a venue': 'Obtener un lugar',
  'Update a venue': 'Actualizar un lugar',
  'Delete a venue': 'Eliminar un lugar',
  'Get a venue by slug': 'Obtener un lugar por su slug',
  'Update a venue by slug': 'Actualizar un lugar por su slug',
  'Delete a venue by slug': 'Eliminar un lugar por su slug',
  'List organizers': 'Listar organizadores',
  'Create an organizer': 'Crear un organizador',
  'Get an organizer': 'Obtener un organizador',
  'Update an organizer': 'Actualizar un organizador',
  'Delete an organizer': 'Eliminar un organizador',
  'Get an organizer by slug': 'Obtener un organizador por su slug',
  'Update an organizer by slug': 'Actualizar un organizador por su slug',
  'Delete an organizer by slug': 'Eliminar un organizador por su slug',
  'List categories': 'Listar categorías',
  'Create a category': 'Crear una categoría',
  'Get a category': 'Obtener una categoría',
  'Update a category': 'Actualizar una categoría',
  'Delete a category': 'Eliminar una categoría',
  'List tags': 'Listar etiquetas',
  'Create a tag': 'Crear una etiqueta',
  'Get a tag': 'Obtener una etiqueta',
  'Update a tag': 'Actualizar una etiqueta',
  'Delete a tag': 'Eliminar una etiqueta',
  // response descriptions
  OK: 'Correcto',
  Created: 'Creado',
  'Bad request': 'Solicitud incorrecta',
  'Authentication required': 'Se requiere autenticación',
  Forbidden: 'Prohibido',
  'Not found': 'No encontrado',
  Gone: 'Ya no existe',
  'The OpenAPI document.': 'El documento OpenAPI.',
  // list envelopes
  'Events of this page.': 'Eventos de esta página.',
  'Venues of this page.': 'Lugares de esta página.',
  'Organizers of this page.': 'Organizadores de esta página.',
  'Categories of this page.': 'Categorías de esta página.',
  'Tags of this page.': 'Etiquetas de esta página.',
  'URL of this page.': 'URL de esta página.',
  'URL of the next page.': 'URL de la página siguiente.',
  'URL of the previous page.': 'URL de la página anterior.',
  'Number of matching items.': 'Número de elementos coincidentes.',
  'Number of pages.': 'Número de páginas.',
  // properties shared by events, venues and organizers
  'Global identifier of the item.': 'Identificador global del elemento.',
  'Global identifiers of the item and its origins.': 'Identificadores globales del elemento y de sus orígenes.',
  'Date of the last change.': 'Fecha de la última modificación.',
  'Date of the last change in UTC.': 'Fecha de la última modificación en UTC.',
  'Public page URL.': 'URL de la página pública.',
  'Structured data (schema.org).': 'Datos estructurados (schema.org).',
  // ImageSize and Image
  'Width in pixels.': 'Ancho en píxeles.',
  'Height in pixels.': 'Alto en píxeles.',
  'MIME type.': 'Tipo MIME.',
  'Image URL.': 'URL de la imagen.',
  'Attachment id.': 'ID del adjunto.',
  'File extension.': 'Extensión del archivo.',
  // CostDetails
  'Currency symbol.': 'Símbolo de moneda.',
  'Currency code (always empty).': 'Código de moneda (siempre vacío).',
  'Position of the currency symbol: prefix or postfix.': 'Posición del símbolo de moneda: prefix o postfix.',
  'Numeric values of the cost, as strings.': 'Valores numéricos del coste, como cadenas.',
  // Term
  'Term id.': 'ID del término.',
  'Number of published events linked to the term.': 'Número de eventos publicados vinculados al término.',
  'Taxonomy of the term.': 'Taxonomía del término.',
  'Parent term id (0: none).': 'ID del término superior (0: ninguno).',
  'Term meta (always empty).': 'Metadatos del término (siempre vacíos).',
  'API URLs of the term, its collection and its parent.':
    'URL de la API del término, de su colección y de su superior.',
  'Term group (always 0).': 'Grupo del término (siempre 0).',
  'Term taxonomy id (same as id).': 'ID de taxonomía del término (igual que id).',
  'Filter context (always raw).': 'Contexto de filtro (siempre raw).',
  // DateDetails
  'Year.': 'Año.',
  'Month.': 'Mes.',
  'Day.': 'Día.',
  'Hour.': 'Hora.',
  'Minutes.': 'Minutos.',
  'Seconds.': 'Segundos.',
  // Event
  'API URL of the event.': 'URL de la API del evento.',
  'Featured image, or false when there is none.': 'Imagen destacada, o false si no hay ninguna.',
  'Parts of the start date.': 'Partes de la fecha de inicio.',
  'Parts of the end date.': 'Partes de la fecha de finalización.',
  'Start date and time in UTC.': 'Fecha y hora de inicio en UTC.',
  'End date and time in UTC.': 'Fecha y hora de finalización en UTC.',
  'Parts of the UTC start date.': 'Partes de la fecha de inicio en UTC.',
  'Parts of the UTC end date.': 'Partes de la fecha de finalización en UTC.',
  'Timezone abbreviation at the start of the event.': 'Abreviatura de la zona horaria al inicio del evento.',
  'Parsed cost.': 'Coste interpretado.',
  'Categories of the event.': 'Categorías del evento.',
  'Tags of the event.': 'Etiquetas del evento.',
  'Venue of the event, or an empty array.': 'Lugar del evento, o un array vacío.',
  'Organizers of the event.': 'Organizadores del evento.',
  'Custom fields (always empty).': 'Campos personalizados (siempre vacíos).',
  'Featured image.': 'Imagen destacada.',
  // Error
  'Error code.': 'Código de error.',
  'Error message.': 'Mensaje de error.',
  'HTTP status and details of the error.': 'Estado HTTP y detalles del error.',
  'HTTP status.': 'Estado HTTP.',
  'The parameters concerned.': 'Los parámetros afectados.',
  'Details of each invalid parameter.': 'Detalles de cada parámetro no válido.',
  'Id of the existing term.': 'ID del término existente.',

  // ---- command line: calev help, help headings and table headers (src/setup/i18n.ts) ----
  'Usage:': 'Uso:',
  'Options:': 'Opciones:',
  'Commands:': 'Comandos:',
  'Arguments:': 'Argumentos:',
  'Global Options:': 'Opciones globales:',
  choices: 'opciones',
  default: 'por defecto',
  'Manage calendar events, venues, organizers, categories and tags; serve a local copy of the calendar/events/v1 API.':
    'Gestiona eventos del calendario, lugares, organizadores, categorías y etiquetas; sirve una copia local de la API calendar/events/v1.',
  'output the version number': 'mostrar el número de versión',
  'use this profile (CALEV_PROFILE)': 'usar este perfil (CALEV_PROFILE)',
  'site URL (CALEV_URL); without one, commands use the local data dir':
    'URL del sitio (CALEV_URL); si no se indica, los comandos usan el directorio de datos local',
  'API root path (CALEV_API_ROOT; default /wp-json)': 'ruta raíz de la API (CALEV_API_ROOT; por defecto /wp-json)',
  'API namespace (CALEV_NAMESPACE; default calendar/events/v1, The Events Calendar: tribe/events/v1)':
    'espacio de nombres de la API (CALEV_NAMESPACE; por defecto calendar/events/v1, The Events Calendar: tribe/events/v1)',
  'site user (CALEV_USER); for serve: login:password[:role], repeatable':
    'usuario del sitio (CALEV_USER); para serve: login:password[:role], se puede repetir',
  'local data dir (CALEV_DATA_DIR)': 'directorio de datos local (CALEV_DATA_DIR)',
  'seconds a write waits for another calev process that is writing the data dir (CALEV_LOCK_TIMEOUT; default 30)':
    'segundos que una escritura espera a otro proceso de calev que está escribiendo en el directorio de datos (CALEV_LOCK_TIMEOUT; por defecto 30)',
  'content language, same as --translation-language (CALEV_LANG)':
    'idioma del contenido, igual que --translation-language (CALEV_LANG)',
  'output format (CALEV_FORMAT; default table on a terminal, json otherwise)':
    'formato de salida (CALEV_FORMAT; por defecto table en un terminal y json en otro caso)',
  'only these fields, comma-separated; dotted paths for nested ones (venue.venue)':
    'solo estos campos, separados por comas; rutas con puntos para los anidados (venue.venue)',
  'print the whole API answer (the list envelope)':
    'mostrar la respuesta completa de la API (el envoltorio de la lista)',
  'print nothing but errors': 'mostrar solo los errores',
  'print each HTTP request and status on stderr': 'mostrar cada solicitud HTTP y su estado en stderr',
  'colour even when not on a terminal': 'usar colores aunque la salida no sea un terminal',
  'no colour': 'sin colores',
  'display help for command': 'mostrar la ayuda del comando',
  'events: list, get, create, update, delete, import, export':
    'eventos: list, get, create, update, delete, import, export',
  'venues: list, get, create, update, delete, import, export':
    'lugares: list, get, create, update, delete, import, export',
  'organizers: list, get, create, update, delete, import, export':
    'organizadores: list, get, create, update, delete, import, export',
  'categories: list, get, create, update, delete, import, export':
    'categorías: list, get, create, update, delete, import, export',
  'tags: list, get, create, update, delete, import, export':
    'etiquetas: list, get, create, update, delete, import, export',
  'the namespace index: routes and their arguments': 'el índice del espacio de nombres: rutas y sus argumentos',
  'the OpenAPI document': 'el documento OpenAPI',
  'send a raw request; PATH is relative to the namespace (e.g. /events?per_page=2)':
    'enviar una solicitud sin procesar; PATH es relativa al espacio de nombres (p. ej., /events?per_page=2)',
  'serve the calendar/events/v1 API over HTTP on the data dir (users: --user login:password[:role], repeatable)':
    'servir la API calendar/events/v1 por HTTP desde el directorio de datos (usuarios: --user login:password[:role], se puede repetir)',
  'users of the local data dir: add, list, remove, passwd':
    'usuarios del directorio de datos local: add, list, remove, passwd',
  'named targets: add, list, use, show, remove': 'destinos con nombre: add, list, use, show, remove',
  'print the completion script for a shell': 'mostrar el script de autocompletado para una shell',
  'list events (one page; --all follows every page)': 'listar eventos (una página; --all recorre todas las páginas)',
  'show one event': 'mostrar un evento',
  'create an event': 'crear un evento',
  'change fields of an event (only the fields given)': 'modificar campos de un evento (solo los campos indicados)',
  'move an event to the trash': 'mover un evento a la papelera',
  'create or update events from a file (json, ndjson, csv, ics); items are matched by slug, so running it again never duplicates':
    'crear o actualizar eventos desde un archivo (json, ndjson, csv, ics); los elementos se identifican por su slug, así que volver a ejecutarlo nunca crea duplicados',
  'write every event the list filters select as json, ndjson, csv or ics (--format)':
    'escribir todos los eventos que seleccionen los filtros de listado como json, ndjson, csv o ics (--format)',
  'send %s=false': 'enviar %s=false',
  'id, slug or name': 'id, slug o nombre',
  'or a file, uploaded to a WordPress site': 'o un archivo, que se sube a un sitio WordPress',
  'comma-separated or repeated': 'separados por comas o repetidos',
  'follow every page and stream the items': 'recorrer todas las páginas y emitir los elementos sobre la marcha',
  'stop after n items (follows pages as needed)': 'detenerse tras n elementos (recorre las páginas que haga falta)',
  'send a parameter the flags lack (typed: true, false, null, numbers; @file reads a file)':
    'enviar un parámetro que no tiene opción propia (con tipo: true, false, null, números; @file lee un archivo)',
  'treat <ref> as a slug even when it is all digits': 'tratar <ref> como slug aunque solo contenga dígitos',
  'same as --by-slug': 'igual que --by-slug',
  'id (digits) or slug': 'ID (dígitos) o slug',
  'a value, or JSON; repeat for several': 'un valor, o JSON; repetir para indicar varios',
  'ask for missing values even without a terminal': 'pedir los valores que faltan incluso sin terminal',
  'never ask; fail when a required value is missing': 'no preguntar nunca; fallar si falta un valor obligatorio',
  'do not ask for confirmation': 'no pedir confirmación',
  'the file format (default: from the extension)': 'el formato del archivo (por defecto: según la extensión)',
  'check every item and print what would be created, updated or skipped; write nothing':
    'comprobar cada elemento y mostrar qué se crearía, actualizaría u omitiría; sin escribir nada',
  'requests in flight (default 4)': 'solicitudes simultáneas (por defecto 4)',
  'writes (and lookups, where the site takes them) sent together in one request to a site (1 to 25, default 25; 1 sends each alone)':
    'escrituras (y consultas, donde el sitio las acepta) enviadas juntas en una solicitud a un sitio (de 1 a 25, por defecto 25; 1 las envía una a una)',
  'write every result as NDJSON {line, action, id, error}':
    'escribir cada resultado como NDJSON {line, action, id, error}',
  'the file, or - for stdin': 'el archivo, o - para stdin',
  'write to this file instead of stdout (its extension sets the format)':
    'escribir en este archivo en lugar de stdout (su extensión determina el formato)',
  'list venues (one page; --all follows every page)': 'listar lugares (una página; --all recorre todas las páginas)',
  'show one venue': 'mostrar un lugar',
  'create a venue': 'crear un lugar',
  'change fields of a venue (only the fields given)': 'modificar campos de un lugar (solo los campos indicados)',
  'move a venue to the trash': 'mover un lugar a la papelera',
  'create or update venues from a file (json, ndjson, csv); items are matched by slug or name, so running it again never duplicates':
    'crear o actualizar lugares desde un archivo (json, ndjson, csv); los elementos se identifican por su slug o su nombre, así que volver a ejecutarlo nunca crea duplicados',
  'write every venue the list filters select as json, ndjson or csv (--format)':
    'escribir todos los lugares que seleccionen los filtros de listado como json, ndjson o csv (--format)',
  'list organizers (one page; --all follows every page)':
    'listar organizadores (una página; --all recorre todas las páginas)',
  'show one organizer': 'mostrar un organizador',
  'create an organizer': 'crear un organizador',
  'change fields of an organizer (only the fields given)':
    'modificar campos de un organizador (solo los campos indicados)',
  'move an organizer to the trash': 'mover un organizador a la papelera',
  'create or update organizers from a file (json, ndjson, csv); items are matched by slug or name, so running it again never duplicates':
    'crear o actualizar organizadores desde un archivo (json, ndjson, csv); los elementos se identifican por su slug o su nombre, así que volver a ejecutarlo nunca crea duplicados',
  'write every organizer the list filters select as json, ndjson or csv (--format)':
    'escribir todos los organizadores que seleccionen los filtros de listado como json, ndjson o csv (--format)',
  'list categories (one page; --all follows every page)':
    'listar categorías (una página; --all recorre todas las páginas)',
  'show one category': 'mostrar una categoría',
  'create a category': 'crear una categoría',
  'change fields of a category (only the fields given)':
    'modificar campos de una categoría (solo los campos indicados)',
  'delete a category': 'eliminar una categoría',
  'create or update categories from a file (json, ndjson, csv); items are matched by slug or name, so running it again never duplicates':
    'crear o actualizar categorías desde un archivo (json, ndjson, csv); los elementos se identifican por su slug o su nombre, así que volver a ejecutarlo nunca crea duplicados',
  'write every category the list filters select as json, ndjson or csv (--format)':
    'escribir todas las categorías que seleccionen los filtros de listado como json, ndjson o csv (--format)',
  id: 'identificador',
  'list tags (one page; --all follows every page)': 'listar etiquetas (una página; --all recorre todas las páginas)',
  'show one tag': 'mostrar una etiqueta',
  'create a tag': 'crear una etiqueta',
  'change fields of a tag (only the fields given)': 'modificar campos de una etiqueta (solo los campos indicados)',
  'delete a tag': 'eliminar una etiqueta',
  'create or update tags from a file (json, ndjson, csv); items are matched by slug or name, so running it again never duplicates':
    'crear o actualizar etiquetas desde un archivo (json, ndjson, csv); los elementos se identifican por su slug o su nombre, así que volver a ejecutarlo nunca crea duplicados',
  'write every tag the list filters select as json, ndjson or csv (--format)':
    'escribir todas las etiquetas que seleccionen los filtros de listado como json, ndjson o csv (--format)',
  context: 'contexto',
  'send a parameter the flags lack': 'enviar un parámetro que no tiene opción propia',
  'a text parameter (query for GET/DELETE, JSON body otherwise)':
    'un parámetro de texto (en la cadena de consulta para GET/DELETE; en el cuerpo JSON en los demás casos)',
  'a typed parameter: true, false, null, numbers; @file reads a file':
    'un parámetro con tipo: true, false, null, números; @file lee un archivo',
  'send this file as the JSON body (- for stdin)': 'enviar este archivo como cuerpo JSON (- para stdin)',
  'print the status and headers first': 'mostrar primero el estado y las cabeceras',
  'GET, POST, PUT, PATCH, DELETE, HEAD or OPTIONS': 'GET, POST, PUT, PATCH, DELETE, HEAD u OPTIONS',
  'path and query relative to the namespace': 'ruta y consulta relativas al espacio de nombres',
  'listen address': 'dirección de escucha',
  'listen port (0: any free port)': 'puerto de escucha (0: cualquier puerto libre)',
  'site timezone: IANA name, UTC or UTC+N (default UTC)':
    'zona horaria del sitio: nombre IANA, UTC o UTC+N (por defecto UTC)',
  'default content language (default en)': 'idioma predeterminado del contenido (por defecto en)',
  'radius of geoloc_lat/geoloc_lng searches in km (default 25)':
    'radio de las búsquedas por geoloc_lat/geoloc_lng en km (por defecto 25)',
  'behave like a site without the premium extension': 'comportarse como un sitio sin la extensión premium',
  'anonymous reads only: logins are ignored and every write over HTTP is refused (no users needed on a public address)':
    'solo lecturas anónimas: se ignoran los inicios de sesión y se rechaza toda escritura por HTTP (no hacen falta usuarios en una dirección pública)',
  'the address visitors reach the server at (behind a proxy or tunnel): the base of the URLs in pages, feeds and the API':
    'la dirección por la que los visitantes llegan al servidor (detrás de un proxy o túnel): la base de las URL de las páginas, los feeds y la API',
  'list the users': 'listar los usuarios',
  'add a user (password asked on a terminal, else read from stdin)':
    'añadir un usuario (la contraseña se pide en un terminal o, si no, se lee de stdin)',
  'set a new password (asked on a terminal, else read from stdin)':
    'establecer una contraseña nueva (se pide en un terminal o, si no, se lee de stdin)',
  'remove a user': 'eliminar un usuario',
  role: 'rol',
  'e-mail address': 'dirección de correo electrónico',
  'add or change a profile from --url, --api-root, --namespace, --user, --lang, --format':
    'añadir o modificar un perfil a partir de --url, --api-root, --namespace, --user, --lang, --format',
  'list the profiles': 'listar los perfiles',
  'make a profile the active one': 'activar un perfil',
  'show a profile (default: the active one)': 'mostrar un perfil (por defecto: el activo)',
  'remove a profile': 'eliminar un perfil',
  'make it the active profile': 'convertirlo en el perfil activo',
  'bash, zsh or fish': 'bash, zsh o fish',
  ID: 'ID',
  TITLE: 'TÍTULO',
  START: 'INICIO',
  END: 'FIN',
  VENUE: 'LUGAR',
  STATUS: 'ESTADO',
  NAME: 'NOMBRE',
  CITY: 'CIUDAD',
  COUNTRY: 'PAÍS',
  EMAIL: 'CORREO',
  PHONE: 'TELÉFONO',
  SLUG: 'SLUG',
  PARENT: 'SUPERIOR',
  EVENTS: 'EVENTOS',
  // ---- credentials ----
  'send the password over plain http to a host other than this machine (CALEV_ALLOW_HTTP=1)':
    'enviar la contraseña por http sin cifrar a un host distinto de esta máquina (CALEV_ALLOW_HTTP=1)',
  'read the application password from standard input (its first line)':
    'leer la contraseña de aplicación de la entrada estándar (su primera línea)',
  'ask for the application password, check it against the site, save it in the system keyring (else the config file)':
    'pedir la contraseña de aplicación, comprobarla en el sitio y guardarla en el llavero del sistema (si no, en el archivo de configuración)',
  'remove the saved application password of the profile': 'eliminar la contraseña de aplicación guardada del perfil',

  // ---- views: agenda and calendar ----
  'events grouped by day, from WHEN (default today) for --days N (default 7) or --to DATE':
    'eventos agrupados por día, desde WHEN (por defecto hoy) durante --days N días (por defecto 7) o hasta --to DATE',
  'a month grid (or --week) of the events, fitted to the terminal':
    'una cuadrícula del mes (o --week) de los eventos, ajustada al ancho del terminal',
  "show times in this zone: IANA name, UTC or UTC+N (default: the site's)":
    'mostrar las horas en esta zona horaria: nombre IANA, UTC o UTC+N (por defecto la del sitio)',
  'how many days (default 7)': 'cuántos días (por defecto 7)',
  'the last day, a date or a phrase (instead of --days)':
    'el último día, una fecha o una expresión (en lugar de --days)',
  'show days without events too': 'mostrar también los días sin eventos',
  'the first day: a date or a phrase (today, tomorrow, next monday, 2026-12-01); default today':
    'el primer día: una fecha o una expresión (today, tomorrow, next monday, 2026-12-01); por defecto hoy',
  'a week grid': 'una cuadrícula de la semana',
  'a month grid (the default)': 'una cuadrícula del mes (por defecto)',
  'weeks start on Sunday': 'las semanas empiezan el domingo',
  "weeks start on Monday (the default, unless the locale's weeks start on another day)":
    'las semanas empiezan el lunes (por defecto, salvo que las semanas de la configuración regional empiecen otro día)',
  Today: 'Hoy',
  Tomorrow: 'Mañana',
  'all day': 'todo el día',
  'day %1$s of %2$s': 'día %1$s de %2$s',
  '+%s more': '%s más',
  'No events': 'No hay eventos',
  // ---- recurring events: the rule in words (src/recurrence/describe.ts) ----
  'Every day': 'Cada día',
  'Every %d days': 'Cada %d días',
  'Every week': 'Cada semana',
  'Every %d weeks': 'Cada %d semanas',
  'Every month': 'Cada mes',
  'Every %d months': 'Cada %d meses',
  'Every year': 'Cada año',
  'Every %d years': 'Cada %d años',
  'Every hour': 'Cada hora',
  'Every %d hours': 'Cada %d horas',
  'Every minute': 'Cada minuto',
  'Every %d minutes': 'Cada %d minutos',
  'Every second': 'Cada segundo',
  'Every %d seconds': 'Cada %d segundos',
  'Every %s': 'Cada %s',
  'Every %1$d weeks on %2$s': 'Cada %1$d semanas el %2$s',
  'Every month on day %s': 'Cada mes el día %s',
  'Every %1$d months on day %2$s': 'Cada %1$d meses el día %2$s',
  'Every month on the last day': 'Cada mes el último día',
  'Every %d months on the last day': 'Cada %d meses el último día',
  'Every month on the %s': 'Cada mes el %s',
  'Every %1$d months on the %2$s': 'Cada %1$d meses el %2$s',
  'Every year on %s': 'Cada año el %s',
  'Every %1$d years on %2$s': 'Cada %1$d años el %2$s',
  'Every year on the %1$s of %2$s': 'Cada año el %1$s de %2$s',
  'first %s': 'primer %s',
  'second %s': 'segundo %s',
  'third %s': 'tercer %s',
  'fourth %s': 'cuarto %s',
  'fifth %s': 'quinto %s',
  'last %s': 'último %s',
  'second to last %s': 'penúltimo %s',
  '%1$s until %2$s': '%1$s hasta el %2$s',
  '%1$s, %2$d times': '%1$s, %2$d veces',
  '%s, plus one more date': '%s, y una fecha más',
  '%1$s, plus %2$d more dates': '%1$s, y %2$d fechas más',
  '%s, except one date': '%s, excepto una fecha',
  '%1$s, except %2$d dates': '%1$s, excepto %2$d fechas',
  'Custom rule: %s': 'Regla personalizada: %s',
  'On one date': 'En una fecha',
  'On %d dates': 'En %d fechas',

  // ---- recurring events: route arguments (src/spec/routes.ts) ----
  'Repetition of the event (series): RFC 5545 rules, extra dates and excluded dates; empty makes it single.':
    'Repetición del evento (serie): reglas RFC 5545, fechas adicionales y fechas excluidas; vacío lo vuelve único.',
  'Only the first listed occurrence of each event series.':
    'Solo la primera repetición listada de cada serie de eventos.',
  'Only events hidden from listings (true), which lists leave out otherwise, or only the others (false).':
    'Solo los eventos ocultos de los listados (true), que los listados omiten si no, o solo los demás (false).',

  // ---- recurring events: /doc (src/spec/openapi.ts) ----
  'Rule of a series master (§7.1); null for single events and occurrences.':
    'Regla del evento principal de una serie (§7.1); null para eventos únicos y repeticiones.',
  'RFC 5545 rules.': 'Reglas RFC 5545.',
  'Extra occurrence starts.': 'Inicios de repetición adicionales.',
  'Excluded occurrence starts.': 'Inicios de repetición excluidos.',
  'The rule in words.': 'La regla en palabras.',

  // ---- recurring events: command line (src/cli/resource/commands.ts) ----
  'repeat the event: a series (see --every, --on, --until, --count)':
    'repetir el evento: una serie (ver --every, --on, --until, --count)',
  'repeat every n days, weeks, months or years': 'repetir cada n días, semanas, meses o años',
  'repeat on these days: mo,we (weekly), 2tu or -1fr (monthly), 15 (day of the month)':
    'repetir estos días: mo,we (semanal), 2tu o -1fr (mensual), 15 (día del mes)',
  'the last day of the series': 'el último día de la serie',
  'the number of occurrences of the series': 'el número de repeticiones de la serie',
  'leave this date out of the series (repeatable)': 'excluir esta fecha de la serie (repetible)',
  'series on a site without recurring events (The Events Calendar): import each occurrence as a single event':
    'series en un sitio sin eventos recurrentes (The Events Calendar): importar cada repetición como un evento único',
  'on a site without recurring events: create each occurrence as a single event':
    'en un sitio sin eventos recurrentes: crear cada repetición como un evento único',
  'an occurrence: move its whole series to the trash': 'una repetición: mover toda su serie a la papelera',
  'an occurrence: move only this one to the trash': 'una repetición: mover solo esta a la papelera',
  // ---- pages and feeds ----
  Events: 'Eventos',
  List: 'Lista',
  Month: 'Mes',
  'Upcoming events': 'Próximos eventos',
  'Past events': 'Eventos pasados',
  'Previous events': 'Eventos anteriores',
  'Next events': 'Eventos siguientes',
  'Previous month': 'Mes anterior',
  'Next month': 'Mes siguiente',
  'This month': 'Este mes',
  'There are no upcoming events.': 'No hay próximos eventos.',
  'No events found.': 'No se encontraron eventos.',
  'Events on %s': 'Eventos del %s',
  'Events for %s': 'Eventos de %s',
  'Events in %s': 'Eventos en %s',
  'Events tagged %s': 'Eventos con la etiqueta %s',
  '%d more': '%d más',
  Date: 'Fecha',
  'Find events': 'Buscar eventos',
  'Skip to content': 'Saltar al contenido',
  'Calendar views': 'Vistas del calendario',
  Languages: 'Idiomas',
  'Page not found': 'Página no encontrada',
  'Nothing is published at this address.': 'No hay nada publicado en esta dirección.',
  'All events': 'Todos los eventos',
  'Subscribe to calendar': 'Suscribirse al calendario',
  'Google Calendar': 'Google Calendar (suscripción)',
  iCalendar: 'iCalendar (suscripción)',
  'Outlook 365': 'Outlook 365 (suscripción)',
  'Outlook Live': 'Outlook Live (suscripción)',
  'Export .ics file': 'Exportar archivo .ics',
  'Export Outlook .ics file': 'Exportar archivo .ics de Outlook',
  'Add to Google Calendar': 'Añadir a Google Calendar',
  'Add to iCalendar': 'Añadir a iCalendar',
  'All day': 'Todo el día',
  Details: 'Detalles',
  Venue: 'Lugar',
  Organizer: 'Organizador',
  Organizers: 'Organizadores',
  Cost: 'Precio',
  Categories: 'Categorías',
  Tags: 'Etiquetas',
  Website: 'Sitio web',
  Phone: 'Teléfono',
  Email: 'Correo electrónico',
  'Google Map': 'Mapa de Google',
  'This event is password protected.': 'Este evento está protegido con contraseña.',
  'Content is protected.': 'El contenido está protegido.',
  'start_date and end_date take a date such as 2024-07-11.': 'start_date y end_date aceptan una fecha como 2024-07-11.',
};
