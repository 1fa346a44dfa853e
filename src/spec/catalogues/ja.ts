// ja: English source text -> translation (API.md §6, §8.1). Missing keys fall back to English.
import type { Catalogue } from './index.js';

export const ja: Catalogue = {
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
  "Free":
    "無料",
};
