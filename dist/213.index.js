export const id = 213;
export const ids = [213];
export const modules = {

/***/ 1213:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Transport: () => (/* binding */ Transport),
  USER_AGENT: () => (/* binding */ USER_AGENT),
  authorizationFor: () => (/* binding */ authorizationFor)
});

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(9691);
;// CONCATENATED MODULE: ./package.json
const package_namespaceObject = {"rE":"1.1.0"};
// EXTERNAL MODULE: ./src/platform/errors.ts
var errors = __webpack_require__(6316);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
// EXTERNAL MODULE: ./node_modules/@actions/http-client/lib/proxy.js
var proxy = __webpack_require__(9783);
;// CONCATENATED MODULE: ./src/platform/http.ts
/**
 * One HTTP exchange with the Platform API: Node's own http and https for a direct connection,
 * and the toolkit's client, with its proxy tunnel, only when HTTPS_PROXY (or HTTP_PROXY) applies
 * to the URL. The toolkit's client loads undici, which took longer than the rest of the action's
 * start together, so a run that needs no proxy never loads it; nor is TLS loaded for the plain
 * http of a loopback emulator.
 */


/** A request that sees no byte for `socketTimeoutMs` fails with "Request timeout", as the toolkit's does. */
function httpSender(userAgent, socketTimeoutMs) {
    let proxied;
    return async (method, url, body, headers) => {
        const target = new URL(url);
        if ((0,proxy/* getProxyUrl */.s)(target) === undefined)
            return direct(method, target, body, { 'User-Agent': userAgent, ...headers }, socketTimeoutMs);
        proxied ??= __webpack_require__.e(/* import() */ 779).then(__webpack_require__.bind(__webpack_require__, 2779)).then(({ HttpClient }) => new HttpClient(userAgent, [], { socketTimeout: socketTimeoutMs }));
        const response = await (await proxied).request(method, url, body ?? null, headers);
        const text = await response.readBody();
        return { status: response.message.statusCode ?? 0, headers: response.message.headers, text };
    };
}
async function direct(method, url, body, headers, socketTimeoutMs) {
    const send = url.protocol === 'https:' ? (await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 4708, 23))).request : external_node_http_.request;
    return new Promise((resolve, reject) => {
        const length = body === undefined ? {} : { 'Content-Length': String(Buffer.byteLength(body)) };
        const request = send(url, { method, headers: { ...headers, ...length } }, (response) => {
            const chunks = [];
            response.on('data', (chunk) => chunks.push(chunk));
            response.on('error', reject);
            response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString('utf8') }));
        });
        request.setTimeout(socketTimeoutMs, () => request.destroy(new Error(`Request timeout: ${url.pathname}`)));
        request.on('error', reject);
        request.end(body);
    });
}

;// CONCATENATED MODULE: ./src/platform/ratelimit.ts
function header(headers, name) {
    const value = headers[name];
    return Array.isArray(value) ? value[0] : value;
}
function count(text) {
    if (text === undefined || !/^\s*\d+\s*$/.test(text))
        return undefined;
    return Number(text);
}
/** `X-RateLimit-Reset` is a Unix timestamp in seconds; tolerate one given in milliseconds. */
function resetTime(text) {
    const value = count(text);
    if (value === undefined)
        return undefined;
    return value > 1e12 ? value : value * 1000;
}
function rateLimitOf(headers, now) {
    const remaining = count(header(headers, 'x-ratelimit-remaining'));
    const resetAt = resetTime(header(headers, 'x-ratelimit-reset'));
    if (remaining === undefined || resetAt === undefined)
        return undefined;
    return { limit: count(header(headers, 'x-ratelimit-limit')), remaining, resetAt, observedAt: now };
}
/**
 * When a 429 lifts, epoch ms: `Retry-After` (seconds or an HTTP date) first, then
 * `X-RateLimit-Reset`.
 */
function limitedUntil(headers, now) {
    const retryAfter = header(headers, 'retry-after')?.trim();
    if (retryAfter !== undefined && retryAfter !== '') {
        const seconds = count(retryAfter);
        if (seconds !== undefined)
            return now + seconds * 1000;
        const date = Date.parse(retryAfter);
        if (!Number.isNaN(date))
            return Math.max(now, date);
    }
    const reset = resetTime(header(headers, 'x-ratelimit-reset'));
    return reset === undefined ? undefined : Math.max(now, reset);
}

