// bg: English source text -> translation (API.md §6, §8.1). Missing keys fall back to English.
import type { Catalogue } from './index.js';

export const bg: Catalogue = {
  // ---- errors and data.params messages (API.md §8; translations given by §8.1) ----
  'No route was found matching the URL and request method.':
    'Не е намерен маршрут, който да отговаря на URL адреса и метода на заявката.',
  'The specified namespace could not be found.': 'Посоченото пространство от имена не може да бъде намерено.',
  'Invalid JSON body passed.': 'Подадено е невалидно JSON тяло.',
  'The request body is too large.': 'Тялото на заявката е твърде голямо.',
  'Missing parameter(s): %s': 'Липсващи параметри: %s',
  'Invalid parameter(s): %s': 'Невалидни параметри: %s',
  'Invalid parameter.': 'Невалиден параметър.',
  '%1$s is not of type %2$s.': '%1$s не е от тип %2$s.',
  '%1$s is not one of %2$s.': '%1$s не е някоя от стойностите %2$s.',
  'Event Tickets plugin is not activated.': 'Разширението Event Tickets не е активирано.',
  'Unknown username. Check again or try your email address.':
    'Непознато потребителско име. Проверете отново или опитайте с имейл адреса си.',
  'The provided password is an invalid application password.':
    'Предоставената парола е невалидна парола за приложение.',
  'Too many failed login attempts. Try again in %d seconds.':
    'Твърде много неуспешни опити за вход. Опитайте отново след %d секунди.',
  'Sorry, you are not allowed to do that.': 'За съжаление нямате право да направите това.',
  'Event with ID %d does not exist.': 'Събитие с ID %d не съществува.',
  'The specified ID is not a valid event.': 'Посоченото ID не е на валидно събитие.',
  'This event is no longer available': 'Това събитие вече не е налично',
  'The requested event is not accessible': 'Заявеното събитие не е достъпно',
  'The requested event is not accessible without a password': 'Заявеното събитие не е достъпно без парола',
  'The event is already trashed': 'Събитието вече е в кошчето',
  'The requested event archive page does not exist': 'Заявената страница от архива на събитията не съществува',
  'The requested venue archive page does not exist': 'Заявената страница от архива на местата не съществува',
  'The requested organizer archive page does not exist': 'Заявената страница от архива на организаторите не съществува',
  'The requested venue is not accessible': 'Заявеното място не е достъпно',
  'The requested organizer is not accessible': 'Заявеният организатор не е достъпен',
  'The venue is already trashed': 'Мястото вече е в кошчето',
  'The organizer is already trashed': 'Организаторът вече е в кошчето',
  'A term with the name provided already exists with this parent.': 'Вече съществува термин с това име и този родител.',
  'A term with the name provided already exists in this taxonomy.':
    'Вече съществува термин с това име в тази таксономия.',
  'The slug “%s” is already in use by another term.': 'Кратко име „%s“ вече се използва от друг термин.',
  'The event could not be deleted': 'Събитието не можа да бъде изтрито',
  'The venue could not be deleted': 'Мястото не можа да бъде изтрито',
  'The organizer could not be deleted': 'Организаторът не можа да бъде изтрит',
  'There has been a critical error on this website.': 'Възникна критична грешка в този сайт.',
  // ---- the cost word (API.md §5.7; given by §6) ----
  Free: 'Безплатно',

  // ---- route arguments: descriptions in the namespace index and /doc (src/spec/routes.ts) ----
  // every endpoint
  'Content language code.': 'Код на езика на съдържанието.',
  // every list
  'Page of results to return.': 'Страница с резултати, която да бъде върната.',
  // GET /events
  'Number of events per page.': 'Брой събития на страница.',
  'Only events that start on or after this date.': 'Само събития, които започват на или след тази дата.',
  'Only events that end on or before this date.': 'Само събития, които завършват на или преди тази дата.',
  'Only events that start before this date.': 'Само събития, които започват преди тази дата.',
  'Only events that start after this date.': 'Само събития, които започват след тази дата.',
  'Only events that end before this date.': 'Само събития, които завършват преди тази дата.',
  'Only events that end after this date.': 'Само събития, които завършват след тази дата.',
  'Apply the dates at the exact times given instead of whole days.':
    'Прилагане на датите към точно посочените часове вместо към цели дни.',
  'Only events whose title, description or excerpt contain these words.':
    'Само събития, чието заглавие, описание или откъс съдържа тези думи.',
  'Only events in any of these categories (ids or slugs).':
    'Само събития в някоя от тези категории (ID или кратки имена).',
  'Only events with any of these tags (ids or slugs).': 'Само събития с някой от тези етикети (ID или кратки имена).',
  'Only events at any of these venues.': 'Само събития в някое от тези места.',
  'Only events with any of these organizers.': 'Само събития с някой от тези организатори.',
  'Only featured (true) or only non-featured (false) events.':
    'Само препоръчани (true) или само непрепоръчани (false) събития.',
  'Only events with these post statuses.': 'Само събития с тези статуси на публикацията.',
  'Only events whose venue has (true) or lacks (false) coordinates. Requires the premium extension.':
    'Само събития, чието място има (true) или няма (false) координати. Изисква премиум разширението.',
  'Latitude of the centre of the search area. Requires the premium extension.':
    'Географска ширина на центъра на зоната за търсене. Изисква премиум разширението.',
  'Longitude of the centre of the search area. Requires the premium extension.':
    'Географска дължина на центъра на зоната за търсене. Изисква премиум разширението.',
  'Only the events with these ids; date filters are ignored.':
    'Само събитията с тези ID; филтрите по дата се пренебрегват.',
  'Only events whose parent event is this one.': 'Само събития, чието родителско събитие е това.',
  'Only events with (true) or without (false) tickets.': 'Само събития с билети (true) или без билети (false).',
  // event reads and writes (author, dates, image: also venues and organizers)
  'Author user id.': 'ID на потребителя автор.',
  'Publication date.': 'Дата на публикуване.',
  'Publication date in UTC.': 'Дата на публикуване в UTC.',
  'Event title.': 'Заглавие на събитието.',
  'Event description (HTML allowed).': 'Описание на събитието (разрешен е HTML).',
  'Event slug.': 'Кратко име на събитието.',
  'Event excerpt.': 'Откъс от събитието.',
  'Post status of the event.': 'Статус на публикацията на събитието.',
  'Timezone of the event.': 'Часова зона на събитието.',
  'Whether the event lasts all day.': 'Дали събитието е целодневно.',
  'Start date and time.': 'Начална дата и час.',
  'End date and time.': 'Крайна дата и час.',
  'Featured image: attachment id or image URL.':
    'Основно изображение: ID на прикачен файл или URL адрес на изображение.',
  'Cost of the event.': 'Цена на събитието.',
  'Event website URL.': 'URL адрес на уебсайта на събитието.',
  'Whether the event shows a map.': 'Дали събитието показва карта.',
  'Whether the event shows a map link.': 'Дали събитието показва връзка към карта.',
  'Hide the event from lists.': 'Скриване на събитието от списъците.',
  'Pin the event in calendar displays.': 'Закачане на събитието в изгледите на календара.',
  'Highlight the event.': 'Препоръчване на събитието.',
  'Categories: ids, slugs or names.': 'Категории: ID, кратки имена или имена.',
  'Tags: ids, slugs or names.': 'Етикети: ID, кратки имена или имена.',
  'Venue: id or venue data.': 'Място: ID или данни за мястото.',
  'Organizers: ids or organizer data.': 'Организатори: ID или данни за организатори.',
  'Parent event id (event series).': 'ID на родителското събитие (поредица от събития).',
  'Whether the event sells tickets.': 'Дали за събитието се продават билети.',
  'Event id.': 'ID на събитието.',
  'Event password.': 'Парола на събитието.',
  'Event password; empty removes it.': 'Парола на събитието; празна стойност я премахва.',
  // GET /venues and GET /organizers
  'Number of items per page.': 'Брой елементи на страница.',
  'Only items containing this text.': 'Само елементи, които съдържат този текст.',
  'Only the venues linked to this event.': 'Само местата, свързани с това събитие.',
  'true: only items linked to events; false: only items without.':
    'true: само елементи, свързани със събития; false: само елементи без събития.',
  'Only items linked to upcoming events.': 'Само елементи, свързани с предстоящи събития.',
  'Only items with these post statuses.': 'Само елементи с тези статуси на публикацията.',
  // venue reads and writes (phone number: also organizers)
  'Venue name.': 'Име на мястото.',
  'Venue description.': 'Описание на мястото.',
  'Post status of the venue.': 'Статус на публикацията на мястото.',
  'Whether linked events show a map.': 'Дали свързаните събития показват карта.',
  'Whether linked events show a map link.': 'Дали свързаните събития показват връзка към карта.',
  'Street address.': 'Адрес (улица и номер).',
  'City.': 'Град.',
  'Country.': 'Държава.',
  'Province.': 'Провинция.',
  'State.': 'Щат.',
  'Postal code.': 'Пощенски код.',
  'Phone number.': 'Телефонен номер.',
  'State or province.': 'Щат или провинция.',
  'Venue website URL.': 'URL адрес на уебсайта на мястото.',
  'Latitude.': 'Географска ширина.',
  'Longitude.': 'Географска дължина.',
  'Venue id.': 'ID на мястото.',
  'Venue slug.': 'Кратко име на мястото.',
  // GET /organizers
  'Only the organizers linked to this event.': 'Само организаторите, свързани с това събитие.',
  // organizer reads and writes
  'Organizer name.': 'Име на организатора.',
  'Organizer description.': 'Описание на организатора.',
  'Post status of the organizer.': 'Статус на публикацията на организатора.',
  'E-mail address.': 'Имейл адрес.',
  'Organizer website URL.': 'URL адрес на уебсайта на организатора.',
  'Organizer id.': 'ID на организатора.',
  'Organizer slug.': 'Кратко име на организатора.',
  // GET /categories and GET /tags
  'Number of terms per page.': 'Брой термини на страница.',
  'Only terms whose name or slug contains this text.': 'Само термини, чието име или кратко име съдържа този текст.',
  'Leave out these terms.': 'Изключване на тези термини.',
  'Only these terms.': 'Само тези термини.',
  'Sort direction: asc or desc.': 'Посока на сортиране: asc или desc.',
  'Term attribute to sort by.': 'Атрибут на термина, по който да се сортира.',
  'Hide terms not linked to any published event.':
    'Скриване на термините, които не са свързани с нито едно публикувано събитие.',
  'Only direct children of this category (0: top level).':
    'Само преките подкатегории на тази категория (0: най-горно ниво).',
  'Only terms linked to this event.': 'Само термини, свързани с това събитие.',
  'Same as post; wins over post.': 'Същото като post; има предимство пред post.',
  'Only the term with this slug.': 'Само терминът с това кратко име.',
  // category and tag reads and writes
  'Term name.': 'Име на термина.',
  'Term description.': 'Описание на термина.',
  'Term slug.': 'Кратко име на термина.',
  'Parent category id.': 'ID на родителската категория.',
  'Category id.': 'ID на категорията.',
  'Tag id.': 'ID на етикета.',

  // ---- /doc: DOC_TEXTS of src/spec/openapi.ts not already above ----
  // info
  'Calendar Events REST API': 'REST API за календарни събития',
  'Read and manage calendar events, venues, organizers, event categories and event tags.':
    'Четене и управление на календарни събития, места, организатори, категории на събития и етикети на събития.',
  // operation summaries
  'Get the API documentation': 'Получаване на документацията на API',
  'List events': 'Списък със събития',
  'Create an event': 'Създаване на събитие',
  'Get an event': 'Получаване на събитие',
  'Update an event': 'Обновяване на събитие',
  'Delete an event': 'Изтриване на събитие',
  'Get an event by slug': 'Получаване на събитие по кратко име',
  'Update an event by slug': 'Обновяване на събитие по кратко име',
  'Delete an event by slug': 'Изтриване на събитие по кратко име',
  'List venues': 'Списък с места',
  'Create a venue': 'Създаване на място',
  'Get a venue': 'Получаване на място',
  'Update a venue': 'Обновяване на място',
  'Delete a venue': 'Изтриване на място',
  'Get a venue by slug': 'Получаване на място по кратко име',
  'Update a venue by slug': 'Обновяване на място по кратко име',
  'Delete a venue by slug': 'Изтриване на място по кратко име',
  'List organizers': 'Списък с организатори',
  'Create an organizer': 'Създаване на организатор',
  'Get an organizer': 'Получаване на организатор',
  'Update an organizer': 'Обновяване на организатор',
  'Delete an organizer': 'Изтриване на организатор',
  'Get an organizer by slug': 'Получаване на организатор по кратко име',
  'Update an organizer by slug': 'Обновяване на организатор по кратко име',
  'Delete an organizer by slug': 'Изтриване на организатор по кратко име',
  'List categories': 'Списък с категории',
  'Create a category': 'Създаване на категория',
  'Get a category': 'Получаване на категория',
  'Update a category': 'Обновяване на категория',
  'Delete a category': 'Изтриване на категория',
  'List tags': 'Списък с етикети',
  'Create a tag': 'Създаване на етикет',
  'Get a tag': 'Получаване на етикет',
  'Update a tag': 'Обновяване на етикет',
  'Delete a tag': 'Изтриване на етикет',
  // response descriptions
  OK: 'Успешно',
  Created: 'Създадено',
  'Bad request': 'Невалидна заявка',
  'Authentication required': 'Изисква се удостоверяване',
  Forbidden: 'Забранено',
  'Not found': 'Не е намерено',
  Gone: 'Вече не съществува',
  'The OpenAPI document.': 'Документът OpenAPI.',
  // list envelopes
  'Events of this page.': 'Събитията на тази страница.',
  'Venues of this page.': 'Местата на тази страница.',
  'Organizers of this page.': 'Организаторите на тази страница.',
  'Categories of this page.': 'Категориите на тази страница.',
  'Tags of this page.': 'Етикетите на тази страница.',
  'URL of this page.': 'URL адрес на тази страница.',
  'URL of the next page.': 'URL адрес на следващата страница.',
  'URL of the previous page.': 'URL адрес на предишната страница.',
  'Number of matching items.': 'Брой съвпадащи елементи.',
  'Number of pages.': 'Брой страници.',
  // properties shared by events, venues and organizers
  'Global identifier of the item.': 'Глобален идентификатор на елемента.',
  'Global identifiers of the item and its origins.': 'Глобални идентификатори на елемента и неговите източници.',
  'Date of the last change.': 'Дата на последната промяна.',
  'Date of the last change in UTC.': 'Дата на последната промяна в UTC.',
  'Public page URL.': 'URL адрес на публичната страница.',
  'Structured data (schema.org).': 'Структурирани данни (schema.org).',
  // ImageSize and Image
  'Width in pixels.': 'Ширина в пиксели.',
  'Height in pixels.': 'Височина в пиксели.',
  'MIME type.': 'MIME тип.',
  'Image URL.': 'URL адрес на изображението.',
  'Attachment id.': 'ID на прикачения файл.',
  'File extension.': 'Разширение на файла.',
  // CostDetails
  'Currency symbol.': 'Символ на валутата.',
  'Currency code (always empty).': 'Код на валутата (винаги празен).',
  'Position of the currency symbol: prefix or postfix.': 'Позиция на символа на валутата: prefix или postfix.',
  'Numeric values of the cost, as strings.': 'Числови стойности на цената като низове.',
  // Term
  'Term id.': 'ID на термина.',
  'Number of published events linked to the term.': 'Брой публикувани събития, свързани с термина.',
  'Taxonomy of the term.': 'Таксономия на термина.',
  'Parent term id (0: none).': 'ID на родителския термин (0: няма).',
  'Term meta (always empty).': 'Метаданни на термина (винаги празни).',
  'API URLs of the term, its collection and its parent.':
    'URL адреси в API на термина, на колекцията му и на родителя му.',
  'Term group (always 0).': 'Група на термина (винаги 0).',
  'Term taxonomy id (same as id).': 'ID на таксономията на термина (същото като id).',
  'Filter context (always raw).': 'Контекст на филтъра (винаги raw).',
  // DateDetails
  'Year.': 'Година.',
  'Month.': 'Месец.',
  'Day.': 'Ден.',
  'Hour.': 'Час.',
  'Minutes.': 'Минути.',
  'Seconds.': 'Секунди.',
  // Event
  'API URL of the event.': 'URL адрес в API на събитието.',
  'Featured image, or false when there is none.': 'Основно изображение или false, ако няма такова.',
  'Parts of the start date.': 'Части на началната дата.',
  'Parts of the end date.': 'Части на крайната дата.',
  'Start date and time in UTC.': 'Начална дата и час в UTC.',
  'End date and time in UTC.': 'Крайна дата и час в UTC.',
  'Parts of the UTC start date.': 'Части на началната дата в UTC.',
  'Parts of the UTC end date.': 'Части на крайната дата в UTC.',
  'Timezone abbreviation at the start of the event.': 'Съкращение на часовата зона в началото на събитието.',
  'Parsed cost.': 'Обработена цена.',
  'Categories of the event.': 'Категории на събитието.',
  'Tags of the event.': 'Етикети на събитието.',
  'Venue of the event, or an empty array.': 'Мястото на събитието или празен масив.',
  'Organizers of the event.': 'Организатори на събитието.',
  'Custom fields (always empty).': 'Персонализирани полета (винаги празни).',
  'Featured image.': 'Основно изображение.',
  // Error
  'Error code.': 'Код на грешката.',
  'Error message.': 'Съобщение за грешка.',
  'HTTP status and details of the error.': 'HTTP статус и подробности за грешката.',
  'HTTP status.': 'HTTP статус.',
  'The parameters concerned.': 'Засегнатите параметри.',
  'Details of each invalid parameter.': 'Подробности за всеки невалиден параметър.',
  'Id of the existing term.': 'ID на съществуващия термин.',

  // ---- command line: calev help, help headings and table headers (src/setup/i18n.ts) ----
  'Usage:': 'Употреба:',
  'Options:': 'Опции:',
  'Commands:': 'Команди:',
  'Arguments:': 'Аргументи:',
  'Global Options:': 'Глобални опции:',
  choices: 'възможни стойности',
  default: 'по подразбиране',
  'Manage calendar events, venues, organizers, categories and tags; serve a local copy of the calendar/events/v1 API.':
    'Управление на календарни събития, места, организатори, категории и етикети; обслужване на локално копие на API calendar/events/v1.',
  'output the version number': 'извеждане на номера на версията',
  'use this profile (CALEV_PROFILE)': 'използване на този профил (CALEV_PROFILE)',
  'site URL (CALEV_URL); without one, commands use the local data dir':
    'URL адрес на сайта (CALEV_URL); без него командите използват локалната директория с данни',
  'API root path (CALEV_API_ROOT; default /wp-json)': 'коренов път на API (CALEV_API_ROOT; по подразбиране /wp-json)',
  'API namespace (CALEV_NAMESPACE; default calendar/events/v1, The Events Calendar: tribe/events/v1)':
    'пространство от имена на API (CALEV_NAMESPACE; по подразбиране calendar/events/v1, за The Events Calendar: tribe/events/v1)',
  'site user (CALEV_USER); for serve: login:password[:role], repeatable':
    'потребител на сайта (CALEV_USER); за serve: login:password[:role], може да се повтаря',
  'local data dir (CALEV_DATA_DIR)': 'локална директория с данни (CALEV_DATA_DIR)',
  'content language, same as --translation-language (CALEV_LANG)':
    'език на съдържанието, същото като --translation-language (CALEV_LANG)',
  'output format (CALEV_FORMAT; default table on a terminal, json otherwise)':
    'изходен формат (CALEV_FORMAT; по подразбиране table в терминал, иначе json)',
  'only these fields, comma-separated; dotted paths for nested ones (venue.venue)':
    'само тези полета, разделени със запетая; за вложените – пътища с точки (venue.venue)',
  'print the whole API answer (the list envelope)': 'извеждане на целия отговор на API (обвивката на списъка)',
  'print nothing but errors': 'извеждане само на грешките',
  'print each HTTP request and status on stderr':
    'извеждане на всяка HTTP заявка и статуса ѝ в стандартния изход за грешки',
  'colour even when not on a terminal': 'цветове дори извън терминал',
  'no colour': 'без цветове',
  'display help for command': 'показване на помощ за командата',
  'events: list, get, create, update, delete, import, export':
    'събития: list, get, create, update, delete, import, export',
  'venues: list, get, create, update, delete, import, export':
    'места: list, get, create, update, delete, import, export',
  'organizers: list, get, create, update, delete, import, export':
    'организатори: list, get, create, update, delete, import, export',
  'categories: list, get, create, update, delete, import, export':
    'категории: list, get, create, update, delete, import, export',
  'tags: list, get, create, update, delete, import, export':
    'етикети: list, get, create, update, delete, import, export',
  'the namespace index: routes and their arguments':
    'индексът на пространството от имена: маршрути и техните аргументи',
  'the OpenAPI document': 'документът OpenAPI',
  'send a raw request; PATH is relative to the namespace (e.g. /events?per_page=2)':
    'изпращане на необработена заявка; PATH е относителен спрямо пространството от имена (напр. /events?per_page=2)',
  'serve the calendar/events/v1 API over HTTP on the data dir (users: --user login:password[:role], repeatable)':
    'обслужване на API calendar/events/v1 по HTTP от директорията с данни (потребители: --user login:password[:role], може да се повтаря)',
  'users of the local data dir: add, list, remove, passwd':
    'потребители на локалната директория с данни: add, list, remove, passwd',
  'named targets: add, list, use, show, remove': 'именувани цели: add, list, use, show, remove',
  'print the completion script for a shell': 'извеждане на скрипта за довършване за дадена обвивка',
  'list events (one page; --all follows every page)':
    'списък със събития (една страница; --all обхожда всички страници)',
  'show one event': 'показване на едно събитие',
  'create an event': 'създаване на събитие',
  'change fields of an event (only the fields given)': 'промяна на полета на събитие (само посочените полета)',
  'move an event to the trash': 'преместване на събитие в кошчето',
  'create or update events from a file (json, ndjson, csv, ics); items are matched by slug, so running it again never duplicates':
    'създаване или обновяване на събития от файл (json, ndjson, csv, ics); елементите се съпоставят по кратко име, така че повторното изпълнение не създава дубликати',
  'write every event the list filters select as json, ndjson, csv or ics (--format)':
    'записване на всички събития, избрани от филтрите на списъка, като json, ndjson, csv или ics (--format)',
  'send %s=false': 'изпращане на %s=false',
  'comma-separated or repeated': 'разделени със запетая или повторени',
  'follow every page and stream the items': 'обхождане на всички страници и поточно извеждане на елементите',
  'stop after n items (follows pages as needed)': 'спиране след n елемента (обхожда страници при нужда)',
  'send a parameter the flags lack (typed: true, false, null, numbers; @file reads a file)':
    'изпращане на параметър, за който няма флаг (типизиран: true, false, null, числа; @file чете файл)',
  'treat <ref> as a slug even when it is all digits': 'третиране на <ref> като кратко име дори когато е само от цифри',
  'same as --by-slug': 'същото като --by-slug',
  'id (digits) or slug': 'ID (цифри) или кратко име',
  'a value, or JSON; repeat for several': 'стойност или JSON; повторете за няколко',
  'ask for missing values even without a terminal': 'запитване за липсващите стойности дори без терминал',
  'never ask; fail when a required value is missing': 'без запитвания; грешка при липсваща задължителна стойност',
  'do not ask for confirmation': 'без искане на потвърждение',
  'the file format (default: from the extension)': 'форматът на файла (по подразбиране: според разширението)',
  'check every item and print what would be created, updated or skipped; write nothing':
    'проверка на всеки елемент и извеждане на това какво ще бъде създадено, обновено или пропуснато; нищо не се записва',
  'requests in flight (default 4)': 'едновременни заявки (по подразбиране 4)',
  'write every result as NDJSON {line, action, id, error}':
    'записване на всеки резултат като NDJSON {line, action, id, error}',
  'the file, or - for stdin': 'файлът или - за стандартния вход',
  'write to this file instead of stdout (its extension sets the format)':
    'записване в този файл вместо в стандартния изход (разширението му определя формата)',
  'list venues (one page; --all follows every page)': 'списък с места (една страница; --all обхожда всички страници)',
  'show one venue': 'показване на едно място',
  'create a venue': 'създаване на място',
  'change fields of a venue (only the fields given)': 'промяна на полета на място (само посочените полета)',
  'move a venue to the trash': 'преместване на място в кошчето',
  'create or update venues from a file (json, ndjson, csv); items are matched by slug or name, so running it again never duplicates':
    'създаване или обновяване на места от файл (json, ndjson, csv); елементите се съпоставят по кратко име или име, така че повторното изпълнение не създава дубликати',
  'write every venue the list filters select as json, ndjson or csv (--format)':
    'записване на всички места, избрани от филтрите на списъка, като json, ndjson или csv (--format)',
  'list organizers (one page; --all follows every page)':
    'списък с организатори (една страница; --all обхожда всички страници)',
  'show one organizer': 'показване на един организатор',
  'create an organizer': 'създаване на организатор',
  'change fields of an organizer (only the fields given)': 'промяна на полета на организатор (само посочените полета)',
  'move an organizer to the trash': 'преместване на организатор в кошчето',
  'create or update organizers from a file (json, ndjson, csv); items are matched by slug or name, so running it again never duplicates':
    'създаване или обновяване на организатори от файл (json, ndjson, csv); елементите се съпоставят по кратко име или име, така че повторното изпълнение не създава дубликати',
  'write every organizer the list filters select as json, ndjson or csv (--format)':
    'записване на всички организатори, избрани от филтрите на списъка, като json, ndjson или csv (--format)',
  'list categories (one page; --all follows every page)':
    'списък с категории (една страница; --all обхожда всички страници)',
  'show one category': 'показване на една категория',
  'create a category': 'създаване на категория',
  'change fields of a category (only the fields given)': 'промяна на полета на категория (само посочените полета)',
  'delete a category': 'изтриване на категория',
  'create or update categories from a file (json, ndjson, csv); items are matched by slug or name, so running it again never duplicates':
    'създаване или обновяване на категории от файл (json, ndjson, csv); елементите се съпоставят по кратко име или име, така че повторното изпълнение не създава дубликати',
  'write every category the list filters select as json, ndjson or csv (--format)':
    'записване на всички категории, избрани от филтрите на списъка, като json, ndjson или csv (--format)',
  id: 'идентификатор',
  'list tags (one page; --all follows every page)': 'списък с етикети (една страница; --all обхожда всички страници)',
  'show one tag': 'показване на един етикет',
  'create a tag': 'създаване на етикет',
  'change fields of a tag (only the fields given)': 'промяна на полета на етикет (само посочените полета)',
  'delete a tag': 'изтриване на етикет',
  'create or update tags from a file (json, ndjson, csv); items are matched by slug or name, so running it again never duplicates':
    'създаване или обновяване на етикети от файл (json, ndjson, csv); елементите се съпоставят по кратко име или име, така че повторното изпълнение не създава дубликати',
  'write every tag the list filters select as json, ndjson or csv (--format)':
    'записване на всички етикети, избрани от филтрите на списъка, като json, ndjson или csv (--format)',
  context: 'контекст',
  'send a parameter the flags lack': 'изпращане на параметър, за който няма флаг',
  'a text parameter (query for GET/DELETE, JSON body otherwise)':
    'текстов параметър (в низа на заявката при GET/DELETE, иначе в JSON тялото)',
  'a typed parameter: true, false, null, numbers; @file reads a file':
    'типизиран параметър: true, false, null, числа; @file чете файл',
  'send this file as the JSON body (- for stdin)': 'изпращане на този файл като JSON тяло (- за стандартния вход)',
  'print the status and headers first': 'първо извеждане на статуса и заглавките',
  'GET, POST, PUT, PATCH, DELETE, HEAD or OPTIONS': 'GET, POST, PUT, PATCH, DELETE, HEAD или OPTIONS',
  'path and query relative to the namespace': 'път и низ на заявката спрямо пространството от имена',
  'listen address': 'адрес за слушане',
  'listen port (0: any free port)': 'порт за слушане (0: произволен свободен порт)',
  'site timezone: IANA name, UTC or UTC+N (default UTC)':
    'часова зона на сайта: име от IANA, UTC или UTC+N (по подразбиране UTC)',
  'default content language (default en)': 'основен език на съдържанието (по подразбиране en)',
  'radius of geoloc_lat/geoloc_lng searches in km (default 25)':
    'радиус в km на търсенията по geoloc_lat/geoloc_lng (по подразбиране 25)',
  'behave like a site without the premium extension': 'поведение като на сайт без премиум разширението',
  'anonymous reads only: logins are ignored and every write over HTTP is refused (no users needed on a public address)':
    'само анонимно четене: входовете се пренебрегват и всеки запис по HTTP се отказва (не са нужни потребители на публичен адрес)',
  'list the users': 'списък с потребителите',
  'add a user (password asked on a terminal, else read from stdin)':
    'добавяне на потребител (паролата се пита в терминал, иначе се чете от стандартния вход)',
  'set a new password (asked on a terminal, else read from stdin)':
    'задаване на нова парола (пита се в терминал, иначе се чете от стандартния вход)',
  'remove a user': 'премахване на потребител',
  role: 'роля',
  'e-mail address': 'имейл адрес',
  'add or change a profile from --url, --api-root, --namespace, --user, --lang, --format':
    'добавяне или промяна на профил от --url, --api-root, --namespace, --user, --lang, --format',
  'list the profiles': 'списък с профилите',
  'make a profile the active one': 'задаване на профил като активен',
  'show a profile (default: the active one)': 'показване на профил (по подразбиране: активния)',
  'remove a profile': 'премахване на профил',
  'make it the active profile': 'задаване като активен профил',
  'bash, zsh or fish': 'bash, zsh или fish',
  ID: 'ID',
  TITLE: 'ЗАГЛАВИЕ',
  START: 'НАЧАЛО',
  END: 'КРАЙ',
  VENUE: 'МЯСТО',
  STATUS: 'СТАТУС',
  NAME: 'ИМЕ',
  CITY: 'ГРАД',
  COUNTRY: 'ДЪРЖАВА',
  EMAIL: 'ИМЕЙЛ',
  PHONE: 'ТЕЛЕФОН',
  SLUG: 'КРАТКО ИМЕ',
  PARENT: 'РОДИТЕЛ',
  EVENTS: 'СЪБИТИЯ',
  // ---- credentials ----
  'send the password over plain http to a host other than this machine (CALEV_ALLOW_HTTP=1)':
    'изпращане на паролата по обикновен http до хост, различен от тази машина (CALEV_ALLOW_HTTP=1)',
  'read the application password from standard input (its first line)':
    'четене на паролата за приложение от стандартния вход (първия ред)',
  'ask for the application password, check it against the site, save it in the system keyring (else the config file)':
    'запитване за паролата за приложение, проверка в сайта и запазване в системния ключодържател (иначе във файла с настройки)',
  'remove the saved application password of the profile': 'премахване на запазената парола за приложение на профила',

  // ---- views: agenda and calendar ----
  'events grouped by day, from WHEN (default today) for --days N (default 7) or --to DATE':
    'събития, групирани по ден, от WHEN (по подразбиране днес) за --days N дни (по подразбиране 7) или до --to DATE',
  'a month grid (or --week) of the events, fitted to the terminal':
    'месечна таблица (или --week) на събитията, съобразена с ширината на терминала',
  "show times in this zone: IANA name, UTC or UTC+N (default: the site's)":
    'часовете в тази часова зона: име от IANA, UTC или UTC+N (по подразбиране тази на сайта)',
  'how many days (default 7)': 'колко дни (по подразбиране 7)',
  'the last day, a date or a phrase (instead of --days)': 'последният ден, дата или израз (вместо --days)',
  'show days without events too': 'показване и на дните без събития',
  'the first day: a date or a phrase (today, tomorrow, next monday, 2026-12-01); default today':
    'първият ден: дата или израз (today, tomorrow, next monday, 2026-12-01); по подразбиране днес',
  'a week grid': 'седмична таблица',
  'a month grid (the default)': 'месечна таблица (по подразбиране)',
  'weeks start on Sunday': 'седмиците започват в неделя',
  "weeks start on Monday (the default, unless the locale's weeks start on another day)":
    'седмиците започват в понеделник (по подразбиране, освен ако в локала седмиците започват в друг ден)',
  Today: 'Днес',
  Tomorrow: 'Утре',
  'all day': 'цял ден',
  'day %1$s of %2$s': 'ден %1$s от %2$s',
  '+%s more': 'още %s',
  'No events': 'Няма събития',
  // ---- recurring events: the rule in words (src/recurrence/describe.ts) ----
  'Every day': 'Всеки ден',
  'Every %d days': 'На всеки %d дни',
  'Every week': 'Всяка седмица',
  'Every %d weeks': 'На всеки %d седмици',
  'Every month': 'Всеки месец',
  'Every %d months': 'На всеки %d месеца',
  'Every year': 'Всяка година',
  'Every %d years': 'На всеки %d години',
  'Every hour': 'Всеки час',
  'Every %d hours': 'На всеки %d часа',
  'Every minute': 'Всяка минута',
  'Every %d minutes': 'На всеки %d минути',
  'Every second': 'Всяка секунда',
  'Every %d seconds': 'На всеки %d секунди',
  'Every %s': 'Всеки %s',
  'Every %1$d weeks on %2$s': 'На всеки %1$d седмици в %2$s',
  'Every month on day %s': 'Всеки месец на дата %s',
  'Every %1$d months on day %2$s': 'На всеки %1$d месеца на дата %2$s',
  'Every month on the last day': 'Всеки месец в последния ден',
  'Every %d months on the last day': 'На всеки %d месеца в последния ден',
  'Every month on the %s': 'Всеки месец в %s',
  'Every %1$d months on the %2$s': 'На всеки %1$d месеца в %2$s',
  'Every year on %s': 'Всяка година на %s',
  'Every %1$d years on %2$s': 'На всеки %1$d години на %2$s',
  'Every year on the %1$s of %2$s': 'Всяка година в %1$s на %2$s',
  'first %s': 'първия %s',
  'second %s': 'втория %s',
  'third %s': 'третия %s',
  'fourth %s': 'четвъртия %s',
  'fifth %s': 'петия %s',
  'last %s': 'последния %s',
  'second to last %s': 'предпоследния %s',
  '%1$s until %2$s': '%1$s до %2$s',
  '%1$s, %2$d times': '%1$s, %2$d пъти',
  '%s, plus one more date': '%s, плюс още една дата',
  '%1$s, plus %2$d more dates': '%1$s, плюс още %2$d дати',
  '%s, except one date': '%s, без една дата',
  '%1$s, except %2$d dates': '%1$s, без %2$d дати',
  'Custom rule: %s': 'Собствено правило: %s',
  'On one date': 'На една дата',
  'On %d dates': 'На %d дати',

  // ---- recurring events: route arguments (src/spec/routes.ts) ----
  'Repetition of the event (series): RFC 5545 rules, extra dates and excluded dates; empty makes it single.':
    'Повторение на събитието (серия): правила по RFC 5545, допълнителни и изключени дати; празно го прави единично.',
  'Only the first listed occurrence of each event series.': 'Само първата изброена поява от всяка серия събития.',

  // ---- recurring events: /doc (src/spec/openapi.ts) ----
  'Rule of a series master (§7.1); null for single events and occurrences.':
    'Правило на главното събитие от серия (§7.1); null за единични събития и появи.',
  'RFC 5545 rules.': 'Правила по RFC 5545.',
  'Extra occurrence starts.': 'Допълнителни начала на появи.',
  'Excluded occurrence starts.': 'Изключени начала на появи.',
  'The rule in words.': 'Правилото с думи.',

  // ---- recurring events: command line (src/cli/resource/commands.ts) ----
  'repeat the event: a series (see --every, --on, --until, --count)':
    'повтаряне на събитието: серия (вижте --every, --on, --until, --count)',
  'repeat every n days, weeks, months or years': 'повтаряне на всеки n дни, седмици, месеца или години',
  'repeat on these days: mo,we (weekly), 2tu or -1fr (monthly), 15 (day of the month)':
    'повтаряне в тези дни: mo,we (седмично), 2tu или -1fr (месечно), 15 (ден от месеца)',
  'the last day of the series': 'последният ден от серията',
  'the number of occurrences of the series': 'броят на появите в серията',
  'leave this date out of the series (repeatable)': 'изключване на тази дата от серията (може да се повтаря)',
  'on a site without recurring events: create each occurrence as a single event':
    'на сайт без повтарящи се събития: всяка поява като отделно събитие',
  'an occurrence: move its whole series to the trash': 'поява: преместване на цялата ѝ серия в кошчето',
  'an occurrence: move only this one to the trash': 'поява: преместване само на нея в кошчето',
};
