// API.md §8 and §8.1: every error code the server can emit, provoked through real HTTP, with its
// exact status, message (in each of the eight languages) and data shape (§1.12).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicHeader, rawRequest, type RawResult } from '../support/raw-http.js';
import { startTestServer, type TestServer } from '../support/server.js';

type Lang = 'en' | 'bg' | 'zh-hans' | 'fr' | 'de' | 'ja' | 'pt-br' | 'es';
const LANGS: Lang[] = ['bg', 'zh-hans', 'en', 'fr', 'de', 'ja', 'pt-br', 'es'];
const clock = () => new Date('2024-07-10T15:30:00Z');
const ADMIN = basicHeader('admin', 'admin-pass');
const JSON_TYPE = { 'content-type': 'application/json' };
const DATES = { start_date: '2024-07-11 19:00', end_date: '2024-07-11 22:00' };

// The §8 English messages and their §8.1 translations, copied from API.md.
const MESSAGES: Record<string, Record<Lang, string>> = {
  rest_no_route: {
    en: 'No route was found matching the URL and request method.',
    bg: 'Не е намерен маршрут, който да отговаря на URL адреса и метода на заявката.',
    'zh-hans': '未找到与该 URL 和请求方法匹配的路由。',
    fr: 'Aucune route ne correspond à l’URL et à la méthode de la requête.',
    de: 'Es wurde keine Route gefunden, die der URL und der Anfragemethode entspricht.',
    ja: 'URL とリクエストメソッドに一致するルートが見つかりませんでした。',
    'pt-br': 'Nenhuma rota corresponde à URL e ao método da requisição.',
    es: 'No se encontró ninguna ruta que coincida con la URL y el método de la solicitud.',
  },
  rest_invalid_namespace: {
    en: 'The specified namespace could not be found.',
    bg: 'Посоченото пространство от имена не може да бъде намерено.',
    'zh-hans': '找不到指定的命名空间。',
    fr: 'L’espace de noms indiqué est introuvable.',
    de: 'Der angegebene Namensraum wurde nicht gefunden.',
    ja: '指定された名前空間が見つかりませんでした。',
    'pt-br': 'O namespace especificado não foi encontrado.',
    es: 'No se ha encontrado el espacio de nombres especificado.',
  },
  rest_invalid_json: {
    en: 'Invalid JSON body passed.',
    bg: 'Подадено е невалидно JSON тяло.',
    'zh-hans': '传入的 JSON 正文无效。',
    fr: 'Le corps JSON transmis est invalide.',
    de: 'Ungültiger JSON-Body übergeben.',
    ja: '無効な JSON 本文が渡されました。',
    'pt-br': 'Corpo JSON inválido enviado.',
    es: 'Se ha enviado un cuerpo JSON no válido.',
  },
  rest_payload_too_large: {
    en: 'The request body is too large.',
    bg: 'Тялото на заявката е твърде голямо.',
    'zh-hans': '请求正文过大。',
    fr: 'Le corps de la requête est trop volumineux.',
    de: 'Der Anfrage-Body ist zu groß.',
    ja: 'リクエスト本文が大きすぎます。',
    'pt-br': 'O corpo da requisição é grande demais.',
    es: 'El cuerpo de la solicitud es demasiado grande.',
  },
  rest_missing_callback_param: {
    en: 'Missing parameter(s): %s',
    bg: 'Липсващи параметри: %s',
    'zh-hans': '缺少参数：%s',
    fr: 'Paramètre(s) manquant(s) : %s',
    de: 'Fehlende Parameter: %s',
    ja: 'パラメーターがありません: %s',
    'pt-br': 'Parâmetro(s) ausente(s): %s',
    es: 'Faltan parámetros: %s',
  },
  rest_invalid_param: {
    en: 'Invalid parameter(s): %s',
    bg: 'Невалидни параметри: %s',
    'zh-hans': '无效参数：%s',
    fr: 'Paramètre(s) invalide(s) : %s',
    de: 'Ungültige Parameter: %s',
    ja: '無効なパラメーター: %s',
    'pt-br': 'Parâmetro(s) inválido(s): %s',
    es: 'Parámetros no válidos: %s',
  },
  'Invalid parameter.': {
    en: 'Invalid parameter.',
    bg: 'Невалиден параметър.',
    'zh-hans': '参数无效。',
    fr: 'Paramètre invalide.',
    de: 'Ungültiger Parameter.',
    ja: '無効なパラメーターです。',
    'pt-br': 'Parâmetro inválido.',
    es: 'Parámetro no válido.',
  },
  '%1$s is not of type %2$s.': {
    en: '%1$s is not of type %2$s.',
    bg: '%1$s не е от тип %2$s.',
    'zh-hans': '%1$s 不是 %2$s 类型。',
    fr: '%1$s n’est pas de type %2$s.',
    de: '%1$s ist nicht vom Typ %2$s.',
    ja: '%1$s は %2$s 型ではありません。',
    'pt-br': '%1$s não é do tipo %2$s.',
    es: '%1$s no es de tipo %2$s.',
  },
  '%1$s is not one of %2$s.': {
    en: '%1$s is not one of %2$s.',
    bg: '%1$s не е някоя от стойностите %2$s.',
    'zh-hans': '%1$s 不是 %2$s 之一。',
    fr: '%1$s n’est pas l’une des valeurs %2$s.',
    de: '%1$s ist keiner der Werte %2$s.',
    ja: '%1$s は %2$s のいずれでもありません。',
    'pt-br': '%1$s não é um dos valores %2$s.',
    es: '%1$s no es uno de %2$s.',
  },
  'Event Tickets plugin is not activated.': {
    en: 'Event Tickets plugin is not activated.',
    bg: 'Разширението Event Tickets не е активирано.',
    'zh-hans': 'Event Tickets 插件未激活。',
    fr: 'L’extension Event Tickets n’est pas activée.',
    de: 'Das Plugin Event Tickets ist nicht aktiviert.',
    ja: 'Event Tickets プラグインが有効化されていません。',
    'pt-br': 'O plugin Event Tickets não está ativado.',
    es: 'El plugin Event Tickets no está activado.',
  },
  invalid_username: {
    en: 'Unknown username. Check again or try your email address.',
    bg: 'Непознато потребителско име. Проверете отново или опитайте с имейл адреса си.',
    'zh-hans': '未知的用户名。请再次检查或尝试使用您的电子邮箱地址。',
    fr: 'Identifiant inconnu. Vérifiez-le ou essayez votre adresse e-mail.',
    de: 'Unbekannter Benutzername. Bitte erneut prüfen oder die E-Mail-Adresse verwenden.',
    ja: '不明なユーザー名です。もう一度確認するか、メールアドレスをお試しください。',
    'pt-br': 'Nome de usuário desconhecido. Verifique novamente ou tente seu endereço de e-mail.',
    es: 'Nombre de usuario desconocido. Vuelve a comprobarlo o prueba con tu correo electrónico.',
  },
  incorrect_password: {
    en: 'The provided password is an invalid application password.',
    bg: 'Предоставената парола е невалидна парола за приложение.',
    'zh-hans': '提供的密码不是有效的应用程序密码。',
    fr: 'Le mot de passe fourni n’est pas un mot de passe d’application valide.',
    de: 'Das angegebene Passwort ist kein gültiges Anwendungspasswort.',
    ja: '指定されたパスワードは無効なアプリケーションパスワードです。',
    'pt-br': 'A senha fornecida é uma senha de aplicativo inválida.',
    es: 'La contraseña proporcionada no es una contraseña de aplicación válida.',
  },
  rest_forbidden: {
    en: 'Sorry, you are not allowed to do that.',
    bg: 'За съжаление нямате право да направите това.',
    'zh-hans': '抱歉，您不能这样做。',
    fr: 'Désolé, vous n’avez pas l’autorisation de faire cela.',
    de: 'Leider haben Sie keine Berechtigung, dies zu tun.',
    ja: 'この操作を行う権限がありません。',
    'pt-br': 'Desculpe, você não tem permissão para fazer isso.',
    es: 'Lo siento, no tienes permiso para hacer eso.',
  },
  'rest-event-not-found': {
    en: 'Event with ID %d does not exist.',
    bg: 'Събитие с ID %d не съществува.',
    'zh-hans': 'ID 为 %d 的活动不存在。',
    fr: 'L’événement avec l’ID %d n’existe pas.',
    de: 'Die Veranstaltung mit der ID %d existiert nicht.',
    ja: 'ID %d のイベントは存在しません。',
    'pt-br': 'O evento com ID %d não existe.',
    es: 'El evento con ID %d no existe.',
  },
  'rest-invalid-event-id': {
    en: 'The specified ID is not a valid event.',
    bg: 'Посоченото ID не е на валидно събитие.',
    'zh-hans': '指定的 ID 不是有效的活动。',
    fr: 'L’ID indiqué ne correspond pas à un événement valide.',
    de: 'Die angegebene ID ist keine gültige Veranstaltung.',
    ja: '指定された ID は有効なイベントではありません。',
    'pt-br': 'O ID especificado não é um evento válido.',
    es: 'El ID especificado no es un evento válido.',
  },
  'event-no-longer-available': {
    en: 'This event is no longer available',
    bg: 'Това събитие вече не е налично',
    'zh-hans': '此活动已不再可用',
    fr: 'Cet événement n’est plus disponible',
    de: 'Diese Veranstaltung ist nicht mehr verfügbar',
    ja: 'このイベントは利用できなくなりました',
    'pt-br': 'Este evento não está mais disponível',
    es: 'Este evento ya no está disponible',
  },
  'event-not-accessible': {
    en: 'The requested event is not accessible',
    bg: 'Заявеното събитие не е достъпно',
    'zh-hans': '无法访问所请求的活动',
    fr: 'L’événement demandé n’est pas accessible',
    de: 'Die angeforderte Veranstaltung ist nicht zugänglich',
    ja: '要求されたイベントにはアクセスできません',
    'pt-br': 'O evento solicitado não está acessível',
    es: 'El evento solicitado no es accesible',
  },
  'event-password-protected': {
    en: 'The requested event is not accessible without a password',
    bg: 'Заявеното събитие не е достъпно без парола',
    'zh-hans': '没有密码无法访问所请求的活动',
    fr: 'L’événement demandé n’est pas accessible sans mot de passe',
    de: 'Die angeforderte Veranstaltung ist ohne Passwort nicht zugänglich',
    ja: '要求されたイベントにはパスワードなしでアクセスできません',
    'pt-br': 'O evento solicitado não está acessível sem senha',
    es: 'El evento solicitado no es accesible sin contraseña',
  },
  'event-is-in-trash': {
    en: 'The event is already trashed',
    bg: 'Събитието вече е в кошчето',
    'zh-hans': '该活动已在回收站中',
    fr: 'L’événement est déjà dans la corbeille',
    de: 'Die Veranstaltung befindet sich bereits im Papierkorb',
    ja: 'このイベントはすでにゴミ箱にあります',
    'pt-br': 'O evento já está na lixeira',
    es: 'El evento ya está en la papelera',
  },
  'event-archive-page-not-found': {
    en: 'The requested event archive page does not exist',
    bg: 'Заявената страница от архива на събитията не съществува',
    'zh-hans': '所请求的活动归档页面不存在',
    fr: 'La page d’archive des événements demandée n’existe pas',
    de: 'Die angeforderte Archivseite der Veranstaltungen existiert nicht',
    ja: '要求されたイベントアーカイブのページは存在しません',
    'pt-br': 'A página solicitada do arquivo de eventos não existe',
    es: 'La página solicitada del archivo de eventos no existe',
  },
  'venue-archive-page-not-found': {
    en: 'The requested venue archive page does not exist',
    bg: 'Заявената страница от архива на местата не съществува',
    'zh-hans': '所请求的场地归档页面不存在',
    fr: 'La page d’archive des lieux demandée n’existe pas',
    de: 'Die angeforderte Archivseite der Veranstaltungsorte existiert nicht',
    ja: '要求された会場アーカイブのページは存在しません',
    'pt-br': 'A página solicitada do arquivo de locais não existe',
    es: 'La página solicitada del archivo de lugares no existe',
  },
  'organizer-archive-page-not-found': {
    en: 'The requested organizer archive page does not exist',
    bg: 'Заявената страница от архива на организаторите не съществува',
    'zh-hans': '所请求的组织者归档页面不存在',
    fr: 'La page d’archive des organisateurs demandée n’existe pas',
    de: 'Die angeforderte Archivseite der Veranstalter existiert nicht',
    ja: '要求された主催者アーカイブのページは存在しません',
    'pt-br': 'A página solicitada do arquivo de organizadores não existe',
    es: 'La página solicitada del archivo de organizadores no existe',
  },
  'venue-not-accessible': {
    en: 'The requested venue is not accessible',
    bg: 'Заявеното място не е достъпно',
    'zh-hans': '无法访问所请求的场地',
    fr: 'Le lieu demandé n’est pas accessible',
    de: 'Der angeforderte Veranstaltungsort ist nicht zugänglich',
    ja: '要求された会場にはアクセスできません',
    'pt-br': 'O local solicitado não está acessível',
    es: 'El lugar solicitado no es accesible',
  },
  'organizer-not-accessible': {
    en: 'The requested organizer is not accessible',
    bg: 'Заявеният организатор не е достъпен',
    'zh-hans': '无法访问所请求的组织者',
    fr: 'L’organisateur demandé n’est pas accessible',
    de: 'Der angeforderte Veranstalter ist nicht zugänglich',
    ja: '要求された主催者にはアクセスできません',
    'pt-br': 'O organizador solicitado não está acessível',
    es: 'El organizador solicitado no es accesible',
  },
  'venue-is-in-trash': {
    en: 'The venue is already trashed',
    bg: 'Мястото вече е в кошчето',
    'zh-hans': '该场地已在回收站中',
    fr: 'Le lieu est déjà dans la corbeille',
    de: 'Der Veranstaltungsort befindet sich bereits im Papierkorb',
    ja: 'この会場はすでにゴミ箱にあります',
    'pt-br': 'O local já está na lixeira',
    es: 'El lugar ya está en la papelera',
  },
  'organizer-is-in-trash': {
    en: 'The organizer is already trashed',
    bg: 'Организаторът вече е в кошчето',
    'zh-hans': '该组织者已在回收站中',
    fr: 'L’organisateur est déjà dans la corbeille',
    de: 'Der Veranstalter befindet sich bereits im Papierkorb',
    ja: 'この主催者はすでにゴミ箱にあります',
    'pt-br': 'O organizador já está na lixeira',
    es: 'El organizador ya está en la papelera',
  },
  'term_exists:categories': {
    en: 'A term with the name provided already exists with this parent.',
    bg: 'Вече съществува термин с това име и този родител.',
    'zh-hans': '此父项下已存在同名项目。',
    fr: 'Un terme portant ce nom existe déjà avec ce parent.',
    de: 'Ein Begriff mit diesem Namen existiert bereits unter diesem übergeordneten Begriff.',
    ja: 'この親には同じ名前のタームがすでに存在します。',
    'pt-br': 'Já existe um termo com este nome sob este ascendente.',
    es: 'Ya existe un término con ese nombre bajo este superior.',
  },
  'term_exists:tags': {
    en: 'A term with the name provided already exists in this taxonomy.',
    bg: 'Вече съществува термин с това име в тази таксономия.',
    'zh-hans': '此分类法中已存在同名项目。',
    fr: 'Un terme portant ce nom existe déjà dans cette taxonomie.',
    de: 'Ein Begriff mit diesem Namen existiert bereits in dieser Taxonomie.',
    ja: 'このタクソノミーには同じ名前のタームがすでに存在します。',
    'pt-br': 'Já existe um termo com este nome nesta taxonomia.',
    es: 'Ya existe un término con ese nombre en esta taxonomía.',
  },
  duplicate_term_slug: {
    en: 'The slug “%s” is already in use by another term.',
    bg: 'Кратко име „%s“ вече се използва от друг термин.',
    'zh-hans': '别名“%s”已被其他项目使用。',
    fr: 'Le slug « %s » est déjà utilisé par un autre terme.',
    de: 'Die Titelform „%s“ wird bereits von einem anderen Begriff verwendet.',
    ja: 'スラッグ「%s」はすでに他のタームで使用されています。',
    'pt-br': 'O slug “%s” já está em uso por outro termo.',
    es: 'El slug «%s» ya lo usa otro término.',
  },
  'could-not-delete-event': {
    en: 'The event could not be deleted',
    bg: 'Събитието не можа да бъде изтрито',
    'zh-hans': '无法删除该活动',
    fr: 'L’événement n’a pas pu être supprimé',
    de: 'Die Veranstaltung konnte nicht gelöscht werden',
    ja: 'イベントを削除できませんでした',
    'pt-br': 'O evento não pôde ser excluído',
    es: 'No se pudo eliminar el evento',
  },
  'could-not-delete-venue': {
    en: 'The venue could not be deleted',
    bg: 'Мястото не можа да бъде изтрито',
    'zh-hans': '无法删除该场地',
    fr: 'Le lieu n’a pas pu être supprimé',
    de: 'Der Veranstaltungsort konnte nicht gelöscht werden',
    ja: '会場を削除できませんでした',
    'pt-br': 'O local não pôde ser excluído',
    es: 'No se pudo eliminar el lugar',
  },
  'could-not-delete-organizer': {
    en: 'The organizer could not be deleted',
    bg: 'Организаторът не можа да бъде изтрит',
    'zh-hans': '无法删除该组织者',
    fr: 'L’organisateur n’a pas pu être supprimé',
    de: 'Der Veranstalter konnte nicht gelöscht werden',
    ja: '主催者を削除できませんでした',
    'pt-br': 'O organizador não pôde ser excluído',
    es: 'No se pudo eliminar el organizador',
  },
  internal_server_error: {
    en: 'There has been a critical error on this website.',
    bg: 'Възникна критична грешка в този сайт.',
    'zh-hans': '此网站出现了严重错误。',
    fr: 'Une erreur critique est survenue sur ce site.',
    de: 'Auf dieser Website ist ein kritischer Fehler aufgetreten.',
    ja: 'このサイトで重大なエラーが発生しました。',
    'pt-br': 'Ocorreu um erro crítico neste site.',
    es: 'Ha ocurrido un error crítico en este sitio.',
  },
};

