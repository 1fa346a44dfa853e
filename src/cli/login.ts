// `calev login`: asks for the application password, checks it against the site with an
// authenticated request, and saves it in the profile (mode 0600).
import { ApiError } from '../api/errors.js';
import type { Context } from '../context.js';
import { NAMESPACE } from '../spec/types.js';
import { AuthError, UsageError } from '../setup/errors.js';
import { DEFAULT_API_ROOT, defaultDataDir, normalizeApiRoot, normalizeUrl } from '../setup/settings.js';

export async function runLogin(ctx: Context): Promise<void> {
  const config = await ctx.config();
  const data = config.read();
  const name = ctx.flags.profile ?? ctx.env.CALEV_PROFILE ?? data.current ?? 'default';
  const profile = data.profiles[name] ?? {};
  const f = ctx.flags;
  const need = async (flag: 'url' | 'user', label: string): Promise<string> => {
    if (!ctx.interactive()) throw new UsageError(`login needs --${flag}`);
    return ctx.prompter.input(label);
  };
  const url = normalizeUrl(f.url ?? ctx.env.CALEV_URL ?? profile.url ?? (await need('url', 'Site URL')));
  const user = f.user?.at(-1) ?? ctx.env.CALEV_USER ?? profile.user ?? (await need('user', 'User'));
  let password = ctx.env.CALEV_PASSWORD;
  if (password === undefined || password === '') {
    if (!ctx.interactive())
      throw new UsageError('no terminal to ask for the application password', 'set CALEV_PASSWORD');
    password = await ctx.prompter.password(`Application password for ${user} at ${url}`);
  }
  const apiRoot = f.apiRoot ?? ctx.env.CALEV_API_ROOT ?? profile.api_root;
  const namespace = f.namespace ?? ctx.env.CALEV_NAMESPACE ?? profile.namespace;
  const client = await ctx.connect({
    url,
    user,
    password,
    apiRoot: normalizeApiRoot(apiRoot ?? DEFAULT_API_ROOT),
    namespace: namespace ?? NAMESPACE,
    dataDir: defaultDataDir(ctx.env),
  });
  try {
    // With credentials, a wrong user or password is refused on every route (401).
    await client.call('GET', '', { subject: `login to ${url}` });
  } catch (err) {
    if (err instanceof ApiError && (err.status === 401 || err.status === 403)) {
      throw new AuthError(
        `${url} refused user ${user}: ${err.apiMessage} (${err.status} ${err.code})`,
        'check the user name and create an application password in the site’s user profile',
      );
    }
    throw err;
  } finally {
    await client.close();
  }
  data.profiles[name] = {
    ...profile,
    url,
    user,
    password,
    ...(apiRoot ? { api_root: apiRoot } : {}),
    ...(namespace ? { namespace } : {}),
  };
  if (data.current === undefined || !data.profiles[data.current]) data.current = name;
  await config.write(data);
  if (!f.quiet) ctx.io.stderr.write(`logged in to ${url} as ${user}; saved in profile ${name}\n`);
}
