import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { givenLocation, givenWorkspaceWithAdmin } from '../support/catalogue-builders';
import { aUser, PASSWORD } from '../support/identity-builders';
import { startOwnTestServer, type TestServer } from '../support/test-server';

/**
 * `npm run test:browser`: the explorer at /explorer and the REST reference at /docs in a real
 * headless Chromium, with every host but the gateway's blocked, so it proves they need no internet
 * and log no error. Chromium is the machine's (`apt-get install -y chromium`); without it the test
 * is skipped and says why. (Headless Chromium asks for no /favicon.ico: test/kernel/page-requests.test.ts.)
 */
const CHROMIUM = '/usr/bin/chromium';
/** The flags that keep Chromium off Google's hosts (updates, sync, field trials) and fit a container run as root. */
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

if (!existsSync(CHROMIUM)) {
  process.stderr.write(
    `\nThe browser test is skipped: ${CHROMIUM} is absent. Install it (apt-get install -y chromium), then run npm run test:browser.\n\n`,
  );
  test.skip(`the offline explorer in Chromium (skipped: ${CHROMIUM} is absent; apt-get install -y chromium)`, () => undefined);
} else {
  let server: TestServer;
  let browser: BrowserContext;
  let profileDir: string;

  beforeAll(async () => {
    server = await startOwnTestServer();
    profileDir = mkdtempSync(join(tmpdir(), 'flexspace-chromium-'));
    browser = await chromium.launchPersistentContext(profileDir, { executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
  });
  afterAll(async () => {
    await browser?.close();
    if (profileDir) rmSync(profileDir, { recursive: true, force: true });
    await server?.close();
  });

  /**
   * A tab that may reach the gateway only: a request to any other host is aborted and recorded, as
   * is every console error and every request that fails or is answered 4xx or 5xx.
   */
  async function offlinePage(): Promise<{ page: Page; blocked: string[]; problems: string[] }> {
    const page = await browser.newPage();
    const gatewayHost = new URL(server.url).host;
    const blocked: string[] = [];
    await page.route('**', (route) => {
      const url = new URL(route.request().url());
      if (url.host === gatewayHost || url.protocol === 'data:') return route.continue();
      blocked.push(url.href);
      return route.abort('internetdisconnected');
    });
    // Console errors (a Content-Security-Policy violation, a failed load) and uncaught exceptions.
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('requestfailed', (request) => problems.push(`${request.url()}: ${request.failure()?.errorText}`));
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.url()}: ${response.status()}`);
    });
    return { page, blocked, problems };
  }

  test('with no internet, the explorer runs a query with the token pasted in its headers and shows the caller', async () => {
    // given a user and their access token
    const user = await aUser(server);
    const token = await server.signIn(user.email, PASSWORD);
    const { page, blocked, problems } = await offlinePage();
    const sent: { url: string; headers: Record<string, string> }[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') sent.push({ url: request.url(), headers: request.headers() });
    });

    // when the explorer opens (its query editor holds `query Me { me { id email } }`), the token is
    // typed after the prefilled "Bearer " of the headers editor, and the query runs
    await page.goto(`${server.url}/explorer`);
    await page.locator('.graphiql-query-editor .CodeMirror').waitFor();
    await page.locator('.graphiql-editor-tool .graphiql-editor:not(.hidden) .CodeMirror').click();
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('ArrowDown'); //    "Authorization": "Bearer "
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft'); // inside the closing quote
    await page.keyboard.type(token);
    await page.locator('.graphiql-execute-button').click();

    // then the result pane shows the caller's email, from a request that carried the token and
    // the content type Apollo's CSRF prevention asks of browsers; nothing left the machine
    await page.locator('.graphiql-response').getByText(user.email).waitFor({ timeout: 30_000 });
    const response = await page.locator('.graphiql-response').innerText();
    expect(response).toContain(user.id);
    const run = sent.find((request) => request.headers.authorization);
    expect(run).toMatchObject({
      url: `${server.url}/graphql`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
    expect(blocked).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('the prefilled "Bearer " without a token is not sent: the schema loads for the docs pane, a query runs anonymously', async () => {
    const { page, blocked, problems } = await offlinePage();
    const introspection = page.waitForResponse(
      (response) => response.url() === `${server.url}/graphql` && response.request().postData()?.includes('IntrospectionQuery') === true,
    );
    await page.goto(`${server.url}/explorer`);
    const answer = await introspection;
    expect(answer.status()).toBe(200);
    expect(answer.request().headers().authorization).toBeUndefined();
    expect(((await answer.json()) as { data?: { __schema?: unknown } }).data?.__schema).toBeTruthy();

    // `me` needs a signed-in caller: the answer is the gateway's refusal, not a 401 for a bad header
    await page.locator('.graphiql-execute-button').click();
    await page.locator('.graphiql-response').getByText('UNAUTHENTICATED').waitFor({ timeout: 30_000 });
    expect(await page.locator('.graphiql-response').innerText()).not.toContain('Authorization header');
    expect(blocked).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('the explorer runs a subscription over WebSocket with the token of its headers, and shows the change a mutation then makes', async () => {
    // given an operator and their access token
    const operator = await givenWorkspaceWithAdmin(server);
    const { page, blocked, problems } = await offlinePage();
    await page.goto(`${server.url}/explorer`);
    await page.locator('.graphiql-query-editor .CodeMirror').waitFor();

    // when the token goes after "Bearer " and a subscription to the workspace's locations runs
    await page.locator('.graphiql-editor-tool .graphiql-editor:not(.hidden) .CodeMirror').click();
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.type(operator.token);
    const subscription = `subscription Live { locationChanged(workspaceId: "${operator.workspaceId}") { event location { name } } }`;
    // CodeMirror 5 keeps its editor on its element: set the text as a paste would.
    await page
      .locator('.graphiql-query-editor .CodeMirror')
      .evaluate(
        (element, text) => (element as unknown as { CodeMirror: { setValue(value: string): void } }).CodeMirror.setValue(text),
        subscription,
      );
    await new Promise((resolve) => setTimeout(resolve, 500)); // GraphiQL reads the operation's name from the editor after a pause
    const sockets: string[] = [];
    const received: string[] = [];
    page.on('websocket', (socket) => {
      sockets.push(socket.url());
      socket.on('framereceived', (frame) => void received.push(String(frame.payload)));
    });
    await page.locator('.graphiql-execute-button').click();
    for (let waited = 0; waited < 10_000 && !received.some((frame) => frame.includes('connection_ack')); waited += 20)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(received.some((frame) => frame.includes('connection_ack'))).toBe(true);
    expect(sockets).toEqual([`${server.url.replace(/^http/, 'ws')}/graphql`]);
    await new Promise((resolve) => setTimeout(resolve, 300)); // the subscribe message reaches the gateway

    // then a location the operator creates shows in the result pane, as the change arrives
    const location = await givenLocation(server, operator.token, operator.workspaceId);
    await page.locator('.graphiql-response').getByText('location.created').waitFor({ timeout: 30_000 });
    expect(await page.locator('.graphiql-response').innerText()).toContain(location.name);
    expect(blocked).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('with no internet, the REST reference shows its operations, loading nothing from elsewhere and logging no error', async () => {
    const { page, blocked, problems } = await offlinePage();
    await page.goto(`${server.url}/docs`);
    // the side menu is drawn last, with its footer (whose logo came from Redocly's CDN)
    await page.getByText('API docs by Redocly').waitFor({ timeout: 60_000 });
    await page.getByRole('heading', { name: 'SignUp' }).first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    expect(blocked).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
}