/** printf as the catalogue does: %s and %d in order, %1$s / %2$s by position. */
function fill(template: string, ...values: Array<string | number>): string {
  let next = 0;
  return template.replace(/%(?:(\d+)\$)?([sd])/g, (_m, pos: string | undefined) =>
    String(pos ? values[Number(pos) - 1] : values[next++]),
  );
}

let srv: TestServer;
let off: TestServer;
const ids: Record<string, number> = {};

async function create(path: string, json: Record<string, unknown>, as: 'admin' | 'author' = 'admin'): Promise<any> {
  const r = await srv.call('POST', path, { as, json });
  expect(r.status, `${path} ${JSON.stringify(json)} ${r.text}`).toBe(201);
  return r.json;
}

beforeAll(async () => {
  [srv, off] = await Promise.all([startTestServer({ clock }), startTestServer({ clock, premium: false })]);
  ids.event = (await create('/events', { title: 'Published', ...DATES })).id;
  ids.trashedEvent = (await create('/events', { title: 'Trashed', ...DATES })).id;
  await srv.call('DELETE', `/events/${ids.trashedEvent}`, { as: 'admin' });
  ids.draftEvent = (await create('/events', { title: 'Draft', status: 'draft', ...DATES })).id;
  ids.protectedEvent = (await create('/events', { title: 'Protected', ...DATES })).id;
  await srv.call('PATCH', `/events/${ids.protectedEvent}`, { as: 'admin', json: { password: 's3cret' } });
  ids.venue = (await create('/venues', { venue: 'Open Hall' })).id;
  ids.draftVenue = (await create('/venues', { venue: 'Draft Hall', status: 'draft' })).id;
  ids.trashedVenue = (await create('/venues', { venue: 'Trashed Hall' })).id;
  await srv.call('DELETE', `/venues/${ids.trashedVenue}`, { as: 'admin' });
  ids.draftOrganizer = (await create('/organizers', { organizer: 'Draft Org', status: 'draft' })).id;
  ids.trashedOrganizer = (await create('/organizers', { organizer: 'Trashed Org' })).id;
  await srv.call('DELETE', `/organizers/${ids.trashedOrganizer}`, { as: 'admin' });
  ids.category = (await create('/categories', { name: 'Music' })).id;
  ids.tag = (await create('/tags', { name: 'jazz' })).id;
  ids.tag2 = (await create('/tags', { name: 'blues' })).id;
});

