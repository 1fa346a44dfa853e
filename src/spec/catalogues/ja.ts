// ja: English source text -> translation (API.md §6, §8.1). Missing keys fall back to English.
import type { Catalogue } from './index.js';

export const ja: Catalogue = {
  // ---- errors and data.params messages (API.md §8; translations given by §8.1) ----
  "No route was found matching the URL and request method.":
    "URL とリクエストメソッドに一致するルートが見つかりませんでした。",
  "The specified namespace could not be found.":
    "指定された名前空間が見つかりませんでした。",
  "Invalid JSON body passed.":
    "無効な JSON 本文が渡されました。",
  "The request body is too large.":
    "リクエスト本文が大きすぎます。",
  "Missing parameter(s): %s":
    "パラメーターがありません: %s",
  "Invalid parameter(s): %s":
    "無効なパラメーター: %s",
  "Invalid parameter.":
    "無効なパラメーターです。",
  "%1$s is not of type %2$s.":
    "%1$s は %2$s 型ではありません。",
  "%1$s is not one of %2$s.":
    "%1$s は %2$s のいずれでもありません。",
  "Event Tickets plugin is not activated.":
    "Event Tickets プラグインが有効化されていません。",
  "Unknown username. Check again or try your email address.":
    "不明なユーザー名です。もう一度確認するか、メールアドレスをお試しください。",
  "The provided password is an invalid application password.":
    "指定されたパスワードは無効なアプリケーションパスワードです。",
  "Too many failed login attempts. Try again in %d seconds.":
    "ログインの失敗が多すぎます。%d 秒後にもう一度お試しください。",
  "Sorry, you are not allowed to do that.":
    "この操作を行う権限がありません。",
  "Event with ID %d does not exist.":
    "ID %d のイベントは存在しません。",
  "The specified ID is not a valid event.":
    "指定された ID は有効なイベントではありません。",
  "This event is no longer available":
    "このイベントは利用できなくなりました",
  "The requested event is not accessible":
    "要求されたイベントにはアクセスできません",
  "The requested event is not accessible without a password":
    "要求されたイベントにはパスワードなしでアクセスできません",
  "The event is already trashed":
    "このイベントはすでにゴミ箱にあります",
  "The requested event archive page does not exist":
    "要求されたイベントアーカイブのページは存在しません",
  "The requested venue archive page does not exist":
    "要求された会場アーカイブのページは存在しません",
  "The requested organizer archive page does not exist":
    "要求された主催者アーカイブのページは存在しません",
  "The requested venue is not accessible":
    "要求された会場にはアクセスできません",
  "The requested organizer is not accessible":
    "要求された主催者にはアクセスできません",
  "The venue is already trashed":
    "この会場はすでにゴミ箱にあります",
  "The organizer is already trashed":
    "この主催者はすでにゴミ箱にあります",
  "A term with the name provided already exists with this parent.":
    "この親には同じ名前のタームがすでに存在します。",
  "A term with the name provided already exists in this taxonomy.":
    "このタクソノミーには同じ名前のタームがすでに存在します。",
  "The slug “%s” is already in use by another term.":
    "スラッグ「%s」はすでに他のタームで使用されています。",
  "The event could not be deleted":
    "イベントを削除できませんでした",
  "The venue could not be deleted":
    "会場を削除できませんでした",
  "The organizer could not be deleted":
    "主催者を削除できませんでした",
  "There has been a critical error on this website.":
    "このサイトで重大なエラーが発生しました。",
  // ---- the cost word (API.md §5.7; given by §6) ----
  "Free":
    "無料",

  // ---- route arguments: descriptions in the namespace index and /doc (src/spec/routes.ts) ----
  // every endpoint
  "Content language code.":
    "コンテンツの言語コード。",
  // every list
  "Page of results to return.":
    "返す結果のページ。",
  // GET /events
  "Number of events per page.":
    "1 ページあたりのイベント数。",
  "Only events that start on or after this date.":
    "この日付以降に開始するイベントのみ。",
  "Only events that end on or before this date.":
    "この日付以前に終了するイベントのみ。",
  "Only events that start before this date.":
    "この日付より前に開始するイベントのみ。",
  "Only events that start after this date.":
    "この日付より後に開始するイベントのみ。",
  "Only events that end before this date.":
    "この日付より前に終了するイベントのみ。",
  "Only events that end after this date.":
    "この日付より後に終了するイベントのみ。",
  "Apply the dates at the exact times given instead of whole days.":
    "日付を終日単位ではなく、指定された正確な時刻で適用します。",
  "Only events whose title, description or excerpt contain these words.":
    "タイトル、説明、抜粋のいずれかにこれらの語句を含むイベントのみ。",
  "Only events in any of these categories (ids or slugs).":
    "これらのカテゴリーのいずれかに属するイベントのみ (ID またはスラッグ)。",
  "Only events with any of these tags (ids or slugs).":
    "これらのタグのいずれかが付いたイベントのみ (ID またはスラッグ)。",
  "Only events at any of these venues.":
    "これらの会場のいずれかで開催されるイベントのみ。",
  "Only events with any of these organizers.":
    "これらの主催者のいずれかによるイベントのみ。",
  "Only featured (true) or only non-featured (false) events.":
    "注目イベントのみ (true)、または注目イベント以外のみ (false)。",
  "Only events with these post statuses.":
    "これらの投稿ステータスのイベントのみ。",
  "Only events whose venue has (true) or lacks (false) coordinates. Requires the premium extension.":
    "会場に座標があるイベント (true) またはないイベント (false) のみ。プレミアム拡張機能が必要です。",
  "Latitude of the centre of the search area. Requires the premium extension.":
    "検索範囲の中心の緯度。プレミアム拡張機能が必要です。",
  "Longitude of the centre of the search area. Requires the premium extension.":
    "検索範囲の中心の経度。プレミアム拡張機能が必要です。",
  "Only the events with these ids; date filters are ignored.":
    "これらの ID のイベントのみ。日付フィルターは無視されます。",
  "Only events whose parent event is this one.":
    "親イベントがこのイベントであるイベントのみ。",
  "Only events with (true) or without (false) tickets.":
    "チケットありのイベント (true) またはチケットなしのイベント (false) のみ。",
  // event reads and writes (author, dates, image: also venues and organizers)
  "Author user id.":
    "投稿者のユーザー ID。",
  "Publication date.":
    "公開日。",
  "Publication date in UTC.":
    "公開日 (UTC)。",
  "Event title.":
    "イベントのタイトル。",
  "Event description (HTML allowed).":
    "イベントの説明 (HTML 使用可)。",
  "Event slug.":
    "イベントのスラッグ。",
  "Event excerpt.":
    "イベントの抜粋。",
  "Post status of the event.":
    "イベントの投稿ステータス。",
  "Timezone of the event.":
    "イベントのタイムゾーン。",
  "Whether the event lasts all day.":
    "イベントが終日かどうか。",
  "Start date and time.":
    "開始日時。",
  "End date and time.":
    "終了日時。",
  "Featured image: attachment id or image URL.":
    "アイキャッチ画像: 添付ファイル ID または画像 URL。",
  "Cost of the event.":
    "イベントの費用。",
  "Event website URL.":
    "イベントのウェブサイト URL。",
  "Whether the event shows a map.":
    "イベントに地図を表示するかどうか。",
  "Whether the event shows a map link.":
    "イベントに地図リンクを表示するかどうか。",
  "Hide the event from lists.":
    "イベントを一覧に表示しない。",
  "Pin the event in calendar displays.":
    "カレンダー表示でイベントを固定表示する。",
  "Highlight the event.":
    "イベントを注目イベントにする。",
  "Categories: ids, slugs or names.":
    "カテゴリー: ID、スラッグ、または名前。",
  "Tags: ids, slugs or names.":
    "タグ: ID、スラッグ、または名前。",
  "Venue: id or venue data.":
    "会場: ID または会場データ。",
  "Organizers: ids or organizer data.":
    "主催者: ID または主催者データ。",
  "Parent event id (event series).":
    "親イベントの ID (イベントシリーズ)。",
  "Whether the event sells tickets.":
    "イベントでチケットを販売するかどうか。",
  "Event id.":
    "イベント ID。",
  "Event password.":
    "イベントのパスワード。",
  "Event password; empty removes it.":
    "イベントのパスワード。空にすると削除されます。",
  // GET /venues and GET /organizers
  "Number of items per page.":
    "1 ページあたりの項目数。",
  "Only items containing this text.":
    "このテキストを含む項目のみ。",
  "Only the venues linked to this event.":
    "このイベントに関連付けられた会場のみ。",
  "true: only items linked to events; false: only items without.":
    "true: イベントに関連付けられた項目のみ。false: イベントのない項目のみ。",
  "Only items linked to upcoming events.":
    "今後のイベントに関連付けられた項目のみ。",
  "Only items with these post statuses.":
    "これらの投稿ステータスの項目のみ。",
  // venue reads and writes (phone number: also organizers)
  "Venue name.":
    "会場名。",
  "Venue description.":
    "会場の説明。",
  "Post status of the venue.":
    "会場の投稿ステータス。",
  "Whether linked events show a map.":
    "関連付けられたイベントに地図を表示するかどうか。",
  "Whether linked events show a map link.":
    "関連付けられたイベントに地図リンクを表示するかどうか。",
  "Street address.":
    "住所。",
  "City.":
    "市区町村。",
  "Country.":
    "国。",
  "Province.":
    "県。",
  "State.":
    "州。",
  "Postal code.":
    "郵便番号。",
  "Phone number.":
    "電話番号。",
  "State or province.":
    "州または県。",
  "Venue website URL.":
    "会場のウェブサイト URL。",
  "Latitude.":
    "緯度。",
  "Longitude.":
    "経度。",
  "Venue id.":
    "会場 ID。",
  "Venue slug.":
    "会場のスラッグ。",
  // GET /organizers
  "Only the organizers linked to this event.":
    "このイベントに関連付けられた主催者のみ。",
  // organizer reads and writes
  "Organizer name.":
    "主催者名。",
  "Organizer description.":
    "主催者の説明。",
  "Post status of the organizer.":
    "主催者の投稿ステータス。",
  "E-mail address.":
    "メールアドレス。",
  "Organizer website URL.":
    "主催者のウェブサイト URL。",
  "Organizer id.":
    "主催者 ID。",
  "Organizer slug.":
    "主催者のスラッグ。",
  // GET /categories and GET /tags
  "Number of terms per page.":
    "1 ページあたりのターム数。",
  "Only terms whose name or slug contains this text.":
    "名前またはスラッグにこのテキストを含むタームのみ。",
  "Leave out these terms.":
    "これらのタームを除外する。",
  "Only these terms.":
    "これらのタームのみ。",
  "Sort direction: asc or desc.":
    "並び順: asc または desc。",
  "Term attribute to sort by.":
    "並べ替えに使うタームの属性。",
  "Hide terms not linked to any published event.":
    "公開済みのイベントに関連付けられていないタームを非表示にする。",
  "Only direct children of this category (0: top level).":
    "このカテゴリーの直下の子カテゴリーのみ (0: 最上位)。",
  "Only terms linked to this event.":
    "このイベントに関連付けられたタームのみ。",
  "Same as post; wins over post.":
    "post と同じ。post より優先されます。",
  "Only the term with this slug.":
    "このスラッグを持つタームのみ。",
  // category and tag reads and writes
  "Term name.":
    "ターム名。",
  "Term description.":
    "タームの説明。",
  "Term slug.":
    "タームのスラッグ。",
  "Parent category id.":
    "親カテゴリーの ID。",
  "Category id.":
    "カテゴリー ID。",
  "Tag id.":
    "タグ ID。",

  // ---- /doc: DOC_TEXTS of src/spec/openapi.ts not already above ----
  // info
  "Calendar Events REST API":
    "カレンダーイベント REST API",
  "Read and manage calendar events, venues, organizers, event categories and event tags.":
    "カレンダーのイベント、会場、主催者、イベントカテゴリー、イベントタグを読み取り、管理します。",
  // operation summaries
  "Get the API documentation":
    "API ドキュメントを取得",
  "List events":
    "イベントの一覧を取得",
  "Create an event":
    "イベントを作成",
  "Get an event":
    "イベントを取得",
  "Update an event":
    "イベントを更新",
  "Delete an event":
    "イベントを削除",
  "Get an event by slug":
    "スラッグでイベントを取得",
  "Update an event by slug":
    "スラッグでイベントを更新",
  "Delete an event by slug":
    "スラッグでイベントを削除",
  "List venues":
    "会場の一覧を取得",
  "Create a venue":
    "会場を作成",
  "Get a venue":
    "会場を取得",
  "Update a venue":
    "会場を更新",
  "Delete a venue":
    "会場を削除",
  "Get a venue by slug":
    "スラッグで会場を取得",
  "Update a venue by slug":
    "スラッグで会場を更新",
  "Delete a venue by slug":
    "スラッグで会場を削除",
  "List organizers":
    "主催者の一覧を取得",
  "Create an organizer":
    "主催者を作成",
  "Get an organizer":
    "主催者を取得",
  "Update an organizer":
    "主催者を更新",
  "Delete an organizer":
    "主催者を削除",
  "Get an organizer by slug":
    "スラッグで主催者を取得",
  "Update an organizer by slug":
    "スラッグで主催者を更新",
  "Delete an organizer by slug":
    "スラッグで主催者を削除",
  "List categories":
    "カテゴリーの一覧を取得",
  "Create a category":
    "カテゴリーを作成",
  "Get a category":
    "カテゴリーを取得",
  "Update a category":
    "カテゴリーを更新",
  "Delete a category":
    "カテゴリーを削除",
  "List tags":
    "タグの一覧を取得",
  "Create a tag":
    "タグを作成",
  "Get a tag":
    "タグを取得",
  "Update a tag":
    "タグを更新",
  "Delete a tag":
    "タグを削除",
  // response descriptions
  "OK":
    "成功",
  "Created":
    "作成済み",
  "Bad request":
    "不正なリクエスト",
  "Authentication required":
    "認証が必要です",
  "Forbidden":
    "アクセス禁止",
  "Not found":
    "見つかりません",
  "Gone":
    "既に存在しません",
  "The OpenAPI document.":
    "OpenAPI ドキュメント。",
  // list envelopes
  "Events of this page.":
    "このページのイベント。",
  "Venues of this page.":
    "このページの会場。",
  "Organizers of this page.":
    "このページの主催者。",
  "Categories of this page.":
    "このページのカテゴリー。",
  "Tags of this page.":
    "このページのタグ。",
  "URL of this page.":
    "このページの URL。",
  "URL of the next page.":
    "次のページの URL。",
  "URL of the previous page.":
    "前のページの URL。",
  "Number of matching items.":
    "一致する項目の数。",
  "Number of pages.":
    "ページ数。",
  // properties shared by events, venues and organizers
  "Global identifier of the item.":
    "項目のグローバル識別子。",
  "Global identifiers of the item and its origins.":
    "項目とその由来元のグローバル識別子。",
  "Date of the last change.":
    "最終更新日。",
  "Date of the last change in UTC.":
    "最終更新日 (UTC)。",
  "Public page URL.":
    "公開ページの URL。",
  "Structured data (schema.org).":
    "構造化データ (schema.org)。",
  // ImageSize and Image
  "Width in pixels.":
    "幅 (ピクセル)。",
  "Height in pixels.":
    "高さ (ピクセル)。",
  "MIME type.":
    "MIME タイプ。",
  "Image URL.":
    "画像の URL。",
  "Attachment id.":
    "添付ファイル ID。",
  "File extension.":
    "ファイル拡張子。",
  // CostDetails
  "Currency symbol.":
    "通貨記号。",
  "Currency code (always empty).":
    "通貨コード (常に空)。",
  "Position of the currency symbol: prefix or postfix.":
    "通貨記号の位置: prefix または postfix。",
  "Numeric values of the cost, as strings.":
    "費用の数値 (文字列)。",
  // Term
  "Term id.":
    "ターム ID。",
  "Number of published events linked to the term.":
    "タームに関連付けられた公開済みイベントの数。",
  "Taxonomy of the term.":
    "タームのタクソノミー。",
  "Parent term id (0: none).":
    "親ターム ID (0: なし)。",
  "Term meta (always empty).":
    "タームのメタデータ (常に空)。",
  "API URLs of the term, its collection and its parent.":
    "ターム、そのコレクション、親の API URL。",
  "Term group (always 0).":
    "タームグループ (常に 0)。",
  "Term taxonomy id (same as id).":
    "タームタクソノミー ID (id と同じ)。",
  "Filter context (always raw).":
    "フィルターコンテキスト (常に raw)。",
  // DateDetails
  "Year.":
    "年。",
  "Month.":
    "月。",
  "Day.":
    "日。",
  "Hour.":
    "時。",
  "Minutes.":
    "分。",
  "Seconds.":
    "秒。",
  // Event
  "API URL of the event.":
    "イベントの API URL。",
  "Featured image, or false when there is none.":
    "アイキャッチ画像。ない場合は false。",
  "Parts of the start date.":
    "開始日の各要素。",
  "Parts of the end date.":
    "終了日の各要素。",
  "Start date and time in UTC.":
    "開始日時 (UTC)。",
  "End date and time in UTC.":
    "終了日時 (UTC)。",
  "Parts of the UTC start date.":
    "開始日 (UTC) の各要素。",
  "Parts of the UTC end date.":
    "終了日 (UTC) の各要素。",
  "Timezone abbreviation at the start of the event.":
    "イベント開始時点のタイムゾーンの略称。",
  "Parsed cost.":
    "解析済みの費用。",
  "Categories of the event.":
    "イベントのカテゴリー。",
  "Tags of the event.":
    "イベントのタグ。",
  "Venue of the event, or an empty array.":
    "イベントの会場、または空の配列。",
  "Organizers of the event.":
    "イベントの主催者。",
  "Custom fields (always empty).":
    "カスタムフィールド (常に空)。",
  "Featured image.":
    "アイキャッチ画像。",
  // Error
  "Error code.":
    "エラーコード。",
  "Error message.":
    "エラーメッセージ。",
  "HTTP status and details of the error.":
    "HTTP ステータスとエラーの詳細。",
  "HTTP status.":
    "HTTP ステータス。",
  "The parameters concerned.":
    "対象のパラメーター。",
  "Details of each invalid parameter.":
    "無効な各パラメーターの詳細。",
  "Id of the existing term.":
    "既存のタームの ID。",
};
