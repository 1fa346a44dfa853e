// zh-hans: English source text -> translation (API.md §6, §8.1). Missing keys fall back to English.
import type { Catalogue } from './index.js';

export const zh_hans: Catalogue = {
  // ---- errors and data.params messages (API.md §8; translations given by §8.1) ----
  "No route was found matching the URL and request method.":
    "未找到与该 URL 和请求方法匹配的路由。",
  "The specified namespace could not be found.":
    "找不到指定的命名空间。",
  "Invalid JSON body passed.":
    "传入的 JSON 正文无效。",
  "The request body is too large.":
    "请求正文过大。",
  "Missing parameter(s): %s":
    "缺少参数：%s",
  "Invalid parameter(s): %s":
    "无效参数：%s",
  "Invalid parameter.":
    "参数无效。",
  "%1$s is not of type %2$s.":
    "%1$s 不是 %2$s 类型。",
  "%1$s is not one of %2$s.":
    "%1$s 不是 %2$s 之一。",
  "Event Tickets plugin is not activated.":
    "Event Tickets 插件未激活。",
  "Unknown username. Check again or try your email address.":
    "未知的用户名。请再次检查或尝试使用您的电子邮箱地址。",
  "The provided password is an invalid application password.":
    "提供的密码不是有效的应用程序密码。",
  "Too many failed login attempts. Try again in %d seconds.":
    "登录失败次数过多。请在 %d 秒后重试。",
  "Sorry, you are not allowed to do that.":
    "抱歉，您不能这样做。",
  "Event with ID %d does not exist.":
    "ID 为 %d 的活动不存在。",
  "The specified ID is not a valid event.":
    "指定的 ID 不是有效的活动。",
  "This event is no longer available":
    "此活动已不再可用",
  "The requested event is not accessible":
    "无法访问所请求的活动",
  "The requested event is not accessible without a password":
    "没有密码无法访问所请求的活动",
  "The event is already trashed":
    "该活动已在回收站中",
  "The requested event archive page does not exist":
    "所请求的活动归档页面不存在",
  "The requested venue archive page does not exist":
    "所请求的场地归档页面不存在",
  "The requested organizer archive page does not exist":
    "所请求的组织者归档页面不存在",
  "The requested venue is not accessible":
    "无法访问所请求的场地",
  "The requested organizer is not accessible":
    "无法访问所请求的组织者",
  "The venue is already trashed":
    "该场地已在回收站中",
  "The organizer is already trashed":
    "该组织者已在回收站中",
  "A term with the name provided already exists with this parent.":
    "此父项下已存在同名项目。",
  "A term with the name provided already exists in this taxonomy.":
    "此分类法中已存在同名项目。",
  "The slug “%s” is already in use by another term.":
    "别名“%s”已被其他项目使用。",
  "The event could not be deleted":
    "无法删除该活动",
  "The venue could not be deleted":
    "无法删除该场地",
  "The organizer could not be deleted":
    "无法删除该组织者",
  "There has been a critical error on this website.":
    "此网站出现了严重错误。",
  // ---- the cost word (API.md §5.7; given by §6) ----
  "Free":
    "免费",

  // ---- route arguments: descriptions in the namespace index and /doc (src/spec/routes.ts) ----
  // every endpoint
  "Content language code.":
    "内容的语言代码。",
  // every list
  "Page of results to return.":
    "要返回的结果页码。",
  // GET /events
  "Number of events per page.":
    "每页的活动数量。",
  "Only events that start on or after this date.":
    "仅限在此日期当天或之后开始的活动。",
  "Only events that end on or before this date.":
    "仅限在此日期当天或之前结束的活动。",
  "Only events that start before this date.":
    "仅限在此日期之前开始的活动。",
  "Only events that start after this date.":
    "仅限在此日期之后开始的活动。",
  "Only events that end before this date.":
    "仅限在此日期之前结束的活动。",
  "Only events that end after this date.":
    "仅限在此日期之后结束的活动。",
  "Apply the dates at the exact times given instead of whole days.":
    "按给定的确切时间应用日期，而不是按整天计算。",
  "Only events whose title, description or excerpt contain these words.":
    "仅限标题、描述或摘要中包含这些词语的活动。",
  "Only events in any of these categories (ids or slugs).":
    "仅限属于这些分类之一的活动（ID 或别名）。",
  "Only events with any of these tags (ids or slugs).":
    "仅限带有这些标签之一的活动（ID 或别名）。",
  "Only events at any of these venues.":
    "仅限在这些场地之一举办的活动。",
  "Only events with any of these organizers.":
    "仅限由这些组织者之一举办的活动。",
  "Only featured (true) or only non-featured (false) events.":
    "仅限精选活动（true）或仅限非精选活动（false）。",
  "Only events with these post statuses.":
    "仅限具有这些文章状态的活动。",
  "Only events whose venue has (true) or lacks (false) coordinates. Requires the premium extension.":
    "仅限场地有坐标（true）或无坐标（false）的活动。需要高级扩展。",
  "Latitude of the centre of the search area. Requires the premium extension.":
    "搜索区域中心的纬度。需要高级扩展。",
  "Longitude of the centre of the search area. Requires the premium extension.":
    "搜索区域中心的经度。需要高级扩展。",
  "Only the events with these ids; date filters are ignored.":
    "仅限具有这些 ID 的活动；日期筛选条件将被忽略。",
  "Only events whose parent event is this one.":
    "仅限父活动为此活动的活动。",
  "Only events with (true) or without (false) tickets.":
    "仅限有门票（true）或无门票（false）的活动。",
  // event reads and writes (author, dates, image: also venues and organizers)
  "Author user id.":
    "作者的用户 ID。",
  "Publication date.":
    "发布日期。",
  "Publication date in UTC.":
    "发布日期（UTC）。",
  "Event title.":
    "活动标题。",
  "Event description (HTML allowed).":
    "活动描述（允许使用 HTML）。",
  "Event slug.":
    "活动别名。",
  "Event excerpt.":
    "活动摘要。",
  "Post status of the event.":
    "活动的文章状态。",
  "Timezone of the event.":
    "活动的时区。",
  "Whether the event lasts all day.":
    "活动是否为全天活动。",
  "Start date and time.":
    "开始日期和时间。",
  "End date and time.":
    "结束日期和时间。",
  "Featured image: attachment id or image URL.":
    "特色图片：附件 ID 或图片 URL。",
  "Cost of the event.":
    "活动费用。",
  "Event website URL.":
    "活动网站 URL。",
  "Whether the event shows a map.":
    "活动是否显示地图。",
  "Whether the event shows a map link.":
    "活动是否显示地图链接。",
  "Hide the event from lists.":
    "在列表中隐藏该活动。",
  "Pin the event in calendar displays.":
    "在日历视图中置顶该活动。",
  "Highlight the event.":
    "将该活动设为精选。",
  "Categories: ids, slugs or names.":
    "分类：ID、别名或名称。",
  "Tags: ids, slugs or names.":
    "标签：ID、别名或名称。",
  "Venue: id or venue data.":
    "场地：ID 或场地数据。",
  "Organizers: ids or organizer data.":
    "组织者：ID 或组织者数据。",
  "Parent event id (event series).":
    "父活动 ID（系列活动）。",
  "Whether the event sells tickets.":
    "活动是否出售门票。",
  "Event id.":
    "活动 ID。",
  "Event password.":
    "活动密码。",
  "Event password; empty removes it.":
    "活动密码；留空则移除密码。",
  // GET /venues and GET /organizers
  "Number of items per page.":
    "每页的条目数量。",
  "Only items containing this text.":
    "仅限包含此文本的条目。",
  "Only the venues linked to this event.":
    "仅限与此活动关联的场地。",
  "true: only items linked to events; false: only items without.":
    "true：仅限与活动关联的条目；false：仅限未与活动关联的条目。",
  "Only items linked to upcoming events.":
    "仅限与即将举行的活动关联的条目。",
  "Only items with these post statuses.":
    "仅限具有这些文章状态的条目。",
  // venue reads and writes (phone number: also organizers)
  "Venue name.":
    "场地名称。",
  "Venue description.":
    "场地描述。",
  "Post status of the venue.":
    "场地的文章状态。",
  "Whether linked events show a map.":
    "关联的活动是否显示地图。",
  "Whether linked events show a map link.":
    "关联的活动是否显示地图链接。",
  "Street address.":
    "街道地址。",
  "City.":
    "城市。",
  "Country.":
    "国家/地区。",
  "Province.":
    "省份。",
  "State.":
    "州。",
  "Postal code.":
    "邮政编码。",
  "Phone number.":
    "电话号码。",
  "State or province.":
    "州或省份。",
  "Venue website URL.":
    "场地网站 URL。",
  "Latitude.":
    "纬度。",
  "Longitude.":
    "经度。",
  "Venue id.":
    "场地 ID。",
  "Venue slug.":
    "场地别名。",
  // GET /organizers
  "Only the organizers linked to this event.":
    "仅限与此活动关联的组织者。",
  // organizer reads and writes
  "Organizer name.":
    "组织者名称。",
  "Organizer description.":
    "组织者描述。",
  "Post status of the organizer.":
    "组织者的文章状态。",
  "E-mail address.":
    "电子邮箱地址。",
  "Organizer website URL.":
    "组织者网站 URL。",
  "Organizer id.":
    "组织者 ID。",
  "Organizer slug.":
    "组织者别名。",
  // GET /categories and GET /tags
  "Number of terms per page.":
    "每页的项目数量。",
  "Only terms whose name or slug contains this text.":
    "仅限名称或别名包含此文本的项目。",
  "Leave out these terms.":
    "排除这些项目。",
  "Only these terms.":
    "仅限这些项目。",
  "Sort direction: asc or desc.":
    "排序方向：asc 或 desc。",
  "Term attribute to sort by.":
    "用于排序的项目属性。",
  "Hide terms not linked to any published event.":
    "隐藏未与任何已发布活动关联的项目。",
  "Only direct children of this category (0: top level).":
    "仅限此分类的直接子分类（0：顶级）。",
  "Only terms linked to this event.":
    "仅限与此活动关联的项目。",
  "Same as post; wins over post.":
    "与 post 相同；优先于 post。",
  "Only the term with this slug.":
    "仅限具有此别名的项目。",
  // category and tag reads and writes
  "Term name.":
    "项目名称。",
  "Term description.":
    "项目描述。",
  "Term slug.":
    "项目别名。",
  "Parent category id.":
    "父分类 ID。",
  "Category id.":
    "分类 ID。",
  "Tag id.":
    "标签 ID。",

  // ---- /doc: DOC_TEXTS of src/spec/openapi.ts not already above ----
  // info
  "Calendar Events REST API":
    "日历活动 REST API",
  "Read and manage calendar events, venues, organizers, event categories and event tags.":
    "读取和管理日历活动、场地、组织者、活动分类和活动标签。",
  // operation summaries
  "Get the API documentation":
    "获取 API 文档",
  "List events":
    "列出活动",
  "Create an event":
    "创建活动",
  "Get an event":
    "获取活动",
  "Update an event":
    "更新活动",
  "Delete an event":
    "删除活动",
  "Get an event by slug":
    "按别名获取活动",
  "Update an event by slug":
    "按别名更新活动",
  "Delete an event by slug":
    "按别名删除活动",
  "List venues":
    "列出场地",
  "Create a venue":
    "创建场地",
  "Get a venue":
    "获取场地",
  "Update a venue":
    "更新场地",
  "Delete a venue":
    "删除场地",
  "Get a venue by slug":
    "按别名获取场地",
  "Update a venue by slug":
    "按别名更新场地",
  "Delete a venue by slug":
    "按别名删除场地",
  "List organizers":
    "列出组织者",
  "Create an organizer":
    "创建组织者",
  "Get an organizer":
    "获取组织者",
  "Update an organizer":
    "更新组织者",
  "Delete an organizer":
    "删除组织者",
  "Get an organizer by slug":
    "按别名获取组织者",
  "Update an organizer by slug":
    "按别名更新组织者",
  "Delete an organizer by slug":
    "按别名删除组织者",
  "List categories":
    "列出分类",
  "Create a category":
    "创建分类",
  "Get a category":
    "获取分类",
  "Update a category":
    "更新分类",
  "Delete a category":
    "删除分类",
  "List tags":
    "列出标签",
  "Create a tag":
    "创建标签",
  "Get a tag":
    "获取标签",
  "Update a tag":
    "更新标签",
  "Delete a tag":
    "删除标签",
  // response descriptions
  "OK":
    "成功",
  "Created":
    "已创建",
  "Bad request":
    "错误的请求",
  "Authentication required":
    "需要身份验证",
  "Forbidden":
    "禁止访问",
  "Not found":
    "未找到",
  "Gone":
    "已不存在",
  "The OpenAPI document.":
    "OpenAPI 文档。",
  // list envelopes
  "Events of this page.":
    "本页的活动。",
  "Venues of this page.":
    "本页的场地。",
  "Organizers of this page.":
    "本页的组织者。",
  "Categories of this page.":
    "本页的分类。",
  "Tags of this page.":
    "本页的标签。",
  "URL of this page.":
    "本页的 URL。",
  "URL of the next page.":
    "下一页的 URL。",
  "URL of the previous page.":
    "上一页的 URL。",
  "Number of matching items.":
    "匹配的条目数量。",
  "Number of pages.":
    "页数。",
  // properties shared by events, venues and organizers
  "Global identifier of the item.":
    "条目的全局标识符。",
  "Global identifiers of the item and its origins.":
    "条目及其来源的全局标识符。",
  "Date of the last change.":
    "最后修改日期。",
  "Date of the last change in UTC.":
    "最后修改日期（UTC）。",
  "Public page URL.":
    "公开页面的 URL。",
  "Structured data (schema.org).":
    "结构化数据（schema.org）。",
  // ImageSize and Image
  "Width in pixels.":
    "宽度（像素）。",
  "Height in pixels.":
    "高度（像素）。",
  "MIME type.":
    "MIME 类型。",
  "Image URL.":
    "图片 URL。",
  "Attachment id.":
    "附件 ID。",
  "File extension.":
    "文件扩展名。",
  // CostDetails
  "Currency symbol.":
    "货币符号。",
  "Currency code (always empty).":
    "货币代码（始终为空）。",
  "Position of the currency symbol: prefix or postfix.":
    "货币符号的位置：prefix 或 postfix。",
  "Numeric values of the cost, as strings.":
    "费用的数值，以字符串表示。",
  // Term
  "Term id.":
    "项目 ID。",
  "Number of published events linked to the term.":
    "与该项目关联的已发布活动数量。",
  "Taxonomy of the term.":
    "项目所属的分类法。",
  "Parent term id (0: none).":
    "父项目 ID（0：无）。",
  "Term meta (always empty).":
    "项目元数据（始终为空）。",
  "API URLs of the term, its collection and its parent.":
    "该项目、其集合及其父项目的 API URL。",
  "Term group (always 0).":
    "项目组（始终为 0）。",
  "Term taxonomy id (same as id).":
    "项目分类法 ID（与 id 相同）。",
  "Filter context (always raw).":
    "过滤上下文（始终为 raw）。",
  // DateDetails
  "Year.":
    "年。",
  "Month.":
    "月。",
  "Day.":
    "日。",
  "Hour.":
    "小时。",
  "Minutes.":
    "分钟。",
  "Seconds.":
    "秒。",
  // Event
  "API URL of the event.":
    "活动的 API URL。",
  "Featured image, or false when there is none.":
    "特色图片；若无则为 false。",
  "Parts of the start date.":
    "开始日期的各个组成部分。",
  "Parts of the end date.":
    "结束日期的各个组成部分。",
  "Start date and time in UTC.":
    "开始日期和时间（UTC）。",
  "End date and time in UTC.":
    "结束日期和时间（UTC）。",
  "Parts of the UTC start date.":
    "UTC 开始日期的各个组成部分。",
  "Parts of the UTC end date.":
    "UTC 结束日期的各个组成部分。",
  "Timezone abbreviation at the start of the event.":
    "活动开始时的时区缩写。",
  "Parsed cost.":
    "解析后的费用。",
  "Categories of the event.":
    "活动的分类。",
  "Tags of the event.":
    "活动的标签。",
  "Venue of the event, or an empty array.":
    "活动的场地，或空数组。",
  "Organizers of the event.":
    "活动的组织者。",
  "Custom fields (always empty).":
    "自定义字段（始终为空）。",
  "Featured image.":
    "特色图片。",
  // Error
  "Error code.":
    "错误代码。",
  "Error message.":
    "错误消息。",
  "HTTP status and details of the error.":
    "HTTP 状态和错误详情。",
  "HTTP status.":
    "HTTP 状态。",
  "The parameters concerned.":
    "相关参数。",
  "Details of each invalid parameter.":
    "每个无效参数的详情。",
  "Id of the existing term.":
    "已存在项目的 ID。",

  // ---- command line: calev help, help headings and table headers (src/cli/i18n.ts) ----
  "Usage:":
    "用法:",
  "Options:":
    "选项:",
  "Commands:":
    "命令:",
  "Arguments:":
    "参数:",
  "Global Options:":
    "全局选项:",
  "choices":
    "可选值",
  "default":
    "默认值",
  "Manage calendar events, venues, organizers, categories and tags; serve a local copy of the calendar/events/v1 API.":
    "管理日历活动、场地、组织者、分类和标签；在本地提供 calendar/events/v1 API 的副本。",
  "output the version number":
    "输出版本号",
  "use this profile (CALEV_PROFILE)":
    "使用此配置（CALEV_PROFILE）",
  "site URL (CALEV_URL); without one, commands use the local data dir":
    "站点 URL（CALEV_URL）；未指定时，命令使用本地数据目录",
  "API root path (CALEV_API_ROOT; default /wp-json)":
    "API 根路径（CALEV_API_ROOT；默认 /wp-json）",
  "API namespace (CALEV_NAMESPACE; default calendar/events/v1, The Events Calendar: tribe/events/v1)":
    "API 命名空间（CALEV_NAMESPACE；默认 calendar/events/v1，The Events Calendar 为 tribe/events/v1）",
  "site user (CALEV_USER); for serve: login:password[:role], repeatable":
    "站点用户（CALEV_USER）；用于 serve 时为 login:password[:role]，可重复指定",
  "local data dir (CALEV_DATA_DIR)":
    "本地数据目录（CALEV_DATA_DIR）",
  "content language, same as --translation-language (CALEV_LANG)":
    "内容语言，同 --translation-language（CALEV_LANG）",
  "output format (CALEV_FORMAT; default table on a terminal, json otherwise)":
    "输出格式（CALEV_FORMAT；默认在终端上为 table，否则为 json）",
  "only these fields, comma-separated; dotted paths for nested ones (venue.venue)":
    "仅输出这些字段，以逗号分隔；嵌套字段使用点号路径（venue.venue）",
  "print the whole API answer (the list envelope)":
    "输出完整的 API 响应（列表的外层结构）",
  "print nothing but errors":
    "只输出错误",
  "print each HTTP request and status on stderr":
    "在标准错误输出中显示每个 HTTP 请求及其状态",
  "colour even when not on a terminal":
    "即使不在终端上也使用颜色",
  "no colour":
    "不使用颜色",
  "display help for command":
    "显示命令帮助",
  "events: list, get, create, update, delete, import, export":
    "活动：list, get, create, update, delete, import, export",
  "venues: list, get, create, update, delete, import, export":
    "场地：list, get, create, update, delete, import, export",
  "organizers: list, get, create, update, delete, import, export":
    "组织者：list, get, create, update, delete, import, export",
  "categories: list, get, create, update, delete, import, export":
    "分类：list, get, create, update, delete, import, export",
  "tags: list, get, create, update, delete, import, export":
    "标签：list, get, create, update, delete, import, export",
  "the namespace index: routes and their arguments":
    "命名空间索引：路由及其参数",
  "the OpenAPI document":
    "OpenAPI 文档",
  "send a raw request; PATH is relative to the namespace (e.g. /events?per_page=2)":
    "发送原始请求；PATH 相对于命名空间（例如 /events?per_page=2）",
  "serve the calendar/events/v1 API over HTTP on the data dir (users: --user login:password[:role], repeatable)":
    "基于数据目录通过 HTTP 提供 calendar/events/v1 API（用户：--user login:password[:role]，可重复指定）",
  "users of the local data dir: add, list, remove, passwd":
    "本地数据目录的用户：add, list, remove, passwd",
  "named targets: add, list, use, show, remove":
    "命名目标：add, list, use, show, remove",
  "ask for the application password, check it against the site, save it in the profile":
    "询问应用程序密码，向站点验证后保存到配置中",
  "print the completion script for a shell":
    "输出 shell 补全脚本",
  "list events (one page; --all follows every page)":
    "列出活动（一页；--all 遍历所有页）",
  "show one event":
    "显示单个活动",
  "create an event":
    "创建活动",
  "change fields of an event (only the fields given)":
    "修改活动的字段（仅限指定的字段）",
  "move an event to the trash":
    "将活动移至回收站",
  "create or update events from a file (json, ndjson, csv, ics); items are matched by slug, so running it again never duplicates":
    "从文件（json, ndjson, csv, ics）创建或更新活动；条目按别名匹配，因此重复运行也不会产生重复项",
  "write every event the list filters select as json, ndjson, csv or ics (--format)":
    "将列表筛选条件选中的所有活动导出为 json、ndjson、csv 或 ics（--format）",
  "send %s=false":
    "发送 %s=false",
  "comma-separated or repeated":
    "以逗号分隔或重复指定",
  "follow every page and stream the items":
    "遍历所有页并流式输出条目",
  "stop after n items (follows pages as needed)":
    "输出 n 个条目后停止（按需遍历分页）",
  "send a parameter the flags lack (typed: true, false, null, numbers; @file reads a file)":
    "发送选项未涵盖的参数（带类型：true, false, null、数字；@file 读取文件）",
  "treat <ref> as a slug even when it is all digits":
    "将 <ref> 视为别名，即使它全是数字",
  "same as --by-slug":
    "同 --by-slug",
  "id (digits) or slug":
    "ID（数字）或别名",
  "a value, or JSON; repeat for several":
    "一个值或 JSON；多个值时重复指定",
  "ask for missing values even without a terminal":
    "即使没有终端也询问缺少的值",
  "never ask; fail when a required value is missing":
    "从不询问；缺少必需的值时直接失败",
  "do not ask for confirmation":
    "不要求确认",
  "the file format (default: from the extension)":
    "文件格式（默认：根据扩展名判断）",
  "check every item and print what would be created, updated or skipped; write nothing":
    "检查每个条目并输出将被创建、更新或跳过的内容；不写入任何内容",
  "requests in flight (default 4)":
    "并发请求数（默认 4）",
  "write every result as NDJSON {line, action, id, error}":
    "将每个结果写出为 NDJSON {line, action, id, error}",
  "the file, or - for stdin":
    "文件，或用 - 表示标准输入",
  "write to this file instead of stdout (its extension sets the format)":
    "写入此文件而不是标准输出（由扩展名决定格式）",
  "list venues (one page; --all follows every page)":
    "列出场地（一页；--all 遍历所有页）",
  "show one venue":
    "显示单个场地",
  "create a venue":
    "创建场地",
  "change fields of a venue (only the fields given)":
    "修改场地的字段（仅限指定的字段）",
  "move a venue to the trash":
    "将场地移至回收站",
  "create or update venues from a file (json, ndjson, csv); items are matched by slug or name, so running it again never duplicates":
    "从文件（json, ndjson, csv）创建或更新场地；条目按别名或名称匹配，因此重复运行也不会产生重复项",
  "write every venue the list filters select as json, ndjson or csv (--format)":
    "将列表筛选条件选中的所有场地导出为 json、ndjson 或 csv（--format）",
  "list organizers (one page; --all follows every page)":
    "列出组织者（一页；--all 遍历所有页）",
  "show one organizer":
    "显示单个组织者",
  "create an organizer":
    "创建组织者",
  "change fields of an organizer (only the fields given)":
    "修改组织者的字段（仅限指定的字段）",
  "move an organizer to the trash":
    "将组织者移至回收站",
  "create or update organizers from a file (json, ndjson, csv); items are matched by slug or name, so running it again never duplicates":
    "从文件（json, ndjson, csv）创建或更新组织者；条目按别名或名称匹配，因此重复运行也不会产生重复项",
  "write every organizer the list filters select as json, ndjson or csv (--format)":
    "将列表筛选条件选中的所有组织者导出为 json、ndjson 或 csv（--format）",
  "list categories (one page; --all follows every page)":
    "列出分类（一页；--all 遍历所有页）",
  "show one category":
    "显示单个分类",
  "create a category":
    "创建分类",
  "change fields of a category (only the fields given)":
    "修改分类的字段（仅限指定的字段）",
  "delete a category":
    "删除分类",
  "create or update categories from a file (json, ndjson, csv); items are matched by slug or name, so running it again never duplicates":
    "从文件（json, ndjson, csv）创建或更新分类；条目按别名或名称匹配，因此重复运行也不会产生重复项",
  "write every category the list filters select as json, ndjson or csv (--format)":
    "将列表筛选条件选中的所有分类导出为 json、ndjson 或 csv（--format）",
  "id":
    "ID 编号",
  "list tags (one page; --all follows every page)":
    "列出标签（一页；--all 遍历所有页）",
  "show one tag":
    "显示单个标签",
  "create a tag":
    "创建标签",
  "change fields of a tag (only the fields given)":
    "修改标签的字段（仅限指定的字段）",
  "delete a tag":
    "删除标签",
  "create or update tags from a file (json, ndjson, csv); items are matched by slug or name, so running it again never duplicates":
    "从文件（json, ndjson, csv）创建或更新标签；条目按别名或名称匹配，因此重复运行也不会产生重复项",
  "write every tag the list filters select as json, ndjson or csv (--format)":
    "将列表筛选条件选中的所有标签导出为 json、ndjson 或 csv（--format）",
  "context":
    "上下文",
  "send a parameter the flags lack":
    "发送选项未涵盖的参数",
  "a text parameter (query for GET/DELETE, JSON body otherwise)":
    "文本参数（GET/DELETE 时作为查询参数，否则作为 JSON 正文）",
  "a typed parameter: true, false, null, numbers; @file reads a file":
    "带类型的参数：true, false, null、数字；@file 读取文件",
  "send this file as the JSON body (- for stdin)":
    "将此文件作为 JSON 正文发送（- 表示标准输入）",
  "print the status and headers first":
    "先输出状态和标头",
  "GET, POST, PUT, PATCH, DELETE, HEAD or OPTIONS":
    "GET, POST, PUT, PATCH, DELETE, HEAD 或 OPTIONS",
  "path and query relative to the namespace":
    "相对于命名空间的路径和查询字符串",
  "listen address":
    "监听地址",
  "listen port (0: any free port)":
    "监听端口（0：任意空闲端口）",
  "site timezone: IANA name, UTC or UTC+N (default UTC)":
    "站点时区：IANA 名称、UTC 或 UTC+N（默认 UTC）",
  "default content language (default en)":
    "默认内容语言（默认 en）",
  "radius of geoloc_lat/geoloc_lng searches in km (default 25)":
    "geoloc_lat/geoloc_lng 搜索的半径，单位为 km（默认 25）",
  "behave like a site without the premium extension":
    "模拟未安装高级扩展的站点",
  "anonymous reads only: logins are ignored and every write over HTTP is refused (no users needed on a public address)":
    "仅允许匿名读取：忽略登录，拒绝所有通过 HTTP 的写入（在公开地址上无需用户）",
  "list the users":
    "列出用户",
  "add a user (password asked on a terminal, else read from stdin)":
    "添加用户（在终端上询问密码，否则从标准输入读取）",
  "set a new password (asked on a terminal, else read from stdin)":
    "设置新密码（在终端上询问，否则从标准输入读取）",
  "remove a user":
    "删除用户",
  "role":
    "角色",
  "e-mail address":
    "电子邮箱地址",
  "add or change a profile from --url, --api-root, --namespace, --user, --lang, --format":
    "根据 --url, --api-root, --namespace, --user, --lang, --format 添加或修改配置",
  "list the profiles":
    "列出配置",
  "make a profile the active one":
    "将配置设为当前配置",
  "show a profile (default: the active one)":
    "显示配置（默认：当前配置）",
  "remove a profile":
    "删除配置",
  "make it the active profile":
    "设为当前配置",
  "bash, zsh or fish":
    "bash、zsh 或 fish",
  "ID":
    "ID",
  "TITLE":
    "标题",
  "START":
    "开始",
  "END":
    "结束",
  "VENUE":
    "场地",
  "STATUS":
    "状态",
  "NAME":
    "名称",
  "CITY":
    "城市",
  "COUNTRY":
    "国家/地区",
  "EMAIL":
    "邮箱",
  "PHONE":
    "电话",
  "SLUG":
    "别名",
  "PARENT":
    "父级",
  "EVENTS":
    "活动",
};