afterAll(async () => {
  await Promise.all([srv.stop(), off.stop()]);
});

interface Scenario {
  /** code of the answer, and the key of its message */
  code: string;
  key?: string;
  status: number;
  values?: Array<string | number>;
  /** extra data members besides status */
  data?: (lang: Lang) => Record<string, unknown>;
  send(path: (p: string) => string, s: TestServer): Promise<RawResult>;
}

const get =
  (p: string, headers: Record<string, string> = {}) =>
  (path: (x: string) => string, s: TestServer) =>
    rawRequest(s.base, 'GET', path(p), { headers });
const asAdmin =
  (method: string, p: string | (() => string), json?: unknown) => (path: (x: string) => string, s: TestServer) =>
    rawRequest(s.base, method, path(typeof p === 'string' ? p : p()), {
      headers: { authorization: ADMIN, ...JSON_TYPE },
      body: json === undefined ? undefined : JSON.stringify(json),
    });

const SCENARIOS: Scenario[] = [
  { code: 'rest_no_route', status: 404, send: get('/nothing') },
  { code: 'rest_invalid_namespace', status: 404, send: get('?namespace=elsewhere') },
  {
    code: 'rest_invalid_json',
    status: 400,
    send: (path, s) =>
      rawRequest(s.base, 'POST', path('/tags'), { headers: { authorization: ADMIN, ...JSON_TYPE }, body: '{"name":' }),
  },
  {
    code: 'rest_payload_too_large',
    status: 413,
    send: (path, s) =>
      rawRequest(s.base, 'POST', path('/tags'), {
        headers: { authorization: ADMIN, ...JSON_TYPE },
        body: `{"name":"${'x'.repeat(1024 * 1024)}"}`,
      }),
  },
  {
    code: 'rest_missing_callback_param',
    status: 400,
    values: ['title, start_date, end_date'],
    data: () => ({ params: ['title', 'start_date', 'end_date'] }),
    send: asAdmin('POST', '/events', { description: 'x' }),
  },
  {
    code: 'rest_invalid_param',
    status: 400,
    values: ['per_page'],
    data: (lang) => ({ params: { per_page: MESSAGES['Invalid parameter.'][lang] }, details: [] }),
    send: get('/events?per_page=0'),
  },
  { code: 'invalid_username', status: 401, send: get('/events', { authorization: basicHeader('nobody', 'x') }) },
  {
    code: 'incorrect_password',
    status: 401,
    send: get('/events', { authorization: basicHeader('editor', 'admin-pass') }),
  },
  {
    code: 'rest_forbidden',
    status: 401,
    send: (path, s) => rawRequest(s.base, 'POST', path('/tags'), { headers: JSON_TYPE, body: '{"name":"x"}' }),
  },
  {
    code: 'rest_forbidden',
    status: 403,
    send: (path, s) =>
      rawRequest(s.base, 'POST', path('/tags'), {
        headers: { authorization: basicHeader('subscriber', 'subscriber-pass'), ...JSON_TYPE },
        body: '{"name":"x"}',
      }),
  },
  { code: 'rest-event-not-found', status: 404, values: [987654], send: get('/events/987654') },
  // an id past 2^53 is named as given, not rounded
  {
    code: 'rest-event-not-found',
    status: 404,
    values: ['98765432109876543210'],
    send: get('/events/098765432109876543210'),
  },
  { code: 'rest-invalid-event-id', status: 400, send: (path, s) => get(`/events/${ids.venue}`)(path, s) },
  { code: 'event-no-longer-available', status: 403, send: (path, s) => get(`/events/${ids.trashedEvent}`)(path, s) },
  { code: 'event-not-accessible', status: 403, send: (path, s) => get(`/events/${ids.draftEvent}`)(path, s) },
  {
    code: 'event-password-protected',
    status: 403,
    send: (path, s) => get(`/events/${ids.protectedEvent}?password=wrong`)(path, s),
  },
  { code: 'event-is-in-trash', status: 410, send: asAdmin('DELETE', () => `/events/${ids.trashedEvent}`) },
  { code: 'event-archive-page-not-found', status: 404, send: get('/events?page=9') },
  { code: 'venue-archive-page-not-found', status: 404, send: get('/venues?page=9') },
  { code: 'organizer-archive-page-not-found', status: 404, send: get('/organizers?page=2') },
  { code: 'venue-not-accessible', status: 403, send: (path, s) => get(`/venues/${ids.draftVenue}`)(path, s) },
  {
    code: 'organizer-not-accessible',
    status: 403,
    send: (path, s) => get(`/organizers/${ids.draftOrganizer}`)(path, s),
  },
  { code: 'venue-is-in-trash', status: 410, send: asAdmin('DELETE', () => `/venues/${ids.trashedVenue}`) },
  { code: 'organizer-is-in-trash', status: 410, send: asAdmin('DELETE', () => `/organizers/${ids.trashedOrganizer}`) },
  {
    code: 'term_exists',
    key: 'term_exists:categories',
    status: 400,
    data: () => ({ term_id: ids.category }),
    send: asAdmin('POST', '/categories', { name: 'MUSIC' }),
  },
  {
    code: 'term_exists',
    key: 'term_exists:tags',
    status: 400,
    data: () => ({ term_id: ids.tag }),
    send: asAdmin('POST', '/tags', { name: ' Jazz ' }),
  },
  {
    code: 'duplicate_term_slug',
    status: 400,
    values: ['jazz'],
    send: asAdmin('PATCH', () => `/tags/${ids.tag2}`, { slug: 'JAZZ' }),
  },
];

