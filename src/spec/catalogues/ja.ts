// ja: English source text -> translation (API.md §6, §8.1). Missing keys fall back to English.
import type { Catalogue } from './index.js';

export const ja: Catalogue = {
  // ---- errors and data.params messages (API.md §8; translations given by §8.1) ----
  'No route was found matching the URL and request method.':
    'URL とリクエストメソッドに一致するルートが見つかりませんでした。',
  'The specified namespace could not be found.': '指定された名前空間が見つかりませんでした。',
  'Invalid JSON body passed.': '無効な JSON 本文が渡されました。',
  'The request body is too large.': 'リクエスト本文が大きすぎます。',
  'Missing parameter(s): %s': 'パラメーターがありません: %s',
  'Invalid parameter(s): %s': '無効なパラメーター: %s',
  'Invalid parameter.': '無効なパラメーターです。',
  '%1$s is not of type %2$s.': '%1$s は %2$s 型ではありません。',
  '%1$s is not one of %2$s.': '%1$s は %2$s のいずれでもありません。',
  'Event Tickets plugin is not activated.': 'Event Tickets プラグインが有効化されていません。',
  'Unknown username. Check again or try your email address.':
    '不明なユーザー名です。もう一度確認するか、メールアドレスをお試しください。',
  'The provided password is an invalid application password.':
    '指定されたパスワードは無効なアプリケーションパスワードです。',
  'Too many failed login attempts. Try again in %d seconds.':
    'ログインの失敗が多すぎます。%d 秒後にもう一度お試しください。',
  'Sorry, you are not allowed to do that.': 'この操作を行う権限がありません。',
  'Event with ID %d does not exist.': 'ID %d のイベントは存在しません。',
  'The specified ID is not a valid event.': '指定された ID は有効なイベントではありません。',
  'This event is no longer available': 'このイベントは利用できなくなりました',
  'The requested event is not accessible': '要求されたイベントにはアクセスできません',
  'The requested event is not accessible without a password':
    '要求されたイベントにはパスワードなしでアクセスできません',
  'The event is already trashed': 'このイベントはすでにゴミ箱にあります',
  'The requested event archive page does not exist': '要求されたイベントアーカイブのページは存在しません',
  'The requested venue archive page does not exist': '要求された会場アーカイブのページは存在しません',
  'The requested organizer archive page does not exist': '要求された主催者アーカイブのページは存在しません',
  'The requested venue is not accessible': '要求された会場にはアクセスできません',
  'The requested organizer is not accessible': '要求された主催者にはアクセスできません',
  'The venue is already trashed': 'この会場はすでにゴミ箱にあります',
  'The organizer is already trashed': 'この主催者はすでにゴミ箱にあります',
  'A term with the name provided already exists with this parent.': 'この親には同じ名前のタームがすでに存在します。',
  'A term with the name provided already exists in this taxonomy.':
    'このタクソノミーには同じ名前のタームがすでに存在します。',
  'The slug “%s” is already in use by another term.': 'スラッグ「%s」はすでに他のタームで使用されています。',
  'The event could not be deleted': 'イベントを削除できませんでした',
  'The venue could not be deleted': '会場を削除できませんでした',
  'The organizer could not be deleted': '主催者を削除できませんでした',
  'There has been a critical error on this website.': 'このサイトで重大なエラーが発生しました。',
  // ---- the cost word (API.md §5.7; given by §6) ----
  Free: '無料',

  // ---- route arguments: descriptions in the namespace index and /doc (src/spec/routes.ts) ----
  // every endpoint
  'Content language code.': 'コンテンツの言語コード。',
  // every list
  'Page of results to return.': '返す結果のページ。',
  // GET /events
  'Number of events per page.': '1 ページあたりのイベント数。',
  'Only events that start on or after this date.': 'この日付以降に開始するイベントのみ。',
  'Only events that end on or before this date.': 'この日付以前に終了するイベントのみ。',
  'Only events that start before this date.': 'この日付より前に開始するイベントのみ。',
  'Only events that start after this date.': 'この日付より後に開始するイベントのみ。',
  'Only events that end before this date.': 'この日付より前に終了するイベントのみ。',
  'Only events that end after this date.': 'この日付より後に終了するイベントのみ。',
  'Apply the dates at the exact times given instead of whole days.':
    '日付を終日単位ではなく、指定された正確な時刻で適用します。',
  'Only events whose title, description or excerpt contain these words.':
    'タイトル、説明、抜粋のいずれかにこれらの語句を含むイベントのみ。',
  'Only events in any of these categories (ids or slugs).':
    'これらのカテゴリーのいずれかに属するイベントのみ (ID またはスラッグ)。',
  'Only events with any of these tags (ids or slugs).':
    'これらのタグのいずれかが付いたイベントのみ (ID またはスラッグ)。',
  'Only events at any of these venues.': 'これらの会場のいずれかで開催されるイベントのみ。',
  'Only events with any of these organizers.': 'これらの主催者のいずれかによるイベントのみ。',
  'Only featured (true) or only non-featured (false) events.':
    '注目イベントのみ (true)、または注目イベント以外のみ (false)。',
  'Only events with these post statuses.': 'これらの投稿ステータスのイベントのみ。',
  'Only events whose venue has (true) or lacks (false) coordinates. Requires the premium extension.':
    '会場に座標があるイベント (true) またはないイベント (false) のみ。プレミアム拡張機能が必要です。',
  'Latitude of the centre of the search area. Requires the premium extension.':
    '検索範囲の中心の緯度。プレミアム拡張機能が必要です。',
  'Longitude of the centre of the search area. Requires the premium extension.':
    '検索範囲の中心の経度。プレミアム拡張機能が必要です。',
  'Only the events with these ids; date filters are ignored.':
    'これらの ID のイベントのみ。日付フィルターは無視されます。',
  'Only events whose parent event is this one.': '親イベントがこのイベントであるイベントのみ。',
  'Only events with (true) or without (false) tickets.':
    'チケットありのイベント (true) またはチケットなしのイベント (false) のみ。',
  // event reads and writes (author, dates, image: also venues and organizers)
  'Author user id.': '投稿者のユーザー ID。',
  'Publication date.': '公開日。',
  'Publication date in UTC.': '公開日 (UTC)。',
  'Event title.': 'イベントのタイトル。',
  'Event description (HTML allowed).': 'イベントの説明 (HTML 使用可)。',
  'Event slug.': 'イベントのスラッグ。',
  'Event excerpt.': 'イベントの抜粋。',
  'Post status of the event.': 'イベントの投稿ステータス。',
  'Timezone of the event.': 'イベントのタイムゾーン。',
  'Whether the event lasts all day.': 'イベントが終日かどうか。',
  'Start date and time.': '開始日時。',
  'End date and time.': '終了日時。',
  'Featured image: attachment id or image URL.': 'アイキャッチ画像: 添付ファイル ID または画像 URL。',
  'Cost of the event.': 'イベントの費用。',
  'Event website URL.': 'イベントのウェブサイト URL。',
  'Whether the event shows a map.': 'イベントに地図を表示するかどうか。',
  'Whether the event shows a map link.': 'イベントに地図リンクを表示するかどうか。',
  'Hide the event from lists.': 'イベントを一覧に表示しない。',
  'Pin the event in calendar displays.': 'カレンダー表示でイベントを固定表示する。',
  'Highlight the event.': 'イベントを注目イベントにする。',
  'Categories: ids, slugs or names.': 'カテゴリー: ID、スラッグ、または名前。',
  'Tags: ids, slugs or names.': 'タグ: ID、スラッグ、または名前。',
  'Venue: id or venue data.': '会場: ID または会場データ。',
  'Organizers: ids or organizer data.': '主催者: ID または主催者データ。',
  'Parent event id (event series).': '親イベントの ID (イベントシリーズ)。',
  'Whether the event sells tickets.': 'イベントでチケットを販売するかどうか。',
  'Event id.': 'イベント ID。',
  'Event password.': 'イベントのパスワード。',
  'Event password; empty removes it.': 'イベントのパスワード。空にすると削除されます。',
  // GET /venues and GET /organizers
  'Number of items per page.': '1 ページあたりの項目数。',
  'Only items containing this text.': 'このテキストを含む項目のみ。',
  'Only the venues linked to this event.': 'このイベントに関連付けられた会場のみ。',
  'true: only items linked to events; false: only items without.':
    'true: イベントに関連付けられた項目のみ。false: イベントのない項目のみ。',
  'Only items linked to upcoming events.': '今後のイベントに関連付けられた項目のみ。',
  'Only items with these post statuses.': 'これらの投稿ステータスの項目のみ。',
  // venue reads and writes (phone number: also organizers)
  'Venue name.': '会場名。',
  'Venue description.': '会場の説明。',
  'Post status of the venue.': '会場の投稿ステータス。',
  'Whether linked events show a map.': '関連付けられたイベントに地図を表示するかどうか。',
  'Whether linked events show a map link.': '関連付けられたイベントに地図リンクを表示するかどうか。',
  'Street address.': '住所。',
  'City.': '市区町村。',
  'Country.': '国。',
  'Province.': '県。',
  'State.': '州。',
  'Postal code.': '郵便番号。',
  'Phone number.': '電話番号。',
  'State or province.': '州または県。',
  'Venue website URL.': '会場のウェブサイト URL。',
  'Latitude.': '緯度。',
  'Longitude.': '経度。',
  'Venue id.': '会場 ID。',
  'Venue slug.': '会場のスラッグ。',
  // GET /organizers
  'Only the organizers linked to this event.': 'このイベントに関連付けられた主催者のみ。',
  // organizer reads and writes
  'Organizer name.': '主催者名。',
  'Organizer description.': '主催者の説明。',
  'Post status of the organizer.': '主催者の投稿ステータス。',
  'E-mail address.': 'メールアドレス。',
  'Organizer website URL.': '主催者のウェブサイト URL。',
  'Organizer id.': '主催者 ID。',
  'Organizer slug.': '主催者のスラッグ。',
  // GET /categories and GET /tags
  'Number of terms per page.': '1 ページあたりのターム数。',
  'Only terms whose name or slug contains this text.': '名前またはスラッグにこのテキストを含むタームのみ。',
  'Leave out these terms.': 'これらのタームを除外する。',
  'Only these terms.': 'これらのタームのみ。',
  'Sort direction: asc or desc.': '並び順: asc または desc。',
  'Term attribute to sort by.': '並べ替えに使うタームの属性。',
  'Hide terms not linked to any published event.': '公開済みのイベントに関連付けられていないタームを非表示にする。',
  'Only direct children of this category (0: top level).': 'このカテゴリーの直下の子カテゴリーのみ (0: 最上位)。',
  'Only terms linked to this event.': 'このイベントに関連付けられたタームのみ。',
  'Same as post; wins over post.': 'post と同じ。post より優先されます。',
  'Only the term with this slug.': 'このスラッグを持つタームのみ。',
  // category and tag reads and writes
  'Term name.': 'ターム名。',
  'Term description.': 'タームの説明。',
  'Term slug.': 'タームのスラッグ。',
  'Parent category id.': '親カテゴリーの ID。',
  'Category id.': 'カテゴリー ID。',
  'Tag id.': 'タグ ID。',

  // ---- /doc: DOC_TEXTS of src/spec/openapi.ts not already above ----
  // info
  'Calendar Events REST API': 'カレンダーイベント REST API',
  'Read and manage calendar events, venues, organizers, event categories and event tags.':
    'カレンダーのイベント、会場、主催者、イベントカテゴリー、イベントタグを読み取り、管理します。',
  // operation summaries
  'Get the API documentation': 'API ドキュメントを取得',
  'List events': 'イベントの一覧を取得',
  'Create an event': 'イベントを作成',
  'Get an event': 'イベントを取得',
  'Update an event': 'イベントを更新',
  'Delete an event': 'イベントを削除',
  'Get an event by slug': 'スラッグでイベントを取得',
  'Update an event by slug': 'スラッグでイベントを更新',
  'Delete an event by slug': 'スラッグでイベントを削除',
  'List venues': '会場の一覧を取得',
  'Create a venue': '会場を作成',
  'Get a venue': '会場を取得',
  'Update a venue': '会場を更新',
  'Delete a venue': '会場を削除',
  'Get a venue by slug': 'スラッグで会場を取得',
  'Update a venue by slug': 'スラッグで会場を更新',
  'Delete a venue by slug': 'スラッグで会場を削除',
  'List organizers': '主催者の一覧を取得',
  'Create an organizer': '主催者を作成',
  'Get an organizer': '主催者を取得',
  'Update an organizer': '主催者を更新',
  'Delete an organizer': '主催者を削除',
  'Get an organizer by slug': 'スラッグで主催者を取得',
  'Update an organizer by slug': 'スラッグで主催者を更新',
  'Delete an organizer by slug': 'スラッグで主催者を削除',
  'List categories': 'カテゴリーの一覧を取得',
  'Create a category': 'カテゴリーを作成',
  'Get a category': 'カテゴリーを取得',
  'Update a category': 'カテゴリーを更新',
  'Delete a category': 'カテゴリーを削除',
  'List tags': 'タグの一覧を取得',
  'Create a tag': 'タグを作成',
  'Get a tag': 'タグを取得',
  'Update a tag': 'タグを更新',
  'Delete a tag': 'タグを削除',
  // response descriptions
  OK: '成功',
  Created: '作成済み',
  'Bad request': '不正なリクエスト',
  'Authentication required': '認証が必要です',
  Forbidden: 'アクセス禁止',
  'Not found': '見つかりません',
  Gone: '既に存在しません',
  'The OpenAPI document.': 'OpenAPI ドキュメント。',
  // list envelopes
  'Events of this page.': 'このページのイベント。',
  'Venues of this page.': 'このページの会場。',
  'Organizers of this page.': 'このページの主催者。',
  'Categories of this page.': 'このページのカテゴリー。',
  'Tags of this page.': 'このページのタグ。',
  'URL of this page.': 'このページの URL。',
  'URL of the next page.': '次のページの URL。',
  'URL of the previous page.': '前のページの URL。',
  'Number of matching items.': '一致する項目の数。',
  'Number of pages.': 'ページ数。',
  // properties shared by events, venues and organizers
  'Global identifier of the item.': '項目のグローバル識別子。',
  'Global identifiers of the item and its origins.': '項目とその由来元のグローバル識別子。',
  'Date of the last change.': '最終更新日。',
  'Date of the last change in UTC.': '最終更新日 (UTC)。',
  'Public page URL.': '公開ページの URL。',
  'Structured data (schema.org).': '構造化データ (schema.org)。',
  // ImageSize and Image
  'Width in pixels.': '幅 (ピクセル)。',
  'Height in pixels.': '高さ (ピクセル)。',
  'MIME type.': 'MIME タイプ。',
  'Image URL.': '画像の URL。',
  'Attachment id.': '添付ファイル ID。',
  'File extension.': 'ファイル拡張子。',
  // CostDetails
  'Currency symbol.': '通貨記号。',
  'Currency code (always empty).': '通貨コード (常に空)。',
  'Position of the currency symbol: prefix or postfix.': '通貨記号の位置: prefix または postfix。',
  'Numeric values of the cost, as strings.': '費用の数値 (文字列)。',
  // Term
  'Term id.': 'ターム ID。',
  'Number of published events linked to the term.': 'タームに関連付けられた公開済みイベントの数。',
  'Taxonomy of the term.': 'タームのタクソノミー。',
  'Parent term id (0: none).': '親ターム ID (0: なし)。',
  'Term meta (always empty).': 'タームのメタデータ (常に空)。',
  'API URLs of the term, its collection and its parent.': 'ターム、そのコレクション、親の API URL。',
  'Term group (always 0).': 'タームグループ (常に 0)。',
  'Term taxonomy id (same as id).': 'タームタクソノミー ID (id と同じ)。',
  'Filter context (always raw).': 'フィルターコンテキスト (常に raw)。',
  // DateDetails
  'Year.': '年。',
  'Month.': '月。',
  'Day.': '日。',
  'Hour.': '時。',
  'Minutes.': '分。',
  'Seconds.': '秒。',
  // Event
  'API URL of the event.': 'イベントの API URL。',
  'Featured image, or false when there is none.': 'アイキャッチ画像。ない場合は false。',
  'Parts of the start date.': '開始日の各要素。',
  'Parts of the end date.': '終了日の各要素。',
  'Start date and time in UTC.': '開始日時 (UTC)。',
  'End date and time in UTC.': '終了日時 (UTC)。',
  'Parts of the UTC start date.': '開始日 (UTC) の各要素。',
  'Parts of the UTC end date.': '終了日 (UTC) の各要素。',
  'Timezone abbreviation at the start of the event.': 'イベント開始時点のタイムゾーンの略称。',
  'Parsed cost.': '解析済みの費用。',
  'Categories of the event.': 'イベントのカテゴリー。',
  'Tags of the event.': 'イベントのタグ。',
  'Venue of the event, or an empty array.': 'イベントの会場、または空の配列。',
  'Organizers of the event.': 'イベントの主催者。',
  'Custom fields (always empty).': 'カスタムフィールド (常に空)。',
  'Featured image.': 'アイキャッチ画像。',
  // Error
  'Error code.': 'エラーコード。',
  'Error message.': 'エラーメッセージ。',
  'HTTP status and details of the error.': 'HTTP ステータスとエラーの詳細。',
  'HTTP status.': 'HTTP ステータス。',
  'The parameters concerned.': '対象のパラメーター。',
  'Details of each invalid parameter.': '無効な各パラメーターの詳細。',
  'Id of the existing term.': '既存のタームの ID。',

  // ---- command line: calev help, help headings and table headers (src/setup/i18n.ts) ----
  'Usage:': '使い方:',
  'Options:': 'オプション:',
  'Commands:': 'コマンド:',
  'Arguments:': '引数:',
  'Global Options:': 'グローバルオプション:',
  choices: '選択肢',
  default: '既定値',
  'Manage calendar events, venues, organizers, categories and tags; serve a local copy of the calendar/events/v1 API.':
    'カレンダーのイベント、会場、主催者、カテゴリー、タグを管理する。calendar/events/v1 API のローカルコピーも提供する。',
  'output the version number': 'バージョン番号を表示する',
  'use this profile (CALEV_PROFILE)': 'このプロファイルを使う (CALEV_PROFILE)',
  'site URL (CALEV_URL); without one, commands use the local data dir':
    'サイトの URL (CALEV_URL)。指定しない場合、コマンドはローカルのデータディレクトリを使う',
  'API root path (CALEV_API_ROOT; default /wp-json)': 'API のルートパス (CALEV_API_ROOT。既定値 /wp-json)',
  'API namespace (CALEV_NAMESPACE; default calendar/events/v1, The Events Calendar: tribe/events/v1)':
    'API の名前空間 (CALEV_NAMESPACE。既定値 calendar/events/v1、The Events Calendar では tribe/events/v1)',
  'site user (CALEV_USER); for serve: login:password[:role], repeatable':
    'サイトのユーザー (CALEV_USER)。serve では login:password[:role]、複数指定可',
  'local data dir (CALEV_DATA_DIR)': 'ローカルのデータディレクトリ (CALEV_DATA_DIR)',
  'content language, same as --translation-language (CALEV_LANG)':
    'コンテンツの言語。--translation-language と同じ (CALEV_LANG)',
  'output format (CALEV_FORMAT; default table on a terminal, json otherwise)':
    '出力形式 (CALEV_FORMAT。既定値は端末では table、それ以外では json)',
  'only these fields, comma-separated; dotted paths for nested ones (venue.venue)':
    'これらのフィールドのみ (カンマ区切り)。入れ子のフィールドはドット区切りのパスで指定 (venue.venue)',
  'print the whole API answer (the list envelope)': 'API の応答全体を表示する (一覧のエンベロープ)',
  'print nothing but errors': 'エラー以外は何も表示しない',
  'print each HTTP request and status on stderr': '各 HTTP リクエストとステータスを標準エラー出力に表示する',
  'colour even when not on a terminal': '端末でなくても色を付ける',
  'no colour': '色を付けない',
  'display help for command': 'コマンドのヘルプを表示する',
  'events: list, get, create, update, delete, import, export':
    'イベント: list, get, create, update, delete, import, export',
  'venues: list, get, create, update, delete, import, export':
    '会場: list, get, create, update, delete, import, export',
  'organizers: list, get, create, update, delete, import, export':
    '主催者: list, get, create, update, delete, import, export',
  'categories: list, get, create, update, delete, import, export':
    'カテゴリー: list, get, create, update, delete, import, export',
  'tags: list, get, create, update, delete, import, export': 'タグ: list, get, create, update, delete, import, export',
  'the namespace index: routes and their arguments': '名前空間のインデックス: ルートとその引数',
  'the OpenAPI document': 'OpenAPI ドキュメント',
  'send a raw request; PATH is relative to the namespace (e.g. /events?per_page=2)':
    '生のリクエストを送信する。PATH は名前空間からの相対パス (例: /events?per_page=2)',
  'serve the calendar/events/v1 API over HTTP on the data dir (users: --user login:password[:role], repeatable)':
    'データディレクトリを元に calendar/events/v1 API を HTTP で提供する (ユーザー: --user login:password[:role]、複数指定可)',
  'users of the local data dir: add, list, remove, passwd':
    'ローカルのデータディレクトリのユーザー: add, list, remove, passwd',
  'named targets: add, list, use, show, remove': '名前付きの接続先: add, list, use, show, remove',
  'print the completion script for a shell': 'シェル用の補完スクリプトを出力する',
  'list events (one page; --all follows every page)':
    'イベントを一覧表示する (1 ページ分。--all ですべてのページをたどる)',
  'show one event': 'イベントを 1 件表示する',
  'create an event': 'イベントを作成する',
  'change fields of an event (only the fields given)': 'イベントのフィールドを変更する (指定したフィールドのみ)',
  'move an event to the trash': 'イベントをゴミ箱に移動する',
  'create or update events from a file (json, ndjson, csv, ics); items are matched by slug, so running it again never duplicates':
    'ファイル (json, ndjson, csv, ics) からイベントを作成または更新する。項目はスラッグで照合されるため、再実行しても重複しない',
  'write every event the list filters select as json, ndjson, csv or ics (--format)':
    '一覧のフィルターで選ばれたすべてのイベントを json、ndjson、csv、ics のいずれかで書き出す (--format)',
  'send %s=false': '%s=false を送信する',
  'comma-separated or repeated': 'カンマ区切り、または複数回指定',
  'follow every page and stream the items': 'すべてのページをたどり、項目を逐次出力する',
  'stop after n items (follows pages as needed)': 'n 件で停止する (必要に応じてページをたどる)',
  'send a parameter the flags lack (typed: true, false, null, numbers; @file reads a file)':
    'フラグにないパラメーターを送信する (型付き: true, false, null、数値。@file でファイルを読み込む)',
  'treat <ref> as a slug even when it is all digits': '<ref> がすべて数字でもスラッグとして扱う',
  'same as --by-slug': '--by-slug と同じ',
  'id (digits) or slug': 'ID (数字) またはスラッグ',
  'a value, or JSON; repeat for several': '値または JSON。複数の場合は繰り返し指定',
  'ask for missing values even without a terminal': '端末がなくても不足している値を尋ねる',
  'never ask; fail when a required value is missing': '尋ねない。必須の値が不足していればエラーにする',
  'do not ask for confirmation': '確認を求めない',
  'the file format (default: from the extension)': 'ファイル形式 (既定値: 拡張子から判断)',
  'check every item and print what would be created, updated or skipped; write nothing':
    'すべての項目を検査し、作成・更新・スキップされる内容を表示する。何も書き込まない',
  'requests in flight (default 4)': '同時に実行するリクエスト数 (既定値 4)',
  'write every result as NDJSON {line, action, id, error}': '各結果を NDJSON {line, action, id, error} として書き出す',
  'the file, or - for stdin': 'ファイル。- で標準入力',
  'write to this file instead of stdout (its extension sets the format)':
    '標準出力の代わりにこのファイルに書き出す (拡張子で形式が決まる)',
  'list venues (one page; --all follows every page)': '会場を一覧表示する (1 ページ分。--all ですべてのページをたどる)',
  'show one venue': '会場を 1 件表示する',
  'create a venue': '会場を作成する',
  'change fields of a venue (only the fields given)': '会場のフィールドを変更する (指定したフィールドのみ)',
  'move a venue to the trash': '会場をゴミ箱に移動する',
  'create or update venues from a file (json, ndjson, csv); items are matched by slug or name, so running it again never duplicates':
    'ファイル (json, ndjson, csv) から会場を作成または更新する。項目はスラッグまたは名前で照合されるため、再実行しても重複しない',
  'write every venue the list filters select as json, ndjson or csv (--format)':
    '一覧のフィルターで選ばれたすべての会場を json、ndjson、csv のいずれかで書き出す (--format)',
  'list organizers (one page; --all follows every page)':
    '主催者を一覧表示する (1 ページ分。--all ですべてのページをたどる)',
  'show one organizer': '主催者を 1 件表示する',
  'create an organizer': '主催者を作成する',
  'change fields of an organizer (only the fields given)': '主催者のフィールドを変更する (指定したフィールドのみ)',
  'move an organizer to the trash': '主催者をゴミ箱に移動する',
  'create or update organizers from a file (json, ndjson, csv); items are matched by slug or name, so running it again never duplicates':
    'ファイル (json, ndjson, csv) から主催者を作成または更新する。項目はスラッグまたは名前で照合されるため、再実行しても重複しない',
  'write every organizer the list filters select as json, ndjson or csv (--format)':
    '一覧のフィルターで選ばれたすべての主催者を json、ndjson、csv のいずれかで書き出す (--format)',
  'list categories (one page; --all follows every page)':
    'カテゴリーを一覧表示する (1 ページ分。--all ですべてのページをたどる)',
  'show one category': 'カテゴリーを 1 件表示する',
  'create a category': 'カテゴリーを作成する',
  'change fields of a category (only the fields given)': 'カテゴリーのフィールドを変更する (指定したフィールドのみ)',
  'delete a category': 'カテゴリーを削除する',
  'create or update categories from a file (json, ndjson, csv); items are matched by slug or name, so running it again never duplicates':
    'ファイル (json, ndjson, csv) からカテゴリーを作成または更新する。項目はスラッグまたは名前で照合されるため、再実行しても重複しない',
  'write every category the list filters select as json, ndjson or csv (--format)':
    '一覧のフィルターで選ばれたすべてのカテゴリーを json、ndjson、csv のいずれかで書き出す (--format)',
  id: 'ID 番号',
  'list tags (one page; --all follows every page)': 'タグを一覧表示する (1 ページ分。--all ですべてのページをたどる)',
  'show one tag': 'タグを 1 件表示する',
  'create a tag': 'タグを作成する',
  'change fields of a tag (only the fields given)': 'タグのフィールドを変更する (指定したフィールドのみ)',
  'delete a tag': 'タグを削除する',
  'create or update tags from a file (json, ndjson, csv); items are matched by slug or name, so running it again never duplicates':
    'ファイル (json, ndjson, csv) からタグを作成または更新する。項目はスラッグまたは名前で照合されるため、再実行しても重複しない',
  'write every tag the list filters select as json, ndjson or csv (--format)':
    '一覧のフィルターで選ばれたすべてのタグを json、ndjson、csv のいずれかで書き出す (--format)',
  context: 'コンテキスト',
  'send a parameter the flags lack': 'フラグにないパラメーターを送信する',
  'a text parameter (query for GET/DELETE, JSON body otherwise)':
    'テキストのパラメーター (GET/DELETE ではクエリ、それ以外では JSON 本文)',
  'a typed parameter: true, false, null, numbers; @file reads a file':
    '型付きのパラメーター: true, false, null、数値。@file でファイルを読み込む',
  'send this file as the JSON body (- for stdin)': 'このファイルを JSON 本文として送信する (- で標準入力)',
  'print the status and headers first': '先にステータスとヘッダーを表示する',
  'GET, POST, PUT, PATCH, DELETE, HEAD or OPTIONS': 'GET, POST, PUT, PATCH, DELETE, HEAD または OPTIONS',
  'path and query relative to the namespace': '名前空間からの相対パスとクエリ',
  'listen address': '待ち受けアドレス',
  'listen port (0: any free port)': '待ち受けポート (0: 空いている任意のポート)',
  'site timezone: IANA name, UTC or UTC+N (default UTC)':
    'サイトのタイムゾーン: IANA 名、UTC または UTC+N (既定値 UTC)',
  'default content language (default en)': 'コンテンツの既定の言語 (既定値 en)',
  'radius of geoloc_lat/geoloc_lng searches in km (default 25)':
    'geoloc_lat/geoloc_lng 検索の半径 (km 単位、既定値 25)',
  'behave like a site without the premium extension': 'プレミアム拡張機能のないサイトとして振る舞う',
  'anonymous reads only: logins are ignored and every write over HTTP is refused (no users needed on a public address)':
    '匿名の読み取りのみ: ログインは無視され、HTTP 経由の書き込みはすべて拒否される (公開アドレスでもユーザー不要)',
  'list the users': 'ユーザーを一覧表示する',
  'add a user (password asked on a terminal, else read from stdin)':
    'ユーザーを追加する (パスワードは端末では入力を求め、それ以外では標準入力から読み込む)',
  'set a new password (asked on a terminal, else read from stdin)':
    '新しいパスワードを設定する (端末では入力を求め、それ以外では標準入力から読み込む)',
  'remove a user': 'ユーザーを削除する',
  role: 'ロール',
  'e-mail address': 'メールアドレス',
  'add or change a profile from --url, --api-root, --namespace, --user, --lang, --format':
    '--url, --api-root, --namespace, --user, --lang, --format からプロファイルを追加または変更する',
  'list the profiles': 'プロファイルを一覧表示する',
  'make a profile the active one': 'プロファイルを有効にする',
  'show a profile (default: the active one)': 'プロファイルを表示する (既定値: 有効なプロファイル)',
  'remove a profile': 'プロファイルを削除する',
  'make it the active profile': '有効なプロファイルにする',
  'bash, zsh or fish': 'bash、zsh または fish',
  ID: 'ID',
  TITLE: 'タイトル',
  START: '開始',
  END: '終了',
  VENUE: '会場',
  STATUS: 'ステータス',
  NAME: '名前',
  CITY: '市区町村',
  COUNTRY: '国',
  EMAIL: 'メール',
  PHONE: '電話',
  SLUG: 'スラッグ',
  PARENT: '親',
  EVENTS: 'イベント',
  // ---- credentials ----
  'send the password over plain http to a host other than this machine (CALEV_ALLOW_HTTP=1)':
    'このマシン以外のホストへ暗号化されていない http でパスワードを送る (CALEV_ALLOW_HTTP=1)',
  'read the application password from standard input (its first line)':
    'アプリケーションパスワードを標準入力から読む (最初の行)',
  'ask for the application password, check it against the site, save it in the system keyring (else the config file)':
    'アプリケーションパスワードを尋ね、サイトで確認してシステムのキーリングに保存する (なければ設定ファイルに)',
  'remove the saved application password of the profile':
    'プロファイルに保存されたアプリケーションパスワードを削除する',

  // ---- views: agenda and calendar ----
  'events grouped by day, from WHEN (default today) for --days N (default 7) or --to DATE':
    '日ごとにまとめたイベント (WHEN から --days N 日間、または --to DATE まで。既定値は今日から 7 日間)',
  'a month grid (or --week) of the events, fitted to the terminal':
    'イベントの月表示グリッド (--week で週表示)。端末の幅に合わせる',
  "show times in this zone: IANA name, UTC or UTC+N (default: the site's)":
    'このタイムゾーンで時刻を表示する: IANA 名、UTC または UTC+N (既定値はサイトのタイムゾーン)',
  'how many days (default 7)': '日数 (既定値 7)',
  'the last day, a date or a phrase (instead of --days)': '最終日。日付または語句 (--days の代わり)',
  'show days without events too': 'イベントのない日も表示する',
  'the first day: a date or a phrase (today, tomorrow, next monday, 2026-12-01); default today':
    '最初の日: 日付または語句 (today、tomorrow、next monday、2026-12-01)。既定値は今日',
  'a week grid': '週表示グリッド',
  'a month grid (the default)': '月表示グリッド (既定)',
  'weeks start on Sunday': '週を日曜日から始める',
  "weeks start on Monday (the default, unless the locale's weeks start on another day)":
    '週を月曜日から始める (ロケールの週が別の曜日から始まる場合を除き既定)',
  Today: '今日',
  Tomorrow: '明日',
  'all day': '終日',
  'day %1$s of %2$s': '%2$s 日中 %1$s 日目',
  '+%s more': 'ほか %s 件',
  'No events': 'イベントはありません',
  // ---- recurring events: the rule in words (src/recurrence/describe.ts) ----
  'Every day': '毎日',
  'Every %d days': '%d日ごと',
  'Every week': '毎週',
  'Every %d weeks': '%d週間ごと',
  'Every month': '毎月',
  'Every %d months': '%dか月ごと',
  'Every year': '毎年',
  'Every %d years': '%d年ごと',
  'Every hour': '毎時',
  'Every %d hours': '%d時間ごと',
  'Every minute': '毎分',
  'Every %d minutes': '%d分ごと',
  'Every second': '毎秒',
  'Every %d seconds': '%d秒ごと',
  'Every %s': '毎週 %s',
  'Every %1$d weeks on %2$s': '%1$d週間ごとの%2$s',
  'Every month on day %s': '毎月%s日',
  'Every %1$d months on day %2$s': '%1$dか月ごとの%2$s日',
  'Every month on the last day': '毎月末日',
  'Every %d months on the last day': '%dか月ごとの末日',
  'Every month on the %s': '毎月%s',
  'Every %1$d months on the %2$s': '%1$dか月ごとの%2$s',
  'Every year on %s': '毎年%s',
  'Every %1$d years on %2$s': '%1$d年ごとの%2$s',
  'Every year on the %1$s of %2$s': '毎年%2$sの%1$s',
  'first %s': '第1%s',
  'second %s': '第2%s',
  'third %s': '第3%s',
  'fourth %s': '第4%s',
  'fifth %s': '第5%s',
  'last %s': '最終%s',
  'second to last %s': '最後から2番目の%s',
  '%1$s until %2$s': '%1$s（%2$sまで）',
  '%1$s, %2$d times': '%1$s（%2$d回）',
  '%s, plus one more date': '%s、ほか1日',
  '%1$s, plus %2$d more dates': '%1$s、ほか%2$d日',
  '%s, except one date': '%s（1日を除く）',
  '%1$s, except %2$d dates': '%1$s（%2$d日を除く）',
  'Custom rule: %s': 'カスタムルール: %s',
  'On one date': '1日のみ',
  'On %d dates': '%d日',

  // ---- recurring events: route arguments (src/spec/routes.ts) ----
  'Repetition of the event (series): RFC 5545 rules, extra dates and excluded dates; empty makes it single.':
    'イベントの繰り返し（シリーズ）: RFC 5545 のルール、追加日と除外日。空にすると単発になります。',
  'Only the first listed occurrence of each event series.': '各イベントシリーズの最初に表示される回のみ。',

  // ---- recurring events: /doc (src/spec/openapi.ts) ----
  'Rule of a series master (§7.1); null for single events and occurrences.':
    'シリーズの親イベントのルール（§7.1）。単発イベントと各回では null。',
  'RFC 5545 rules.': 'RFC 5545 のルール。',
  'Extra occurrence starts.': '追加の開始日時。',
  'Excluded occurrence starts.': '除外する開始日時。',
  'The rule in words.': 'ルールの説明。',

  // ---- recurring events: command line (src/cli/resource/commands.ts) ----
  'repeat the event: a series (see --every, --on, --until, --count)':
    'イベントを繰り返す: シリーズ（--every、--on、--until、--count も参照）',
  'repeat every n days, weeks, months or years': 'n 日・週・か月・年ごとに繰り返す',
  'repeat on these days: mo,we (weekly), 2tu or -1fr (monthly), 15 (day of the month)':
    'この曜日・日に繰り返す: mo,we（毎週）、2tu または -1fr（毎月）、15（月の日付）',
  'the last day of the series': 'シリーズの最終日',
  'the number of occurrences of the series': 'シリーズの回数',
  'leave this date out of the series (repeatable)': 'この日付をシリーズから除く（繰り返し指定可）',
  'on a site without recurring events: create each occurrence as a single event':
    '繰り返しイベントのないサイトで: 各回を単発イベントとして作成',
  'an occurrence: move its whole series to the trash': 'シリーズの回: シリーズ全体をゴミ箱へ移動',
  'an occurrence: move only this one to the trash': 'シリーズの回: この回だけをゴミ箱へ移動',
};
