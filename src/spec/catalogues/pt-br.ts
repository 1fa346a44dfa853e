// pt-br: English source text -> translation (API.md §6, §8.1). Missing keys fall back to English.
import type { Catalogue } from './index.js';

export const pt_br: Catalogue = {
  // ---- errors and data.params messages (API.md §8; translations given by §8.1) ----
  'No route was found matching the URL and request method.':
    'Nenhuma rota corresponde à URL e ao método da requisição.',
  'The specified namespace could not be found.': 'O namespace especificado não foi encontrado.',
  'Invalid JSON body passed.': 'Corpo JSON inválido enviado.',
  'The request body is too large.': 'O corpo da requisição é grande demais.',
  'Missing parameter(s): %s': 'Parâmetro(s) ausente(s): %s',
  'Invalid parameter(s): %s': 'Parâmetro(s) inválido(s): %s',
  'Invalid parameter.': 'Parâmetro inválido.',
  '%1$s is not of type %2$s.': '%1$s não é do tipo %2$s.',
  '%1$s is not one of %2$s.': '%1$s não é um dos valores %2$s.',
  'Event Tickets plugin is not activated.': 'O plugin Event Tickets não está ativado.',
  'Unknown username. Check again or try your email address.':
    'Nome de usuário desconhecido. Verifique novamente ou tente seu endereço de e-mail.',
  'The provided password is an invalid application password.': 'A senha fornecida é uma senha de aplicativo inválida.',
  'Too many failed login attempts. Try again in %d seconds.':
    'Muitas tentativas de login malsucedidas. Tente novamente em %d segundos.',
  'Sorry, you are not allowed to do that.': 'Desculpe, você não tem permissão para fazer isso.',
  'Event with ID %d does not exist.': 'O evento com ID %d não existe.',
  'The specified ID is not a valid event.': 'O ID especificado não é um evento válido.',
  'This event is no longer available': 'Este evento não está mais disponível',
  'The requested event is not accessible': 'O evento solicitado não está acessível',
  'The requested event is not accessible without a password': 'O evento solicitado não está acessível sem senha',
  'The event is already trashed': 'O evento já está na lixeira',
  'The requested event archive page does not exist': 'A página solicitada do arquivo de eventos não existe',
  'The requested venue archive page does not exist': 'A página solicitada do arquivo de locais não existe',
  'The requested organizer archive page does not exist': 'A página solicitada do arquivo de organizadores não existe',
  'The requested venue is not accessible': 'O local solicitado não está acessível',
  'The requested organizer is not accessible': 'O organizador solicitado não está acessível',
  'The venue is already trashed': 'O local já está na lixeira',
  'The organizer is already trashed': 'O organizador já está na lixeira',
  'A term with the name provided already exists with this parent.':
    'Já existe um termo com este nome sob este ascendente.',
  'A term with the name provided already exists in this taxonomy.': 'Já existe um termo com este nome nesta taxonomia.',
  'The slug “%s” is already in use by another term.': 'O slug “%s” já está em uso por outro termo.',
  'The event could not be deleted': 'O evento não pôde ser excluído',
  'The venue could not be deleted': 'O local não pôde ser excluído',
  'The organizer could not be deleted': 'O organizador não pôde ser excluído',
  'There has been a critical error on this website.': 'Ocorreu um erro crítico neste site.',
  // ---- the cost word (API.md §5.7; given by §6) ----
  Free: 'Grátis',

  // ---- route arguments: descriptions in the namespace index and /doc (src/spec/routes.ts) ----
  // every endpoint
  'Content language code.': 'Código do idioma do conteúdo.',
  // every list
  'Page of results to return.': 'Página de resultados a retornar.',
  // GET /events
  'Number of events per page.': 'Número de eventos por página.',
  'Only events that start on or after this date.': 'Somente eventos que começam nesta data ou depois dela.',
  'Only events that end on or before this date.': 'Somente eventos que terminam nesta data ou antes dela.',
  'Only events that start before this date.': 'Somente eventos que começam antes desta data.',
  'Only events that start after this date.': 'Somente eventos que começam depois desta data.',
  'Only events that end before this date.': 'Somente eventos que terminam antes desta data.',
  'Only events that end after this date.': 'Somente eventos que terminam depois desta data.',
  'Apply the dates at the exact times given instead of whole days.':
    'Aplicar as datas nos horários exatos informados em vez de dias inteiros.',
  'Only events whose title, description or excerpt contain these words.':
    'Somente eventos cujo título, descrição ou resumo contenha estas palavras.',
  'Only events in any of these categories (ids or slugs).':
    'Somente eventos em qualquer uma destas categorias (IDs ou slugs).',
  'Only events with any of these tags (ids or slugs).': 'Somente eventos com qualquer uma destas tags (IDs ou slugs).',
  'Only events at any of these venues.': 'Somente eventos em qualquer um destes locais.',
  'Only events with any of these organizers.': 'Somente eventos com qualquer um destes organizadores.',
  'Only featured (true) or only non-featured (false) events.':
    'Somente eventos em destaque (true) ou somente eventos sem destaque (false).',
  'Only events with these post statuses.': 'Somente eventos com estes status de publicação.',
  'Only events whose venue has (true) or lacks (false) coordinates. Requires the premium extension.':
    'Somente eventos cujo local tem (true) ou não tem (false) coordenadas. Requer a extensão premium.',
  'Latitude of the centre of the search area. Requires the premium extension.':
    'Latitude do centro da área de busca. Requer a extensão premium.',
  'Longitude of the centre of the search area. Requires the premium extension.':
    'Longitude do centro da área de busca. Requer a extensão premium.',
  'Only the events with these ids; date filters are ignored.':
    'Somente os eventos com estes IDs; os filtros de data são ignorados.',
  'Only events whose parent event is this one.': 'Somente eventos cujo evento ascendente é este.',
  'Only events with (true) or without (false) tickets.': 'Somente eventos com (true) ou sem (false) ingressos.',
  // event reads and writes (author, dates, image: also venues and organizers)
  'Author user id.': 'ID do usuário autor.',
  'Publication date.': 'Data de publicação.',
  'Publication date in UTC.': 'Data de publicação em UTC.',
  'Event title.': 'Título do evento.',
  'Event description (HTML allowed).': 'Descrição do evento (HTML permitido).',
  'Event slug.': 'Slug do evento.',
  'Event excerpt.': 'Resumo do evento.',
  'Post status of the event.': 'Status de publicação do evento.',
  'Timezone of the event.': 'Fuso horário do evento.',
  'Whether the event lasts all day.': 'Se o evento dura o dia todo.',
  'Start date and time.': 'Data e hora de início.',
  'End date and time.': 'Data e hora de término.',
  'Featured image: attachment id or image URL.': 'Imagem destacada: ID do anexo ou URL da imagem.',
  'Cost of the event.': 'Custo do evento.',
  'Event website URL.': 'URL do site do evento.',
  'Whether the event shows a map.': 'Se o evento exibe um mapa.',
  'Whether the event shows a map link.': 'Se o evento exibe um link para o mapa.',
  'Hide the event from lists.': 'Ocultar o evento das listas.',
  'Pin the event in calendar displays.': 'Fixar o evento nas exibições do calendário.',
  'Highlight the event.': 'Destacar o evento.',
  'Categories: ids, slugs or names.': 'Categorias: IDs, slugs ou nomes.',
  'Tags: ids, slugs or names.': 'Tags: IDs, slugs ou nomes.',
  'Venue: id or venue data.': 'Local: ID ou dados do local.',
  'Organizers: ids or organizer data.': 'Organizadores: IDs ou dados de organizadores.',
  'Parent event id (event series).': 'ID do evento ascendente (série de eventos).',
  'Whether the event sells tickets.': 'Se o evento vende ingressos.',
  'Event id.': 'ID do evento.',
  'Event password.': 'Senha do evento.',
  'Event password; empty removes it.': 'Senha do evento; um valor vazio a remove.',
  // GET /venues and GET /organizers
  'Number of items per page.': 'Número de itens por página.',
  'Only items containing this text.': 'Somente itens que contêm este texto.',
  'Only the venues linked to this event.': 'Somente os locais vinculados a este evento.',
  'true: only items linked to events; false: only items without.':
    'true: somente itens vinculados a eventos; false: somente itens sem eventos.',
  'Only items linked to upcoming events.': 'Somente itens vinculados a eventos futuros.',
  'Only items with these post statuses.': 'Somente itens com estes status de publicação.',
  // venue reads and writes (phone number: also organizers)
  'Venue name.': 'Nome do local.',
  'Venue description.': 'Descrição do local.',
  'Post status of the venue.': 'Status de publicação do local.',
  'Whether linked events show a map.': 'Se os eventos vinculados exibem um mapa.',
  'Whether linked events show a map link.': 'Se os eventos vinculados exibem um link para o mapa.',
  'Street address.': 'Endereço.',
  'City.': 'Cidade.',
  'Country.': 'País.',
  'Province.': 'Província.',
  'State.': 'Estado.',
  'Postal code.': 'CEP.',
  'Phone number.': 'Número de telefone.',
  'State or province.': 'Estado ou província.',
  'Venue website URL.': 'URL do site do local.',
  'Latitude.': 'Latitude.',
  'Longitude.': 'Longitude.',
  'Venue id.': 'ID do local.',
  'Venue slug.': 'Slug do local.',
  // GET /organizers
  'Only the organizers linked to this event.': 'Somente os organizadores vinculados a este evento.',
  // organizer reads and writes
  'Organizer name.': 'Nome do organizador.',
  'Organizer description.': 'Descrição do organizador.',
  'Post status of the organizer.': 'Status de publicação do organizador.',
  'E-mail address.': 'Endereço de e-mail.',
  'Organizer website URL.': 'URL do site do organizador.',
  'Organizer id.': 'ID do organizador.',
  'Organizer slug.': 'Slug do organizador.',
  // GET /categories and GET /tags
  'Number of terms per page.': 'Número de termos por página.',
  'Only terms whose name or slug contains this text.': 'Somente termos cujo nome ou slug contém este texto.',
  'Leave out these terms.': 'Excluir estes termos.',
  'Only these terms.': 'Somente estes termos.',
  'Sort direction: asc or desc.': 'Direção da ordenação: asc ou desc.',
  'Term attribute to sort by.': 'Atributo do termo usado na ordenação.',
  'Hide terms not linked to any published event.': 'Ocultar termos não vinculados a nenhum evento publicado.',
  'Only direct children of this category (0: top level).':
    'Somente as subcategorias diretas desta categoria (0: nível superior).',
  'Only terms linked to this event.': 'Somente termos vinculados a este evento.',
  'Same as post; wins over post.': 'O mesmo que post; tem prioridade sobre post.',
  'Only the term with this slug.': 'Somente o termo com este slug.',
  // category and tag reads and writes
  'Term name.': 'Nome do termo.',
  'Term description.': 'Descrição do termo.',
  'Term slug.': 'Slug do termo.',
  'Parent category id.': 'ID da categoria ascendente.',
  'Category id.': 'ID da categoria.',
  'Tag id.': 'ID da tag.',

  // ---- /doc: DOC_TEXTS of src/spec/openapi.ts not already above ----
  // info
  'Calendar Events REST API': 'API REST de eventos do calendário',
  'Read and manage calendar events, venues, organizers, event categories and event tags.':
    'Leia e gerencie eventos do calendário, locais, organizadores, categorias de eventos e tags de eventos.',
  // operation summaries
  'Get the API documentation': 'Obter a documentação da API',
  'List events': 'Listar eventos',
  'Create an event': 'Criar um evento',
  'Get an event': 'Obter um evento',
  'Update an event': 'Atualizar um evento',
  'Delete an event': 'Excluir um evento',
  'Get an event by slug': 'Obter um evento pelo slug',
  'Update an event by slug': 'Atualizar um evento pelo slug',
  'Delete an event by slug': 'Excluir um evento pelo slug',
  'List venues': 'Listar locais',
  'Create a venue': 'Criar um local',
  'Get a venue': 'Obter um local',
  'Update a venue': 'Atualizar um local',
  'Delete a venue': 'Excluir um local',
  'Get a venue by slug': 'Obter um local pelo slug',
  'Update a venue by slug': 'Atualizar um local pelo slug',
  'Delete a venue by slug': 'Excluir um local pelo slug',
  'List organizers': 'Listar organizadores',
  'Create an organizer': 'Criar um organizador',
  'Get an organizer': 'Obter um organizador',
  'Update an organizer': 'Atualizar um organizador',
  'Delete an organizer': 'Excluir um organizador',
  'Get an organizer by slug': 'Obter um organizador pelo slug',
  'Update an organizer by slug': 'Atualizar um organizador pelo slug',
  'Delete an organizer by slug': 'Excluir um organizador pelo slug',
  'List categories': 'Listar categorias',
  'Create a category': 'Criar uma categoria',
  'Get a category': 'Obter uma categoria',
  'Update a category': 'Atualizar uma categoria',
  'Delete a category': 'Excluir uma categoria',
  'List tags': 'Listar tags',
  'Create a tag': 'Criar uma tag',
  'Get a tag': 'Obter uma tag',
  'Update a tag': 'Atualizar uma tag',
  'Delete a tag': 'Excluir uma tag',
  // response descriptions
  OK: 'Sucesso',
  Created: 'Criado',
  'Bad request': 'Requisição inválida',
  'Authentication required': 'Autenticação necessária',
  Forbidden: 'Proibido',
  'Not found': 'Não encontrado',
  Gone: 'Não existe mais',
  'The OpenAPI document.': 'O documento OpenAPI.',
  // list envelopes
  'Events of this page.': 'Eventos desta página.',
  'Venues of this page.': 'Locais desta página.',
  'Organizers of this page.': 'Organizadores desta página.',
  'Categories of this page.': 'Categorias desta página.',
  'Tags of this page.': 'Tags desta página.',
  'URL of this page.': 'URL desta página.',
  'URL of the next page.': 'URL da próxima página.',
  'URL of the previous page.': 'URL da página anterior.',
  'Number of matching items.': 'Número de itens correspondentes.',
  'Number of pages.': 'Número de páginas.',
  // properties shared by events, venues and organizers
  'Global identifier of the item.': 'Identificador global do item.',
  'Global identifiers of the item and its origins.': 'Identificadores globais do item e de suas origens.',
  'Date of the last change.': 'Data da última alteração.',
  'Date of the last change in UTC.': 'Data da última alteração em UTC.',
  'Public page URL.': 'URL da página pública.',
  'Structured data (schema.org).': 'Dados estruturados (schema.org).',
  // ImageSize and Image
  'Width in pixels.': 'Largura em pixels.',
  'Height in pixels.': 'Altura em pixels.',
  'MIME type.': 'Tipo MIME.',
  'Image URL.': 'URL da imagem.',
  'Attachment id.': 'ID do anexo.',
  'File extension.': 'Extensão do arquivo.',
  // CostDetails
  'Currency symbol.': 'Símbolo da moeda.',
  'Currency code (always empty).': 'Código da moeda (sempre vazio).',
  'Position of the currency symbol: prefix or postfix.': 'Posição do símbolo da moeda: prefix ou postfix.',
  'Numeric values of the cost, as strings.': 'Valores numéricos do custo, como strings.',
  // Term
  'Term id.': 'ID do termo.',
  'Number of published events linked to the term.': 'Número de eventos publicados vinculados ao termo.',
  'Taxonomy of the term.': 'Taxonomia do termo.',
  'Parent term id (0: none).': 'ID do termo ascendente (0: nenhum).',
  'Term meta (always empty).': 'Metadados do termo (sempre vazios).',
  'API URLs of the term, its collection and its parent.': 'URLs da API do termo, de sua coleção e de seu ascendente.',
  'Term group (always 0).': 'Grupo do termo (sempre 0).',
  'Term taxonomy id (same as id).': 'ID de taxonomia do termo (igual a id).',
  'Filter context (always raw).': 'Contexto de filtro (sempre raw).',
  // DateDetails
  'Year.': 'Ano.',
  'Month.': 'Mês.',
  'Day.': 'Dia.',
  'Hour.': 'Hora.',
  'Minutes.': 'Minutos.',
  'Seconds.': 'Segundos.',
  // Event
  'API URL of the event.': 'URL da API do evento.',
  'Featured image, or false when there is none.': 'Imagem destacada ou false quando não houver.',
  'Parts of the start date.': 'Partes da data de início.',
  'Parts of the end date.': 'Partes da data de término.',
  'Start date and time in UTC.': 'Data e hora de início em UTC.',
  'End date and time in UTC.': 'Data e hora de término em UTC.',
  'Parts of the UTC start date.': 'Partes da data de início em UTC.',
  'Parts of the UTC end date.': 'Partes da data de término em UTC.',
  'Timezone abbreviation at the start of the event.': 'Abreviação do fuso horário no início do evento.',
  'Parsed cost.': 'Custo interpretado.',
  'Categories of the event.': 'Categorias do evento.',
  'Tags of the event.': 'Tags do evento.',
  'Venue of the event, or an empty array.': 'Local do evento ou um array vazio.',
  'Organizers of the event.': 'Organizadores do evento.',
  'Custom fields (always empty).': 'Campos personalizados (sempre vazios).',
  'Featured image.': 'Imagem destacada.',
  // Error
  'Error code.': 'Código do erro.',
  'Error message.': 'Mensagem de erro.',
  'HTTP status and details of the error.': 'Status HTTP e detalhes do erro.',
  'HTTP status.': 'Status HTTP.',
  'The parameters concerned.': 'Os parâmetros envolvidos.',
  'Details of each invalid parameter.': 'Detalhes de cada parâmetro inválido.',
  'Id of the existing term.': 'ID do termo existente.',

  // ---- command line: calev help, help headings and table headers (src/setup/i18n.ts) ----
  'Usage:': 'Uso:',
  'Options:': 'Opções:',
  'Commands:': 'Comandos:',
  'Arguments:': 'Argumentos:',
  'Global Options:': 'Opções globais:',
  choices: 'opções',
  default: 'padrão',
  'Manage calendar events, venues, organizers, categories and tags; serve a local copy of the calendar/events/v1 API.':
    'Gerencia eventos do calendário, locais, organizadores, categorias e tags; serve uma cópia local da API calendar/events/v1.',
  'output the version number': 'exibir o número da versão',
  'use this profile (CALEV_PROFILE)': 'usar este perfil (CALEV_PROFILE)',
  'site URL (CALEV_URL); without one, commands use the local data dir':
    'URL do site (CALEV_URL); sem ela, os comandos usam o diretório de dados local',
  'API root path (CALEV_API_ROOT; default /wp-json)': 'caminho raiz da API (CALEV_API_ROOT; padrão /wp-json)',
  'API namespace (CALEV_NAMESPACE; default calendar/events/v1, The Events Calendar: tribe/events/v1)':
    'namespace da API (CALEV_NAMESPACE; padrão calendar/events/v1, The Events Calendar: tribe/events/v1)',
  'site user (CALEV_USER); for serve: login:password[:role], repeatable':
    'usuário do site (CALEV_USER); para serve: login:password[:role], pode ser repetido',
  'local data dir (CALEV_DATA_DIR)': 'diretório de dados local (CALEV_DATA_DIR)',
  'content language, same as --translation-language (CALEV_LANG)':
    'idioma do conteúdo, o mesmo que --translation-language (CALEV_LANG)',
  'output format (CALEV_FORMAT; default table on a terminal, json otherwise)':
    'formato de saída (CALEV_FORMAT; padrão table em um terminal, json caso contrário)',
  'only these fields, comma-separated; dotted paths for nested ones (venue.venue)':
    'somente estes campos, separados por vírgula; caminhos com pontos para os aninhados (venue.venue)',
  'print the whole API answer (the list envelope)': 'exibir a resposta completa da API (o envelope da lista)',
  'print nothing but errors': 'exibir somente os erros',
  'print each HTTP request and status on stderr': 'exibir cada requisição HTTP e seu status no stderr',
  'colour even when not on a terminal': 'usar cores mesmo fora de um terminal',
  'no colour': 'sem cores',
  'display help for command': 'exibir a ajuda do comando',
  'events: list, get, create, update, delete, import, export':
    'eventos: list, get, create, update, delete, import, export',
  'venues: list, get, create, update, delete, import, export':
    'locais: list, get, create, update, delete, import, export',
  'organizers: list, get, create, update, delete, import, export':
    'organizadores: list, get, create, update, delete, import, export',
  'categories: list, get, create, update, delete, import, export':
    'categorias: list, get, create, update, delete, import, export',
  'tags: list, get, create, update, delete, import, export': 'tags: list, get, create, update, delete, import, export',
  'the namespace index: routes and their arguments': 'o índice do namespace: rotas e seus argumentos',
  'the OpenAPI document': 'o documento OpenAPI',
  'send a raw request; PATH is relative to the namespace (e.g. /events?per_page=2)':
    'enviar uma requisição bruta; PATH é relativo ao namespace (ex.: /events?per_page=2)',
  'serve the calendar/events/v1 API over HTTP on the data dir (users: --user login:password[:role], repeatable)':
    'servir a API calendar/events/v1 via HTTP a partir do diretório de dados (usuários: --user login:password[:role], pode ser repetido)',
  'users of the local data dir: add, list, remove, passwd':
    'usuários do diretório de dados local: add, list, remove, passwd',
  'named targets: add, list, use, show, remove': 'destinos nomeados: add, list, use, show, remove',
  'print the completion script for a shell': 'exibir o script de autocompletar para um shell',
  'list events (one page; --all follows every page)': 'listar eventos (uma página; --all percorre todas as páginas)',
  'show one event': 'exibir um evento',
  'create an event': 'criar um evento',
  'change fields of an event (only the fields given)': 'alterar campos de um evento (somente os campos informados)',
  'move an event to the trash': 'mover um evento para a lixeira',
  'create or update events from a file (json, ndjson, csv, ics); items are matched by slug, so running it again never duplicates':
    'criar ou atualizar eventos a partir de um arquivo (json, ndjson, csv, ics); os itens são identificados pelo slug, então executar de novo nunca cria duplicatas',
  'write every event the list filters select as json, ndjson, csv or ics (--format)':
    'gravar todos os eventos selecionados pelos filtros de listagem como json, ndjson, csv ou ics (--format)',
  'send %s=false': 'enviar %s=false',
  'comma-separated or repeated': 'separados por vírgula ou repetidos',
  'follow every page and stream the items': 'percorrer todas as páginas e transmitir os itens à medida que chegam',
  'stop after n items (follows pages as needed)': 'parar após n itens (percorre as páginas conforme necessário)',
  'send a parameter the flags lack (typed: true, false, null, numbers; @file reads a file)':
    'enviar um parâmetro que não tem opção própria (tipado: true, false, null, números; @file lê um arquivo)',
  'treat <ref> as a slug even when it is all digits': 'tratar <ref> como slug mesmo quando só contém dígitos',
  'same as --by-slug': 'o mesmo que --by-slug',
  'id (digits) or slug': 'ID (dígitos) ou slug',
  'a value, or JSON; repeat for several': 'um valor, ou JSON; repita para informar vários',
  'ask for missing values even without a terminal': 'pedir os valores ausentes mesmo sem terminal',
  'never ask; fail when a required value is missing': 'nunca perguntar; falhar quando faltar um valor obrigatório',
  'do not ask for confirmation': 'não pedir confirmação',
  'the file format (default: from the extension)': 'o formato do arquivo (padrão: pela extensão)',
  'check every item and print what would be created, updated or skipped; write nothing':
    'verificar cada item e exibir o que seria criado, atualizado ou ignorado; sem gravar nada',
  'requests in flight (default 4)': 'requisições simultâneas (padrão 4)',
  'write every result as NDJSON {line, action, id, error}':
    'gravar cada resultado como NDJSON {line, action, id, error}',
  'the file, or - for stdin': 'o arquivo, ou - para stdin',
  'write to this file instead of stdout (its extension sets the format)':
    'gravar neste arquivo em vez de stdout (a extensão dele define o formato)',
  'list venues (one page; --all follows every page)': 'listar locais (uma página; --all percorre todas as páginas)',
  'show one venue': 'exibir um local',
  'create a venue': 'criar um local',
  'change fields of a venue (only the fields given)': 'alterar campos de um local (somente os campos informados)',
  'move a venue to the trash': 'mover um local para a lixeira',
  'create or update venues from a file (json, ndjson, csv); items are matched by slug or name, so running it again never duplicates':
    'criar ou atualizar locais a partir de um arquivo (json, ndjson, csv); os itens são identificados pelo slug ou pelo nome, então executar de novo nunca cria duplicatas',
  'write every venue the list filters select as json, ndjson or csv (--format)':
    'gravar todos os locais selecionados pelos filtros de listagem como json, ndjson ou csv (--format)',
  'list organizers (one page; --all follows every page)':
    'listar organizadores (uma página; --all percorre todas as páginas)',
  'show one organizer': 'exibir um organizador',
  'create an organizer': 'criar um organizador',
  'change fields of an organizer (only the fields given)':
    'alterar campos de um organizador (somente os campos informados)',
  'move an organizer to the trash': 'mover um organizador para a lixeira',
  'create or update organizers from a file (json, ndjson, csv); items are matched by slug or name, so running it again never duplicates':
    'criar ou atualizar organizadores a partir de um arquivo (json, ndjson, csv); os itens são identificados pelo slug ou pelo nome, então executar de novo nunca cria duplicatas',
  'write every organizer the list filters select as json, ndjson or csv (--format)':
    'gravar todos os organizadores selecionados pelos filtros de listagem como json, ndjson ou csv (--format)',
  'list categories (one page; --all follows every page)':
    'listar categorias (uma página; --all percorre todas as páginas)',
  'show one category': 'exibir uma categoria',
  'create a category': 'criar uma categoria',
  'change fields of a category (only the fields given)':
    'alterar campos de uma categoria (somente os campos informados)',
  'delete a category': 'excluir uma categoria',
  'create or update categories from a file (json, ndjson, csv); items are matched by slug or name, so running it again never duplicates':
    'criar ou atualizar categorias a partir de um arquivo (json, ndjson, csv); os itens são identificados pelo slug ou pelo nome, então executar de novo nunca cria duplicatas',
  'write every category the list filters select as json, ndjson or csv (--format)':
    'gravar todas as categorias selecionadas pelos filtros de listagem como json, ndjson ou csv (--format)',
  id: 'identificador',
  'list tags (one page; --all follows every page)': 'listar tags (uma página; --all percorre todas as páginas)',
  'show one tag': 'exibir uma tag',
  'create a tag': 'criar uma tag',
  'change fields of a tag (only the fields given)': 'alterar campos de uma tag (somente os campos informados)',
  'delete a tag': 'excluir uma tag',
  'create or update tags from a file (json, ndjson, csv); items are matched by slug or name, so running it again never duplicates':
    'criar ou atualizar tags a partir de um arquivo (json, ndjson, csv); os itens são identificados pelo slug ou pelo nome, então executar de novo nunca cria duplicatas',
  'write every tag the list filters select as json, ndjson or csv (--format)':
    'gravar todas as tags selecionadas pelos filtros de listagem como json, ndjson ou csv (--format)',
  context: 'contexto',
  'send a parameter the flags lack': 'enviar um parâmetro que não tem opção própria',
  'a text parameter (query for GET/DELETE, JSON body otherwise)':
    'um parâmetro de texto (na string de consulta para GET/DELETE; no corpo JSON nos demais casos)',
  'a typed parameter: true, false, null, numbers; @file reads a file':
    'um parâmetro tipado: true, false, null, números; @file lê um arquivo',
  'send this file as the JSON body (- for stdin)': 'enviar este arquivo como corpo JSON (- para stdin)',
  'print the status and headers first': 'exibir primeiro o status e os cabeçalhos',
  'GET, POST, PUT, PATCH, DELETE, HEAD or OPTIONS': 'GET, POST, PUT, PATCH, DELETE, HEAD ou OPTIONS',
  'path and query relative to the namespace': 'caminho e consulta relativos ao namespace',
  'listen address': 'endereço de escuta',
  'listen port (0: any free port)': 'porta de escuta (0: qualquer porta livre)',
  'site timezone: IANA name, UTC or UTC+N (default UTC)': 'fuso horário do site: nome IANA, UTC ou UTC+N (padrão UTC)',
  'default content language (default en)': 'idioma padrão do conteúdo (padrão en)',
  'radius of geoloc_lat/geoloc_lng searches in km (default 25)':
    'raio das buscas por geoloc_lat/geoloc_lng em km (padrão 25)',
  'behave like a site without the premium extension': 'comportar-se como um site sem a extensão premium',
  'anonymous reads only: logins are ignored and every write over HTTP is refused (no users needed on a public address)':
    'somente leituras anônimas: os logins são ignorados e toda gravação via HTTP é recusada (não são necessários usuários em um endereço público)',
  'list the users': 'listar os usuários',
  'add a user (password asked on a terminal, else read from stdin)':
    'adicionar um usuário (a senha é pedida no terminal ou, se não houver, lida do stdin)',
  'set a new password (asked on a terminal, else read from stdin)':
    'definir uma nova senha (pedida no terminal ou, se não houver, lida do stdin)',
  'remove a user': 'remover um usuário',
  role: 'função',
  'e-mail address': 'endereço de e-mail',
  'add or change a profile from --url, --api-root, --namespace, --user, --lang, --format':
    'adicionar ou alterar um perfil a partir de --url, --api-root, --namespace, --user, --lang, --format',
  'list the profiles': 'listar os perfis',
  'make a profile the active one': 'ativar um perfil',
  'show a profile (default: the active one)': 'exibir um perfil (padrão: o ativo)',
  'remove a profile': 'remover um perfil',
  'make it the active profile': 'torná-lo o perfil ativo',
  'bash, zsh or fish': 'bash, zsh ou fish',
  ID: 'ID',
  TITLE: 'TÍTULO',
  START: 'INÍCIO',
  END: 'FIM',
  VENUE: 'LOCAL',
  STATUS: 'STATUS',
  NAME: 'NOME',
  CITY: 'CIDADE',
  COUNTRY: 'PAÍS',
  EMAIL: 'E-MAIL',
  PHONE: 'TELEFONE',
  SLUG: 'SLUG',
  PARENT: 'ASCENDENTE',
  EVENTS: 'EVENTOS',
  // ---- credentials ----
  'send the password over plain http to a host other than this machine (CALEV_ALLOW_HTTP=1)':
    'enviar a senha por http sem criptografia a um host que não seja esta máquina (CALEV_ALLOW_HTTP=1)',
  'read the application password from standard input (its first line)':
    'ler a senha de aplicativo da entrada padrão (a primeira linha)',
  'ask for the application password, check it against the site, save it in the system keyring (else the config file)':
    'pedir a senha de aplicativo, verificá-la no site e salvá-la no chaveiro do sistema (senão no arquivo de configuração)',
  'remove the saved application password of the profile': 'remover a senha de aplicativo salva do perfil',

  // ---- views: agenda and calendar ----
  'events grouped by day, from WHEN (default today) for --days N (default 7) or --to DATE':
    'eventos agrupados por dia, a partir de WHEN (padrão: hoje) por --days N dias (padrão 7) ou até --to DATE',
  'a month grid (or --week) of the events, fitted to the terminal':
    'uma grade do mês (ou --week) dos eventos, ajustada à largura do terminal',
  "show times in this zone: IANA name, UTC or UTC+N (default: the site's)":
    'mostrar os horários neste fuso horário: nome IANA, UTC ou UTC+N (padrão: o do site)',
  'how many days (default 7)': 'quantos dias (padrão 7)',
  'the last day, a date or a phrase (instead of --days)': 'o último dia, uma data ou uma expressão (em vez de --days)',
  'show days without events too': 'mostrar também os dias sem eventos',
  'the first day: a date or a phrase (today, tomorrow, next monday, 2026-12-01); default today':
    'o primeiro dia: uma data ou uma expressão (today, tomorrow, next monday, 2026-12-01); padrão: hoje',
  'a week grid': 'uma grade da semana',
  'a month grid (the default)': 'uma grade do mês (o padrão)',
  'weeks start on Sunday': 'as semanas começam no domingo',
  "weeks start on Monday (the default, unless the locale's weeks start on another day)":
    'as semanas começam na segunda-feira (o padrão, a menos que as semanas da localidade comecem em outro dia)',
  Today: 'Hoje',
  Tomorrow: 'Amanhã',
  'all day': 'dia inteiro',
  'day %1$s of %2$s': 'dia %1$s de %2$s',
  '+%s more': 'mais %s',
  'No events': 'Nenhum evento',
};