/** Both ways of choosing the response language: the path segment and translation_language. */
const VIA = {
  segment: (lang: Lang) => (p: string) => `/${lang}/wp-json/calendar/events/v1${p}`,
  parameter: (lang: Lang) => (p: string) =>
    `/wp-json/calendar/events/v1${p}${p.includes('?') ? '&' : '?'}translation_language=${lang}`,
};

describe.each(SCENARIOS.map((s) => [`${s.code} ${s.status}`, s] as const))('%s', (_name, scenario) => {
  it.each(LANGS.flatMap((lang) => (['segment', 'parameter'] as const).map((via) => [lang, via] as const)))(
    'in %s (via the %s)',
    async (lang, via) => {
      const r = await scenario.send(VIA[via](lang), srv);
      const message = fill(MESSAGES[scenario.key ?? scenario.code][lang], ...(scenario.values ?? []));
      expect(r.status).toBe(scenario.status);
      expect(r.text).toBe(
        JSON.stringify({ code: scenario.code, message, data: { status: scenario.status, ...scenario.data?.(lang) } }),
      );
    },
  );
});

describe('rest_invalid_param values of data.params in every language', () => {
  it.each(LANGS)('%s: kind, rule and enum failures, with details for kind and enum', async (lang) => {
    const r = await rawRequest(
      srv.base,
      'GET',
      `/${lang}/wp-json/calendar/events/v1/events?per_page=0&featured=maybe&translation_language=xx`,
    );
    const msg = (key: string, ...v: string[]) => fill(MESSAGES[key][lang], ...v);
    const type = msg('%1$s is not of type %2$s.', 'featured', 'boolean');
    const notIn = msg('%1$s is not one of %2$s.', 'translation_language', 'bg, zh-hans, en, fr, de, ja, pt-br, es');
    expect(r.json).toEqual({
      code: 'rest_invalid_param',
      message: msg('rest_invalid_param', 'per_page, featured, translation_language'),
      data: {
        status: 400,
        params: { per_page: msg('Invalid parameter.'), featured: type, translation_language: notIn },
        details: {
          featured: { code: 'rest_invalid_type', message: type, data: { param: 'featured' } },
          translation_language: { code: 'rest_not_in_enum', message: notIn, data: { param: 'translation_language' } },
        },
      },
    });
  });

  it.each(LANGS)(
    '%s: ticketed=true with premium off is "Event Tickets plugin is not activated." with detail event-tickets-not-active',
    async (lang) => {
      const r = await rawRequest(
        off.base,
        'GET',
        `/wp-json/calendar/events/v1/events?ticketed=true&translation_language=${lang}`,
      );
      const text = MESSAGES['Event Tickets plugin is not activated.'][lang];
      expect(r.json).toEqual({
        code: 'rest_invalid_param',
        message: fill(MESSAGES.rest_invalid_param[lang], 'ticketed'),
        data: {
          status: 400,
          params: { ticketed: text },
          details: { ticketed: { code: 'event-tickets-not-active', message: text, data: { param: 'ticketed' } } },
        },
      });
    },
  );
});

