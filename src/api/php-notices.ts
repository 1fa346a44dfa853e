// PHP notices printed into a WordPress site's answers (display_errors on, a plugin's deprecation
// under a newer PHP): `<br />\n<b>Deprecated</b>:  … in <b>/var/www/…/x.php</b> on line <b>12</b><br />`
// before the JSON. The request was done (a create answered 201 made its event): read as "not
// JSON", it was told as a failure, and running the command again made the event twice.

/** One notice, warning or deprecation as PHP prints it, in HTML or as text, up to its line number. */
const NOTICE =
  /^\s*(?:<br\s*\/?>\s*)?(?:<b>)?(?:PHP )?(?:Notice|Warning|Deprecated|Strict Standards|User Notice|User Warning|User Deprecated)(?:<\/b>)?:[^\n]*? on line (?:<b>)?\d+(?:<\/b>)?(?:\s*<br\s*\/?>)?/i;

/**
 * The answer without the PHP messages before its JSON, and the first of them (for a note); the
 * body as it came where it does not start with one, or where what follows them is not JSON.
 */
export function withoutPhpNotices(body: string): { body: string; notice?: string } {
  let rest = body;
  let first: string | undefined;
  for (let m = NOTICE.exec(rest); m; m = NOTICE.exec(rest)) {
    first ??= m[0];
    rest = rest.slice(m[0].length);
  }
  if (first === undefined) return { body };
  const json = rest.trimStart();
  if (!/^[[{]/.test(json)) return { body };
  try {
    JSON.parse(json);
  } catch {
    return { body };
  }
  const notice = first
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return { body: json, notice };
}
