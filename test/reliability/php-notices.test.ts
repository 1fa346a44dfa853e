// PHP's notices printed into a WordPress site's answers (display_errors on): the JSON after them
// is read, and the user told once, rather than a done create told as "not JSON" (a re-run made
// the event twice). The real `calev serve` behind a proxy that prints what PHP prints.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withoutPhpNotices } from '../../src/api/php-notices.js';
import { calev, startServe, stopServed, tempHome, type Served } from './support.js';

const PASSWORD = 'Php-Notice-Pass-1';
/** as PHP 8.2 prints a deprecation with html_errors on */
const HTML_NOTICE =
  '<br />\n<b>Deprecated</b>:  Creation of dynamic property Foo::$bar is deprecated in <b>/var/www/wp-content/plugins/x/x.php</b> on line <b>12</b><br />\n';
/** and with html_errors off (the CLI's default) */
const TEXT_NOTICE = '\nWarning: Undefined array key "x" in /var/www/wp-content/themes/t/functions.php on line 7\n';

describe('withoutPhpNotices', () => {
  it('skips the notices, warnings and deprecations before the JSON, in HTML or text, and names the first', () => {
    expect(withoutPhpNotices(`${HTML_NOTICE}${HTML_NOTICE}{"id":5}`)).toEqual({
      body: '{"id":5}',
      notice:
        'Deprecated: Creation of dynamic property Foo::$bar is deprecated in /var/www/wp-content/plugins/x/x.php on line 12',
    });
    expect(withoutPhpNotices(`${TEXT_NOTICE}[1,2]`)).toEqual({
      body: '[1,2]',
      notice: 'Warning: Undefined array key "x" in /var/www/wp-content/themes/t/functions.php on line 7',
    });
  });

  it('leaves an answer as it came where no notice starts it, or no JSON follows (a fatal error, a page)', () => {
    for (const body of [
      '{"id":5}',
      '<!DOCTYPE html><html>…</html>',
      `${HTML_NOTICE}<br />\n<b>Fatal error</b>:  Uncaught Error in <b>/x.php</b> on line <b>3</b><br />`,
      `${HTML_NOTICE}{"id":`,
      'Deprecated: something, not on a line',
    ])
      expect(withoutPhpNotices(body)).toEqual({ body });
  });
});

describe('a site whose PHP prints notices into its answers', () => {
  let home: ReturnType<typeof tempHome>;
  let server: Served;
  let proxy: http.Server;
  let url = '';

  beforeAll(async () => {
    home = tempHome('calev-php-notices-');
    server = await startServe(
      ['--port', '0', '--data-dir', join(home.home, 'data'), '--user', `admin:${PASSWORD}`],
      home.env,
    );
    const target = new URL(server.base);
    proxy = http.createServer((req, res) => {
      const out = http.request(
        { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (c: Buffer) => chunks.push(c));
          answer.on('end', () => {
            const headers = { ...answer.headers };
            delete headers['content-length'];
            delete headers['content-encoding'];
            delete headers.etag;
            res.writeHead(answer.statusCode ?? 502, headers);
            res.end(HTML_NOTICE + Buffer.concat(chunks).toString('utf8'));
          });
        },
      );
      req.pipe(out);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => proxy.close(resolve));
    await stopServed(server);
    home.remove();
  });

  it('a create is read as done (its id printed, exit 0), and the notice said once; the event is made once', async () => {
    const env = { ...home.env, CALEV_PASSWORD: PASSWORD, CALEV_ALLOW_HTTP: '1' };
    const made = await calev(
      [
        ...['events', 'create', '--url', url, '--user', 'admin', '--title', 'Noticed'],
        ...['--start-date', '2027-05-01 10:00', '--end-date', '2027-05-01 11:00', '--format', 'ids'],
      ],
      { env },
    );
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout).toMatch(/^\d+\n$/);
    expect(made.stderr).toBe(
      "note: the site printed PHP's messages before its answers (Deprecated: Creation of dynamic property Foo::$bar is deprecated in /var/www/wp-content/plugins/x/x.php on line 12); calev read the answers after them: turn off display_errors in the site's PHP settings\n",
    );
    const listed = await calev(
      [
        'events',
        'list',
        '--url',
        url,
        '--user',
        'admin',
        '--start-date',
        '2027-01-01',
        '--format',
        'json',
        '--fields',
        'title',
      ],
      { env },
    );
    expect([listed.code, listed.stdout]).toEqual([0, '[{"title":"Noticed"}]\n']);
    const direct = await calev(
      ['events', 'list', '--url', server.base, '--start-date', '2027-01-01', '--format', 'count'],
      { env: { ...home.env, CALEV_ALLOW_HTTP: '1' } },
    );
    expect(direct.stdout).toBe('1\n');
  });
});