describe('A.3 French 404', () => {
  it('GET /fr/wp-json/calendar/events/v1/events/987654 is exactly the documented answer', async () => {
    const r = await rawRequest(srv.base, 'GET', '/fr/wp-json/calendar/events/v1/events/987654');
    expect(r.status).toBe(404);
    expect(r.text).toBe(
      '{"code":"rest-event-not-found","message":"L’événement avec l’ID 987654 n’existe pas.","data":{"status":404}}',
    );
  });
});

describe('500s when the store refuses writes (closed under the running server; no mocks)', () => {
  let broken: TestServer;
  const made: Record<string, number> = {};

  beforeAll(async () => {
    broken = await startTestServer({ clock });
    const c = (path: string, json: Record<string, unknown>) =>
      broken.call('POST', path, { as: 'admin', json }).then((r) => r.json.id as number);
    made.event = await c('/events', { title: 'Doomed', ...DATES });
    made.venue = await c('/venues', { venue: 'Doomed Hall' });
    made.organizer = await c('/organizers', { organizer: 'Doomed Org' });
    await broken.server.app.store.close();
  });

  afterAll(() => broken.stop());

  it.each([
    ['events', 'could-not-delete-event'],
    ['venues', 'could-not-delete-venue'],
    ['organizers', 'could-not-delete-organizer'],
  ])('DELETE /%s/{id} is 500 %s, in English and in German', async (col, code) => {
    const id = made[col.slice(0, -1)];
    for (const lang of ['en', 'de'] as const) {
      const r = await broken.call('DELETE', `/${col}/${id}?translation_language=${lang}`, { as: 'admin' });
      expect(r.status).toBe(500);
      expect(r.json).toEqual({ code, message: MESSAGES[code][lang], data: { status: 500 } });
    }
  });

  it('any other failed write is 500 internal_server_error; reads still work', async () => {
    for (const lang of LANGS) {
      const r = await broken.call('POST', `/tags?translation_language=${lang}`, {
        as: 'admin',
        json: { name: 'Never Stored' },
      });
      expect(r.status).toBe(500);
      expect(r.text).toBe(
        JSON.stringify({
          code: 'internal_server_error',
          message: MESSAGES.internal_server_error[lang],
          data: { status: 500 },
        }),
      );
    }
    const read = await broken.call('GET', `/events/${made.event}`);
    expect(read.status).toBe(200);
    expect(read.json.status).toBe('publish');
  });
});
