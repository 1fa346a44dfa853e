// zh-hans: English source text -> translation (API.md §6, §8.1). Missing keys fall back to English.
import type { Catalogue } from './index.js';

export const zh_hans: Catalogue = {
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
  "Free":
    "免费",
};