// EXTERNAL MODULE: ./src/platform/schemas.ts + 2 modules
var platform_schemas = __webpack_require__(6039);
;// CONCATENATED MODULE: ./src/platform/transport.ts
/**
 * The one way requests reach the Platform API: authorization, JSON in and out, validation of
 * what is sent and what comes back, errors, retries and the rate-limit state.
 */






const USER_AGENT = `platform-deploy-action/${package_namespaceObject.rE}`;
const JWT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;
const SCHEME = /^(Token|Bearer)\s+\S/;
const MAX_PAGES = 1000;
/** Without a deadline, the most a request waits out 429s in all: one window of the hourly limit. */
const RATE_LIMIT_WAIT_MS = 3_600_000;
const UUID = schemas/* uuid */.uRe();
/** `Token …` for an API token, `Bearer …` for a JWT; a value already carrying its scheme is kept. */
function authorizationFor(token) {
    const value = token.trim();
    if (value === '')
        return undefined;
    if (SCHEME.test(value))
        return value;
    return JWT.test(value) && value.startsWith('eyJ') ? `Bearer ${value}` : `Token ${value}`;
}
function problemsOf(error) {
    const shown = error.issues.slice(0, 3).map((issue) => {
        const where = issue.path.length === 0 ? 'the body' : issue.path.map(String).join('.');
        return `${where}: ${issue.message}`;
    });
    const more = error.issues.length > 3 ? ` (and ${error.issues.length - 3} more)` : '';
    return shown.join('; ') + more;
}
class Transport {
    #http;
    #baseUrl;
    #authorization;
    #secret;
    #timeoutMs;
    #maxAttempts;
    #baseDelayMs;
    #maxDelayMs;
    #sleep;
    #now;
    #random;
    #deadline;
    #rateLimit;
    constructor(options) {
        this.#timeoutMs = options.timeoutMs ?? 30_000;
        this.#http = httpSender(options.userAgent ?? USER_AGENT, this.#timeoutMs);
        this.#baseUrl = options.baseUrl.replace(/\/+$/, '');
        this.#secret = options.token.trim();
        this.#authorization = authorizationFor(options.token);
        this.#maxAttempts = Math.max(1, options.maxAttempts ?? 5);
        this.#baseDelayMs = options.baseDelayMs ?? 1_000;
        this.#maxDelayMs = options.maxDelayMs ?? 15_000;
        this.#sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
        this.#now = options.now ?? Date.now;
        this.#random = options.random ?? Math.random;
        this.#deadline = options.deadline;
    }
    get rateLimit() {
        return this.#rateLimit;
    }
    /** Sends the call and returns its body validated by `schema`. */
    async json(call, schema) {
        return this.#send(call, schema);
    }
    /** Sends a call whose answer carries nothing of use (204, or a 202 acknowledgement). */
    async empty(call) {
        await this.#send(call, undefined);
    }
    /** Every item of a list, following the pagination object while the service returns one. */
    async list(call, item) {
        const first = await this.json(call, (0,platform_schemas/* listOf */.c3)(item));
        return [...first.results, ...(await this.laterPages(call, item, first))];
    }
    /** The items of the pages after `page`, when it carries a pagination object. */
    async laterPages(call, item, page) {
        const schema = (0,platform_schemas/* listOf */.c3)(item);
        const items = [];
        let current = page;
        for (let fetched = 1; fetched < MAX_PAGES; fetched++) {
            const pagination = current.pagination;
            if (pagination === undefined || pagination.page >= pagination.total_pages || current.results.length === 0)
                break;
            const query = { ...call.query, page: pagination.page + 1, page_size: pagination.page_size };
            current = await this.json({ ...call, query }, schema);
            items.push(...current.results);
        }
        return items;
    }
    async #send(call, schema) {
        const redact = (0,errors/* redactorFor */.sD)([this.#secret, ...(this.#authorization ? [this.#authorization] : []), ...(call.sensitive ?? [])]);
        const { path, url, body } = this.#prepare(call, redact);
        // A 429 says the service did nothing and when to come back: it is waited out and leaves the
        // tries kept for 5xx answers and network faults, which a 429 burst would otherwise use up.
        let faults = 0;
        let limited = 0;
        let limitedWaitMs = 0;
        for (;;) {
            let failure;
            try {
                const exchange = await this.#exchange(call.method, path, url, body, redact);
                return this.#answer(call, path, exchange, schema, redact);
            }
            catch (error) {
                if (!(error instanceof errors/* PlatformApiError */.es))
                    throw error;
                failure = error;
            }
            if (!this.#mayRepeat(call, failure))
                throw failure;
            let wait;
            if (failure.status === 429) {
                wait = failure.retryAfterMs ?? this.#backoff(++limited);
                limitedWaitMs += wait;
                if (this.#deadline === undefined && limitedWaitMs > RATE_LIMIT_WAIT_MS)
                    throw failure;
            }
            else {
                if (++faults >= this.#maxAttempts)
                    throw failure;
                wait = this.#backoff(faults);
            }
            if (this.#deadline !== undefined && this.#now() + wait > this.#deadline)
                throw failure;
            await this.#sleep(wait);
        }
    }
    #mayRepeat(call, failure) {
        if (!failure.retryable)
            return false;
        return call.idempotent || failure.status === 429 || (0,errors/* wasNotSent */.Vk)(failure);
    }
    #backoff(attempt) {
        return Math.round(this.#random() * Math.min(this.#maxDelayMs, this.#baseDelayMs * 2 ** (attempt - 1)));
    }
    /** Fills the route and validates ids and body, so nothing malformed ever leaves. */
    #prepare(call, redact) {
        let path = call.route;
        for (const [name, id] of Object.entries(call.ids ?? {})) {
            if (id === undefined)
                continue;
            if (!UUID.safeParse(id).success) {
                throw (0,errors/* invalidRequest */.xk)(call.method, call.route, `${name} ${JSON.stringify(id)} is not a uuid`, redact);
            }
            path = path.replace(`{${name}}`, encodeURIComponent(id));
        }
        let body;
        if (call.body !== undefined) {
            const parsed = call.body.schema.safeParse(call.body.value);
            if (!parsed.success)
                throw (0,errors/* invalidRequest */.xk)(call.method, path, problemsOf(parsed.error), redact);
            body = JSON.stringify(parsed.data);
        }
        const search = new URLSearchParams();
        for (const [name, value] of Object.entries(call.query ?? {})) {
            if (value !== undefined)
                search.set(name, String(value));
        }
        const query = search.size > 0 ? `?${search.toString()}` : '';
        return { path, url: `${this.#baseUrl}${path}${query}`, body };
    }
    async #exchange(method, path, url, body, redact) {
        const headers = { Accept: 'application/json' };
        if (this.#authorization !== undefined)
            headers['Authorization'] = this.#authorization;
        if (body !== undefined)
            headers['Content-Type'] = 'application/json';
        const pending = this.#http(method, url, body, headers);
        let timer;
        const expired = new Promise((resolve) => {
            timer = setTimeout(() => resolve('timeout'), this.#timeoutMs);
        });
        try {
            const outcome = await Promise.race([pending, expired]);
            if (outcome === 'timeout')
                throw (0,errors/* timeoutError */.w2)(method, path, this.#timeoutMs, redact);
            return outcome;
        }
        catch (error) {
            if (error instanceof errors/* PlatformApiError */.es)
                throw error;
            const { code, message } = error;
            if (typeof message === 'string' && message.startsWith('Request timeout')) {
                throw (0,errors/* timeoutError */.w2)(method, path, this.#timeoutMs, redact);
            }
            throw (0,errors/* networkError */.x6)(method, path, typeof code === 'string' ? code : undefined, redact);
        }
        finally {
            clearTimeout(timer);
            pending.catch(() => undefined);
        }
    }
    #answer(call, path, exchange, schema, redact) {
        const now = this.#now();
        this.#rateLimit = rateLimitOf(exchange.headers, now) ?? this.#rateLimit;
        const { status, text } = exchange;
        if (status < 200 || status > 299) {
            const until = status === 429 ? limitedUntil(exchange.headers, now) : undefined;
            throw (0,errors/* httpError */.p2)({
                method: call.method,
                path,
                status,
                body: text,
                scope: call.scope,
                subject: call.subject,
                retryAfterMs: until === undefined ? undefined : until - now,
                limitedUntil: until,
                redact,
            });
        }
        if (schema === undefined)
            return undefined;
        if (text.trim() === '')
            throw (0,errors/* invalidResponse */.Ff)(call.method, path, status, 'an empty body', redact);
        let data;
        try {
            data = JSON.parse(text);
        }
        catch {
            throw (0,errors/* invalidResponse */.Ff)(call.method, path, status, 'a body that is not JSON', redact);
        }
        const parsed = schema.safeParse(data);
        if (!parsed.success) {
            throw (0,errors/* invalidResponse */.Ff)(call.method, path, status, `an unexpected body (${problemsOf(parsed.error)})`, redact);
        }
        return parsed.data;
    }
}


/***/ }),

/***/ 9783:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ getProxyUrl)
/* harmony export */ });
/* unused harmony export checkBypass */
function getProxyUrl(reqUrl) {
    const usingSsl = reqUrl.protocol === 'https:';
    if (checkBypass(reqUrl)) {
        return undefined;
    }
    const proxyVar = (() => {
        if (usingSsl) {
            return process.env['https_proxy'] || process.env['HTTPS_PROXY'];
        }
        else {
            return process.env['http_proxy'] || process.env['HTTP_PROXY'];
        }
    })();
    if (proxyVar) {
        try {
            return new DecodedURL(proxyVar);
        }
        catch (_a) {
            if (!proxyVar.startsWith('http://') && !proxyVar.startsWith('https://'))
                return new DecodedURL(`http://${proxyVar}`);
        }
    }
    else {
        return undefined;
    }
}
function checkBypass(reqUrl) {
    if (!reqUrl.hostname) {
        return false;
    }
    const reqHost = reqUrl.hostname;
    if (isLoopbackAddress(reqHost)) {
        return true;
    }
    const noProxy = process.env['no_proxy'] || process.env['NO_PROXY'] || '';
    if (!noProxy) {
        return false;
    }
    // Determine the request port
    let reqPort;
    if (reqUrl.port) {
        reqPort = Number(reqUrl.port);
    }
    else if (reqUrl.protocol === 'http:') {
        reqPort = 80;
    }
    else if (reqUrl.protocol === 'https:') {
        reqPort = 443;
    }
    // Format the request hostname and hostname with port
    const upperReqHosts = [reqUrl.hostname.toUpperCase()];
    if (typeof reqPort === 'number') {
        upperReqHosts.push(`${upperReqHosts[0]}:${reqPort}`);
    }
    // Compare request host against noproxy
    for (const upperNoProxyItem of noProxy
        .split(',')
        .map(x => x.trim().toUpperCase())
        .filter(x => x)) {
        if (upperNoProxyItem === '*' ||
            upperReqHosts.some(x => x === upperNoProxyItem ||
                x.endsWith(`.${upperNoProxyItem}`) ||
                (upperNoProxyItem.startsWith('.') &&
                    x.endsWith(`${upperNoProxyItem}`)))) {
            return true;
        }
    }
    return false;
}
function isLoopbackAddress(host) {
    const hostLower = host.toLowerCase();
    return (hostLower === 'localhost' ||
        hostLower.startsWith('127.') ||
        hostLower.startsWith('[::1]') ||
        hostLower.startsWith('[0:0:0:0:0:0:0:1]'));
}
class DecodedURL extends URL {
    constructor(url, base) {
        super(url, base);
        this._decodedUsername = decodeURIComponent(super.username);
        this._decodedPassword = decodeURIComponent(super.password);
    }
    get username() {
        return this._decodedUsername;
    }
    get password() {
        return this._decodedPassword;
    }
}
//# sourceMappingURL=proxy.js.map

/***/ })

};
