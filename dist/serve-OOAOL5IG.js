import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  commandUsage,
  repoOf
} from "./chunk-AQBZUSDX.js";
import {
  info,
  require_tunnel,
  require_undici,
  setFailed,
  setOutput,
  warning
} from "./chunk-YSAY4ZR2.js";
import {
  DEFAULT_RETRY,
  fail,
  failureRecord,
  ok,
  parseWorkerResponse,
  recoveryOf,
  redact,
  redactSecrets,
  workerPrompt
} from "./chunk-7FAG4TNK.js";
import {
  __commonJS,
  __name,
  __require,
  __toESM
} from "./chunk-OOSSRGWR.js";

// node_modules/@actions/github/node_modules/@actions/http-client/lib/proxy.js
var require_proxy = __commonJS({
  "node_modules/@actions/github/node_modules/@actions/http-client/lib/proxy.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.getProxyUrl = getProxyUrl;
    exports.checkBypass = checkBypass;
    function getProxyUrl(reqUrl) {
      const usingSsl = reqUrl.protocol === "https:";
      if (checkBypass(reqUrl)) {
        return void 0;
      }
      const proxyVar = (() => {
        if (usingSsl) {
          return process.env["https_proxy"] || process.env["HTTPS_PROXY"];
        } else {
          return process.env["http_proxy"] || process.env["HTTP_PROXY"];
        }
      })();
      if (proxyVar) {
        try {
          return new DecodedURL(proxyVar);
        } catch (_a) {
          if (!proxyVar.startsWith("http://") && !proxyVar.startsWith("https://"))
            return new DecodedURL(`http://${proxyVar}`);
        }
      } else {
        return void 0;
      }
    }
    __name(getProxyUrl, "getProxyUrl");
    function checkBypass(reqUrl) {
      if (!reqUrl.hostname) {
        return false;
      }
      const reqHost = reqUrl.hostname;
      if (isLoopbackAddress(reqHost)) {
        return true;
      }
      const noProxy = process.env["no_proxy"] || process.env["NO_PROXY"] || "";
      if (!noProxy) {
        return false;
      }
      let reqPort;
      if (reqUrl.port) {
        reqPort = Number(reqUrl.port);
      } else if (reqUrl.protocol === "http:") {
        reqPort = 80;
      } else if (reqUrl.protocol === "https:") {
        reqPort = 443;
      }
      const upperReqHosts = [reqUrl.hostname.toUpperCase()];
      if (typeof reqPort === "number") {
        upperReqHosts.push(`${upperReqHosts[0]}:${reqPort}`);
      }
      for (const upperNoProxyItem of noProxy.split(",").map((x) => x.trim().toUpperCase()).filter((x) => x)) {
        if (upperNoProxyItem === "*" || upperReqHosts.some((x) => x === upperNoProxyItem || x.endsWith(`.${upperNoProxyItem}`) || upperNoProxyItem.startsWith(".") && x.endsWith(`${upperNoProxyItem}`))) {
          return true;
        }
      }
      return false;
    }
    __name(checkBypass, "checkBypass");
    function isLoopbackAddress(host) {
      const hostLower = host.toLowerCase();
      return hostLower === "localhost" || hostLower.startsWith("127.") || hostLower.startsWith("[::1]") || hostLower.startsWith("[0:0:0:0:0:0:0:1]");
    }
    __name(isLoopbackAddress, "isLoopbackAddress");
    var DecodedURL = class extends URL {
      static {
        __name(this, "DecodedURL");
      }
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
    };
  }
});

// node_modules/@actions/github/node_modules/@actions/http-client/lib/index.js
var require_lib = __commonJS({
  "node_modules/@actions/github/node_modules/@actions/http-client/lib/index.js"(exports) {
    "use strict";
    var __createBinding = exports && exports.__createBinding || (Object.create ? (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      var desc = Object.getOwnPropertyDescriptor(m, k);
      if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
        desc = { enumerable: true, get: /* @__PURE__ */ __name(function() {
          return m[k];
        }, "get") };
      }
      Object.defineProperty(o, k2, desc);
    }) : (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      o[k2] = m[k];
    }));
    var __setModuleDefault = exports && exports.__setModuleDefault || (Object.create ? (function(o, v) {
      Object.defineProperty(o, "default", { enumerable: true, value: v });
    }) : function(o, v) {
      o["default"] = v;
    });
    var __importStar = exports && exports.__importStar || /* @__PURE__ */ (function() {
      var ownKeys = /* @__PURE__ */ __name(function(o) {
        ownKeys = Object.getOwnPropertyNames || function(o2) {
          var ar = [];
          for (var k in o2) if (Object.prototype.hasOwnProperty.call(o2, k)) ar[ar.length] = k;
          return ar;
        };
        return ownKeys(o);
      }, "ownKeys");
      return function(mod) {
        if (mod && mod.__esModule) return mod;
        var result2 = {};
        if (mod != null) {
          for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result2, mod, k[i]);
        }
        __setModuleDefault(result2, mod);
        return result2;
      };
    })();
    var __awaiter2 = exports && exports.__awaiter || function(thisArg, _arguments, P, generator) {
      function adopt(value) {
        return value instanceof P ? value : new P(function(resolve2) {
          resolve2(value);
        });
      }
      __name(adopt, "adopt");
      return new (P || (P = Promise))(function(resolve2, reject) {
        function fulfilled(value) {
          try {
            step2(generator.next(value));
          } catch (e) {
            reject(e);
          }
        }
        __name(fulfilled, "fulfilled");
        function rejected(value) {
          try {
            step2(generator["throw"](value));
          } catch (e) {
            reject(e);
          }
        }
        __name(rejected, "rejected");
        function step2(result2) {
          result2.done ? resolve2(result2.value) : adopt(result2.value).then(fulfilled, rejected);
        }
        __name(step2, "step");
        step2((generator = generator.apply(thisArg, _arguments || [])).next());
      });
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.HttpClient = exports.HttpClientResponse = exports.HttpClientError = exports.MediaTypes = exports.Headers = exports.HttpCodes = void 0;
    exports.getProxyUrl = getProxyUrl;
    exports.isHttps = isHttps;
    var http = __importStar(__require("http"));
    var https = __importStar(__require("https"));
    var pm = __importStar(require_proxy());
    var tunnel = __importStar(require_tunnel());
    var undici_1 = require_undici();
    var HttpCodes;
    (function(HttpCodes2) {
      HttpCodes2[HttpCodes2["OK"] = 200] = "OK";
      HttpCodes2[HttpCodes2["MultipleChoices"] = 300] = "MultipleChoices";
      HttpCodes2[HttpCodes2["MovedPermanently"] = 301] = "MovedPermanently";
      HttpCodes2[HttpCodes2["ResourceMoved"] = 302] = "ResourceMoved";
      HttpCodes2[HttpCodes2["SeeOther"] = 303] = "SeeOther";
      HttpCodes2[HttpCodes2["NotModified"] = 304] = "NotModified";
      HttpCodes2[HttpCodes2["UseProxy"] = 305] = "UseProxy";
      HttpCodes2[HttpCodes2["SwitchProxy"] = 306] = "SwitchProxy";
      HttpCodes2[HttpCodes2["TemporaryRedirect"] = 307] = "TemporaryRedirect";
      HttpCodes2[HttpCodes2["PermanentRedirect"] = 308] = "PermanentRedirect";
      HttpCodes2[HttpCodes2["BadRequest"] = 400] = "BadRequest";
      HttpCodes2[HttpCodes2["Unauthorized"] = 401] = "Unauthorized";
      HttpCodes2[HttpCodes2["PaymentRequired"] = 402] = "PaymentRequired";
      HttpCodes2[HttpCodes2["Forbidden"] = 403] = "Forbidden";
      HttpCodes2[HttpCodes2["NotFound"] = 404] = "NotFound";
      HttpCodes2[HttpCodes2["MethodNotAllowed"] = 405] = "MethodNotAllowed";
      HttpCodes2[HttpCodes2["NotAcceptable"] = 406] = "NotAcceptable";
      HttpCodes2[HttpCodes2["ProxyAuthenticationRequired"] = 407] = "ProxyAuthenticationRequired";
      HttpCodes2[HttpCodes2["RequestTimeout"] = 408] = "RequestTimeout";
      HttpCodes2[HttpCodes2["Conflict"] = 409] = "Conflict";
      HttpCodes2[HttpCodes2["Gone"] = 410] = "Gone";
      HttpCodes2[HttpCodes2["TooManyRequests"] = 429] = "TooManyRequests";
      HttpCodes2[HttpCodes2["InternalServerError"] = 500] = "InternalServerError";
      HttpCodes2[HttpCodes2["NotImplemented"] = 501] = "NotImplemented";
      HttpCodes2[HttpCodes2["BadGateway"] = 502] = "BadGateway";
      HttpCodes2[HttpCodes2["ServiceUnavailable"] = 503] = "ServiceUnavailable";
      HttpCodes2[HttpCodes2["GatewayTimeout"] = 504] = "GatewayTimeout";
    })(HttpCodes || (exports.HttpCodes = HttpCodes = {}));
    var Headers;
    (function(Headers2) {
      Headers2["Accept"] = "accept";
      Headers2["ContentType"] = "content-type";
    })(Headers || (exports.Headers = Headers = {}));
    var MediaTypes;
    (function(MediaTypes2) {
      MediaTypes2["ApplicationJson"] = "application/json";
    })(MediaTypes || (exports.MediaTypes = MediaTypes = {}));
    function getProxyUrl(serverUrl) {
      const proxyUrl = pm.getProxyUrl(new URL(serverUrl));
      return proxyUrl ? proxyUrl.href : "";
    }
    __name(getProxyUrl, "getProxyUrl");
    var HttpRedirectCodes = [
      HttpCodes.MovedPermanently,
      HttpCodes.ResourceMoved,
      HttpCodes.SeeOther,
      HttpCodes.TemporaryRedirect,
      HttpCodes.PermanentRedirect
    ];
    var HttpResponseRetryCodes = [
      HttpCodes.BadGateway,
      HttpCodes.ServiceUnavailable,
      HttpCodes.GatewayTimeout
    ];
    var RetryableHttpVerbs = ["OPTIONS", "GET", "DELETE", "HEAD"];
    var ExponentialBackoffCeiling = 10;
    var ExponentialBackoffTimeSlice = 5;
    var HttpClientError = class _HttpClientError extends Error {
      static {
        __name(this, "HttpClientError");
      }
      constructor(message, statusCode) {
        super(message);
        this.name = "HttpClientError";
        this.statusCode = statusCode;
        Object.setPrototypeOf(this, _HttpClientError.prototype);
      }
    };
    exports.HttpClientError = HttpClientError;
    var HttpClientResponse = class {
      static {
        __name(this, "HttpClientResponse");
      }
      constructor(message) {
        this.message = message;
      }
      readBody() {
        return __awaiter2(this, void 0, void 0, function* () {
          return new Promise((resolve2) => __awaiter2(this, void 0, void 0, function* () {
            let output = Buffer.alloc(0);
            this.message.on("data", (chunk) => {
              output = Buffer.concat([output, chunk]);
            });
            this.message.on("end", () => {
              resolve2(output.toString());
            });
          }));
        });
      }
      readBodyBuffer() {
        return __awaiter2(this, void 0, void 0, function* () {
          return new Promise((resolve2) => __awaiter2(this, void 0, void 0, function* () {
            const chunks = [];
            this.message.on("data", (chunk) => {
              chunks.push(chunk);
            });
            this.message.on("end", () => {
              resolve2(Buffer.concat(chunks));
            });
          }));
        });
      }
    };
    exports.HttpClientResponse = HttpClientResponse;
    function isHttps(requestUrl) {
      const parsedUrl = new URL(requestUrl);
      return parsedUrl.protocol === "https:";
    }
    __name(isHttps, "isHttps");
    var HttpClient2 = class {
      static {
        __name(this, "HttpClient");
      }
      constructor(userAgent2, handlers, requestOptions) {
        this._ignoreSslError = false;
        this._allowRedirects = true;
        this._allowRedirectDowngrade = false;
        this._maxRedirects = 50;
        this._allowRetries = false;
        this._maxRetries = 1;
        this._keepAlive = false;
        this._disposed = false;
        this.userAgent = this._getUserAgentWithOrchestrationId(userAgent2);
        this.handlers = handlers || [];
        this.requestOptions = requestOptions;
        if (requestOptions) {
          if (requestOptions.ignoreSslError != null) {
            this._ignoreSslError = requestOptions.ignoreSslError;
          }
          this._socketTimeout = requestOptions.socketTimeout;
          if (requestOptions.allowRedirects != null) {
            this._allowRedirects = requestOptions.allowRedirects;
          }
          if (requestOptions.allowRedirectDowngrade != null) {
            this._allowRedirectDowngrade = requestOptions.allowRedirectDowngrade;
          }
          if (requestOptions.maxRedirects != null) {
            this._maxRedirects = Math.max(requestOptions.maxRedirects, 0);
          }
          if (requestOptions.keepAlive != null) {
            this._keepAlive = requestOptions.keepAlive;
          }
          if (requestOptions.allowRetries != null) {
            this._allowRetries = requestOptions.allowRetries;
          }
          if (requestOptions.maxRetries != null) {
            this._maxRetries = requestOptions.maxRetries;
          }
        }
      }
      options(requestUrl, additionalHeaders) {
        return __awaiter2(this, void 0, void 0, function* () {
          return this.request("OPTIONS", requestUrl, null, additionalHeaders || {});
        });
      }
      get(requestUrl, additionalHeaders) {
        return __awaiter2(this, void 0, void 0, function* () {
          return this.request("GET", requestUrl, null, additionalHeaders || {});
        });
      }
      del(requestUrl, additionalHeaders) {
        return __awaiter2(this, void 0, void 0, function* () {
          return this.request("DELETE", requestUrl, null, additionalHeaders || {});
        });
      }
      post(requestUrl, data, additionalHeaders) {
        return __awaiter2(this, void 0, void 0, function* () {
          return this.request("POST", requestUrl, data, additionalHeaders || {});
        });
      }
      patch(requestUrl, data, additionalHeaders) {
        return __awaiter2(this, void 0, void 0, function* () {
          return this.request("PATCH", requestUrl, data, additionalHeaders || {});
        });
      }
      put(requestUrl, data, additionalHeaders) {
        return __awaiter2(this, void 0, void 0, function* () {
          return this.request("PUT", requestUrl, data, additionalHeaders || {});
        });
      }
      head(requestUrl, additionalHeaders) {
        return __awaiter2(this, void 0, void 0, function* () {
          return this.request("HEAD", requestUrl, null, additionalHeaders || {});
        });
      }
      sendStream(verb, requestUrl, stream, additionalHeaders) {
        return __awaiter2(this, void 0, void 0, function* () {
          return this.request(verb, requestUrl, stream, additionalHeaders);
        });
      }
      /**
       * Gets a typed object from an endpoint
       * Be aware that not found returns a null.  Other errors (4xx, 5xx) reject the promise
       */
      getJson(requestUrl_1) {
        return __awaiter2(this, arguments, void 0, function* (requestUrl, additionalHeaders = {}) {
          additionalHeaders[Headers.Accept] = this._getExistingOrDefaultHeader(additionalHeaders, Headers.Accept, MediaTypes.ApplicationJson);
          const res = yield this.get(requestUrl, additionalHeaders);
          return this._processResponse(res, this.requestOptions);
        });
      }
      postJson(requestUrl_1, obj_1) {
        return __awaiter2(this, arguments, void 0, function* (requestUrl, obj, additionalHeaders = {}) {
          const data = JSON.stringify(obj, null, 2);
          additionalHeaders[Headers.Accept] = this._getExistingOrDefaultHeader(additionalHeaders, Headers.Accept, MediaTypes.ApplicationJson);
          additionalHeaders[Headers.ContentType] = this._getExistingOrDefaultContentTypeHeader(additionalHeaders, MediaTypes.ApplicationJson);
          const res = yield this.post(requestUrl, data, additionalHeaders);
          return this._processResponse(res, this.requestOptions);
        });
      }
      putJson(requestUrl_1, obj_1) {
        return __awaiter2(this, arguments, void 0, function* (requestUrl, obj, additionalHeaders = {}) {
          const data = JSON.stringify(obj, null, 2);
          additionalHeaders[Headers.Accept] = this._getExistingOrDefaultHeader(additionalHeaders, Headers.Accept, MediaTypes.ApplicationJson);
          additionalHeaders[Headers.ContentType] = this._getExistingOrDefaultContentTypeHeader(additionalHeaders, MediaTypes.ApplicationJson);
          const res = yield this.put(requestUrl, data, additionalHeaders);
          return this._processResponse(res, this.requestOptions);
        });
      }
      patchJson(requestUrl_1, obj_1) {
        return __awaiter2(this, arguments, void 0, function* (requestUrl, obj, additionalHeaders = {}) {
          const data = JSON.stringify(obj, null, 2);
          additionalHeaders[Headers.Accept] = this._getExistingOrDefaultHeader(additionalHeaders, Headers.Accept, MediaTypes.ApplicationJson);
          additionalHeaders[Headers.ContentType] = this._getExistingOrDefaultContentTypeHeader(additionalHeaders, MediaTypes.ApplicationJson);
          const res = yield this.patch(requestUrl, data, additionalHeaders);
          return this._processResponse(res, this.requestOptions);
        });
      }
      /**
       * Makes a raw http request.
       * All other methods such as get, post, patch, and request ultimately call this.
       * Prefer get, del, post and patch
       */
      request(verb, requestUrl, data, headers) {
        return __awaiter2(this, void 0, void 0, function* () {
          if (this._disposed) {
            throw new Error("Client has already been disposed.");
          }
          const parsedUrl = new URL(requestUrl);
          let info2 = this._prepareRequest(verb, parsedUrl, headers);
          const maxTries = this._allowRetries && RetryableHttpVerbs.includes(verb) ? this._maxRetries + 1 : 1;
          let numTries = 0;
          let response;
          do {
            response = yield this.requestRaw(info2, data);
            if (response && response.message && response.message.statusCode === HttpCodes.Unauthorized) {
              let authenticationHandler;
              for (const handler2 of this.handlers) {
                if (handler2.canHandleAuthentication(response)) {
                  authenticationHandler = handler2;
                  break;
                }
              }
              if (authenticationHandler) {
                return authenticationHandler.handleAuthentication(this, info2, data);
              } else {
                return response;
              }
            }
            let redirectsRemaining = this._maxRedirects;
            while (response.message.statusCode && HttpRedirectCodes.includes(response.message.statusCode) && this._allowRedirects && redirectsRemaining > 0) {
              const redirectUrl = response.message.headers["location"];
              if (!redirectUrl) {
                break;
              }
              const parsedRedirectUrl = new URL(redirectUrl);
              if (parsedUrl.protocol === "https:" && parsedUrl.protocol !== parsedRedirectUrl.protocol && !this._allowRedirectDowngrade) {
                throw new Error("Redirect from HTTPS to HTTP protocol. This downgrade is not allowed for security reasons. If you want to allow this behavior, set the allowRedirectDowngrade option to true.");
              }
              yield response.readBody();
              if (parsedRedirectUrl.hostname !== parsedUrl.hostname) {
                for (const header in headers) {
                  if (header.toLowerCase() === "authorization") {
                    delete headers[header];
                  }
                }
              }
              info2 = this._prepareRequest(verb, parsedRedirectUrl, headers);
              response = yield this.requestRaw(info2, data);
              redirectsRemaining--;
            }
            if (!response.message.statusCode || !HttpResponseRetryCodes.includes(response.message.statusCode)) {
              return response;
            }
            numTries += 1;
            if (numTries < maxTries) {
              yield response.readBody();
              yield this._performExponentialBackoff(numTries);
            }
          } while (numTries < maxTries);
          return response;
        });
      }
      /**
       * Needs to be called if keepAlive is set to true in request options.
       */
      dispose() {
        if (this._agent) {
          this._agent.destroy();
        }
        this._disposed = true;
      }
      /**
       * Raw request.
       * @param info
       * @param data
       */
      requestRaw(info2, data) {
        return __awaiter2(this, void 0, void 0, function* () {
          return new Promise((resolve2, reject) => {
            function callbackForResult(err, res) {
              if (err) {
                reject(err);
              } else if (!res) {
                reject(new Error("Unknown error"));
              } else {
                resolve2(res);
              }
            }
            __name(callbackForResult, "callbackForResult");
            this.requestRawWithCallback(info2, data, callbackForResult);
          });
        });
      }
      /**
       * Raw request with callback.
       * @param info
       * @param data
       * @param onResult
       */
      requestRawWithCallback(info2, data, onResult) {
        if (typeof data === "string") {
          if (!info2.options.headers) {
            info2.options.headers = {};
          }
          info2.options.headers["Content-Length"] = Buffer.byteLength(data, "utf8");
        }
        let callbackCalled = false;
        function handleResult(err, res) {
          if (!callbackCalled) {
            callbackCalled = true;
            onResult(err, res);
          }
        }
        __name(handleResult, "handleResult");
        const req = info2.httpModule.request(info2.options, (msg) => {
          const res = new HttpClientResponse(msg);
          handleResult(void 0, res);
        });
        let socket;
        req.on("socket", (sock) => {
          socket = sock;
        });
        req.setTimeout(this._socketTimeout || 3 * 6e4, () => {
          if (socket) {
            socket.end();
          }
          handleResult(new Error(`Request timeout: ${info2.options.path}`));
        });
        req.on("error", function(err) {
          handleResult(err);
        });
        if (data && typeof data === "string") {
          req.write(data, "utf8");
        }
        if (data && typeof data !== "string") {
          data.on("close", function() {
            req.end();
          });
          data.pipe(req);
        } else {
          req.end();
        }
      }
      /**
       * Gets an http agent. This function is useful when you need an http agent that handles
       * routing through a proxy server - depending upon the url and proxy environment variables.
       * @param serverUrl  The server URL where the request will be sent. For example, https://api.github.com
       */
      getAgent(serverUrl) {
        const parsedUrl = new URL(serverUrl);
        return this._getAgent(parsedUrl);
      }
      getAgentDispatcher(serverUrl) {
        const parsedUrl = new URL(serverUrl);
        const proxyUrl = pm.getProxyUrl(parsedUrl);
        const useProxy = proxyUrl && proxyUrl.hostname;
        if (!useProxy) {
          return;
        }
        return this._getProxyAgentDispatcher(parsedUrl, proxyUrl);
      }
      _prepareRequest(method, requestUrl, headers) {
        const info2 = {};
        info2.parsedUrl = requestUrl;
        const usingSsl = info2.parsedUrl.protocol === "https:";
        info2.httpModule = usingSsl ? https : http;
        const defaultPort = usingSsl ? 443 : 80;
        info2.options = {};
        info2.options.host = info2.parsedUrl.hostname;
        info2.options.port = info2.parsedUrl.port ? parseInt(info2.parsedUrl.port) : defaultPort;
        info2.options.path = (info2.parsedUrl.pathname || "") + (info2.parsedUrl.search || "");
        info2.options.method = method;
        info2.options.headers = this._mergeHeaders(headers);
        if (this.userAgent != null) {
          info2.options.headers["user-agent"] = this.userAgent;
        }
        info2.options.agent = this._getAgent(info2.parsedUrl);
        if (this.handlers) {
          for (const handler2 of this.handlers) {
            handler2.prepareRequest(info2.options);
          }
        }
        return info2;
      }
      _mergeHeaders(headers) {
        if (this.requestOptions && this.requestOptions.headers) {
          return Object.assign({}, lowercaseKeys2(this.requestOptions.headers), lowercaseKeys2(headers || {}));
        }
        return lowercaseKeys2(headers || {});
      }
      /**
       * Gets an existing header value or returns a default.
       * Handles converting number header values to strings since HTTP headers must be strings.
       * Note: This returns string | string[] since some headers can have multiple values.
       * For headers that must always be a single string (like Content-Type), use the
       * specialized _getExistingOrDefaultContentTypeHeader method instead.
       */
      _getExistingOrDefaultHeader(additionalHeaders, header, _default) {
        let clientHeader;
        if (this.requestOptions && this.requestOptions.headers) {
          const headerValue = lowercaseKeys2(this.requestOptions.headers)[header];
          if (headerValue) {
            clientHeader = typeof headerValue === "number" ? headerValue.toString() : headerValue;
          }
        }
        const additionalValue = additionalHeaders[header];
        if (additionalValue !== void 0) {
          return typeof additionalValue === "number" ? additionalValue.toString() : additionalValue;
        }
        if (clientHeader !== void 0) {
          return clientHeader;
        }
        return _default;
      }
      /**
       * Specialized version of _getExistingOrDefaultHeader for Content-Type header.
       * Always returns a single string (not an array) since Content-Type should be a single value.
       * Converts arrays to comma-separated strings and numbers to strings to ensure type safety.
       * This was split from _getExistingOrDefaultHeader to provide stricter typing for callers
       * that assign the result to places expecting a string (e.g., additionalHeaders[Headers.ContentType]).
       */
      _getExistingOrDefaultContentTypeHeader(additionalHeaders, _default) {
        let clientHeader;
        if (this.requestOptions && this.requestOptions.headers) {
          const headerValue = lowercaseKeys2(this.requestOptions.headers)[Headers.ContentType];
          if (headerValue) {
            if (typeof headerValue === "number") {
              clientHeader = String(headerValue);
            } else if (Array.isArray(headerValue)) {
              clientHeader = headerValue.join(", ");
            } else {
              clientHeader = headerValue;
            }
          }
        }
        const additionalValue = additionalHeaders[Headers.ContentType];
        if (additionalValue !== void 0) {
          if (typeof additionalValue === "number") {
            return String(additionalValue);
          } else if (Array.isArray(additionalValue)) {
            return additionalValue.join(", ");
          } else {
            return additionalValue;
          }
        }
        if (clientHeader !== void 0) {
          return clientHeader;
        }
        return _default;
      }
      _getAgent(parsedUrl) {
        let agent;
        const proxyUrl = pm.getProxyUrl(parsedUrl);
        const useProxy = proxyUrl && proxyUrl.hostname;
        if (this._keepAlive && useProxy) {
          agent = this._proxyAgent;
        }
        if (!useProxy) {
          agent = this._agent;
        }
        if (agent) {
          return agent;
        }
        const usingSsl = parsedUrl.protocol === "https:";
        let maxSockets = 100;
        if (this.requestOptions) {
          maxSockets = this.requestOptions.maxSockets || http.globalAgent.maxSockets;
        }
        if (proxyUrl && proxyUrl.hostname) {
          const agentOptions = {
            maxSockets,
            keepAlive: this._keepAlive,
            proxy: Object.assign(Object.assign({}, (proxyUrl.username || proxyUrl.password) && {
              proxyAuth: `${proxyUrl.username}:${proxyUrl.password}`
            }), { host: proxyUrl.hostname, port: proxyUrl.port })
          };
          let tunnelAgent;
          const overHttps = proxyUrl.protocol === "https:";
          if (usingSsl) {
            tunnelAgent = overHttps ? tunnel.httpsOverHttps : tunnel.httpsOverHttp;
          } else {
            tunnelAgent = overHttps ? tunnel.httpOverHttps : tunnel.httpOverHttp;
          }
          agent = tunnelAgent(agentOptions);
          this._proxyAgent = agent;
        }
        if (!agent) {
          const options = { keepAlive: this._keepAlive, maxSockets };
          agent = usingSsl ? new https.Agent(options) : new http.Agent(options);
          this._agent = agent;
        }
        if (usingSsl && this._ignoreSslError) {
          agent.options = Object.assign(agent.options || {}, {
            rejectUnauthorized: false
          });
        }
        return agent;
      }
      _getProxyAgentDispatcher(parsedUrl, proxyUrl) {
        let proxyAgent;
        if (this._keepAlive) {
          proxyAgent = this._proxyAgentDispatcher;
        }
        if (proxyAgent) {
          return proxyAgent;
        }
        const usingSsl = parsedUrl.protocol === "https:";
        proxyAgent = new undici_1.ProxyAgent(Object.assign({ uri: proxyUrl.href, pipelining: !this._keepAlive ? 0 : 1 }, (proxyUrl.username || proxyUrl.password) && {
          token: `Basic ${Buffer.from(`${proxyUrl.username}:${proxyUrl.password}`).toString("base64")}`
        }));
        this._proxyAgentDispatcher = proxyAgent;
        if (usingSsl && this._ignoreSslError) {
          proxyAgent.options = Object.assign(proxyAgent.options.requestTls || {}, {
            rejectUnauthorized: false
          });
        }
        return proxyAgent;
      }
      _getUserAgentWithOrchestrationId(userAgent2) {
        const baseUserAgent = userAgent2 || "actions/http-client";
        const orchId = process.env["ACTIONS_ORCHESTRATION_ID"];
        if (orchId) {
          const sanitizedId = orchId.replace(/[^a-z0-9_.-]/gi, "_");
          return `${baseUserAgent} actions_orchestration_id/${sanitizedId}`;
        }
        return baseUserAgent;
      }
      _performExponentialBackoff(retryNumber) {
        return __awaiter2(this, void 0, void 0, function* () {
          retryNumber = Math.min(ExponentialBackoffCeiling, retryNumber);
          const ms = ExponentialBackoffTimeSlice * Math.pow(2, retryNumber);
          return new Promise((resolve2) => setTimeout(() => resolve2(), ms));
        });
      }
      _processResponse(res, options) {
        return __awaiter2(this, void 0, void 0, function* () {
          return new Promise((resolve2, reject) => __awaiter2(this, void 0, void 0, function* () {
            const statusCode = res.message.statusCode || 0;
            const response = {
              statusCode,
              result: null,
              headers: {}
            };
            if (statusCode === HttpCodes.NotFound) {
              resolve2(response);
            }
            function dateTimeDeserializer(key, value) {
              if (typeof value === "string") {
                const a = new Date(value);
                if (!isNaN(a.valueOf())) {
                  return a;
                }
              }
              return value;
            }
            __name(dateTimeDeserializer, "dateTimeDeserializer");
            let obj;
            let contents;
            try {
              contents = yield res.readBody();
              if (contents && contents.length > 0) {
                if (options && options.deserializeDates) {
                  obj = JSON.parse(contents, dateTimeDeserializer);
                } else {
                  obj = JSON.parse(contents);
                }
                response.result = obj;
              }
              response.headers = res.message.headers;
            } catch (err) {
            }
            if (statusCode > 299) {
              let msg;
              if (obj && obj.message) {
                msg = obj.message;
              } else if (contents && contents.length > 0) {
                msg = contents;
              } else {
                msg = `Failed request: (${statusCode})`;
              }
              const err = new HttpClientError(msg, statusCode);
              err.result = response.result;
              reject(err);
            } else {
              resolve2(response);
            }
          }));
        });
      }
    };
    exports.HttpClient = HttpClient2;
    var lowercaseKeys2 = /* @__PURE__ */ __name((obj) => Object.keys(obj).reduce((c, k) => (c[k.toLowerCase()] = obj[k], c), {}), "lowercaseKeys");
  }
});

// node_modules/bottleneck/light.js
var require_light = __commonJS({
  "node_modules/bottleneck/light.js"(exports, module) {
    (function(global2, factory) {
      typeof exports === "object" && typeof module !== "undefined" ? module.exports = factory() : typeof define === "function" && define.amd ? define(factory) : global2.Bottleneck = factory();
    })(exports, (function() {
      "use strict";
      var commonjsGlobal = typeof globalThis !== "undefined" ? globalThis : typeof window !== "undefined" ? window : typeof global !== "undefined" ? global : typeof self !== "undefined" ? self : {};
      function getCjsExportFromNamespace(n) {
        return n && n["default"] || n;
      }
      __name(getCjsExportFromNamespace, "getCjsExportFromNamespace");
      var load = /* @__PURE__ */ __name(function(received, defaults2, onto = {}) {
        var k, ref, v;
        for (k in defaults2) {
          v = defaults2[k];
          onto[k] = (ref = received[k]) != null ? ref : v;
        }
        return onto;
      }, "load");
      var overwrite = /* @__PURE__ */ __name(function(received, defaults2, onto = {}) {
        var k, v;
        for (k in received) {
          v = received[k];
          if (defaults2[k] !== void 0) {
            onto[k] = v;
          }
        }
        return onto;
      }, "overwrite");
      var parser = {
        load,
        overwrite
      };
      var DLList;
      DLList = class DLList {
        static {
          __name(this, "DLList");
        }
        constructor(incr, decr) {
          this.incr = incr;
          this.decr = decr;
          this._first = null;
          this._last = null;
          this.length = 0;
        }
        push(value) {
          var node;
          this.length++;
          if (typeof this.incr === "function") {
            this.incr();
          }
          node = {
            value,
            prev: this._last,
            next: null
          };
          if (this._last != null) {
            this._last.next = node;
            this._last = node;
          } else {
            this._first = this._last = node;
          }
          return void 0;
        }
        shift() {
          var value;
          if (this._first == null) {
            return;
          } else {
            this.length--;
            if (typeof this.decr === "function") {
              this.decr();
            }
          }
          value = this._first.value;
          if ((this._first = this._first.next) != null) {
            this._first.prev = null;
          } else {
            this._last = null;
          }
          return value;
        }
        first() {
          if (this._first != null) {
            return this._first.value;
          }
        }
        getArray() {
          var node, ref, results;
          node = this._first;
          results = [];
          while (node != null) {
            results.push((ref = node, node = node.next, ref.value));
          }
          return results;
        }
        forEachShift(cb) {
          var node;
          node = this.shift();
          while (node != null) {
            cb(node), node = this.shift();
          }
          return void 0;
        }
        debug() {
          var node, ref, ref1, ref2, results;
          node = this._first;
          results = [];
          while (node != null) {
            results.push((ref = node, node = node.next, {
              value: ref.value,
              prev: (ref1 = ref.prev) != null ? ref1.value : void 0,
              next: (ref2 = ref.next) != null ? ref2.value : void 0
            }));
          }
          return results;
        }
      };
      var DLList_1 = DLList;
      var Events;
      Events = class Events {
        static {
          __name(this, "Events");
        }
        constructor(instance) {
          this.instance = instance;
          this._events = {};
          if (this.instance.on != null || this.instance.once != null || this.instance.removeAllListeners != null) {
            throw new Error("An Emitter already exists for this object");
          }
          this.instance.on = (name, cb) => {
            return this._addListener(name, "many", cb);
          };
          this.instance.once = (name, cb) => {
            return this._addListener(name, "once", cb);
          };
          this.instance.removeAllListeners = (name = null) => {
            if (name != null) {
              return delete this._events[name];
            } else {
              return this._events = {};
            }
          };
        }
        _addListener(name, status, cb) {
          var base;
          if ((base = this._events)[name] == null) {
            base[name] = [];
          }
          this._events[name].push({ cb, status });
          return this.instance;
        }
        listenerCount(name) {
          if (this._events[name] != null) {
            return this._events[name].length;
          } else {
            return 0;
          }
        }
        async trigger(name, ...args) {
          var e, promises;
          try {
            if (name !== "debug") {
              this.trigger("debug", `Event triggered: ${name}`, args);
            }
            if (this._events[name] == null) {
              return;
            }
            this._events[name] = this._events[name].filter(function(listener) {
              return listener.status !== "none";
            });
            promises = this._events[name].map(async (listener) => {
              var e2, returned;
              if (listener.status === "none") {
                return;
              }
              if (listener.status === "once") {
                listener.status = "none";
              }
              try {
                returned = typeof listener.cb === "function" ? listener.cb(...args) : void 0;
                if (typeof (returned != null ? returned.then : void 0) === "function") {
                  return await returned;
                } else {
                  return returned;
                }
              } catch (error) {
                e2 = error;
                {
                  this.trigger("error", e2);
                }
                return null;
              }
            });
            return (await Promise.all(promises)).find(function(x) {
              return x != null;
            });
          } catch (error) {
            e = error;
            {
              this.trigger("error", e);
            }
            return null;
          }
        }
      };
      var Events_1 = Events;
      var DLList$1, Events$1, Queues;
      DLList$1 = DLList_1;
      Events$1 = Events_1;
      Queues = class Queues {
        static {
          __name(this, "Queues");
        }
        constructor(num_priorities) {
          var i;
          this.Events = new Events$1(this);
          this._length = 0;
          this._lists = (function() {
            var j, ref, results;
            results = [];
            for (i = j = 1, ref = num_priorities; 1 <= ref ? j <= ref : j >= ref; i = 1 <= ref ? ++j : --j) {
              results.push(new DLList$1((() => {
                return this.incr();
              }), (() => {
                return this.decr();
              })));
            }
            return results;
          }).call(this);
        }
        incr() {
          if (this._length++ === 0) {
            return this.Events.trigger("leftzero");
          }
        }
        decr() {
          if (--this._length === 0) {
            return this.Events.trigger("zero");
          }
        }
        push(job) {
          return this._lists[job.options.priority].push(job);
        }
        queued(priority) {
          if (priority != null) {
            return this._lists[priority].length;
          } else {
            return this._length;
          }
        }
        shiftAll(fn) {
          return this._lists.forEach(function(list) {
            return list.forEachShift(fn);
          });
        }
        getFirst(arr = this._lists) {
          var j, len, list;
          for (j = 0, len = arr.length; j < len; j++) {
            list = arr[j];
            if (list.length > 0) {
              return list;
            }
          }
          return [];
        }
        shiftLastFrom(priority) {
          return this.getFirst(this._lists.slice(priority).reverse()).shift();
        }
      };
      var Queues_1 = Queues;
      var BottleneckError;
      BottleneckError = class BottleneckError extends Error {
        static {
          __name(this, "BottleneckError");
        }
      };
      var BottleneckError_1 = BottleneckError;
      var BottleneckError$1, DEFAULT_PRIORITY, Job, NUM_PRIORITIES, parser$1;
      NUM_PRIORITIES = 10;
      DEFAULT_PRIORITY = 5;
      parser$1 = parser;
      BottleneckError$1 = BottleneckError_1;
      Job = class Job {
        static {
          __name(this, "Job");
        }
        constructor(task, args, options, jobDefaults, rejectOnDrop, Events2, _states, Promise2) {
          this.task = task;
          this.args = args;
          this.rejectOnDrop = rejectOnDrop;
          this.Events = Events2;
          this._states = _states;
          this.Promise = Promise2;
          this.options = parser$1.load(options, jobDefaults);
          this.options.priority = this._sanitizePriority(this.options.priority);
          if (this.options.id === jobDefaults.id) {
            this.options.id = `${this.options.id}-${this._randomIndex()}`;
          }
          this.promise = new this.Promise((_resolve, _reject) => {
            this._resolve = _resolve;
            this._reject = _reject;
          });
          this.retryCount = 0;
        }
        _sanitizePriority(priority) {
          var sProperty;
          sProperty = ~~priority !== priority ? DEFAULT_PRIORITY : priority;
          if (sProperty < 0) {
            return 0;
          } else if (sProperty > NUM_PRIORITIES - 1) {
            return NUM_PRIORITIES - 1;
          } else {
            return sProperty;
          }
        }
        _randomIndex() {
          return Math.random().toString(36).slice(2);
        }
        doDrop({ error, message = "This job has been dropped by Bottleneck" } = {}) {
          if (this._states.remove(this.options.id)) {
            if (this.rejectOnDrop) {
              this._reject(error != null ? error : new BottleneckError$1(message));
            }
            this.Events.trigger("dropped", { args: this.args, options: this.options, task: this.task, promise: this.promise });
            return true;
          } else {
            return false;
          }
        }
        _assertStatus(expected) {
          var status;
          status = this._states.jobStatus(this.options.id);
          if (!(status === expected || expected === "DONE" && status === null)) {
            throw new BottleneckError$1(`Invalid job status ${status}, expected ${expected}. Please open an issue at https://github.com/SGrondin/bottleneck/issues`);
          }
        }
        doReceive() {
          this._states.start(this.options.id);
          return this.Events.trigger("received", { args: this.args, options: this.options });
        }
        doQueue(reachedHWM, blocked) {
          this._assertStatus("RECEIVED");
          this._states.next(this.options.id);
          return this.Events.trigger("queued", { args: this.args, options: this.options, reachedHWM, blocked });
        }
        doRun() {
          if (this.retryCount === 0) {
            this._assertStatus("QUEUED");
            this._states.next(this.options.id);
          } else {
            this._assertStatus("EXECUTING");
          }
          return this.Events.trigger("scheduled", { args: this.args, options: this.options });
        }
        async doExecute(chained, clearGlobalState, run, free) {
          var error, eventInfo, passed;
          if (this.retryCount === 0) {
            this._assertStatus("RUNNING");
            this._states.next(this.options.id);
          } else {
            this._assertStatus("EXECUTING");
          }
          eventInfo = { args: this.args, options: this.options, retryCount: this.retryCount };
          this.Events.trigger("executing", eventInfo);
          try {
            passed = await (chained != null ? chained.schedule(this.options, this.task, ...this.args) : this.task(...this.args));
            if (clearGlobalState()) {
              this.doDone(eventInfo);
              await free(this.options, eventInfo);
              this._assertStatus("DONE");
              return this._resolve(passed);
            }
          } catch (error1) {
            error = error1;
            return this._onFailure(error, eventInfo, clearGlobalState, run, free);
          }
        }
        doExpire(clearGlobalState, run, free) {
          var error, eventInfo;
          if (this._states.jobStatus(this.options.id === "RUNNING")) {
            this._states.next(this.options.id);
          }
          this._assertStatus("EXECUTING");
          eventInfo = { args: this.args, options: this.options, retryCount: this.retryCount };
          error = new BottleneckError$1(`This job timed out after ${this.options.expiration} ms.`);
          return this._onFailure(error, eventInfo, clearGlobalState, run, free);
        }
        async _onFailure(error, eventInfo, clearGlobalState, run, free) {
          var retry2, retryAfter;
          if (clearGlobalState()) {
            retry2 = await this.Events.trigger("failed", error, eventInfo);
            if (retry2 != null) {
              retryAfter = ~~retry2;
              this.Events.trigger("retry", `Retrying ${this.options.id} after ${retryAfter} ms`, eventInfo);
              this.retryCount++;
              return run(retryAfter);
            } else {
              this.doDone(eventInfo);
              await free(this.options, eventInfo);
              this._assertStatus("DONE");
              return this._reject(error);
            }
          }
        }
        doDone(eventInfo) {
          this._assertStatus("EXECUTING");
          this._states.next(this.options.id);
          return this.Events.trigger("done", eventInfo);
        }
      };
      var Job_1 = Job;
      var BottleneckError$2, LocalDatastore, parser$2;
      parser$2 = parser;
      BottleneckError$2 = BottleneckError_1;
      LocalDatastore = class LocalDatastore {
        static {
          __name(this, "LocalDatastore");
        }
        constructor(instance, storeOptions, storeInstanceOptions) {
          this.instance = instance;
          this.storeOptions = storeOptions;
          this.clientId = this.instance._randomIndex();
          parser$2.load(storeInstanceOptions, storeInstanceOptions, this);
          this._nextRequest = this._lastReservoirRefresh = this._lastReservoirIncrease = Date.now();
          this._running = 0;
          this._done = 0;
          this._unblockTime = 0;
          this.ready = this.Promise.resolve();
          this.clients = {};
          this._startHeartbeat();
        }
        _startHeartbeat() {
          var base;
          if (this.heartbeat == null && (this.storeOptions.reservoirRefreshInterval != null && this.storeOptions.reservoirRefreshAmount != null || this.storeOptions.reservoirIncreaseInterval != null && this.storeOptions.reservoirIncreaseAmount != null)) {
            return typeof (base = this.heartbeat = setInterval(() => {
              var amount, incr, maximum, now, reservoir;
              now = Date.now();
              if (this.storeOptions.reservoirRefreshInterval != null && now >= this._lastReservoirRefresh + this.storeOptions.reservoirRefreshInterval) {
                this._lastReservoirRefresh = now;
                this.storeOptions.reservoir = this.storeOptions.reservoirRefreshAmount;
                this.instance._drainAll(this.computeCapacity());
              }
              if (this.storeOptions.reservoirIncreaseInterval != null && now >= this._lastReservoirIncrease + this.storeOptions.reservoirIncreaseInterval) {
                ({
                  reservoirIncreaseAmount: amount,
                  reservoirIncreaseMaximum: maximum,
                  reservoir
                } = this.storeOptions);
                this._lastReservoirIncrease = now;
                incr = maximum != null ? Math.min(amount, maximum - reservoir) : amount;
                if (incr > 0) {
                  this.storeOptions.reservoir += incr;
                  return this.instance._drainAll(this.computeCapacity());
                }
              }
            }, this.heartbeatInterval)).unref === "function" ? base.unref() : void 0;
          } else {
            return clearInterval(this.heartbeat);
          }
        }
        async __publish__(message) {
          await this.yieldLoop();
          return this.instance.Events.trigger("message", message.toString());
        }
        async __disconnect__(flush) {
          await this.yieldLoop();
          clearInterval(this.heartbeat);
          return this.Promise.resolve();
        }
        yieldLoop(t = 0) {
          return new this.Promise(function(resolve2, reject) {
            return setTimeout(resolve2, t);
          });
        }
        computePenalty() {
          var ref;
          return (ref = this.storeOptions.penalty) != null ? ref : 15 * this.storeOptions.minTime || 5e3;
        }
        async __updateSettings__(options) {
          await this.yieldLoop();
          parser$2.overwrite(options, options, this.storeOptions);
          this._startHeartbeat();
          this.instance._drainAll(this.computeCapacity());
          return true;
        }
        async __running__() {
          await this.yieldLoop();
          return this._running;
        }
        async __queued__() {
          await this.yieldLoop();
          return this.instance.queued();
        }
        async __done__() {
          await this.yieldLoop();
          return this._done;
        }
        async __groupCheck__(time) {
          await this.yieldLoop();
          return this._nextRequest + this.timeout < time;
        }
        computeCapacity() {
          var maxConcurrent, reservoir;
          ({ maxConcurrent, reservoir } = this.storeOptions);
          if (maxConcurrent != null && reservoir != null) {
            return Math.min(maxConcurrent - this._running, reservoir);
          } else if (maxConcurrent != null) {
            return maxConcurrent - this._running;
          } else if (reservoir != null) {
            return reservoir;
          } else {
            return null;
          }
        }
        conditionsCheck(weight) {
          var capacity;
          capacity = this.computeCapacity();
          return capacity == null || weight <= capacity;
        }
        async __incrementReservoir__(incr) {
          var reservoir;
          await this.yieldLoop();
          reservoir = this.storeOptions.reservoir += incr;
          this.instance._drainAll(this.computeCapacity());
          return reservoir;
        }
        async __currentReservoir__() {
          await this.yieldLoop();
          return this.storeOptions.reservoir;
        }
        isBlocked(now) {
          return this._unblockTime >= now;
        }
        check(weight, now) {
          return this.conditionsCheck(weight) && this._nextRequest - now <= 0;
        }
        async __check__(weight) {
          var now;
          await this.yieldLoop();
          now = Date.now();
          return this.check(weight, now);
        }
        async __register__(index, weight, expiration) {
          var now, wait;
          await this.yieldLoop();
          now = Date.now();
          if (this.conditionsCheck(weight)) {
            this._running += weight;
            if (this.storeOptions.reservoir != null) {
              this.storeOptions.reservoir -= weight;
            }
            wait = Math.max(this._nextRequest - now, 0);
            this._nextRequest = now + wait + this.storeOptions.minTime;
            return {
              success: true,
              wait,
              reservoir: this.storeOptions.reservoir
            };
          } else {
            return {
              success: false
            };
          }
        }
        strategyIsBlock() {
          return this.storeOptions.strategy === 3;
        }
        async __submit__(queueLength, weight) {
          var blocked, now, reachedHWM;
          await this.yieldLoop();
          if (this.storeOptions.maxConcurrent != null && weight > this.storeOptions.maxConcurrent) {
            throw new BottleneckError$2(`Impossible to add a job having a weight of ${weight} to a limiter having a maxConcurrent setting of ${this.storeOptions.maxConcurrent}`);
          }
          now = Date.now();
          reachedHWM = this.storeOptions.highWater != null && queueLength === this.storeOptions.highWater && !this.check(weight, now);
          blocked = this.strategyIsBlock() && (reachedHWM || this.isBlocked(now));
          if (blocked) {
            this._unblockTime = now + this.computePenalty();
            this._nextRequest = this._unblockTime + this.storeOptions.minTime;
            this.instance._dropAllQueued();
          }
          return {
            reachedHWM,
            blocked,
            strategy: this.storeOptions.strategy
          };
        }
        async __free__(index, weight) {
          await this.yieldLoop();
          this._running -= weight;
          this._done += weight;
          this.instance._drainAll(this.computeCapacity());
          return {
            running: this._running
          };
        }
      };
      var LocalDatastore_1 = LocalDatastore;
      var BottleneckError$3, States;
      BottleneckError$3 = BottleneckError_1;
      States = class States {
        static {
          __name(this, "States");
        }
        constructor(status1) {
          this.status = status1;
          this._jobs = {};
          this.counts = this.status.map(function() {
            return 0;
          });
        }
        next(id) {
          var current, next;
          current = this._jobs[id];
          next = current + 1;
          if (current != null && next < this.status.length) {
            this.counts[current]--;
            this.counts[next]++;
            return this._jobs[id]++;
          } else if (current != null) {
            this.counts[current]--;
            return delete this._jobs[id];
          }
        }
        start(id) {
          var initial;
          initial = 0;
          this._jobs[id] = initial;
          return this.counts[initial]++;
        }
        remove(id) {
          var current;
          current = this._jobs[id];
          if (current != null) {
            this.counts[current]--;
            delete this._jobs[id];
          }
          return current != null;
        }
        jobStatus(id) {
          var ref;
          return (ref = this.status[this._jobs[id]]) != null ? ref : null;
        }
        statusJobs(status) {
          var k, pos, ref, results, v;
          if (status != null) {
            pos = this.status.indexOf(status);
            if (pos < 0) {
              throw new BottleneckError$3(`status must be one of ${this.status.join(", ")}`);
            }
            ref = this._jobs;
            results = [];
            for (k in ref) {
              v = ref[k];
              if (v === pos) {
                results.push(k);
              }
            }
            return results;
          } else {
            return Object.keys(this._jobs);
          }
        }
        statusCounts() {
          return this.counts.reduce(((acc, v, i) => {
            acc[this.status[i]] = v;
            return acc;
          }), {});
        }
      };
      var States_1 = States;
      var DLList$2, Sync;
      DLList$2 = DLList_1;
      Sync = class Sync {
        static {
          __name(this, "Sync");
        }
        constructor(name, Promise2) {
          this.schedule = this.schedule.bind(this);
          this.name = name;
          this.Promise = Promise2;
          this._running = 0;
          this._queue = new DLList$2();
        }
        isEmpty() {
          return this._queue.length === 0;
        }
        async _tryToRun() {
          var args, cb, error, reject, resolve2, returned, task;
          if (this._running < 1 && this._queue.length > 0) {
            this._running++;
            ({ task, args, resolve: resolve2, reject } = this._queue.shift());
            cb = await (async function() {
              try {
                returned = await task(...args);
                return function() {
                  return resolve2(returned);
                };
              } catch (error1) {
                error = error1;
                return function() {
                  return reject(error);
                };
              }
            })();
            this._running--;
            this._tryToRun();
            return cb();
          }
        }
        schedule(task, ...args) {
          var promise, reject, resolve2;
          resolve2 = reject = null;
          promise = new this.Promise(function(_resolve, _reject) {
            resolve2 = _resolve;
            return reject = _reject;
          });
          this._queue.push({ task, args, resolve: resolve2, reject });
          this._tryToRun();
          return promise;
        }
      };
      var Sync_1 = Sync;
      var version = "2.19.5";
      var version$1 = {
        version
      };
      var version$2 = /* @__PURE__ */ Object.freeze({
        version,
        default: version$1
      });
      var require$$2 = /* @__PURE__ */ __name(() => console.log("You must import the full version of Bottleneck in order to use this feature."), "require$$2");
      var require$$3 = /* @__PURE__ */ __name(() => console.log("You must import the full version of Bottleneck in order to use this feature."), "require$$3");
      var require$$4 = /* @__PURE__ */ __name(() => console.log("You must import the full version of Bottleneck in order to use this feature."), "require$$4");
      var Events$2, Group, IORedisConnection$1, RedisConnection$1, Scripts$1, parser$3;
      parser$3 = parser;
      Events$2 = Events_1;
      RedisConnection$1 = require$$2;
      IORedisConnection$1 = require$$3;
      Scripts$1 = require$$4;
      Group = (function() {
        class Group2 {
          static {
            __name(this, "Group");
          }
          constructor(limiterOptions = {}) {
            this.deleteKey = this.deleteKey.bind(this);
            this.limiterOptions = limiterOptions;
            parser$3.load(this.limiterOptions, this.defaults, this);
            this.Events = new Events$2(this);
            this.instances = {};
            this.Bottleneck = Bottleneck_1;
            this._startAutoCleanup();
            this.sharedConnection = this.connection != null;
            if (this.connection == null) {
              if (this.limiterOptions.datastore === "redis") {
                this.connection = new RedisConnection$1(Object.assign({}, this.limiterOptions, { Events: this.Events }));
              } else if (this.limiterOptions.datastore === "ioredis") {
                this.connection = new IORedisConnection$1(Object.assign({}, this.limiterOptions, { Events: this.Events }));
              }
            }
          }
          key(key = "") {
            var ref;
            return (ref = this.instances[key]) != null ? ref : (() => {
              var limiter;
              limiter = this.instances[key] = new this.Bottleneck(Object.assign(this.limiterOptions, {
                id: `${this.id}-${key}`,
                timeout: this.timeout,
                connection: this.connection
              }));
              this.Events.trigger("created", limiter, key);
              return limiter;
            })();
          }
          async deleteKey(key = "") {
            var deleted, instance;
            instance = this.instances[key];
            if (this.connection) {
              deleted = await this.connection.__runCommand__(["del", ...Scripts$1.allKeys(`${this.id}-${key}`)]);
            }
            if (instance != null) {
              delete this.instances[key];
              await instance.disconnect();
            }
            return instance != null || deleted > 0;
          }
          limiters() {
            var k, ref, results, v;
            ref = this.instances;
            results = [];
            for (k in ref) {
              v = ref[k];
              results.push({
                key: k,
                limiter: v
              });
            }
            return results;
          }
          keys() {
            return Object.keys(this.instances);
          }
          async clusterKeys() {
            var cursor, end, found, i, k, keys, len, next, start;
            if (this.connection == null) {
              return this.Promise.resolve(this.keys());
            }
            keys = [];
            cursor = null;
            start = `b_${this.id}-`.length;
            end = "_settings".length;
            while (cursor !== 0) {
              [next, found] = await this.connection.__runCommand__(["scan", cursor != null ? cursor : 0, "match", `b_${this.id}-*_settings`, "count", 1e4]);
              cursor = ~~next;
              for (i = 0, len = found.length; i < len; i++) {
                k = found[i];
                keys.push(k.slice(start, -end));
              }
            }
            return keys;
          }
          _startAutoCleanup() {
            var base;
            clearInterval(this.interval);
            return typeof (base = this.interval = setInterval(async () => {
              var e, k, ref, results, time, v;
              time = Date.now();
              ref = this.instances;
              results = [];
              for (k in ref) {
                v = ref[k];
                try {
                  if (await v._store.__groupCheck__(time)) {
                    results.push(this.deleteKey(k));
                  } else {
                    results.push(void 0);
                  }
                } catch (error) {
                  e = error;
                  results.push(v.Events.trigger("error", e));
                }
              }
              return results;
            }, this.timeout / 2)).unref === "function" ? base.unref() : void 0;
          }
          updateSettings(options = {}) {
            parser$3.overwrite(options, this.defaults, this);
            parser$3.overwrite(options, options, this.limiterOptions);
            if (options.timeout != null) {
              return this._startAutoCleanup();
            }
          }
          disconnect(flush = true) {
            var ref;
            if (!this.sharedConnection) {
              return (ref = this.connection) != null ? ref.disconnect(flush) : void 0;
            }
          }
        }
        Group2.prototype.defaults = {
          timeout: 1e3 * 60 * 5,
          connection: null,
          Promise,
          id: "group-key"
        };
        return Group2;
      }).call(commonjsGlobal);
      var Group_1 = Group;
      var Batcher, Events$3, parser$4;
      parser$4 = parser;
      Events$3 = Events_1;
      Batcher = (function() {
        class Batcher2 {
          static {
            __name(this, "Batcher");
          }
          constructor(options = {}) {
            this.options = options;
            parser$4.load(this.options, this.defaults, this);
            this.Events = new Events$3(this);
            this._arr = [];
            this._resetPromise();
            this._lastFlush = Date.now();
          }
          _resetPromise() {
            return this._promise = new this.Promise((res, rej) => {
              return this._resolve = res;
            });
          }
          _flush() {
            clearTimeout(this._timeout);
            this._lastFlush = Date.now();
            this._resolve();
            this.Events.trigger("batch", this._arr);
            this._arr = [];
            return this._resetPromise();
          }
          add(data) {
            var ret;
            this._arr.push(data);
            ret = this._promise;
            if (this._arr.length === this.maxSize) {
              this._flush();
            } else if (this.maxTime != null && this._arr.length === 1) {
              this._timeout = setTimeout(() => {
                return this._flush();
              }, this.maxTime);
            }
            return ret;
          }
        }
        Batcher2.prototype.defaults = {
          maxTime: null,
          maxSize: null,
          Promise
        };
        return Batcher2;
      }).call(commonjsGlobal);
      var Batcher_1 = Batcher;
      var require$$4$1 = /* @__PURE__ */ __name(() => console.log("You must import the full version of Bottleneck in order to use this feature."), "require$$4$1");
      var require$$8 = getCjsExportFromNamespace(version$2);
      var Bottleneck2, DEFAULT_PRIORITY$1, Events$4, Job$1, LocalDatastore$1, NUM_PRIORITIES$1, Queues$1, RedisDatastore$1, States$1, Sync$1, parser$5, splice = [].splice;
      NUM_PRIORITIES$1 = 10;
      DEFAULT_PRIORITY$1 = 5;
      parser$5 = parser;
      Queues$1 = Queues_1;
      Job$1 = Job_1;
      LocalDatastore$1 = LocalDatastore_1;
      RedisDatastore$1 = require$$4$1;
      Events$4 = Events_1;
      States$1 = States_1;
      Sync$1 = Sync_1;
      Bottleneck2 = (function() {
        class Bottleneck3 {
          static {
            __name(this, "Bottleneck");
          }
          constructor(options = {}, ...invalid2) {
            var storeInstanceOptions, storeOptions;
            this._addToQueue = this._addToQueue.bind(this);
            this._validateOptions(options, invalid2);
            parser$5.load(options, this.instanceDefaults, this);
            this._queues = new Queues$1(NUM_PRIORITIES$1);
            this._scheduled = {};
            this._states = new States$1(["RECEIVED", "QUEUED", "RUNNING", "EXECUTING"].concat(this.trackDoneStatus ? ["DONE"] : []));
            this._limiter = null;
            this.Events = new Events$4(this);
            this._submitLock = new Sync$1("submit", this.Promise);
            this._registerLock = new Sync$1("register", this.Promise);
            storeOptions = parser$5.load(options, this.storeDefaults, {});
            this._store = (function() {
              if (this.datastore === "redis" || this.datastore === "ioredis" || this.connection != null) {
                storeInstanceOptions = parser$5.load(options, this.redisStoreDefaults, {});
                return new RedisDatastore$1(this, storeOptions, storeInstanceOptions);
              } else if (this.datastore === "local") {
                storeInstanceOptions = parser$5.load(options, this.localStoreDefaults, {});
                return new LocalDatastore$1(this, storeOptions, storeInstanceOptions);
              } else {
                throw new Bottleneck3.prototype.BottleneckError(`Invalid datastore type: ${this.datastore}`);
              }
            }).call(this);
            this._queues.on("leftzero", () => {
              var ref;
              return (ref = this._store.heartbeat) != null ? typeof ref.ref === "function" ? ref.ref() : void 0 : void 0;
            });
            this._queues.on("zero", () => {
              var ref;
              return (ref = this._store.heartbeat) != null ? typeof ref.unref === "function" ? ref.unref() : void 0 : void 0;
            });
          }
          _validateOptions(options, invalid2) {
            if (!(options != null && typeof options === "object" && invalid2.length === 0)) {
              throw new Bottleneck3.prototype.BottleneckError("Bottleneck v2 takes a single object argument. Refer to https://github.com/SGrondin/bottleneck#upgrading-to-v2 if you're upgrading from Bottleneck v1.");
            }
          }
          ready() {
            return this._store.ready;
          }
          clients() {
            return this._store.clients;
          }
          channel() {
            return `b_${this.id}`;
          }
          channel_client() {
            return `b_${this.id}_${this._store.clientId}`;
          }
          publish(message) {
            return this._store.__publish__(message);
          }
          disconnect(flush = true) {
            return this._store.__disconnect__(flush);
          }
          chain(_limiter) {
            this._limiter = _limiter;
            return this;
          }
          queued(priority) {
            return this._queues.queued(priority);
          }
          clusterQueued() {
            return this._store.__queued__();
          }
          empty() {
            return this.queued() === 0 && this._submitLock.isEmpty();
          }
          running() {
            return this._store.__running__();
          }
          done() {
            return this._store.__done__();
          }
          jobStatus(id) {
            return this._states.jobStatus(id);
          }
          jobs(status) {
            return this._states.statusJobs(status);
          }
          counts() {
            return this._states.statusCounts();
          }
          _randomIndex() {
            return Math.random().toString(36).slice(2);
          }
          check(weight = 1) {
            return this._store.__check__(weight);
          }
          _clearGlobalState(index) {
            if (this._scheduled[index] != null) {
              clearTimeout(this._scheduled[index].expiration);
              delete this._scheduled[index];
              return true;
            } else {
              return false;
            }
          }
          async _free(index, job, options, eventInfo) {
            var e, running;
            try {
              ({ running } = await this._store.__free__(index, options.weight));
              this.Events.trigger("debug", `Freed ${options.id}`, eventInfo);
              if (running === 0 && this.empty()) {
                return this.Events.trigger("idle");
              }
            } catch (error1) {
              e = error1;
              return this.Events.trigger("error", e);
            }
          }
          _run(index, job, wait) {
            var clearGlobalState, free, run;
            job.doRun();
            clearGlobalState = this._clearGlobalState.bind(this, index);
            run = this._run.bind(this, index, job);
            free = this._free.bind(this, index, job);
            return this._scheduled[index] = {
              timeout: setTimeout(() => {
                return job.doExecute(this._limiter, clearGlobalState, run, free);
              }, wait),
              expiration: job.options.expiration != null ? setTimeout(function() {
                return job.doExpire(clearGlobalState, run, free);
              }, wait + job.options.expiration) : void 0,
              job
            };
          }
          _drainOne(capacity) {
            return this._registerLock.schedule(() => {
              var args, index, next, options, queue;
              if (this.queued() === 0) {
                return this.Promise.resolve(null);
              }
              queue = this._queues.getFirst();
              ({ options, args } = next = queue.first());
              if (capacity != null && options.weight > capacity) {
                return this.Promise.resolve(null);
              }
              this.Events.trigger("debug", `Draining ${options.id}`, { args, options });
              index = this._randomIndex();
              return this._store.__register__(index, options.weight, options.expiration).then(({ success, wait, reservoir }) => {
                var empty;
                this.Events.trigger("debug", `Drained ${options.id}`, { success, args, options });
                if (success) {
                  queue.shift();
                  empty = this.empty();
                  if (empty) {
                    this.Events.trigger("empty");
                  }
                  if (reservoir === 0) {
                    this.Events.trigger("depleted", empty);
                  }
                  this._run(index, next, wait);
                  return this.Promise.resolve(options.weight);
                } else {
                  return this.Promise.resolve(null);
                }
              });
            });
          }
          _drainAll(capacity, total = 0) {
            return this._drainOne(capacity).then((drained) => {
              var newCapacity;
              if (drained != null) {
                newCapacity = capacity != null ? capacity - drained : capacity;
                return this._drainAll(newCapacity, total + drained);
              } else {
                return this.Promise.resolve(total);
              }
            }).catch((e) => {
              return this.Events.trigger("error", e);
            });
          }
          _dropAllQueued(message) {
            return this._queues.shiftAll(function(job) {
              return job.doDrop({ message });
            });
          }
          stop(options = {}) {
            var done, waitForExecuting;
            options = parser$5.load(options, this.stopDefaults);
            waitForExecuting = /* @__PURE__ */ __name((at) => {
              var finished;
              finished = /* @__PURE__ */ __name(() => {
                var counts;
                counts = this._states.counts;
                return counts[0] + counts[1] + counts[2] + counts[3] === at;
              }, "finished");
              return new this.Promise((resolve2, reject) => {
                if (finished()) {
                  return resolve2();
                } else {
                  return this.on("done", () => {
                    if (finished()) {
                      this.removeAllListeners("done");
                      return resolve2();
                    }
                  });
                }
              });
            }, "waitForExecuting");
            done = options.dropWaitingJobs ? (this._run = function(index, next) {
              return next.doDrop({
                message: options.dropErrorMessage
              });
            }, this._drainOne = () => {
              return this.Promise.resolve(null);
            }, this._registerLock.schedule(() => {
              return this._submitLock.schedule(() => {
                var k, ref, v;
                ref = this._scheduled;
                for (k in ref) {
                  v = ref[k];
                  if (this.jobStatus(v.job.options.id) === "RUNNING") {
                    clearTimeout(v.timeout);
                    clearTimeout(v.expiration);
                    v.job.doDrop({
                      message: options.dropErrorMessage
                    });
                  }
                }
                this._dropAllQueued(options.dropErrorMessage);
                return waitForExecuting(0);
              });
            })) : this.schedule({
              priority: NUM_PRIORITIES$1 - 1,
              weight: 0
            }, () => {
              return waitForExecuting(1);
            });
            this._receive = function(job) {
              return job._reject(new Bottleneck3.prototype.BottleneckError(options.enqueueErrorMessage));
            };
            this.stop = () => {
              return this.Promise.reject(new Bottleneck3.prototype.BottleneckError("stop() has already been called"));
            };
            return done;
          }
          async _addToQueue(job) {
            var args, blocked, error, options, reachedHWM, shifted, strategy;
            ({ args, options } = job);
            try {
              ({ reachedHWM, blocked, strategy } = await this._store.__submit__(this.queued(), options.weight));
            } catch (error1) {
              error = error1;
              this.Events.trigger("debug", `Could not queue ${options.id}`, { args, options, error });
              job.doDrop({ error });
              return false;
            }
            if (blocked) {
              job.doDrop();
              return true;
            } else if (reachedHWM) {
              shifted = strategy === Bottleneck3.prototype.strategy.LEAK ? this._queues.shiftLastFrom(options.priority) : strategy === Bottleneck3.prototype.strategy.OVERFLOW_PRIORITY ? this._queues.shiftLastFrom(options.priority + 1) : strategy === Bottleneck3.prototype.strategy.OVERFLOW ? job : void 0;
              if (shifted != null) {
                shifted.doDrop();
              }
              if (shifted == null || strategy === Bottleneck3.prototype.strategy.OVERFLOW) {
                if (shifted == null) {
                  job.doDrop();
                }
                return reachedHWM;
              }
            }
            job.doQueue(reachedHWM, blocked);
            this._queues.push(job);
            await this._drainAll();
            return reachedHWM;
          }
          _receive(job) {
            if (this._states.jobStatus(job.options.id) != null) {
              job._reject(new Bottleneck3.prototype.BottleneckError(`A job with the same id already exists (id=${job.options.id})`));
              return false;
            } else {
              job.doReceive();
              return this._submitLock.schedule(this._addToQueue, job);
            }
          }
          submit(...args) {
            var cb, fn, job, options, ref, ref1, task;
            if (typeof args[0] === "function") {
              ref = args, [fn, ...args] = ref, [cb] = splice.call(args, -1);
              options = parser$5.load({}, this.jobDefaults);
            } else {
              ref1 = args, [options, fn, ...args] = ref1, [cb] = splice.call(args, -1);
              options = parser$5.load(options, this.jobDefaults);
            }
            task = /* @__PURE__ */ __name((...args2) => {
              return new this.Promise(function(resolve2, reject) {
                return fn(...args2, function(...args3) {
                  return (args3[0] != null ? reject : resolve2)(args3);
                });
              });
            }, "task");
            job = new Job$1(task, args, options, this.jobDefaults, this.rejectOnDrop, this.Events, this._states, this.Promise);
            job.promise.then(function(args2) {
              return typeof cb === "function" ? cb(...args2) : void 0;
            }).catch(function(args2) {
              if (Array.isArray(args2)) {
                return typeof cb === "function" ? cb(...args2) : void 0;
              } else {
                return typeof cb === "function" ? cb(args2) : void 0;
              }
            });
            return this._receive(job);
          }
          schedule(...args) {
            var job, options, task;
            if (typeof args[0] === "function") {
              [task, ...args] = args;
              options = {};
            } else {
              [options, task, ...args] = args;
            }
            job = new Job$1(task, args, options, this.jobDefaults, this.rejectOnDrop, this.Events, this._states, this.Promise);
            this._receive(job);
            return job.promise;
          }
          wrap(fn) {
            var schedule, wrapped;
            schedule = this.schedule.bind(this);
            wrapped = /* @__PURE__ */ __name(function(...args) {
              return schedule(fn.bind(this), ...args);
            }, "wrapped");
            wrapped.withOptions = function(options, ...args) {
              return schedule(options, fn, ...args);
            };
            return wrapped;
          }
          async updateSettings(options = {}) {
            await this._store.__updateSettings__(parser$5.overwrite(options, this.storeDefaults));
            parser$5.overwrite(options, this.instanceDefaults, this);
            return this;
          }
          currentReservoir() {
            return this._store.__currentReservoir__();
          }
          incrementReservoir(incr = 0) {
            return this._store.__incrementReservoir__(incr);
          }
        }
        Bottleneck3.default = Bottleneck3;
        Bottleneck3.Events = Events$4;
        Bottleneck3.version = Bottleneck3.prototype.version = require$$8.version;
        Bottleneck3.strategy = Bottleneck3.prototype.strategy = {
          LEAK: 1,
          OVERFLOW: 2,
          OVERFLOW_PRIORITY: 4,
          BLOCK: 3
        };
        Bottleneck3.BottleneckError = Bottleneck3.prototype.BottleneckError = BottleneckError_1;
        Bottleneck3.Group = Bottleneck3.prototype.Group = Group_1;
        Bottleneck3.RedisConnection = Bottleneck3.prototype.RedisConnection = require$$2;
        Bottleneck3.IORedisConnection = Bottleneck3.prototype.IORedisConnection = require$$3;
        Bottleneck3.Batcher = Bottleneck3.prototype.Batcher = Batcher_1;
        Bottleneck3.prototype.jobDefaults = {
          priority: DEFAULT_PRIORITY$1,
          weight: 1,
          expiration: null,
          id: "<no-id>"
        };
        Bottleneck3.prototype.storeDefaults = {
          maxConcurrent: null,
          minTime: 0,
          highWater: null,
          strategy: Bottleneck3.prototype.strategy.LEAK,
          penalty: null,
          reservoir: null,
          reservoirRefreshInterval: null,
          reservoirRefreshAmount: null,
          reservoirIncreaseInterval: null,
          reservoirIncreaseAmount: null,
          reservoirIncreaseMaximum: null
        };
        Bottleneck3.prototype.localStoreDefaults = {
          Promise,
          timeout: null,
          heartbeatInterval: 250
        };
        Bottleneck3.prototype.redisStoreDefaults = {
          Promise,
          timeout: null,
          heartbeatInterval: 5e3,
          clientTimeout: 1e4,
          Redis: null,
          clientOptions: {},
          clusterNodes: null,
          clearDatastore: false,
          connection: null
        };
        Bottleneck3.prototype.instanceDefaults = {
          datastore: "local",
          connection: null,
          id: "<no-id>",
          rejectOnDrop: true,
          trackDoneStatus: false,
          Promise
        };
        Bottleneck3.prototype.stopDefaults = {
          enqueueErrorMessage: "This limiter has been stopped and cannot accept new jobs.",
          dropWaitingJobs: true,
          dropErrorMessage: "This limiter has been stopped."
        };
        return Bottleneck3;
      }).call(commonjsGlobal);
      var Bottleneck_1 = Bottleneck2;
      var lib = Bottleneck_1;
      return lib;
    }));
  }
});

// src/action/serve.ts
import { appendFileSync, mkdirSync as mkdirSync2, writeFileSync as writeFileSync2 } from "node:fs";
import { join as join8 } from "node:path";

// node_modules/@actions/github/lib/context.js
import { readFileSync, existsSync } from "fs";
import { EOL } from "os";
var Context = class {
  static {
    __name(this, "Context");
  }
  /**
   * Hydrate the context from the environment
   */
  constructor() {
    var _a, _b, _c;
    this.payload = {};
    if (process.env.GITHUB_EVENT_PATH) {
      if (existsSync(process.env.GITHUB_EVENT_PATH)) {
        this.payload = JSON.parse(readFileSync(process.env.GITHUB_EVENT_PATH, { encoding: "utf8" }));
      } else {
        const path = process.env.GITHUB_EVENT_PATH;
        process.stdout.write(`GITHUB_EVENT_PATH ${path} does not exist${EOL}`);
      }
    }
    this.eventName = process.env.GITHUB_EVENT_NAME;
    this.sha = process.env.GITHUB_SHA;
    this.ref = process.env.GITHUB_REF;
    this.workflow = process.env.GITHUB_WORKFLOW;
    this.action = process.env.GITHUB_ACTION;
    this.actor = process.env.GITHUB_ACTOR;
    this.job = process.env.GITHUB_JOB;
    this.runAttempt = parseInt(process.env.GITHUB_RUN_ATTEMPT, 10);
    this.runNumber = parseInt(process.env.GITHUB_RUN_NUMBER, 10);
    this.runId = parseInt(process.env.GITHUB_RUN_ID, 10);
    this.apiUrl = (_a = process.env.GITHUB_API_URL) !== null && _a !== void 0 ? _a : `https://api.github.com`;
    this.serverUrl = (_b = process.env.GITHUB_SERVER_URL) !== null && _b !== void 0 ? _b : `https://github.com`;
    this.graphqlUrl = (_c = process.env.GITHUB_GRAPHQL_URL) !== null && _c !== void 0 ? _c : `https://api.github.com/graphql`;
  }
  get issue() {
    const payload = this.payload;
    return Object.assign(Object.assign({}, this.repo), { number: (payload.issue || payload.pull_request || payload).number });
  }
  get repo() {
    if (process.env.GITHUB_REPOSITORY) {
      const [owner, repo] = process.env.GITHUB_REPOSITORY.split("/");
      return { owner, repo };
    }
    if (this.payload.repository) {
      return {
        owner: this.payload.repository.owner.login,
        repo: this.payload.repository.name
      };
    }
    throw new Error("context.repo requires a GITHUB_REPOSITORY environment variable like 'owner/repo'");
  }
};

// node_modules/@actions/github/lib/internal/utils.js
var httpClient = __toESM(require_lib(), 1);
var import_undici = __toESM(require_undici(), 1);
var __awaiter = function(thisArg, _arguments, P, generator) {
  function adopt(value) {
    return value instanceof P ? value : new P(function(resolve2) {
      resolve2(value);
    });
  }
  __name(adopt, "adopt");
  return new (P || (P = Promise))(function(resolve2, reject) {
    function fulfilled(value) {
      try {
        step2(generator.next(value));
      } catch (e) {
        reject(e);
      }
    }
    __name(fulfilled, "fulfilled");
    function rejected(value) {
      try {
        step2(generator["throw"](value));
      } catch (e) {
        reject(e);
      }
    }
    __name(rejected, "rejected");
    function step2(result2) {
      result2.done ? resolve2(result2.value) : adopt(result2.value).then(fulfilled, rejected);
    }
    __name(step2, "step");
    step2((generator = generator.apply(thisArg, _arguments || [])).next());
  });
};
function getAuthString(token, options) {
  if (!token && !options.auth) {
    throw new Error("Parameter token or opts.auth is required");
  } else if (token && options.auth) {
    throw new Error("Parameters token and opts.auth may not both be specified");
  }
  return typeof options.auth === "string" ? options.auth : `token ${token}`;
}
__name(getAuthString, "getAuthString");
function getProxyAgent(destinationUrl) {
  const hc = new httpClient.HttpClient();
  return hc.getAgent(destinationUrl);
}
__name(getProxyAgent, "getProxyAgent");
function getProxyAgentDispatcher(destinationUrl) {
  const hc = new httpClient.HttpClient();
  return hc.getAgentDispatcher(destinationUrl);
}
__name(getProxyAgentDispatcher, "getProxyAgentDispatcher");
function getProxyFetch(destinationUrl) {
  const httpDispatcher = getProxyAgentDispatcher(destinationUrl);
  const proxyFetch = /* @__PURE__ */ __name((url, opts) => __awaiter(this, void 0, void 0, function* () {
    return (0, import_undici.fetch)(url, Object.assign(Object.assign({}, opts), { dispatcher: httpDispatcher }));
  }), "proxyFetch");
  return proxyFetch;
}
__name(getProxyFetch, "getProxyFetch");
function getApiBaseUrl() {
  return process.env["GITHUB_API_URL"] || "https://api.github.com";
}
__name(getApiBaseUrl, "getApiBaseUrl");
function getUserAgentWithOrchestrationId(baseUserAgent) {
  var _a;
  const orchId = (_a = process.env["ACTIONS_ORCHESTRATION_ID"]) === null || _a === void 0 ? void 0 : _a.trim();
  if (orchId) {
    const sanitizedId = orchId.replace(/[^a-z0-9_.-]/gi, "_");
    const tag = `actions_orchestration_id/${sanitizedId}`;
    if (baseUserAgent === null || baseUserAgent === void 0 ? void 0 : baseUserAgent.includes(tag))
      return baseUserAgent;
    const ua = baseUserAgent ? `${baseUserAgent} ` : "";
    return `${ua}${tag}`;
  }
  return baseUserAgent;
}
__name(getUserAgentWithOrchestrationId, "getUserAgentWithOrchestrationId");

// node_modules/universal-user-agent/index.js
function getUserAgent() {
  if (typeof navigator === "object" && "userAgent" in navigator) {
    return navigator.userAgent;
  }
  if (typeof process === "object" && process.version !== void 0) {
    return `Node.js/${process.version.substr(1)} (${process.platform}; ${process.arch})`;
  }
  return "<environment undetectable>";
}
__name(getUserAgent, "getUserAgent");

// node_modules/before-after-hook/lib/register.js
function register(state, name, method, options) {
  if (typeof method !== "function") {
    throw new Error("method for before hook must be a function");
  }
  if (!options) {
    options = {};
  }
  if (Array.isArray(name)) {
    return name.reverse().reduce((callback, name2) => {
      return register.bind(null, state, name2, callback, options);
    }, method)();
  }
  return Promise.resolve().then(() => {
    if (!state.registry[name]) {
      return method(options);
    }
    return state.registry[name].reduce((method2, registered) => {
      return registered.hook.bind(null, method2, options);
    }, method)();
  });
}
__name(register, "register");

// node_modules/before-after-hook/lib/add.js
function addHook(state, kind, name, hook2) {
  const orig = hook2;
  if (!state.registry[name]) {
    state.registry[name] = [];
  }
  if (kind === "before") {
    hook2 = /* @__PURE__ */ __name((method, options) => {
      return Promise.resolve().then(orig.bind(null, options)).then(method.bind(null, options));
    }, "hook");
  }
  if (kind === "after") {
    hook2 = /* @__PURE__ */ __name((method, options) => {
      let result2;
      return Promise.resolve().then(method.bind(null, options)).then((result_) => {
        result2 = result_;
        return orig(result2, options);
      }).then(() => {
        return result2;
      });
    }, "hook");
  }
  if (kind === "error") {
    hook2 = /* @__PURE__ */ __name((method, options) => {
      return Promise.resolve().then(method.bind(null, options)).catch((error) => {
        return orig(error, options);
      });
    }, "hook");
  }
  state.registry[name].push({
    hook: hook2,
    orig
  });
}
__name(addHook, "addHook");

// node_modules/before-after-hook/lib/remove.js
function removeHook(state, name, method) {
  if (!state.registry[name]) {
    return;
  }
  const index = state.registry[name].map((registered) => {
    return registered.orig;
  }).indexOf(method);
  if (index === -1) {
    return;
  }
  state.registry[name].splice(index, 1);
}
__name(removeHook, "removeHook");

// node_modules/before-after-hook/index.js
var bind = Function.bind;
var bindable = bind.bind(bind);
function bindApi(hook2, state, name) {
  const removeHookRef = bindable(removeHook, null).apply(
    null,
    name ? [state, name] : [state]
  );
  hook2.api = { remove: removeHookRef };
  hook2.remove = removeHookRef;
  ["before", "error", "after", "wrap"].forEach((kind) => {
    const args = name ? [state, kind, name] : [state, kind];
    hook2[kind] = hook2.api[kind] = bindable(addHook, null).apply(null, args);
  });
}
__name(bindApi, "bindApi");
function Singular() {
  const singularHookName = /* @__PURE__ */ Symbol("Singular");
  const singularHookState = {
    registry: {}
  };
  const singularHook = register.bind(null, singularHookState, singularHookName);
  bindApi(singularHook, singularHookState, singularHookName);
  return singularHook;
}
__name(Singular, "Singular");
function Collection() {
  const state = {
    registry: {}
  };
  const hook2 = register.bind(null, state);
  bindApi(hook2, state);
  return hook2;
}
__name(Collection, "Collection");
var before_after_hook_default = { Singular, Collection };

// node_modules/@octokit/endpoint/dist-bundle/index.js
var VERSION = "0.0.0-development";
var userAgent = `octokit-endpoint.js/${VERSION} ${getUserAgent()}`;
var DEFAULTS = {
  method: "GET",
  baseUrl: "https://api.github.com",
  headers: {
    accept: "application/vnd.github.v3+json",
    "user-agent": userAgent
  },
  mediaType: {
    format: ""
  }
};
function lowercaseKeys(object) {
  if (!object) {
    return {};
  }
  return Object.keys(object).reduce((newObj, key) => {
    newObj[key.toLowerCase()] = object[key];
    return newObj;
  }, {});
}
__name(lowercaseKeys, "lowercaseKeys");
function isPlainObject(value) {
  if (typeof value !== "object" || value === null) return false;
  if (Object.prototype.toString.call(value) !== "[object Object]") return false;
  const proto = Object.getPrototypeOf(value);
  if (proto === null) return true;
  const Ctor = Object.prototype.hasOwnProperty.call(proto, "constructor") && proto.constructor;
  return typeof Ctor === "function" && Ctor instanceof Ctor && Function.prototype.call(Ctor) === Function.prototype.call(value);
}
__name(isPlainObject, "isPlainObject");
function mergeDeep(defaults2, options) {
  const result2 = Object.assign({}, defaults2);
  Object.keys(options).forEach((key) => {
    if (isPlainObject(options[key])) {
      if (!(key in defaults2)) Object.assign(result2, { [key]: options[key] });
      else result2[key] = mergeDeep(defaults2[key], options[key]);
    } else {
      Object.assign(result2, { [key]: options[key] });
    }
  });
  return result2;
}
__name(mergeDeep, "mergeDeep");
function removeUndefinedProperties(obj) {
  for (const key in obj) {
    if (obj[key] === void 0) {
      delete obj[key];
    }
  }
  return obj;
}
__name(removeUndefinedProperties, "removeUndefinedProperties");
function merge(defaults2, route, options) {
  if (typeof route === "string") {
    let [method, url] = route.split(" ");
    options = Object.assign(url ? { method, url } : { url: method }, options);
  } else {
    options = Object.assign({}, route);
  }
  options.headers = lowercaseKeys(options.headers);
  removeUndefinedProperties(options);
  removeUndefinedProperties(options.headers);
  const mergedOptions = mergeDeep(defaults2 || {}, options);
  if (options.url === "/graphql") {
    if (defaults2 && defaults2.mediaType.previews?.length) {
      mergedOptions.mediaType.previews = defaults2.mediaType.previews.filter(
        (preview) => !mergedOptions.mediaType.previews.includes(preview)
      ).concat(mergedOptions.mediaType.previews);
    }
    mergedOptions.mediaType.previews = (mergedOptions.mediaType.previews || []).map((preview) => preview.replace(/-preview/, ""));
  }
  return mergedOptions;
}
__name(merge, "merge");
function addQueryParameters(url, parameters) {
  const separator = /\?/.test(url) ? "&" : "?";
  const names = Object.keys(parameters);
  if (names.length === 0) {
    return url;
  }
  return url + separator + names.map((name) => {
    if (name === "q") {
      return "q=" + parameters.q.split("+").map(encodeURIComponent).join("+");
    }
    return `${name}=${encodeURIComponent(parameters[name])}`;
  }).join("&");
}
__name(addQueryParameters, "addQueryParameters");
var urlVariableRegex = /\{[^{}}]+\}/g;
function removeNonChars(variableName) {
  return variableName.replace(/(?:^\W+)|(?:(?<!\W)\W+$)/g, "").split(/,/);
}
__name(removeNonChars, "removeNonChars");
function extractUrlVariableNames(url) {
  const matches = url.match(urlVariableRegex);
  if (!matches) {
    return [];
  }
  return matches.map(removeNonChars).reduce((a, b) => a.concat(b), []);
}
__name(extractUrlVariableNames, "extractUrlVariableNames");
function omit(object, keysToOmit) {
  const result2 = { __proto__: null };
  for (const key of Object.keys(object)) {
    if (keysToOmit.indexOf(key) === -1) {
      result2[key] = object[key];
    }
  }
  return result2;
}
__name(omit, "omit");
function encodeReserved(str) {
  return str.split(/(%[0-9A-Fa-f]{2})/g).map(function(part) {
    if (!/%[0-9A-Fa-f]/.test(part)) {
      part = encodeURI(part).replace(/%5B/g, "[").replace(/%5D/g, "]");
    }
    return part;
  }).join("");
}
__name(encodeReserved, "encodeReserved");
function encodeUnreserved(str) {
  return encodeURIComponent(str).replace(/[!'()*]/g, function(c) {
    return "%" + c.charCodeAt(0).toString(16).toUpperCase();
  });
}
__name(encodeUnreserved, "encodeUnreserved");
function encodeValue(operator, value, key) {
  value = operator === "+" || operator === "#" ? encodeReserved(value) : encodeUnreserved(value);
  if (key) {
    return encodeUnreserved(key) + "=" + value;
  } else {
    return value;
  }
}
__name(encodeValue, "encodeValue");
function isDefined(value) {
  return value !== void 0 && value !== null;
}
__name(isDefined, "isDefined");
function isKeyOperator(operator) {
  return operator === ";" || operator === "&" || operator === "?";
}
__name(isKeyOperator, "isKeyOperator");
function getValues(context3, operator, key, modifier) {
  var value = context3[key], result2 = [];
  if (isDefined(value) && value !== "") {
    if (typeof value === "string" || typeof value === "number" || typeof value === "bigint" || typeof value === "boolean") {
      value = value.toString();
      if (modifier && modifier !== "*") {
        value = value.substring(0, parseInt(modifier, 10));
      }
      result2.push(
        encodeValue(operator, value, isKeyOperator(operator) ? key : "")
      );
    } else {
      if (modifier === "*") {
        if (Array.isArray(value)) {
          value.filter(isDefined).forEach(function(value2) {
            result2.push(
              encodeValue(operator, value2, isKeyOperator(operator) ? key : "")
            );
          });
        } else {
          Object.keys(value).forEach(function(k) {
            if (isDefined(value[k])) {
              result2.push(encodeValue(operator, value[k], k));
            }
          });
        }
      } else {
        const tmp = [];
        if (Array.isArray(value)) {
          value.filter(isDefined).forEach(function(value2) {
            tmp.push(encodeValue(operator, value2));
          });
        } else {
          Object.keys(value).forEach(function(k) {
            if (isDefined(value[k])) {
              tmp.push(encodeUnreserved(k));
              tmp.push(encodeValue(operator, value[k].toString()));
            }
          });
        }
        if (isKeyOperator(operator)) {
          result2.push(encodeUnreserved(key) + "=" + tmp.join(","));
        } else if (tmp.length !== 0) {
          result2.push(tmp.join(","));
        }
      }
    }
  } else {
    if (operator === ";") {
      if (isDefined(value)) {
        result2.push(encodeUnreserved(key));
      }
    } else if (value === "" && (operator === "&" || operator === "?")) {
      result2.push(encodeUnreserved(key) + "=");
    } else if (value === "") {
      result2.push("");
    }
  }
  return result2;
}
__name(getValues, "getValues");
function parseUrl(template) {
  return {
    expand: expand.bind(null, template)
  };
}
__name(parseUrl, "parseUrl");
function expand(template, context3) {
  var operators = ["+", "#", ".", "/", ";", "?", "&"];
  template = template.replace(
    /\{([^\{\}]+)\}|([^\{\}]+)/g,
    function(_, expression, literal) {
      if (expression) {
        let operator = "";
        const values = [];
        if (operators.indexOf(expression.charAt(0)) !== -1) {
          operator = expression.charAt(0);
          expression = expression.substr(1);
        }
        expression.split(/,/g).forEach(function(variable) {
          var tmp = /([^:\*]*)(?::(\d+)|(\*))?/.exec(variable);
          values.push(getValues(context3, operator, tmp[1], tmp[2] || tmp[3]));
        });
        if (operator && operator !== "+") {
          var separator = ",";
          if (operator === "?") {
            separator = "&";
          } else if (operator !== "#") {
            separator = operator;
          }
          return (values.length !== 0 ? operator : "") + values.join(separator);
        } else {
          return values.join(",");
        }
      } else {
        return encodeReserved(literal);
      }
    }
  );
  if (template === "/") {
    return template;
  } else {
    return template.replace(/\/$/, "");
  }
}
__name(expand, "expand");
function parse(options) {
  let method = options.method.toUpperCase();
  let url = (options.url || "/").replace(/:([a-z]\w+)/g, "{$1}");
  let headers = Object.assign({}, options.headers);
  let body;
  let parameters = omit(options, [
    "method",
    "baseUrl",
    "url",
    "headers",
    "request",
    "mediaType"
  ]);
  const urlVariableNames = extractUrlVariableNames(url);
  url = parseUrl(url).expand(parameters);
  if (!/^http/.test(url)) {
    url = options.baseUrl + url;
  }
  const omittedParameters = Object.keys(options).filter((option) => urlVariableNames.includes(option)).concat("baseUrl");
  const remainingParameters = omit(parameters, omittedParameters);
  const isBinaryRequest = /application\/octet-stream/i.test(headers.accept);
  if (!isBinaryRequest) {
    if (options.mediaType.format) {
      headers.accept = headers.accept.split(/,/).map(
        (format) => format.replace(
          /application\/vnd(\.\w+)(\.v3)?(\.\w+)?(\+json)?$/,
          `application/vnd$1$2.${options.mediaType.format}`
        )
      ).join(",");
    }
    if (url.endsWith("/graphql")) {
      if (options.mediaType.previews?.length) {
        const previewsFromAcceptHeader = headers.accept.match(/(?<![\w-])[\w-]+(?=-preview)/g) || [];
        headers.accept = previewsFromAcceptHeader.concat(options.mediaType.previews).map((preview) => {
          const format = options.mediaType.format ? `.${options.mediaType.format}` : "+json";
          return `application/vnd.github.${preview}-preview${format}`;
        }).join(",");
      }
    }
  }
  if (["GET", "HEAD"].includes(method)) {
    url = addQueryParameters(url, remainingParameters);
  } else {
    if ("data" in remainingParameters) {
      body = remainingParameters.data;
    } else {
      if (Object.keys(remainingParameters).length) {
        body = remainingParameters;
      }
    }
  }
  if (!headers["content-type"] && typeof body !== "undefined") {
    headers["content-type"] = "application/json; charset=utf-8";
  }
  if (["PATCH", "PUT"].includes(method) && typeof body === "undefined") {
    body = "";
  }
  return Object.assign(
    { method, url, headers },
    typeof body !== "undefined" ? { body } : null,
    options.request ? { request: options.request } : null
  );
}
__name(parse, "parse");
function endpointWithDefaults(defaults2, route, options) {
  return parse(merge(defaults2, route, options));
}
__name(endpointWithDefaults, "endpointWithDefaults");
function withDefaults(oldDefaults, newDefaults) {
  const DEFAULTS2 = merge(oldDefaults, newDefaults);
  const endpoint2 = endpointWithDefaults.bind(null, DEFAULTS2);
  return Object.assign(endpoint2, {
    DEFAULTS: DEFAULTS2,
    defaults: withDefaults.bind(null, DEFAULTS2),
    merge: merge.bind(null, DEFAULTS2),
    parse
  });
}
__name(withDefaults, "withDefaults");
var endpoint = withDefaults(null, DEFAULTS);

// node_modules/content-type/dist/index.js
var SP = 32;
var HTAB = 9;
var SEMI = 59;
var EQ = 61;
var DQUOTE = 34;
var BSLASH = 92;
var COMMA = 44;
var LOWER_CASE = 1;
var OWS = 2;
var SEMI_FLAG = 4;
var COMMA_FLAG = 8;
var TOKEN_FLAG = 16;
var NON_ASCII = 65280;
var CASE_FLAGS = LOWER_CASE | NON_ASCII;
var CHAR_MAP = new Uint8Array(256);
CHAR_MAP[HTAB] |= OWS;
CHAR_MAP[SP] |= OWS;
CHAR_MAP[SEMI] |= SEMI_FLAG;
CHAR_MAP[COMMA] |= COMMA_FLAG;
for (let code2 = 128; code2 <= 255; code2++) {
  CHAR_MAP[code2] |= LOWER_CASE;
}
for (const char of "!#$%&'*+-.^_`|~") {
  CHAR_MAP[char.charCodeAt(0)] |= TOKEN_FLAG;
}
for (let code2 = 48; code2 <= 57; code2++) {
  CHAR_MAP[code2] |= TOKEN_FLAG;
}
for (let code2 = 65; code2 <= 90; code2++) {
  CHAR_MAP[code2] |= LOWER_CASE | TOKEN_FLAG;
}
for (let code2 = 97; code2 <= 122; code2++) {
  CHAR_MAP[code2] |= TOKEN_FLAG;
}
var NullObject = /* @__PURE__ */ (() => {
  const C = /* @__PURE__ */ __name(function() {
  }, "C");
  C.prototype = /* @__PURE__ */ Object.create(null);
  return C;
})();
function parse2(header, options) {
  const stopFlags = SEMI_FLAG | (options?.comma === true ? COMMA_FLAG : 0);
  const len = header.length;
  let valueStart = options?.start ?? 0;
  while ((CHAR_MAP[header.charCodeAt(valueStart)] & OWS) !== 0) {
    valueStart++;
  }
  let index = valueStart;
  let typeFlags = 0;
  let whitespace = -1;
  let stop = options?.parameters === false ? COMMA_FLAG : 0;
  while (index < len) {
    const code2 = header.charCodeAt(index);
    const flags = CHAR_MAP[code2];
    if ((flags & stopFlags) !== 0) {
      stop |= flags & COMMA_FLAG;
      break;
    }
    if ((flags & OWS) !== 0) {
      if (whitespace === -1)
        whitespace = index;
    } else {
      whitespace = -1;
    }
    typeFlags |= code2 & NON_ASCII | flags;
    index++;
  }
  const valueEnd = whitespace === -1 ? index : whitespace;
  const value = header.slice(valueStart, valueEnd);
  const type = (typeFlags & CASE_FLAGS) === 0 ? value : value.toLowerCase();
  if (index === len || stop !== 0) {
    return { type, index, parameters: new NullObject() };
  }
  return parseParameters(header, type, index, len, stopFlags);
}
__name(parse2, "parse");
function parseParameters(header, type, index, len, stopFlags) {
  const parameters = new NullObject();
  parameter: while (index < len) {
    index++;
    while ((CHAR_MAP[header.charCodeAt(index)] & OWS) !== 0) {
      index++;
    }
    const keyStart = index;
    let keyFlags = 0;
    let keyWhitespace = -1;
    while (index < len) {
      const code2 = header.charCodeAt(index);
      const flags = CHAR_MAP[code2];
      if ((flags & stopFlags) !== 0) {
        if ((flags & COMMA_FLAG) !== 0)
          break parameter;
        continue parameter;
      }
      if (code2 === EQ) {
        const keyEnd = keyWhitespace === -1 ? index : keyWhitespace;
        const value = header.slice(keyStart, keyEnd);
        const key = (keyFlags & CASE_FLAGS) === 0 ? value : value.toLowerCase();
        index++;
        while ((CHAR_MAP[header.charCodeAt(index)] & OWS) !== 0) {
          index++;
        }
        if (index < len && header.charCodeAt(index) === DQUOTE) {
          const quotedStart = ++index;
          let escaped = false;
          while (index < len) {
            const code3 = header.charCodeAt(index);
            if (code3 === DQUOTE) {
              if (parameters[key] === void 0) {
                parameters[key] = escaped ? unescapeQuotedPairs(header, quotedStart, index) : header.slice(quotedStart, index);
              }
              index++;
              let stop2 = 0;
              while (index < len) {
                const code4 = header.charCodeAt(index);
                const flags2 = CHAR_MAP[code4];
                if ((flags2 & stopFlags) !== 0) {
                  stop2 = flags2 & COMMA_FLAG;
                  break;
                }
                index++;
              }
              if (stop2 !== 0)
                break parameter;
              continue parameter;
            }
            if (code3 === BSLASH && index + 1 < len) {
              escaped = true;
              index += 2;
              continue;
            }
            index++;
          }
          continue parameter;
        }
        const valueStart = index;
        let stop = 0;
        let valueWhitespace = -1;
        while (index < len) {
          const code3 = header.charCodeAt(index);
          const flags2 = CHAR_MAP[code3];
          if ((flags2 & stopFlags) !== 0) {
            stop = flags2 & COMMA_FLAG;
            break;
          }
          if ((flags2 & OWS) !== 0) {
            if (valueWhitespace === -1)
              valueWhitespace = index;
          } else {
            valueWhitespace = -1;
          }
          index++;
        }
        if (parameters[key] === void 0) {
          const valueEnd = valueWhitespace === -1 ? index : valueWhitespace;
          parameters[key] = header.slice(valueStart, valueEnd);
        }
        if (stop !== 0)
          break parameter;
        continue parameter;
      }
      if ((flags & OWS) !== 0) {
        if (keyWhitespace === -1)
          keyWhitespace = index;
      } else {
        keyWhitespace = -1;
      }
      keyFlags |= code2 & NON_ASCII | flags;
      index++;
    }
  }
  return { type, index, parameters };
}
__name(parseParameters, "parseParameters");
function unescapeQuotedPairs(str, start, end) {
  let result2 = "";
  for (let index = start; index < end; index++) {
    if (str.charCodeAt(index) === BSLASH) {
      result2 += str.slice(start, index);
      start = ++index;
    }
  }
  return result2 + str.slice(start, end);
}
__name(unescapeQuotedPairs, "unescapeQuotedPairs");

// node_modules/json-with-bigint/json-with-bigint.js
var intRegex = /^-?\d+$/;
var noiseValue = /^-?\d+n+$/;
var originalStringify = JSON.stringify;
var originalParse = JSON.parse;
var customFormat = /^-?\d+n$/;
var bigIntsStringify = /([\[:])?"(-?\d+)n"($|\s*[,\}\]])/g;
var noiseStringify = /([\[:])?("-?\d+n+)n("$|"\s*[,\}\]])/g;
var isUnstringifiable = /* @__PURE__ */ __name((val) => val === void 0 || typeof val === "function" || typeof val === "symbol", "isUnstringifiable");
var isRawJSON = /* @__PURE__ */ __name((val) => val !== null && typeof val === "object" && val.constructor && val.constructor.name === "RawJSON", "isRawJSON");
var stringifyIteratively = /* @__PURE__ */ __name((rootValue, replacer, spaceParam) => {
  let space = "";
  if (typeof spaceParam === "number") {
    space = " ".repeat(Math.min(10, Math.max(0, Math.floor(spaceParam))));
  } else if (typeof spaceParam === "string") {
    space = spaceParam.slice(0, 10);
  }
  const isFunctionReplacer = typeof replacer === "function";
  const propertyList = Array.isArray(replacer) ? new Set(replacer.map(String)) : null;
  const prepareVal = /* @__PURE__ */ __name((parent, key, val) => {
    const isObject = val !== null && typeof val === "object";
    const hasToJSON = isObject && typeof val.toJSON === "function";
    if (hasToJSON) {
      val = val.toJSON(key);
    }
    const isNoise = typeof val === "string" && noiseValue.test(val);
    if (isNoise) return val + "n";
    const isBigInt = typeof val === "bigint";
    if (isBigInt) {
      const supportsRawJSON = "rawJSON" in JSON;
      if (supportsRawJSON) return JSON.rawJSON(val.toString());
      return val.toString() + "n";
    }
    if (isFunctionReplacer) {
      val = replacer.call(parent, key, val);
    }
    const isPostReplacerObject = val !== null && typeof val === "object";
    if (isPostReplacerObject) {
      const isPrimitiveWrapper = val instanceof Number || val instanceof String || val instanceof Boolean;
      if (isPrimitiveWrapper) {
        val = val.valueOf();
      }
    }
    return val;
  }, "prepareVal");
  const rootProcessed = prepareVal({ "": rootValue }, "", rootValue);
  if (isUnstringifiable(rootProcessed)) {
    return void 0;
  }
  const isRootPrimitive = rootProcessed === null || typeof rootProcessed !== "object";
  const isRootNativeRawJSON = isRawJSON(rootProcessed);
  if (isRootPrimitive || isRootNativeRawJSON) {
    return originalStringify(rootProcessed);
  }
  const chunks = [];
  let level = 0;
  const stack = [
    {
      parent: { "": rootProcessed },
      key: "",
      val: rootProcessed,
      isArray: Array.isArray(rootProcessed),
      keys: Array.isArray(rootProcessed) ? null : Object.keys(rootProcessed),
      index: 0,
      first: true
    }
  ];
  const visited = new WeakSet([rootProcessed]);
  while (stack.length > 0) {
    const node = stack[stack.length - 1];
    if (node.index === 0) {
      chunks.push(node.isArray ? "[" : "{");
      level++;
    }
    let isDone = false;
    if (node.isArray) {
      if (node.index < node.val.length) {
        if (!node.first) chunks.push(",");
        if (space) chunks.push("\n" + space.repeat(level));
        const childRaw = node.val[node.index];
        const childVal = prepareVal(node.val, String(node.index), childRaw);
        if (isUnstringifiable(childVal)) {
          chunks.push("null");
          node.first = false;
          node.index++;
        } else {
          const isComplexObject = childVal !== null && typeof childVal === "object";
          const isNativeRaw = isRawJSON(childVal);
          if (isComplexObject && !isNativeRaw) {
            if (visited.has(childVal)) {
              throw new TypeError("Converting circular structure to JSON");
            }
            visited.add(childVal);
            stack.push({
              parent: node.val,
              key: String(node.index),
              val: childVal,
              isArray: Array.isArray(childVal),
              keys: Array.isArray(childVal) ? null : Object.keys(childVal),
              index: 0,
              first: true
            });
            node.first = false;
            node.index++;
          } else {
            chunks.push(originalStringify(childVal));
            node.first = false;
            node.index++;
          }
        }
      } else {
        isDone = true;
      }
    } else {
      while (node.index < node.keys.length) {
        const k = node.keys[node.index++];
        const isFilteredOutByArray = propertyList && !propertyList.has(k);
        if (isFilteredOutByArray) continue;
        const childRaw = node.val[k];
        const childVal = prepareVal(node.val, k, childRaw);
        if (isUnstringifiable(childVal)) continue;
        if (!node.first) chunks.push(",");
        if (space) {
          chunks.push("\n" + space.repeat(level) + originalStringify(k) + ": ");
        } else {
          chunks.push(originalStringify(k) + ":");
        }
        const isComplexObject = childVal !== null && typeof childVal === "object";
        const isNativeRaw = isRawJSON(childVal);
        if (isComplexObject && !isNativeRaw) {
          if (visited.has(childVal)) {
            throw new TypeError("Converting circular structure to JSON");
          }
          visited.add(childVal);
          stack.push({
            parent: node.val,
            key: k,
            val: childVal,
            isArray: Array.isArray(childVal),
            keys: Array.isArray(childVal) ? null : Object.keys(childVal),
            index: 0,
            first: true
          });
          node.first = false;
          break;
        } else {
          chunks.push(originalStringify(childVal));
          node.first = false;
        }
      }
      const isNodeFullyProcessed = node.index >= node.keys.length && stack[stack.length - 1] === node;
      if (isNodeFullyProcessed) {
        isDone = true;
      }
    }
    if (isDone) {
      level--;
      if (!node.first && space) chunks.push("\n" + space.repeat(level));
      chunks.push(node.isArray ? "]" : "}");
      visited.delete(node.val);
      stack.pop();
    }
  }
  return chunks.join("");
}, "stringifyIteratively");
var JSONStringify = /* @__PURE__ */ __name((value, replacer, space) => {
  try {
    const supportsRawJSON = "rawJSON" in JSON;
    if (supportsRawJSON) {
      return originalStringify(
        value,
        (key, val) => {
          if (typeof val === "bigint") return JSON.rawJSON(val.toString());
          const hasFunctionReplacer = typeof replacer === "function";
          if (hasFunctionReplacer) return replacer(key, val);
          const isKeyInArrayReplacer = Array.isArray(replacer) && replacer.includes(key);
          if (isKeyInArrayReplacer) return val;
          return val;
        },
        space
      );
    }
    if (!value) return originalStringify(value, replacer, space);
    const convertedToCustomJSON = originalStringify(
      value,
      (key, val) => {
        const isNoise = typeof val === "string" && noiseValue.test(val);
        if (isNoise) return val.toString() + "n";
        if (typeof val === "bigint") return val.toString() + "n";
        const hasFunctionReplacer = typeof replacer === "function";
        if (hasFunctionReplacer) return replacer(key, val);
        const isKeyInArrayReplacer = Array.isArray(replacer) && replacer.includes(key);
        if (isKeyInArrayReplacer) return val;
        return val;
      },
      space
    );
    const processedJSON = convertedToCustomJSON.replace(
      bigIntsStringify,
      "$1$2$3"
    );
    const denoisedJSON = processedJSON.replace(noiseStringify, "$1$2$3");
    return denoisedJSON;
  } catch (error) {
    if (error instanceof RangeError) {
      const convertedJSON = stringifyIteratively(value, replacer, space);
      if (convertedJSON === void 0) return void 0;
      const supportsRawJSON = "rawJSON" in JSON;
      if (supportsRawJSON) return convertedJSON;
      const processedJSON = convertedJSON.replace(bigIntsStringify, "$1$2$3");
      return processedJSON.replace(noiseStringify, "$1$2$3");
    }
    throw error;
  }
}, "JSONStringify");
var featureCache = /* @__PURE__ */ new Map();
var isContextSourceSupported = /* @__PURE__ */ __name(() => {
  const parseFingerprint = JSON.parse.toString();
  if (featureCache.has(parseFingerprint)) {
    return featureCache.get(parseFingerprint);
  }
  try {
    const result2 = JSON.parse(
      "1",
      (_, __, context3) => !!context3?.source && context3.source === "1"
    );
    featureCache.set(parseFingerprint, result2);
    return result2;
  } catch {
    featureCache.set(parseFingerprint, false);
    return false;
  }
}, "isContextSourceSupported");
var convertMarkedBigIntsReviver = /* @__PURE__ */ __name((key, value, context3, userReviver) => {
  const isCustomFormatBigInt = typeof value === "string" && customFormat.test(value);
  if (isCustomFormatBigInt) return BigInt(value.slice(0, -1));
  const isNoiseValue = typeof value === "string" && noiseValue.test(value);
  if (isNoiseValue) return value.slice(0, -1);
  const hasUserReviver = typeof userReviver === "function";
  if (!hasUserReviver) return value;
  return userReviver(key, value, context3);
}, "convertMarkedBigIntsReviver");
var JSONParseV2 = /* @__PURE__ */ __name((text, reviver) => {
  return JSON.parse(text, (key, value, context3) => {
    const isNumber = typeof value === "number";
    const isOutOfBounds = value > Number.MAX_SAFE_INTEGER || value < Number.MIN_SAFE_INTEGER;
    const isBigNumber = isNumber && isOutOfBounds;
    const isInt = context3 && intRegex.test(context3.source);
    const isBigInt = isBigNumber && isInt;
    if (isBigInt) return BigInt(context3.source);
    const hasCustomReviver = typeof reviver === "function";
    if (!hasCustomReviver) return value;
    return reviver(key, value, context3);
  });
}, "JSONParseV2");
var MAX_INT = Number.MAX_SAFE_INTEGER.toString();
var MAX_DIGITS = MAX_INT.length;
var stringsOrLargeNumbers = /"(?:[^"\\]|\\.)*"|-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/g;
var noiseValueWithQuotes = /^"-?\d+n+"$/;
var applyReviverIteratively = /* @__PURE__ */ __name((parsed, userReviver) => {
  const rootHolder = { "": parsed };
  const stack = [{ parent: rootHolder, key: "", visited: false }];
  while (stack.length > 0) {
    const node = stack[stack.length - 1];
    if (!node.visited) {
      node.visited = true;
      const value = node.parent[node.key];
      const isComplexObject = value !== null && typeof value === "object";
      if (isComplexObject) {
        const keys = Object.keys(value);
        for (let i = keys.length - 1; i >= 0; i--) {
          stack.push({ parent: value, key: keys[i], visited: false });
        }
      }
    } else {
      const { parent, key } = node;
      let value = parent[key];
      if (typeof value === "string") {
        const isCustomFormatBigInt = customFormat.test(value);
        if (isCustomFormatBigInt) {
          value = BigInt(value.slice(0, -1));
        } else {
          const isNoise = noiseValue.test(value);
          if (isNoise) value = value.slice(0, -1);
        }
      }
      const hasUserReviver = typeof userReviver === "function";
      if (hasUserReviver) {
        value = userReviver.call(parent, key, value);
      }
      const isDeleted = value === void 0;
      if (isDeleted) {
        delete parent[key];
      } else {
        parent[key] = value;
      }
      stack.pop();
    }
  }
  return rootHolder[""];
}, "applyReviverIteratively");
var serializeBigInts = /* @__PURE__ */ __name((text) => {
  return text.replace(
    stringsOrLargeNumbers,
    (match, digits, fractional, exponential) => {
      const isString = match[0] === '"';
      const isNoise = isString && noiseValueWithQuotes.test(match);
      if (isNoise) return match.substring(0, match.length - 1) + 'n"';
      const hasFractionalOrExponential = fractional || exponential;
      const isLessThanMaxSafeInt = digits && (digits.length < MAX_DIGITS || digits.length === MAX_DIGITS && digits <= MAX_INT);
      const isStandardValue = isString || hasFractionalOrExponential || isLessThanMaxSafeInt;
      if (isStandardValue) return match;
      return '"' + match + 'n"';
    }
  );
}, "serializeBigInts");
var JSONParse = /* @__PURE__ */ __name((text, reviver) => {
  if (!text) return originalParse(text, reviver);
  try {
    if (isContextSourceSupported()) return JSONParseV2(text, reviver);
    const serializedData = serializeBigInts(text);
    return originalParse(
      serializedData,
      (key, value, context3) => convertMarkedBigIntsReviver(key, value, context3, reviver)
    );
  } catch (error) {
    if (error instanceof RangeError) {
      const serializedData = serializeBigInts(text);
      const parsed = originalParse(serializedData);
      return applyReviverIteratively(parsed, reviver);
    }
    throw error;
  }
}, "JSONParse");

// node_modules/@octokit/request-error/dist-src/index.js
var RequestError = class extends Error {
  static {
    __name(this, "RequestError");
  }
  name;
  /**
   * http status code
   */
  status;
  /**
   * Request options that lead to the error.
   */
  request;
  /**
   * Response object if a response was received
   */
  response;
  constructor(message, statusCode, options) {
    super(message, { cause: options.cause });
    this.name = "HttpError";
    this.status = Number.parseInt(statusCode);
    if (Number.isNaN(this.status)) {
      this.status = 0;
    }
    if ("response" in options) {
      this.response = options.response;
    }
    const requestCopy = Object.assign({}, options.request);
    if (options.request.headers.authorization) {
      requestCopy.headers = Object.assign({}, options.request.headers, {
        authorization: options.request.headers.authorization.replace(
          /(?<! ) .*$/,
          " [REDACTED]"
        )
      });
    }
    requestCopy.url = requestCopy.url.replace(/\bclient_secret=\w+/g, "client_secret=[REDACTED]").replace(/\baccess_token=\w+/g, "access_token=[REDACTED]");
    this.request = requestCopy;
  }
};

// node_modules/@octokit/request/dist-bundle/index.js
var VERSION2 = "10.0.16";
var defaults_default = {
  headers: {
    "user-agent": `octokit-request.js/${VERSION2} ${getUserAgent()}`
  }
};
function isPlainObject2(value) {
  if (typeof value !== "object" || value === null) return false;
  if (Object.prototype.toString.call(value) !== "[object Object]") return false;
  const proto = Object.getPrototypeOf(value);
  if (proto === null) return true;
  const Ctor = Object.prototype.hasOwnProperty.call(proto, "constructor") && proto.constructor;
  return typeof Ctor === "function" && Ctor instanceof Ctor && Function.prototype.call(Ctor) === Function.prototype.call(value);
}
__name(isPlainObject2, "isPlainObject");
var noop = /* @__PURE__ */ __name(() => "", "noop");
async function fetchWrapper(requestOptions) {
  const fetch2 = requestOptions.request?.fetch || globalThis.fetch;
  if (!fetch2) {
    throw new Error(
      "fetch is not set. Please pass a fetch implementation as new Octokit({ request: { fetch }}). Learn more at https://github.com/octokit/octokit.js/#fetch-missing"
    );
  }
  const log = requestOptions.request?.log || console;
  const parseSuccessResponseBody = requestOptions.request?.parseSuccessResponseBody !== false;
  const body = isPlainObject2(requestOptions.body) || Array.isArray(requestOptions.body) ? JSONStringify(requestOptions.body) : requestOptions.body;
  const requestHeaders = Object.fromEntries(
    Object.entries(requestOptions.headers).map(([name, value]) => [
      name,
      String(value)
    ])
  );
  let fetchResponse;
  try {
    fetchResponse = await fetch2(requestOptions.url, {
      method: requestOptions.method,
      body,
      redirect: requestOptions.request?.redirect,
      headers: requestHeaders,
      signal: requestOptions.request?.signal,
      // duplex must be set if request.body is ReadableStream or Async Iterables.
      // See https://fetch.spec.whatwg.org/#dom-requestinit-duplex.
      ...requestOptions.body && { duplex: "half" }
    });
  } catch (error) {
    let message = "Unknown Error";
    if (error instanceof Error) {
      if (error.name === "AbortError") {
        error.status = 500;
        throw error;
      }
      message = error.message;
      if (error.name === "TypeError" && "cause" in error) {
        if (error.cause instanceof Error) {
          message = error.cause.message;
        } else if (typeof error.cause === "string") {
          message = error.cause;
        }
      }
    }
    const requestError = new RequestError(message, 500, {
      request: requestOptions
    });
    requestError.cause = error;
    throw requestError;
  }
  const status = fetchResponse.status;
  const url = fetchResponse.url;
  const responseHeaders = {};
  for (const [key, value] of fetchResponse.headers) {
    responseHeaders[key] = value;
  }
  const octokitResponse = {
    url,
    status,
    headers: responseHeaders,
    data: ""
  };
  if ("deprecation" in responseHeaders) {
    const matches = responseHeaders.link && responseHeaders.link.match(/<([^<>]+)>; rel="deprecation"/);
    const deprecationLink = matches && matches.pop();
    log.warn(
      `[@octokit/request] "${requestOptions.method} ${requestOptions.url}" is deprecated. It is scheduled to be removed on ${responseHeaders.sunset}${deprecationLink ? `. See ${deprecationLink}` : ""}`
    );
  }
  if (status === 204 || status === 205) {
    return octokitResponse;
  }
  if (requestOptions.method === "HEAD") {
    if (status < 400) {
      return octokitResponse;
    }
    throw new RequestError(fetchResponse.statusText, status, {
      response: octokitResponse,
      request: requestOptions
    });
  }
  if (status === 304) {
    octokitResponse.data = await getResponseData(fetchResponse);
    throw new RequestError("Not modified", status, {
      response: octokitResponse,
      request: requestOptions
    });
  }
  if (status >= 400) {
    octokitResponse.data = await getResponseData(fetchResponse);
    throw new RequestError(toErrorMessage(octokitResponse.data), status, {
      response: octokitResponse,
      request: requestOptions
    });
  }
  octokitResponse.data = parseSuccessResponseBody ? await getResponseData(fetchResponse) : fetchResponse.body;
  return octokitResponse;
}
__name(fetchWrapper, "fetchWrapper");
async function getResponseData(response) {
  const contentType = response.headers.get("content-type");
  if (!contentType) {
    return response.text().catch(noop);
  }
  const mimetype = parse2(contentType);
  if (isJSONResponse(mimetype)) {
    let text = "";
    try {
      text = await response.text();
      return JSONParse(text);
    } catch (err) {
      return text;
    }
  } else if (mimetype.type.startsWith("text/") || // `application/octet-stream` is the canonical "arbitrary binary" type
  // (RFC 2046) and must never be decoded as text, even when the response
  // carries a (misleading) `charset=utf-8` parameter — see #751.
  mimetype.parameters.charset?.toLowerCase() === "utf-8" && mimetype.type !== "application/octet-stream") {
    return response.text().catch(noop);
  } else {
    return response.arrayBuffer().catch(
      /* v8 ignore next -- @preserve */
      () => new ArrayBuffer(0)
    );
  }
}
__name(getResponseData, "getResponseData");
function isJSONResponse(mimetype) {
  return mimetype.type === "application/json" || mimetype.type === "application/scim+json";
}
__name(isJSONResponse, "isJSONResponse");
function toErrorMessage(data) {
  if (typeof data === "string") {
    return data;
  }
  if (data instanceof ArrayBuffer) {
    return "Unknown error";
  }
  if (typeof data === "object" && data !== null && "message" in data) {
    const objectData = data;
    const suffix = "documentation_url" in objectData ? ` - ${objectData.documentation_url}` : "";
    return Array.isArray(objectData.errors) ? `${objectData.message}: ${objectData.errors.map((v) => JSON.stringify(v)).join(", ")}${suffix}` : `${objectData.message}${suffix}`;
  }
  return `Unknown error: ${JSON.stringify(data)}`;
}
__name(toErrorMessage, "toErrorMessage");
function withDefaults2(oldEndpoint, newDefaults) {
  const endpoint2 = oldEndpoint.defaults(newDefaults);
  const newApi = /* @__PURE__ */ __name(function(route, parameters) {
    const endpointOptions = endpoint2.merge(route, parameters);
    if (!endpointOptions.request || !endpointOptions.request.hook) {
      return fetchWrapper(endpoint2.parse(endpointOptions));
    }
    const request2 = /* @__PURE__ */ __name((route2, parameters2) => {
      return fetchWrapper(
        endpoint2.parse(endpoint2.merge(route2, parameters2))
      );
    }, "request2");
    Object.assign(request2, {
      endpoint: endpoint2,
      defaults: withDefaults2.bind(null, endpoint2)
    });
    return endpointOptions.request.hook(request2, endpointOptions);
  }, "newApi");
  return Object.assign(newApi, {
    endpoint: endpoint2,
    defaults: withDefaults2.bind(null, endpoint2)
  });
}
__name(withDefaults2, "withDefaults");
var request = withDefaults2(endpoint, defaults_default);

// node_modules/@octokit/graphql/dist-bundle/index.js
var VERSION3 = "0.0.0-development";
function _buildMessageForResponseErrors(data) {
  return `Request failed due to following response errors:
` + data.errors.map((e) => ` - ${e.message}`).join("\n");
}
__name(_buildMessageForResponseErrors, "_buildMessageForResponseErrors");
var GraphqlResponseError = class extends Error {
  static {
    __name(this, "GraphqlResponseError");
  }
  constructor(request2, headers, response) {
    super(_buildMessageForResponseErrors(response));
    this.request = request2;
    this.headers = headers;
    this.response = response;
    this.errors = response.errors;
    this.data = response.data;
    if (Error.captureStackTrace) {
      Error.captureStackTrace(this, this.constructor);
    }
  }
  request;
  headers;
  response;
  name = "GraphqlResponseError";
  errors;
  data;
};
var NON_VARIABLE_OPTIONS = [
  "method",
  "baseUrl",
  "url",
  "headers",
  "request",
  "query",
  "mediaType",
  "operationName"
];
var FORBIDDEN_VARIABLE_OPTIONS = ["query", "method", "url"];
var GHES_V3_SUFFIX_REGEX = /\/api\/v3\/?$/;
function graphql(request2, query, options) {
  if (options) {
    if (typeof query === "string" && "query" in options) {
      return Promise.reject(
        new Error(`[@octokit/graphql] "query" cannot be used as variable name`)
      );
    }
    for (const key in options) {
      if (!FORBIDDEN_VARIABLE_OPTIONS.includes(key)) continue;
      return Promise.reject(
        new Error(
          `[@octokit/graphql] "${key}" cannot be used as variable name`
        )
      );
    }
  }
  const parsedOptions = typeof query === "string" ? Object.assign({ query }, options) : query;
  const requestOptions = Object.keys(
    parsedOptions
  ).reduce((result2, key) => {
    if (NON_VARIABLE_OPTIONS.includes(key)) {
      result2[key] = parsedOptions[key];
      return result2;
    }
    if (!result2.variables) {
      result2.variables = {};
    }
    result2.variables[key] = parsedOptions[key];
    return result2;
  }, {});
  const baseUrl2 = parsedOptions.baseUrl || request2.endpoint.DEFAULTS.baseUrl;
  if (GHES_V3_SUFFIX_REGEX.test(baseUrl2)) {
    requestOptions.url = baseUrl2.replace(GHES_V3_SUFFIX_REGEX, "/api/graphql");
  }
  return request2(requestOptions).then((response) => {
    if (response.data.errors) {
      const headers = {};
      for (const key of Object.keys(response.headers)) {
        headers[key] = response.headers[key];
      }
      throw new GraphqlResponseError(
        requestOptions,
        headers,
        response.data
      );
    }
    return response.data.data;
  });
}
__name(graphql, "graphql");
function withDefaults3(request2, newDefaults) {
  const newRequest = request2.defaults(newDefaults);
  const newApi = /* @__PURE__ */ __name((query, options) => {
    return graphql(newRequest, query, options);
  }, "newApi");
  return Object.assign(newApi, {
    defaults: withDefaults3.bind(null, newRequest),
    endpoint: newRequest.endpoint
  });
}
__name(withDefaults3, "withDefaults");
var graphql2 = withDefaults3(request, {
  headers: {
    "user-agent": `octokit-graphql.js/${VERSION3} ${getUserAgent()}`
  },
  method: "POST",
  url: "/graphql"
});
function withCustomRequest(customRequest) {
  return withDefaults3(customRequest, {
    method: "POST",
    url: "/graphql"
  });
}
__name(withCustomRequest, "withCustomRequest");

// node_modules/@octokit/auth-token/dist-bundle/index.js
var b64url = "(?:[a-zA-Z0-9_-]+)";
var sep = "\\.";
var jwtRE = new RegExp(`^${b64url}${sep}${b64url}${sep}${b64url}$`);
var isJWT = jwtRE.test.bind(jwtRE);
async function auth(token) {
  const isApp = isJWT(token);
  const isInstallation = token.startsWith("v1.") || token.startsWith("ghs_");
  const isUserToServer = token.startsWith("ghu_");
  const tokenType = isApp ? "app" : isInstallation ? "installation" : isUserToServer ? "user-to-server" : "oauth";
  return {
    type: "token",
    token,
    tokenType
  };
}
__name(auth, "auth");
function withAuthorizationPrefix(token) {
  if (token.split(/\./).length === 3) {
    return `bearer ${token}`;
  }
  return `token ${token}`;
}
__name(withAuthorizationPrefix, "withAuthorizationPrefix");
async function hook(token, request2, route, parameters) {
  const endpoint2 = request2.endpoint.merge(
    route,
    parameters
  );
  endpoint2.headers.authorization = withAuthorizationPrefix(token);
  return request2(endpoint2);
}
__name(hook, "hook");
var createTokenAuth = /* @__PURE__ */ __name(function createTokenAuth2(token) {
  if (!token) {
    throw new Error("[@octokit/auth-token] No token passed to createTokenAuth");
  }
  if (typeof token !== "string") {
    throw new Error(
      "[@octokit/auth-token] Token passed to createTokenAuth is not a string"
    );
  }
  token = token.replace(/^(token|bearer) +/i, "");
  return Object.assign(auth.bind(null, token), {
    hook: hook.bind(null, token)
  });
}, "createTokenAuth2");

// node_modules/@octokit/core/dist-src/version.js
var VERSION4 = "7.0.8";

// node_modules/@octokit/core/dist-src/index.js
var noop2 = /* @__PURE__ */ __name(() => {
}, "noop");
var consoleWarn = console.warn.bind(console);
var consoleError = console.error.bind(console);
function createLogger(logger = {}) {
  if (typeof logger.debug !== "function") {
    logger.debug = noop2;
  }
  if (typeof logger.info !== "function") {
    logger.info = noop2;
  }
  if (typeof logger.warn !== "function") {
    logger.warn = consoleWarn;
  }
  if (typeof logger.error !== "function") {
    logger.error = consoleError;
  }
  return logger;
}
__name(createLogger, "createLogger");
var userAgentTrail = `octokit-core.js/${VERSION4} ${getUserAgent()}`;
var Octokit = class {
  static {
    __name(this, "Octokit");
  }
  static VERSION = VERSION4;
  static defaults(defaults2) {
    const OctokitWithDefaults = class extends this {
      static {
        __name(this, "OctokitWithDefaults");
      }
      constructor(...args) {
        const options = args[0] || {};
        if (typeof defaults2 === "function") {
          super(defaults2(options));
          return;
        }
        super(
          Object.assign(
            {},
            defaults2,
            options,
            options.userAgent && defaults2.userAgent ? {
              userAgent: `${options.userAgent} ${defaults2.userAgent}`
            } : null
          )
        );
      }
    };
    return OctokitWithDefaults;
  }
  static plugins = [];
  /**
   * Attach a plugin (or many) to your Octokit instance.
   *
   * @example
   * const API = Octokit.plugin(plugin1, plugin2, plugin3, ...)
   */
  static plugin(...newPlugins) {
    const currentPlugins = this.plugins;
    const NewOctokit = class extends this {
      static {
        __name(this, "NewOctokit");
      }
      static plugins = currentPlugins.concat(
        newPlugins.filter((plugin) => !currentPlugins.includes(plugin))
      );
    };
    return NewOctokit;
  }
  constructor(options = {}) {
    const hook2 = new before_after_hook_default.Collection();
    const requestDefaults = {
      baseUrl: request.endpoint.DEFAULTS.baseUrl,
      headers: {},
      request: Object.assign({}, options.request, {
        // @ts-ignore internal usage only, no need to type
        hook: hook2.bind(null, "request")
      }),
      mediaType: {
        previews: [],
        format: ""
      }
    };
    requestDefaults.headers["user-agent"] = options.userAgent ? `${options.userAgent} ${userAgentTrail}` : userAgentTrail;
    if (options.baseUrl) {
      requestDefaults.baseUrl = options.baseUrl;
    }
    if (options.previews) {
      requestDefaults.mediaType.previews = options.previews;
    }
    if (options.timeZone) {
      requestDefaults.headers["time-zone"] = options.timeZone;
    }
    this.request = request.defaults(requestDefaults);
    this.graphql = withCustomRequest(this.request).defaults(requestDefaults);
    this.log = createLogger(options.log);
    this.hook = hook2;
    if (!options.authStrategy) {
      if (!options.auth) {
        this.auth = async () => ({
          type: "unauthenticated"
        });
      } else {
        const auth2 = createTokenAuth(options.auth);
        hook2.wrap("request", auth2.hook);
        this.auth = auth2;
      }
    } else {
      const { authStrategy, ...otherOptions } = options;
      const auth2 = authStrategy(
        Object.assign(
          {
            request: this.request,
            log: this.log,
            // we pass the current octokit instance as well as its constructor options
            // to allow for authentication strategies that return a new octokit instance
            // that shares the same internal state as the current one. The original
            // requirement for this was the "event-octokit" authentication strategy
            // of https://github.com/probot/octokit-auth-probot.
            octokit: this,
            octokitOptions: otherOptions
          },
          options.auth
        )
      );
      hook2.wrap("request", auth2.hook);
      this.auth = auth2;
    }
    const classConstructor = this.constructor;
    for (let i = 0; i < classConstructor.plugins.length; ++i) {
      Object.assign(this, classConstructor.plugins[i](this, options));
    }
  }
  // assigned during constructor
  request;
  graphql;
  log;
  hook;
  // TODO: type `octokit.auth` based on passed options.authStrategy
  auth;
};

// node_modules/@octokit/plugin-rest-endpoint-methods/dist-src/version.js
var VERSION5 = "17.0.0";

// node_modules/@octokit/plugin-rest-endpoint-methods/dist-src/generated/endpoints.js
var Endpoints = {
  actions: {
    addCustomLabelsToSelfHostedRunnerForOrg: [
      "POST /orgs/{org}/actions/runners/{runner_id}/labels"
    ],
    addCustomLabelsToSelfHostedRunnerForRepo: [
      "POST /repos/{owner}/{repo}/actions/runners/{runner_id}/labels"
    ],
    addRepoAccessToSelfHostedRunnerGroupInOrg: [
      "PUT /orgs/{org}/actions/runner-groups/{runner_group_id}/repositories/{repository_id}"
    ],
    addSelectedRepoToOrgSecret: [
      "PUT /orgs/{org}/actions/secrets/{secret_name}/repositories/{repository_id}"
    ],
    addSelectedRepoToOrgVariable: [
      "PUT /orgs/{org}/actions/variables/{name}/repositories/{repository_id}"
    ],
    approveWorkflowRun: [
      "POST /repos/{owner}/{repo}/actions/runs/{run_id}/approve"
    ],
    cancelWorkflowRun: [
      "POST /repos/{owner}/{repo}/actions/runs/{run_id}/cancel"
    ],
    createEnvironmentVariable: [
      "POST /repos/{owner}/{repo}/environments/{environment_name}/variables"
    ],
    createHostedRunnerForOrg: ["POST /orgs/{org}/actions/hosted-runners"],
    createOrUpdateEnvironmentSecret: [
      "PUT /repos/{owner}/{repo}/environments/{environment_name}/secrets/{secret_name}"
    ],
    createOrUpdateOrgSecret: ["PUT /orgs/{org}/actions/secrets/{secret_name}"],
    createOrUpdateRepoSecret: [
      "PUT /repos/{owner}/{repo}/actions/secrets/{secret_name}"
    ],
    createOrgVariable: ["POST /orgs/{org}/actions/variables"],
    createRegistrationTokenForOrg: [
      "POST /orgs/{org}/actions/runners/registration-token"
    ],
    createRegistrationTokenForRepo: [
      "POST /repos/{owner}/{repo}/actions/runners/registration-token"
    ],
    createRemoveTokenForOrg: ["POST /orgs/{org}/actions/runners/remove-token"],
    createRemoveTokenForRepo: [
      "POST /repos/{owner}/{repo}/actions/runners/remove-token"
    ],
    createRepoVariable: ["POST /repos/{owner}/{repo}/actions/variables"],
    createWorkflowDispatch: [
      "POST /repos/{owner}/{repo}/actions/workflows/{workflow_id}/dispatches"
    ],
    deleteActionsCacheById: [
      "DELETE /repos/{owner}/{repo}/actions/caches/{cache_id}"
    ],
    deleteActionsCacheByKey: [
      "DELETE /repos/{owner}/{repo}/actions/caches{?key,ref}"
    ],
    deleteArtifact: [
      "DELETE /repos/{owner}/{repo}/actions/artifacts/{artifact_id}"
    ],
    deleteCustomImageFromOrg: [
      "DELETE /orgs/{org}/actions/hosted-runners/images/custom/{image_definition_id}"
    ],
    deleteCustomImageVersionFromOrg: [
      "DELETE /orgs/{org}/actions/hosted-runners/images/custom/{image_definition_id}/versions/{version}"
    ],
    deleteEnvironmentSecret: [
      "DELETE /repos/{owner}/{repo}/environments/{environment_name}/secrets/{secret_name}"
    ],
    deleteEnvironmentVariable: [
      "DELETE /repos/{owner}/{repo}/environments/{environment_name}/variables/{name}"
    ],
    deleteHostedRunnerForOrg: [
      "DELETE /orgs/{org}/actions/hosted-runners/{hosted_runner_id}"
    ],
    deleteOrgSecret: ["DELETE /orgs/{org}/actions/secrets/{secret_name}"],
    deleteOrgVariable: ["DELETE /orgs/{org}/actions/variables/{name}"],
    deleteRepoSecret: [
      "DELETE /repos/{owner}/{repo}/actions/secrets/{secret_name}"
    ],
    deleteRepoVariable: [
      "DELETE /repos/{owner}/{repo}/actions/variables/{name}"
    ],
    deleteSelfHostedRunnerFromOrg: [
      "DELETE /orgs/{org}/actions/runners/{runner_id}"
    ],
    deleteSelfHostedRunnerFromRepo: [
      "DELETE /repos/{owner}/{repo}/actions/runners/{runner_id}"
    ],
    deleteWorkflowRun: ["DELETE /repos/{owner}/{repo}/actions/runs/{run_id}"],
    deleteWorkflowRunLogs: [
      "DELETE /repos/{owner}/{repo}/actions/runs/{run_id}/logs"
    ],
    disableSelectedRepositoryGithubActionsOrganization: [
      "DELETE /orgs/{org}/actions/permissions/repositories/{repository_id}"
    ],
    disableWorkflow: [
      "PUT /repos/{owner}/{repo}/actions/workflows/{workflow_id}/disable"
    ],
    downloadArtifact: [
      "GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}/{archive_format}"
    ],
    downloadJobLogsForWorkflowRun: [
      "GET /repos/{owner}/{repo}/actions/jobs/{job_id}/logs"
    ],
    downloadWorkflowRunAttemptLogs: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}/logs"
    ],
    downloadWorkflowRunLogs: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/logs"
    ],
    enableSelectedRepositoryGithubActionsOrganization: [
      "PUT /orgs/{org}/actions/permissions/repositories/{repository_id}"
    ],
    enableWorkflow: [
      "PUT /repos/{owner}/{repo}/actions/workflows/{workflow_id}/enable"
    ],
    forceCancelWorkflowRun: [
      "POST /repos/{owner}/{repo}/actions/runs/{run_id}/force-cancel"
    ],
    generateRunnerJitconfigForOrg: [
      "POST /orgs/{org}/actions/runners/generate-jitconfig"
    ],
    generateRunnerJitconfigForRepo: [
      "POST /repos/{owner}/{repo}/actions/runners/generate-jitconfig"
    ],
    getActionsCacheList: ["GET /repos/{owner}/{repo}/actions/caches"],
    getActionsCacheUsage: ["GET /repos/{owner}/{repo}/actions/cache/usage"],
    getActionsCacheUsageByRepoForOrg: [
      "GET /orgs/{org}/actions/cache/usage-by-repository"
    ],
    getActionsCacheUsageForOrg: ["GET /orgs/{org}/actions/cache/usage"],
    getAllowedActionsOrganization: [
      "GET /orgs/{org}/actions/permissions/selected-actions"
    ],
    getAllowedActionsRepository: [
      "GET /repos/{owner}/{repo}/actions/permissions/selected-actions"
    ],
    getArtifact: ["GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}"],
    getCustomImageForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/images/custom/{image_definition_id}"
    ],
    getCustomImageVersionForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/images/custom/{image_definition_id}/versions/{version}"
    ],
    getCustomOidcSubClaimForRepo: [
      "GET /repos/{owner}/{repo}/actions/oidc/customization/sub"
    ],
    getEnvironmentPublicKey: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/secrets/public-key"
    ],
    getEnvironmentSecret: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/secrets/{secret_name}"
    ],
    getEnvironmentVariable: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/variables/{name}"
    ],
    getGithubActionsDefaultWorkflowPermissionsOrganization: [
      "GET /orgs/{org}/actions/permissions/workflow"
    ],
    getGithubActionsDefaultWorkflowPermissionsRepository: [
      "GET /repos/{owner}/{repo}/actions/permissions/workflow"
    ],
    getGithubActionsPermissionsOrganization: [
      "GET /orgs/{org}/actions/permissions"
    ],
    getGithubActionsPermissionsRepository: [
      "GET /repos/{owner}/{repo}/actions/permissions"
    ],
    getHostedRunnerForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/{hosted_runner_id}"
    ],
    getHostedRunnersGithubOwnedImagesForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/images/github-owned"
    ],
    getHostedRunnersLimitsForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/limits"
    ],
    getHostedRunnersMachineSpecsForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/machine-sizes"
    ],
    getHostedRunnersPartnerImagesForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/images/partner"
    ],
    getHostedRunnersPlatformsForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/platforms"
    ],
    getJobForWorkflowRun: ["GET /repos/{owner}/{repo}/actions/jobs/{job_id}"],
    getOrgPublicKey: ["GET /orgs/{org}/actions/secrets/public-key"],
    getOrgSecret: ["GET /orgs/{org}/actions/secrets/{secret_name}"],
    getOrgVariable: ["GET /orgs/{org}/actions/variables/{name}"],
    getPendingDeploymentsForRun: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/pending_deployments"
    ],
    getRepoPermissions: [
      "GET /repos/{owner}/{repo}/actions/permissions",
      {},
      { renamed: ["actions", "getGithubActionsPermissionsRepository"] }
    ],
    getRepoPublicKey: ["GET /repos/{owner}/{repo}/actions/secrets/public-key"],
    getRepoSecret: ["GET /repos/{owner}/{repo}/actions/secrets/{secret_name}"],
    getRepoVariable: ["GET /repos/{owner}/{repo}/actions/variables/{name}"],
    getReviewsForRun: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/approvals"
    ],
    getSelfHostedRunnerForOrg: ["GET /orgs/{org}/actions/runners/{runner_id}"],
    getSelfHostedRunnerForRepo: [
      "GET /repos/{owner}/{repo}/actions/runners/{runner_id}"
    ],
    getWorkflow: ["GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}"],
    getWorkflowAccessToRepository: [
      "GET /repos/{owner}/{repo}/actions/permissions/access"
    ],
    getWorkflowRun: ["GET /repos/{owner}/{repo}/actions/runs/{run_id}"],
    getWorkflowRunAttempt: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}"
    ],
    getWorkflowRunUsage: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/timing"
    ],
    getWorkflowUsage: [
      "GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/timing"
    ],
    listArtifactsForRepo: ["GET /repos/{owner}/{repo}/actions/artifacts"],
    listCustomImageVersionsForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/images/custom/{image_definition_id}/versions"
    ],
    listCustomImagesForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/images/custom"
    ],
    listEnvironmentSecrets: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/secrets"
    ],
    listEnvironmentVariables: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/variables"
    ],
    listGithubHostedRunnersInGroupForOrg: [
      "GET /orgs/{org}/actions/runner-groups/{runner_group_id}/hosted-runners"
    ],
    listHostedRunnersForOrg: ["GET /orgs/{org}/actions/hosted-runners"],
    listJobsForWorkflowRun: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/jobs"
    ],
    listJobsForWorkflowRunAttempt: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}/jobs"
    ],
    listLabelsForSelfHostedRunnerForOrg: [
      "GET /orgs/{org}/actions/runners/{runner_id}/labels"
    ],
    listLabelsForSelfHostedRunnerForRepo: [
      "GET /repos/{owner}/{repo}/actions/runners/{runner_id}/labels"
    ],
    listOrgSecrets: ["GET /orgs/{org}/actions/secrets"],
    listOrgVariables: ["GET /orgs/{org}/actions/variables"],
    listRepoOrganizationSecrets: [
      "GET /repos/{owner}/{repo}/actions/organization-secrets"
    ],
    listRepoOrganizationVariables: [
      "GET /repos/{owner}/{repo}/actions/organization-variables"
    ],
    listRepoSecrets: ["GET /repos/{owner}/{repo}/actions/secrets"],
    listRepoVariables: ["GET /repos/{owner}/{repo}/actions/variables"],
    listRepoWorkflows: ["GET /repos/{owner}/{repo}/actions/workflows"],
    listRunnerApplicationsForOrg: ["GET /orgs/{org}/actions/runners/downloads"],
    listRunnerApplicationsForRepo: [
      "GET /repos/{owner}/{repo}/actions/runners/downloads"
    ],
    listSelectedReposForOrgSecret: [
      "GET /orgs/{org}/actions/secrets/{secret_name}/repositories"
    ],
    listSelectedReposForOrgVariable: [
      "GET /orgs/{org}/actions/variables/{name}/repositories"
    ],
    listSelectedRepositoriesEnabledGithubActionsOrganization: [
      "GET /orgs/{org}/actions/permissions/repositories"
    ],
    listSelfHostedRunnersForOrg: ["GET /orgs/{org}/actions/runners"],
    listSelfHostedRunnersForRepo: ["GET /repos/{owner}/{repo}/actions/runners"],
    listWorkflowRunArtifacts: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts"
    ],
    listWorkflowRuns: [
      "GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs"
    ],
    listWorkflowRunsForRepo: ["GET /repos/{owner}/{repo}/actions/runs"],
    reRunJobForWorkflowRun: [
      "POST /repos/{owner}/{repo}/actions/jobs/{job_id}/rerun"
    ],
    reRunWorkflow: ["POST /repos/{owner}/{repo}/actions/runs/{run_id}/rerun"],
    reRunWorkflowFailedJobs: [
      "POST /repos/{owner}/{repo}/actions/runs/{run_id}/rerun-failed-jobs"
    ],
    removeAllCustomLabelsFromSelfHostedRunnerForOrg: [
      "DELETE /orgs/{org}/actions/runners/{runner_id}/labels"
    ],
    removeAllCustomLabelsFromSelfHostedRunnerForRepo: [
      "DELETE /repos/{owner}/{repo}/actions/runners/{runner_id}/labels"
    ],
    removeCustomLabelFromSelfHostedRunnerForOrg: [
      "DELETE /orgs/{org}/actions/runners/{runner_id}/labels/{name}"
    ],
    removeCustomLabelFromSelfHostedRunnerForRepo: [
      "DELETE /repos/{owner}/{repo}/actions/runners/{runner_id}/labels/{name}"
    ],
    removeSelectedRepoFromOrgSecret: [
      "DELETE /orgs/{org}/actions/secrets/{secret_name}/repositories/{repository_id}"
    ],
    removeSelectedRepoFromOrgVariable: [
      "DELETE /orgs/{org}/actions/variables/{name}/repositories/{repository_id}"
    ],
    reviewCustomGatesForRun: [
      "POST /repos/{owner}/{repo}/actions/runs/{run_id}/deployment_protection_rule"
    ],
    reviewPendingDeploymentsForRun: [
      "POST /repos/{owner}/{repo}/actions/runs/{run_id}/pending_deployments"
    ],
    setAllowedActionsOrganization: [
      "PUT /orgs/{org}/actions/permissions/selected-actions"
    ],
    setAllowedActionsRepository: [
      "PUT /repos/{owner}/{repo}/actions/permissions/selected-actions"
    ],
    setCustomLabelsForSelfHostedRunnerForOrg: [
      "PUT /orgs/{org}/actions/runners/{runner_id}/labels"
    ],
    setCustomLabelsForSelfHostedRunnerForRepo: [
      "PUT /repos/{owner}/{repo}/actions/runners/{runner_id}/labels"
    ],
    setCustomOidcSubClaimForRepo: [
      "PUT /repos/{owner}/{repo}/actions/oidc/customization/sub"
    ],
    setGithubActionsDefaultWorkflowPermissionsOrganization: [
      "PUT /orgs/{org}/actions/permissions/workflow"
    ],
    setGithubActionsDefaultWorkflowPermissionsRepository: [
      "PUT /repos/{owner}/{repo}/actions/permissions/workflow"
    ],
    setGithubActionsPermissionsOrganization: [
      "PUT /orgs/{org}/actions/permissions"
    ],
    setGithubActionsPermissionsRepository: [
      "PUT /repos/{owner}/{repo}/actions/permissions"
    ],
    setSelectedReposForOrgSecret: [
      "PUT /orgs/{org}/actions/secrets/{secret_name}/repositories"
    ],
    setSelectedReposForOrgVariable: [
      "PUT /orgs/{org}/actions/variables/{name}/repositories"
    ],
    setSelectedRepositoriesEnabledGithubActionsOrganization: [
      "PUT /orgs/{org}/actions/permissions/repositories"
    ],
    setWorkflowAccessToRepository: [
      "PUT /repos/{owner}/{repo}/actions/permissions/access"
    ],
    updateEnvironmentVariable: [
      "PATCH /repos/{owner}/{repo}/environments/{environment_name}/variables/{name}"
    ],
    updateHostedRunnerForOrg: [
      "PATCH /orgs/{org}/actions/hosted-runners/{hosted_runner_id}"
    ],
    updateOrgVariable: ["PATCH /orgs/{org}/actions/variables/{name}"],
    updateRepoVariable: [
      "PATCH /repos/{owner}/{repo}/actions/variables/{name}"
    ]
  },
  activity: {
    checkRepoIsStarredByAuthenticatedUser: ["GET /user/starred/{owner}/{repo}"],
    deleteRepoSubscription: ["DELETE /repos/{owner}/{repo}/subscription"],
    deleteThreadSubscription: [
      "DELETE /notifications/threads/{thread_id}/subscription"
    ],
    getFeeds: ["GET /feeds"],
    getRepoSubscription: ["GET /repos/{owner}/{repo}/subscription"],
    getThread: ["GET /notifications/threads/{thread_id}"],
    getThreadSubscriptionForAuthenticatedUser: [
      "GET /notifications/threads/{thread_id}/subscription"
    ],
    listEventsForAuthenticatedUser: ["GET /users/{username}/events"],
    listNotificationsForAuthenticatedUser: ["GET /notifications"],
    listOrgEventsForAuthenticatedUser: [
      "GET /users/{username}/events/orgs/{org}"
    ],
    listPublicEvents: ["GET /events"],
    listPublicEventsForRepoNetwork: ["GET /networks/{owner}/{repo}/events"],
    listPublicEventsForUser: ["GET /users/{username}/events/public"],
    listPublicOrgEvents: ["GET /orgs/{org}/events"],
    listReceivedEventsForUser: ["GET /users/{username}/received_events"],
    listReceivedPublicEventsForUser: [
      "GET /users/{username}/received_events/public"
    ],
    listRepoEvents: ["GET /repos/{owner}/{repo}/events"],
    listRepoNotificationsForAuthenticatedUser: [
      "GET /repos/{owner}/{repo}/notifications"
    ],
    listReposStarredByAuthenticatedUser: ["GET /user/starred"],
    listReposStarredByUser: ["GET /users/{username}/starred"],
    listReposWatchedByUser: ["GET /users/{username}/subscriptions"],
    listStargazersForRepo: ["GET /repos/{owner}/{repo}/stargazers"],
    listWatchedReposForAuthenticatedUser: ["GET /user/subscriptions"],
    listWatchersForRepo: ["GET /repos/{owner}/{repo}/subscribers"],
    markNotificationsAsRead: ["PUT /notifications"],
    markRepoNotificationsAsRead: ["PUT /repos/{owner}/{repo}/notifications"],
    markThreadAsDone: ["DELETE /notifications/threads/{thread_id}"],
    markThreadAsRead: ["PATCH /notifications/threads/{thread_id}"],
    setRepoSubscription: ["PUT /repos/{owner}/{repo}/subscription"],
    setThreadSubscription: [
      "PUT /notifications/threads/{thread_id}/subscription"
    ],
    starRepoForAuthenticatedUser: ["PUT /user/starred/{owner}/{repo}"],
    unstarRepoForAuthenticatedUser: ["DELETE /user/starred/{owner}/{repo}"]
  },
  apps: {
    addRepoToInstallation: [
      "PUT /user/installations/{installation_id}/repositories/{repository_id}",
      {},
      { renamed: ["apps", "addRepoToInstallationForAuthenticatedUser"] }
    ],
    addRepoToInstallationForAuthenticatedUser: [
      "PUT /user/installations/{installation_id}/repositories/{repository_id}"
    ],
    checkToken: ["POST /applications/{client_id}/token"],
    createFromManifest: ["POST /app-manifests/{code}/conversions"],
    createInstallationAccessToken: [
      "POST /app/installations/{installation_id}/access_tokens"
    ],
    deleteAuthorization: ["DELETE /applications/{client_id}/grant"],
    deleteInstallation: ["DELETE /app/installations/{installation_id}"],
    deleteToken: ["DELETE /applications/{client_id}/token"],
    getAuthenticated: ["GET /app"],
    getBySlug: ["GET /apps/{app_slug}"],
    getInstallation: ["GET /app/installations/{installation_id}"],
    getOrgInstallation: ["GET /orgs/{org}/installation"],
    getRepoInstallation: ["GET /repos/{owner}/{repo}/installation"],
    getSubscriptionPlanForAccount: [
      "GET /marketplace_listing/accounts/{account_id}"
    ],
    getSubscriptionPlanForAccountStubbed: [
      "GET /marketplace_listing/stubbed/accounts/{account_id}"
    ],
    getUserInstallation: ["GET /users/{username}/installation"],
    getWebhookConfigForApp: ["GET /app/hook/config"],
    getWebhookDelivery: ["GET /app/hook/deliveries/{delivery_id}"],
    listAccountsForPlan: ["GET /marketplace_listing/plans/{plan_id}/accounts"],
    listAccountsForPlanStubbed: [
      "GET /marketplace_listing/stubbed/plans/{plan_id}/accounts"
    ],
    listInstallationReposForAuthenticatedUser: [
      "GET /user/installations/{installation_id}/repositories"
    ],
    listInstallationRequestsForAuthenticatedApp: [
      "GET /app/installation-requests"
    ],
    listInstallations: ["GET /app/installations"],
    listInstallationsForAuthenticatedUser: ["GET /user/installations"],
    listPlans: ["GET /marketplace_listing/plans"],
    listPlansStubbed: ["GET /marketplace_listing/stubbed/plans"],
    listReposAccessibleToInstallation: ["GET /installation/repositories"],
    listSubscriptionsForAuthenticatedUser: ["GET /user/marketplace_purchases"],
    listSubscriptionsForAuthenticatedUserStubbed: [
      "GET /user/marketplace_purchases/stubbed"
    ],
    listWebhookDeliveries: ["GET /app/hook/deliveries"],
    redeliverWebhookDelivery: [
      "POST /app/hook/deliveries/{delivery_id}/attempts"
    ],
    removeRepoFromInstallation: [
      "DELETE /user/installations/{installation_id}/repositories/{repository_id}",
      {},
      { renamed: ["apps", "removeRepoFromInstallationForAuthenticatedUser"] }
    ],
    removeRepoFromInstallationForAuthenticatedUser: [
      "DELETE /user/installations/{installation_id}/repositories/{repository_id}"
    ],
    resetToken: ["PATCH /applications/{client_id}/token"],
    revokeInstallationAccessToken: ["DELETE /installation/token"],
    scopeToken: ["POST /applications/{client_id}/token/scoped"],
    suspendInstallation: ["PUT /app/installations/{installation_id}/suspended"],
    unsuspendInstallation: [
      "DELETE /app/installations/{installation_id}/suspended"
    ],
    updateWebhookConfigForApp: ["PATCH /app/hook/config"]
  },
  billing: {
    getGithubActionsBillingOrg: ["GET /orgs/{org}/settings/billing/actions"],
    getGithubActionsBillingUser: [
      "GET /users/{username}/settings/billing/actions"
    ],
    getGithubBillingPremiumRequestUsageReportOrg: [
      "GET /organizations/{org}/settings/billing/premium_request/usage"
    ],
    getGithubBillingPremiumRequestUsageReportUser: [
      "GET /users/{username}/settings/billing/premium_request/usage"
    ],
    getGithubBillingUsageReportOrg: [
      "GET /organizations/{org}/settings/billing/usage"
    ],
    getGithubBillingUsageReportUser: [
      "GET /users/{username}/settings/billing/usage"
    ],
    getGithubPackagesBillingOrg: ["GET /orgs/{org}/settings/billing/packages"],
    getGithubPackagesBillingUser: [
      "GET /users/{username}/settings/billing/packages"
    ],
    getSharedStorageBillingOrg: [
      "GET /orgs/{org}/settings/billing/shared-storage"
    ],
    getSharedStorageBillingUser: [
      "GET /users/{username}/settings/billing/shared-storage"
    ]
  },
  campaigns: {
    createCampaign: ["POST /orgs/{org}/campaigns"],
    deleteCampaign: ["DELETE /orgs/{org}/campaigns/{campaign_number}"],
    getCampaignSummary: ["GET /orgs/{org}/campaigns/{campaign_number}"],
    listOrgCampaigns: ["GET /orgs/{org}/campaigns"],
    updateCampaign: ["PATCH /orgs/{org}/campaigns/{campaign_number}"]
  },
  checks: {
    create: ["POST /repos/{owner}/{repo}/check-runs"],
    createSuite: ["POST /repos/{owner}/{repo}/check-suites"],
    get: ["GET /repos/{owner}/{repo}/check-runs/{check_run_id}"],
    getSuite: ["GET /repos/{owner}/{repo}/check-suites/{check_suite_id}"],
    listAnnotations: [
      "GET /repos/{owner}/{repo}/check-runs/{check_run_id}/annotations"
    ],
    listForRef: ["GET /repos/{owner}/{repo}/commits/{ref}/check-runs"],
    listForSuite: [
      "GET /repos/{owner}/{repo}/check-suites/{check_suite_id}/check-runs"
    ],
    listSuitesForRef: ["GET /repos/{owner}/{repo}/commits/{ref}/check-suites"],
    rerequestRun: [
      "POST /repos/{owner}/{repo}/check-runs/{check_run_id}/rerequest"
    ],
    rerequestSuite: [
      "POST /repos/{owner}/{repo}/check-suites/{check_suite_id}/rerequest"
    ],
    setSuitesPreferences: [
      "PATCH /repos/{owner}/{repo}/check-suites/preferences"
    ],
    update: ["PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}"]
  },
  codeScanning: {
    commitAutofix: [
      "POST /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}/autofix/commits"
    ],
    createAutofix: [
      "POST /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}/autofix"
    ],
    createVariantAnalysis: [
      "POST /repos/{owner}/{repo}/code-scanning/codeql/variant-analyses"
    ],
    deleteAnalysis: [
      "DELETE /repos/{owner}/{repo}/code-scanning/analyses/{analysis_id}{?confirm_delete}"
    ],
    deleteCodeqlDatabase: [
      "DELETE /repos/{owner}/{repo}/code-scanning/codeql/databases/{language}"
    ],
    getAlert: [
      "GET /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}",
      {},
      { renamedParameters: { alert_id: "alert_number" } }
    ],
    getAnalysis: [
      "GET /repos/{owner}/{repo}/code-scanning/analyses/{analysis_id}"
    ],
    getAutofix: [
      "GET /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}/autofix"
    ],
    getCodeqlDatabase: [
      "GET /repos/{owner}/{repo}/code-scanning/codeql/databases/{language}"
    ],
    getDefaultSetup: ["GET /repos/{owner}/{repo}/code-scanning/default-setup"],
    getSarif: ["GET /repos/{owner}/{repo}/code-scanning/sarifs/{sarif_id}"],
    getVariantAnalysis: [
      "GET /repos/{owner}/{repo}/code-scanning/codeql/variant-analyses/{codeql_variant_analysis_id}"
    ],
    getVariantAnalysisRepoTask: [
      "GET /repos/{owner}/{repo}/code-scanning/codeql/variant-analyses/{codeql_variant_analysis_id}/repos/{repo_owner}/{repo_name}"
    ],
    listAlertInstances: [
      "GET /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}/instances"
    ],
    listAlertsForOrg: ["GET /orgs/{org}/code-scanning/alerts"],
    listAlertsForRepo: ["GET /repos/{owner}/{repo}/code-scanning/alerts"],
    listAlertsInstances: [
      "GET /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}/instances",
      {},
      { renamed: ["codeScanning", "listAlertInstances"] }
    ],
    listCodeqlDatabases: [
      "GET /repos/{owner}/{repo}/code-scanning/codeql/databases"
    ],
    listRecentAnalyses: ["GET /repos/{owner}/{repo}/code-scanning/analyses"],
    updateAlert: [
      "PATCH /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}"
    ],
    updateDefaultSetup: [
      "PATCH /repos/{owner}/{repo}/code-scanning/default-setup"
    ],
    uploadSarif: ["POST /repos/{owner}/{repo}/code-scanning/sarifs"]
  },
  codeSecurity: {
    attachConfiguration: [
      "POST /orgs/{org}/code-security/configurations/{configuration_id}/attach"
    ],
    attachEnterpriseConfiguration: [
      "POST /enterprises/{enterprise}/code-security/configurations/{configuration_id}/attach"
    ],
    createConfiguration: ["POST /orgs/{org}/code-security/configurations"],
    createConfigurationForEnterprise: [
      "POST /enterprises/{enterprise}/code-security/configurations"
    ],
    deleteConfiguration: [
      "DELETE /orgs/{org}/code-security/configurations/{configuration_id}"
    ],
    deleteConfigurationForEnterprise: [
      "DELETE /enterprises/{enterprise}/code-security/configurations/{configuration_id}"
    ],
    detachConfiguration: [
      "DELETE /orgs/{org}/code-security/configurations/detach"
    ],
    getConfiguration: [
      "GET /orgs/{org}/code-security/configurations/{configuration_id}"
    ],
    getConfigurationForRepository: [
      "GET /repos/{owner}/{repo}/code-security-configuration"
    ],
    getConfigurationsForEnterprise: [
      "GET /enterprises/{enterprise}/code-security/configurations"
    ],
    getConfigurationsForOrg: ["GET /orgs/{org}/code-security/configurations"],
    getDefaultConfigurations: [
      "GET /orgs/{org}/code-security/configurations/defaults"
    ],
    getDefaultConfigurationsForEnterprise: [
      "GET /enterprises/{enterprise}/code-security/configurations/defaults"
    ],
    getRepositoriesForConfiguration: [
      "GET /orgs/{org}/code-security/configurations/{configuration_id}/repositories"
    ],
    getRepositoriesForEnterpriseConfiguration: [
      "GET /enterprises/{enterprise}/code-security/configurations/{configuration_id}/repositories"
    ],
    getSingleConfigurationForEnterprise: [
      "GET /enterprises/{enterprise}/code-security/configurations/{configuration_id}"
    ],
    setConfigurationAsDefault: [
      "PUT /orgs/{org}/code-security/configurations/{configuration_id}/defaults"
    ],
    setConfigurationAsDefaultForEnterprise: [
      "PUT /enterprises/{enterprise}/code-security/configurations/{configuration_id}/defaults"
    ],
    updateConfiguration: [
      "PATCH /orgs/{org}/code-security/configurations/{configuration_id}"
    ],
    updateEnterpriseConfiguration: [
      "PATCH /enterprises/{enterprise}/code-security/configurations/{configuration_id}"
    ]
  },
  codesOfConduct: {
    getAllCodesOfConduct: ["GET /codes_of_conduct"],
    getConductCode: ["GET /codes_of_conduct/{key}"]
  },
  codespaces: {
    addRepositoryForSecretForAuthenticatedUser: [
      "PUT /user/codespaces/secrets/{secret_name}/repositories/{repository_id}"
    ],
    addSelectedRepoToOrgSecret: [
      "PUT /orgs/{org}/codespaces/secrets/{secret_name}/repositories/{repository_id}"
    ],
    checkPermissionsForDevcontainer: [
      "GET /repos/{owner}/{repo}/codespaces/permissions_check"
    ],
    codespaceMachinesForAuthenticatedUser: [
      "GET /user/codespaces/{codespace_name}/machines"
    ],
    createForAuthenticatedUser: ["POST /user/codespaces"],
    createOrUpdateOrgSecret: [
      "PUT /orgs/{org}/codespaces/secrets/{secret_name}"
    ],
    createOrUpdateRepoSecret: [
      "PUT /repos/{owner}/{repo}/codespaces/secrets/{secret_name}"
    ],
    createOrUpdateSecretForAuthenticatedUser: [
      "PUT /user/codespaces/secrets/{secret_name}"
    ],
    createWithPrForAuthenticatedUser: [
      "POST /repos/{owner}/{repo}/pulls/{pull_number}/codespaces"
    ],
    createWithRepoForAuthenticatedUser: [
      "POST /repos/{owner}/{repo}/codespaces"
    ],
    deleteForAuthenticatedUser: ["DELETE /user/codespaces/{codespace_name}"],
    deleteFromOrganization: [
      "DELETE /orgs/{org}/members/{username}/codespaces/{codespace_name}"
    ],
    deleteOrgSecret: ["DELETE /orgs/{org}/codespaces/secrets/{secret_name}"],
    deleteRepoSecret: [
      "DELETE /repos/{owner}/{repo}/codespaces/secrets/{secret_name}"
    ],
    deleteSecretForAuthenticatedUser: [
      "DELETE /user/codespaces/secrets/{secret_name}"
    ],
    exportForAuthenticatedUser: [
      "POST /user/codespaces/{codespace_name}/exports"
    ],
    getCodespacesForUserInOrg: [
      "GET /orgs/{org}/members/{username}/codespaces"
    ],
    getExportDetailsForAuthenticatedUser: [
      "GET /user/codespaces/{codespace_name}/exports/{export_id}"
    ],
    getForAuthenticatedUser: ["GET /user/codespaces/{codespace_name}"],
    getOrgPublicKey: ["GET /orgs/{org}/codespaces/secrets/public-key"],
    getOrgSecret: ["GET /orgs/{org}/codespaces/secrets/{secret_name}"],
    getPublicKeyForAuthenticatedUser: [
      "GET /user/codespaces/secrets/public-key"
    ],
    getRepoPublicKey: [
      "GET /repos/{owner}/{repo}/codespaces/secrets/public-key"
    ],
    getRepoSecret: [
      "GET /repos/{owner}/{repo}/codespaces/secrets/{secret_name}"
    ],
    getSecretForAuthenticatedUser: [
      "GET /user/codespaces/secrets/{secret_name}"
    ],
    listDevcontainersInRepositoryForAuthenticatedUser: [
      "GET /repos/{owner}/{repo}/codespaces/devcontainers"
    ],
    listForAuthenticatedUser: ["GET /user/codespaces"],
    listInOrganization: [
      "GET /orgs/{org}/codespaces",
      {},
      { renamedParameters: { org_id: "org" } }
    ],
    listInRepositoryForAuthenticatedUser: [
      "GET /repos/{owner}/{repo}/codespaces"
    ],
    listOrgSecrets: ["GET /orgs/{org}/codespaces/secrets"],
    listRepoSecrets: ["GET /repos/{owner}/{repo}/codespaces/secrets"],
    listRepositoriesForSecretForAuthenticatedUser: [
      "GET /user/codespaces/secrets/{secret_name}/repositories"
    ],
    listSecretsForAuthenticatedUser: ["GET /user/codespaces/secrets"],
    listSelectedReposForOrgSecret: [
      "GET /orgs/{org}/codespaces/secrets/{secret_name}/repositories"
    ],
    preFlightWithRepoForAuthenticatedUser: [
      "GET /repos/{owner}/{repo}/codespaces/new"
    ],
    publishForAuthenticatedUser: [
      "POST /user/codespaces/{codespace_name}/publish"
    ],
    removeRepositoryForSecretForAuthenticatedUser: [
      "DELETE /user/codespaces/secrets/{secret_name}/repositories/{repository_id}"
    ],
    removeSelectedRepoFromOrgSecret: [
      "DELETE /orgs/{org}/codespaces/secrets/{secret_name}/repositories/{repository_id}"
    ],
    repoMachinesForAuthenticatedUser: [
      "GET /repos/{owner}/{repo}/codespaces/machines"
    ],
    setRepositoriesForSecretForAuthenticatedUser: [
      "PUT /user/codespaces/secrets/{secret_name}/repositories"
    ],
    setSelectedReposForOrgSecret: [
      "PUT /orgs/{org}/codespaces/secrets/{secret_name}/repositories"
    ],
    startForAuthenticatedUser: ["POST /user/codespaces/{codespace_name}/start"],
    stopForAuthenticatedUser: ["POST /user/codespaces/{codespace_name}/stop"],
    stopInOrganization: [
      "POST /orgs/{org}/members/{username}/codespaces/{codespace_name}/stop"
    ],
    updateForAuthenticatedUser: ["PATCH /user/codespaces/{codespace_name}"]
  },
  copilot: {
    addCopilotSeatsForTeams: [
      "POST /orgs/{org}/copilot/billing/selected_teams"
    ],
    addCopilotSeatsForUsers: [
      "POST /orgs/{org}/copilot/billing/selected_users"
    ],
    cancelCopilotSeatAssignmentForTeams: [
      "DELETE /orgs/{org}/copilot/billing/selected_teams"
    ],
    cancelCopilotSeatAssignmentForUsers: [
      "DELETE /orgs/{org}/copilot/billing/selected_users"
    ],
    copilotMetricsForOrganization: ["GET /orgs/{org}/copilot/metrics"],
    copilotMetricsForTeam: ["GET /orgs/{org}/team/{team_slug}/copilot/metrics"],
    getCopilotOrganizationDetails: ["GET /orgs/{org}/copilot/billing"],
    getCopilotSeatDetailsForUser: [
      "GET /orgs/{org}/members/{username}/copilot"
    ],
    listCopilotSeats: ["GET /orgs/{org}/copilot/billing/seats"]
  },
  credentials: { revoke: ["POST /credentials/revoke"] },
  dependabot: {
    addSelectedRepoToOrgSecret: [
      "PUT /orgs/{org}/dependabot/secrets/{secret_name}/repositories/{repository_id}"
    ],
    createOrUpdateOrgSecret: [
      "PUT /orgs/{org}/dependabot/secrets/{secret_name}"
    ],
    createOrUpdateRepoSecret: [
      "PUT /repos/{owner}/{repo}/dependabot/secrets/{secret_name}"
    ],
    deleteOrgSecret: ["DELETE /orgs/{org}/dependabot/secrets/{secret_name}"],
    deleteRepoSecret: [
      "DELETE /repos/{owner}/{repo}/dependabot/secrets/{secret_name}"
    ],
    getAlert: ["GET /repos/{owner}/{repo}/dependabot/alerts/{alert_number}"],
    getOrgPublicKey: ["GET /orgs/{org}/dependabot/secrets/public-key"],
    getOrgSecret: ["GET /orgs/{org}/dependabot/secrets/{secret_name}"],
    getRepoPublicKey: [
      "GET /repos/{owner}/{repo}/dependabot/secrets/public-key"
    ],
    getRepoSecret: [
      "GET /repos/{owner}/{repo}/dependabot/secrets/{secret_name}"
    ],
    listAlertsForEnterprise: [
      "GET /enterprises/{enterprise}/dependabot/alerts"
    ],
    listAlertsForOrg: ["GET /orgs/{org}/dependabot/alerts"],
    listAlertsForRepo: ["GET /repos/{owner}/{repo}/dependabot/alerts"],
    listOrgSecrets: ["GET /orgs/{org}/dependabot/secrets"],
    listRepoSecrets: ["GET /repos/{owner}/{repo}/dependabot/secrets"],
    listSelectedReposForOrgSecret: [
      "GET /orgs/{org}/dependabot/secrets/{secret_name}/repositories"
    ],
    removeSelectedRepoFromOrgSecret: [
      "DELETE /orgs/{org}/dependabot/secrets/{secret_name}/repositories/{repository_id}"
    ],
    repositoryAccessForOrg: [
      "GET /organizations/{org}/dependabot/repository-access"
    ],
    setRepositoryAccessDefaultLevel: [
      "PUT /organizations/{org}/dependabot/repository-access/default-level"
    ],
    setSelectedReposForOrgSecret: [
      "PUT /orgs/{org}/dependabot/secrets/{secret_name}/repositories"
    ],
    updateAlert: [
      "PATCH /repos/{owner}/{repo}/dependabot/alerts/{alert_number}"
    ],
    updateRepositoryAccessForOrg: [
      "PATCH /organizations/{org}/dependabot/repository-access"
    ]
  },
  dependencyGraph: {
    createRepositorySnapshot: [
      "POST /repos/{owner}/{repo}/dependency-graph/snapshots"
    ],
    diffRange: [
      "GET /repos/{owner}/{repo}/dependency-graph/compare/{basehead}"
    ],
    exportSbom: ["GET /repos/{owner}/{repo}/dependency-graph/sbom"]
  },
  emojis: { get: ["GET /emojis"] },
  enterpriseTeamMemberships: {
    add: [
      "PUT /enterprises/{enterprise}/teams/{enterprise-team}/memberships/{username}"
    ],
    bulkAdd: [
      "POST /enterprises/{enterprise}/teams/{enterprise-team}/memberships/add"
    ],
    bulkRemove: [
      "POST /enterprises/{enterprise}/teams/{enterprise-team}/memberships/remove"
    ],
    get: [
      "GET /enterprises/{enterprise}/teams/{enterprise-team}/memberships/{username}"
    ],
    list: ["GET /enterprises/{enterprise}/teams/{enterprise-team}/memberships"],
    remove: [
      "DELETE /enterprises/{enterprise}/teams/{enterprise-team}/memberships/{username}"
    ]
  },
  enterpriseTeamOrganizations: {
    add: [
      "PUT /enterprises/{enterprise}/teams/{enterprise-team}/organizations/{org}"
    ],
    bulkAdd: [
      "POST /enterprises/{enterprise}/teams/{enterprise-team}/organizations/add"
    ],
    bulkRemove: [
      "POST /enterprises/{enterprise}/teams/{enterprise-team}/organizations/remove"
    ],
    delete: [
      "DELETE /enterprises/{enterprise}/teams/{enterprise-team}/organizations/{org}"
    ],
    getAssignment: [
      "GET /enterprises/{enterprise}/teams/{enterprise-team}/organizations/{org}"
    ],
    getAssignments: [
      "GET /enterprises/{enterprise}/teams/{enterprise-team}/organizations"
    ]
  },
  enterpriseTeams: {
    create: ["POST /enterprises/{enterprise}/teams"],
    delete: ["DELETE /enterprises/{enterprise}/teams/{team_slug}"],
    get: ["GET /enterprises/{enterprise}/teams/{team_slug}"],
    list: ["GET /enterprises/{enterprise}/teams"],
    update: ["PATCH /enterprises/{enterprise}/teams/{team_slug}"]
  },
  gists: {
    checkIsStarred: ["GET /gists/{gist_id}/star"],
    create: ["POST /gists"],
    createComment: ["POST /gists/{gist_id}/comments"],
    delete: ["DELETE /gists/{gist_id}"],
    deleteComment: ["DELETE /gists/{gist_id}/comments/{comment_id}"],
    fork: ["POST /gists/{gist_id}/forks"],
    get: ["GET /gists/{gist_id}"],
    getComment: ["GET /gists/{gist_id}/comments/{comment_id}"],
    getRevision: ["GET /gists/{gist_id}/{sha}"],
    list: ["GET /gists"],
    listComments: ["GET /gists/{gist_id}/comments"],
    listCommits: ["GET /gists/{gist_id}/commits"],
    listForUser: ["GET /users/{username}/gists"],
    listForks: ["GET /gists/{gist_id}/forks"],
    listPublic: ["GET /gists/public"],
    listStarred: ["GET /gists/starred"],
    star: ["PUT /gists/{gist_id}/star"],
    unstar: ["DELETE /gists/{gist_id}/star"],
    update: ["PATCH /gists/{gist_id}"],
    updateComment: ["PATCH /gists/{gist_id}/comments/{comment_id}"]
  },
  git: {
    createBlob: ["POST /repos/{owner}/{repo}/git/blobs"],
    createCommit: ["POST /repos/{owner}/{repo}/git/commits"],
    createRef: ["POST /repos/{owner}/{repo}/git/refs"],
    createTag: ["POST /repos/{owner}/{repo}/git/tags"],
    createTree: ["POST /repos/{owner}/{repo}/git/trees"],
    deleteRef: ["DELETE /repos/{owner}/{repo}/git/refs/{ref}"],
    getBlob: ["GET /repos/{owner}/{repo}/git/blobs/{file_sha}"],
    getCommit: ["GET /repos/{owner}/{repo}/git/commits/{commit_sha}"],
    getRef: ["GET /repos/{owner}/{repo}/git/ref/{ref}"],
    getTag: ["GET /repos/{owner}/{repo}/git/tags/{tag_sha}"],
    getTree: ["GET /repos/{owner}/{repo}/git/trees/{tree_sha}"],
    listMatchingRefs: ["GET /repos/{owner}/{repo}/git/matching-refs/{ref}"],
    updateRef: ["PATCH /repos/{owner}/{repo}/git/refs/{ref}"]
  },
  gitignore: {
    getAllTemplates: ["GET /gitignore/templates"],
    getTemplate: ["GET /gitignore/templates/{name}"]
  },
  hostedCompute: {
    createNetworkConfigurationForOrg: [
      "POST /orgs/{org}/settings/network-configurations"
    ],
    deleteNetworkConfigurationFromOrg: [
      "DELETE /orgs/{org}/settings/network-configurations/{network_configuration_id}"
    ],
    getNetworkConfigurationForOrg: [
      "GET /orgs/{org}/settings/network-configurations/{network_configuration_id}"
    ],
    getNetworkSettingsForOrg: [
      "GET /orgs/{org}/settings/network-settings/{network_settings_id}"
    ],
    listNetworkConfigurationsForOrg: [
      "GET /orgs/{org}/settings/network-configurations"
    ],
    updateNetworkConfigurationForOrg: [
      "PATCH /orgs/{org}/settings/network-configurations/{network_configuration_id}"
    ]
  },
  interactions: {
    getRestrictionsForAuthenticatedUser: ["GET /user/interaction-limits"],
    getRestrictionsForOrg: ["GET /orgs/{org}/interaction-limits"],
    getRestrictionsForRepo: ["GET /repos/{owner}/{repo}/interaction-limits"],
    getRestrictionsForYourPublicRepos: [
      "GET /user/interaction-limits",
      {},
      { renamed: ["interactions", "getRestrictionsForAuthenticatedUser"] }
    ],
    removeRestrictionsForAuthenticatedUser: ["DELETE /user/interaction-limits"],
    removeRestrictionsForOrg: ["DELETE /orgs/{org}/interaction-limits"],
    removeRestrictionsForRepo: [
      "DELETE /repos/{owner}/{repo}/interaction-limits"
    ],
    removeRestrictionsForYourPublicRepos: [
      "DELETE /user/interaction-limits",
      {},
      { renamed: ["interactions", "removeRestrictionsForAuthenticatedUser"] }
    ],
    setRestrictionsForAuthenticatedUser: ["PUT /user/interaction-limits"],
    setRestrictionsForOrg: ["PUT /orgs/{org}/interaction-limits"],
    setRestrictionsForRepo: ["PUT /repos/{owner}/{repo}/interaction-limits"],
    setRestrictionsForYourPublicRepos: [
      "PUT /user/interaction-limits",
      {},
      { renamed: ["interactions", "setRestrictionsForAuthenticatedUser"] }
    ]
  },
  issues: {
    addAssignees: [
      "POST /repos/{owner}/{repo}/issues/{issue_number}/assignees"
    ],
    addBlockedByDependency: [
      "POST /repos/{owner}/{repo}/issues/{issue_number}/dependencies/blocked_by"
    ],
    addLabels: ["POST /repos/{owner}/{repo}/issues/{issue_number}/labels"],
    addSubIssue: [
      "POST /repos/{owner}/{repo}/issues/{issue_number}/sub_issues"
    ],
    checkUserCanBeAssigned: ["GET /repos/{owner}/{repo}/assignees/{assignee}"],
    checkUserCanBeAssignedToIssue: [
      "GET /repos/{owner}/{repo}/issues/{issue_number}/assignees/{assignee}"
    ],
    create: ["POST /repos/{owner}/{repo}/issues"],
    createComment: [
      "POST /repos/{owner}/{repo}/issues/{issue_number}/comments"
    ],
    createLabel: ["POST /repos/{owner}/{repo}/labels"],
    createMilestone: ["POST /repos/{owner}/{repo}/milestones"],
    deleteComment: [
      "DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}"
    ],
    deleteLabel: ["DELETE /repos/{owner}/{repo}/labels/{name}"],
    deleteMilestone: [
      "DELETE /repos/{owner}/{repo}/milestones/{milestone_number}"
    ],
    get: ["GET /repos/{owner}/{repo}/issues/{issue_number}"],
    getComment: ["GET /repos/{owner}/{repo}/issues/comments/{comment_id}"],
    getEvent: ["GET /repos/{owner}/{repo}/issues/events/{event_id}"],
    getLabel: ["GET /repos/{owner}/{repo}/labels/{name}"],
    getMilestone: ["GET /repos/{owner}/{repo}/milestones/{milestone_number}"],
    getParent: ["GET /repos/{owner}/{repo}/issues/{issue_number}/parent"],
    list: ["GET /issues"],
    listAssignees: ["GET /repos/{owner}/{repo}/assignees"],
    listComments: ["GET /repos/{owner}/{repo}/issues/{issue_number}/comments"],
    listCommentsForRepo: ["GET /repos/{owner}/{repo}/issues/comments"],
    listDependenciesBlockedBy: [
      "GET /repos/{owner}/{repo}/issues/{issue_number}/dependencies/blocked_by"
    ],
    listDependenciesBlocking: [
      "GET /repos/{owner}/{repo}/issues/{issue_number}/dependencies/blocking"
    ],
    listEvents: ["GET /repos/{owner}/{repo}/issues/{issue_number}/events"],
    listEventsForRepo: ["GET /repos/{owner}/{repo}/issues/events"],
    listEventsForTimeline: [
      "GET /repos/{owner}/{repo}/issues/{issue_number}/timeline"
    ],
    listForAuthenticatedUser: ["GET /user/issues"],
    listForOrg: ["GET /orgs/{org}/issues"],
    listForRepo: ["GET /repos/{owner}/{repo}/issues"],
    listLabelsForMilestone: [
      "GET /repos/{owner}/{repo}/milestones/{milestone_number}/labels"
    ],
    listLabelsForRepo: ["GET /repos/{owner}/{repo}/labels"],
    listLabelsOnIssue: [
      "GET /repos/{owner}/{repo}/issues/{issue_number}/labels"
    ],
    listMilestones: ["GET /repos/{owner}/{repo}/milestones"],
    listSubIssues: [
      "GET /repos/{owner}/{repo}/issues/{issue_number}/sub_issues"
    ],
    lock: ["PUT /repos/{owner}/{repo}/issues/{issue_number}/lock"],
    removeAllLabels: [
      "DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels"
    ],
    removeAssignees: [
      "DELETE /repos/{owner}/{repo}/issues/{issue_number}/assignees"
    ],
    removeDependencyBlockedBy: [
      "DELETE /repos/{owner}/{repo}/issues/{issue_number}/dependencies/blocked_by/{issue_id}"
    ],
    removeLabel: [
      "DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels/{name}"
    ],
    removeSubIssue: [
      "DELETE /repos/{owner}/{repo}/issues/{issue_number}/sub_issue"
    ],
    reprioritizeSubIssue: [
      "PATCH /repos/{owner}/{repo}/issues/{issue_number}/sub_issues/priority"
    ],
    setLabels: ["PUT /repos/{owner}/{repo}/issues/{issue_number}/labels"],
    unlock: ["DELETE /repos/{owner}/{repo}/issues/{issue_number}/lock"],
    update: ["PATCH /repos/{owner}/{repo}/issues/{issue_number}"],
    updateComment: ["PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}"],
    updateLabel: ["PATCH /repos/{owner}/{repo}/labels/{name}"],
    updateMilestone: [
      "PATCH /repos/{owner}/{repo}/milestones/{milestone_number}"
    ]
  },
  licenses: {
    get: ["GET /licenses/{license}"],
    getAllCommonlyUsed: ["GET /licenses"],
    getForRepo: ["GET /repos/{owner}/{repo}/license"]
  },
  markdown: {
    render: ["POST /markdown"],
    renderRaw: [
      "POST /markdown/raw",
      { headers: { "content-type": "text/plain; charset=utf-8" } }
    ]
  },
  meta: {
    get: ["GET /meta"],
    getAllVersions: ["GET /versions"],
    getOctocat: ["GET /octocat"],
    getZen: ["GET /zen"],
    root: ["GET /"]
  },
  migrations: {
    deleteArchiveForAuthenticatedUser: [
      "DELETE /user/migrations/{migration_id}/archive"
    ],
    deleteArchiveForOrg: [
      "DELETE /orgs/{org}/migrations/{migration_id}/archive"
    ],
    downloadArchiveForOrg: [
      "GET /orgs/{org}/migrations/{migration_id}/archive"
    ],
    getArchiveForAuthenticatedUser: [
      "GET /user/migrations/{migration_id}/archive"
    ],
    getStatusForAuthenticatedUser: ["GET /user/migrations/{migration_id}"],
    getStatusForOrg: ["GET /orgs/{org}/migrations/{migration_id}"],
    listForAuthenticatedUser: ["GET /user/migrations"],
    listForOrg: ["GET /orgs/{org}/migrations"],
    listReposForAuthenticatedUser: [
      "GET /user/migrations/{migration_id}/repositories"
    ],
    listReposForOrg: ["GET /orgs/{org}/migrations/{migration_id}/repositories"],
    listReposForUser: [
      "GET /user/migrations/{migration_id}/repositories",
      {},
      { renamed: ["migrations", "listReposForAuthenticatedUser"] }
    ],
    startForAuthenticatedUser: ["POST /user/migrations"],
    startForOrg: ["POST /orgs/{org}/migrations"],
    unlockRepoForAuthenticatedUser: [
      "DELETE /user/migrations/{migration_id}/repos/{repo_name}/lock"
    ],
    unlockRepoForOrg: [
      "DELETE /orgs/{org}/migrations/{migration_id}/repos/{repo_name}/lock"
    ]
  },
  oidc: {
    getOidcCustomSubTemplateForOrg: [
      "GET /orgs/{org}/actions/oidc/customization/sub"
    ],
    updateOidcCustomSubTemplateForOrg: [
      "PUT /orgs/{org}/actions/oidc/customization/sub"
    ]
  },
  orgs: {
    addSecurityManagerTeam: [
      "PUT /orgs/{org}/security-managers/teams/{team_slug}",
      {},
      {
        deprecated: "octokit.rest.orgs.addSecurityManagerTeam() is deprecated, see https://docs.github.com/rest/orgs/security-managers#add-a-security-manager-team"
      }
    ],
    assignTeamToOrgRole: [
      "PUT /orgs/{org}/organization-roles/teams/{team_slug}/{role_id}"
    ],
    assignUserToOrgRole: [
      "PUT /orgs/{org}/organization-roles/users/{username}/{role_id}"
    ],
    blockUser: ["PUT /orgs/{org}/blocks/{username}"],
    cancelInvitation: ["DELETE /orgs/{org}/invitations/{invitation_id}"],
    checkBlockedUser: ["GET /orgs/{org}/blocks/{username}"],
    checkMembershipForUser: ["GET /orgs/{org}/members/{username}"],
    checkPublicMembershipForUser: ["GET /orgs/{org}/public_members/{username}"],
    convertMemberToOutsideCollaborator: [
      "PUT /orgs/{org}/outside_collaborators/{username}"
    ],
    createArtifactStorageRecord: [
      "POST /orgs/{org}/artifacts/metadata/storage-record"
    ],
    createInvitation: ["POST /orgs/{org}/invitations"],
    createIssueType: ["POST /orgs/{org}/issue-types"],
    createWebhook: ["POST /orgs/{org}/hooks"],
    customPropertiesForOrgsCreateOrUpdateOrganizationValues: [
      "PATCH /organizations/{org}/org-properties/values"
    ],
    customPropertiesForOrgsGetOrganizationValues: [
      "GET /organizations/{org}/org-properties/values"
    ],
    customPropertiesForReposCreateOrUpdateOrganizationDefinition: [
      "PUT /orgs/{org}/properties/schema/{custom_property_name}"
    ],
    customPropertiesForReposCreateOrUpdateOrganizationDefinitions: [
      "PATCH /orgs/{org}/properties/schema"
    ],
    customPropertiesForReposCreateOrUpdateOrganizationValues: [
      "PATCH /orgs/{org}/properties/values"
    ],
    customPropertiesForReposDeleteOrganizationDefinition: [
      "DELETE /orgs/{org}/properties/schema/{custom_property_name}"
    ],
    customPropertiesForReposGetOrganizationDefinition: [
      "GET /orgs/{org}/properties/schema/{custom_property_name}"
    ],
    customPropertiesForReposGetOrganizationDefinitions: [
      "GET /orgs/{org}/properties/schema"
    ],
    customPropertiesForReposGetOrganizationValues: [
      "GET /orgs/{org}/properties/values"
    ],
    delete: ["DELETE /orgs/{org}"],
    deleteAttestationsBulk: ["POST /orgs/{org}/attestations/delete-request"],
    deleteAttestationsById: [
      "DELETE /orgs/{org}/attestations/{attestation_id}"
    ],
    deleteAttestationsBySubjectDigest: [
      "DELETE /orgs/{org}/attestations/digest/{subject_digest}"
    ],
    deleteIssueType: ["DELETE /orgs/{org}/issue-types/{issue_type_id}"],
    deleteWebhook: ["DELETE /orgs/{org}/hooks/{hook_id}"],
    disableSelectedRepositoryImmutableReleasesOrganization: [
      "DELETE /orgs/{org}/settings/immutable-releases/repositories/{repository_id}"
    ],
    enableSelectedRepositoryImmutableReleasesOrganization: [
      "PUT /orgs/{org}/settings/immutable-releases/repositories/{repository_id}"
    ],
    get: ["GET /orgs/{org}"],
    getImmutableReleasesSettings: [
      "GET /orgs/{org}/settings/immutable-releases"
    ],
    getImmutableReleasesSettingsRepositories: [
      "GET /orgs/{org}/settings/immutable-releases/repositories"
    ],
    getMembershipForAuthenticatedUser: ["GET /user/memberships/orgs/{org}"],
    getMembershipForUser: ["GET /orgs/{org}/memberships/{username}"],
    getOrgRole: ["GET /orgs/{org}/organization-roles/{role_id}"],
    getOrgRulesetHistory: ["GET /orgs/{org}/rulesets/{ruleset_id}/history"],
    getOrgRulesetVersion: [
      "GET /orgs/{org}/rulesets/{ruleset_id}/history/{version_id}"
    ],
    getWebhook: ["GET /orgs/{org}/hooks/{hook_id}"],
    getWebhookConfigForOrg: ["GET /orgs/{org}/hooks/{hook_id}/config"],
    getWebhookDelivery: [
      "GET /orgs/{org}/hooks/{hook_id}/deliveries/{delivery_id}"
    ],
    list: ["GET /organizations"],
    listAppInstallations: ["GET /orgs/{org}/installations"],
    listArtifactStorageRecords: [
      "GET /orgs/{org}/artifacts/{subject_digest}/metadata/storage-records"
    ],
    listAttestationRepositories: ["GET /orgs/{org}/attestations/repositories"],
    listAttestations: ["GET /orgs/{org}/attestations/{subject_digest}"],
    listAttestationsBulk: [
      "POST /orgs/{org}/attestations/bulk-list{?per_page,before,after}"
    ],
    listBlockedUsers: ["GET /orgs/{org}/blocks"],
    listFailedInvitations: ["GET /orgs/{org}/failed_invitations"],
    listForAuthenticatedUser: ["GET /user/orgs"],
    listForUser: ["GET /users/{username}/orgs"],
    listInvitationTeams: ["GET /orgs/{org}/invitations/{invitation_id}/teams"],
    listIssueTypes: ["GET /orgs/{org}/issue-types"],
    listMembers: ["GET /orgs/{org}/members"],
    listMembershipsForAuthenticatedUser: ["GET /user/memberships/orgs"],
    listOrgRoleTeams: ["GET /orgs/{org}/organization-roles/{role_id}/teams"],
    listOrgRoleUsers: ["GET /orgs/{org}/organization-roles/{role_id}/users"],
    listOrgRoles: ["GET /orgs/{org}/organization-roles"],
    listOrganizationFineGrainedPermissions: [
      "GET /orgs/{org}/organization-fine-grained-permissions"
    ],
    listOutsideCollaborators: ["GET /orgs/{org}/outside_collaborators"],
    listPatGrantRepositories: [
      "GET /orgs/{org}/personal-access-tokens/{pat_id}/repositories"
    ],
    listPatGrantRequestRepositories: [
      "GET /orgs/{org}/personal-access-token-requests/{pat_request_id}/repositories"
    ],
    listPatGrantRequests: ["GET /orgs/{org}/personal-access-token-requests"],
    listPatGrants: ["GET /orgs/{org}/personal-access-tokens"],
    listPendingInvitations: ["GET /orgs/{org}/invitations"],
    listPublicMembers: ["GET /orgs/{org}/public_members"],
    listSecurityManagerTeams: [
      "GET /orgs/{org}/security-managers",
      {},
      {
        deprecated: "octokit.rest.orgs.listSecurityManagerTeams() is deprecated, see https://docs.github.com/rest/orgs/security-managers#list-security-manager-teams"
      }
    ],
    listWebhookDeliveries: ["GET /orgs/{org}/hooks/{hook_id}/deliveries"],
    listWebhooks: ["GET /orgs/{org}/hooks"],
    pingWebhook: ["POST /orgs/{org}/hooks/{hook_id}/pings"],
    redeliverWebhookDelivery: [
      "POST /orgs/{org}/hooks/{hook_id}/deliveries/{delivery_id}/attempts"
    ],
    removeMember: ["DELETE /orgs/{org}/members/{username}"],
    removeMembershipForUser: ["DELETE /orgs/{org}/memberships/{username}"],
    removeOutsideCollaborator: [
      "DELETE /orgs/{org}/outside_collaborators/{username}"
    ],
    removePublicMembershipForAuthenticatedUser: [
      "DELETE /orgs/{org}/public_members/{username}"
    ],
    removeSecurityManagerTeam: [
      "DELETE /orgs/{org}/security-managers/teams/{team_slug}",
      {},
      {
        deprecated: "octokit.rest.orgs.removeSecurityManagerTeam() is deprecated, see https://docs.github.com/rest/orgs/security-managers#remove-a-security-manager-team"
      }
    ],
    reviewPatGrantRequest: [
      "POST /orgs/{org}/personal-access-token-requests/{pat_request_id}"
    ],
    reviewPatGrantRequestsInBulk: [
      "POST /orgs/{org}/personal-access-token-requests"
    ],
    revokeAllOrgRolesTeam: [
      "DELETE /orgs/{org}/organization-roles/teams/{team_slug}"
    ],
    revokeAllOrgRolesUser: [
      "DELETE /orgs/{org}/organization-roles/users/{username}"
    ],
    revokeOrgRoleTeam: [
      "DELETE /orgs/{org}/organization-roles/teams/{team_slug}/{role_id}"
    ],
    revokeOrgRoleUser: [
      "DELETE /orgs/{org}/organization-roles/users/{username}/{role_id}"
    ],
    setImmutableReleasesSettings: [
      "PUT /orgs/{org}/settings/immutable-releases"
    ],
    setImmutableReleasesSettingsRepositories: [
      "PUT /orgs/{org}/settings/immutable-releases/repositories"
    ],
    setMembershipForUser: ["PUT /orgs/{org}/memberships/{username}"],
    setPublicMembershipForAuthenticatedUser: [
      "PUT /orgs/{org}/public_members/{username}"
    ],
    unblockUser: ["DELETE /orgs/{org}/blocks/{username}"],
    update: ["PATCH /orgs/{org}"],
    updateIssueType: ["PUT /orgs/{org}/issue-types/{issue_type_id}"],
    updateMembershipForAuthenticatedUser: [
      "PATCH /user/memberships/orgs/{org}"
    ],
    updatePatAccess: ["POST /orgs/{org}/personal-access-tokens/{pat_id}"],
    updatePatAccesses: ["POST /orgs/{org}/personal-access-tokens"],
    updateWebhook: ["PATCH /orgs/{org}/hooks/{hook_id}"],
    updateWebhookConfigForOrg: ["PATCH /orgs/{org}/hooks/{hook_id}/config"]
  },
  packages: {
    deletePackageForAuthenticatedUser: [
      "DELETE /user/packages/{package_type}/{package_name}"
    ],
    deletePackageForOrg: [
      "DELETE /orgs/{org}/packages/{package_type}/{package_name}"
    ],
    deletePackageForUser: [
      "DELETE /users/{username}/packages/{package_type}/{package_name}"
    ],
    deletePackageVersionForAuthenticatedUser: [
      "DELETE /user/packages/{package_type}/{package_name}/versions/{package_version_id}"
    ],
    deletePackageVersionForOrg: [
      "DELETE /orgs/{org}/packages/{package_type}/{package_name}/versions/{package_version_id}"
    ],
    deletePackageVersionForUser: [
      "DELETE /users/{username}/packages/{package_type}/{package_name}/versions/{package_version_id}"
    ],
    getAllPackageVersionsForAPackageOwnedByAnOrg: [
      "GET /orgs/{org}/packages/{package_type}/{package_name}/versions",
      {},
      { renamed: ["packages", "getAllPackageVersionsForPackageOwnedByOrg"] }
    ],
    getAllPackageVersionsForAPackageOwnedByTheAuthenticatedUser: [
      "GET /user/packages/{package_type}/{package_name}/versions",
      {},
      {
        renamed: [
          "packages",
          "getAllPackageVersionsForPackageOwnedByAuthenticatedUser"
        ]
      }
    ],
    getAllPackageVersionsForPackageOwnedByAuthenticatedUser: [
      "GET /user/packages/{package_type}/{package_name}/versions"
    ],
    getAllPackageVersionsForPackageOwnedByOrg: [
      "GET /orgs/{org}/packages/{package_type}/{package_name}/versions"
    ],
    getAllPackageVersionsForPackageOwnedByUser: [
      "GET /users/{username}/packages/{package_type}/{package_name}/versions"
    ],
    getPackageForAuthenticatedUser: [
      "GET /user/packages/{package_type}/{package_name}"
    ],
    getPackageForOrganization: [
      "GET /orgs/{org}/packages/{package_type}/{package_name}"
    ],
    getPackageForUser: [
      "GET /users/{username}/packages/{package_type}/{package_name}"
    ],
    getPackageVersionForAuthenticatedUser: [
      "GET /user/packages/{package_type}/{package_name}/versions/{package_version_id}"
    ],
    getPackageVersionForOrganization: [
      "GET /orgs/{org}/packages/{package_type}/{package_name}/versions/{package_version_id}"
    ],
    getPackageVersionForUser: [
      "GET /users/{username}/packages/{package_type}/{package_name}/versions/{package_version_id}"
    ],
    listDockerMigrationConflictingPackagesForAuthenticatedUser: [
      "GET /user/docker/conflicts"
    ],
    listDockerMigrationConflictingPackagesForOrganization: [
      "GET /orgs/{org}/docker/conflicts"
    ],
    listDockerMigrationConflictingPackagesForUser: [
      "GET /users/{username}/docker/conflicts"
    ],
    listPackagesForAuthenticatedUser: ["GET /user/packages"],
    listPackagesForOrganization: ["GET /orgs/{org}/packages"],
    listPackagesForUser: ["GET /users/{username}/packages"],
    restorePackageForAuthenticatedUser: [
      "POST /user/packages/{package_type}/{package_name}/restore{?token}"
    ],
    restorePackageForOrg: [
      "POST /orgs/{org}/packages/{package_type}/{package_name}/restore{?token}"
    ],
    restorePackageForUser: [
      "POST /users/{username}/packages/{package_type}/{package_name}/restore{?token}"
    ],
    restorePackageVersionForAuthenticatedUser: [
      "POST /user/packages/{package_type}/{package_name}/versions/{package_version_id}/restore"
    ],
    restorePackageVersionForOrg: [
      "POST /orgs/{org}/packages/{package_type}/{package_name}/versions/{package_version_id}/restore"
    ],
    restorePackageVersionForUser: [
      "POST /users/{username}/packages/{package_type}/{package_name}/versions/{package_version_id}/restore"
    ]
  },
  privateRegistries: {
    createOrgPrivateRegistry: ["POST /orgs/{org}/private-registries"],
    deleteOrgPrivateRegistry: [
      "DELETE /orgs/{org}/private-registries/{secret_name}"
    ],
    getOrgPrivateRegistry: ["GET /orgs/{org}/private-registries/{secret_name}"],
    getOrgPublicKey: ["GET /orgs/{org}/private-registries/public-key"],
    listOrgPrivateRegistries: ["GET /orgs/{org}/private-registries"],
    updateOrgPrivateRegistry: [
      "PATCH /orgs/{org}/private-registries/{secret_name}"
    ]
  },
  projects: {
    addItemForOrg: ["POST /orgs/{org}/projectsV2/{project_number}/items"],
    addItemForUser: [
      "POST /users/{username}/projectsV2/{project_number}/items"
    ],
    deleteItemForOrg: [
      "DELETE /orgs/{org}/projectsV2/{project_number}/items/{item_id}"
    ],
    deleteItemForUser: [
      "DELETE /users/{username}/projectsV2/{project_number}/items/{item_id}"
    ],
    getFieldForOrg: [
      "GET /orgs/{org}/projectsV2/{project_number}/fields/{field_id}"
    ],
    getFieldForUser: [
      "GET /users/{username}/projectsV2/{project_number}/fields/{field_id}"
    ],
    getForOrg: ["GET /orgs/{org}/projectsV2/{project_number}"],
    getForUser: ["GET /users/{username}/projectsV2/{project_number}"],
    getOrgItem: ["GET /orgs/{org}/projectsV2/{project_number}/items/{item_id}"],
    getUserItem: [
      "GET /users/{username}/projectsV2/{project_number}/items/{item_id}"
    ],
    listFieldsForOrg: ["GET /orgs/{org}/projectsV2/{project_number}/fields"],
    listFieldsForUser: [
      "GET /users/{username}/projectsV2/{project_number}/fields"
    ],
    listForOrg: ["GET /orgs/{org}/projectsV2"],
    listForUser: ["GET /users/{username}/projectsV2"],
    listItemsForOrg: ["GET /orgs/{org}/projectsV2/{project_number}/items"],
    listItemsForUser: [
      "GET /users/{username}/projectsV2/{project_number}/items"
    ],
    updateItemForOrg: [
      "PATCH /orgs/{org}/projectsV2/{project_number}/items/{item_id}"
    ],
    updateItemForUser: [
      "PATCH /users/{username}/projectsV2/{project_number}/items/{item_id}"
    ]
  },
  pulls: {
    checkIfMerged: ["GET /repos/{owner}/{repo}/pulls/{pull_number}/merge"],
    create: ["POST /repos/{owner}/{repo}/pulls"],
    createReplyForReviewComment: [
      "POST /repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies"
    ],
    createReview: ["POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews"],
    createReviewComment: [
      "POST /repos/{owner}/{repo}/pulls/{pull_number}/comments"
    ],
    deletePendingReview: [
      "DELETE /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}"
    ],
    deleteReviewComment: [
      "DELETE /repos/{owner}/{repo}/pulls/comments/{comment_id}"
    ],
    dismissReview: [
      "PUT /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}/dismissals"
    ],
    get: ["GET /repos/{owner}/{repo}/pulls/{pull_number}"],
    getReview: [
      "GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}"
    ],
    getReviewComment: ["GET /repos/{owner}/{repo}/pulls/comments/{comment_id}"],
    list: ["GET /repos/{owner}/{repo}/pulls"],
    listCommentsForReview: [
      "GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}/comments"
    ],
    listCommits: ["GET /repos/{owner}/{repo}/pulls/{pull_number}/commits"],
    listFiles: ["GET /repos/{owner}/{repo}/pulls/{pull_number}/files"],
    listRequestedReviewers: [
      "GET /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers"
    ],
    listReviewComments: [
      "GET /repos/{owner}/{repo}/pulls/{pull_number}/comments"
    ],
    listReviewCommentsForRepo: ["GET /repos/{owner}/{repo}/pulls/comments"],
    listReviews: ["GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews"],
    merge: ["PUT /repos/{owner}/{repo}/pulls/{pull_number}/merge"],
    removeRequestedReviewers: [
      "DELETE /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers"
    ],
    requestReviewers: [
      "POST /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers"
    ],
    submitReview: [
      "POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}/events"
    ],
    update: ["PATCH /repos/{owner}/{repo}/pulls/{pull_number}"],
    updateBranch: [
      "PUT /repos/{owner}/{repo}/pulls/{pull_number}/update-branch"
    ],
    updateReview: [
      "PUT /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}"
    ],
    updateReviewComment: [
      "PATCH /repos/{owner}/{repo}/pulls/comments/{comment_id}"
    ]
  },
  rateLimit: { get: ["GET /rate_limit"] },
  reactions: {
    createForCommitComment: [
      "POST /repos/{owner}/{repo}/comments/{comment_id}/reactions"
    ],
    createForIssue: [
      "POST /repos/{owner}/{repo}/issues/{issue_number}/reactions"
    ],
    createForIssueComment: [
      "POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions"
    ],
    createForPullRequestReviewComment: [
      "POST /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions"
    ],
    createForRelease: [
      "POST /repos/{owner}/{repo}/releases/{release_id}/reactions"
    ],
    createForTeamDiscussionCommentInOrg: [
      "POST /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}/reactions"
    ],
    createForTeamDiscussionInOrg: [
      "POST /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/reactions"
    ],
    deleteForCommitComment: [
      "DELETE /repos/{owner}/{repo}/comments/{comment_id}/reactions/{reaction_id}"
    ],
    deleteForIssue: [
      "DELETE /repos/{owner}/{repo}/issues/{issue_number}/reactions/{reaction_id}"
    ],
    deleteForIssueComment: [
      "DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions/{reaction_id}"
    ],
    deleteForPullRequestComment: [
      "DELETE /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions/{reaction_id}"
    ],
    deleteForRelease: [
      "DELETE /repos/{owner}/{repo}/releases/{release_id}/reactions/{reaction_id}"
    ],
    deleteForTeamDiscussion: [
      "DELETE /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/reactions/{reaction_id}"
    ],
    deleteForTeamDiscussionComment: [
      "DELETE /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}/reactions/{reaction_id}"
    ],
    listForCommitComment: [
      "GET /repos/{owner}/{repo}/comments/{comment_id}/reactions"
    ],
    listForIssue: ["GET /repos/{owner}/{repo}/issues/{issue_number}/reactions"],
    listForIssueComment: [
      "GET /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions"
    ],
    listForPullRequestReviewComment: [
      "GET /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions"
    ],
    listForRelease: [
      "GET /repos/{owner}/{repo}/releases/{release_id}/reactions"
    ],
    listForTeamDiscussionCommentInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}/reactions"
    ],
    listForTeamDiscussionInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/reactions"
    ]
  },
  repos: {
    acceptInvitation: [
      "PATCH /user/repository_invitations/{invitation_id}",
      {},
      { renamed: ["repos", "acceptInvitationForAuthenticatedUser"] }
    ],
    acceptInvitationForAuthenticatedUser: [
      "PATCH /user/repository_invitations/{invitation_id}"
    ],
    addAppAccessRestrictions: [
      "POST /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/apps",
      {},
      { mapToData: "apps" }
    ],
    addCollaborator: ["PUT /repos/{owner}/{repo}/collaborators/{username}"],
    addStatusCheckContexts: [
      "POST /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks/contexts",
      {},
      { mapToData: "contexts" }
    ],
    addTeamAccessRestrictions: [
      "POST /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/teams",
      {},
      { mapToData: "teams" }
    ],
    addUserAccessRestrictions: [
      "POST /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/users",
      {},
      { mapToData: "users" }
    ],
    cancelPagesDeployment: [
      "POST /repos/{owner}/{repo}/pages/deployments/{pages_deployment_id}/cancel"
    ],
    checkAutomatedSecurityFixes: [
      "GET /repos/{owner}/{repo}/automated-security-fixes"
    ],
    checkCollaborator: ["GET /repos/{owner}/{repo}/collaborators/{username}"],
    checkImmutableReleases: ["GET /repos/{owner}/{repo}/immutable-releases"],
    checkPrivateVulnerabilityReporting: [
      "GET /repos/{owner}/{repo}/private-vulnerability-reporting"
    ],
    checkVulnerabilityAlerts: [
      "GET /repos/{owner}/{repo}/vulnerability-alerts"
    ],
    codeownersErrors: ["GET /repos/{owner}/{repo}/codeowners/errors"],
    compareCommits: ["GET /repos/{owner}/{repo}/compare/{base}...{head}"],
    compareCommitsWithBasehead: [
      "GET /repos/{owner}/{repo}/compare/{basehead}"
    ],
    createAttestation: ["POST /repos/{owner}/{repo}/attestations"],
    createAutolink: ["POST /repos/{owner}/{repo}/autolinks"],
    createCommitComment: [
      "POST /repos/{owner}/{repo}/commits/{commit_sha}/comments"
    ],
    createCommitSignatureProtection: [
      "POST /repos/{owner}/{repo}/branches/{branch}/protection/required_signatures"
    ],
    createCommitStatus: ["POST /repos/{owner}/{repo}/statuses/{sha}"],
    createDeployKey: ["POST /repos/{owner}/{repo}/keys"],
    createDeployment: ["POST /repos/{owner}/{repo}/deployments"],
    createDeploymentBranchPolicy: [
      "POST /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies"
    ],
    createDeploymentProtectionRule: [
      "POST /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules"
    ],
    createDeploymentStatus: [
      "POST /repos/{owner}/{repo}/deployments/{deployment_id}/statuses"
    ],
    createDispatchEvent: ["POST /repos/{owner}/{repo}/dispatches"],
    createForAuthenticatedUser: ["POST /user/repos"],
    createFork: ["POST /repos/{owner}/{repo}/forks"],
    createInOrg: ["POST /orgs/{org}/repos"],
    createOrUpdateEnvironment: [
      "PUT /repos/{owner}/{repo}/environments/{environment_name}"
    ],
    createOrUpdateFileContents: ["PUT /repos/{owner}/{repo}/contents/{path}"],
    createOrgRuleset: ["POST /orgs/{org}/rulesets"],
    createPagesDeployment: ["POST /repos/{owner}/{repo}/pages/deployments"],
    createPagesSite: ["POST /repos/{owner}/{repo}/pages"],
    createRelease: ["POST /repos/{owner}/{repo}/releases"],
    createRepoRuleset: ["POST /repos/{owner}/{repo}/rulesets"],
    createUsingTemplate: [
      "POST /repos/{template_owner}/{template_repo}/generate"
    ],
    createWebhook: ["POST /repos/{owner}/{repo}/hooks"],
    customPropertiesForReposCreateOrUpdateRepositoryValues: [
      "PATCH /repos/{owner}/{repo}/properties/values"
    ],
    customPropertiesForReposGetRepositoryValues: [
      "GET /repos/{owner}/{repo}/properties/values"
    ],
    declineInvitation: [
      "DELETE /user/repository_invitations/{invitation_id}",
      {},
      { renamed: ["repos", "declineInvitationForAuthenticatedUser"] }
    ],
    declineInvitationForAuthenticatedUser: [
      "DELETE /user/repository_invitations/{invitation_id}"
    ],
    delete: ["DELETE /repos/{owner}/{repo}"],
    deleteAccessRestrictions: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/restrictions"
    ],
    deleteAdminBranchProtection: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/enforce_admins"
    ],
    deleteAnEnvironment: [
      "DELETE /repos/{owner}/{repo}/environments/{environment_name}"
    ],
    deleteAutolink: ["DELETE /repos/{owner}/{repo}/autolinks/{autolink_id}"],
    deleteBranchProtection: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection"
    ],
    deleteCommitComment: ["DELETE /repos/{owner}/{repo}/comments/{comment_id}"],
    deleteCommitSignatureProtection: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/required_signatures"
    ],
    deleteDeployKey: ["DELETE /repos/{owner}/{repo}/keys/{key_id}"],
    deleteDeployment: [
      "DELETE /repos/{owner}/{repo}/deployments/{deployment_id}"
    ],
    deleteDeploymentBranchPolicy: [
      "DELETE /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies/{branch_policy_id}"
    ],
    deleteFile: ["DELETE /repos/{owner}/{repo}/contents/{path}"],
    deleteInvitation: [
      "DELETE /repos/{owner}/{repo}/invitations/{invitation_id}"
    ],
    deleteOrgRuleset: ["DELETE /orgs/{org}/rulesets/{ruleset_id}"],
    deletePagesSite: ["DELETE /repos/{owner}/{repo}/pages"],
    deletePullRequestReviewProtection: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/required_pull_request_reviews"
    ],
    deleteRelease: ["DELETE /repos/{owner}/{repo}/releases/{release_id}"],
    deleteReleaseAsset: [
      "DELETE /repos/{owner}/{repo}/releases/assets/{asset_id}"
    ],
    deleteRepoRuleset: ["DELETE /repos/{owner}/{repo}/rulesets/{ruleset_id}"],
    deleteWebhook: ["DELETE /repos/{owner}/{repo}/hooks/{hook_id}"],
    disableAutomatedSecurityFixes: [
      "DELETE /repos/{owner}/{repo}/automated-security-fixes"
    ],
    disableDeploymentProtectionRule: [
      "DELETE /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules/{protection_rule_id}"
    ],
    disableImmutableReleases: [
      "DELETE /repos/{owner}/{repo}/immutable-releases"
    ],
    disablePrivateVulnerabilityReporting: [
      "DELETE /repos/{owner}/{repo}/private-vulnerability-reporting"
    ],
    disableVulnerabilityAlerts: [
      "DELETE /repos/{owner}/{repo}/vulnerability-alerts"
    ],
    downloadArchive: [
      "GET /repos/{owner}/{repo}/zipball/{ref}",
      {},
      { renamed: ["repos", "downloadZipballArchive"] }
    ],
    downloadTarballArchive: ["GET /repos/{owner}/{repo}/tarball/{ref}"],
    downloadZipballArchive: ["GET /repos/{owner}/{repo}/zipball/{ref}"],
    enableAutomatedSecurityFixes: [
      "PUT /repos/{owner}/{repo}/automated-security-fixes"
    ],
    enableImmutableReleases: ["PUT /repos/{owner}/{repo}/immutable-releases"],
    enablePrivateVulnerabilityReporting: [
      "PUT /repos/{owner}/{repo}/private-vulnerability-reporting"
    ],
    enableVulnerabilityAlerts: [
      "PUT /repos/{owner}/{repo}/vulnerability-alerts"
    ],
    generateReleaseNotes: [
      "POST /repos/{owner}/{repo}/releases/generate-notes"
    ],
    get: ["GET /repos/{owner}/{repo}"],
    getAccessRestrictions: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/restrictions"
    ],
    getAdminBranchProtection: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/enforce_admins"
    ],
    getAllDeploymentProtectionRules: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules"
    ],
    getAllEnvironments: ["GET /repos/{owner}/{repo}/environments"],
    getAllStatusCheckContexts: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks/contexts"
    ],
    getAllTopics: ["GET /repos/{owner}/{repo}/topics"],
    getAppsWithAccessToProtectedBranch: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/apps"
    ],
    getAutolink: ["GET /repos/{owner}/{repo}/autolinks/{autolink_id}"],
    getBranch: ["GET /repos/{owner}/{repo}/branches/{branch}"],
    getBranchProtection: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection"
    ],
    getBranchRules: ["GET /repos/{owner}/{repo}/rules/branches/{branch}"],
    getClones: ["GET /repos/{owner}/{repo}/traffic/clones"],
    getCodeFrequencyStats: ["GET /repos/{owner}/{repo}/stats/code_frequency"],
    getCollaboratorPermissionLevel: [
      "GET /repos/{owner}/{repo}/collaborators/{username}/permission"
    ],
    getCombinedStatusForRef: ["GET /repos/{owner}/{repo}/commits/{ref}/status"],
    getCommit: ["GET /repos/{owner}/{repo}/commits/{ref}"],
    getCommitActivityStats: ["GET /repos/{owner}/{repo}/stats/commit_activity"],
    getCommitComment: ["GET /repos/{owner}/{repo}/comments/{comment_id}"],
    getCommitSignatureProtection: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/required_signatures"
    ],
    getCommunityProfileMetrics: ["GET /repos/{owner}/{repo}/community/profile"],
    getContent: ["GET /repos/{owner}/{repo}/contents/{path}"],
    getContributorsStats: ["GET /repos/{owner}/{repo}/stats/contributors"],
    getCustomDeploymentProtectionRule: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules/{protection_rule_id}"
    ],
    getDeployKey: ["GET /repos/{owner}/{repo}/keys/{key_id}"],
    getDeployment: ["GET /repos/{owner}/{repo}/deployments/{deployment_id}"],
    getDeploymentBranchPolicy: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies/{branch_policy_id}"
    ],
    getDeploymentStatus: [
      "GET /repos/{owner}/{repo}/deployments/{deployment_id}/statuses/{status_id}"
    ],
    getEnvironment: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}"
    ],
    getLatestPagesBuild: ["GET /repos/{owner}/{repo}/pages/builds/latest"],
    getLatestRelease: ["GET /repos/{owner}/{repo}/releases/latest"],
    getOrgRuleSuite: ["GET /orgs/{org}/rulesets/rule-suites/{rule_suite_id}"],
    getOrgRuleSuites: ["GET /orgs/{org}/rulesets/rule-suites"],
    getOrgRuleset: ["GET /orgs/{org}/rulesets/{ruleset_id}"],
    getOrgRulesets: ["GET /orgs/{org}/rulesets"],
    getPages: ["GET /repos/{owner}/{repo}/pages"],
    getPagesBuild: ["GET /repos/{owner}/{repo}/pages/builds/{build_id}"],
    getPagesDeployment: [
      "GET /repos/{owner}/{repo}/pages/deployments/{pages_deployment_id}"
    ],
    getPagesHealthCheck: ["GET /repos/{owner}/{repo}/pages/health"],
    getParticipationStats: ["GET /repos/{owner}/{repo}/stats/participation"],
    getPullRequestReviewProtection: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/required_pull_request_reviews"
    ],
    getPunchCardStats: ["GET /repos/{owner}/{repo}/stats/punch_card"],
    getReadme: ["GET /repos/{owner}/{repo}/readme"],
    getReadmeInDirectory: ["GET /repos/{owner}/{repo}/readme/{dir}"],
    getRelease: ["GET /repos/{owner}/{repo}/releases/{release_id}"],
    getReleaseAsset: ["GET /repos/{owner}/{repo}/releases/assets/{asset_id}"],
    getReleaseByTag: ["GET /repos/{owner}/{repo}/releases/tags/{tag}"],
    getRepoRuleSuite: [
      "GET /repos/{owner}/{repo}/rulesets/rule-suites/{rule_suite_id}"
    ],
    getRepoRuleSuites: ["GET /repos/{owner}/{repo}/rulesets/rule-suites"],
    getRepoRuleset: ["GET /repos/{owner}/{repo}/rulesets/{ruleset_id}"],
    getRepoRulesetHistory: [
      "GET /repos/{owner}/{repo}/rulesets/{ruleset_id}/history"
    ],
    getRepoRulesetVersion: [
      "GET /repos/{owner}/{repo}/rulesets/{ruleset_id}/history/{version_id}"
    ],
    getRepoRulesets: ["GET /repos/{owner}/{repo}/rulesets"],
    getStatusChecksProtection: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks"
    ],
    getTeamsWithAccessToProtectedBranch: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/teams"
    ],
    getTopPaths: ["GET /repos/{owner}/{repo}/traffic/popular/paths"],
    getTopReferrers: ["GET /repos/{owner}/{repo}/traffic/popular/referrers"],
    getUsersWithAccessToProtectedBranch: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/users"
    ],
    getViews: ["GET /repos/{owner}/{repo}/traffic/views"],
    getWebhook: ["GET /repos/{owner}/{repo}/hooks/{hook_id}"],
    getWebhookConfigForRepo: [
      "GET /repos/{owner}/{repo}/hooks/{hook_id}/config"
    ],
    getWebhookDelivery: [
      "GET /repos/{owner}/{repo}/hooks/{hook_id}/deliveries/{delivery_id}"
    ],
    listActivities: ["GET /repos/{owner}/{repo}/activity"],
    listAttestations: [
      "GET /repos/{owner}/{repo}/attestations/{subject_digest}"
    ],
    listAutolinks: ["GET /repos/{owner}/{repo}/autolinks"],
    listBranches: ["GET /repos/{owner}/{repo}/branches"],
    listBranchesForHeadCommit: [
      "GET /repos/{owner}/{repo}/commits/{commit_sha}/branches-where-head"
    ],
    listCollaborators: ["GET /repos/{owner}/{repo}/collaborators"],
    listCommentsForCommit: [
      "GET /repos/{owner}/{repo}/commits/{commit_sha}/comments"
    ],
    listCommitCommentsForRepo: ["GET /repos/{owner}/{repo}/comments"],
    listCommitStatusesForRef: [
      "GET /repos/{owner}/{repo}/commits/{ref}/statuses"
    ],
    listCommits: ["GET /repos/{owner}/{repo}/commits"],
    listContributors: ["GET /repos/{owner}/{repo}/contributors"],
    listCustomDeploymentRuleIntegrations: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules/apps"
    ],
    listDeployKeys: ["GET /repos/{owner}/{repo}/keys"],
    listDeploymentBranchPolicies: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies"
    ],
    listDeploymentStatuses: [
      "GET /repos/{owner}/{repo}/deployments/{deployment_id}/statuses"
    ],
    listDeployments: ["GET /repos/{owner}/{repo}/deployments"],
    listForAuthenticatedUser: ["GET /user/repos"],
    listForOrg: ["GET /orgs/{org}/repos"],
    listForUser: ["GET /users/{username}/repos"],
    listForks: ["GET /repos/{owner}/{repo}/forks"],
    listInvitations: ["GET /repos/{owner}/{repo}/invitations"],
    listInvitationsForAuthenticatedUser: ["GET /user/repository_invitations"],
    listLanguages: ["GET /repos/{owner}/{repo}/languages"],
    listPagesBuilds: ["GET /repos/{owner}/{repo}/pages/builds"],
    listPublic: ["GET /repositories"],
    listPullRequestsAssociatedWithCommit: [
      "GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls"
    ],
    listReleaseAssets: [
      "GET /repos/{owner}/{repo}/releases/{release_id}/assets"
    ],
    listReleases: ["GET /repos/{owner}/{repo}/releases"],
    listTags: ["GET /repos/{owner}/{repo}/tags"],
    listTeams: ["GET /repos/{owner}/{repo}/teams"],
    listWebhookDeliveries: [
      "GET /repos/{owner}/{repo}/hooks/{hook_id}/deliveries"
    ],
    listWebhooks: ["GET /repos/{owner}/{repo}/hooks"],
    merge: ["POST /repos/{owner}/{repo}/merges"],
    mergeUpstream: ["POST /repos/{owner}/{repo}/merge-upstream"],
    pingWebhook: ["POST /repos/{owner}/{repo}/hooks/{hook_id}/pings"],
    redeliverWebhookDelivery: [
      "POST /repos/{owner}/{repo}/hooks/{hook_id}/deliveries/{delivery_id}/attempts"
    ],
    removeAppAccessRestrictions: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/apps",
      {},
      { mapToData: "apps" }
    ],
    removeCollaborator: [
      "DELETE /repos/{owner}/{repo}/collaborators/{username}"
    ],
    removeStatusCheckContexts: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks/contexts",
      {},
      { mapToData: "contexts" }
    ],
    removeStatusCheckProtection: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks"
    ],
    removeTeamAccessRestrictions: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/teams",
      {},
      { mapToData: "teams" }
    ],
    removeUserAccessRestrictions: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/users",
      {},
      { mapToData: "users" }
    ],
    renameBranch: ["POST /repos/{owner}/{repo}/branches/{branch}/rename"],
    replaceAllTopics: ["PUT /repos/{owner}/{repo}/topics"],
    requestPagesBuild: ["POST /repos/{owner}/{repo}/pages/builds"],
    setAdminBranchProtection: [
      "POST /repos/{owner}/{repo}/branches/{branch}/protection/enforce_admins"
    ],
    setAppAccessRestrictions: [
      "PUT /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/apps",
      {},
      { mapToData: "apps" }
    ],
    setStatusCheckContexts: [
      "PUT /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks/contexts",
      {},
      { mapToData: "contexts" }
    ],
    setTeamAccessRestrictions: [
      "PUT /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/teams",
      {},
      { mapToData: "teams" }
    ],
    setUserAccessRestrictions: [
      "PUT /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/users",
      {},
      { mapToData: "users" }
    ],
    testPushWebhook: ["POST /repos/{owner}/{repo}/hooks/{hook_id}/tests"],
    transfer: ["POST /repos/{owner}/{repo}/transfer"],
    update: ["PATCH /repos/{owner}/{repo}"],
    updateBranchProtection: [
      "PUT /repos/{owner}/{repo}/branches/{branch}/protection"
    ],
    updateCommitComment: ["PATCH /repos/{owner}/{repo}/comments/{comment_id}"],
    updateDeploymentBranchPolicy: [
      "PUT /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies/{branch_policy_id}"
    ],
    updateInformationAboutPagesSite: ["PUT /repos/{owner}/{repo}/pages"],
    updateInvitation: [
      "PATCH /repos/{owner}/{repo}/invitations/{invitation_id}"
    ],
    updateOrgRuleset: ["PUT /orgs/{org}/rulesets/{ruleset_id}"],
    updatePullRequestReviewProtection: [
      "PATCH /repos/{owner}/{repo}/branches/{branch}/protection/required_pull_request_reviews"
    ],
    updateRelease: ["PATCH /repos/{owner}/{repo}/releases/{release_id}"],
    updateReleaseAsset: [
      "PATCH /repos/{owner}/{repo}/releases/assets/{asset_id}"
    ],
    updateRepoRuleset: ["PUT /repos/{owner}/{repo}/rulesets/{ruleset_id}"],
    updateStatusCheckPotection: [
      "PATCH /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks",
      {},
      { renamed: ["repos", "updateStatusCheckProtection"] }
    ],
    updateStatusCheckProtection: [
      "PATCH /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks"
    ],
    updateWebhook: ["PATCH /repos/{owner}/{repo}/hooks/{hook_id}"],
    updateWebhookConfigForRepo: [
      "PATCH /repos/{owner}/{repo}/hooks/{hook_id}/config"
    ],
    uploadReleaseAsset: [
      "POST /repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}",
      { baseUrl: "https://uploads.github.com" }
    ]
  },
  search: {
    code: ["GET /search/code"],
    commits: ["GET /search/commits"],
    issuesAndPullRequests: ["GET /search/issues"],
    labels: ["GET /search/labels"],
    repos: ["GET /search/repositories"],
    topics: ["GET /search/topics"],
    users: ["GET /search/users"]
  },
  secretScanning: {
    createPushProtectionBypass: [
      "POST /repos/{owner}/{repo}/secret-scanning/push-protection-bypasses"
    ],
    getAlert: [
      "GET /repos/{owner}/{repo}/secret-scanning/alerts/{alert_number}"
    ],
    getScanHistory: ["GET /repos/{owner}/{repo}/secret-scanning/scan-history"],
    listAlertsForOrg: ["GET /orgs/{org}/secret-scanning/alerts"],
    listAlertsForRepo: ["GET /repos/{owner}/{repo}/secret-scanning/alerts"],
    listLocationsForAlert: [
      "GET /repos/{owner}/{repo}/secret-scanning/alerts/{alert_number}/locations"
    ],
    listOrgPatternConfigs: [
      "GET /orgs/{org}/secret-scanning/pattern-configurations"
    ],
    updateAlert: [
      "PATCH /repos/{owner}/{repo}/secret-scanning/alerts/{alert_number}"
    ],
    updateOrgPatternConfigs: [
      "PATCH /orgs/{org}/secret-scanning/pattern-configurations"
    ]
  },
  securityAdvisories: {
    createFork: [
      "POST /repos/{owner}/{repo}/security-advisories/{ghsa_id}/forks"
    ],
    createPrivateVulnerabilityReport: [
      "POST /repos/{owner}/{repo}/security-advisories/reports"
    ],
    createRepositoryAdvisory: [
      "POST /repos/{owner}/{repo}/security-advisories"
    ],
    createRepositoryAdvisoryCveRequest: [
      "POST /repos/{owner}/{repo}/security-advisories/{ghsa_id}/cve"
    ],
    getGlobalAdvisory: ["GET /advisories/{ghsa_id}"],
    getRepositoryAdvisory: [
      "GET /repos/{owner}/{repo}/security-advisories/{ghsa_id}"
    ],
    listGlobalAdvisories: ["GET /advisories"],
    listOrgRepositoryAdvisories: ["GET /orgs/{org}/security-advisories"],
    listRepositoryAdvisories: ["GET /repos/{owner}/{repo}/security-advisories"],
    updateRepositoryAdvisory: [
      "PATCH /repos/{owner}/{repo}/security-advisories/{ghsa_id}"
    ]
  },
  teams: {
    addOrUpdateMembershipForUserInOrg: [
      "PUT /orgs/{org}/teams/{team_slug}/memberships/{username}"
    ],
    addOrUpdateRepoPermissionsInOrg: [
      "PUT /orgs/{org}/teams/{team_slug}/repos/{owner}/{repo}"
    ],
    checkPermissionsForRepoInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/repos/{owner}/{repo}"
    ],
    create: ["POST /orgs/{org}/teams"],
    createDiscussionCommentInOrg: [
      "POST /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments"
    ],
    createDiscussionInOrg: ["POST /orgs/{org}/teams/{team_slug}/discussions"],
    deleteDiscussionCommentInOrg: [
      "DELETE /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}"
    ],
    deleteDiscussionInOrg: [
      "DELETE /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}"
    ],
    deleteInOrg: ["DELETE /orgs/{org}/teams/{team_slug}"],
    getByName: ["GET /orgs/{org}/teams/{team_slug}"],
    getDiscussionCommentInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}"
    ],
    getDiscussionInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}"
    ],
    getMembershipForUserInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/memberships/{username}"
    ],
    list: ["GET /orgs/{org}/teams"],
    listChildInOrg: ["GET /orgs/{org}/teams/{team_slug}/teams"],
    listDiscussionCommentsInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments"
    ],
    listDiscussionsInOrg: ["GET /orgs/{org}/teams/{team_slug}/discussions"],
    listForAuthenticatedUser: ["GET /user/teams"],
    listMembersInOrg: ["GET /orgs/{org}/teams/{team_slug}/members"],
    listPendingInvitationsInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/invitations"
    ],
    listReposInOrg: ["GET /orgs/{org}/teams/{team_slug}/repos"],
    removeMembershipForUserInOrg: [
      "DELETE /orgs/{org}/teams/{team_slug}/memberships/{username}"
    ],
    removeRepoInOrg: [
      "DELETE /orgs/{org}/teams/{team_slug}/repos/{owner}/{repo}"
    ],
    updateDiscussionCommentInOrg: [
      "PATCH /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}"
    ],
    updateDiscussionInOrg: [
      "PATCH /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}"
    ],
    updateInOrg: ["PATCH /orgs/{org}/teams/{team_slug}"]
  },
  users: {
    addEmailForAuthenticated: [
      "POST /user/emails",
      {},
      { renamed: ["users", "addEmailForAuthenticatedUser"] }
    ],
    addEmailForAuthenticatedUser: ["POST /user/emails"],
    addSocialAccountForAuthenticatedUser: ["POST /user/social_accounts"],
    block: ["PUT /user/blocks/{username}"],
    checkBlocked: ["GET /user/blocks/{username}"],
    checkFollowingForUser: ["GET /users/{username}/following/{target_user}"],
    checkPersonIsFollowedByAuthenticated: ["GET /user/following/{username}"],
    createGpgKeyForAuthenticated: [
      "POST /user/gpg_keys",
      {},
      { renamed: ["users", "createGpgKeyForAuthenticatedUser"] }
    ],
    createGpgKeyForAuthenticatedUser: ["POST /user/gpg_keys"],
    createPublicSshKeyForAuthenticated: [
      "POST /user/keys",
      {},
      { renamed: ["users", "createPublicSshKeyForAuthenticatedUser"] }
    ],
    createPublicSshKeyForAuthenticatedUser: ["POST /user/keys"],
    createSshSigningKeyForAuthenticatedUser: ["POST /user/ssh_signing_keys"],
    deleteAttestationsBulk: [
      "POST /users/{username}/attestations/delete-request"
    ],
    deleteAttestationsById: [
      "DELETE /users/{username}/attestations/{attestation_id}"
    ],
    deleteAttestationsBySubjectDigest: [
      "DELETE /users/{username}/attestations/digest/{subject_digest}"
    ],
    deleteEmailForAuthenticated: [
      "DELETE /user/emails",
      {},
      { renamed: ["users", "deleteEmailForAuthenticatedUser"] }
    ],
    deleteEmailForAuthenticatedUser: ["DELETE /user/emails"],
    deleteGpgKeyForAuthenticated: [
      "DELETE /user/gpg_keys/{gpg_key_id}",
      {},
      { renamed: ["users", "deleteGpgKeyForAuthenticatedUser"] }
    ],
    deleteGpgKeyForAuthenticatedUser: ["DELETE /user/gpg_keys/{gpg_key_id}"],
    deletePublicSshKeyForAuthenticated: [
      "DELETE /user/keys/{key_id}",
      {},
      { renamed: ["users", "deletePublicSshKeyForAuthenticatedUser"] }
    ],
    deletePublicSshKeyForAuthenticatedUser: ["DELETE /user/keys/{key_id}"],
    deleteSocialAccountForAuthenticatedUser: ["DELETE /user/social_accounts"],
    deleteSshSigningKeyForAuthenticatedUser: [
      "DELETE /user/ssh_signing_keys/{ssh_signing_key_id}"
    ],
    follow: ["PUT /user/following/{username}"],
    getAuthenticated: ["GET /user"],
    getById: ["GET /user/{account_id}"],
    getByUsername: ["GET /users/{username}"],
    getContextForUser: ["GET /users/{username}/hovercard"],
    getGpgKeyForAuthenticated: [
      "GET /user/gpg_keys/{gpg_key_id}",
      {},
      { renamed: ["users", "getGpgKeyForAuthenticatedUser"] }
    ],
    getGpgKeyForAuthenticatedUser: ["GET /user/gpg_keys/{gpg_key_id}"],
    getPublicSshKeyForAuthenticated: [
      "GET /user/keys/{key_id}",
      {},
      { renamed: ["users", "getPublicSshKeyForAuthenticatedUser"] }
    ],
    getPublicSshKeyForAuthenticatedUser: ["GET /user/keys/{key_id}"],
    getSshSigningKeyForAuthenticatedUser: [
      "GET /user/ssh_signing_keys/{ssh_signing_key_id}"
    ],
    list: ["GET /users"],
    listAttestations: ["GET /users/{username}/attestations/{subject_digest}"],
    listAttestationsBulk: [
      "POST /users/{username}/attestations/bulk-list{?per_page,before,after}"
    ],
    listBlockedByAuthenticated: [
      "GET /user/blocks",
      {},
      { renamed: ["users", "listBlockedByAuthenticatedUser"] }
    ],
    listBlockedByAuthenticatedUser: ["GET /user/blocks"],
    listEmailsForAuthenticated: [
      "GET /user/emails",
      {},
      { renamed: ["users", "listEmailsForAuthenticatedUser"] }
    ],
    listEmailsForAuthenticatedUser: ["GET /user/emails"],
    listFollowedByAuthenticated: [
      "GET /user/following",
      {},
      { renamed: ["users", "listFollowedByAuthenticatedUser"] }
    ],
    listFollowedByAuthenticatedUser: ["GET /user/following"],
    listFollowersForAuthenticatedUser: ["GET /user/followers"],
    listFollowersForUser: ["GET /users/{username}/followers"],
    listFollowingForUser: ["GET /users/{username}/following"],
    listGpgKeysForAuthenticated: [
      "GET /user/gpg_keys",
      {},
      { renamed: ["users", "listGpgKeysForAuthenticatedUser"] }
    ],
    listGpgKeysForAuthenticatedUser: ["GET /user/gpg_keys"],
    listGpgKeysForUser: ["GET /users/{username}/gpg_keys"],
    listPublicEmailsForAuthenticated: [
      "GET /user/public_emails",
      {},
      { renamed: ["users", "listPublicEmailsForAuthenticatedUser"] }
    ],
    listPublicEmailsForAuthenticatedUser: ["GET /user/public_emails"],
    listPublicKeysForUser: ["GET /users/{username}/keys"],
    listPublicSshKeysForAuthenticated: [
      "GET /user/keys",
      {},
      { renamed: ["users", "listPublicSshKeysForAuthenticatedUser"] }
    ],
    listPublicSshKeysForAuthenticatedUser: ["GET /user/keys"],
    listSocialAccountsForAuthenticatedUser: ["GET /user/social_accounts"],
    listSocialAccountsForUser: ["GET /users/{username}/social_accounts"],
    listSshSigningKeysForAuthenticatedUser: ["GET /user/ssh_signing_keys"],
    listSshSigningKeysForUser: ["GET /users/{username}/ssh_signing_keys"],
    setPrimaryEmailVisibilityForAuthenticated: [
      "PATCH /user/email/visibility",
      {},
      { renamed: ["users", "setPrimaryEmailVisibilityForAuthenticatedUser"] }
    ],
    setPrimaryEmailVisibilityForAuthenticatedUser: [
      "PATCH /user/email/visibility"
    ],
    unblock: ["DELETE /user/blocks/{username}"],
    unfollow: ["DELETE /user/following/{username}"],
    updateAuthenticated: ["PATCH /user"]
  }
};
var endpoints_default = Endpoints;

// node_modules/@octokit/plugin-rest-endpoint-methods/dist-src/endpoints-to-methods.js
var endpointMethodsMap = /* @__PURE__ */ new Map();
for (const [scope, endpoints] of Object.entries(endpoints_default)) {
  for (const [methodName, endpoint2] of Object.entries(endpoints)) {
    const [route, defaults2, decorations] = endpoint2;
    const [method, url] = route.split(/ /);
    const endpointDefaults = Object.assign(
      {
        method,
        url
      },
      defaults2
    );
    if (!endpointMethodsMap.has(scope)) {
      endpointMethodsMap.set(scope, /* @__PURE__ */ new Map());
    }
    endpointMethodsMap.get(scope).set(methodName, {
      scope,
      methodName,
      endpointDefaults,
      decorations
    });
  }
}
var handler = {
  has({ scope }, methodName) {
    return endpointMethodsMap.get(scope).has(methodName);
  },
  getOwnPropertyDescriptor(target, methodName) {
    return {
      value: this.get(target, methodName),
      // ensures method is in the cache
      configurable: true,
      writable: true,
      enumerable: true
    };
  },
  defineProperty(target, methodName, descriptor) {
    Object.defineProperty(target.cache, methodName, descriptor);
    return true;
  },
  deleteProperty(target, methodName) {
    delete target.cache[methodName];
    return true;
  },
  ownKeys({ scope }) {
    return [...endpointMethodsMap.get(scope).keys()];
  },
  set(target, methodName, value) {
    return target.cache[methodName] = value;
  },
  get({ octokit, scope, cache: cache2 }, methodName) {
    if (cache2[methodName]) {
      return cache2[methodName];
    }
    const method = endpointMethodsMap.get(scope).get(methodName);
    if (!method) {
      return void 0;
    }
    const { endpointDefaults, decorations } = method;
    if (decorations) {
      cache2[methodName] = decorate(
        octokit,
        scope,
        methodName,
        endpointDefaults,
        decorations
      );
    } else {
      cache2[methodName] = octokit.request.defaults(endpointDefaults);
    }
    return cache2[methodName];
  }
};
function endpointsToMethods(octokit) {
  const newMethods = {};
  for (const scope of endpointMethodsMap.keys()) {
    newMethods[scope] = new Proxy({ octokit, scope, cache: {} }, handler);
  }
  return newMethods;
}
__name(endpointsToMethods, "endpointsToMethods");
function decorate(octokit, scope, methodName, defaults2, decorations) {
  const requestWithDefaults = octokit.request.defaults(defaults2);
  function withDecorations(...args) {
    let options = requestWithDefaults.endpoint.merge(...args);
    if (decorations.mapToData) {
      options = Object.assign({}, options, {
        data: options[decorations.mapToData],
        [decorations.mapToData]: void 0
      });
      return requestWithDefaults(options);
    }
    if (decorations.renamed) {
      const [newScope, newMethodName] = decorations.renamed;
      octokit.log.warn(
        `octokit.${scope}.${methodName}() has been renamed to octokit.${newScope}.${newMethodName}()`
      );
    }
    if (decorations.deprecated) {
      octokit.log.warn(decorations.deprecated);
    }
    if (decorations.renamedParameters) {
      const options2 = requestWithDefaults.endpoint.merge(...args);
      for (const [name, alias] of Object.entries(
        decorations.renamedParameters
      )) {
        if (name in options2) {
          octokit.log.warn(
            `"${name}" parameter is deprecated for "octokit.${scope}.${methodName}()". Use "${alias}" instead`
          );
          if (!(alias in options2)) {
            options2[alias] = options2[name];
          }
          delete options2[name];
        }
      }
      return requestWithDefaults(options2);
    }
    return requestWithDefaults(...args);
  }
  __name(withDecorations, "withDecorations");
  return Object.assign(withDecorations, requestWithDefaults);
}
__name(decorate, "decorate");

// node_modules/@octokit/plugin-rest-endpoint-methods/dist-src/index.js
function restEndpointMethods(octokit) {
  const api = endpointsToMethods(octokit);
  return {
    rest: api
  };
}
__name(restEndpointMethods, "restEndpointMethods");
restEndpointMethods.VERSION = VERSION5;
function legacyRestEndpointMethods(octokit) {
  const api = endpointsToMethods(octokit);
  return {
    ...api,
    rest: api
  };
}
__name(legacyRestEndpointMethods, "legacyRestEndpointMethods");
legacyRestEndpointMethods.VERSION = VERSION5;

// node_modules/@octokit/plugin-paginate-rest/dist-bundle/index.js
var VERSION6 = "0.0.0-development";
function normalizePaginatedListResponse(response) {
  if (!response.data) {
    return {
      ...response,
      data: []
    };
  }
  const responseNeedsNormalization = ("total_count" in response.data || "total_commits" in response.data) && !("url" in response.data);
  if (!responseNeedsNormalization) return response;
  const incompleteResults = response.data.incomplete_results;
  const repositorySelection = response.data.repository_selection;
  const totalCount = response.data.total_count;
  const totalCommits = response.data.total_commits;
  delete response.data.incomplete_results;
  delete response.data.repository_selection;
  delete response.data.total_count;
  delete response.data.total_commits;
  const namespaceKey = Object.keys(response.data)[0];
  const data = response.data[namespaceKey];
  response.data = data;
  if (typeof incompleteResults !== "undefined") {
    response.data.incomplete_results = incompleteResults;
  }
  if (typeof repositorySelection !== "undefined") {
    response.data.repository_selection = repositorySelection;
  }
  response.data.total_count = totalCount;
  response.data.total_commits = totalCommits;
  return response;
}
__name(normalizePaginatedListResponse, "normalizePaginatedListResponse");
function iterator(octokit, route, parameters) {
  const options = typeof route === "function" ? route.endpoint(parameters) : octokit.request.endpoint(route, parameters);
  const requestMethod = typeof route === "function" ? route : octokit.request;
  const method = options.method;
  const headers = options.headers;
  let url = options.url;
  return {
    [Symbol.asyncIterator]: () => ({
      async next() {
        if (!url) return { done: true };
        try {
          const response = await requestMethod({ method, url, headers });
          const normalizedResponse = normalizePaginatedListResponse(response);
          url = ((normalizedResponse.headers.link || "").match(
            /<([^<>]+)>;\s*rel="next"/
          ) || [])[1];
          if (!url && "total_commits" in normalizedResponse.data) {
            const parsedUrl = new URL(normalizedResponse.url);
            const params = parsedUrl.searchParams;
            const page = parseInt(params.get("page") || "1", 10);
            const per_page = parseInt(params.get("per_page") || "250", 10);
            if (page * per_page < normalizedResponse.data.total_commits) {
              params.set("page", String(page + 1));
              url = parsedUrl.toString();
            }
          }
          return { value: normalizedResponse };
        } catch (error) {
          if (error.status !== 409) throw error;
          url = "";
          return {
            value: {
              status: 200,
              headers: {},
              data: []
            }
          };
        }
      }
    })
  };
}
__name(iterator, "iterator");
function paginate(octokit, route, parameters, mapFn) {
  if (typeof parameters === "function") {
    mapFn = parameters;
    parameters = void 0;
  }
  return gather(
    octokit,
    [],
    iterator(octokit, route, parameters)[Symbol.asyncIterator](),
    mapFn
  );
}
__name(paginate, "paginate");
function gather(octokit, results, iterator2, mapFn) {
  return iterator2.next().then((result2) => {
    if (result2.done) {
      return results;
    }
    let earlyExit = false;
    function done() {
      earlyExit = true;
    }
    __name(done, "done");
    results = results.concat(
      mapFn ? mapFn(result2.value, done) : result2.value.data
    );
    if (earlyExit) {
      return results;
    }
    return gather(octokit, results, iterator2, mapFn);
  });
}
__name(gather, "gather");
var composePaginateRest = Object.assign(paginate, {
  iterator
});
function paginateRest(octokit) {
  return {
    paginate: Object.assign(paginate.bind(null, octokit), {
      iterator: iterator.bind(null, octokit)
    })
  };
}
__name(paginateRest, "paginateRest");
paginateRest.VERSION = VERSION6;

// node_modules/@actions/github/lib/utils.js
var context = new Context();
var baseUrl = getApiBaseUrl();
var defaults = {
  baseUrl,
  request: {
    agent: getProxyAgent(baseUrl),
    fetch: getProxyFetch(baseUrl)
  }
};
var GitHub = Octokit.plugin(restEndpointMethods, paginateRest).defaults(defaults);
function getOctokitOptions(token, options) {
  const opts = Object.assign({}, options || {});
  const auth2 = getAuthString(token, opts);
  if (auth2) {
    opts.auth = auth2;
  }
  const userAgent2 = getUserAgentWithOrchestrationId(opts.userAgent);
  if (userAgent2) {
    opts.userAgent = userAgent2;
  }
  return opts;
}
__name(getOctokitOptions, "getOctokitOptions");

// node_modules/@actions/github/lib/github.js
var context2 = new Context();
function getOctokit(token, options, ...additionalPlugins) {
  const GitHubWithPlugins = GitHub.plugin(...additionalPlugins);
  return new GitHubWithPlugins(getOctokitOptions(token, options));
}
__name(getOctokit, "getOctokit");

// node_modules/@octokit/plugin-retry/dist-bundle/index.js
var import_light = __toESM(require_light(), 1);
var VERSION7 = "0.0.0-development";
function isRequestError(error) {
  return error.request !== void 0;
}
__name(isRequestError, "isRequestError");
async function errorRequest(state, octokit, error, options) {
  if (!isRequestError(error) || !error?.request.request) {
    throw error;
  }
  if (error.status >= 400 && !state.doNotRetry.includes(error.status)) {
    const retries = options.request.retries != null ? options.request.retries : state.retries;
    const retryAfter = Math.pow((options.request.retryCount || 0) + 1, 2);
    throw octokit.retry.retryRequest(error, retries, retryAfter);
  }
  throw error;
}
__name(errorRequest, "errorRequest");
async function wrapRequest(state, octokit, request2, options) {
  const limiter = new import_light.default();
  limiter.on("failed", function(error, info2) {
    const maxRetries = ~~error.request.request?.retries;
    const after = ~~error.request.request?.retryAfter;
    options.request.retryCount = info2.retryCount + 1;
    if (maxRetries > info2.retryCount) {
      return after * state.retryAfterBaseValue;
    }
  });
  return limiter.schedule(
    requestWithGraphqlErrorHandling.bind(null, state, octokit, request2),
    options
  );
}
__name(wrapRequest, "wrapRequest");
async function requestWithGraphqlErrorHandling(state, octokit, request2, options) {
  const response = await request2(options);
  if (response.data && response.data.errors && response.data.errors.length > 0 && /Something went wrong while executing your query/.test(
    response.data.errors[0].message
  )) {
    const error = new RequestError(response.data.errors[0].message, 500, {
      request: options,
      response
    });
    return errorRequest(state, octokit, error, options);
  }
  return response;
}
__name(requestWithGraphqlErrorHandling, "requestWithGraphqlErrorHandling");
function retry(octokit, octokitOptions) {
  const state = Object.assign(
    {
      enabled: true,
      retryAfterBaseValue: 1e3,
      doNotRetry: [400, 401, 403, 404, 410, 422, 451],
      retries: 3
    },
    octokitOptions.retry
  );
  const retryPlugin = {
    retry: {
      retryRequest: /* @__PURE__ */ __name((error, retries, retryAfter) => {
        error.request.request = Object.assign({}, error.request.request, {
          retries,
          retryAfter
        });
        return error;
      }, "retryRequest")
    }
  };
  if (state.enabled) {
    octokit.hook.error("request", errorRequest.bind(null, state, retryPlugin));
    octokit.hook.wrap("request", wrapRequest.bind(null, state, retryPlugin));
  }
  return retryPlugin;
}
__name(retry, "retry");
retry.VERSION = VERSION7;

// node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var import_light2 = __toESM(require_light(), 1);
var VERSION8 = "0.0.0-development";
var noop3 = /* @__PURE__ */ __name(() => Promise.resolve(), "noop");
function wrapRequest2(state, request2, options) {
  return state.retryLimiter.schedule(doRequest, state, request2, options);
}
__name(wrapRequest2, "wrapRequest");
async function doRequest(state, request2, options) {
  const { pathname } = new URL(options.url, "http://github.test");
  const isAuth = isAuthRequest(options.method, pathname);
  const isWrite = !isAuth && options.method !== "GET" && options.method !== "HEAD";
  const isSearch = options.method === "GET" && pathname.startsWith("/search/");
  const isGraphQL = pathname.startsWith("/graphql");
  const retryCount = ~~request2.retryCount;
  const jobOptions = retryCount > 0 ? { priority: 0, weight: 0 } : {};
  if (state.clustering) {
    jobOptions.expiration = 1e3 * 60;
  }
  if (isWrite || isGraphQL) {
    await state.write.key(state.id).schedule(jobOptions, noop3);
  }
  if (isWrite && state.triggersNotification(pathname)) {
    await state.notifications.key(state.id).schedule(jobOptions, noop3);
  }
  if (isSearch) {
    await state.search.key(state.id).schedule(jobOptions, noop3);
  }
  const req = (isAuth ? state.auth : state.global).key(state.id).schedule(jobOptions, request2, options);
  if (isGraphQL) {
    const res = await req;
    if (res.data.errors != null && res.data.errors.some((error) => error.type === "RATE_LIMITED")) {
      const error = Object.assign(new Error("GraphQL Rate Limit Exceeded"), {
        response: res,
        data: res.data
      });
      throw error;
    }
  }
  return req;
}
__name(doRequest, "doRequest");
function isAuthRequest(method, pathname) {
  return method === "PATCH" && // https://docs.github.com/en/rest/apps/apps?apiVersion=2022-11-28#create-a-scoped-access-token
  /^\/applications\/[^/]+\/token\/scoped$/.test(pathname) || method === "POST" && // https://docs.github.com/en/rest/apps/oauth-applications?apiVersion=2022-11-28#reset-a-token
  (/^\/applications\/[^/]+\/token$/.test(pathname) || // https://docs.github.com/en/rest/apps/apps?apiVersion=2022-11-28#create-an-installation-access-token-for-an-app
  /^\/app\/installations\/[^/]+\/access_tokens$/.test(pathname) || // https://docs.github.com/en/apps/oauth-apps/building-oauth-apps/authorizing-oauth-apps
  pathname === "/login/oauth/access_token");
}
__name(isAuthRequest, "isAuthRequest");
var triggers_notification_paths_default = [
  "/orgs/{org}/invitations",
  "/orgs/{org}/invitations/{invitation_id}",
  "/orgs/{org}/teams/{team_slug}/discussions",
  "/orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments",
  "/repos/{owner}/{repo}/collaborators/{username}",
  "/repos/{owner}/{repo}/commits/{commit_sha}/comments",
  "/repos/{owner}/{repo}/issues",
  "/repos/{owner}/{repo}/issues/{issue_number}/comments",
  "/repos/{owner}/{repo}/issues/{issue_number}/sub_issue",
  "/repos/{owner}/{repo}/issues/{issue_number}/sub_issues/priority",
  "/repos/{owner}/{repo}/pulls",
  "/repos/{owner}/{repo}/pulls/{pull_number}/comments",
  "/repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies",
  "/repos/{owner}/{repo}/pulls/{pull_number}/merge",
  "/repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers",
  "/repos/{owner}/{repo}/pulls/{pull_number}/reviews",
  "/repos/{owner}/{repo}/releases",
  "/teams/{team_id}/discussions",
  "/teams/{team_id}/discussions/{discussion_number}/comments"
];
function routeMatcher(paths) {
  const regexes = paths.map(
    (path) => path.split("/").map((c) => c.startsWith("{") ? "(?:.+?)" : c).join("/")
  );
  const regex2 = `^(?:${regexes.map((r) => `(?:${r})`).join("|")})[^/]*$`;
  return new RegExp(regex2, "i");
}
__name(routeMatcher, "routeMatcher");
var regex = routeMatcher(triggers_notification_paths_default);
var triggersNotification = regex.test.bind(regex);
var groups = {};
var createGroups = /* @__PURE__ */ __name(function(Bottleneck2, common) {
  groups.global = new Bottleneck2.Group({
    id: "octokit-global",
    maxConcurrent: 10,
    ...common
  });
  groups.auth = new Bottleneck2.Group({
    id: "octokit-auth",
    maxConcurrent: 1,
    ...common
  });
  groups.search = new Bottleneck2.Group({
    id: "octokit-search",
    maxConcurrent: 1,
    minTime: 2e3,
    ...common
  });
  groups.write = new Bottleneck2.Group({
    id: "octokit-write",
    maxConcurrent: 1,
    minTime: 1e3,
    ...common
  });
  groups.notifications = new Bottleneck2.Group({
    id: "octokit-notifications",
    maxConcurrent: 1,
    minTime: 3e3,
    ...common
  });
}, "createGroups");
function throttling(octokit, octokitOptions) {
  const {
    enabled = true,
    Bottleneck: Bottleneck2 = import_light2.default,
    id = "no-id",
    timeout = 1e3 * 60 * 2,
    // Redis TTL: 2 minutes
    connection
  } = octokitOptions.throttle || {};
  if (!enabled) {
    return {};
  }
  const common = { timeout };
  if (typeof connection !== "undefined") {
    common.connection = connection;
  }
  const state = Object.assign(
    {
      clustering: connection != null,
      triggersNotification,
      fallbackSecondaryRateRetryAfter: 60,
      retryAfterBaseValue: 1e3,
      id
    },
    octokitOptions.throttle
  );
  if (typeof state.onSecondaryRateLimit !== "function" || typeof state.onRateLimit !== "function") {
    throw new Error(`octokit/plugin-throttling error:
        You must pass the onSecondaryRateLimit and onRateLimit error handlers.
        See https://octokit.github.io/rest.js/#throttling

        const octokit = new Octokit({
          throttle: {
            onSecondaryRateLimit: (retryAfter, options) => {/* ... */},
            onRateLimit: (retryAfter, options) => {/* ... */}
          }
        })
    `);
  }
  let initialized = false;
  const initializeBottleneck = /* @__PURE__ */ __name(() => {
    if (initialized) {
      return;
    }
    initialized = true;
    if (groups.global == null) {
      createGroups(Bottleneck2, common);
    }
    state.global = state.global ?? groups.global;
    state.auth = state.auth ?? groups.auth;
    state.search = state.search ?? groups.search;
    state.write = state.write ?? groups.write;
    state.notifications = state.notifications ?? groups.notifications;
    state.retryLimiter = state.retryLimiter ?? new Bottleneck2();
    const events = {};
    const emitter = new Bottleneck2.Events(events);
    events.on("secondary-limit", state.onSecondaryRateLimit);
    events.on("rate-limit", state.onRateLimit);
    events.on(
      "error",
      (e) => octokit.log.warn("Error in throttling-plugin limit handler", e)
    );
    state.retryLimiter.on("failed", async function(error, info2) {
      const [state2, request2, options] = info2.args;
      const { pathname } = new URL(options.url, "http://github.test");
      const shouldRetryGraphQL = pathname.startsWith("/graphql") && error.status !== 401;
      if (!(shouldRetryGraphQL || error.status === 403 || error.status === 429)) {
        return;
      }
      const retryCount = ~~request2.retryCount;
      request2.retryCount = retryCount;
      options.request.retryCount = retryCount;
      const { wantRetry, retryAfter = 0 } = await (async function() {
        if (/\bsecondary rate\b/i.test(error.message)) {
          const retryAfter2 = Number(error.response.headers["retry-after"]) || state2.fallbackSecondaryRateRetryAfter;
          const wantRetry2 = await emitter.trigger(
            "secondary-limit",
            retryAfter2,
            options,
            octokit,
            retryCount
          );
          return { wantRetry: wantRetry2, retryAfter: retryAfter2 };
        }
        if (error.response.headers != null && error.response.headers["x-ratelimit-remaining"] === "0" || (error.response.data?.errors ?? []).some(
          (error2) => error2.type === "RATE_LIMITED"
        )) {
          const rateLimitReset = new Date(
            ~~error.response.headers["x-ratelimit-reset"] * 1e3
          ).getTime();
          const retryAfter2 = Math.max(
            // Add one second so we retry _after_ the reset time
            // https://docs.github.com/en/rest/overview/resources-in-the-rest-api?apiVersion=2022-11-28#exceeding-the-rate-limit
            Math.ceil((rateLimitReset - Date.now()) / 1e3) + 1,
            0
          );
          const wantRetry2 = await emitter.trigger(
            "rate-limit",
            retryAfter2,
            options,
            octokit,
            retryCount
          );
          return { wantRetry: wantRetry2, retryAfter: retryAfter2 };
        }
        return {};
      })();
      if (wantRetry) {
        request2.retryCount++;
        return retryAfter * state2.retryAfterBaseValue;
      }
    });
  }, "initializeBottleneck");
  octokit.hook.wrap("request", (request2, options) => {
    initializeBottleneck();
    return wrapRequest2(state, request2, options);
  });
  return {};
}
__name(throttling, "throttling");
throttling.VERSION = VERSION8;
throttling.triggersNotification = triggersNotification;

// src/core/indexCache.ts
import { createHash } from "node:crypto";
import { closeSync, fstatSync, futimesSync, mkdirSync, openSync, readdirSync as readdirSync3, readFileSync as readFileSync4, readSync, renameSync, rmSync, statSync as statSync2, utimesSync, writeFileSync } from "node:fs";
import { createRequire as createRequire2 } from "node:module";
import { homedir } from "node:os";
import { join as join3 } from "node:path";

// src/core/entrypointsCodec.ts
function encodeEntrypoints(entry) {
  const byFile = /* @__PURE__ */ new Map();
  for (const key of entry.definitions) {
    const at = key.lastIndexOf("#");
    const file = key.slice(0, at);
    const defs = byFile.get(file);
    if (defs) defs.push(Number(key.slice(at + 1)));
    else byFile.set(file, [Number(key.slice(at + 1))]);
  }
  const head = { programs: [...entry.programs], files: [...byFile.keys()] };
  return [JSON.stringify(head), ...[...byFile.values()].map((defs) => defs.join(" "))].join("\n");
}
__name(encodeEntrypoints, "encodeEntrypoints");
function decodeEntrypoints(text) {
  const lines = text.split("\n");
  let head;
  try {
    head = JSON.parse(lines[0]);
  } catch {
    return null;
  }
  const strings = /* @__PURE__ */ __name((x) => Array.isArray(x) && x.every((v) => typeof v === "string"), "strings");
  if (!head || !strings(head.programs) || !strings(head.files) || head.files.length !== lines.length - 1) return null;
  return { definitions: new KeptDefinitions(head.files, lines), programs: new Set(head.programs) };
}
__name(decodeEntrypoints, "decodeEntrypoints");
var KeptDefinitions = class {
  constructor(files, lines) {
    this.files = files;
    this.lines = lines;
    files.forEach((file, i) => this.lineOf.set(file, i + 1));
  }
  files;
  lines;
  static {
    __name(this, "KeptDefinitions");
  }
  lineOf = /* @__PURE__ */ new Map();
  read = /* @__PURE__ */ new Map();
  added = /* @__PURE__ */ new Set();
  has(key) {
    if (this.added.size > 0 && this.added.has(key)) return true;
    const at = key.lastIndexOf("#");
    const file = key.slice(0, at);
    return this.defsOf(file)?.has(Number(key.slice(at + 1))) ?? false;
  }
  add(key) {
    this.added.add(key);
    return this;
  }
  *[Symbol.iterator]() {
    for (const file of this.files) for (const def of this.defsOf(file) ?? []) yield `${file}#${def}`;
    yield* this.added;
  }
  defsOf(file) {
    let defs = this.read.get(file);
    if (!defs) {
      const line = this.lineOf.get(file);
      if (line === void 0) return null;
      defs = new Set(this.lines[line].split(" ").map(Number));
      this.read.set(file, defs);
    }
    return defs;
  }
};

// src/core/factsCodec.ts
var FACTS_CODEC = "lines-2";
var KINDS = ["function", "method", "class", "interface", "type", "enum", "module", "variable"];
var BASE_KEYS = ["name", "kind", "chain", "start", "end", "parent"];
function derivedChain(defs, def) {
  const above = def.parent >= 0 ? defs[def.parent].chain : [];
  return def.owner === void 0 ? [...above, def.name] : [...above, def.owner, def.name];
}
__name(derivedChain, "derivedChain");
function sameStrings(a, b) {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
__name(sameStrings, "sameStrings");
function definitionColumns(defs) {
  const columns = [[], "", [], [], [], [], [], []];
  let lastStart = 0;
  defs.forEach((def, i) => {
    const keys = Object.keys(def);
    const kind = KINDS.indexOf(def.kind);
    const usual = kind >= 0 && BASE_KEYS.every((k, j) => keys[j] === k);
    if (!usual) columns[7].push([i, def]);
    columns[0].push(def.name);
    columns[1] += String(Math.max(0, kind));
    columns[2].push(def.start - lastStart);
    lastStart = def.start;
    columns[3].push(def.end - def.start);
    columns[4].push(def.parent);
    columns[5].push(def.parent < i && sameStrings(def.chain, derivedChain(defs, def)) ? 0 : def.chain);
    if (usual && keys.length > BASE_KEYS.length) {
      const more = {};
      for (const k of keys.slice(BASE_KEYS.length)) more[k] = def[k];
      columns[6].push([i, more]);
    }
  });
  return columns;
}
__name(definitionColumns, "definitionColumns");
function definitionsOf(columns) {
  const [names, kinds, starts, lengths, parents, chains, more, whole] = columns;
  const defs = new Array(names.length);
  let start = 0;
  for (let i = 0; i < names.length; i++) {
    start += starts[i];
    const chain = chains[i];
    defs[i] = { name: names[i], kind: KINDS[kinds.charCodeAt(i) - 48], chain, start, end: start + lengths[i], parent: parents[i] };
  }
  for (const [i, keys] of more) Object.assign(defs[i], keys);
  for (const [i, def] of whole) defs[i] = def;
  for (let i = 0; i < defs.length; i++) if (chains[i] === 0) defs[i].chain = derivedChain(defs, defs[i]);
  return defs;
}
__name(definitionsOf, "definitionsOf");
var NONE = { places: [], references: [] };
var NEWLINE = 10;
function placesByName(references) {
  const byName = /* @__PURE__ */ new Map();
  references.forEach((ref, i) => {
    const places = byName.get(ref.name);
    if (places) places.push(i);
    else byName.set(ref.name, [i]);
  });
  return byName;
}
__name(placesByName, "placesByName");
function encodeFacts(facts) {
  const byName = placesByName(facts.references);
  const head = { ...facts, definitions: definitionColumns(facts.definitions), references: null };
  let text = `${JSON.stringify(head)}
${facts.references.length}`;
  for (const [name, places] of byName) text += `
${JSON.stringify(nameLine(name, places, facts.references))}`;
  return text;
}
__name(encodeFacts, "encodeFacts");
function nameLine(name, places, all2) {
  const line = [name, [], "", [], [], [], [], []];
  const targetIndex = /* @__PURE__ */ new Map();
  let lastPlace = 0;
  let lastLine = 0;
  let renamed = false;
  for (const place of places) {
    const ref = all2[place];
    line[1].push(place - lastPlace);
    lastPlace = place;
    line[2] += ref.kind === "call" ? "c" : "r";
    line[3].push(ref.line - lastLine);
    lastLine = ref.line;
    line[4].push(ref.unit);
    const key = JSON.stringify(ref.target);
    let t = targetIndex.get(key);
    if (t === void 0) {
      t = line[5].length;
      line[5].push(ref.target);
      targetIndex.set(key, t);
    }
    line[6].push(t);
    line[7].push(ref.label === name ? 0 : ref.label);
    if (ref.label !== name) renamed = true;
  }
  if (line[5].length === 1) line[6] = [];
  if (!renamed) line[7] = [];
  return line;
}
__name(nameLine, "nameLine");
function readNameLine(line, out) {
  const [name, places, kinds, lines, units, targets, target, labels] = line;
  let place = 0;
  let lineNumber = 0;
  for (let k = 0; k < places.length; k++) {
    place += places[k];
    lineNumber += lines[k];
    const label3 = labels.length === 0 ? 0 : labels[k];
    out(place, {
      name,
      kind: kinds.charCodeAt(k) === 99 ? "call" : "reference",
      line: lineNumber,
      unit: units[k],
      target: targets[target.length === 0 ? 0 : target[k]],
      label: label3 === 0 ? name : label3
    });
  }
}
__name(readNameLine, "readNameLine");
var DecodedFacts = class _DecodedFacts {
  static {
    __name(this, "DecodedFacts");
  }
  path;
  language;
  lineCount;
  parsed;
  definitions;
  moduleUnits;
  imports;
  exports;
  packageName;
  entry;
  /** Shared by the copies factsAtPath makes; private, so that spreading the facts does not copy it. */
  #unread;
  constructor(head, path, unread) {
    this.path = path;
    this.language = head.language;
    this.lineCount = head.lineCount;
    this.parsed = head.parsed;
    this.definitions = head.definitions;
    this.moduleUnits = head.moduleUnits;
    this.imports = head.imports;
    this.exports = head.exports;
    this.packageName = head.packageName;
    this.entry = head.entry;
    this.#unread = unread;
  }
  /** The uses of facts read from text, or null for other facts. */
  static unreadOf(facts) {
    return facts instanceof _DecodedFacts ? facts.#unread : null;
  }
  get references() {
    const unread = this.#unread;
    if (unread.all === null) {
      unread.all = readAllUses(unread);
      unread.text = null;
    }
    return unread.all;
  }
  toJSON() {
    return {
      path: this.path,
      language: this.language,
      lineCount: this.lineCount,
      parsed: this.parsed,
      definitions: this.definitions,
      moduleUnits: this.moduleUnits,
      imports: this.imports,
      exports: this.exports,
      references: this.references,
      packageName: this.packageName,
      entry: this.entry
    };
  }
};
function decodeFacts(text) {
  const bytes = typeof text === "string" ? Buffer.from(text, "utf8") : text;
  const split = bytes.indexOf(NEWLINE);
  if (split < 0) throw new Error("facts text without its uses");
  const read = JSON.parse(bytes.toString("utf8", 0, split));
  const head = read;
  head.definitions = definitionsOf(read.definitions);
  const countEnd = bytes.indexOf(NEWLINE, split + 1);
  const count2 = Number(bytes.toString("latin1", split + 1, countEnd < 0 ? bytes.length : countEnd));
  return new DecodedFacts(head, head.path, { text: bytes.subarray(split), count: Number.isInteger(count2) ? count2 : -1, named: /* @__PURE__ */ new Map(), all: null });
}
__name(decodeFacts, "decodeFacts");
function readAllUses(unread) {
  const bytes = unread.text;
  if (unread.count < 0) throw new SyntaxError("facts text without the count of its uses");
  const first = bytes.indexOf(NEWLINE, 1);
  const lines = first < 0 ? [] : JSON.parse(`[${bytes.toString("utf8", first + 1).replaceAll("\n", ",")}]`);
  const references = new Array(unread.count);
  for (const line of lines) readNameLine(line, (place, ref) => references[place] = ref);
  return references;
}
__name(readAllUses, "readAllUses");
var namedOfRead = /* @__PURE__ */ new WeakMap();
function referencesNamed(facts, name) {
  const unread = DecodedFacts.unreadOf(facts);
  if (unread && unread.text !== null && unread.count >= 0) {
    let named = unread.named.get(name);
    if (!named) {
      named = readOneName(unread.text, name);
      unread.named.set(name, named);
    }
    return named;
  }
  const all2 = facts.references;
  let byName = namedOfRead.get(all2);
  if (!byName) {
    byName = new Map([...placesByName(all2)].map(([n, places]) => [n, { places, references: places.map((i) => all2[i]) }]));
    namedOfRead.set(all2, byName);
  }
  return byName.get(name) ?? NONE;
}
__name(referencesNamed, "referencesNamed");
function readOneName(bytes, name) {
  const start = bytes.indexOf(`
[${JSON.stringify(name)},`, 0, "utf8");
  if (start < 0) return NONE;
  const end = bytes.indexOf(NEWLINE, start + 1);
  const named = { places: [], references: [] };
  readNameLine(JSON.parse(bytes.toString("utf8", start + 1, end < 0 ? bytes.length : end)), (place, ref) => {
    named.places.push(place);
    named.references.push(ref);
  });
  return named;
}
__name(readOneName, "readOneName");
function factsAtPath(facts, path) {
  if (facts.path === path) return facts;
  const unread = DecodedFacts.unreadOf(facts);
  if (unread) return new DecodedFacts(facts, path, unread);
  return { ...facts, path };
}
__name(factsAtPath, "factsAtPath");

// src/core/fileStamp.ts
import { lstatSync } from "node:fs";
var RACY_MS = 2e3;
function fileStamp(absolutePath) {
  let st;
  try {
    st = lstatSync(absolutePath, { throwIfNoEntry: false });
  } catch {
    return null;
  }
  if (st === void 0) return null;
  const kind = st.isFile() ? "f" : st.isDirectory() ? "d" : null;
  if (kind === null) return null;
  if (Math.max(st.mtimeMs, st.ctimeMs) > Date.now() - RACY_MS) return null;
  return `${kind}:${st.dev}:${st.ino}:${st.size}:${st.mtimeMs}:${st.ctimeMs}`;
}
__name(fileStamp, "fileStamp");

// src/core/languages.ts
import { existsSync as existsSync2, readdirSync, readFileSync as readFileSync2 } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

// src/core/wordSketch.ts
var WORD_BYTE = new Uint8Array(256);
for (let b = 0; b < 256; b++) {
  WORD_BYTE[b] = b >= 48 && b <= 57 || b >= 65 && b <= 90 || b >= 97 && b <= 122 || b === 95 || b === 36 || b >= 128 ? 1 : 0;
}
var DECLARED_AFTER = new Uint8Array(256);
for (let b = 0; b < 256; b++) DECLARED_AFTER[b] = WORD_BYTE[b] === 1 || b === 62 || b === 93 || b === 41 || b === 47 ? 1 : 0;
var BLANK = new Uint8Array(256);
for (const b of [9, 11, 12, 13, 32]) BLANK[b] = 1;
var NEWLINE2 = 10;
var SLASH = 47;
var STAR = 42;
var NO_COMMENT = 0;
var LINE_COMMENT = 1;
var BLOCK_COMMENT = 2;
function isWordByte(b) {
  return b >= 128 || WORD_BYTE[b] === 1;
}
__name(isWordByte, "isWordByte");
var SEED = 49721811;
var step = /* @__PURE__ */ __name((hash, byte) => (hash << 5 | hash >>> 27) ^ byte, "step");
function finish(h) {
  h = Math.imul(h ^ h >>> 16, 2246822507);
  h = Math.imul(h ^ h >>> 13, 3266489909);
  return h ^ h >>> 16;
}
__name(finish, "finish");
function declaredHash(hash) {
  return finish(hash ^ 1540483477);
}
__name(declaredHash, "declaredHash");
function keywordHash(hash) {
  return finish(hash ^ 668265263);
}
__name(keywordHash, "keywordHash");
function openerHash(hash) {
  return finish(hash ^ 374761393);
}
__name(openerHash, "openerHash");
var DECLARED = 1;
var AFTER_KEYWORD = 2;
var BEFORE_OPENER = 4;
var firstBit = /* @__PURE__ */ __name((hash, mask) => hash & mask, "firstBit");
var secondBit = /* @__PURE__ */ __name((hash, mask) => (hash >>> 16 | hash << 16) & mask, "secondBit");
function sketchWords(bytes, length, lexicon = null) {
  return sketchWordsInto(bytes, length, new Int32Array(sketchLength(length)), lexicon);
}
__name(sketchWords, "sketchWords");
function sketchLength(length) {
  let size = 2048;
  while (size < length) size *= 2;
  return size >>> 5;
}
__name(sketchLength, "sketchLength");
function sketchWordsInto(bytes, length, bits, lexicon = null) {
  const text = new Uint8Array(bytes.buffer, bytes.byteOffset, length);
  if (lexicon !== null) {
    if (sketchCodeInto(text, length, bits, lexicon)) return bits;
    bits.fill(0);
  }
  const mask = bits.length * 32 - 1;
  const placeOfDeclared = DECLARED | (lexicon !== null && lexicon.keywords.length > 0 ? AFTER_KEYWORD : 0) | (lexicon !== null && lexicon.hasOpeners ? BEFORE_OPENER : 0);
  let i = 0;
  let declaredPlace = true;
  let lineStart = true;
  let comment = NO_COMMENT;
  while (i < length) {
    let b = text[i];
    while (WORD_BYTE[b] === 0) {
      if (b === NEWLINE2) {
        declaredPlace = true;
        lineStart = true;
        comment = NO_COMMENT;
      } else if (BLANK[b] === 0) {
        if (lineStart) {
          lineStart = false;
          if (b === STAR || b === SLASH && text[i + 1] === STAR) comment = BLOCK_COMMENT;
          else if (b === SLASH && text[i + 1] === SLASH) comment = LINE_COMMENT;
        } else if (comment === BLOCK_COMMENT && b === SLASH && text[i - 1] === STAR) comment = NO_COMMENT;
        declaredPlace = DECLARED_AFTER[b] === 1;
      }
      if (++i >= length) return bits;
      b = text[i];
    }
    lineStart = false;
    i = sketchWordAt(text, length, i, bits, mask, declaredPlace && comment === NO_COMMENT ? placeOfDeclared : 0);
    declaredPlace = true;
  }
  return bits;
}
__name(sketchWordsInto, "sketchWordsInto");
function compileSketchLexicon(descriptor) {
  if (descriptor.comments !== "c") throw new Error(`unknown comment syntax ${JSON.stringify(descriptor.comments)}`);
  const opening = [];
  for (const { delimiter, escapes = false, lines = false } of descriptor.strings) {
    const quote = delimiter.charCodeAt(0);
    const triple = delimiter.length === 3 && delimiter === String.fromCharCode(quote).repeat(3);
    if (quote >= 128 || WORD_BYTE[quote] === 1 || quote === SLASH || quote === BACKSLASH || !(triple || delimiter.length === 1)) {
      throw new Error(`unsupported string delimiter ${JSON.stringify(delimiter)}`);
    }
    (opening[quote] ??= []).push({ quote, triple, escapes, lines });
  }
  const starting = new Uint8Array(256);
  starting[SLASH] = 1;
  for (const kinds of opening) {
    if (!kinds) continue;
    kinds.sort((a, b) => Number(b.triple) - Number(a.triple));
    starting[kinds[0].quote] = 1;
  }
  const stopping = new Uint8Array(256);
  for (const c of descriptor.unsupportedEscapes ?? "") stopping[c.charCodeAt(0)] = 1;
  const keywords = new Int32Array(
    (descriptor.declaringKeywords ?? []).map((word) => {
      const bytes = Buffer.from(word, "utf8");
      if (bytes.length === 0 || bytes.some((b) => WORD_BYTE[b] === 0)) throw new Error(`a declaring keyword must be one word: ${JSON.stringify(word)}`);
      return wordHash(bytes);
    })
  );
  const openers = new Uint8Array(256);
  for (const c of descriptor.declarationOpeners ?? "") {
    const b = c.charCodeAt(0);
    if (b >= 128 || WORD_BYTE[b] === 1 || BLANK[b] === 1 || b === NEWLINE2 || starting[b] === 1) throw new Error(`unsupported declaration opener ${JSON.stringify(c)}`);
    openers[b] = 1;
  }
  return { starting, opening: Array.from({ length: 256 }, (_, b) => opening[b]), stopping, keywords, openers, hasOpeners: openers.includes(1) };
}
__name(compileSketchLexicon, "compileSketchLexicon");
var BACKSLASH = 92;
function sketchCodeInto(text, length, bits, lexicon) {
  const mask = bits.length * 32 - 1;
  const starting = lexicon.starting;
  const keywords = lexicon.keywords;
  const openers = lexicon.openers;
  let i = 0;
  let declaredPlace = true;
  let afterKeyword = false;
  let pending = 0;
  let hasPending = false;
  while (i < length) {
    let b = text[i];
    while (WORD_BYTE[b] === 0) {
      if (b === NEWLINE2) declaredPlace = true;
      else if (BLANK[b] === 0) {
        if (starting[b] === 0) {
          if (hasPending && openers[b] === 1) setBits(bits, openerHash(pending), mask);
          hasPending = false;
          declaredPlace = DECLARED_AFTER[b] === 1;
          afterKeyword = false;
        } else if (b === SLASH) {
          const next = text[i + 1];
          if (next !== SLASH && next !== STAR) {
            afterKeyword = false;
            hasPending = false;
          }
          if (next === SLASH) {
            i = text.indexOf(NEWLINE2, i + 2);
            if (i < 0) return true;
          } else if (next === STAR) {
            i += 2;
            for (; ; ) {
              i = text.indexOf(STAR, i);
              if (i < 0 || i + 1 >= length) return false;
              if (text[i + 1] === SLASH) break;
              i++;
            }
            i++;
          }
          declaredPlace = true;
        } else {
          i = sketchStringInto(text, length, i, bits, mask, lexicon);
          if (i < 0) return false;
          declaredPlace = false;
          afterKeyword = false;
          hasPending = false;
        }
      }
      if (++i >= length) return true;
      b = text[i];
    }
    i = sketchWordAt(text, length, i, bits, mask, (declaredPlace ? DECLARED : 0) | (afterKeyword ? AFTER_KEYWORD : 0));
    pending = lastWordHash;
    hasPending = declaredPlace;
    declaredPlace = true;
    afterKeyword = isKeyword(keywords, lastWordHash);
  }
  return true;
}
__name(sketchCodeInto, "sketchCodeInto");
function sketchStringInto(text, length, start, bits, mask, lexicon) {
  const quote = text[start];
  let kind;
  for (const k of lexicon.opening[quote] ?? []) {
    if (!k.triple || text[start + 1] === quote && text[start + 2] === quote) {
      kind = k;
      break;
    }
  }
  if (kind === void 0) return -1;
  let escaped = false;
  let place = DECLARED;
  const keywords = lexicon.keywords;
  const openers = lexicon.openers;
  let words2 = 0;
  let opened = false;
  for (let i = kind.triple ? start + 3 : start + 1; i < length; i++) {
    const b = text[i];
    if (escaped) {
      escaped = false;
      if (lexicon.stopping[b] === 1 || b === NEWLINE2 && !kind.lines) return -1;
    } else if (b === BACKSLASH && kind.escapes) {
      escaped = true;
      continue;
    } else if (b === quote && (!kind.triple || text[i + 1] === quote && text[i + 2] === quote)) {
      if (opened) for (let w = 0; w < words2; w++) setBits(bits, openerHash(stringWords[w]), mask);
      return kind.triple ? i + 2 : i;
    } else if (b === NEWLINE2 && !kind.lines) return -1;
    if (openers[b] === 1) opened = true;
    if (WORD_BYTE[b] === 1) {
      i = sketchWordAt(text, length, i, bits, mask, place) - 1;
      if (place === DECLARED && isKeyword(keywords, lastWordHash)) place = DECLARED | AFTER_KEYWORD;
      if (lexicon.hasOpeners) {
        if (words2 === stringWords.length) stringWords = growWords(stringWords);
        stringWords[words2++] = lastWordHash;
      }
    }
  }
  return -1;
}
__name(sketchStringInto, "sketchStringInto");
var stringWords = new Int32Array(256);
function growWords(words2) {
  const grown = new Int32Array(words2.length * 2);
  grown.set(words2);
  return grown;
}
__name(growWords, "growWords");
var lastWordHash = 0;
function isKeyword(keywords, hash) {
  for (let k = 0; k < keywords.length; k++) if (keywords[k] === hash) return true;
  return false;
}
__name(isKeyword, "isKeyword");
function sketchWordAt(text, length, i, bits, mask, place) {
  let hash = SEED;
  let b = text[i];
  for (; ; ) {
    hash = step(hash, b);
    if (++i >= length) break;
    b = text[i];
    if (WORD_BYTE[b] === 0) break;
  }
  hash = finish(hash);
  lastWordHash = hash;
  setBits(bits, hash, mask);
  if ((place & DECLARED) !== 0) setBits(bits, declaredHash(hash), mask);
  if ((place & AFTER_KEYWORD) !== 0) setBits(bits, keywordHash(hash), mask);
  if ((place & BEFORE_OPENER) !== 0) setBits(bits, openerHash(hash), mask);
  return i;
}
__name(sketchWordAt, "sketchWordAt");
function setBits(bits, hash, mask) {
  const first = firstBit(hash, mask);
  const second = secondBit(hash, mask);
  bits[first >>> 5] = bits[first >>> 5] | 1 << (first & 31);
  bits[second >>> 5] = bits[second >>> 5] | 1 << (second & 31);
}
__name(setBits, "setBits");
function wordHash(word) {
  let hash = SEED;
  for (const b of word) hash = step(hash, b);
  return finish(hash);
}
__name(wordHash, "wordHash");
function sketchMayHold(sketch, hash) {
  const mask = sketch.length * 32 - 1;
  const first = firstBit(hash, mask);
  const second = secondBit(hash, mask);
  return (sketch[first >>> 5] & 1 << (first & 31)) !== 0 && (sketch[second >>> 5] & 1 << (second & 31)) !== 0;
}
__name(sketchMayHold, "sketchMayHold");

// src/core/languages.ts
function placementOf(spec, sites) {
  const keywords = (spec.sketchLexicon?.declaringKeywords ?? []).length > 0;
  const openers = (spec.sketchLexicon?.declarationOpeners ?? "").length > 0 && spec.definitionsAfterWords === true;
  const afterKeyword = /* @__PURE__ */ __name((site) => keywords && site.afterKeyword === true, "afterKeyword");
  const beforeOpener = /* @__PURE__ */ __name((site) => openers && site.beforeOpener === true, "beforeOpener");
  if (sites.length === 0 || !sites.every((site) => afterKeyword(site) || beforeOpener(site))) return spec.definitionsAfterWords === true ? "afterWords" : "anywhere";
  const someAfterKeyword = sites.some(afterKeyword);
  const someBeforeOpener = sites.some((site) => !afterKeyword(site));
  return someAfterKeyword && someBeforeOpener ? "afterKeywordOrBeforeOpener" : someAfterKeyword ? "afterKeyword" : "beforeOpener";
}
__name(placementOf, "placementOf");
var here = dirname(fileURLToPath(import.meta.url));
var require2 = createRequire(import.meta.url);
function languagesDirectory() {
  const candidates = [join(here, "languages"), resolve(here, "../languages")];
  for (const c of candidates) if (existsSync2(join(c, "typescript", "language.json"))) return c;
  throw new Error(`language folders not found (looked in ${candidates.join(", ")})`);
}
__name(languagesDirectory, "languagesDirectory");
function wasmFile(pkg, file) {
  const bundled = join(here, "wasm", file);
  if (existsSync2(bundled)) return bundled;
  return require2.resolve(`${pkg}/${file}`);
}
__name(wasmFile, "wasmFile");
var registry = null;
function definitionRulesOf(spec, sort) {
  let rules = rulesBySpec.get(spec);
  if (!rules) {
    const all2 = spec.definitionSites;
    const of = /* @__PURE__ */ __name((sites) => ({ sites, placed: placementOf(spec, sites ?? []) }), "of");
    const ofSort = /* @__PURE__ */ __name((one2) => of(all2?.filter((s) => s.declares === void 0 || s.declares === one2)), "ofSort");
    rules = { all: of(all2), members: ofSort("members"), others: ofSort("others") };
    rulesBySpec.set(spec, rules);
  }
  return rules[sort];
}
__name(definitionRulesOf, "definitionRulesOf");
var rulesBySpec = /* @__PURE__ */ new Map();
var lexicons = /* @__PURE__ */ new Map();
function sketchLexiconOf(spec) {
  if (!spec) return null;
  let lexicon = lexicons.get(spec);
  if (lexicon === void 0) {
    lexicon = spec.sketchLexicon === void 0 ? null : compileSketchLexicon(spec.sketchLexicon);
    lexicons.set(spec, lexicon);
  }
  return lexicon;
}
__name(sketchLexiconOf, "sketchLexiconOf");
function sketchLexiconForPath(path) {
  return sketchLexiconOf(languageForPath(path));
}
__name(sketchLexiconForPath, "sketchLexiconForPath");
var exportedPatterns = /* @__PURE__ */ new Map();
function exportedNamesOf(spec) {
  if (!spec) return null;
  let pattern = exportedPatterns.get(spec);
  if (pattern === void 0) {
    pattern = spec.exportedNames === void 0 ? null : new RegExp(spec.exportedNames, "u");
    exportedPatterns.set(spec, pattern);
  }
  return pattern;
}
__name(exportedNamesOf, "exportedNamesOf");
function languages() {
  if (registry) return registry;
  const dir = languagesDirectory();
  const specs = [];
  for (const name of readdirSync(dir).sort()) {
    const descriptorPath = join(dir, name, "language.json");
    if (!existsSync2(descriptorPath)) continue;
    const descriptor = JSON.parse(readFileSync2(descriptorPath, "utf8"));
    const spec = { ...descriptor, wasmPath: wasmFile(descriptor.grammar.package, descriptor.grammar.wasm) };
    let querySource;
    Object.defineProperty(spec, "querySource", {
      enumerable: true,
      get: /* @__PURE__ */ __name(() => querySource ??= descriptor.queries.map((q) => readFileSync2(join(dir, name, q), "utf8")).join("\n"), "get")
    });
    specs.push(spec);
  }
  registry = specs;
  return specs;
}
__name(languages, "languages");
var inheriting = /* @__PURE__ */ new Map();
function inheritsMembers(spec) {
  let inherits = inheriting.get(spec);
  if (inherits === void 0) {
    inherits = /@heritage\b/.test(spec.querySource);
    inheriting.set(spec, inherits);
  }
  return inherits;
}
__name(inheritsMembers, "inheritsMembers");
function languageForPath(path) {
  const dot = path.lastIndexOf(".");
  if (dot < 0) return null;
  const last = path.slice(dot);
  let known = byLastPartAsWritten.get(last);
  if (known === void 0) {
    known = last.includes("/") ? null : languageOfLastPart(last.toLowerCase());
    if (byLastPartAsWritten.size > 1e4) byLastPartAsWritten.clear();
    byLastPartAsWritten.set(last, known);
  }
  return known === SEVERAL_PARTS ? matchLanguage(path) : known;
}
__name(languageForPath, "languageForPath");
var SEVERAL_PARTS = /* @__PURE__ */ Symbol("several parts");
var byLastPartAsWritten = /* @__PURE__ */ new Map();
var extensionsByLastPart = null;
function languageOfLastPart(lower) {
  extensionsByLastPart ??= byLastPart(languages());
  const candidates = extensionsByLastPart.get(lower);
  if (!candidates) return null;
  if (candidates.some(({ ext }) => ext !== lower)) return SEVERAL_PARTS;
  return candidates[0].spec;
}
__name(languageOfLastPart, "languageOfLastPart");
function matchLanguage(path) {
  extensionsByLastPart ??= byLastPart(languages());
  const lower = path.toLowerCase();
  const candidates = extensionsByLastPart.get(lower.slice(lower.lastIndexOf(".")));
  let best = null;
  let bestLength = 0;
  for (const { ext, spec } of candidates ?? []) {
    if (lower.endsWith(ext) && ext.length > bestLength) {
      best = spec;
      bestLength = ext.length;
    }
  }
  return best;
}
__name(matchLanguage, "matchLanguage");
function byLastPart(specs) {
  const map = /* @__PURE__ */ new Map();
  for (const spec of specs) {
    for (const ext of spec.extensions) {
      const last = ext.slice(ext.lastIndexOf("."));
      const list = map.get(last);
      if (list) list.push({ ext, spec });
      else map.set(last, [{ ext, spec }]);
    }
  }
  return map;
}
__name(byLastPart, "byLastPart");

// src/core/facts.ts
function mayBeCertainElsewhere(target) {
  switch (target.t) {
    case "def":
    case "several":
    case "uncertain":
      return false;
    case "unknown_receiver":
      return target.free !== void 0;
    case "typed":
      return target.type.t !== "name" || FOLLOWED_TYPE_NAMES.has(target.type.target.t);
    default:
      return true;
  }
}
__name(mayBeCertainElsewhere, "mayBeCertainElsewhere");
var FOLLOWED_TYPE_NAMES = /* @__PURE__ */ new Set(["def", "member", "typed", "import"]);
function ownerNamed(facts, target) {
  switch (target.t) {
    case "import": {
      const imported = facts.imports[target.imp].imported;
      return target.member !== null && imported !== "*" ? imported : null;
    }
    case "member":
      return facts.definitions[target.def].name;
    case "owned": {
      const chain = facts.definitions[target.def].chain;
      return chain.length >= 2 ? chain[chain.length - 2] : null;
    }
    case "unknown_receiver":
      return target.free ?? null;
    case "typed":
      return typeNamed(facts, target.type);
    default:
      return null;
  }
}
__name(ownerNamed, "ownerNamed");
function typeNamed(facts, type) {
  if (type.t === "self") return facts.definitions[type.def].name;
  if (type.t !== "name") return null;
  const target = type.target;
  switch (target.t) {
    case "def":
      return facts.definitions[target.def].name;
    case "member":
    case "typed":
      return target.member;
    case "import":
      return target.member ?? facts.imports[target.imp].imported;
    default:
      return null;
  }
}
__name(typeNamed, "typeNamed");
function isMember(def) {
  return def.parent >= 0 || def.owner !== void 0;
}
__name(isMember, "isMember");

// src/core/partitionPoint.ts
function partitionPoint(count2, before) {
  let lo = 0;
  let hi = count2;
  while (lo < hi) {
    const mid = lo + hi >>> 1;
    if (before(mid)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
__name(partitionPoint, "partitionPoint");

// src/core/nameIndex.ts
var NAME_INDEX_FORMAT = "odin-slice-names-13";
var MAGIC = 827216719;
var HEADER_WORDS = 7;
var BLOB_BYTES = 20;
var NO_BLOB = "0".repeat(2 * BLOB_BYTES);
var NAMES_PER_BLOCK = 64;
var LISTS = 6;
function namespaceUseKey(name, source) {
  return `${name}\0${source}`;
}
__name(namespaceUseKey, "namespaceUseKey");
function memberUseKey(name, owner) {
  return `${name}${owner}`;
}
__name(memberUseKey, "memberUseKey");
function moduleSourceKey(source) {
  return `${source}`;
}
__name(moduleSourceKey, "moduleSourceKey");
function namesOfFacts(f) {
  const mentioned = /* @__PURE__ */ new Set();
  const defined = /* @__PURE__ */ new Set();
  const members = /* @__PURE__ */ new Set();
  const others = /* @__PURE__ */ new Set();
  const certainly = /* @__PURE__ */ new Set();
  const possibly = /* @__PURE__ */ new Set();
  for (const d of f.definitions) {
    mentioned.add(d.name);
    defined.add(d.name);
    (isMember(d) ? members : others).add(d.name);
  }
  for (const e of f.exports) {
    if ("exported" in e) {
      mentioned.add(e.exported);
      defined.add(e.exported);
    }
    if ("imported" in e) {
      mentioned.add(e.imported);
      certainly.add(e.imported);
    }
    if ("source" in e) mentioned.add(moduleSourceKey(e.source));
    else if ("all" in e) mentioned.add(moduleSourceKey(e.all));
  }
  for (const r of f.references) {
    mentioned.add(r.name);
    if (mayBeCertainElsewhere(r.target)) {
      const binding = r.target.t === "import" && r.target.member !== null ? f.imports[r.target.imp] : void 0;
      const owner = ownerNamed(f, r.target);
      const key = binding?.imported === "*" ? namespaceUseKey(r.name, binding.source) : owner !== null ? memberUseKey(r.name, owner) : r.name;
      certainly.add(key);
      mentioned.add(key);
    }
    if (r.target.t === "unknown_receiver" || r.target.t === "typed") possibly.add(r.name);
  }
  for (const i of f.imports) {
    mentioned.add(moduleSourceKey(i.source));
    for (const name of [i.local, i.imported]) {
      mentioned.add(name);
      certainly.add(name);
    }
  }
  for (const set of [mentioned, defined, members, others, certainly, possibly]) set.delete("");
  return { mentioned, defined, members, others, certainly, possibly };
}
__name(namesOfFacts, "namesOfFacts");
var MENTIONED_LIST = 0;
var USE_LIST = { certainly: 4, possibly: 5 };
var SORT_LIST = { all: 1, members: 2, others: 3 };
function byteString(name) {
  return Buffer.from(name, "utf8").toString("latin1");
}
__name(byteString, "byteString");
function pushVarint(out, n) {
  while (n >= 128) {
    out.push(n & 127 | 128);
    n >>>= 7;
  }
  out.push(n);
}
__name(pushVarint, "pushVarint");
function wordAligned(n) {
  return n + 3 & ~3;
}
__name(wordAligned, "wordAligned");
function frontBytes(fileCount, blockCount, firstNameBytes, pathBytes) {
  return 4 * (HEADER_WORDS + 2 * (blockCount + 1)) + wordAligned(firstNameBytes) + BLOB_BYTES * fileCount + wordAligned(pathBytes);
}
__name(frontBytes, "frontBytes");
function buildNameIndex(files, factsOf, blobOf) {
  const indexed = [];
  const lists = /* @__PURE__ */ new Map([["", [indexed, [], [], [], [], []]]]);
  files.forEach((file, i) => {
    const facts = factsOf(file);
    if (!facts) return;
    indexed.push(i);
    const { mentioned, defined, members, others, certainly, possibly } = namesOfFacts(facts);
    for (const name of mentioned) {
      const key = byteString(name);
      let entry = lists.get(key);
      if (!entry) {
        entry = [[], [], [], [], [], []];
        lists.set(key, entry);
      }
      entry[0].push(i);
      if (defined.has(name)) entry[1].push(i);
      if (members.has(name)) entry[2].push(i);
      if (others.has(name)) entry[3].push(i);
      if (certainly.has(name)) entry[4].push(i);
      if (possibly.has(name)) entry[5].push(i);
    }
  });
  const names = [...lists.keys()].sort();
  const blocks = [];
  const firstNames = [];
  for (let from = 0; from < names.length; from += NAMES_PER_BLOCK) {
    const inBlock = names.slice(from, from + NAMES_PER_BLOCK);
    firstNames.push(inBlock[0]);
    blocks.push(encodeBlock(inBlock, (name) => lists.get(name)));
  }
  const firstNameText = Buffer.from(firstNames.join(""), "latin1");
  const paths = Buffer.from(files.join("\n"), "utf8");
  const blocksBytes = blocks.reduce((sum, b) => sum + b.length, 0);
  const front = frontBytes(files.length, blocks.length, firstNameText.length, paths.length);
  const out = new Uint8Array(front + blocksBytes);
  const words2 = new Uint32Array(out.buffer, 0, HEADER_WORDS + 2 * (blocks.length + 1));
  words2.set([MAGIC, files.length, names.length, NAMES_PER_BLOCK, firstNameText.length, paths.length, blocksBytes]);
  let blockAt = 0;
  let nameAt = 0;
  blocks.forEach((block, b) => {
    words2[HEADER_WORDS + b] = blockAt;
    words2[HEADER_WORDS + blocks.length + 1 + b] = nameAt;
    blockAt += block.length;
    nameAt += firstNames[b].length;
  });
  words2[HEADER_WORDS + blocks.length] = blockAt;
  words2[HEADER_WORDS + 2 * blocks.length + 1] = nameAt;
  let at = 4 * words2.length;
  out.set(firstNameText, at);
  at += wordAligned(firstNameText.length);
  for (const file of files) {
    const blob = blobOf(file);
    if (blob && /^[0-9a-f]{40}$/.test(blob)) out.set(Buffer.from(blob, "hex"), at);
    at += BLOB_BYTES;
  }
  out.set(paths, at);
  at += wordAligned(paths.length);
  for (const block of blocks) {
    out.set(block, at);
    at += block.length;
  }
  return out;
}
__name(buildNameIndex, "buildNameIndex");
function encodeBlock(names, listsOf) {
  const nameOffsets = new Uint32Array(names.length + 1);
  const postingOffsets = new Uint32Array(names.length + 1);
  const postings = [];
  let nameBytes = 0;
  names.forEach((name, n) => {
    nameOffsets[n] = nameBytes;
    nameBytes += name.length;
    postingOffsets[n] = postings.length;
    listsOf(name).forEach((list) => {
      pushVarint(postings, list.length);
      let last = 0;
      for (const i of list) {
        pushVarint(postings, i - last);
        last = i;
      }
    });
  });
  nameOffsets[names.length] = nameBytes;
  postingOffsets[names.length] = postings.length;
  const offsetBytes = 8 * (names.length + 1);
  const out = new Uint8Array(wordAligned(offsetBytes + nameBytes + postings.length));
  const words2 = new Uint32Array(out.buffer, 0, 2 * (names.length + 1));
  words2.set(nameOffsets, 0);
  words2.set(postingOffsets, names.length + 1);
  out.set(Buffer.from(names.join(""), "latin1"), offsetBytes);
  out.set(postings, offsetBytes + nameBytes);
  return out;
}
__name(encodeBlock, "encodeBlock");
function corruptIndex() {
  return new Error("the kept name index is corrupt; remove the cache folder's reports to rebuild it");
}
__name(corruptIndex, "corruptIndex");
var NameIndex = class _NameIndex {
  constructor(front, fileCount, nameCount, perBlock, firstNameBytes, pathBytes, blocksAt, readPart2) {
    this.fileCount = fileCount;
    this.nameCount = nameCount;
    this.perBlock = perBlock;
    this.blocksAt = blocksAt;
    this.readPart = readPart2;
    const blockCount = Math.ceil(nameCount / perBlock);
    this.blocks = new Array(blockCount);
    this.blockStarts = new Uint32Array(front.buffer, front.byteOffset + 4 * HEADER_WORDS, blockCount + 1);
    this.firstNameOffsets = new Uint32Array(front.buffer, front.byteOffset + 4 * (HEADER_WORDS + blockCount + 1), blockCount + 1);
    let at = front.byteOffset + 4 * (HEADER_WORDS + 2 * (blockCount + 1));
    this.firstNames = Buffer.from(front.buffer, at, firstNameBytes);
    at += wordAligned(firstNameBytes);
    this.blobs = Buffer.from(front.buffer, at, BLOB_BYTES * fileCount);
    at += BLOB_BYTES * fileCount;
    this.paths = Buffer.from(front.buffer, at, pathBytes);
  }
  fileCount;
  nameCount;
  perBlock;
  blocksAt;
  readPart;
  static {
    __name(this, "NameIndex");
  }
  /** Each block's start, from the first block's, and one past the last's end. */
  blockStarts;
  /** Each block's first name's offset into firstNames, and one past the last's end. */
  firstNameOffsets;
  firstNames;
  blocks;
  /** Each file's number, made at the first lookup by path: a request whose files line up with the index's asks none. */
  fileNumbers = null;
  looked = /* @__PURE__ */ new Map();
  blobs;
  paths;
  fileList = null;
  /** The index in `bytes`, or null when the bytes are not one. */
  static read(bytes) {
    const aligned = bytes.byteOffset % 4 === 0 ? bytes : new Uint8Array(bytes);
    return _NameIndex.open(aligned.length, (offset, length) => {
      if (offset + length > aligned.length) throw corruptIndex();
      return aligned.subarray(offset, offset + length);
    });
  }
  /**
   * The index of `size` bytes that `readPart` reads, or null when its front is not one: the front is read at
   * once, each block of names when a lookup first needs it. `readPart` must return word-aligned bytes.
   */
  static open(size, readPart2) {
    if (size < 4 * HEADER_WORDS) return null;
    const header = readPart2(0, 4 * HEADER_WORDS);
    const [magic, fileCount, nameCount, perBlock, firstNameBytes, pathBytes, blocksBytes] = new Uint32Array(header.buffer, header.byteOffset, HEADER_WORDS);
    if (magic !== MAGIC || perBlock === 0) return null;
    const blockCount = Math.ceil(nameCount / perBlock);
    const front = frontBytes(fileCount, blockCount, firstNameBytes, pathBytes);
    if (front + blocksBytes !== size) return null;
    const index = new _NameIndex(readPart2(0, front), fileCount, nameCount, perBlock, firstNameBytes, pathBytes, front, readPart2);
    return index.wellFormed(blocksBytes) ? index : null;
  }
  /**
   * Whether the sections' offsets end where the sections do. Each offset a lookup reads is checked as it is read
   * (see blockOf, nameAt, decode): checking all of them here cost more than a small request's lookups.
   */
  wellFormed(blocksBytes) {
    const last = this.blocks.length;
    return this.blockStarts[last] === blocksBytes && this.firstNameOffsets[last] === this.firstNames.length;
  }
  /** The files the index was built from, sorted: a file's number is its position. */
  get files() {
    if (this.fileList === null) {
      const files = this.fileCount === 0 ? [] : this.paths.toString("utf8").split("\n");
      if (files.length !== this.fileCount) throw corruptIndex();
      this.fileList = files;
    }
    return this.fileList;
  }
  /**
   * Whether the index was built from exactly `files`, in order: compared with its paths in place, so that the
   * usual request (on the tree as it was listed then) never makes the index's 15,000 paths as strings.
   */
  linesUp(files) {
    if (files.length !== this.fileCount) return false;
    if (this.fileList !== null) return this.fileList === files || this.fileList.every((f, i) => f === files[i]);
    const paths = this.paths;
    let at = 0;
    for (let i = 0; i < files.length; i++) {
      const file = files[i];
      if (i > 0 && paths[at++] !== 10) return false;
      for (let k = 0; k < file.length; k++) {
        const c = file.charCodeAt(k);
        if (c >= 128) return this.files.every((f, j) => f === files[j]);
        if (paths[at++] !== c) return false;
      }
    }
    if (at !== paths.length) return false;
    this.fileList = files;
    return true;
  }
  numberOf(file) {
    if (!this.fileNumbers) {
      const numbers = /* @__PURE__ */ new Map();
      this.files.forEach((f, i) => numbers.set(f, i));
      this.fileNumbers = numbers;
    }
    return this.fileNumbers.get(file);
  }
  /** The blob id `file` had when the index was built, or null (not in the index, or it could not be read). */
  blobOf(file) {
    const i = this.numberOf(file);
    if (i === void 0) return null;
    const blob = this.blobs.toString("hex", BLOB_BYTES * i, BLOB_BYTES * (i + 1));
    return blob === NO_BLOB ? null : blob;
  }
  /** Whether `file` had, when the index was built, the blob id `blobNow()` gives (see blobAt). */
  sameBlob(file, blobNow) {
    const i = this.numberOf(file);
    return i !== void 0 && this.blobAt(i, blobNow());
  }
  /** Whether the file numbered `i` had blob id `blob` when the index was built. */
  blobAt(i, blob) {
    this.hexBlobs ??= this.blobs.toString("hex");
    return blob.length === 2 * BLOB_BYTES && blob !== NO_BLOB && this.hexBlobs.startsWith(blob, 2 * BLOB_BYTES * i);
  }
  /** Every file's blob id in lower-case hex, in file order, once asked for. */
  hexBlobs = null;
  /** The files whose facts hold `name`, in the order of `files`. */
  filesNaming(name) {
    return (this.list(name, MENTIONED_LIST) ?? []).map((i) => this.files[i]);
  }
  /** Whether `file`'s facts hold `name`. */
  names(file, name) {
    return this.holds(this.list(name, MENTIONED_LIST), file);
  }
  /**
   * The files whose facts declare or export `name` (sort "all"), or declare it as a member, or as anything but a
   * member, in the order of `files`.
   */
  filesDefining(name, sort = "all") {
    return (this.list(name, SORT_LIST[sort]) ?? []).map((i) => this.files[i]);
  }
  /** The files whose facts use `name` as `how` asks (see FileNames), in the order of `files`. */
  filesUsing(name, how) {
    return (this.list(name, USE_LIST[how]) ?? []).map((i) => this.files[i]);
  }
  /** The sources through whose namespace imports some file uses `name` (see namespaceUseKey), in byte order. */
  namespaceSources(name) {
    return this.keysAfter(namespaceUseKey(name, ""));
  }
  /** Every module source that some file's imports or re-exports name (see moduleSourceKey), in byte order. */
  moduleSources() {
    return this.keysAfter(moduleSourceKey(""));
  }
  /** The names of the types whose members some file's uses of `name` can reach alone (see memberUseKey), in byte order. */
  memberOwners(name) {
    return this.keysAfter(memberUseKey(name, ""));
  }
  /** What follows `start` in the keys that begin with it. */
  keysAfter(start) {
    const prefix = byteString(start);
    const out = [];
    for (let n = this.lowerBound(prefix); n < this.nameCount; n++) {
      const key = this.nameAt(n);
      if (!key.startsWith(prefix)) break;
      out.push(Buffer.from(key.slice(prefix.length), "latin1").toString("utf8"));
    }
    return out;
  }
  /** Whether `file` is one of filesUsing(name, how). */
  uses(file, name, how) {
    return this.holds(this.list(name, USE_LIST[how]), file);
  }
  /** Whether `file` had facts: a file that had none was not parsed (binary, too large, a line too long). */
  hasFacts(file) {
    return this.holds(this.list("", MENTIONED_LIST, true), file);
  }
  /** Whether `file`'s facts declare or export `name`, or declare it as one sort (see filesDefining). */
  defines(file, name, sort = "all") {
    return this.holds(this.list(name, SORT_LIST[sort]), file);
  }
  holds(list, file) {
    const i = this.numberOf(file);
    if (!list || i === void 0) return false;
    let lo = 0;
    let hi = list.length - 1;
    while (lo <= hi) {
      const mid = lo + hi >>> 1;
      const at = list[mid];
      if (at === i) return true;
      if (at < i) lo = mid + 1;
      else hi = mid - 1;
    }
    return false;
  }
  /** One of a name's lists, decoded when first asked; the empty name's (the files with facts) only when asked for as such. */
  list(name, k, indexedFiles = false) {
    if (name === "" && !indexedFiles) return void 0;
    let found = this.looked.get(name);
    if (found === void 0) {
      const n = this.find(byteString(name));
      found = n < 0 ? null : { n, lists: new Array(LISTS) };
      this.looked.set(name, found);
    }
    if (found === null) return void 0;
    let list = found.lists[k];
    if (list === void 0) {
      list = this.decode(found.n, k);
      found.lists[k] = list;
    }
    return list;
  }
  /** The number of a name (as byteString gives it), or -1. */
  find(key) {
    const n = this.lowerBound(key);
    return n < this.nameCount && this.nameAt(n) === key ? n : -1;
  }
  /** The number of the first name not before `key` (as byteString gives it); the count of names if none. */
  lowerBound(key) {
    const after = partitionPoint(this.blocks.length, (b) => this.firstNameOf(b) <= key);
    if (after === 0) return 0;
    const block = this.blockOf(after - 1);
    return (after - 1) * this.perBlock + partitionPoint(block.count, (i) => nameIn(block, i) < key);
  }
  firstNameOf(b) {
    const from = this.firstNameOffsets[b];
    const to = this.firstNameOffsets[b + 1];
    if (from > to || to > this.firstNames.length) throw corruptIndex();
    return this.firstNames.toString("latin1", from, to);
  }
  nameAt(n) {
    return nameIn(this.blockOf(Math.floor(n / this.perBlock)), n % this.perBlock);
  }
  /** Block `b`, read when first asked for; a block whose offsets run past it is a corrupt file (a fault). */
  blockOf(b) {
    let block = this.blocks[b];
    if (block) return block;
    const from = this.blockStarts[b];
    const to = this.blockStarts[b + 1];
    const count2 = Math.min(this.perBlock, this.nameCount - b * this.perBlock);
    const offsetBytes = 8 * (count2 + 1);
    if (from > to || to - from < offsetBytes || to > this.blockStarts[this.blocks.length]) throw corruptIndex();
    const bytes = this.readPart(this.blocksAt + from, to - from);
    const nameOffsets = new Uint32Array(bytes.buffer, bytes.byteOffset, count2 + 1);
    const postingOffsets = new Uint32Array(bytes.buffer, bytes.byteOffset + 4 * (count2 + 1), count2 + 1);
    const nameBytes = nameOffsets[count2];
    const postingBytes = postingOffsets[count2];
    if (offsetBytes + nameBytes + postingBytes > bytes.length) throw corruptIndex();
    block = {
      count: count2,
      nameOffsets,
      postingOffsets,
      names: Buffer.from(bytes.buffer, bytes.byteOffset + offsetBytes, nameBytes),
      postings: bytes.subarray(offsetBytes + nameBytes, offsetBytes + nameBytes + postingBytes)
    };
    this.blocks[b] = block;
    return block;
  }
  /**
   * List `k` of name number `n`: the lists before it are stepped over, an entry a varint. A list that runs past
   * its slot or names no file of the index is a corrupt file (a fault).
   */
  decode(n, k) {
    const block = this.blockOf(Math.floor(n / this.perBlock));
    const local = n % this.perBlock;
    const postings = block.postings;
    let at = block.postingOffsets[local];
    const end = block.postingOffsets[local + 1];
    if (at > end || end > postings.length) throw corruptIndex();
    const read = /* @__PURE__ */ __name(() => {
      let v = 0;
      for (let shift = 0; shift <= 28; shift += 7) {
        if (at >= end) break;
        const b = postings[at++];
        v += (b & 127) * 2 ** shift;
        if (b < 128) return v;
      }
      throw corruptIndex();
    }, "read");
    for (let before = 0; before < k; before++) {
      for (let entries = read(); entries > 0; entries--) {
        while (at < end && postings[at] >= 128) at++;
        if (at >= end) throw corruptIndex();
        at++;
      }
    }
    const length = read();
    if (length > end - at) throw corruptIndex();
    const out = new Array(length);
    let last = 0;
    for (let k2 = 0; k2 < length; k2++) {
      last += read();
      if (last >= this.fileCount) throw corruptIndex();
      out[k2] = last;
    }
    return out;
  }
};
function nameIn(block, local) {
  const from = block.nameOffsets[local];
  const to = block.nameOffsets[local + 1];
  if (from > to || to > block.names.length) throw corruptIndex();
  return block.names.toString("latin1", from, to);
}
__name(nameIn, "nameIn");

// src/core/repository.ts
import { lstatSync as lstatSync2, readdirSync as readdirSync2, readFileSync as readFileSync3, realpathSync, statSync } from "node:fs";
import { isAbsolute, join as join2, relative, sep as sep2 } from "node:path";

// src/core/lines.ts
function normalizeNewlines(text) {
  return text.includes("\r") ? text.replace(/\r\n?/g, "\n") : text;
}
__name(normalizeNewlines, "normalizeNewlines");
function splitLines(normalized) {
  if (normalized.length === 0) return [];
  const lines = normalized.split("\n");
  if (lines[lines.length - 1] === "") lines.pop();
  return lines;
}
__name(splitLines, "splitLines");
function sliceLines(lines, start, end) {
  return lines.slice(start - 1, end).join("\n");
}
__name(sliceLines, "sliceLines");

// src/core/repository.ts
var SKIPPED_DIRECTORIES = /* @__PURE__ */ new Set([
  ".git",
  "node_modules",
  "vendor",
  "dist",
  "build",
  "target"
]);
var IN_SKIPPED_DIRECTORY = new RegExp(`(?:^|/)(?:${[...SKIPPED_DIRECTORIES].map((name) => name.replace(/[.]/g, "\\.")).join("|")})/`);
var DEFAULT_LIMITS = { maxFileBytes: 1024 * 1024, maxLineLength: 4096, maxFiles: 2e5 };
function readingRules(limits) {
  return `${limits.maxFileBytes}/${limits.maxLineLength}`;
}
__name(readingRules, "readingRules");
var TextFile = class {
  /**
   * `skipOf` says why the file is skipped, if it is, from the length of its longest line (in UTF-16 units; for a
   * file made from bytes, in bytes, which is never less).
   */
  constructor(path, text, skipOf = () => null) {
    this.path = path;
    let newline;
    if (typeof text === "string") {
      this.decoded = text;
      newline = /* @__PURE__ */ __name((from) => text.indexOf("\n", from), "newline");
    } else {
      this.bytes = text;
      newline = /* @__PURE__ */ __name((from) => text.indexOf(NEWLINE3, from), "newline");
    }
    let longest = 0;
    for (let from = 0; from < text.length; ) {
      this.starts.push(from);
      let nl = newline(from);
      if (nl < 0) nl = text.length;
      if (nl - from > longest) longest = nl - from;
      from = nl + 1;
    }
    this.skip = skipOf(longest);
  }
  path;
  static {
    __name(this, "TextFile");
  }
  binary = false;
  /** Where each line starts: in `text`, or in `bytes` for a file made from them. */
  starts = [];
  /** Why the indexer skips the file, if it does. */
  skip;
  split = null;
  /**
   * The bytes of a file made from them (they hold no carriage return, so their lines are the text's): a slice is
   * decoded alone, and the whole text only when asked for. A packet's slices come from files of thousands of
   * lines (the JDK's `Character.java`), each decoded whole before.
   */
  bytes = null;
  decoded = null;
  /** The whole text. */
  get text() {
    this.decoded ??= this.bytes.toString("utf8");
    return this.decoded;
  }
  /** The number of lines (a last line without its newline counts; the empty text has none). */
  get lineCount() {
    return this.starts.length;
  }
  /** Every line, without its newline (splitLines). */
  get lines() {
    this.split ??= splitLines(this.text);
    return this.split;
  }
  /** Lines start..end (1-based, inclusive) as sliceLines gives them. */
  slice(start, end) {
    if (!Number.isInteger(start) || !Number.isInteger(end) || start < 1 || end < start || start > this.lineCount) return sliceLines(this.lines, start, end);
    const last = Math.min(end, this.lineCount);
    const from = this.starts[start - 1];
    const bytes = this.bytes;
    if (bytes) {
      const to2 = last < this.lineCount ? this.starts[last] - 1 : bytes[bytes.length - 1] === NEWLINE3 ? bytes.length - 1 : bytes.length;
      return bytes.toString("utf8", from, to2);
    }
    const text = this.text;
    const to = last < this.lineCount ? this.starts[last] - 1 : text.endsWith("\n") ? text.length - 1 : text.length;
    return text.slice(from, to);
  }
};
var NEWLINE3 = 10;
var CARRIAGE_RETURN = 13;
var listings = /* @__PURE__ */ new Map();
var LISTINGS_KEPT = 4;
function listTree(root) {
  const last = listings.get(root);
  if (last?.folders && [...last.folders].every(([dir, stamp]) => fileStamp(join2(root, dir)) === stamp)) return last.files;
  const out = [];
  const folders = /* @__PURE__ */ new Map();
  let stamped = last !== void 0;
  const stack = [""];
  while (stack.length > 0) {
    const dir = stack.pop();
    if (stamped) {
      const stamp = fileStamp(join2(root, dir));
      if (stamp === null) stamped = false;
      else folders.set(dir, stamp);
    }
    let entries;
    try {
      entries = readdirSync2(join2(root, dir), { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      const rel = dir === "" ? entry.name : `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRECTORIES.has(entry.name)) stack.push(rel);
      } else if (entry.isFile()) {
        out.push(rel);
      }
    }
  }
  out.sort();
  listings.delete(root);
  listings.set(root, { folders: stamped ? folders : null, files: out });
  if (listings.size > LISTINGS_KEPT) listings.delete(listings.keys().next().value);
  return out;
}
__name(listTree, "listTree");
function toPosix(p) {
  return sep2 === "/" ? p : p.split(sep2).join("/");
}
__name(toPosix, "toPosix");
var Repository = class _Repository {
  constructor(root, limits, listed) {
    this.listed = listed;
    this.root = root;
    this.limits = limits;
  }
  listed;
  static {
    __name(this, "Repository");
  }
  root;
  limits;
  fileList = null;
  beyond = 0;
  cache = /* @__PURE__ */ new Map();
  /**
   * Opens a tree by its canonical path; null when it is not a directory. `listed`: its files as the shell knows
   * them already (a fresh checkout's regular files, from git's index: see IndexCache.givenFiles), sorted and
   * outside skipped folders, so that the tree is not walked.
   */
  static open(root, limits = DEFAULT_LIMITS, listed = null) {
    let canonical;
    try {
      canonical = realpathSync.native(root);
      if (!statSync(canonical).isDirectory()) return null;
    } catch {
      return null;
    }
    return new _Repository(canonical, limits, listed);
  }
  /**
   * Turns a user-given path into a repository-relative POSIX path, refusing absolute paths, `..` that leaves
   * the root, NUL bytes, `.git` and any link whose target lies outside the root.
   */
  checkPath(given) {
    if (given.includes("\0")) return { ok: false, kind: "invalid_anchor", message: "the path contains a NUL byte" };
    if (given.length === 0) return { ok: false, kind: "invalid_anchor", message: "the path is empty" };
    if (isAbsolute(given) || /^[A-Za-z]:[\\/]/.test(given) || given.startsWith("\\")) {
      return { ok: false, kind: "path_outside_root", message: `absolute path ${JSON.stringify(given)} is not allowed` };
    }
    const segments = [];
    for (const segment of given.replace(/\\/g, "/").split("/")) {
      if (segment === "" || segment === ".") continue;
      if (segment === "..") {
        if (segments.length === 0) {
          return { ok: false, kind: "path_outside_root", message: `${JSON.stringify(given)} leaves the repository` };
        }
        segments.pop();
      } else segments.push(segment);
    }
    if (segments.length === 0) return { ok: false, kind: "invalid_anchor", message: "the path names the root itself" };
    if (segments[0] === ".git") {
      return { ok: false, kind: "invalid_anchor", message: "files under .git are not part of the source tree" };
    }
    const joined = join2(this.root, ...segments);
    let real;
    try {
      real = realpathSync.native(joined);
    } catch {
      if (this.leavesThroughLink(segments)) {
        return { ok: false, kind: "path_outside_root", message: `${segments.join("/")} goes through a link that does not resolve inside the repository` };
      }
      return { ok: false, kind: "invalid_anchor", message: `${segments.join("/")} does not exist at this commit` };
    }
    const rel = relative(this.root, real);
    if (rel === "" || rel.startsWith("..") || isAbsolute(rel)) {
      return { ok: false, kind: "path_outside_root", message: `${segments.join("/")} resolves outside the repository` };
    }
    const relPosix = toPosix(rel);
    if (relPosix.split("/")[0] === ".git") {
      return { ok: false, kind: "invalid_anchor", message: "files under .git are not part of the source tree" };
    }
    try {
      if (!statSync(real).isFile()) return { ok: false, kind: "invalid_anchor", message: `${relPosix} is not a file` };
    } catch {
      return { ok: false, kind: "invalid_anchor", message: `${relPosix} cannot be read` };
    }
    return { ok: true, path: relPosix };
  }
  /** Whether some prefix of the path is a link that resolves outside the root or not at all. */
  leavesThroughLink(segments) {
    for (let n = 1; n <= segments.length; n++) {
      const prefix = join2(this.root, ...segments.slice(0, n));
      let isLink;
      try {
        isLink = lstatSync2(prefix).isSymbolicLink();
      } catch {
        return false;
      }
      if (!isLink) continue;
      try {
        const rel = relative(this.root, realpathSync.native(prefix));
        if (rel.startsWith("..") || isAbsolute(rel)) return true;
      } catch {
        return true;
      }
    }
    return false;
  }
  /** Whether a relative path names anything in the tree (a file, a folder or a link, even a dangling one). */
  exists(given) {
    if (given.includes("\0") || isAbsolute(given)) return false;
    try {
      lstatSync2(join2(this.root, given));
      return true;
    } catch {
      return false;
    }
  }
  /** How many files the tree holds beyond `maxFiles`; they are never indexed (see `files`). */
  filesBeyondLimit() {
    this.files();
    return this.beyond;
  }
  /**
   * Every indexable file path, sorted; links are not followed and skipped folders are not entered. A tree with
   * more than `maxFiles` files is cut to the first ones in path order, so a huge tree costs bounded time and memory
   * and the packet says the index was partial, instead of the request running until something times out.
   */
  files() {
    if (this.fileList) return this.fileList;
    const out = this.listed ?? listTree(this.root);
    this.beyond = Math.max(0, out.length - this.limits.maxFiles);
    this.fileList = this.beyond > 0 ? out.slice(0, this.limits.maxFiles) : out;
    return this.fileList;
  }
  /** Whether a path lies in a folder the index skips (vendored or generated). */
  static isInSkippedDirectory(path) {
    return IN_SKIPPED_DIRECTORY.test(path);
  }
  /**
   * Reads a repository-relative path that `checkPath` produced or `files` listed; null when it cannot be read.
   */
  read(path) {
    const cached = this.cache.get(path);
    return cached !== void 0 ? cached : this.readWithBytes(path).file;
  }
  /**
   * `read`, with the bytes it read when it had to read them (null when the file was read before): what a blob id
   * is hashed from, so that a file is not read a second time for it.
   */
  readWithBytes(path) {
    const cached = this.cache.get(path);
    if (cached !== void 0) return { file: cached, bytes: null };
    const result2 = this.readUncached(path);
    this.cache.set(path, result2.file);
    return result2;
  }
  /**
   * The current bytes, never cached: the verifier re-reads what the builder read. Null when the file cannot be
   * read; undefined for a path that is not canonical inside the root.
   */
  readFresh(path) {
    return this.isCanonical(path) ? this.readChecked(path).file : void 0;
  }
  /**
   * readFresh for one check of a packet or an answer: each file is read from disk once for the whole check, however
   * many of its ranges are compared (a packet of seven slices of zod's 160 KB `types.ts` decoded it seven times).
   */
  freshReader() {
    const files = /* @__PURE__ */ new Map();
    return (path) => {
      if (!files.has(path)) files.set(path, this.readFresh(path));
      return files.get(path);
    };
  }
  isCanonical(path) {
    const checked = this.checkPath(path);
    return checked.ok && checked.path === path;
  }
  readUncached(path) {
    return this.isCanonical(path) ? this.readChecked(path) : { file: null, bytes: null };
  }
  /** A canonical path's file and bytes as they are on disk. */
  readChecked(path) {
    let buffer;
    try {
      buffer = readFileSync3(join2(this.root, path));
    } catch {
      return { file: null, bytes: null };
    }
    return { file: sourceFile(path, buffer, this.limits), bytes: buffer };
  }
};
function sourceFile(path, buffer, limits) {
  if (buffer.includes(0)) return { binary: true, path };
  const skipOf = /* @__PURE__ */ __name((longest) => {
    if (buffer.length > limits.maxFileBytes) return `larger than ${limits.maxFileBytes} bytes`;
    if (longest > limits.maxLineLength) return `has a line longer than ${limits.maxLineLength} characters (minified or generated)`;
    return null;
  }, "skipOf");
  if (!buffer.includes(CARRIAGE_RETURN)) {
    const file = new TextFile(path, buffer, skipOf);
    if (file.skip === null) return file;
  }
  return new TextFile(path, normalizeNewlines(buffer.toString("utf8")), skipOf);
}
__name(sourceFile, "sourceFile");

// src/core/indexCache.ts
var FACTS_FORMAT = "odin-slice-facts-3";
var DEFAULT_CACHE_MAX_BYTES = 512 * 1024 * 1024;
var requireBuiltin = createRequire2(import.meta.url);
function zlib() {
  return requireBuiltin("node:zlib");
}
__name(zlib, "zlib");
var readNameIndexes = /* @__PURE__ */ new Map();
var READ_NAME_INDEXES = 4;
var listingOfBlobs = /* @__PURE__ */ new WeakMap();
var versionHash = null;
function cacheVersion() {
  if (!versionHash) {
    const folders = true ? "11c8ccfe81beff78fbd9b62849997f84f0b74d91" : folderHash(languagesDirectory2());
    versionHash = createHash("sha1").update(FACTS_FORMAT).update(FACTS_CODEC).update("\0").update(folders).digest("hex");
  }
  return versionHash;
}
__name(cacheVersion, "cacheVersion");
var engineHash = null;
function engineVersion() {
  if (!engineHash) {
    const h = createHash("sha1").update(cacheVersion());
    if (true) h.update("abeb6194f67c955dde9c7087c938b26ce0b04d70");
    else {
      try {
        h.update(readFileSync4(fileURLToPath(import.meta.url)));
      } catch {
        h.update(String(Date.now()));
      }
    }
    engineHash = h.digest("hex");
  }
  return engineHash;
}
__name(engineVersion, "engineVersion");
var USE_TIME_GRAIN_MS = 60 * 60 * 1e3;
function markUsed(mtimeMs, touch) {
  const now = Date.now();
  if (now - mtimeMs <= USE_TIME_GRAIN_MS) return;
  try {
    touch(now / 1e3);
  } catch {
  }
}
__name(markUsed, "markUsed");
function readUsed(file) {
  const fd = openSync(file, "r");
  try {
    const st = fstatSync(fd);
    const bytes = Buffer.allocUnsafe(st.size);
    let read = 0;
    while (read < st.size) {
      const n = readSync(fd, bytes, read, st.size - read, read);
      if (n === 0) break;
      read += n;
    }
    markUsed(st.mtimeMs, (seconds) => futimesSync(fd, seconds, seconds));
    return read === st.size ? bytes : bytes.subarray(0, read);
  } finally {
    closeSync(fd);
  }
}
__name(readUsed, "readUsed");
var closeWhenGone = new FinalizationRegistry((fd) => {
  try {
    closeSync(fd);
  } catch {
  }
});
function openNameIndex(file) {
  let fd;
  try {
    fd = openSync(file, "r");
  } catch {
    return null;
  }
  let opened = null;
  try {
    let stats = fstatSync(fd);
    markUsed(stats.mtimeMs, (seconds) => {
      futimesSync(fd, seconds, seconds);
      stats = fstatSync(fd);
    });
    const index = NameIndex.open(stats.size, (offset, length) => readPart(fd, offset, length));
    if (index) opened = { index, stats };
  } catch {
  }
  if (!opened) {
    closeSync(fd);
    return null;
  }
  closeWhenGone.register(opened.index, fd);
  return opened;
}
__name(openNameIndex, "openNameIndex");
function readPart(fd, offset, length) {
  const bytes = new Uint8Array(length);
  let read = 0;
  while (read < length) {
    const n = readSync(fd, bytes, read, length - read, offset + read);
    if (n === 0) throw new Error("the kept name index ends early; remove the cache folder's reports to rebuild it");
    read += n;
  }
  return bytes;
}
__name(readPart, "readPart");
function blobId(bytes) {
  return createHash("sha1").update(`blob ${bytes.length}\0`).update(bytes).digest("hex");
}
__name(blobId, "blobId");
function defaultCacheDirectory(env = process.env, platform = process.platform) {
  if (platform === "win32") return join3(env.LOCALAPPDATA ?? join3(homedir(), "AppData", "Local"), "odin-slice", "Cache");
  if (platform === "darwin") return join3(homedir(), "Library", "Caches", "odin-slice");
  return join3(env.XDG_CACHE_HOME || join3(homedir(), ".cache"), "odin-slice");
}
__name(defaultCacheDirectory, "defaultCacheDirectory");
function cacheFromEnvironment(env = process.env, memory = null) {
  const given = env.ODIN_SLICE_CACHE_DIR;
  const dir = given === "off" ? null : given || defaultCacheDirectory(env);
  const mb = Number(env.ODIN_SLICE_CACHE_MAX_MB);
  return new IndexCache({ dir, maxBytes: Number.isFinite(mb) && mb > 0 ? mb * 1024 * 1024 : DEFAULT_CACHE_MAX_BYTES, memory });
}
__name(cacheFromEnvironment, "cacheFromEnvironment");
var DEFAULT_MEMORY_MAX_BYTES = 64 * 1024 * 1024;
var TREE_FILE_SUFFIX = { report: ".json.gz", plainReport: ".report.json", names: ".names", entrypoints: ".entrypoints" };
var RETIRED_TREE_FILE_SUFFIXES = [".entrypoints.json"];
var TREE_FILE_NAME = new RegExp(
  `^[0-9a-f]{40}(?:${[...Object.values(TREE_FILE_SUFFIX), ...RETIRED_TREE_FILE_SUFFIXES].map((s) => s.replaceAll(".", "\\.")).join("|")})$`
);
var PLAIN_REPORT_BYTES = 16 * 1024 * 1024;
var RECORD_FIELDS = 5;
function recordsFrom(kept) {
  if (!Array.isArray(kept) || kept.length % RECORD_FIELDS !== 0) return null;
  const table = kept;
  const records = /* @__PURE__ */ new Map();
  for (let i = 0; i < table.length; i += RECORD_FIELDS) {
    const path = table[i];
    const stamp = table[i + 1];
    const blob = table[i + 2];
    const rules = table[i + 3];
    const reason2 = table[i + 4];
    if (typeof path !== "string" || typeof stamp !== "string" || typeof blob !== "string") return null;
    records.set(path, typeof rules === "string" ? { stamp, blob, rules, reason: reason2 ?? null } : { stamp, blob });
  }
  return records;
}
__name(recordsFrom, "recordsFrom");
var IndexCache = class {
  static {
    __name(this, "IndexCache");
  }
  dir;
  maxBytes;
  memory = /* @__PURE__ */ new Map();
  /** Each tree's file records by root, loaded from disk on first use; `dirty` ones are written back by `evict`. */
  tables = /* @__PURE__ */ new Map();
  written = 0;
  hits = 0;
  misses = 0;
  /** Entries written to disk by this process: a cache kept elsewhere between runs is worth saving only then. */
  stored = 0;
  /** Decoded facts shared with the other caches of a long-running process (the App's jobs), or null. */
  shared;
  constructor(options = {}) {
    this.dir = options.dir ? join3(options.dir, cacheVersion()) : null;
    this.maxBytes = options.maxBytes ?? DEFAULT_CACHE_MAX_BYTES;
    this.shared = options.memory ?? null;
  }
  /**
   * The cache key of a file's facts: its language, its blob id and the reading rules it was parsed under
   * (`readingRules`). Facts are kept only for a file those rules let through, so finding them proves the file
   * parseable under the same rules without reading it: a shell that knows its files' blob ids from git reads none
   * of the files whose facts it loads.
   */
  keyOfBlob(spec, blob, rules) {
    return createHash("sha1").update(spec.name).update("\0").update(blob).update("\0").update(rules).digest("hex");
  }
  table(root) {
    let table = this.tables.get(root);
    if (!table) {
      const file = this.dir ? join3(this.dir, "stamps", `${createHash("sha1").update(root).digest("hex")}.json`) : null;
      let records = null;
      try {
        if (file) records = recordsFrom(JSON.parse(readFileSync4(file, "utf8")));
      } catch {
      }
      records ??= /* @__PURE__ */ new Map();
      table = { file, records, dirty: false };
      this.tables.set(root, table);
    }
    return table;
  }
  /**
   * Blob ids the shell knows for a tree's files without reading them (git's index of a fresh checkout): they
   * stand for the files' records, and nothing is stamped or recorded for those files.
   */
  knowBlobs(root, blobs) {
    this.givenBlobs.set(root, blobs);
  }
  /** Whether the shell gave the blob ids of a checkout's files (knowBlobs). */
  blobsGiven(root) {
    return this.givenBlobs.has(root);
  }
  /**
   * The files of a checkout whose blob ids the shell gave (git's index of a fresh checkout lists every regular
   * file of it), as a walk of the folder lists them: sorted, none in a skipped folder. Null when none were given.
   */
  givenFiles(root) {
    const blobs = this.givenBlobs.get(root);
    if (!blobs) return null;
    let files = listingOfBlobs.get(blobs);
    if (!files) {
      files = [...blobs.keys()].filter((path) => !Repository.isInSkippedDirectory(path)).sort();
      listingOfBlobs.set(blobs, files);
    }
    return files;
  }
  /**
   * A file's stamp now (taken before its bytes are read, so that a change made while they are read shows later
   * as a new stamp) and what is known of it if that stamp shows it unchanged since: a file known so is neither
   * read nor hashed again, in this process or, with a directory, the next. A file whose blob id the shell gave
   * is known by it, unstamped.
   */
  lookup(root, path) {
    const given = this.givenBlobs.get(root)?.get(path);
    if (given !== void 0) return { stamp: null, record: { stamp: "", blob: given } };
    const at = `${root}\0${path}`;
    let stamp = this.stamps.get(at);
    if (stamp === void 0) {
      stamp = fileStamp(`${root}/${path}`);
      this.stamps.set(at, stamp);
    }
    const record2 = stamp === null ? null : this.table(root).records.get(path) ?? null;
    return { stamp, record: record2 && record2.stamp === stamp ? record2 : null };
  }
  /** How many of a tree's files the cache has a record of (without checking that they are unchanged). */
  recordedCount(root, paths) {
    if (this.givenBlobs.has(root)) return 0;
    const records = this.table(root).records;
    let n = 0;
    for (const path of paths) if (records.has(path)) n++;
    return n;
  }
  /** Records what a file's bytes gave; nothing without a stamp. */
  record(root, path, stamp, blob, judged) {
    if (stamp === null) return;
    const table = this.table(root);
    table.records.set(path, judged ? { stamp, blob, ...judged } : { stamp, blob });
    table.dirty = true;
  }
  /** The blob id of a tree's file: from its record when its stamp is unchanged, else read and hashed. */
  blobOf(root, path) {
    const given = this.givenBlobs.get(root)?.get(path);
    if (given !== void 0) return given;
    const { stamp, record: record2 } = this.lookup(root, path);
    if (record2) return record2.blob;
    let blob;
    try {
      blob = blobId(readFileSync4(join3(root, path)));
    } catch {
      return "unreadable";
    }
    this.record(root, path, stamp, blob);
    return blob;
  }
  /** Writes back the file records that changed. */
  saveTables() {
    for (const table of this.tables.values()) {
      if (!table.dirty || !table.file) continue;
      table.dirty = false;
      const out = [];
      for (const [path, r] of table.records) out.push(path, r.stamp, r.blob, r.rules ?? null, r.reason ?? null);
      try {
        mkdirSync(join3(table.file, ".."), { recursive: true });
        const text = JSON.stringify(out);
        const temporary = `${table.file}.${process.pid}.tmp`;
        writeFileSync(temporary, text);
        renameSync(temporary, table.file);
        this.written += text.length;
      } catch {
      }
    }
  }
  /**
   * The key of a whole tree's index report: the engine, the reading rules, and every file of the tree (not only
   * those a grammar covers: manifests steer module resolution) by path and blob id. Null without a directory.
   */
  treeKey(repo) {
    if (!this.dir) return null;
    const known = this.treeKeys.get(repo);
    if (known !== void 0) return known;
    const h = createHash("sha1").update(engineVersion()).update(JSON.stringify(repo.limits));
    const lines = [];
    for (const path of repo.files()) lines.push(`${path}\0${this.blobOf(repo.root, path)}
`);
    h.update(lines.join(""));
    h.update(`beyond ${repo.filesBeyondLimit()}`);
    const key = h.digest("hex");
    this.treeKeys.set(repo, key);
    return key;
  }
  treeKeys = /* @__PURE__ */ new WeakMap();
  stamps = /* @__PURE__ */ new Map();
  givenBlobs = /* @__PURE__ */ new Map();
  treeFile(key, kind) {
    return join3(this.dir, "reports", `${key}${TREE_FILE_SUFFIX[kind]}`);
  }
  /** What a tree's root files make public (see entrypoints.ts), as putEntrypoints kept it, or null. */
  getEntrypoints(key) {
    const bytes = this.getTreeFile(key, "entrypoints");
    return bytes === null ? null : decodeEntrypoints(bytes.toString("utf8"));
  }
  putEntrypoints(key, entry) {
    this.putTreeFile(key, "entrypoints", Buffer.from(encodeEntrypoints(entry)));
  }
  /** A tree's report as the bytes of its JSON text, or null. */
  getReport(key) {
    const plain = this.getTreeFile(key, "plainReport");
    if (plain !== null) return plain;
    const bytes = this.getTreeFile(key, "report");
    if (bytes === null) return null;
    try {
      return zlib().gunzipSync(bytes);
    } catch {
      return null;
    }
  }
  /** Keeps a tree's report, compressed when large (reports repeat their paths and symbols over and over). */
  putReport(key, text) {
    if (text.length <= PLAIN_REPORT_BYTES) this.putTreeFile(key, "plainReport", Buffer.from(text, "utf8"));
    else this.putTreeFile(key, "report", zlib().gzipSync(text, { level: 1 }));
  }
  /**
   * The key the names of a tree's files are kept under (see nameIndex.ts): its lineage (Workspace's option), the
   * reading rules (a file past them holds none) and the index's format; the facts' format is the cache's folder.
   * Null without a directory.
   */
  namesKey(lineage, limits) {
    if (!this.dir) return null;
    return createHash("sha1").update(NAME_INDEX_FORMAT).update("\0").update(JSON.stringify(limits)).update("\0").update(lineage).digest("hex");
  }
  /**
   * The name index kept by putNames, opened to be read by parts (see NameIndex.open). A process that serves many
   * requests (the App) opens a tree's index once: the one opened last is kept while its file is unchanged (a
   * rewrite renames a new file in), with the blocks its questions have read of it so far.
   */
  getNameIndex(key) {
    if (!this.dir) return null;
    const file = this.treeFile(key, "names");
    let st;
    try {
      st = statSync2(file);
    } catch {
      return null;
    }
    const known = readNameIndexes.get(file);
    if (known && known.ino === st.ino && known.size === st.size && known.mtimeMs === st.mtimeMs) {
      markUsed(st.mtimeMs, (seconds) => {
        utimesSync(file, seconds, seconds);
        known.mtimeMs = statSync2(file).mtimeMs;
      });
      return known.index;
    }
    readNameIndexes.delete(file);
    const opened = openNameIndex(file);
    if (opened) {
      if (readNameIndexes.size >= READ_NAME_INDEXES) readNameIndexes.delete(readNameIndexes.keys().next().value);
      readNameIndexes.set(file, { ino: opened.stats.ino, size: opened.stats.size, mtimeMs: opened.stats.mtimeMs, index: opened.index });
    }
    return opened?.index ?? null;
  }
  putNames(key, bytes) {
    this.putTreeFile(key, "names", bytes);
  }
  getTreeFile(key, kind) {
    if (!this.dir) return null;
    const file = this.treeFile(key, kind);
    try {
      return readUsed(file);
    } catch {
      return null;
    }
  }
  putTreeFile(key, kind, bytes) {
    if (!this.dir) return;
    const file = this.treeFile(key, kind);
    try {
      mkdirSync(join3(this.dir, "reports"), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, bytes);
      renameSync(temporary, file);
      this.written += bytes.length;
    } catch {
    }
  }
  file(key) {
    return join3(this.dir, key.slice(0, 2), `${key.slice(2)}.json`);
  }
  get(key, path) {
    let stored = this.memory.get(key);
    if (!stored && this.shared) {
      stored = this.shared.get(key);
      if (stored) this.memory.set(key, stored);
    }
    if (!stored && this.dir) {
      const file = this.file(key);
      try {
        const bytes = readUsed(file);
        const facts = decodeFacts(bytes);
        stored = facts;
        this.memory.set(key, facts);
        this.shared?.set(key, facts, bytes.length);
      } catch {
        stored = void 0;
      }
    }
    if (!stored) {
      this.misses++;
      return null;
    }
    this.hits++;
    return factsAtPath(stored, path);
  }
  /** `json`: the facts as JSON text when the caller has it already (from a parse worker), to write as is. */
  put(key, facts, json = null) {
    this.memory.set(key, facts);
    if (!this.dir && !this.shared) return;
    const text = json ?? encodeFacts(facts);
    this.shared?.set(key, facts, text.length);
    if (!this.dir) return;
    const file = this.file(key);
    try {
      mkdirSync(join3(this.dir, key.slice(0, 2)), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, text);
      renameSync(temporary, file);
      this.written += text.length;
      this.stored++;
    } catch {
    }
  }
  /** Removes the least recently used entries (and older versions' folders) while the cache is over its bound. */
  evict() {
    this.saveTables();
    if (!this.dir || this.written === 0) return;
    const top = join3(this.dir, "..");
    const ledger = join3(top, "usage.json");
    const recorded = readLedger(ledger);
    const estimate = recorded === null ? null : recorded + this.written;
    this.written = 0;
    if (estimate !== null && estimate <= this.maxBytes) {
      writeLedger(ledger, estimate);
      return;
    }
    const entries = [];
    let total = 0;
    try {
      for (const version of readdirSync3(top)) {
        if (!/^[0-9a-f]{40}$/.test(version)) continue;
        const versionDir = join3(top, version);
        const old = versionDir !== this.dir;
        for (const shard of readdirSync3(versionDir)) {
          const named = shard === "reports" ? TREE_FILE_NAME : shard === "stamps" ? /^[0-9a-f]{40}\.json$/ : /^[0-9a-f]{2}$/.test(shard) ? /^[0-9a-f]{38}\.json$/ : null;
          if (!named) continue;
          for (const name of readdirSync3(join3(versionDir, shard))) {
            if (!named.test(name)) continue;
            const file = join3(versionDir, shard, name);
            const st = statSync2(file);
            entries.push({ file, size: st.size, used: old ? 0 : st.mtimeMs });
            total += st.size;
          }
        }
      }
    } catch {
      return;
    }
    if (total > this.maxBytes) {
      entries.sort((a, b) => a.used - b.used);
      const target = this.maxBytes * 0.9;
      for (const e of entries) {
        if (total <= target) break;
        rmSync(e.file, { force: true });
        total -= e.size;
      }
    }
    writeLedger(ledger, total);
  }
};
function readLedger(file) {
  try {
    const bytes = JSON.parse(readFileSync4(file, "utf8")).bytes;
    return typeof bytes === "number" && Number.isFinite(bytes) && bytes >= 0 ? bytes : null;
  } catch {
    return null;
  }
}
__name(readLedger, "readLedger");
function writeLedger(file, bytes) {
  try {
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify({ bytes }));
    renameSync(temporary, file);
  } catch {
  }
}
__name(writeLedger, "writeLedger");

// src/action/indexCacheStore.ts
import { join as join4 } from "node:path";
var INDEX_CACHE_FOLDER = "odin-slice-index";
function indexCacheKeys(env, sha) {
  const prefix = `odin-slice-index-v${cacheVersion().slice(0, 16)}-${env.RUNNER_OS || "unknown"}-${env.GITHUB_REPOSITORY || "unknown"}-`;
  const attempt = `${env.GITHUB_RUN_ID || "0"}-${env.GITHUB_RUN_ATTEMPT || "1"}`;
  return { primary: `${prefix}${sha}-${attempt}`, restore: [`${prefix}${sha}-`, prefix] };
}
__name(indexCacheKeys, "indexCacheKeys");
function actionsCacheClient() {
  return import("./cache-IAAYXI2Z.js");
}
__name(actionsCacheClient, "actionsCacheClient");
function reason(error) {
  return error instanceof Error ? error.message : String(error);
}
__name(reason, "reason");
var IndexCacheStore = class _IndexCacheStore {
  constructor(dir, maxBytes, env) {
    this.dir = dir;
    this.env = env;
    this.cache = new IndexCache({ dir, maxBytes });
  }
  dir;
  env;
  static {
    __name(this, "IndexCacheStore");
  }
  cache;
  keys = null;
  /** The store for this runner, or null outside a runner (no RUNNER_TEMP to keep the folder in). */
  static fromEnvironment(env) {
    if (!env.RUNNER_TEMP) return null;
    const mb = Number(env.ODIN_SLICE_CACHE_MAX_MB);
    return new _IndexCacheStore(join4(env.RUNNER_TEMP, INDEX_CACHE_FOLDER), Number.isFinite(mb) && mb > 0 ? mb * 1024 * 1024 : DEFAULT_CACHE_MAX_BYTES, env);
  }
  /** Restores the latest saved folder for the commit or the repository, once; never throws. */
  async restore(sha) {
    if (this.keys) return;
    this.keys = indexCacheKeys(this.env, sha);
    const actionsCache = await actionsCacheClient();
    if (!actionsCache.isFeatureAvailable()) {
      info("index cache: the Actions cache service is not available; parsed files are kept for this run only");
      return;
    }
    try {
      const matched = await actionsCache.restoreCache([this.dir], this.keys.primary, this.keys.restore);
      info(matched ? `index cache: restored ${matched}` : "index cache: nothing restored");
    } catch (error) {
      warning(`index cache: not restored (${reason(error)}); the slice parses the files it needs`);
    }
  }
  /** Reports what the slice parsed and saves the folder when it holds new facts; never throws. */
  async save() {
    if (!this.keys) return;
    info(`index cache: ${this.cache.misses} files parsed, ${this.cache.hits} taken from the cache`);
    if (this.cache.stored === 0) {
      info("index cache: nothing new to save");
      return;
    }
    const actionsCache = await actionsCacheClient();
    if (!actionsCache.isFeatureAvailable()) return;
    try {
      const id = await actionsCache.saveCache([this.dir], this.keys.primary);
      if (id !== -1) info(`index cache: saved ${this.keys.primary}`);
      else if (!["none", "read"].includes((this.env.ACTIONS_CACHE_MODE ?? "").trim().toLowerCase())) warning("index cache: not saved (the cache service failed, as logged above)");
    } catch (error) {
      warning(`index cache: not saved (${reason(error)})`);
    }
  }
};

// src/pipeline/answerRecord.ts
function answerRecord(answer) {
  const { first, replacement } = answer;
  return {
    packet: first?.packet ?? null,
    response: first?.response ?? null,
    validation: first?.validation ?? null,
    replacement: replacement ? { packet: replacement.packet, response: replacement.response, validation: replacement.validation } : null,
    failure: answer.failure ? failureRecord(answer.failure) : null
  };
}
__name(answerRecord, "answerRecord");

// src/core/anchor.ts
var LINE_RANGE = /^(.+?):(\d+)(?:-(\d+))?$/;
var SEGMENT = /^[^\s.:#/\\]+$/;
function symbolSegments(text) {
  const segments = text.split(/::|\./);
  return segments.length > 0 && segments.every((s) => SEGMENT.test(s)) ? segments : null;
}
__name(symbolSegments, "symbolSegments");
function segmentsName(modulePath, chain, segments, rootAliases) {
  const full = [...modulePath, ...chain];
  const first = segments[0];
  if (segments.length > 1 && first !== void 0 && rootAliases.includes(first)) {
    const rooted = [...modulePath.slice(0, 1), ...segments.slice(1)];
    return rooted.length === full.length && rooted.every((s, i) => s === full[i]);
  }
  if (full.length < segments.length) return false;
  const tail = full.slice(full.length - segments.length);
  return tail.every((s, i) => s === segments[i]);
}
__name(segmentsName, "segmentsName");
function parseAnchor(text, isFile) {
  const raw = text.trim();
  if (raw.length === 0) return { ok: false, message: "the anchor is empty" };
  if (raw.includes("\0")) return { ok: false, message: "the anchor contains a NUL byte" };
  if (raw.startsWith("entry:")) {
    const parsed2 = parseSymbol(raw.slice("entry:".length), "entrypoint");
    return parsed2 ?? { ok: false, message: `${JSON.stringify(raw)} is not an entry:SYMBOL anchor` };
  }
  if (raw.includes("#")) {
    const parsed2 = parseSymbol(raw, "symbol");
    return parsed2 ?? { ok: false, message: `${JSON.stringify(raw)} is not a FILE#Qualified.Name anchor` };
  }
  const range = LINE_RANGE.exec(raw);
  if (range) {
    const file = range[1];
    const start = Number(range[2]);
    const end = range[3] === void 0 ? start : Number(range[3]);
    if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 1) {
      return { ok: false, message: `line numbers start at 1 (got ${raw})` };
    }
    if (end < start) return { ok: false, message: `the range ${start}-${end} is reversed` };
    return { ok: true, anchor: { kind: "line_range", file, start, end } };
  }
  if (raw.includes("/") || raw.includes("\\") || isFile(raw)) return { ok: true, anchor: { kind: "path", file: raw } };
  const parsed = parseSymbol(raw, "symbol");
  return parsed ?? { ok: false, message: `${JSON.stringify(raw)} is neither a file of the tree nor a symbol` };
}
__name(parseAnchor, "parseAnchor");
function parseSymbol(text, kind) {
  const hash = text.indexOf("#");
  const file = hash >= 0 ? text.slice(0, hash) : null;
  const segments = symbolSegments(hash >= 0 ? text.slice(hash + 1) : text);
  if (!segments || file === "") return null;
  return { ok: true, anchor: { kind, file, segments } };
}
__name(parseSymbol, "parseSymbol");
function packetAnchor(anchor, canonicalFile) {
  const kind = anchor.kind;
  switch (anchor.kind) {
    case "line_range":
      return { kind, value: `${canonicalFile ?? anchor.file}:${anchor.start}-${anchor.end}` };
    case "path":
      return { kind, value: canonicalFile ?? anchor.file };
    default: {
      const name = anchor.segments.join(".");
      return { kind, value: anchor.file === null ? name : `${canonicalFile ?? anchor.file}#${name}` };
    }
  }
}
__name(packetAnchor, "packetAnchor");

// src/core/packet.ts
var PACKET_SCHEMA = "odin-slice-packet-v1";
var MODES = ["neighborhood", "upstream", "downstream", "path", "entrypoint"];
var RELATIONSHIPS = [
  "anchor",
  "enclosing",
  "caller",
  "callee",
  "reference",
  "import",
  "path",
  "peer",
  "entrypoint",
  "requested"
];
var OMISSION_REASONS = ["budget", "depth", "uncertain", "unavailable"];
var SUMMARY_OMISSION = { candidate: "additional candidates", reason: "budget" };
function rangeLabel(file, start, end) {
  return `${file}:${start}-${end}`;
}
__name(rangeLabel, "rangeLabel");
function compareStrings(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
__name(compareStrings, "compareStrings");
function compareSlices(a, b) {
  return a.hop - b.hop || compareStrings(a.file, b.file) || a.start_line - b.start_line || a.end_line - b.end_line || compareStrings(a.relationship, b.relationship);
}
__name(compareSlices, "compareSlices");
function compareUncertainEdges(a, b) {
  return compareStrings(a.from, b.from) || compareStrings(a.to, b.to) || compareStrings(a.kind, b.kind) || compareStrings(a.reason, b.reason);
}
__name(compareUncertainEdges, "compareUncertainEdges");
function compareOmissions(a, b) {
  return compareStrings(a.candidate, b.candidate) || compareStrings(a.reason, b.reason);
}
__name(compareOmissions, "compareOmissions");
function serializePacket(packet) {
  const ordered = {
    schema: packet.schema,
    task: packet.task,
    root: packet.root,
    anchor: { kind: packet.anchor.kind, value: packet.anchor.value },
    peer: packet.peer === null ? null : { kind: packet.peer.kind, value: packet.peer.value },
    mode: packet.mode,
    depth: packet.depth,
    budget: {
      limit_estimated_tokens: packet.budget.limit_estimated_tokens,
      used_estimated_tokens: packet.budget.used_estimated_tokens
    },
    slices: packet.slices.map(orderedSlice),
    uncertain_edges: packet.uncertain_edges.map(orderedEdge),
    omissions: packet.omissions.map(orderedOmission)
  };
  return JSON.stringify(ordered);
}
__name(serializePacket, "serializePacket");
function orderedSlice(s) {
  return {
    file: s.file,
    start_line: s.start_line,
    end_line: s.end_line,
    symbol: s.symbol,
    hop: s.hop,
    relationship: s.relationship,
    certainty: s.certainty,
    content: s.content
  };
}
__name(orderedSlice, "orderedSlice");
function orderedEdge(e) {
  return { from: e.from, to: e.to, kind: e.kind, reason: e.reason };
}
__name(orderedEdge, "orderedEdge");
function orderedOmission(o) {
  return { candidate: o.candidate, reason: o.reason };
}
__name(orderedOmission, "orderedOmission");

// src/core/packetMeasure.ts
var EMPTY_LIST = { bytes: 0, count: 0 };
function withElement(list, bytes) {
  return { bytes: list.bytes + bytes, count: list.count + 1 };
}
__name(withElement, "withElement");
var sliceSizes = /* @__PURE__ */ new WeakMap();
function sliceBytes(s) {
  let bytes = sliceSizes.get(s);
  if (bytes === void 0) {
    bytes = Buffer.byteLength(JSON.stringify(orderedSlice(s)), "utf8");
    sliceSizes.set(s, bytes);
  }
  return bytes;
}
__name(sliceBytes, "sliceBytes");
function edgeJson(e) {
  return JSON.stringify(orderedEdge(e));
}
__name(edgeJson, "edgeJson");
function omissionBytes(o) {
  return Buffer.byteLength(JSON.stringify(orderedOmission(o)), "utf8");
}
__name(omissionBytes, "omissionBytes");
var PacketMeasure = class {
  constructor(frame) {
    this.frame = frame;
  }
  frame;
  static {
    __name(this, "PacketMeasure");
  }
  /** Bytes of the frame with empty lists, by the number of digits of the estimate it states. */
  frameBytes = /* @__PURE__ */ new Map();
  /**
   * The estimated tokens of a packet with these lists: the least fixed point of the estimate that states itself,
   * found as the full serialization finds it (from 0 upwards).
   */
  tokens(slices, edges, omissions) {
    const lists = listBytes(slices) + listBytes(edges) + listBytes(omissions);
    let used = 0;
    for (; ; ) {
      const next = Math.ceil((this.frameSize(used) + lists) / 4);
      if (next === used) return used;
      used = next;
    }
  }
  frameSize(used) {
    const digits = String(used).length;
    let bytes = this.frameBytes.get(digits);
    if (bytes === void 0) {
      const empty = {
        ...this.frame,
        budget: { limit_estimated_tokens: this.frame.budget.limit_estimated_tokens, used_estimated_tokens: used },
        slices: [],
        uncertain_edges: [],
        omissions: []
      };
      bytes = Buffer.byteLength(serializePacket(empty), "utf8");
      this.frameBytes.set(digits, bytes);
    }
    return bytes;
  }
};
function listBytes(list) {
  return list.count === 0 ? 0 : list.bytes + list.count - 1;
}
__name(listBytes, "listBytes");

// src/core/tokens.ts
function estimateTokens(text) {
  return Math.ceil(Buffer.byteLength(text, "utf8") / 4);
}
__name(estimateTokens, "estimateTokens");
function fixedPointTokens(serializeWith) {
  let used = 0;
  for (; ; ) {
    const bytes = serializeWith(used);
    const next = estimateTokens(bytes);
    if (next === used) return { used, bytes };
    used = next;
  }
}
__name(fixedPointTokens, "fixedPointTokens");

// src/core/budget.ts
var FIRST_GROUPS = 16;
function assemble(frame, slices, edges, omissions, used) {
  return {
    schema: frame.schema,
    task: frame.task,
    root: frame.root,
    anchor: frame.anchor,
    peer: frame.peer,
    mode: frame.mode,
    depth: frame.depth,
    budget: { limit_estimated_tokens: frame.budget.limit_estimated_tokens, used_estimated_tokens: used },
    slices: [...slices].sort(compareSlices),
    uncertain_edges: dedupeSorted([...edges].sort(compareUncertainEdges), compareUncertainEdges),
    omissions
  };
}
__name(assemble, "assemble");
function dedupeSorted(items, compare) {
  return items.filter((item, i) => i === 0 || compare(items[i - 1], item) !== 0);
}
__name(dedupeSorted, "dedupeSorted");
function measure(frame, slices, edges, omissions) {
  const result2 = fixedPointTokens((used) => serializePacket(assemble(frame, slices, edges, omissions, used)));
  return { used: result2.used, bytes: result2.bytes };
}
__name(measure, "measure");
function applyBudget(frame, mandatory, candidates, loose, otherOmissions) {
  const limit = frame.budget.limit_estimated_tokens;
  const size = new PacketMeasure(frame);
  const slices = mandatory.map((c) => c.slice);
  let sliceSize = slices.reduce((list, slice) => withElement(list, sliceBytes(slice)), EMPTY_LIST);
  const edges = [];
  const edgesIn = /* @__PURE__ */ new Set();
  let edgeSize = EMPTY_LIST;
  const jsonOf = /* @__PURE__ */ new Map();
  const withEdges = /* @__PURE__ */ __name((list) => {
    let grown = edgeSize;
    const added = /* @__PURE__ */ new Set();
    for (const edge of list) {
      let json = jsonOf.get(edge);
      if (json === void 0) {
        json = edgeJson(edge);
        jsonOf.set(edge, json);
      }
      if (edgesIn.has(json) || added.has(json)) continue;
      added.add(json);
      grown = withElement(grown, Buffer.byteLength(json, "utf8"));
    }
    return { size: grown, added: [...added] };
  }, "withEdges");
  const take = /* @__PURE__ */ __name((list, grown) => {
    edges.push(...list);
    edgeSize = grown.size;
    for (const json of grown.added) edgesIn.add(json);
  }, "take");
  const anchorOnly = size.tokens(sliceSize, EMPTY_LIST, EMPTY_LIST);
  if (anchorOnly > limit) return { fits: false, anchorTokens: anchorOnly };
  const addEdgesThatFit = /* @__PURE__ */ __name((list) => {
    for (const edge of [...list].sort(compareUncertainEdges)) {
      const grown = withEdges([edge]);
      if (size.tokens(sliceSize, grown.size, EMPTY_LIST) <= limit) take([edge], grown);
    }
  }, "addEdgesThatFit");
  addEdgesThatFit(mandatory.flatMap((c) => c.uncertainEdges));
  const omitted = [];
  const broughtOmissions = [];
  const pastTaken = [];
  let waiting = false;
  for (const c of [...candidates].sort((a, b) => compareSlices(a.slice, b.slice))) {
    const trialSlices = withElement(sliceSize, sliceBytes(c.slice));
    let edges2 = c.uncertainEdges;
    let brought = [];
    if (c.deferred) {
      const alone = size.tokens(trialSlices, edgeSize, EMPTY_LIST) <= limit;
      const found = alone ? c.deferred() : { edges: [], omissions: [] };
      if (!found || waiting) {
        waiting = true;
        continue;
      }
      edges2 = [...edges2, ...found.edges];
      brought = found.omissions;
    } else if (waiting) continue;
    const grown = withEdges(edges2);
    if (size.tokens(trialSlices, grown.size, EMPTY_LIST) <= limit) {
      slices.push(c.slice);
      sliceSize = trialSlices;
      take(edges2, grown);
      broughtOmissions.push(...brought);
      if (c.beyond) pastTaken.push(c.beyond);
    } else {
      omitted.push({ candidate: rangeLabel(c.slice.file, c.slice.start_line, c.slice.end_line), reason: "budget" });
    }
  }
  if (waiting) return { fits: "pending", loose: null };
  let beyondWaiting = false;
  for (const beyond of pastTaken) {
    const found = beyond();
    if (found) broughtOmissions.push(...found);
    else beyondWaiting = true;
  }
  const looseOmissions = [];
  let edgesDone = false;
  let unread = -1;
  let readGroups = 0;
  let readEdgeBytes = 0;
  for (let i = 0; i < loose.length; i++) {
    const group = loose[i].read();
    if (!group) {
      unread = i;
      break;
    }
    readGroups++;
    looseOmissions.push(...group.omissions);
    if (edgesDone) continue;
    for (const edge of [...group.edges].sort(compareUncertainEdges)) {
      const grown = withEdges([edge]);
      readEdgeBytes += grown.size.bytes - edgeSize.bytes;
      if (grown.added.length === 0) continue;
      if (size.tokens(sliceSize, grown.size, EMPTY_LIST) > limit) {
        edgesDone = true;
        break;
      }
      take([edge], grown);
    }
  }
  const wanted = /* @__PURE__ */ __name(() => {
    const roomBytes = 4 * (limit - size.tokens(sliceSize, edgeSize, EMPTY_LIST));
    if (readGroups === 0 || readEdgeBytes === 0) return FIRST_GROUPS;
    return Math.max(FIRST_GROUPS / 2, Math.ceil(1.25 * roomBytes * readGroups / readEdgeBytes) + 2);
  }, "wanted");
  if (unread >= 0 && !edgesDone) return { fits: "pending", loose: { from: unread, count: wanted() } };
  if (beyondWaiting) return { fits: "pending", loose: null };
  const inPacket = new Set(slices.map((s) => rangeLabel(s.file, s.start_line, s.end_line)));
  const others = [...otherOmissions, ...broughtOmissions, ...looseOmissions].filter((o) => !inPacket.has(o.candidate));
  let allOmissions = dedupeSorted([...omitted, ...others].sort(compareOmissions), compareOmissions);
  const omissionSize = /* @__PURE__ */ new Map();
  const sizeOfOmissions = /* @__PURE__ */ __name((list) => list.reduce((total, o) => {
    let bytes = omissionSize.get(o);
    if (bytes === void 0) {
      bytes = omissionBytes(o);
      omissionSize.set(o, bytes);
    }
    return withElement(total, bytes);
  }, EMPTY_LIST), "sizeOfOmissions");
  const fits = /* @__PURE__ */ __name((list) => size.tokens(sliceSize, edgeSize, sizeOfOmissions(list)) <= limit, "fits");
  if (unread >= 0) {
    const prefix = loose[unread].prefix;
    allOmissions = allOmissions.filter((o) => compareStrings(o.candidate, prefix) < 0);
    if (fits(allOmissions)) return { fits: "pending", loose: { from: unread, count: Math.max(FIRST_GROUPS / 2, readGroups) } };
  }
  const omissions = fitOmissions(allOmissions, fits);
  const final = measure(frame, slices, edges, omissions);
  return { fits: true, packet: assemble(frame, slices, edges, omissions, final.used), bytes: final.bytes };
}
__name(applyBudget, "applyBudget");
function largestFitting(max, fits) {
  if (!fits(0)) return -1;
  let lo = 0;
  let hi = max;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fits(mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
__name(largestFitting, "largestFitting");
function fitOmissions(all2, fits) {
  if (fits(all2)) return all2;
  const withSummary = largestFitting(all2.length - 1, (n) => fits([...all2.slice(0, n), SUMMARY_OMISSION]));
  if (withSummary >= 0) return [...all2.slice(0, withSummary), SUMMARY_OMISSION];
  return all2.slice(0, Math.max(0, largestFitting(all2.length - 1, (n) => fits(all2.slice(0, n)))));
}
__name(fitOmissions, "fitOmissions");

// src/core/contextRequest.ts
function rejectRequest(request2, reason2, range = null) {
  return { symbol_or_range: request2.symbol_or_range, why_needed: request2.reason, range, disposition: "rejected", reason: reason2 };
}
__name(rejectRequest, "rejectRequest");
function acceptRequest(request2, range, reason2) {
  return { symbol_or_range: request2.symbol_or_range, why_needed: request2.reason, range, disposition: "accepted", reason: reason2 };
}
__name(acceptRequest, "acceptRequest");

// src/core/outline/outlineLanguages.ts
import { existsSync as existsSync3, readFileSync as readFileSync5 } from "node:fs";
import { join as join5 } from "node:path";

// src/core/outline/outlineSchema.ts
var OUTLINE_SCHEMA = "odin-slice-outline-v1";
var OUTLINE_LANGUAGES = ["go", "java", "javascript", "python", "rust", "tsx", "typescript"];
var OUTLINE_KINDS = [
  "package",
  "import",
  "export",
  "module",
  "class",
  "interface",
  "trait",
  "impl",
  "type",
  "enum",
  "function",
  "method",
  "field",
  "constant",
  "variable",
  "macro"
];
function outlineText(condensate) {
  return condensate.lines.map((l) => l.text).join("\n");
}
__name(outlineText, "outlineText");

// src/core/outline/outlineLanguages.ts
var STRING_LISTS = ["queries", "comments", "attached", "wrappers", "transparent", "terminators", "indentedBodies"];
function parseDescriptor(language, text) {
  const raw = JSON.parse(text);
  for (const key of STRING_LISTS) {
    const value = raw[key];
    if (!Array.isArray(value) || !value.every((v) => typeof v === "string")) {
      throw new Error(`${language}/outline.json: ${key} must be a list of strings`);
    }
  }
  const markers = raw.markers;
  if (!markers || typeof markers.bracketed !== "string" || !markers.bracketed.includes("{lines}")) {
    throw new Error(`${language}/outline.json: markers.bracketed must be a string containing {lines}`);
  }
  const indentedBodies = raw.indentedBodies;
  if (indentedBodies.length > 0 && (typeof markers.indented !== "string" || !markers.indented.includes("{lines}"))) {
    throw new Error(`${language}/outline.json: markers.indented must contain {lines} when there are indented bodies`);
  }
  return raw;
}
__name(parseDescriptor, "parseDescriptor");
function isOutlineLanguage(name) {
  return OUTLINE_LANGUAGES.includes(name);
}
__name(isOutlineLanguage, "isOutlineLanguage");
function outlineFolders() {
  const dir = languagesDirectory();
  return OUTLINE_LANGUAGES.filter((name) => existsSync3(join5(dir, name, "outline.json")));
}
__name(outlineFolders, "outlineFolders");
function readOutlineSpec(language, grammar) {
  const folder = join5(languagesDirectory(), language);
  const descriptor = parseDescriptor(language, readFileSync5(join5(folder, "outline.json"), "utf8"));
  const querySource = descriptor.queries.map((q) => readFileSync5(join5(folder, q), "utf8")).join("\n");
  return { language, extensions: grammar.extensions, wasmPath: grammar.wasmPath, querySource, descriptor };
}
__name(readOutlineSpec, "readOutlineSpec");
var registry2 = null;
function outlineSpecs() {
  if (registry2) return registry2;
  const found = /* @__PURE__ */ new Map();
  const withData = new Set(outlineFolders());
  for (const spec of languages()) {
    if (!isOutlineLanguage(spec.name) || !withData.has(spec.name)) continue;
    found.set(spec.name, readOutlineSpec(spec.name, { wasmPath: spec.wasmPath, extensions: spec.extensions }));
  }
  registry2 = found;
  return found;
}
__name(outlineSpecs, "outlineSpecs");
function outlineSpecForPath(path) {
  const lower = path.toLowerCase();
  let best = null;
  let bestLength = 0;
  for (const spec of outlineSpecs().values()) {
    for (const ext of spec.extensions) {
      if (lower.endsWith(ext) && ext.length > bestLength) {
        best = spec;
        bestLength = ext.length;
      }
    }
  }
  return best;
}
__name(outlineSpecForPath, "outlineSpecForPath");

// src/core/extractionQuery.ts
var BARRIER_CAPTURE = "odin.barrier";
function extractionQuerySource(spec) {
  if (spec.thisBarriers.length === 0) return spec.querySource;
  return `${spec.querySource}
[${spec.thisBarriers.map((t) => `(${t})`).join(" ")}] @${BARRIER_CAPTURE}
`;
}
__name(extractionQuerySource, "extractionQuerySource");

// src/core/parser.ts
var runtime = null;
var loaded = /* @__PURE__ */ new Map();
var grammars = /* @__PURE__ */ new Map();
function treeSitter() {
  runtime ??= import("./web-tree-sitter-OHR65VMW.js").then(async (ts) => {
    await ts.Parser.init({ locateFile: /* @__PURE__ */ __name(() => wasmFile("web-tree-sitter", "web-tree-sitter.wasm"), "locateFile") });
    return ts;
  });
  return runtime;
}
__name(treeSitter, "treeSitter");
function loadGrammar(wasmPath) {
  let entry = grammars.get(wasmPath);
  if (!entry) {
    entry = treeSitter().then((ts) => ts.Language.load(wasmPath));
    grammars.set(wasmPath, entry);
  }
  return entry;
}
__name(loadGrammar, "loadGrammar");
function loadLanguage(spec) {
  let entry = loaded.get(spec.name);
  if (!entry) {
    entry = (async () => {
      const [{ Parser, Query }, language] = await Promise.all([treeSitter(), loadGrammar(spec.wasmPath)]);
      const parser = new Parser();
      parser.setLanguage(language);
      return { parser, query: new Query(language, extractionQuerySource(spec)) };
    })();
    loaded.set(spec.name, entry);
  }
  return entry;
}
__name(loadLanguage, "loadLanguage");
function parseWithDeadline(parser, text, deadlineMs) {
  const stopAt = performance.now() + deadlineMs;
  try {
    return parser.parse(text, null, { progressCallback: /* @__PURE__ */ __name(() => performance.now() > stopAt, "progressCallback") });
  } catch {
    return null;
  }
}
__name(parseWithDeadline, "parseWithDeadline");

// src/core/matchesWithDeadline.ts
function matchesWithDeadline(query, node, deadlineMs) {
  const stopAt = performance.now() + deadlineMs;
  let cancelled = false;
  const progressCallback = /* @__PURE__ */ __name((() => {
    if (performance.now() > stopAt) cancelled = true;
    return cancelled;
  }), "progressCallback");
  const matches = query.matches(node, { progressCallback });
  return cancelled ? null : matches;
}
__name(matchesWithDeadline, "matchesWithDeadline");

// src/core/outline/collectItems.ts
function widen(node, wrappers) {
  let current = node;
  for (let parent = current.parent; parent && wrappers.has(parent.type); parent = parent.parent) current = parent;
  return current;
}
__name(widen, "widen");
function collectItems(tree, query, descriptor, deadlineMs) {
  const wrappers = new Set(descriptor.wrappers);
  const transparent = new Set(descriptor.transparent);
  const drafts = /* @__PURE__ */ new Map();
  const bodies = /* @__PURE__ */ new Set();
  const docs = /* @__PURE__ */ new Map();
  const matches = matchesWithDeadline(query, tree.rootNode, deadlineMs);
  if (matches === null) return null;
  for (const match of matches) {
    let item = null;
    let kind = null;
    let name = null;
    let members = null;
    for (const capture of match.captures) {
      if (capture.name.startsWith("item.")) {
        item = capture.node;
        kind = capture.name.slice(5);
      } else if (capture.name === "name") name = capture.node;
      else if (capture.name === "members") members = capture.node;
      else if (capture.name === "body") bodies.add(capture.node.id);
      else if (capture.name === "doc" && capture.node.parent) docs.set(capture.node.parent.id, capture.node);
    }
    if (!item || !kind) continue;
    const node = widen(item, wrappers);
    const existing = drafts.get(node.id);
    if (!existing || match.patternIndex < existing.pattern) {
      drafts.set(node.id, {
        kind,
        pattern: match.patternIndex,
        name: name ? name.text : existing?.name ?? null,
        node,
        members: members ?? existing?.members ?? null
      });
    } else {
      existing.name ??= name ? name.text : null;
      existing.members ??= members;
    }
  }
  const declarations = [];
  const stack = [{ mode: "scope", owner: null }];
  const cursor = tree.walk();
  try {
    if (!cursor.gotoFirstChild()) return { declarations, docs };
    for (; ; ) {
      const context3 = stack[stack.length - 1];
      const node = cursor.currentNode;
      let inner = null;
      if (context3.mode === "scope") {
        const draft = drafts.get(node.id);
        if (draft) {
          const index = declarations.length;
          declarations.push({ kind: draft.kind, name: draft.name, node, members: draft.members, bodies: [], parent: context3.owner, children: [] });
          if (context3.owner !== null) declarations[context3.owner].children.push(index);
          inner = { mode: "header", owner: index };
        } else if (transparent.has(node.type)) {
          inner = context3;
        }
      } else {
        const owner = declarations[context3.owner];
        if (owner.members && node.id === owner.members.id && owner.node.startPosition.row !== owner.node.endPosition.row) {
          inner = { mode: "scope", owner: context3.owner };
        } else if (owner.members && node.id === owner.members.id) inner = context3;
        else if (bodies.has(node.id)) owner.bodies.push(node);
        else inner = context3;
      }
      if (inner && cursor.gotoFirstChild()) {
        stack.push(inner);
        continue;
      }
      while (!cursor.gotoNextSibling()) {
        if (stack.length === 1 || !cursor.gotoParent()) return { declarations, docs };
        stack.pop();
      }
    }
  } finally {
    cursor.delete();
  }
}
__name(collectItems, "collectItems");
function errorShare(tree) {
  const root = tree.rootNode;
  const total = root.endIndex - root.startIndex;
  if (total === 0 || !root.hasError) return 0;
  let inError = 0;
  const cursor = tree.walk();
  try {
    let depth = 0;
    for (; ; ) {
      const node = cursor.currentNode;
      const descend = node.isError ? false : node.hasError;
      if (node.isError) inError += node.endIndex - node.startIndex;
      if (descend && cursor.gotoFirstChild()) {
        depth++;
        continue;
      }
      for (; ; ) {
        if (depth === 0) return inError / total;
        if (cursor.gotoNextSibling()) break;
        cursor.gotoParent();
        depth--;
      }
    }
  } finally {
    cursor.delete();
  }
}
__name(errorShare, "errorShare");

// src/core/outline/outlineGrammar.ts
var ROLE_CAPTURES = /* @__PURE__ */ new Set(["name", "members", "body", "doc"]);
var KINDS2 = new Set(OUTLINE_KINDS);
var cache = /* @__PURE__ */ new Map();
function checkCaptureNames(language, names) {
  for (const name of names) {
    if (ROLE_CAPTURES.has(name)) continue;
    if (name.startsWith("item.") && KINDS2.has(name.slice(5))) continue;
    throw new Error(`${language} outline query: unknown capture @${name}`);
  }
}
__name(checkCaptureNames, "checkCaptureNames");
function loadOutlineGrammar(spec) {
  const key = `${spec.language}\0${spec.wasmPath}`;
  let entry = cache.get(key);
  if (!entry) {
    entry = (async () => {
      const [{ Parser, Query }, language] = await Promise.all([treeSitter(), loadGrammar(spec.wasmPath)]);
      const query = new Query(language, spec.querySource);
      checkCaptureNames(spec.language, query.captureNames);
      const parser = new Parser();
      parser.setLanguage(language);
      return { spec, parser, query };
    })();
    entry.catch(() => cache.delete(key));
    cache.set(key, entry);
  }
  return entry;
}
__name(loadOutlineGrammar, "loadOutlineGrammar");

// src/core/outline/relevance.ts
function normalizeTerms(terms) {
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  for (const term of terms) {
    const t = term.trim();
    if (t.length > 0 && !seen.has(t.toLowerCase())) {
      seen.add(t.toLowerCase());
      out.push(t);
    }
  }
  return out;
}
__name(normalizeTerms, "normalizeTerms");
function parseTerms(text) {
  return normalizeTerms(text.split(/[\s,]+/));
}
__name(parseTerms, "parseTerms");
function words(text) {
  return text.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2").toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length > 0);
}
__name(words, "words");
var KIND_WEIGHT = {
  package: 5,
  module: 4,
  class: 4,
  interface: 4,
  trait: 4,
  impl: 4,
  type: 3,
  enum: 3,
  function: 3,
  export: 2,
  method: 2,
  macro: 2,
  constant: 1,
  field: 1,
  variable: 1,
  import: 0
};
function termScore(item, terms) {
  if (terms.length === 0) return 0;
  const name = (item.name ?? "").toLowerCase();
  const nameWords = words(item.name ?? "");
  let score = 0;
  for (const given of terms) {
    const term = given.toLowerCase();
    const termWords = words(given);
    if (name.length > 0 && name === term) score += 8;
    else if (termWords.length > 0 && nameWords.length > 0 && termWords.every((w) => nameWords.includes(w))) score += 5;
    else if (name.length > 0 && name.includes(term)) score += 3;
    else if (item.text.includes(term)) score += 1;
  }
  return score;
}
__name(termScore, "termScore");
function relevanceOrder(items, terms) {
  const keys = items.map((item, index) => ({ index, score: termScore(item, terms), weight: KIND_WEIGHT[item.kind], depth: item.depth }));
  keys.sort((a, b) => b.score - a.score || b.weight - a.weight || a.depth - b.depth || a.index - b.index);
  return keys.map((k) => k.index);
}
__name(relevanceOrder, "relevanceOrder");
function chooseItems(items, order, limitBytes) {
  const kept = items.map(() => false);
  const keptChildren = items.map(() => 0);
  let bytes = 0;
  const fits = /* @__PURE__ */ __name((total) => total === 0 || total - 1 <= limitBytes, "fits");
  const hasChildren = items.map(() => false);
  for (const item of items) if (item.parent !== null) hasChildren[item.parent] = true;
  const everything = items.reduce((sum, item, i) => sum + (hasChildren[i] ? item.containerBytes : item.leafBytes), 0);
  if (fits(everything)) {
    for (let i = 0; i < items.length; i++) {
      kept[i] = true;
      const p = items[i].parent;
      if (p !== null) keptChildren[p] = keptChildren[p] + 1;
    }
    return kept;
  }
  for (const i of order) {
    if (kept[i]) continue;
    const item = items[i];
    let delta = item.leafBytes;
    const added = [i];
    let p = item.parent;
    while (p !== null && !kept[p]) {
      delta += items[p].containerBytes;
      added.push(p);
      p = items[p].parent;
    }
    if (p !== null && keptChildren[p] === 0) delta += items[p].containerBytes - items[p].leafBytes;
    if (!fits(bytes + delta)) continue;
    bytes += delta;
    for (const a of added) {
      kept[a] = true;
      const parent = items[a].parent;
      if (parent !== null) keptChildren[parent] = keptChildren[parent] + 1;
    }
  }
  return kept;
}
__name(chooseItems, "chooseItems");

// src/core/outline/renderDeclaration.ts
var CLOSERS = { "{": "}", "(": ")", "[": "]" };
function lastRow(node) {
  const { row, column } = node.endPosition;
  return column === 0 && row > node.startPosition.row ? row - 1 : row;
}
__name(lastRow, "lastRow");
function fill(template, lines) {
  return template.replace("{lines}", `${lines} line${lines === 1 ? "" : "s"}`);
}
__name(fill, "fill");
var DeclarationRenderer = class {
  constructor(src, descriptor, docs) {
    this.src = src;
    this.descriptor = descriptor;
    this.docs = docs;
    this.comments = new Set(descriptor.comments);
    this.leading = /* @__PURE__ */ new Set([...descriptor.comments, ...descriptor.attached]);
    this.terminators = new Set(descriptor.terminators);
    this.indented = new Set(descriptor.indentedBodies);
  }
  src;
  descriptor;
  docs;
  static {
    __name(this, "DeclarationRenderer");
  }
  comments;
  leading;
  terminators;
  indented;
  render(decl) {
    const { start, prefix } = this.pieceStart(this.firstLeading(decl.node));
    const end = this.pieceEnd(decl.node);
    const startLine = decl.node.startPosition.row + 1;
    const endLine2 = lastRow(decl.node) + 1;
    const all2 = [...decl.bodies, ...decl.members ? [decl.members] : []].sort((a, b) => a.startIndex - b.startIndex);
    const leaf = this.renderRange(start, prefix, end, this.elisions(all2));
    if (!decl.members) {
      return { leaf: leaf.lines, leafHidden: leaf.hidden, open: [], close: [], containerHidden: 0, startLine, endLine: endLine2 };
    }
    const members = decl.members;
    const before = this.elisions(decl.bodies.filter((b) => b.startIndex < members.startIndex));
    const after = this.elisions(decl.bodies.filter((b) => b.startIndex >= members.endIndex));
    let open;
    let close;
    if (this.indented.has(members.type)) {
      open = this.renderRange(start, prefix, members.startIndex, before);
      while (open.lines.length > 1 && open.lines[open.lines.length - 1].text === "") open.lines.pop();
      const doc = this.docs.get(members.id);
      if (doc) {
        const docPiece = this.pieceStart(doc);
        open.lines.push(...this.renderRange(docPiece.start, docPiece.prefix, doc.endIndex, []).lines);
      }
      close = { lines: [], hidden: 0 };
    } else {
      open = this.renderRange(start, prefix, members.startIndex + 1, before);
      const closing = this.pieceStart(members.endIndex - 1);
      close = this.renderRange(closing.start, closing.prefix, end, after);
    }
    return {
      leaf: leaf.lines,
      leafHidden: leaf.hidden,
      open: open.lines,
      close: close.lines,
      containerHidden: open.hidden + close.hidden,
      startLine,
      endLine: endLine2
    };
  }
  /** The comments and attributes directly above a declaration (no blank line between) start its piece. */
  firstLeading(node) {
    let first = node;
    for (let s = node.previousSibling; s && this.leading.has(s.type); s = s.previousSibling) {
      if (lastRow(s) < first.startPosition.row - 1 || !this.src.startsLine(s.startIndex)) break;
      first = s;
    }
    return first;
  }
  /**
   * A piece starts at the beginning of its line; one that shares its line with something not shown starts at
   * its own first character, indented like that line so an indentation-sensitive language still parses.
   */
  pieceStart(at) {
    const index = typeof at === "number" ? at : at.startIndex;
    if (this.src.startsLine(index)) return { start: this.src.lineStart(index), prefix: "" };
    return { start: index, prefix: this.src.indentation(index) };
  }
  /** A declaration's piece takes the `;` after it and a comment that follows on its last line. */
  pieceEnd(node) {
    let end = node.endIndex;
    const row = lastRow(node);
    let s = node.nextSibling;
    while (s && !s.isNamed && this.terminators.has(s.type) && s.startPosition.row === row) {
      end = s.endIndex;
      s = s.nextSibling;
    }
    if (s && this.comments.has(s.type) && s.startPosition.row === row) end = s.endIndex;
    const text = this.src.text;
    while (end > node.startIndex && /\s/.test(text.charAt(end - 1))) end--;
    return end;
  }
  elisions(nodes) {
    const out = [];
    for (const node of nodes) {
      const e = this.indented.has(node.type) ? this.elideIndented(node) : this.elideBracketed(node);
      if (e) out.push(e);
    }
    return out;
  }
  /** Replaces what lies between a multi-line body's brackets. */
  elideBracketed(node) {
    const src = this.src;
    const open = node.startIndex;
    const close = node.endIndex - 1;
    if (node.startPosition.row === lastRow(node)) return null;
    if (CLOSERS[src.text.charAt(open)] !== src.text.charAt(close) || close <= open) return null;
    const hidden = src.contentLines(open + 1, close);
    if (hidden === 0) return null;
    let text = fill(this.descriptor.markers.bracketed, hidden);
    if (text.endsWith("\n")) text += src.indentation(close);
    return { start: open + 1, end: close, text, breakRow: src.rowOf(close), hidden };
  }
  /** Replaces an indented body, after its docstring if it has one. */
  elideIndented(node) {
    const src = this.src;
    const doc = this.docs.get(node.id);
    const from = doc ? doc.endIndex : node.startIndex;
    const hidden = src.contentLines(from, node.endIndex);
    if (hidden === 0 || !doc && node.startPosition.row === lastRow(node)) return null;
    const marker = fill(this.descriptor.markers.indented ?? "", hidden);
    if (!doc) return { start: from, end: node.endIndex, text: marker, breakRow: src.rowOf(from), hidden };
    let next = from;
    while (next < node.endIndex && /\s/.test(src.text.charAt(next))) next++;
    return { start: from, end: node.endIndex, text: `
${src.indentation(next)}${marker}`, breakRow: src.rowOf(next), hidden };
  }
  /** Source from `from` to `to` with the elisions applied, as numbered lines with trailing spaces removed. */
  renderRange(from, prefix, to, elisions) {
    const text = this.src.text;
    const lines = [];
    let current = { line: this.src.rowOf(from) + 1, text: prefix };
    let hidden = 0;
    const emitSource = /* @__PURE__ */ __name((a, b) => {
      if (a >= b) return;
      let row = this.src.rowOf(a);
      let segment = a;
      for (let nl = text.indexOf("\n", a); nl !== -1 && nl < b; nl = text.indexOf("\n", nl + 1)) {
        current.text += text.slice(segment, nl);
        lines.push(current);
        row++;
        current = { line: row + 1, text: "" };
        segment = nl + 1;
      }
      current.text += text.slice(segment, b);
    }, "emitSource");
    let pos = from;
    for (const e of elisions) {
      if (e.start < pos || e.end > to) continue;
      emitSource(pos, e.start);
      const parts = e.text.split("\n");
      current.text += parts[0];
      for (const part of parts.slice(1)) {
        lines.push(current);
        current = { line: e.breakRow + 1, text: part };
      }
      pos = e.end;
      hidden += e.hidden;
    }
    emitSource(pos, to);
    lines.push(current);
    for (const line of lines) line.text = line.text.trimEnd();
    return { lines, hidden };
  }
};

// src/core/outline/SourceText.ts
var SourceText = class {
  static {
    __name(this, "SourceText");
  }
  text;
  starts;
  constructor(text) {
    this.text = text;
    const starts = [0];
    for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
    this.starts = starts;
  }
  /** The 0-based row of a string index. */
  rowOf(index) {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = lo + hi + 1 >> 1;
      if (this.starts[mid] <= index) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }
  lineStart(index) {
    return this.starts[this.rowOf(index)];
  }
  /** Whether only spaces and tabs precede this index on its line. */
  startsLine(index) {
    for (let i = index - 1; i >= 0; i--) {
      const c = this.text.charCodeAt(i);
      if (c === 10) return true;
      if (c !== 32 && c !== 9) return false;
    }
    return true;
  }
  /** The leading spaces and tabs of the line holding this index. */
  indentation(index) {
    const start = this.lineStart(index);
    let end = start;
    while (end < this.text.length && (this.text.charCodeAt(end) === 32 || this.text.charCodeAt(end) === 9)) end++;
    return this.text.slice(start, end);
  }
  /** How many lines between two indices hold something other than whitespace. */
  contentLines(from, to) {
    let count2 = 0;
    let counted = false;
    for (let i = from; i < to; i++) {
      const c = this.text.charCodeAt(i);
      if (c === 10) counted = false;
      else if (!counted && c !== 32 && c !== 9 && c !== 13) {
        count2++;
        counted = true;
      }
    }
    return count2;
  }
};

// src/core/outline/TextSlicer.ts
var NEIGHBOURHOOD = 2;
var EDGE = 5;
function lineScore(lines, i, hits) {
  const text = lines[i];
  if (text.trim().length === 0) return -1;
  let score = 0;
  if (hits[i]) score += 100;
  for (let d = 1; d <= NEIGHBOURHOOD; d++) {
    if (hits[i - d] || hits[i + d]) {
      score += 40 - 10 * d;
      break;
    }
  }
  if (i < EDGE) score += 10;
  if (i >= lines.length - EDGE) score += 8;
  const indent = /^[ \t]*/.exec(text)?.[0].length ?? 0;
  if (indent === 0) score += 4;
  else if (indent <= 4) score += 2;
  return score;
}
__name(lineScore, "lineScore");
function sliceLinesUnderCap(text, cap, terms) {
  const lines = splitLines(normalizeNewlines(text));
  const cost = lines.map((l) => Buffer.byteLength(l, "utf8") + 1);
  const limit = cap * 4;
  const total = cost.reduce((a, b) => a + b, 0);
  let kept;
  if (total === 0 || total - 1 <= limit) kept = lines.map(() => true);
  else {
    const lower = lines.map((l) => l.toLowerCase());
    const lowerTerms = terms.map((t) => t.toLowerCase());
    const hits = lower.map((l) => lowerTerms.some((t) => l.includes(t)));
    const order = lines.map((_, i) => ({ i, score: lineScore(lines, i, hits) }));
    order.sort((a, b) => b.score - a.score || a.i - b.i);
    kept = lines.map(() => false);
    let bytes = 0;
    for (const { i, score } of order) {
      if (score < 0) break;
      const c = cost[i];
      if (bytes + c - 1 > limit) continue;
      bytes += c;
      kept[i] = true;
    }
  }
  const out = [];
  for (let i = 0; i < lines.length; i++) if (kept[i]) out.push({ line: i + 1, text: lines[i] });
  return out;
}
__name(sliceLinesUnderCap, "sliceLinesUnderCap");
var TextSlicer = class {
  constructor(terms, context3) {
    this.context = context3;
    this.terms = normalizeTerms(terms);
  }
  context;
  static {
    __name(this, "TextSlicer");
  }
  terms;
  slice(raw, cap) {
    const lines = sliceLinesUnderCap(raw, cap, this.terms);
    return {
      schema: OUTLINE_SCHEMA,
      file: this.context.file,
      slicer: "text",
      language: this.context.language,
      fallback: { reason: this.context.reason, detail: this.context.detail },
      terms: this.terms,
      cap_estimated_tokens: cap,
      used_estimated_tokens: estimateTokens(lines.map((l) => l.text).join("\n")),
      source_lines: splitLines(normalizeNewlines(raw)).length,
      items: [],
      omitted_items: 0,
      lines
    };
  }
};

// src/core/outline/OutlineSlicer.ts
var OUTLINE_PARSE_DEADLINE_MS = 2e3;
var MAX_ERROR_SHARE = 0.5;
function bytesOf(lines) {
  let n = 0;
  for (const l of lines) n += Buffer.byteLength(l.text, "utf8") + 1;
  return n;
}
__name(bytesOf, "bytesOf");
function symbolOf(declarations, index) {
  const names = [];
  for (let i = index; i !== null; i = declarations[i].parent) {
    const name = declarations[i].name;
    if (name !== null) names.unshift(name);
  }
  return declarations[index].name === null ? null : names.join(".");
}
__name(symbolOf, "symbolOf");
var OutlineSlicer = class _OutlineSlicer {
  constructor(grammar, terms, file) {
    this.grammar = grammar;
    this.file = file;
    this.terms = normalizeTerms(terms);
  }
  grammar;
  file;
  static {
    __name(this, "OutlineSlicer");
  }
  terms;
  /** A slicer for one language, with the caller's terms fixed for every slice it makes. */
  static async create(spec, terms, file = null) {
    return new _OutlineSlicer(await loadOutlineGrammar(spec), terms, file);
  }
  slice(raw, cap) {
    const text = normalizeNewlines(raw);
    const fallback = /* @__PURE__ */ __name((reason2, detail) => new TextSlicer(this.terms, { file: this.file, language: this.grammar.spec.language, reason: reason2, detail }).slice(text, cap), "fallback");
    const { parser, query, spec } = this.grammar;
    const tree = parseWithDeadline(parser, text, OUTLINE_PARSE_DEADLINE_MS);
    if (!tree) return fallback("not_parsed", `the ${spec.language} parser gave up after ${OUTLINE_PARSE_DEADLINE_MS} ms`);
    let declarations;
    let rendered;
    try {
      const share = errorShare(tree);
      if (share > MAX_ERROR_SHARE) {
        return fallback("mostly_errors", `${Math.round(share * 100)}% of the file does not parse as ${spec.language}`);
      }
      const collected = collectItems(tree, query, spec.descriptor, OUTLINE_PARSE_DEADLINE_MS);
      if (!collected) return fallback("not_parsed", `reading the ${spec.language} declarations took longer than ${OUTLINE_PARSE_DEADLINE_MS} ms`);
      declarations = collected.declarations;
      const renderer = new DeclarationRenderer(new SourceText(text), spec.descriptor, collected.docs);
      rendered = declarations.map((d) => renderer.render(d));
    } finally {
      tree.delete();
    }
    if (declarations.length === 0 && text.trim().length > 0) {
      return fallback("no_declarations", `no declarations found that a ${spec.language} outline shows`);
    }
    const depth = declarations.map(() => 0);
    declarations.forEach((d, i) => {
      if (d.parent !== null) depth[i] = depth[d.parent] + 1;
    });
    const order = relevanceOrder(
      declarations.map((d, i) => ({
        kind: d.kind,
        name: d.name,
        depth: depth[i],
        text: rendered[i].leaf.map((l) => l.text).join("\n").toLowerCase()
      })),
      this.terms
    );
    const sized = declarations.map((d, i) => {
      const r = rendered[i];
      return { parent: d.parent, leafBytes: bytesOf(r.leaf), containerBytes: bytesOf(r.open) + bytesOf(r.close) };
    });
    const kept = chooseItems(sized, order, cap * 4);
    const { lines, items } = assemble2(declarations, rendered, kept);
    const condensate = {
      schema: OUTLINE_SCHEMA,
      file: this.file,
      slicer: "outline",
      language: spec.language,
      fallback: null,
      terms: this.terms,
      cap_estimated_tokens: cap,
      used_estimated_tokens: estimateTokens(outlineText({ lines })),
      source_lines: splitLines(text).length,
      items,
      omitted_items: declarations.length - items.length,
      lines
    };
    const problem = this.parseProblem(outlineText(condensate));
    return problem ? fallback("outline_does_not_parse", problem) : condensate;
  }
  parseProblem(outline) {
    const tree = parseWithDeadline(this.grammar.parser, `${outline}
`, OUTLINE_PARSE_DEADLINE_MS);
    if (!tree) return "the outline could not be re-parsed in time";
    try {
      if (!tree.rootNode.hasError) return null;
      return `the outline has a syntax error near line ${firstErrorRow(tree.rootNode) + 1} of the outline (the file itself may not parse)`;
    } finally {
      tree.delete();
    }
  }
};
function firstErrorRow(root) {
  let node = root;
  for (; ; ) {
    if (node.isError || node.isMissing) return node.startPosition.row;
    const next = node.children.find((c) => c !== null && (c.hasError || c.isError || c.isMissing)) ?? null;
    if (!next) return node.startPosition.row;
    node = next;
  }
}
__name(firstErrorRow, "firstErrorRow");
function assemble2(declarations, rendered, kept) {
  const keptChildren = declarations.map((d) => d.children.filter((c) => kept[c]).length);
  const subtreeEnd = declarations.map((_, i) => i);
  for (let i = declarations.length - 1; i >= 0; i--) {
    const children = declarations[i].children;
    if (children.length > 0) subtreeEnd[i] = subtreeEnd[children[children.length - 1]];
  }
  const lines = [];
  const items = [];
  const open = [];
  for (let i = 0; i < declarations.length; i++) {
    if (!kept[i]) continue;
    while (open.length > 0 && i > subtreeEnd[open[open.length - 1]]) {
      lines.push(...rendered[open.pop()].close);
    }
    const r = rendered[i];
    const container = keptChildren[i] > 0;
    lines.push(...container ? r.open : r.leaf);
    if (container) open.push(i);
    const d = declarations[i];
    items.push({
      kind: d.kind,
      symbol: symbolOf(declarations, i),
      start_line: r.startLine,
      end_line: r.endLine,
      hidden_lines: container ? r.containerHidden : r.leafHidden
    });
  }
  while (open.length > 0) lines.push(...rendered[open.pop()].close);
  return { lines, items };
}
__name(assemble2, "assemble");

// src/core/outline/outlineCap.ts
var DEFAULT_OUTLINE_CAP = 2048;

// src/core/outline/outlineFile.ts
async function slicerFor(path, terms, spec, skip = null) {
  if (skip !== null) return new TextSlicer(terms, { file: path, language: spec?.language ?? null, reason: "not_parsed", detail: skip });
  if (!spec) {
    return new TextSlicer(terms, { file: path, language: null, reason: "no_grammar", detail: "no outline grammar covers this file's extension" });
  }
  return OutlineSlicer.create(spec, terms, path);
}
__name(slicerFor, "slicerFor");
async function outlineFile(root, path, options = {}) {
  const cap = options.cap ?? DEFAULT_OUTLINE_CAP;
  if (!Number.isSafeInteger(cap) || cap < 1) return fail("invalid_request", `the cap must be a positive integer, not ${cap}`);
  const repo = Repository.open(root, options.limits);
  if (!repo) return fail("invalid_request", `the root ${JSON.stringify(root)} is not a directory`);
  const checked = repo.checkPath(path);
  if (!checked.ok) return fail(checked.kind, checked.message, { anchor: path });
  const file = repo.read(checked.path);
  if (!file) return fail("invalid_anchor", `${checked.path} cannot be read`, { anchor: path });
  if (file.binary) return fail("invalid_anchor", `${checked.path} is a binary file`, { anchor: path });
  const spec = options.spec === void 0 ? outlineSpecForPath(checked.path) : options.spec;
  const slicer = await slicerFor(checked.path, options.terms ?? [], spec, file.skip);
  return ok(slicer.slice(file.text, cap));
}
__name(outlineFile, "outlineFile");

// src/core/request.ts
var DEFAULT_BUDGET = 8192;
var DEPTHS = {
  neighborhood: { min: 1, max: 1, default: 1 },
  upstream: { min: 2, max: 4, default: 2 },
  downstream: { min: 2, max: 4, default: 2 },
  path: { min: 10, max: 20, default: 10 },
  entrypoint: { min: 10, max: 20, default: 10 }
};
function isMode(value) {
  return MODES.includes(value);
}
__name(isMode, "isMode");
function validateRequest(request2) {
  const task = request2.task.trim();
  if (task.length === 0) return fail("invalid_request", "the task is empty: say what the worker should answer");
  if (task.includes("\0")) return fail("invalid_request", "the task contains a NUL byte");
  const mode = request2.mode ?? "neighborhood";
  if (!isMode(mode)) return fail("invalid_request", `unknown mode ${JSON.stringify(mode)}; use one of ${MODES.join(", ")}`);
  const range = DEPTHS[mode];
  const depth = request2.depth ?? range.default;
  if (!Number.isInteger(depth) || depth < range.min || depth > range.max) {
    const allowed = range.min === range.max ? `${range.min}` : `${range.min}-${range.max}`;
    return fail("invalid_depth", `${mode} takes depth ${allowed}, not ${depth}`, { mode, depth, allowed });
  }
  const budget = request2.budget ?? DEFAULT_BUDGET;
  if (!Number.isSafeInteger(budget) || budget <= 0) {
    return fail("invalid_request", `the budget must be a positive integer, not ${budget}`);
  }
  const peer = request2.peer ?? null;
  if (mode === "path" && (peer === null || peer.trim() === "")) {
    return fail("invalid_request", "path mode needs a peer anchor (--peer) to find the path to");
  }
  if (mode !== "path" && peer !== null) {
    return fail("invalid_request", `a peer anchor is only used in path mode, not ${mode}`);
  }
  if (request2.anchor.trim().length === 0) return fail("invalid_anchor", "the anchor is empty");
  return ok({ root: request2.root, anchor: request2.anchor, task, mode, depth, peer, budget });
}
__name(validateRequest, "validateRequest");

// src/core/searchProgress.ts
var SearchProgress = class {
  static {
    __name(this, "SearchProgress");
  }
  /** Each search's state after its last level that passed a checkpoint, by the search's key. */
  searches = /* @__PURE__ */ new Map();
  /** The definitions inside each range (Navigator.nodeForUnit): a file's facts do not change between rounds. */
  targetsByRange = /* @__PURE__ */ new Map();
};

// src/core/resolver.ts
var SCRIPT_EXTENSIONS = [".ts", ".tsx", ".d.ts", ".mts", ".cts", ".js", ".jsx", ".mjs", ".cjs"];
var JS_TO_TS = {
  ".js": [".ts", ".tsx", ".d.ts"],
  ".jsx": [".tsx"],
  ".mjs": [".mts", ".d.mts"],
  ".cjs": [".cts", ".d.cts"]
};
function normalizePosix(path) {
  const out = [];
  for (const segment of path.split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") {
      if (out.length === 0) return null;
      out.pop();
    } else out.push(segment);
  }
  return out.join("/");
}
__name(normalizePosix, "normalizePosix");
function dirnamePosix(path) {
  const i = path.lastIndexOf("/");
  return i < 0 ? "" : path.slice(0, i);
}
__name(dirnamePosix, "dirnamePosix");
function scriptCandidates(base, declarationsFirst = false) {
  const out = declarationsFirst ? [] : [base];
  for (const [js, tsList] of Object.entries(JS_TO_TS)) {
    if (base.endsWith(js)) for (const ts of tsList) out.push(base.slice(0, -js.length) + ts);
  }
  if (declarationsFirst) out.push(base);
  for (const ext of SCRIPT_EXTENSIONS) out.push(base + ext);
  for (const ext of SCRIPT_EXTENSIONS) out.push(`${base}/index${ext}`);
  return out;
}
__name(scriptCandidates, "scriptCandidates");
var ecmascript = /* @__PURE__ */ __name((fromFile, specifier, files, read) => {
  if (!specifier.startsWith("./") && !specifier.startsWith("../") && specifier !== "." && specifier !== "..") {
    return selfReference(fromFile, specifier, files, read);
  }
  const dir = dirnamePosix(fromFile);
  const base = normalizePosix(dir === "" ? specifier : `${dir}/${specifier}`);
  if (base === null) return { t: "missing" };
  const declarationsFirst = languageForPath(fromFile)?.declarationsFirst === true;
  for (const candidate of scriptCandidates(base, declarationsFirst)) if (files.has(candidate)) return { t: "file", path: candidate };
  return { t: "missing" };
}, "ecmascript");
var manifests = /* @__PURE__ */ new WeakMap();
function manifest(path, read) {
  let cache2 = manifests.get(read);
  if (!cache2) {
    cache2 = /* @__PURE__ */ new Map();
    manifests.set(read, cache2);
  }
  if (!cache2.has(path)) {
    let parsed = null;
    try {
      const value = JSON.parse(read(path) ?? "null");
      if (value && typeof value === "object") parsed = value;
    } catch {
      parsed = null;
    }
    cache2.set(path, parsed);
  }
  return cache2.get(path) ?? null;
}
__name(manifest, "manifest");
function selfReference(fromFile, specifier, files, read) {
  const conditions = languageForPath(fromFile)?.exportConditions;
  if (!read || !conditions) return { t: "external" };
  const above = exportingPackageAbove(fromFile, files, read);
  if (!above) return { t: "external" };
  const { dir, name, exports } = above;
  if (specifier !== name && !specifier.startsWith(`${name}/`)) return { t: "external" };
  const subpath = `.${specifier.slice(name.length)}`;
  const target = exportTarget(exports, subpath, new Set(conditions));
  if (target === null || !target.startsWith("./")) return { t: "missing" };
  const base = normalizePosix(joinPosix(dir, target.slice(2)));
  if (base === null) return { t: "missing" };
  const declarationsFirst = languageForPath(fromFile)?.declarationsFirst === true;
  for (const candidate of scriptCandidates(base, declarationsFirst)) if (files.has(candidate)) return { t: "file", path: candidate };
  return { t: "external" };
}
__name(selfReference, "selfReference");
function exportingPackageAbove(file, files, read) {
  let dir = dirnamePosix(file);
  while (!files.has(joinPosix(dir, "package.json"))) {
    if (dir === "") return null;
    dir = dirnamePosix(dir);
  }
  const pkg = manifest(joinPosix(dir, "package.json"), read);
  const name = pkg?.name;
  if (typeof name !== "string" || pkg?.exports === void 0 || pkg.exports === null) return null;
  return { dir, name, exports: pkg.exports };
}
__name(exportingPackageAbove, "exportingPackageAbove");
function selfReferenceName(path, files, read) {
  return read ? exportingPackageAbove(path, files, read)?.name ?? null : null;
}
__name(selfReferenceName, "selfReferenceName");
function exportTarget(exports, subpath, conditions) {
  const isSubpathMap = exports !== null && typeof exports === "object" && !Array.isArray(exports) && Object.keys(exports).some((k) => k.startsWith("."));
  if (!isSubpathMap) return subpath === "." ? conditional(exports, conditions, null) : null;
  const map = exports;
  if (Object.hasOwn(map, subpath)) return conditional(map[subpath], conditions, null);
  let best = null;
  for (const key of Object.keys(map)) {
    const star = key.indexOf("*");
    if (star < 0 || key.indexOf("*", star + 1) >= 0) continue;
    const prefix = key.slice(0, star);
    const suffix = key.slice(star + 1);
    if (!subpath.startsWith(prefix) || !subpath.endsWith(suffix) || subpath.length < key.length - 1) continue;
    if (!best || prefix.length > best.key.indexOf("*")) best = { key, star: subpath.slice(prefix.length, subpath.length - suffix.length) };
  }
  return best ? conditional(map[best.key], conditions, best.star) : null;
}
__name(exportTarget, "exportTarget");
function conditional(target, conditions, star) {
  if (typeof target === "string") return star === null ? target : target.split("*").join(star);
  if (Array.isArray(target)) {
    for (const t of target) {
      const found = conditional(t, conditions, star);
      if (found !== null) return found;
    }
    return null;
  }
  if (target === null || typeof target !== "object") return null;
  for (const [key, value] of Object.entries(target)) {
    if (!conditions.has(key)) continue;
    const found = conditional(value, conditions, star);
    if (found !== null) return found;
  }
  return null;
}
__name(conditional, "conditional");
var directoryIndexes = /* @__PURE__ */ new WeakMap();
function filesInDirectory(dir, files) {
  let index = directoryIndexes.get(files);
  if (!index) {
    const listed = [...files];
    if (!listed.every((f, i) => i === 0 || listed[i - 1] < f)) listed.sort();
    index = { sorted: listed, byDirectory: /* @__PURE__ */ new Map() };
    directoryIndexes.set(files, index);
  }
  let found = index.byDirectory.get(dir);
  if (!found) {
    const sorted = index.sorted;
    const prefix = dir === "" ? "" : `${dir}/`;
    const lo = partitionPoint(sorted.length, (i) => sorted[i] < prefix);
    const inside = [];
    for (let i = lo; i < sorted.length && sorted[i].startsWith(prefix); i++) {
      if (!sorted[i].includes("/", prefix.length)) inside.push(sorted[i]);
    }
    found = inside;
    index.byDirectory.set(dir, found);
  }
  return found;
}
__name(filesInDirectory, "filesInDirectory");
function joinPosix(dir, rest) {
  return dir === "" ? rest : `${dir}/${rest}`;
}
__name(joinPosix, "joinPosix");
var ecmascriptModules = { resolve: ecmascript, scope: dirnamePosix };

// src/core/modules/go.ts
var MODULE_LINE = /^\s*module\s+("?)([^\s"]+)\1\s*$/m;
function goModDirectory(file, files) {
  for (let dir = dirnamePosix(file); ; dir = dirnamePosix(dir)) {
    if (files.has(joinPosix(dir, "go.mod"))) return dir;
    if (dir === "") return null;
  }
}
__name(goModDirectory, "goModDirectory");
function isSource(file) {
  return file.endsWith(".go") && !file.endsWith("_test.go");
}
__name(isSource, "isSource");
var goModules = {
  scope: dirnamePosix,
  exportsOwnOnly: true,
  resolve(fromFile, specifier, files, read) {
    const modDir = goModDirectory(fromFile, files);
    if (modDir === null || !read) return { t: "external" };
    const module = MODULE_LINE.exec(read(joinPosix(modDir, "go.mod")) ?? "")?.[2];
    if (!module) return { t: "external" };
    let rel;
    if (specifier === module) rel = "";
    else if (specifier.startsWith(`${module}/`)) rel = specifier.slice(module.length + 1);
    else if (module === "std" && !specifier.split("/")[0]?.includes(".")) rel = specifier;
    else return { t: "external" };
    const dir = joinPosix(modDir, rel);
    const sources = filesInDirectory(dir, files).filter(isSource);
    if (sources.length === 0) return module === "std" ? { t: "external" } : { t: "missing" };
    return { t: "package", path: dir, files: sources };
  },
  packageOf(file, files) {
    const dir = dirnamePosix(file);
    return { path: dir, files: filesInDirectory(dir, files).filter((f) => f.endsWith(".go")) };
  },
  modulePath: /* @__PURE__ */ __name((_file, _files, packageName) => packageName === null ? [] : [packageName], "modulePath")
};

// src/core/modules/java.ts
function javaFiles(dir, files) {
  return filesInDirectory(dir, files).filter((f) => f.endsWith(".java"));
}
__name(javaFiles, "javaFiles");
var javaModules = {
  scope: dirnamePosix,
  // A class is imported by its own name from the package that declares it; nothing is re-exported.
  exportsOwnOnly: true,
  resolve(fromFile, specifier, files) {
    const rel = specifier.split(".").join("/");
    for (let dir = dirnamePosix(fromFile); ; dir = dirnamePosix(dir)) {
      const asPackage = javaFiles(joinPosix(dir, rel), files);
      if (asPackage.length > 0) return { t: "package", path: joinPosix(dir, rel), files: asPackage };
      const asClass = joinPosix(dir, `${rel}.java`);
      if (files.has(asClass)) return { t: "file", path: asClass };
      if (dir === "") return { t: "external" };
    }
  },
  packageOf(file, files) {
    const dir = dirnamePosix(file);
    return { path: dir, files: javaFiles(dir, files) };
  },
  modulePath: /* @__PURE__ */ __name((_file, _files, packageName) => packageName === null ? [] : packageName.split("."), "modulePath")
};

// src/core/modules/python.ts
function isPackage(dir, files) {
  return files.has(joinPosix(dir, "__init__.py"));
}
__name(isPackage, "isPackage");
function importRoot(file, files) {
  let dir = dirnamePosix(file);
  while (dir !== "" && isPackage(dir, files)) dir = dirnamePosix(dir);
  return dir;
}
__name(importRoot, "importRoot");
function moduleFile(base, files) {
  for (const candidate of [`${base}.py`, joinPosix(base, "__init__.py")]) if (files.has(candidate)) return candidate;
  return null;
}
__name(moduleFile, "moduleFile");
var pythonModules = {
  scope: dirnamePosix,
  resolve(fromFile, specifier, files) {
    const dots = /^\.*/.exec(specifier)?.[0].length ?? 0;
    const rest = specifier.slice(dots).split(".").filter(Boolean).join("/");
    if (dots > 0) {
      let dir = dirnamePosix(fromFile);
      for (let i = 1; i < dots; i++) {
        if (dir === "") return { t: "missing" };
        dir = dirnamePosix(dir);
      }
      const found = rest === "" ? files.has(joinPosix(dir, "__init__.py")) ? joinPosix(dir, "__init__.py") : null : moduleFile(joinPosix(dir, rest), files);
      return found ? { t: "file", path: found } : { t: "missing" };
    }
    if (rest === "") return { t: "missing" };
    for (const root of /* @__PURE__ */ new Set([importRoot(fromFile, files), "", "src"])) {
      const found = moduleFile(joinPosix(root, rest), files);
      if (found) return { t: "file", path: found };
    }
    return { t: "external" };
  },
  submodule: /* @__PURE__ */ __name((specifier, name) => specifier.endsWith(".") ? `${specifier}${name}` : `${specifier}.${name}`, "submodule"),
  modulePath(file, files) {
    const root = importRoot(file, files);
    const rel = (root === "" ? file : file.slice(root.length + 1)).replace(/\.py$/, "");
    const segments = rel.split("/");
    if (segments[segments.length - 1] === "__init__") segments.pop();
    return segments;
  }
};

// src/core/modules/rust.ts
var PACKAGE_NAME = /^\s*\[package\][^[]*?^\s*name\s*=\s*"([^"]+)"/m;
function findCrate(file, files, read) {
  for (let dir = dirnamePosix(file); ; dir = dirnamePosix(dir)) {
    const manifest2 = joinPosix(dir, "Cargo.toml");
    if (files.has(manifest2)) {
      const src = joinPosix(dir, "src");
      if (!file.startsWith(`${src}/`)) return null;
      const declared = read ? PACKAGE_NAME.exec(read(manifest2) ?? "")?.[1] : void 0;
      const name = (declared ?? (dir.slice(dir.lastIndexOf("/") + 1) || "crate")).replace(/-/g, "_");
      return { src, name };
    }
    if (dir === "") return null;
  }
}
__name(findCrate, "findCrate");
function moduleSegments(file, crate) {
  const rel = file.slice(crate.src.length + 1).replace(/\.rs$/, "");
  const segments = rel.split("/");
  if (segments[0] === "bin") return null;
  if (segments.length === 1 && (segments[0] === "lib" || segments[0] === "main")) return [];
  if (segments[segments.length - 1] === "mod") segments.pop();
  return segments;
}
__name(moduleSegments, "moduleSegments");
function moduleFile2(crate, segments, files) {
  const candidates = segments.length === 0 ? [joinPosix(crate.src, "lib.rs"), joinPosix(crate.src, "main.rs")] : [joinPosix(crate.src, `${segments.join("/")}.rs`), joinPosix(crate.src, `${segments.join("/")}/mod.rs`)];
  for (const c of candidates) if (files.has(c)) return c;
  return null;
}
__name(moduleFile2, "moduleFile");
var rustModules = {
  resolve(fromFile, specifier, files) {
    const crate = findCrate(fromFile, files);
    const current = crate ? moduleSegments(fromFile, crate) : null;
    if (!crate || current === null) return { t: "external" };
    const path = specifier.split("::");
    const first = path[0];
    const segments = first === "crate" ? [] : [...current];
    const rest = first === "crate" || first === "self" ? path.slice(1) : path;
    const anchored = first === "crate" || first === "self" || first === "super";
    for (const segment of rest) {
      if (segment === "super") {
        if (segments.length === 0) return { t: "missing" };
        segments.pop();
      } else segments.push(segment);
    }
    const found = moduleFile2(crate, segments, files);
    if (found) return { t: "file", path: found };
    return anchored ? { t: "missing" } : { t: "external" };
  },
  submodule: /* @__PURE__ */ __name((specifier, name) => `${specifier}::${name}`, "submodule"),
  modulePath(file, files, _packageName, read) {
    const crate = findCrate(file, files, read);
    if (!crate) return [];
    const segments = moduleSegments(file, crate);
    return [crate.name, ...segments ?? []];
  }
};

// src/core/moduleSystems.ts
var MODULE_SYSTEMS = {
  ecmascript: ecmascriptModules,
  go: goModules,
  java: javaModules,
  python: pythonModules,
  rust: rustModules
};

// src/core/resolveModule.ts
var NO_READER = /* @__PURE__ */ __name(() => null, "NO_READER");
var memo = /* @__PURE__ */ new WeakMap();
var EXTERNAL = { t: "external" };
function resolveModule(fromFile, specifier, files, read) {
  const spec = languageForPath(fromFile);
  const system = spec ? MODULE_SYSTEMS[spec.moduleSystem] : void 0;
  if (!spec || !system) return EXTERNAL;
  let byReader = memo.get(files);
  if (!byReader) {
    byReader = /* @__PURE__ */ new WeakMap();
    memo.set(files, byReader);
  }
  let answers = byReader.get(read ?? NO_READER);
  if (!answers) {
    answers = /* @__PURE__ */ new Map();
    byReader.set(read ?? NO_READER, answers);
  }
  const key = `${spec.name}\0${system.scope ? system.scope(fromFile) : fromFile}\0${specifier}`;
  let module = answers.get(key);
  if (!module) {
    module = system.resolve(fromFile, specifier, files, read);
    answers.set(key, module);
  }
  return module;
}
__name(resolveModule, "resolveModule");

// src/core/setOfList.ts
var sets = /* @__PURE__ */ new WeakMap();
function setOfList(list) {
  let set = sets.get(list);
  if (!set) {
    set = new Set(list);
    sets.set(list, set);
  }
  return set;
}
__name(setOfList, "setOfList");

// src/core/graph.ts
var MAX_LISTED_CANDIDATES = 5;
var FilesNeeded = class extends Error {
  constructor(files) {
    super(`${files.length} files are not indexed yet`);
    this.files = files;
  }
  files;
  static {
    __name(this, "FilesNeeded");
  }
};
var TYPE_ONLY = /* @__PURE__ */ new Set(["type", "interface"]);
var TYPE_DEPTH = 32;
var CONTAINERS = /* @__PURE__ */ new Set(["class", "interface", "enum", "module"]);
var childrenByFacts = /* @__PURE__ */ new WeakMap();
function childrenOf(facts) {
  let children = childrenByFacts.get(facts.definitions);
  if (!children) {
    children = /* @__PURE__ */ new Map();
    facts.definitions.forEach((d, i) => {
      const key = `${d.parent}\0${d.name}`;
      const list = children.get(key);
      if (list) list.push(i);
      else children.set(key, [i]);
    });
    childrenByFacts.set(facts.definitions, children);
  }
  return children;
}
__name(childrenOf, "childrenOf");
function settledAnswers() {
  return { uses: /* @__PURE__ */ new Map(), usesOf: /* @__PURE__ */ new Map(), possibleUses: /* @__PURE__ */ new Map(), packageMentions: /* @__PURE__ */ new Map() };
}
__name(settledAnswers, "settledAnswers");
var UNLISTED = Object.freeze([{ file: "", def: -1 }]);
var MORE_THAN_LISTED = Object.freeze(Array.from({ length: MAX_LISTED_CANDIDATES + 1 }, () => ({ file: "", def: -1 })));
var NOT_CERTAIN = Object.freeze({
  file: "",
  line: 0,
  unit: { file: "", start: 0, end: 0, symbol: null, def: null },
  kind: "reference",
  name: "",
  certain: null,
  uncertain: null,
  unavailable: null,
  via: null
});
function entryOf(map, key, make) {
  let value = map.get(key);
  if (value === void 0) {
    value = make();
    map.set(key, value);
  }
  return value;
}
__name(entryOf, "entryOf");
function defKey(ref) {
  return `${ref.file}#${ref.def}`;
}
__name(defKey, "defKey");
var CodeGraph = class {
  /** `read` lets module systems consult manifests (go.mod) of the tree; `text` finds the files naming a name. */
  constructor(index, files, text, read, settled = null, onNeed = null) {
    this.onNeed = onNeed;
    this.index = index;
    this.files = files;
    this.text = text;
    this.read = read;
    this.settled = settled;
  }
  onNeed;
  static {
    __name(this, "CodeGraph");
  }
  index;
  files;
  text;
  resolved = /* @__PURE__ */ new Map();
  incomingCache = /* @__PURE__ */ new Map();
  possibleCache = /* @__PURE__ */ new Map();
  byName = /* @__PURE__ */ new Map();
  packageMentions = /* @__PURE__ */ new Map();
  exportIndex = /* @__PURE__ */ new Map();
  read;
  modulePaths = /* @__PURE__ */ new Map();
  /** Packages (directories of one namespace) that imports named, by path. */
  packages = /* @__PURE__ */ new Map();
  /** Answers that depend only on what is indexed, kept for the graph's life (hot in whole-tree resolution). */
  units = /* @__PURE__ */ new Map();
  packageOfFile = /* @__PURE__ */ new Map();
  packageDefs = /* @__PURE__ */ new Map();
  packageIndex = /* @__PURE__ */ new Map();
  /** By importing file, then binding (files of the same content share their facts, bindings included). */
  importTargets = /* @__PURE__ */ new Map();
  exportTargets = /* @__PURE__ */ new Map();
  membersByName = /* @__PURE__ */ new Map();
  packageExporters = /* @__PURE__ */ new Map();
  /** ownedMembers, by file and then owner chain and name. */
  owned = /* @__PURE__ */ new Map();
  nonMembersByName = /* @__PURE__ */ new Map();
  /** Indexable files that a question needed and the index does not hold yet. */
  missing = /* @__PURE__ */ new Set();
  /**
   * How often this graph has found a file it needs not indexed yet, or read an answer made while one was missing:
   * an answer made while it did not change is final.
   */
  needs = 0;
  /**
   * Answers given by earlier graphs of the same workspace without a need: the index only grows, so they stand,
   * and a question asked again round after round does not work them out again.
   */
  settled;
  /** The uses this graph resolved while some file they needed was missing (see partial): places, by file. */
  partialUses = /* @__PURE__ */ new Map();
  /** While true, a use that is not certain is not given its candidates (see certainUseAt). */
  namesDeferred = false;
  need(file) {
    if (this.onNeed && !this.missing.has(file)) this.onNeed(file);
    this.missing.add(file);
    this.needs++;
  }
  /**
   * Per cache, the keys of answers given while some file they needed was missing. Such an answer is kept for the
   * round (it is asked again and again) but counts as a need each time it is read, so that nothing built on it
   * is taken for final.
   */
  partial = /* @__PURE__ */ new Map();
  /**
   * The answer kept in `cache` under `key`, computed on first ask; with `final`, an answer given without a need is
   * also kept there, for the graphs of later rounds.
   */
  kept(cache2, key, compute, final) {
    let value = cache2.get(key) ?? final?.get(key);
    if (value !== void 0) {
      if (this.partial.size > 0 && this.partial.get(cache2)?.has(key)) this.needs++;
      return value;
    }
    const before = this.needs;
    value = compute();
    cache2.set(key, value);
    if (this.needs === before) final?.set(key, value);
    else {
      entryOf(this.partial, cache2, () => /* @__PURE__ */ new Set()).add(key);
    }
    return value;
  }
  /** The answer kept under two keys, computed on first ask. */
  keptUnder(cache2, a, b, compute) {
    return this.kept(entryOf(cache2, a, () => /* @__PURE__ */ new Map()), b, compute);
  }
  /** Throws FilesNeeded when some answer given so far lacked files: a place to stop and index them. */
  /**
   * Whether this graph is the whole-tree reference, which answers each question the plainest way (every file's
   * uses resolved, no search narrowed), for the on-demand answers to be tested against.
   */
  get isReference() {
    return this.text.isUnfiltered;
  }
  checkpoint() {
    if (this.missing.size > 0) throw new FilesNeeded([...this.missing].sort());
  }
  indexable(file) {
    return this.files.has(file) && languageForPath(file) !== null;
  }
  /** Whether a file could not be indexed (binary, too large, the parse gave up). */
  unavailable(path) {
    if (this.index.unavailable.has(path)) return true;
    if (!this.index.facts.has(path) && this.indexable(path)) this.need(path);
    return false;
  }
  /** Whether a file is unavailable for a reason its bytes show (binary, too large, minified), without parsing it. */
  skippedWithoutParse(file) {
    if (this.index.unavailable.has(file)) return true;
    if (this.index.facts.has(file) || !this.indexable(file)) return false;
    if (!this.text.skipped(file)) return false;
    this.need(file);
    return true;
  }
  system(file) {
    const spec = languageForPath(file);
    return spec ? MODULE_SYSTEMS[spec.moduleSystem] ?? null : null;
  }
  /** The module path a file's names are qualified with (empty where the language has none). */
  modulePath(file) {
    return this.kept(this.modulePaths, file, () => {
      const modulePathOf = this.system(file)?.modulePath;
      return modulePathOf ? modulePathOf(file, this.files, this.facts(file)?.packageName ?? null, this.read) : [];
    });
  }
  /** Module path, then the chain of enclosing declarations: what a symbol anchor is matched against. */
  qualifiedSegments(ref) {
    return [...this.modulePath(ref.file), ...this.definition(ref).chain];
  }
  /** The qualified name as the language writes it (`pkg.mod.Class.method`, `crate::mod::Type::method`). */
  symbolOf(ref) {
    return this.qualifiedSegments(ref).join(languageForPath(ref.file)?.symbolSeparator ?? ".");
  }
  /** Whether a file's text holds `text` anywhere: asked without parsing it. */
  textContains(file, text) {
    return this.text.contains(file, text);
  }
  facts(file) {
    const facts = this.index.facts.get(file);
    if (facts) return facts;
    if (!this.index.unavailable.has(file) && this.indexable(file)) this.need(file);
    return null;
  }
  definition(ref) {
    const facts = this.index.facts.get(ref.file);
    const def = facts?.definitions[ref.def];
    if (!def) throw new Error(`no definition ${defKey(ref)}`);
    return def;
  }
  unitOfDef(ref) {
    const units = this.unitsOf(ref.file);
    let unit = units.defs[ref.def];
    if (!unit) {
      const def = this.definition(ref);
      unit = { file: ref.file, start: def.start, end: def.end, symbol: this.symbolOf(ref), def: ref.def };
      units.defs[ref.def] = unit;
    }
    return unit;
  }
  unitsOf(file) {
    let units = this.units.get(file);
    if (!units) {
      units = { defs: [], modules: [] };
      this.units.set(file, units);
    }
    return units;
  }
  /** The files that can define or use `name`: those that mention it, and for a language's name of anonymous declarations, all of that language. */
  filesNaming(name) {
    if (!anonymousNames().has(name)) return this.text.filesMentioning(name);
    const anonymous2 = this.text.files.filter((f) => languageForPath(f)?.anonymousDefinitionName === name);
    if (anonymous2.length === 0) return this.text.filesMentioning(name);
    return [.../* @__PURE__ */ new Set([...this.text.filesMentioning(name), ...anonymous2])].sort(compareText);
  }
  /**
   * Whether a file can declare `name`: its language's anonymous name, or a mention at one of the sites where its
   * language declares names (language.json definitionSites). Only such files are parsed to find definitions.
   */
  mayDefine(file, name, sort = "all") {
    return mayDefineByText(this.text, file, name, sort);
  }
  /** Every definition with this simple name, in path and position order (what a symbol anchor is matched against). */
  definitionsNamed(name) {
    return this.kept(this.byName, name, () => {
      const list = [];
      for (const file of this.filesNaming(name)) {
        if (!this.mayDefine(file, name)) continue;
        this.facts(file)?.definitions.forEach((def, i) => {
          if (def.name === name) list.push({ file, def: i });
        });
      }
      return list;
    });
  }
  /**
   * The members among the definitions a use in `file` may mean by `name`, kept per name (the same names are asked
   * about by many uses): every definition of that name, or only its package's for a name private to its package.
   */
  membersNamed(file, name) {
    return this.namedKept(this.membersByName, file, name, true);
  }
  /** Those of the definitions a use in `file` may mean by `name` that are no members, kept per name. */
  nonMembersNamed(file, name) {
    return this.namedKept(this.nonMembersByName, file, name, false);
  }
  namedKept(kept, file, name, members) {
    if (this.namesDeferred) return UNLISTED;
    const scope = this.privateScope(file, name);
    const key = scope ? `${scope.key}\0${name}` : name;
    return this.kept(kept, key, () => {
      const sort = members ? "members" : "others";
      if (scope) return this.firstDefinitionsNamed(this.packageFilesOf(file, scope).filter((f) => this.mayDefine(f, name, sort)), name, members);
      const files = this.filesThatMayDefine(name, sort);
      if (!anonymousNames().has(name) && this.surelyMoreThanListed(files, name, sort)) return MORE_THAN_LISTED;
      return this.firstDefinitionsNamed(files, name, members);
    });
  }
  /**
   * The files that may declare `name` (of one sort), by their text: kept for the whole request, since a question
   * asked round after round asks about the same names and the text does not change.
   */
  filesThatMayDefine(name, sort) {
    const text = this.text;
    const candidates = /* @__PURE__ */ __name(() => anonymousNames().has(name) ? this.filesNaming(name) : text.declarerCandidates(name, sort), "candidates");
    return text.keptFilter(`${sort}\0${name}`, candidates, (f) => mayDefineByText(text, f, name, sort));
  }
  /** Whether more files than an uncertain edge lists surely declare `name` (see TreeText.surelyDeclares). */
  surelyMoreThanListed(files, name, sort) {
    if (!this.text.hasKeptNames) return false;
    let sure = 0;
    for (const file of files) {
      if (this.text.surelyDeclares(file, name, sort) && ++sure > MAX_LISTED_CANDIDATES) return true;
    }
    return false;
  }
  /**
   * The definitions of `name` in `files` (those that may declare it) that are members (or, with `members` false, are not), in path and
   * position order, up to one more than MAX_LISTED_CANDIDATES: what an uncertain edge lists or counts. Files
   * are asked for in order only until that many could be found, so that a name declared in many files costs a
   * few parses rather than one per file; once no file is missing the answer is the first ones of the tree.
   * Files that only seem to declare the name (a field, a call the text cannot tell apart) are common, so each
   * time the name is asked again, as many more files are asked for as were indexed already: a name is settled
   * in a few rounds however many such files there are.
   */
  firstDefinitionsNamed(files, name, members) {
    const enough = MAX_LISTED_CANDIDATES + 1;
    const out = [];
    let pending = 0;
    let indexed = 0;
    for (const file of files) {
      if (out.length >= enough || pending >= Math.max(enough - out.length, indexed)) break;
      const facts = this.facts(file);
      if (!facts) {
        if (!this.index.unavailable.has(file)) pending++;
        continue;
      }
      indexed++;
      facts.definitions.forEach((def, i) => {
        if (def.name === name && isMember(def) === members && out.length < enough) out.push({ file, def: i });
      });
    }
    return out;
  }
  /** The files of `file`'s package that declare its package name (sorted), or those that may, until they are indexed. */
  packageFilesOf(file, pkg) {
    const packageName = this.facts(file)?.packageName ?? null;
    return [...pkg.files].sort(compareText).filter((f) => {
      const facts = this.index.facts.get(f);
      return !facts || facts.packageName === packageName;
    });
  }
  /**
   * The package a name used in `file` is declared in, when the file's language keeps such a name private to its
   * package (language.json exportedNames: in Go a name with a lower-case initial); null when it may come from
   * anywhere. Only that package's files can declare or use it.
   */
  privateScope(file, name) {
    const exported = exportedNamesOf(languageForPath(file));
    if (!exported || exported.test(name)) return null;
    return this.packageOf(file);
  }
  /**
   * The files that may use `name` meaning a definition of `file` (its package's for a private name): "certainly",
   * in a way that may lead for certain to another file (see mayBeCertainElsewhere), where certain callers can be
   * besides `file` itself; "possibly", in a call on a receiver of unknown or declared type, where the calls that
   * may reach a method are.
   */
  filesThatMayUse(file, name, how, reaching) {
    const scope = this.privateScope(file, name);
    const usersOf = /* @__PURE__ */ __name((key) => scope ? scope.files.filter((f) => this.text.uses(f, key, how)) : this.text.filesUsing(key, how), "usersOf");
    const plain = usersOf(name);
    if (how !== "certainly") return plain;
    let through = null;
    for (const source of this.text.namespaceSources(name)) {
      for (const user of usersOf(namespaceUseKey(name, source))) {
        if (!this.namespaceMayLeadTo(user, source, file)) continue;
        (through ??= new Set(plain)).add(user);
      }
    }
    const owner = reaching && this.ownerNamesExact(file) ? isMember(reaching) ? reaching.chain[reaching.chain.length - 2] ?? null : null : void 0;
    for (const named of this.text.memberOwners(name)) {
      if (owner !== void 0 && named !== owner) continue;
      for (const user of usersOf(memberUseKey(name, named))) (through ??= new Set(plain)).add(user);
    }
    return through ? [...through].sort(compareText) : plain;
  }
  /**
   * Whether a use that names the type whose member it reaches (see ownerNamed) names it by the type's own name:
   * where a module offers only what it declares (no import under a re-exported name) and nothing inherits members.
   */
  ownerNamesExact(file) {
    const spec = languageForPath(file);
    return this.system(file)?.exportsOwnOnly === true && spec !== null && !inheritsMembers(spec);
  }
  /**
   * Whether `pkg.name` in `user`, `pkg` a namespace import of `source`, may mean a declaration of `file`: where
   * modules offer only their own declarations, only if the import names `file`'s module.
   */
  namespaceMayLeadTo(user, source, file) {
    if (!this.system(user)?.exportsOwnOnly) return true;
    const module = this.resolveModule(user, source);
    if (module.t === "file") return module.path === file;
    return module.t === "package" && module.files.includes(file);
  }
  /** The use a file's reference `i` makes, resolved once. */
  useAt(file, facts, i, ref) {
    const known = this.keptUse(file, i);
    if (known !== void 0) return known;
    const before = this.needs;
    const use = this.resolveUse(file, facts, ref ?? facts.references[i]);
    this.keepUse(file, i, use, this.needs === before);
    return use;
  }
  /**
   * The use a file's reference `i` makes when it is certain, else null: resolved only as far as certainty needs.
   * A use that is not certain lists the definitions it may mean, found by name across the tree (each a file to
   * load); a question that follows certain edges alone (a path search, the look past the last hop) has no use
   * for them, so they are not looked for here. The full answer, once known, is the same for a certain use.
   */
  certainUseAt(file, facts, i, ref) {
    const known = this.keptUse(file, i, true);
    if (known !== void 0) return known?.certain ? known : null;
    const before = this.needs;
    this.namesDeferred = true;
    let use;
    try {
      use = this.resolveUse(file, facts, ref ?? facts.references[i]);
    } finally {
      this.namesDeferred = false;
    }
    this.keepUse(file, i, use?.uncertain ? NOT_CERTAIN : use, this.needs === before);
    return use?.certain ? use : null;
  }
  /**
   * A use's answer kept by this graph or, final, by an earlier round's; undefined when there is none. NOT_CERTAIN
   * (see certainUseAt) stands for an answer only to a question about certain uses (`certainOnly`).
   */
  keptUse(file, i, certainOnly = false) {
    let use = this.resolved.get(file)?.[i];
    if (use === void 0) {
      use = this.settled?.uses.get(file)?.[i];
      if (use !== void 0) this.resolvedList(file)[i] = use;
    }
    if (use === void 0 || use === NOT_CERTAIN && !certainOnly) return void 0;
    if (this.partialUses.size > 0 && this.partialUses.get(file)?.has(i)) this.needs++;
    return use;
  }
  /** Keeps a use's answer for this graph and, made without a need (`final`), for the later rounds too. */
  keepUse(file, i, use, final) {
    this.resolvedList(file)[i] = use;
    if (!final) {
      entryOf(this.partialUses, file, () => /* @__PURE__ */ new Set()).add(i);
      return;
    }
    if (this.partialUses.size > 0) this.partialUses.get(file)?.delete(i);
    if (this.settled) {
      entryOf(this.settled.uses, file, () => [])[i] = use;
    }
  }
  resolvedList(file) {
    return entryOf(this.resolved, file, () => []);
  }
  /**
   * The uses between lines `start` and `end` of `file`, in the file's order; with `certainOnly`, the certain ones
   * alone, resolved no further than certainty needs (see certainUseAt).
   */
  usesWithin(file, start, end, certainOnly = false) {
    const facts = this.facts(file);
    if (!facts) return [];
    const out = [];
    facts.references.forEach((r, i) => {
      if (r.line < start || r.line > end) return;
      const use = certainOnly ? this.certainUseAt(file, facts, i, r) : this.useAt(file, facts, i, r);
      if (use) out.push(use);
    });
    return out;
  }
  /**
   * The names under which uses can reach a definition: its own name and every name a module exports it as
   * (`export { save as store }`, re-exported again), with the modules that export it as their default.
   */
  namesOf(ref) {
    const target = this.definition(ref);
    const names = /* @__PURE__ */ new Set([target.name]);
    const defaults2 = /* @__PURE__ */ new Set();
    const leadsHere = /* @__PURE__ */ __name((path, exported) => {
      const t = this.resolveExport(path, exported, /* @__PURE__ */ new Set());
      return t.t === "def" && t.ref.file === ref.file && t.ref.def === ref.def;
    }, "leadsHere");
    const queue = [];
    const add = /* @__PURE__ */ __name((path, name) => {
      if (name === "default") {
        if (!defaults2.has(path)) {
          defaults2.add(path);
          queue.push({ path, name });
        }
      } else if (!names.has(name)) {
        names.add(name);
        queue.push({ path, name });
      }
    }, "add");
    for (const e of this.facts(ref.file)?.exports ?? []) {
      if ("local" in e && e.local.t === "def" && e.local.def === ref.def) add(ref.file, e.exported);
    }
    if (this.system(ref.file)?.exportsOwnOnly) return { names, defaults: defaults2 };
    queue.push({ path: ref.file, name: target.name });
    while (queue.length > 0) {
      const { path, name } = queue.shift();
      const files = name === "default" ? this.importersOf(path) : this.filesThatMayUse(path, name, "certainly");
      const mayName = name === "default" ? sourceMayName(this.moduleNames(path)) : null;
      for (const file of files) {
        const facts = this.facts(file);
        if (!facts) continue;
        for (const e of facts.exports) {
          if (!("exported" in e) || names.has(e.exported) || e.exported === "default" && defaults2.has(file)) continue;
          const binding = "local" in e ? e.local.t === "import" ? facts.imports[e.local.imp] : null : e;
          if (binding === null || binding.imported !== name && !(binding.imported === "default" && name === "default")) continue;
          if (mayName && !mayName(binding.source)) continue;
          if (leadsHere(file, e.exported)) add(file, e.exported);
        }
      }
    }
    return { names, defaults: defaults2 };
  }
  /**
   * The files whose imports may name a module: by the kept names, those with an import or re-export whose source
   * may name it (see sourceMayName); without them, or for a file they do not answer for, those whose text holds what
   * such a source would.
   */
  importersOf(path) {
    const names = this.moduleNames(path);
    const { stem, folder, selfName } = names;
    const textMayName = /* @__PURE__ */ __name((f) => stem !== "" && this.text.contains(f, stem) || folder !== "" && this.text.contains(f, folder) || selfName !== null && this.text.contains(f, selfName) || this.text.matches(f, DOTS_ONLY_SPECIFIER), "textMayName");
    const byNames = this.text.filesImportingFrom(`${stem}\0${folder}\0${selfName ?? ""}`, sourceMayName(names), textMayName);
    if (byNames) return byNames;
    const byStem = stem !== "" ? this.text.filesContaining(stem) : null;
    const byFolder = folder !== "" ? this.text.filesContaining(folder) : null;
    const bySelf = selfName !== null ? this.text.filesContaining(selfName) : null;
    const relative2 = this.text.filesMatching(DOTS_ONLY_SPECIFIER);
    return this.text.files.filter((f) => byStem?.has(f) || byFolder?.has(f) || bySelf?.has(f) || relative2.has(f));
  }
  /**
   * What an import's source may hold to name the module at `path`: its file name (before any extension), its
   * folder's name (for an index module), and the name its package's own files import it by (see
   * selfReferenceName in resolver.ts), if any.
   */
  moduleNames(path) {
    let names = this.moduleNamesOf.get(path);
    if (!names) {
      const base = path.slice(path.lastIndexOf("/") + 1);
      const dir = dirnamePosix(path);
      names = {
        stem: base.slice(0, base.indexOf(".") < 0 ? base.length : base.indexOf(".")),
        folder: dir.slice(dir.lastIndexOf("/") + 1),
        selfName: selfReferenceName(path, this.files, this.read)
      };
      this.moduleNamesOf.set(path, names);
    }
    return names;
  }
  moduleNamesOf = /* @__PURE__ */ new Map();
  /**
   * The files that may use a definition by its own name (those not yet held are a measure of what usesOf would
   * index, not an answer: it leaves out other names the definition goes by).
   */
  usersByName(ref) {
    return this.text.filesUsing(this.definition(ref).name, "certainly");
  }
  /** Certain uses of a definition, from anywhere. */
  usesOf(ref) {
    return this.kept(this.incomingCache, defKey(ref), () => this.findUsesOf(ref), this.settled?.usesOf);
  }
  findUsesOf(ref) {
    const out = [];
    const collect = /* @__PURE__ */ __name((file, facts, i, r) => {
      const use = this.certainUseAt(file, facts, i, r);
      if (use?.certain && use.certain.file === ref.file && use.certain.def === ref.def) out.push(use);
    }, "collect");
    if (this.text.isUnfiltered) {
      for (const file of this.text.files) {
        const facts = this.facts(file);
        if (facts) facts.references.forEach((_, i) => collect(file, facts, i));
      }
    } else {
      const { names, defaults: defaults2 } = this.namesOf(ref);
      const candidates = /* @__PURE__ */ new Set([ref.file]);
      const def = this.definition(ref);
      const unnamed = defaults2.has(ref.file) && languageForPath(ref.file)?.anonymousDefinitionName === def.name;
      for (const name of names) {
        if (unnamed && name === def.name) continue;
        for (const f of this.filesThatMayUse(ref.file, name, "certainly", def)) candidates.add(f);
      }
      for (const path of defaults2) for (const f of this.importersOf(path)) candidates.add(f);
      for (const file of [...candidates].sort(compareText)) {
        const facts = this.facts(file);
        if (!facts) continue;
        let looked = names;
        for (const b of facts.imports) {
          if (!(defaults2.size > 0 || names.has(b.imported)) || looked.has(b.local)) continue;
          if (looked === names) looked = new Set(names);
          looked.add(b.local);
        }
        const picked = [];
        for (const name of looked) {
          const named = referencesNamed(facts, name);
          named.references.forEach((ref2, k) => picked.push({ place: named.places[k], ref: ref2 }));
        }
        if (looked.size > 1) picked.sort((a, b) => a.place - b.place);
        for (const { place, ref: ref2 } of picked) {
          const t = ref2.target;
          const viaImport = t.t === "import" && t.member === null && (names.has(facts.imports[t.imp].imported) || defaults2.size > 0);
          if (names.has(ref2.name) || viaImport) collect(file, facts, place, ref2);
        }
      }
    }
    return out;
  }
  /**
   * The files that may hold calls on receivers of unknown type naming this definition, which they may or may not
   * reach (see possibleUsesIn), found from the tree's names: none of them is loaded to list them.
   */
  possibleUseFiles(ref) {
    const def = this.definition(ref);
    if (!isMember(def)) return [];
    return this.filesThatMayUse(ref.file, def.name, "possibly");
  }
  /** The calls in `file` (one of possibleUseFiles) on receivers of unknown type that may reach this definition. */
  possibleUsesIn(ref, file) {
    const def = this.definition(ref);
    if (!isMember(def)) return [];
    const scope = this.privateScope(ref.file, def.name);
    const key = `${scope ? `${scope.key}\0` : ""}${def.name}\0${file}`;
    return this.kept(this.possibleCache, key, () => this.findPossibleUses(file, def.name), this.settled?.possibleUses);
  }
  findPossibleUses(file, name) {
    const out = [];
    const facts = this.facts(file);
    if (!facts) return out;
    const named = referencesNamed(facts, name);
    named.references.forEach((r, k) => {
      if (r.target.t !== "unknown_receiver" && r.target.t !== "typed") return;
      const use = this.useAt(file, facts, named.places[k], r);
      if (use && !use.certain && use.uncertain) out.push(use);
    });
    return out;
  }
  /** Whether the index holds a file's outcome (its facts, or why it has none): asking about it needs nothing. */
  holds(file) {
    return this.index.facts.has(file) || this.index.unavailable.has(file) || !this.indexable(file);
  }
  /** What `answer` gives, or null when it needed files the index does not hold yet (marked as needed). */
  unlessLacking(answer) {
    const before = this.needs;
    const value = answer();
    return this.needs === before ? value : null;
  }
  /**
   * Files marked as needed by `request`: a batch the question chose (the budget's next files), not what its
   * answers lacked, which says nothing of how much of the tree the question will reach (see Workspace.settle).
   */
  requested = /* @__PURE__ */ new Set();
  /** Marks files as needed, for the workspace to index before the question is asked again. */
  request(files) {
    for (const file of files) {
      if (this.holds(file)) continue;
      this.need(file);
      this.requested.add(file);
    }
  }
  unitOf(file, facts, unit) {
    if (unit >= 0) return this.unitOfDef({ file, def: unit });
    const units = this.unitsOf(file);
    let moduleUnit = units.modules[-1 - unit];
    if (!moduleUnit) {
      const m = facts.moduleUnits[-1 - unit];
      if (!m) throw new Error(`no module unit ${unit} in ${file}`);
      moduleUnit = { file, start: m.start, end: m.end, symbol: null, def: null };
      units.modules[-1 - unit] = moduleUnit;
    }
    return moduleUnit;
  }
  resolveUse(file, facts, ref) {
    const base = {
      file,
      line: ref.line,
      unit: this.unitOf(file, facts, ref.unit),
      kind: ref.kind,
      name: ref.name,
      certain: null,
      uncertain: null,
      unavailable: null,
      via: null
    };
    const [certain, uncertain, stalled] = this.answersFor(file, ref, base);
    const t = ref.target;
    switch (t.t) {
      case "def":
        return certain({ file, def: t.def });
      case "member":
        return this.member(file, { file, def: t.def }, t.member, certain, uncertain);
      case "super":
        return this.member(file, { file, def: t.def }, t.member, certain, uncertain, true);
      case "owned": {
        const method = facts.definitions[t.def];
        const owner = method.chain.slice(0, -1);
        const found = this.ownedMembers(file, owner, t.member);
        if (found.length === 1) return certain(found[0]);
        const name = owner.join(".");
        if (found.length > 1) return uncertain(`${count(found.length, "definition")} named ${t.member} in ${name}`, found);
        if (stalled()) return null;
        const elsewhere = this.membersNamed(file, t.member);
        if (elsewhere.length === 0) return null;
        return uncertain(`${name} declares no method ${t.member} here (a field, or promoted from an embedded type?)`, elsewhere);
      }
      case "several":
        return uncertain(
          `${count(t.defs.length, "definition")} named ${ref.name} in one scope`,
          t.defs.map((def) => ({ file, def }))
        );
      case "import": {
        const binding = facts.imports[t.imp];
        if (binding.imported === "*" && t.member === null) return null;
        const target = this.resolveImport(file, binding);
        if (target.t === "unavailable") return { ...base, unavailable: target.path, via: binding };
        if (target.t === "none") return target.reason ? uncertain(target.reason, [], binding) : null;
        if (target.t === "module") {
          if (t.member === null) return null;
          const inner = this.resolveExport(target.path, t.member, /* @__PURE__ */ new Set());
          if (inner.t === "def") return certain(inner.ref, binding);
          if (inner.t === "module") return null;
          if (inner.t === "unavailable") return { ...base, unavailable: inner.path, via: binding };
          return uncertain(`${target.path} exports no ${t.member}`, [], binding);
        }
        if (t.member === null) return certain(target.ref, binding);
        return this.member(file, target.ref, t.member, (r) => certain(r, binding), (reason2, c) => uncertain(reason2, c, binding));
      }
      case "free": {
        const inPackage = this.packageDefinitions(file, ref.name);
        if (inPackage.length === 1) return certain(inPackage[0]);
        if (inPackage.length > 1) return uncertain(`${count(inPackage.length, "definition")} named ${ref.name} in this package`, inPackage);
        if (stalled()) return null;
        const candidates = this.nonMembersNamed(file, ref.name);
        if (candidates.length === 0) return null;
        return uncertain(`not bound in this file; ${candidateCount(candidates)} named ${ref.name} elsewhere`, candidates);
      }
      case "unknown_receiver": {
        const container = t.free === void 0 ? [] : this.packageDefinitions(file, t.free);
        if (container.length === 1 && CONTAINERS.has(this.definition(container[0]).kind)) {
          return this.member(file, container[0], ref.name, certain, uncertain);
        }
        if (stalled()) return null;
        const candidates = this.membersNamed(file, ref.name);
        if (candidates.length === 0) return null;
        return uncertain(`receiver type unknown; ${candidateCount(candidates)} named ${ref.name}`, candidates);
      }
      case "uncertain": {
        const candidates = this.membersNamed(file, ref.name);
        return uncertain(t.reason, candidates);
      }
      case "typed": {
        const type = this.typeOf(file, t.type, 0);
        if (type) return this.member(file, type, t.member, certain, uncertain);
        if (stalled()) return null;
        const candidates = this.membersNamed(file, ref.name);
        if (candidates.length === 0) return null;
        return uncertain(`receiver type unknown; ${candidateCount(candidates)} named ${ref.name}`, candidates);
      }
    }
  }
  /**
   * The three ways resolveUse answers, made here rather than inside it: a bundle that keeps function names
   * defines a `name` property on every closure bound to a name, three per use.
   */
  answersFor(file, ref, base) {
    const before = this.missing.size;
    return [
      (named, via = null) => {
        const target = ref.kind === "call" ? this.callable(named) : named;
        const def = this.definition(target);
        if (target.file === file && ref.line >= def.start && ref.line <= def.end) return null;
        return { ...base, certain: target, via };
      },
      (reason2, candidates, via = null) => ({
        ...base,
        uncertain: { label: ref.label, reason: reason2, candidates },
        via
      }),
      () => this.missing.size > before
    ];
  }
  /** A type's namesake value declared beside it (same file, same parent; never a method declared apart from its type, as Go's are), which a call of the name means. */
  callable(ref) {
    const def = this.definition(ref);
    if (!TYPE_ONLY.has(def.kind)) return ref;
    const twins = [];
    this.facts(ref.file)?.definitions.forEach((d, i) => {
      if (d.name === def.name && d.parent === def.parent && d.owner === void 0 && !TYPE_ONLY.has(d.kind)) twins.push({ file: ref.file, def: i });
    });
    return twins.length === 1 ? twins[0] : ref;
  }
  /** The class or interface a declared type leads to, when declarations prove one; null otherwise. */
  typeOf(file, type, depth) {
    if (depth > TYPE_DEPTH) return null;
    switch (type.t) {
      case "name": {
        const ref = this.targetOf(file, type.target, depth + 1);
        return ref && CONTAINERS.has(this.definition(ref).kind) ? ref : null;
      }
      case "self":
        return { file, def: type.def };
      case "returns": {
        const named = this.targetOf(file, type.callee, depth + 1);
        const callee = named ? this.callable(named) : null;
        const returns = callee ? this.definition(callee).returns : void 0;
        return callee && returns ? this.typeOf(callee.file, returns, depth + 1) : null;
      }
      case "field": {
        if (type.of.t === "returns") {
          const named = this.targetOf(file, type.of.callee, depth + 1);
          const callee = named ? this.callable(named) : null;
          const field2 = callee ? this.definition(callee).returnFields?.find((f) => f.name === type.name) : void 0;
          if (callee && field2) return this.typeOf(callee.file, field2.type, depth + 1);
        }
        const of = this.typeOf(file, type.of, depth + 1);
        const field = of ? this.fieldOf(of, type.name) : null;
        return field ? this.typeOf(field.file, field.type, depth + 1) : null;
      }
      case "argument": {
        const named = this.targetOf(file, type.callee, depth + 1);
        let callee = named ? this.callable(named) : null;
        if (callee && type.construct) {
          if (this.definition(callee).kind !== "class") return null;
          const constructors = this.findMember(callee, "constructor");
          callee = constructors.length === 1 ? constructors[0] : null;
        }
        if (!callee) return null;
        const callbacks = (this.definition(callee).callbacks ?? []).filter((c) => c.arg === type.arg && c.param === type.param);
        return callbacks.length === 1 ? this.typeOf(callee.file, callbacks[0].type, depth + 1) : null;
      }
    }
  }
  /** The one definition a name's target in `file` proves, followed through imports and declared types. */
  targetOf(file, target, depth) {
    const facts = this.facts(file);
    if (!facts) return null;
    const memberOf = /* @__PURE__ */ __name((container, name) => {
      if (!container || !CONTAINERS.has(this.definition(container).kind)) return null;
      const found = this.findMember(container, name);
      return found.length === 1 ? found[0] : null;
    }, "memberOf");
    switch (target.t) {
      case "def":
        return { file, def: target.def };
      case "member":
        return memberOf({ file, def: target.def }, target.member);
      case "typed":
        return memberOf(this.typeOf(file, target.type, depth + 1), target.member);
      case "import": {
        const binding = facts.imports[target.imp];
        if (binding.imported === "*" && target.member === null) return null;
        const resolved = this.resolveImport(file, binding);
        if (resolved.t === "module") {
          if (target.member === null) return null;
          const inner = this.resolveExport(resolved.path, target.member, /* @__PURE__ */ new Set());
          return inner.t === "def" ? inner.ref : null;
        }
        if (resolved.t !== "def") return null;
        return target.member === null ? resolved.ref : memberOf(resolved.ref, target.member);
      }
      default:
        return null;
    }
  }
  /** The declared type of field `name` of a class or interface, or of the nearest class it extends that declares it. */
  fieldOf(container, name) {
    const seen = /* @__PURE__ */ new Set();
    for (let c = container; c && !seen.has(defKey(c)); c = this.superclass(c)) {
      seen.add(defKey(c));
      const def = this.definition(c);
      const field = def.fields?.find((f) => f.name === name);
      if (field) return { file: c.file, type: field.type };
      const facts = this.facts(c.file);
      if (facts && childrenOf(facts).has(`${c.def}\0${name}`)) return null;
    }
    return null;
  }
  /**
   * A member named on a container: a class (its own members, then those it inherits through `extends`), an enum,
   * a namespace or module. A member of a plain value (an object literal) stays uncertain: the object can be
   * changed at run time.
   */
  member(from, container, name, certain, uncertain, inheritedOnly = false) {
    const before = this.missing.size;
    const owner = this.symbolOf(container);
    const start = inheritedOnly ? this.superclass(container) : container;
    const found = start ? this.findMember(start, name) : [];
    if (found.length === 1) {
      if (CONTAINERS.has(this.definition(start).kind)) return certain(found[0]);
      return uncertain(`member of the value ${owner}, which may change at run time`, found);
    }
    if (found.length > 1) return uncertain(`${count(found.length, "definition")} named ${name} in ${owner}`, found);
    if (this.missing.size > before) return null;
    const elsewhere = this.membersNamed(from, name);
    if (elsewhere.length === 0) return null;
    return uncertain(`${owner} declares no ${name} (inherited from outside the tree or assigned at run time?)`, elsewhere);
  }
  /** Members named `name` in the nearest class of the extends chain that declares one. */
  findMember(container, name) {
    const seen = /* @__PURE__ */ new Set();
    for (let c = container; c && !seen.has(defKey(c)); c = this.superclass(c)) {
      seen.add(defKey(c));
      const facts = this.facts(c.file);
      if (!facts) return [];
      const at = c;
      const found = (childrenOf(facts).get(`${at.def}\0${name}`) ?? []).map((def) => ({ file: at.file, def }));
      for (const r of this.ownedMembers(at.file, this.definition(at).chain, name)) {
        if (!found.some((f) => f.file === r.file && f.def === r.def)) found.push(r);
      }
      if (found.length > 0) return found;
    }
    return [];
  }
  /** The class a class extends, when its extends clause names one in the tree. */
  superclass(ref) {
    const target = this.definition(ref).extends;
    if (!target) return null;
    if (target.t === "def") return { file: ref.file, def: target.def };
    const facts = this.facts(ref.file);
    if (!facts) return null;
    if (target.t === "import") {
      const binding = facts.imports[target.imp];
      const resolved = this.resolveImport(ref.file, binding);
      if (target.member === null) return resolved.t === "def" ? resolved.ref : null;
      if (resolved.t === "module") {
        const inner = this.resolveExport(resolved.path, target.member, /* @__PURE__ */ new Set());
        return inner.t === "def" ? inner.ref : null;
      }
      return null;
    }
    return null;
  }
  /**
   * Methods declared for a type outside its body (Go methods, Rust `impl` blocks): those whose chain is the
   * type's chain plus the name, in the type's own file or, where the language allows methods in any file of the
   * package, in the package's files.
   */
  ownedMembers(file, ownerChain, name) {
    const want = [...ownerChain, name].join("\0");
    return this.keptUnder(this.owned, file, want, () => this.findOwnedMembers(file, want, name));
  }
  findOwnedMembers(file, want, name) {
    const pkg = languageForPath(file)?.ownerScope === "package" ? this.packageOf(file) : null;
    const index = pkg ? this.packageIndexOf(file, pkg) : null;
    if (index) {
      return (index.owned.get(want) ?? []).filter((r) => this.definition(r).name === name && (r.file === file || this.text.mentions(r.file, name)));
    }
    const scope = languageForPath(file)?.ownerScope === "package" ? this.samePackage(file, name) ?? [file] : [file];
    const out = [];
    for (const f of scope) {
      this.facts(f)?.definitions.forEach((d, i) => {
        if (d.owner !== void 0 && d.name === name && d.chain.join("\0") === want) out.push({ file: f, def: i });
      });
    }
    return out;
  }
  /**
   * The indexed files of a file's package that declare the same package name, the file included, among those
   * that can define `name` (the questions asked of them are about definitions and exports of that name; where
   * a language has definitionSites its exports are its definitions under their own names).
   */
  samePackage(file, name) {
    const pkg = this.packageOf(file);
    if (!pkg) return null;
    const mentioning = this.packageMentioning(file, pkg, name);
    if (mentioning.includes(file) || this.facts(file) === null) return mentioning;
    return pkg.files.filter((f) => f === file || mentioning.includes(f));
  }
  /**
   * The indexed files of a file's package that declare its package name and may declare `name` (of one sort:
   * a question for top-level declarations does not load the files that declare only a member of that name).
   */
  packageMentioning(file, pkg, name, sort = "all") {
    const packageName = this.facts(file)?.packageName ?? null;
    const key = `${pkg.key}\0${sort}\0${name}`;
    return this.kept(
      this.packageMentions,
      key,
      () => this.mayDeclareAmong(pkg.files, name, sort).filter((f) => this.facts(f) !== null && this.facts(f)?.packageName === packageName),
      this.settled?.packageMentions
    );
  }
  /**
   * Those of `files` (sorted as the tree is) that may declare `name`, in order. With the names of exactly this
   * tree kept, from the list of the name's declarers when it is the shorter: a package of hundreds of files is
   * asked about every name its files leave unbound, and most names are declared in a few files.
   */
  mayDeclareAmong(files, name, sort) {
    if (this.text.knowsAllNames) {
      const declarers = this.text.declarerCandidates(name, sort);
      if (declarers.length < files.length) {
        const among = setOfList(files);
        return declarers.filter((f) => among.has(f));
      }
    }
    return files.filter((f) => this.mayDefine(f, name, sort));
  }
  /** A file's package (see samePackage) and its key: the package's path and the file's package name. */
  packageOf(file) {
    let pkg = this.packageOfFile.get(file);
    if (pkg === void 0) {
      const found = this.system(file)?.packageOf?.(file, this.files) ?? null;
      pkg = found ? { key: `${found.path}\0${this.facts(file)?.packageName ?? null}`, files: found.files } : null;
      if (!found || this.index.facts.has(file)) this.packageOfFile.set(file, pkg);
    }
    return pkg;
  }
  /** Top-level declarations named `name` in the other files of a file's package. */
  packageDefinitions(file, name) {
    const pkg = this.packageOf(file);
    if (!pkg) return [];
    const all2 = this.keptUnder(this.packageDefs, pkg.key, name, () => {
      const declared = this.packageDeclarations(file, pkg);
      if (declared) return (declared.get(name) ?? []).filter((r) => this.text.mentions(r.file, name));
      const found = [];
      for (const f of this.packageMentioning(file, pkg, name, "others")) {
        for (const def of this.exportedDefinitions(f).get(name) ?? []) found.push({ file: f, def });
      }
      return found;
    });
    return all2.length === 0 ? [] : all2.filter((r) => r.file !== file);
  }
  /**
   * Every top-level declaration of a package (the files declaring the file's package name), by name, in file
   * and export order; null until every file of the package is indexed (or known to be unavailable), since a
   * file not indexed yet must be asked for only when it mentions a name that is looked up.
   */
  packageDeclarations(file, pkg) {
    return this.packageIndexOf(file, pkg)?.declared ?? null;
  }
  /** A package's top-level declarations by name and its methods declared outside their types by chain (see above). */
  packageIndexOf(file, pkg) {
    let index = this.packageIndex.get(pkg.key);
    if (index === void 0) {
      if (!pkg.files.every((f) => this.index.facts.has(f) || this.index.unavailable.has(f) || !this.indexable(f))) return null;
      const packageName = this.facts(file)?.packageName ?? null;
      index = { declared: /* @__PURE__ */ new Map(), owned: /* @__PURE__ */ new Map() };
      const add = /* @__PURE__ */ __name((map, key, ref) => {
        const list = map.get(key);
        if (list) list.push(ref);
        else map.set(key, [ref]);
      }, "add");
      for (const f of pkg.files) {
        const facts = this.index.facts.get(f);
        if (!facts || facts.packageName !== packageName) continue;
        for (const [name, defs] of this.exportedDefinitions(f)) for (const def of defs) add(index.declared, name, { file: f, def });
        facts.definitions.forEach((d, def) => {
          if (d.owner !== void 0) add(index.owned, d.chain.join("\0"), { file: f, def });
        });
      }
      this.packageIndex.set(pkg.key, index);
    }
    return index;
  }
  /** A file's exports of its own definitions, by exported name, in the order the file lists them. */
  exportedDefinitions(file) {
    let map = this.exportIndex.get(file);
    if (!map) {
      map = /* @__PURE__ */ new Map();
      for (const e of this.facts(file)?.exports ?? []) {
        if (!("local" in e) || e.local.t !== "def") continue;
        const list = map.get(e.exported);
        if (list) list.push(e.local.def);
        else map.set(e.exported, [e.local.def]);
      }
      if (this.index.facts.has(file)) this.exportIndex.set(file, map);
    }
    return map;
  }
  resolveModule(fromFile, specifier) {
    const module = resolveModule(fromFile, specifier, this.files, this.read);
    if (module.t === "package") this.packages.set(module.path, module.files);
    return module;
  }
  /**
   * `seen` carries the names already followed, so that modules importing each other's names end. An answer
   * to a first question (no `seen`) depends only on what is indexed, and is kept.
   */
  resolveImport(file, binding, seen) {
    if (seen) return this.followImport(file, binding, seen);
    return this.keptUnder(this.importTargets, file, binding, () => this.followImport(file, binding, /* @__PURE__ */ new Set()));
  }
  followImport(file, binding, seen) {
    const module = this.resolveModule(file, binding.source);
    if (module.t === "external") return { t: "none", reason: "" };
    if (module.t === "missing") return { t: "none", reason: `module ${binding.source} not found in the repository` };
    if (binding.imported === "*") return this.moduleTarget(module.path);
    const target = this.resolveExport(module.path, binding.imported, seen);
    const submodule = this.system(file)?.submodule;
    if (target.t === "none" && submodule) {
      const inner = this.resolveModule(file, submodule(binding.source, binding.imported));
      if (inner.t === "file" || inner.t === "package") return this.moduleTarget(inner.path);
    }
    return target;
  }
  moduleTarget(path) {
    if (this.unavailable(path)) return { t: "unavailable", path };
    return { t: "module", path };
  }
  /** Follows an exported name through re-exports to the definition it finally names. */
  resolveExport(path, name, seen) {
    if (seen.size > 0) return this.followExport(path, name, seen);
    return this.keptUnder(this.exportTargets, path, name, () => this.followExport(path, name, seen));
  }
  followExport(path, name, seen) {
    const key = `${path}\0${name}`;
    if (seen.has(key)) return { t: "none", reason: `${name} is re-exported in a cycle` };
    seen.add(key);
    if (this.unavailable(path)) return { t: "unavailable", path };
    const pkg = this.packages.get(path);
    if (pkg) return this.packageExport(path, pkg, name, seen);
    const facts = this.facts(path);
    if (!facts) return { t: "none", reason: `${path} is not indexed` };
    for (const e of facts.exports) {
      if (!("exported" in e) || e.exported !== name) continue;
      if ("local" in e) {
        if (e.local.t === "def") return { t: "def", ref: { file: path, def: e.local.def } };
        return this.resolveImport(path, facts.imports[e.local.imp], seen);
      }
      const module = this.resolveModule(path, e.source);
      if (module.t !== "file" && module.t !== "package") return { t: "none", reason: module.t === "missing" ? `module ${e.source} not found in the repository` : "" };
      if (e.imported === "*") return this.moduleTarget(module.path);
      return this.resolveExport(module.path, e.imported, seen);
    }
    if (name === "default") return { t: "none", reason: `${path} has no default export` };
    const found = /* @__PURE__ */ new Map();
    for (const e of facts.exports) {
      if (!("all" in e)) continue;
      const module = this.resolveModule(path, e.all);
      if (module.t !== "file" && module.t !== "package") continue;
      const target = this.resolveExport(module.path, name, seen);
      if (target.t === "def") found.set(defKey(target.ref), target);
      else if (target.t === "module" || target.t === "unavailable") found.set(`${target.t}:${target.path}`, target);
    }
    if (found.size === 1) return [...found.values()][0];
    if (found.size > 1) return { t: "none", reason: `${name} is exported by several modules behind ${path}` };
    return { t: "none", reason: `${path} exports no ${name}` };
  }
  /** A name exported by one file of a package; several files declaring it (build variants) prove none. */
  packageExport(path, files, name, seen) {
    const found = /* @__PURE__ */ new Map();
    for (const file of this.possibleExporters(path, files, name) ?? files) {
      if (!this.mayExport(file, name) && !reexportsAll(file)) {
        if (this.skippedWithoutParse(file)) found.set(`unavailable:${file}`, { t: "unavailable", path: file });
        continue;
      }
      const target = this.resolveExport(file, name, seen);
      if (target.t === "def") found.set(defKey(target.ref), target);
      else if (target.t === "unavailable") found.set(`unavailable:${target.path}`, target);
    }
    if (found.size === 1) return [...found.values()][0];
    if (found.size > 1) return { t: "none", reason: `${found.size} files of package ${path} declare ${name}` };
    return { t: "none", reason: `package ${path} declares no ${name}` };
  }
  /** Whether a file can export `name`: it mentions it, and declares it where its language exports only declarations. */
  mayExport(file, name) {
    return exportsOnlyDeclarations(file) ? this.mayDefine(file, name) : this.text.mentions(file, name);
  }
  /**
   * The files of a package that can add to packageExport's answer for `name`, in package order: the unavailable
   * ones, and the indexed ones that export the name or re-export whole modules (any other indexed file exports
   * nothing by that name, and a file no grammar covers nothing at all). Null until every file of the package is
   * indexed or known to be unavailable, when the answer must ask each file.
   */
  possibleExporters(path, files, name) {
    let exporters = this.packageExporters.get(path);
    if (!exporters) {
      if (!files.every((f) => this.index.facts.has(f) || this.index.unavailable.has(f) || !this.indexable(f))) return null;
      exporters = { always: [], byName: /* @__PURE__ */ new Map() };
      files.forEach((f, i) => {
        const facts = this.index.facts.get(f);
        if (!facts) {
          if (this.index.unavailable.has(f)) exporters.always.push(i);
          return;
        }
        const names = /* @__PURE__ */ new Set();
        for (const e of facts.exports) {
          if ("all" in e) exporters.always.push(i);
          if ("exported" in e) names.add(e.exported);
        }
        for (const n of names) {
          const list = exporters.byName.get(n);
          if (list) list.push(i);
          else exporters.byName.set(n, [i]);
        }
      });
      this.packageExporters.set(path, exporters);
    }
    const named = exporters.byName.get(name) ?? [];
    const positions = exporters.always.length === 0 ? named : [.../* @__PURE__ */ new Set([...exporters.always, ...named])].sort((a, b) => a - b);
    return positions.map((i) => files[i]);
  }
};
var DOTS_ONLY_SPECIFIER = /["'`](?:\.\.?\/)*\.\.?\/?["'`]|from\s+\.+\s+import/;
var DOTS_ONLY_SOURCE = /^(?:\.\.?\/)*\.\.?\/?$|^\.+$/;
var SOURCE_PART_SEPARATORS = /[/.:\\]+/;
function sourceMayName({ stem, folder, selfName }) {
  return (source) => DOTS_ONLY_SOURCE.test(source) || selfName !== null && (source === selfName || source.startsWith(`${selfName}/`)) || source.split(SOURCE_PART_SEPARATORS).some((part) => part !== "" && (part === stem || part === folder));
}
__name(sourceMayName, "sourceMayName");
function reexportsAll(file) {
  return exportCaptures(file).has("@reexport.all");
}
__name(reexportsAll, "reexportsAll");
function exportsOnlyDeclarations(file) {
  if (!languageForPath(file)?.definitionSites) return false;
  return [...exportCaptures(file)].every((capture) => capture === "@export.declaration");
}
__name(exportsOnlyDeclarations, "exportsOnlyDeclarations");
function exportCaptures(file) {
  const spec = languageForPath(file);
  if (!spec) return NO_CAPTURES;
  let captures = exportCapturesByLanguage.get(spec.name);
  if (!captures) {
    captures = new Set(spec.querySource.match(/@(?:re)?export[\w.]*/g));
    exportCapturesByLanguage.set(spec.name, captures);
  }
  return captures;
}
__name(exportCaptures, "exportCaptures");
var exportCapturesByLanguage = /* @__PURE__ */ new Map();
var NO_CAPTURES = /* @__PURE__ */ new Set();
var anonymous = null;
function anonymousNames() {
  anonymous ??= new Set(languages().map((l) => l.anonymousDefinitionName));
  return anonymous;
}
__name(anonymousNames, "anonymousNames");
function compareText(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
__name(compareText, "compareText");
function mayDefineByText(text, file, name, sort) {
  const spec = languageForPath(file);
  if (!spec || spec.anonymousDefinitionName === name) return true;
  const { sites, placed } = definitionRulesOf(spec, sort);
  return text.mayDefine(file, name, sites, sort, placed);
}
__name(mayDefineByText, "mayDefineByText");
function candidateCount(candidates) {
  return candidates.length > MAX_LISTED_CANDIDATES ? `more than ${MAX_LISTED_CANDIDATES} definitions` : count(candidates.length, "definition");
}
__name(candidateCount, "candidateCount");
function count(n, noun) {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}
__name(count, "count");

// src/core/backwardReach.ts
var keyOf = /* @__PURE__ */ __name((u) => rangeLabel(u.file, u.start, u.end), "keyOf");
var BackwardReach = class {
  /**
   * `goals`: every node the search going out from `start` would stop at; `depth`: its most hops. The search
   * steps only along certain uses, so the backward one does too (see predecessors).
   */
  constructor(nav, start, goals, depth) {
    this.nav = nav;
    this.start = start;
    this.depth = depth;
    this.frontier = [];
    const startKey = keyOf(start.unit);
    for (const goal of goals) {
      const key = keyOf(goal.unit);
      if (this.hops.has(key) || key === startKey) continue;
      this.hops.set(key, 0);
      this.frontier.push(goal);
    }
    if (this.frontier.length === 0 || depth === 0) this.complete = true;
  }
  nav;
  start;
  depth;
  static {
    __name(this, "BackwardReach");
  }
  /** Fewest hops from each node found so far to a goal; complete once `complete` is set. */
  hops = /* @__PURE__ */ new Map();
  frontier;
  level = 0;
  complete = false;
  get frontierSize() {
    return this.frontier.length;
  }
  /** The navigator of a later round of the same request (see SearchProgress): the levels found so far stand. */
  useNavigator(nav) {
    this.nav = nav;
  }
  /**
   * One more level back. Asks the graph for files it may lack: the caller's round is then asked again, and the
   * level is taken then (nothing of it is kept before its checkpoint passes).
   */
  step() {
    const level = this.level + 1;
    const reached = /* @__PURE__ */ new Set();
    const next = [];
    for (const node of this.frontier) {
      for (const before of this.predecessors(node)) {
        const key = keyOf(before.unit);
        if (this.hops.has(key) || reached.has(key)) continue;
        reached.add(key);
        next.push(before);
      }
    }
    this.nav.graph.checkpoint();
    for (const key of reached) this.hops.set(key, level);
    this.level = level;
    this.frontier = next;
    if (next.length === 0 || level >= this.depth) this.complete = true;
  }
  /** The fewest hops from a node to a goal, if it is within the levels taken so far. */
  hopsFrom(node) {
    return this.hops.get(keyOf(node.unit));
  }
  /**
   * Whether a node reached in `hop` hops may still reach a goal within `limit` hops of the start. A node the
   * levels taken so far have not found is farther from every goal than they go: ruled out once they go as far as
   * the hops left.
   */
  allows(node, hop, limit) {
    const hops = this.hops.get(keyOf(node.unit));
    if (hops !== void 0) return hops <= limit - hop;
    return this.worthStepping(hop, limit);
  }
  /** Whether another level back could rule out more of a search at `hop` whose paths end within `limit` hops. */
  worthStepping(hop, limit) {
    return !this.complete && this.level < limit - hop;
  }
  /**
   * The nodes a search going out steps to `node` from: the reverse of Navigator.outgoing's certain steps. A node
   * stands for the definitions of its range; a step comes from every definition whose range holds a certain use
   * of one of them (a class steps wherever its methods do), and from the search's start when it holds the use,
   * except where the used definition lies inside the stepping one.
   */
  predecessors(node) {
    const graph = this.nav.graph;
    const out = [];
    for (const used of this.definitionsOf(node)) {
      const d = graph.definition(used);
      const holds = /* @__PURE__ */ __name((u) => !(used.file === u.file && d.start >= u.start && d.end <= u.end), "holds");
      for (const use of graph.usesOf(used)) {
        for (const around of this.definitionsAround(use.file, use.line)) if (holds(around.unit)) out.push(around);
        const s = this.start.unit;
        if (use.file === s.file && use.line >= s.start && use.line <= s.end && holds(s)) out.push(this.start);
      }
    }
    return out;
  }
  /** The definitions a node stands for here: a definition's unit is its range, so those of the node's own range. */
  definitionsOf(node) {
    const facts = this.nav.graph.facts(node.unit.file);
    if (!facts || node.unit.def === null) return [];
    const refs = [];
    facts.definitions.forEach((d, def) => {
      if (d.start === node.unit.start && d.end === node.unit.end) refs.push({ file: node.unit.file, def });
    });
    return refs;
  }
  /**
   * Whether the next level back would index at most `bound` more files, as far as the text tells: the files
   * not indexed yet that may use the frontier's definitions by their names. A level back reads every file that
   * may use a name, and a common name (`forName`, `get`) is used in thousands.
   */
  nextLevelReadsAtMost(bound) {
    const graph = this.nav.graph;
    const files = /* @__PURE__ */ new Set();
    for (const node of this.frontier) {
      for (const ref of this.definitionsOf(node)) {
        for (const file of graph.usersByName(ref)) {
          if (graph.holds(file)) continue;
          files.add(file);
          if (files.size > bound) return false;
        }
      }
    }
    return true;
  }
  /** The nodes of a file's definitions whose ranges hold a line (made for those alone: a large file has thousands). */
  definitionsAround(file, line) {
    const facts = this.nav.graph.facts(file);
    if (!facts) return [];
    const nodes = [];
    facts.definitions.forEach((d, def) => {
      if (d.start <= line && line <= d.end) nodes.push(this.nav.nodeForDef({ file, def }));
    });
    return nodes;
  }
};

// src/core/entrypointFinders.ts
function publicAllTheWay(facts, def, publics) {
  for (let d = def; d >= 0; d = facts.definitions[d].parent) if (!publics.has(d)) return false;
  return true;
}
__name(publicAllTheWay, "publicAllTheWay");
function publicsAllTheWay(facts) {
  const publics = new Set(facts.entry.publics);
  return [...publics].filter((def) => publicAllTheWay(facts, def, publics));
}
__name(publicsAllTheWay, "publicsAllTheWay");
var NONE2 = { definitions: [], program: false };
function filesOf(repo, system) {
  return repo.files().filter((f) => languageForPath(f)?.moduleSystem === system);
}
__name(filesOf, "filesOf");
var go = {
  ofFile(file, facts) {
    if (facts.packageName === "main") return { definitions: facts.entry.mains, program: false };
    if (file.endsWith("_test.go") || file.split("/").includes("internal")) return NONE2;
    return { definitions: facts.entry.publics, program: false };
  }
};
var java = {
  ofFile: /* @__PURE__ */ __name((_file, facts) => ({ definitions: [...facts.entry.mains, ...publicsAllTheWay(facts)], program: false }), "ofFile")
};
var python = {
  ofFile: /* @__PURE__ */ __name((file, facts) => ({ definitions: [], program: facts.entry.program || file === "__main__.py" || file.endsWith("/__main__.py") }), "ofFile"),
  rooted(repo, graph, into) {
    const files = new Set(repo.files());
    for (const file of filesOf(repo, "python")) {
      const dir = dirnamePosix(file);
      const outermost = file.endsWith("__init__.py") && (dir === "" || !files.has(joinPosix(dirnamePosix(dir), "__init__.py")));
      if (!outermost && !graph.textContains(file, "__all__")) continue;
      const facts = graph.facts(file);
      if (!facts || facts.entry.names === null && !outermost) continue;
      const names = facts.entry.names ?? facts.exports.flatMap((e) => "exported" in e && !e.exported.startsWith("_") ? [e.exported] : []);
      for (const name of names) {
        const target = graph.resolveExport(file, name, /* @__PURE__ */ new Set());
        if (target.t === "def") into.definitions.add(defKey(target.ref));
      }
    }
  }
};
var rust = {
  ofFile(file, facts) {
    const binary = file === "src/main.rs" || file.endsWith("/src/main.rs") || /(^|\/)src\/bin\/[^/]+\.rs$/.test(file);
    return binary ? { definitions: facts.entry.mains, program: false } : NONE2;
  },
  rooted(repo, graph, into) {
    const files = new Set(repo.files());
    const visit = /* @__PURE__ */ __name((file, seen) => {
      if (seen.has(file)) return;
      seen.add(file);
      const facts = graph.facts(file);
      if (!facts) return;
      for (const def of publicsAllTheWay(facts)) into.definitions.add(defKey({ file, def }));
      for (const name of facts.entry.names ?? []) {
        const module = MODULE_SYSTEMS.rust?.resolve(file, name, files);
        if (module?.t === "file") visit(module.path, seen);
      }
    }, "visit");
    for (const file of filesOf(repo, "rust")) if (file === "src/lib.rs" || file.endsWith("/src/lib.rs")) visit(file, /* @__PURE__ */ new Set());
  }
};
function stringLeaves(value, out) {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const v of value) stringLeaves(v, out);
  else if (value && typeof value === "object") for (const v of Object.values(value)) stringLeaves(v, out);
}
__name(stringLeaves, "stringLeaves");
var STRIP_EXTENSION = /(\.d)?\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
function sourceForPublishedPath(pkgDir, target, files) {
  const joined = normalizePosix(pkgDir === "" ? target : `${pkgDir}/${target}`);
  if (joined === null) return null;
  const rel = (pkgDir === "" ? joined : joined.slice(pkgDir.length + 1)).replace(STRIP_EXTENSION, "");
  const segments = rel.split("/");
  const prefix = pkgDir === "" ? "" : `${pkgDir}/`;
  for (const candidate of scriptCandidates(joined)) if (files.has(candidate)) return candidate;
  for (let k = 0; k < segments.length; k++) {
    const rest = segments.slice(k).join("/");
    for (const base of [`${prefix}src/${rest}`, `${prefix}${rest}`]) {
      for (const candidate of scriptCandidates(base)) if (files.has(candidate)) return candidate;
    }
  }
  return null;
}
__name(sourceForPublishedPath, "sourceForPublishedPath");
function exportedDefinitions(graph, path) {
  const out = /* @__PURE__ */ new Map();
  const visit = /* @__PURE__ */ __name((file, seenFiles, includeDefault) => {
    if (seenFiles.has(file)) return;
    seenFiles.add(file);
    const facts = graph.facts(file);
    if (!facts) return;
    for (const e of facts.exports) {
      if ("all" in e) {
        const module = graph.resolveModule(file, e.all);
        if (module.t === "file") visit(module.path, seenFiles, false);
        continue;
      }
      if (!includeDefault && e.exported === "default") continue;
      const target = graph.resolveExport(file, e.exported, /* @__PURE__ */ new Set());
      if (target.t === "def") out.set(defKey(target.ref), target.ref);
      else if (target.t === "module") visit(target.path, seenFiles, false);
    }
  }, "visit");
  visit(path, /* @__PURE__ */ new Set(), true);
  return [...out.values()];
}
__name(exportedDefinitions, "exportedDefinitions");
var ecmascript2 = {
  rooted(repo, graph, into) {
    const files = new Set(repo.files());
    for (const path of repo.files()) {
      if (path !== "package.json" && !path.endsWith("/package.json")) continue;
      const file = repo.read(path);
      if (!file || file.binary) continue;
      let manifest2;
      try {
        manifest2 = JSON.parse(file.text);
      } catch {
        continue;
      }
      const pkgDir = dirnamePosix(path);
      const modules = [];
      for (const field of ["main", "module", "types", "typings", "exports", "browser"]) stringLeaves(manifest2[field], modules);
      const bins = [];
      stringLeaves(manifest2.bin, bins);
      for (const target of bins) {
        const source = sourceForPublishedPath(pkgDir, target, files);
        if (source) {
          into.programs.add(source);
          modules.push(target);
        }
      }
      for (const target of modules) {
        if (target.includes("*")) continue;
        const source = sourceForPublishedPath(pkgDir, target, files);
        if (source) for (const ref of exportedDefinitions(graph, source)) into.definitions.add(defKey(ref));
      }
    }
  }
};
var ENTRYPOINT_RULES = { ecmascript: ecmascript2, go, java, python, rust };

// src/core/entrypoints.ts
function rootedSystems(files) {
  const systems = /* @__PURE__ */ new Set();
  for (const file of files) {
    const system = languageForPath(file)?.moduleSystem;
    if (system && ENTRYPOINT_RULES[system]?.rooted) systems.add(system);
  }
  return [...systems].sort();
}
__name(rootedSystems, "rootedSystems");
function findRootedEntrypoints(repo, graph, systems) {
  const into = { definitions: /* @__PURE__ */ new Set(), programs: /* @__PURE__ */ new Set() };
  for (const system of systems) ENTRYPOINT_RULES[system]?.rooted?.(repo, graph, into);
  return into;
}
__name(findRootedEntrypoints, "findRootedEntrypoints");
var Entrypoints = class _Entrypoints {
  /** `factsOf` gives the facts of an indexed file: every unit asked about is in one. */
  constructor(rooted, factsOf) {
    this.rooted = rooted;
    this.factsOf = factsOf;
  }
  rooted;
  factsOf;
  static {
    __name(this, "Entrypoints");
  }
  own = /* @__PURE__ */ new Map();
  /** None at all: for the modes that do not ask. */
  static none() {
    return new _Entrypoints({ definitions: /* @__PURE__ */ new Set(), programs: /* @__PURE__ */ new Set() }, () => null);
  }
  /** Whether a unit is a public declaration, or the module-level code of a program. */
  has(unit) {
    if (unit.def !== null) return this.hasDefinition({ file: unit.file, def: unit.def });
    return unit.symbol === null && (this.rooted.programs.has(unit.file) || (this.ownOf(unit.file)?.program ?? false));
  }
  hasDefinition(ref) {
    return this.rooted.definitions.has(defKey(ref)) || (this.ownOf(ref.file)?.definitions.has(ref.def) ?? false);
  }
  ownOf(file) {
    const known = this.own.get(file);
    if (known !== void 0) return known;
    const ofFile = ENTRYPOINT_RULES[languageForPath(file)?.moduleSystem ?? ""]?.ofFile;
    const facts = ofFile ? this.factsOf(file) : null;
    if (ofFile && !facts) return null;
    const found = ofFile && facts ? ofFile(file, facts) : null;
    const own = found ? { definitions: new Set(found.definitions), program: found.program } : null;
    this.own.set(file, own);
    return own;
  }
};

// src/core/traverse.ts
function cmp(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
__name(cmp, "cmp");
function unitKey(u) {
  return rangeLabel(u.file, u.start, u.end);
}
__name(unitKey, "unitKey");
function compareSteps(a, b) {
  return cmp(a.to.unit.file, b.to.unit.file) || a.to.unit.start - b.to.unit.start || a.to.unit.end - b.to.unit.end || cmp(a.kind, b.kind) || cmp(a.from.unit.file, b.from.unit.file) || a.from.unit.start - b.from.unit.start || a.from.unit.end - b.from.unit.end;
}
__name(compareSteps, "compareSteps");
var Navigator = class {
  constructor(graph, fileLines, progress = null) {
    this.graph = graph;
    this.fileLines = fileLines;
    this.targetsByRange = progress?.targetsByRange ?? /* @__PURE__ */ new Map();
  }
  graph;
  fileLines;
  static {
    __name(this, "Navigator");
  }
  targetsByRange;
  /** The definitions lying wholly inside a range; if none, the smallest one around it. */
  targetsOf(file, start, end) {
    const facts = this.graph.facts(file);
    if (!facts) return [];
    const inside = [];
    let around = null;
    let aroundSize = Infinity;
    facts.definitions.forEach((d, i) => {
      if (d.start >= start && d.end <= end) inside.push({ file, def: i });
      else if (d.start <= start && d.end >= end && d.end - d.start < aroundSize) {
        around = { file, def: i };
        aroundSize = d.end - d.start;
      }
    });
    if (inside.length > 0) return inside;
    return around ? [around] : [];
  }
  nodeForUnit(unit) {
    if (unit.def === null) return { unit, targets: [] };
    const key = `${unit.file}\0${unit.start}\0${unit.end}`;
    let targets = this.targetsByRange.get(key);
    if (!targets) {
      targets = this.targetsOf(unit.file, unit.start, unit.end);
      if (this.graph.facts(unit.file)) this.targetsByRange.set(key, targets);
    }
    return { unit, targets };
  }
  nodeForDef(ref) {
    return this.nodeForUnit(this.graph.unitOfDef(ref));
  }
  /** The smallest definition strictly around a node's range. */
  enclosing(node) {
    const facts = this.graph.facts(node.unit.file);
    if (!facts) return null;
    let best = null;
    let bestSize = Infinity;
    facts.definitions.forEach((d, i) => {
      const contains = d.start <= node.unit.start && d.end >= node.unit.end;
      const same = d.start === node.unit.start && d.end === node.unit.end;
      if (contains && !same && d.end - d.start < bestSize) {
        best = { file: node.unit.file, def: i };
        bestSize = d.end - d.start;
      }
    });
    return best ? this.nodeForDef(best) : null;
  }
  inside(node, use) {
    return use.file === node.unit.file && use.line >= node.unit.start && use.line <= node.unit.end;
  }
  insideRange(node, ref) {
    if (ref.file !== node.unit.file) return false;
    const d = this.graph.definition(ref);
    return d.start >= node.unit.start && d.end <= node.unit.end;
  }
  outgoing(node) {
    const steps = [];
    const imports = [];
    const uncertain = [];
    const omissions = [];
    for (const use of this.graph.usesWithin(node.unit.file, node.unit.start, node.unit.end)) {
      if (use.via) {
        const statement = { file: use.file, start: use.via.start, end: use.via.end, symbol: null, def: null };
        imports.push({ to: { unit: statement, targets: [] }, from: node, kind: "import" });
      }
      if (use.certain) {
        if (!this.insideRange(node, use.certain)) steps.push({ to: this.nodeForDef(use.certain), from: node, kind: use.kind });
      } else if (use.uncertain) {
        uncertain.push(this.uncertainEdge(node.unit, use, use.uncertain.candidates, null));
        omissions.push(...this.candidateOmissions(use.uncertain.candidates));
      } else if (use.unavailable) {
        const lines = this.fileLines(use.unavailable);
        if (lines !== null && lines > 0) omissions.push({ candidate: rangeLabel(use.unavailable, 1, lines), reason: "unavailable" });
      }
    }
    return { steps, imports, uncertain, omissions };
  }
  /**
   * The certain steps from a node alone, in the order outgoing and incoming give them: what a search along
   * certain edges follows. Uncertain edges are not made, nor their candidates looked for (each a file to load).
   */
  steps(node, direction) {
    const steps = [];
    if (direction === "in") {
      for (const target of node.targets) {
        for (const use of this.graph.usesOf(target)) {
          if (!this.inside(node, use)) steps.push({ to: this.nodeForUnit(use.unit), from: node, kind: use.kind });
        }
      }
      return steps;
    }
    for (const use of this.graph.usesWithin(node.unit.file, node.unit.start, node.unit.end, true)) {
      const target = use.certain;
      if (!this.insideRange(node, target)) steps.push({ to: this.nodeForDef(target), from: node, kind: use.kind });
    }
    return steps;
  }
  /**
   * The possible callers of the nodes' definitions (calls through receivers of unknown type), one group per file
   * that may hold some, in the order of their labels; a group is read only when the budget gets to it, so the
   * files past the budget's last edge are never loaded (see applyBudget).
   */
  looseGroups(nodes) {
    const byFile = /* @__PURE__ */ new Map();
    for (const node of nodes) {
      for (const target of node.targets) {
        for (const file of this.graph.possibleUseFiles(target)) {
          const sources = byFile.get(file);
          if (sources) sources.push({ node, target });
          else byFile.set(file, [{ node, target }]);
        }
      }
    }
    const files = [...byFile.keys()].sort((a, b) => cmp(`${a}:`, `${b}:`));
    const group = /* @__PURE__ */ __name((files2) => ({
      prefix: files2.length === 1 ? `${files2[0]}:` : "",
      files: files2,
      read: /* @__PURE__ */ __name(() => files2.every((f) => this.graph.holds(f)) ? this.possibleCallers(files2, byFile) : null, "read")
    }), "group");
    if (files.some((f) => f.includes(":"))) return files.length > 0 ? [group(files)] : [];
    return files.map((f) => group([f]));
  }
  possibleCallers(files, byFile) {
    const edges = [];
    const omissions = [];
    for (const file of files) {
      for (const { node, target } of byFile.get(file) ?? []) {
        for (const use of this.graph.possibleUsesIn(target, file)) {
          if (this.inside(node, use) || !use.uncertain) continue;
          edges.push(this.uncertainEdge(use.unit, use, [target], node.unit));
          omissions.push({ candidate: unitKey(use.unit), reason: "uncertain" });
        }
      }
    }
    return { edges, omissions };
  }
  uncertainEdge(from, use, candidates, to) {
    const u = use.uncertain;
    const only = candidates.length === 1 ? this.graph.unitOfDef(candidates[0]) : null;
    const target = to ?? only;
    return {
      from: unitKey(from),
      to: target ? unitKey(target) : u.label,
      kind: use.kind,
      reason: `${u.label}: ${u.reason}`
    };
  }
  candidateOmissions(candidates) {
    if (candidates.length > MAX_LISTED_CANDIDATES) return [];
    return candidates.map((c) => ({ candidate: unitKey(this.graph.unitOfDef(c)), reason: "uncertain" }));
  }
};
function relationshipFor(kind, direction) {
  if (kind === "enclosing") return "enclosing";
  if (kind === "import") return "import";
  if (kind === "call") return direction === "in" ? "caller" : "callee";
  return "reference";
}
__name(relationshipFor, "relationshipFor");
function traverse(nav, anchor, mode, depth, peer, entrypoints, progress = null) {
  switch (mode) {
    case "neighborhood":
      return { ok: true, traversal: neighborhood(nav, anchor) };
    case "upstream":
      return { ok: true, traversal: breadthFirst(nav, anchor, depth, "in") };
    case "downstream":
      return { ok: true, traversal: breadthFirst(nav, anchor, depth, "out") };
    case "path":
      return shortestPath(nav, anchor, depth, peer, progress);
    case "entrypoint":
      return entrypointPath(nav, anchor, depth, entrypoints ?? Entrypoints.none(), progress);
  }
}
__name(traverse, "traverse");
function anchorSlice(anchor, edges) {
  return { unit: anchor.unit, hop: 0, relationship: "anchor", edges, mandatory: true };
}
__name(anchorSlice, "anchorSlice");
function neighborhood(nav, anchor) {
  const out = nav.outgoing(anchor);
  const callers = nav.steps(anchor, "in");
  const steps = [];
  const enclosing = nav.enclosing(anchor);
  if (enclosing) steps.push({ step: { to: enclosing, from: anchor, kind: "enclosing" }, direction: "out" });
  for (const step2 of callers) steps.push({ step: step2, direction: "in" });
  for (const step2 of out.steps) steps.push({ step: step2, direction: "out" });
  for (const step2 of out.imports) {
    if (step2.to.unit.file === anchor.unit.file) steps.push({ step: step2, direction: "out" });
  }
  steps.sort((a, b) => compareSteps(a.step, b.step));
  const seen = /* @__PURE__ */ new Set([unitKey(anchor.unit)]);
  const slices = [anchorSlice(anchor, out.uncertain)];
  for (const { step: step2, direction } of steps) {
    const key = unitKey(step2.to.unit);
    if (seen.has(key)) continue;
    seen.add(key);
    slices.push({ unit: step2.to.unit, hop: 1, relationship: relationshipFor(step2.kind, direction), edges: [], mandatory: false });
  }
  return { slices, loose: [anchor], omissions: out.omissions };
}
__name(neighborhood, "neighborhood");
function breadthFirst(nav, anchor, depth, direction) {
  const seen = /* @__PURE__ */ new Set([unitKey(anchor.unit)]);
  const root = anchorSlice(anchor, []);
  const slices = [root];
  const loose = [];
  const omissions = [];
  let frontier = [{ node: anchor, slice: root }];
  for (let hop = 1; hop <= depth && frontier.length > 0; hop++) {
    const steps = [];
    for (const { node, slice } of frontier) {
      if (direction === "in") {
        steps.push(...nav.steps(node, "in"));
        loose.push(node);
      } else if (slice === root) {
        const out = nav.outgoing(node);
        steps.push(...out.steps);
        slice.edges.push(...out.uncertain);
        omissions.push(...out.omissions);
      } else {
        steps.push(...nav.steps(node, "out"));
        slice.outgoing = node;
      }
    }
    nav.graph.checkpoint();
    steps.sort(compareSteps);
    const next = [];
    for (const step2 of steps) {
      const key = unitKey(step2.to.unit);
      if (seen.has(key)) continue;
      seen.add(key);
      const slice = {
        unit: step2.to.unit,
        hop,
        relationship: relationshipFor(step2.kind, direction),
        edges: [],
        mandatory: false
      };
      slices.push(slice);
      next.push({ node: step2.to, slice });
    }
    frontier = next;
  }
  for (const { node, slice } of frontier) {
    slice.beyond = () => {
      const past = [];
      for (const step2 of nav.steps(node, direction)) {
        const key = unitKey(step2.to.unit);
        if (!seen.has(key)) past.push({ candidate: key, reason: "depth" });
      }
      return past;
    };
  }
  return { slices, loose, omissions };
}
__name(breadthFirst, "breadthFirst");
var PATH_SEARCH = { backwardWhenWiderThan: 16, backwardFilesPerNode: 8 };
function search(nav, anchor, depth, direction, goal, goals, progress) {
  const saved = progress?.searches.get(progress.key);
  if (saved?.result !== void 0) return saved.result;
  let state;
  if (saved) {
    state = saved;
    state.reach?.useNavigator(nav);
  } else {
    const start = { node: anchor, parent: null, hop: 0 };
    if (goal(anchor)) return start;
    const reach2 = goals && direction === "out" && !nav.graph.isReference ? new BackwardReach(nav, anchor, goals(), depth) : null;
    state = { hop: 1, frontier: [start], seen: /* @__PURE__ */ new Set([unitKey(anchor.unit)]), reach: reach2, limit: depth };
  }
  const { seen, reach } = state;
  const keep = /* @__PURE__ */ __name((result2) => {
    nav.graph.checkpoint();
    if (result2 !== void 0) state.result = result2;
    progress?.searches.set(progress.key, state);
    return result2 ?? null;
  }, "keep");
  while (state.hop <= depth && state.frontier.length > 0) {
    const hop = state.hop;
    if (reach) {
      narrowByReach(state, reach, hop);
      if (state.frontier.length === 0) break;
    }
    const steps = [];
    for (const visit of state.frontier) {
      for (const step2 of nav.steps(visit.node, direction)) steps.push({ step: step2, parent: visit });
    }
    nav.graph.checkpoint();
    steps.sort((a, b) => compareSteps(a.step, b.step));
    const reached = /* @__PURE__ */ new Set();
    const next = [];
    let found = null;
    for (const { step: step2, parent } of steps) {
      const key = unitKey(step2.to.unit);
      if (seen.has(key) || reached.has(key)) continue;
      reached.add(key);
      const visit = { node: step2.to, parent, hop };
      if (goal(step2.to)) {
        found = visit;
        break;
      }
      next.push(visit);
    }
    nav.graph.checkpoint();
    if (found) return keep(found);
    for (const key of reached) seen.add(key);
    state.frontier = next;
    state.hop = hop + 1;
    keep();
  }
  return keep(null);
}
__name(search, "search");
function narrowByReach(state, reach, hop) {
  const meet = /* @__PURE__ */ __name(() => {
    for (const visit of state.frontier) {
      const back = reach.hopsFrom(visit.node);
      if (back !== void 0) state.limit = Math.min(state.limit, visit.hop + back);
    }
  }, "meet");
  meet();
  while (state.frontier.length > PATH_SEARCH.backwardWhenWiderThan && reach.worthStepping(hop - 1, state.limit) && reach.frontierSize < state.frontier.length && reach.nextLevelReadsAtMost(PATH_SEARCH.backwardFilesPerNode * state.frontier.length)) {
    reach.step();
    meet();
  }
  state.frontier = state.frontier.filter((visit) => reach.allows(visit.node, visit.hop, state.limit));
}
__name(narrowByReach, "narrowByReach");
function pathOf(end) {
  const out = [];
  for (let v = end; v; v = v.parent) out.unshift(v);
  return out;
}
__name(pathOf, "pathOf");
function overlaps(a, b) {
  return a.file === b.file && a.start <= b.end && b.start <= a.end;
}
__name(overlaps, "overlaps");
function reachesPeer(node, peer) {
  const u = node.unit;
  const p = peer.unit;
  if (!overlaps(u, p)) return false;
  const around = u.start <= p.start && u.end >= p.end && (u.start !== p.start || u.end !== p.end);
  return !around || peer.targets.some((t) => t.file === u.file && t.def === u.def);
}
__name(reachesPeer, "reachesPeer");
function nodesReaching(nav, target) {
  const facts = nav.graph.facts(target.unit.file);
  if (!facts) return [];
  const { file, start, end } = target.unit;
  const nodes = [];
  facts.definitions.forEach((d, def) => {
    if (d.start > end || d.end < start) return;
    const node = nav.nodeForDef({ file, def });
    if (reachesPeer(node, target)) nodes.push(node);
  });
  return nodes;
}
__name(nodesReaching, "nodesReaching");
function progressOf(progress, name, start) {
  return progress ? { searches: progress.searches, key: `${name}\0${unitKey(start.unit)}` } : null;
}
__name(progressOf, "progressOf");
function shortestPath(nav, anchor, depth, peer, progress) {
  const found = search(nav, anchor, depth, "out", (node) => node !== anchor && reachesPeer(node, peer), () => nodesReaching(nav, peer), progressOf(progress, "path", anchor));
  if (!found) {
    const failure = {
      ok: false,
      kind: "path_not_found",
      message: `no certain call or reference path from ${unitKey(anchor.unit)} to ${unitKey(peer.unit)} within depth ${depth}`
    };
    const reverse = search(nav, peer, depth, "out", (node) => node !== peer && reachesPeer(node, anchor), () => nodesReaching(nav, anchor), progressOf(progress, "reverse", peer));
    if (!reverse) return failure;
    return {
      ...failure,
      message: `${failure.message}; there is one from ${unitKey(peer.unit)} to ${unitKey(anchor.unit)} in ${reverse.hop} ${reverse.hop === 1 ? "hop" : "hops"}`,
      recovery: "A path follows calls from the anchor to the peer: try swapping anchor and --peer."
    };
  }
  const path = pathOf(found);
  const slices = [];
  for (const visit of path) {
    const edges = visit.hop < found.hop ? nav.outgoing(visit.node).uncertain : [];
    if (visit.hop === 0) slices.push(anchorSlice(anchor, edges));
    else if (visit === found) slices.push({ unit: peer.unit, hop: visit.hop, relationship: "peer", edges, mandatory: true });
    else slices.push({ unit: visit.node.unit, hop: visit.hop, relationship: "path", edges, mandatory: false });
  }
  return { ok: true, traversal: { slices, loose: [], omissions: [] } };
}
__name(shortestPath, "shortestPath");
function entrypointPath(nav, anchor, depth, entry, progress) {
  const anchorIsEntry = anchor.targets.some((t) => entry.hasDefinition(t));
  const found = search(nav, anchor, depth, "in", (node) => entry.has(node.unit) || node === anchor && anchorIsEntry, null, progressOf(progress, "entrypoint", anchor));
  if (!found) {
    return {
      ok: false,
      kind: "entrypoint_path_not_found",
      message: `no public entrypoint reaches ${unitKey(anchor.unit)} through certain edges within depth ${depth}`
    };
  }
  const slices = [];
  for (const visit of pathOf(found)) {
    if (visit.hop === 0) slices.push(anchorSlice(anchor, []));
    else {
      const last = visit === found;
      slices.push({ unit: visit.node.unit, hop: visit.hop, relationship: last ? "entrypoint" : "path", edges: [], mandatory: last });
    }
  }
  return { ok: true, traversal: { slices, loose: [], omissions: [] } };
}
__name(entrypointPath, "entrypointPath");

// src/core/verify.ts
var MODE_RELATIONSHIPS = {
  neighborhood: ["anchor", "enclosing", "caller", "callee", "reference", "import"],
  upstream: ["anchor", "caller", "reference"],
  downstream: ["anchor", "callee", "reference"],
  path: ["anchor", "path", "peer"],
  entrypoint: ["anchor", "path", "entrypoint"]
};
var REPLACEMENT_RELATIONSHIPS = ["anchor", "peer", "entrypoint", "requested"];
function invalid(check, message) {
  return fail("packet_invalid", `${check}: ${message}`, { check });
}
__name(invalid, "invalid");
function verifyPacket(bytes, repo, expected) {
  let packet;
  try {
    packet = JSON.parse(bytes);
  } catch {
    return invalid("serialization", "not JSON");
  }
  if (typeof packet !== "object" || packet === null || !Array.isArray(packet.slices)) {
    return invalid("schema", "not a packet object");
  }
  let reserialized;
  try {
    reserialized = serializePacket(packet);
  } catch {
    return invalid("schema", "fields missing");
  }
  if (reserialized !== bytes) return invalid("serialization", "key order, spacing or extra fields differ from the schema");
  if (packet.schema !== PACKET_SCHEMA) return invalid("schema", `schema is ${String(packet.schema)}`);
  if (packet.root !== repo.root) return invalid("root", "the packet's root is not the canonical root of the tree");
  if (!MODES.includes(packet.mode) || packet.mode !== expected.mode) return invalid("mode", "mode differs from the request");
  if (packet.depth !== expected.depth) return invalid("depth", "depth differs from the request");
  const limit = packet.budget.limit_estimated_tokens;
  if (limit !== expected.limit) return invalid("budget", "limit differs from the request");
  const recomputed = fixedPointTokens(
    (used) => serializePacket({ ...packet, budget: { limit_estimated_tokens: limit, used_estimated_tokens: used } })
  ).used;
  if (recomputed !== packet.budget.used_estimated_tokens) {
    return invalid("budget", `stated ${packet.budget.used_estimated_tokens} estimated tokens, recomputed ${recomputed}`);
  }
  if (recomputed > limit) return invalid("budget", `${recomputed} estimated tokens exceed the limit ${limit}`);
  const allowed = expected.replacement ? REPLACEMENT_RELATIONSHIPS : MODE_RELATIONSHIPS[packet.mode];
  const ranges = /* @__PURE__ */ new Set();
  const read = repo.freshReader();
  for (let i = 0; i < packet.slices.length; i++) {
    const s = packet.slices[i];
    if (i > 0 && compareSlices(packet.slices[i - 1], s) > 0) return invalid("order", "slices are out of order");
    const key = `${s.file}:${s.start_line}-${s.end_line}`;
    if (ranges.has(key)) return invalid("order", `range ${key} appears twice`);
    ranges.add(key);
    if (s.certainty !== "certain") return invalid("traversal", `${key} is not certain`);
    if (!RELATIONSHIPS.includes(s.relationship) || !allowed.includes(s.relationship)) {
      return invalid("traversal", `${key} has relationship ${s.relationship}, not allowed in ${packet.mode} mode`);
    }
    if (!Number.isInteger(s.hop) || s.hop < 0 || s.hop > packet.depth) return invalid("traversal", `${key} is at hop ${s.hop}, beyond depth ${packet.depth}`);
    if (s.hop === 0 !== (s.relationship === "anchor")) return invalid("traversal", `${key}: hop 0 is the anchor and only the anchor`);
    const file = read(s.file);
    if (file === void 0) return invalid("containment", `${s.file} is not a canonical path inside the root`);
    if (!file || file.binary) return invalid("containment", `${s.file} cannot be read as text`);
    if (!Number.isInteger(s.start_line) || !Number.isInteger(s.end_line) || s.start_line < 1 || s.start_line > s.end_line || s.end_line > file.lineCount) {
      return invalid("range", `${key} is not within the file's ${file.lineCount} lines`);
    }
    if (file.slice(s.start_line, s.end_line) !== s.content) {
      return fail("stale_source", `${key} no longer holds the bytes the packet carries`, { range: key });
    }
  }
  const anchors = packet.slices.filter((s) => s.hop === 0);
  if (anchors.length !== 1) return invalid("anchor", `expected one hop-0 slice, found ${anchors.length}`);
  const anchorCheck = anchorHolds(anchors[0], expected.anchor, read);
  if (anchorCheck) return invalid("anchor", anchorCheck);
  if (packet.mode === "path" && packet.slices.filter((s) => s.relationship === "peer").length !== 1) {
    return invalid("traversal", "a path packet ends at exactly one peer slice");
  }
  if (packet.mode === "entrypoint" && packet.slices.filter((s) => s.relationship === "entrypoint").length > 1) {
    return invalid("traversal", "an entrypoint packet ends at one entrypoint");
  }
  for (let i = 1; i < packet.uncertain_edges.length; i++) {
    if (compareUncertainEdges(packet.uncertain_edges[i - 1], packet.uncertain_edges[i]) >= 0) {
      return invalid("order", "uncertain edges are not in strict lexicographic order");
    }
  }
  const omissions = packet.omissions;
  const last = omissions[omissions.length - 1];
  const sorted = last && last.candidate === SUMMARY_OMISSION.candidate && last.reason === SUMMARY_OMISSION.reason ? omissions.slice(0, -1) : omissions;
  for (let i = 0; i < sorted.length; i++) {
    const o = sorted[i];
    if (!OMISSION_REASONS.includes(o.reason)) return invalid("omissions", `unknown reason ${o.reason}`);
    if (i > 0 && compareOmissions(sorted[i - 1], o) >= 0) {
      return invalid("order", "omissions are not in strict lexicographic order");
    }
  }
  return ok(packet);
}
__name(verifyPacket, "verifyPacket");
function anchorHolds(slice, anchor, read) {
  switch (anchor.kind) {
    case "line_range":
      return slice.file === anchor.file && slice.start_line === anchor.start && slice.end_line === anchor.end ? null : `hop 0 is ${slice.file}:${slice.start_line}-${slice.end_line}, not the requested ${anchor.file}:${anchor.start}-${anchor.end}`;
    case "path": {
      const file = read(anchor.file);
      const lines = file && !file.binary ? file.lineCount : -1;
      return slice.file === anchor.file && slice.start_line === 1 && slice.end_line === lines ? null : `hop 0 is not the whole of ${anchor.file}`;
    }
    default: {
      if (anchor.file !== null && slice.file !== anchor.file) return `hop 0 is in ${slice.file}, not ${anchor.file}`;
      const symbol = (slice.symbol === null ? null : symbolSegments(slice.symbol)) ?? [];
      const aliases = languageForPath(slice.file)?.rootAliases ?? [];
      return segmentsName(symbol.slice(0, 1), symbol.slice(1), anchor.segments, aliases) || segmentsName([], symbol, anchor.segments, aliases) ? null : `hop 0 is ${slice.symbol ?? "no symbol"}, not ${anchor.segments.join(".")}`;
    }
  }
}
__name(anchorHolds, "anchorHolds");

// src/core/extractionNodes.ts
function lineOf(row) {
  return row + 1;
}
__name(lineOf, "lineOf");
function endLine(node) {
  const { row, column } = node.endPosition;
  return column === 0 && row > node.startPosition.row ? row : row + 1;
}
__name(endLine, "endLine");
var NodeReader = class {
  static {
    __name(this, "NodeReader");
  }
  ends = /* @__PURE__ */ new Map();
  base;
  source;
  constructor(root) {
    this.base = root.startIndex;
    this.source = root.text;
  }
  end(node) {
    let end = this.ends.get(node.id);
    if (end === void 0) {
      end = node.endIndex;
      this.ends.set(node.id, end);
    }
    return end;
  }
  text(node) {
    return this.source.slice(node.startIndex - this.base, this.end(node) - this.base);
  }
  /** The source between two offsets inside the root. */
  slice(start, end) {
    return this.source.slice(start - this.base, end - this.base);
  }
};

// src/core/matchDrafts.ts
var DEFINITION_KINDS = /* @__PURE__ */ new Set([
  "function",
  "method",
  "class",
  "interface",
  "type",
  "enum",
  "module",
  "variable"
]);
var DECLARED_TYPE_CAPTURES = /* @__PURE__ */ new Set([
  "returns.of",
  "destructured",
  "field",
  "callback.outer",
  "expression",
  "parameter",
  "parameter.contextual",
  "argument",
  "argument.new",
  "argument.spread"
]);
function roleOf(name) {
  if (name === BARRIER_CAPTURE) return 0 /* Barrier */;
  if (name.startsWith("definition.")) return 1 /* Definition */;
  if (name === "heritage") return 2 /* Heritage */;
  if (name === "package") return 3 /* Package */;
  if (name.startsWith("entry.")) return 4 /* Entry */;
  if (name === "import.skip") return 5 /* ImportSkip */;
  if (name === "import") return 6 /* Import */;
  if (name.startsWith("export.") || name.startsWith("reexport.")) return 7 /* Export */;
  if (DECLARED_TYPE_CAPTURES.has(name)) return 8 /* Types */;
  if (name.startsWith("reference.")) return 9 /* Reference */;
  return 10 /* Other */;
}
__name(roleOf, "roleOf");
var roles = /* @__PURE__ */ new Map();
function roleOfName(name) {
  let role = roles.get(name);
  if (role === void 0) {
    role = roleOf(name);
    roles.set(name, role);
  }
  return role;
}
__name(roleOfName, "roleOfName");
var NONE3 = [];
function roleOfMatch(caps) {
  let role = 10 /* Other */;
  for (const c of caps) {
    const r = roleOfName(c.name);
    if (r < role) role = r;
  }
  return role;
}
__name(roleOfMatch, "roleOfMatch");
function headOf(caps, role) {
  for (const c of caps) if (roleOfName(c.name) === role) return c.name;
  return "";
}
__name(headOf, "headOf");
function one(caps, name) {
  for (const c of caps) if (c.name === name) return c.node;
  return null;
}
__name(one, "one");
function all(caps, name) {
  let out = null;
  for (const c of caps) if (c.name === name) (out ??= []).push(c.node);
  return out ?? NONE3;
}
__name(all, "all");
function has(caps, name) {
  for (const c of caps) if (c.name === name) return true;
  return false;
}
__name(has, "has");
function collectDeclaredTypes(caps, out) {
  const returnsOf = one(caps, "returns.of");
  const returns = one(caps, "returns");
  if (returnsOf) {
    if (returns) out.returns.push({ of: returnsOf, type: returns });
    const name = one(caps, "returns.field");
    const type = one(caps, "returns.field.type");
    if (name && type) out.returnFields.push({ of: returnsOf, name, type });
    return;
  }
  const destructured = one(caps, "destructured");
  if (destructured) {
    const value = one(caps, "destructured.value");
    if (value) out.destructured.set(destructured.id, value);
    return;
  }
  const field = one(caps, "field");
  if (field) {
    const type = one(caps, "field.type");
    if (type && !out.fields.has(field.id)) out.fields.set(field.id, { name: field, type });
    return;
  }
  const outer = one(caps, "callback.outer");
  if (outer) {
    const inner = one(caps, "callback.inner");
    const type = one(caps, "callback.type");
    if (inner && type) out.callbacks.push({ outer, inner, type });
    return;
  }
  const expression = one(caps, "expression");
  if (expression) {
    const parts = {
      type: one(caps, "expression.type") ?? void 0,
      like: one(caps, "expression.like") ?? void 0,
      object: one(caps, "expression.object") ?? void 0,
      field: one(caps, "expression.field") ?? void 0,
      returns: one(caps, "expression.returns") ?? void 0
    };
    if (!out.expressions.has(expression.id)) out.expressions.set(expression.id, parts);
    return;
  }
  const take = /* @__PURE__ */ __name((capture, add) => {
    for (const n of all(caps, capture)) add(n);
  }, "take");
  take("parameter", (n) => out.parameters.add(n.id));
  take("parameter.contextual", (n) => out.contextual.add(n.id));
  take("argument", (n) => out.arguments.set(n.id, false));
  take("argument.new", (n) => out.arguments.set(n.id, true));
  take("argument.spread", (n) => out.spreads.add(n.id));
}
__name(collectDeclaredTypes, "collectDeclaredTypes");
function collectDrafts(matches, read) {
  const d = {
    defDrafts: /* @__PURE__ */ new Map(),
    scopeNodes: /* @__PURE__ */ new Map(),
    hiddenScopeIds: /* @__PURE__ */ new Set(),
    barrierNodes: /* @__PURE__ */ new Map(),
    bindings: /* @__PURE__ */ new Map(),
    bindingTypes: /* @__PURE__ */ new Map(),
    importDrafts: [],
    packageName: null,
    entryNodes: { mains: [], publics: [] },
    entry: { mains: [], publics: [], program: false, names: null },
    exportDrafts: [],
    refDrafts: /* @__PURE__ */ new Map(),
    notReferences: /* @__PURE__ */ new Set(),
    heritage: [],
    skippedImports: /* @__PURE__ */ new Set(),
    declared: {
      returns: [],
      returnFields: [],
      destructured: /* @__PURE__ */ new Map(),
      fields: /* @__PURE__ */ new Map(),
      parameters: /* @__PURE__ */ new Set(),
      contextual: /* @__PURE__ */ new Set(),
      callbacks: [],
      expressions: /* @__PURE__ */ new Map(),
      arguments: /* @__PURE__ */ new Map(),
      spreads: /* @__PURE__ */ new Set(),
      values: /* @__PURE__ */ new Map()
    }
  };
  for (const match of matches) collectMatch(d, match.captures, match.patternIndex, read);
  return d;
}
__name(collectDrafts, "collectDrafts");
function collectMatch(d, caps, pattern, read) {
  switch (roleOfMatch(caps)) {
    case 0 /* Barrier */:
      for (const n of all(caps, BARRIER_CAPTURE)) d.barrierNodes.set(n.id, n);
      break;
    case 1 /* Definition */:
      draftDefinition(d, caps, pattern, read);
      break;
    case 2 /* Heritage */: {
      const declaration = one(caps, "heritage");
      const name = one(caps, "heritage.name");
      if (declaration && name) d.heritage.push({ declaration, name });
      break;
    }
    case 3 /* Package */:
      d.packageName ??= one(caps, "package").text;
      break;
    case 4 /* Entry */:
      draftEntry(d, caps);
      break;
    case 5 /* ImportSkip */:
      for (const n of all(caps, "import.skip")) d.skippedImports.add(n.id);
      break;
    case 6 /* Import */:
      draftImport(d, caps);
      break;
    case 7 /* Export */:
      d.exportDrafts.push({ kind: headOf(caps, 7 /* Export */), nodes: caps });
      for (const { name: n, node } of caps) {
        if (n === "export.name" || n === "export.alias" || n.startsWith("reexport.")) d.notReferences.add(node.id);
      }
      break;
    case 8 /* Types */:
      collectDeclaredTypes(caps, d.declared);
      break;
    case 9 /* Reference */:
      draftReference(d, caps, pattern);
      break;
    default:
      draftScopesAndBindings(d, caps, read);
  }
}
__name(collectMatch, "collectMatch");
function draftDefinition(d, caps, pattern, read) {
  const head = headOf(caps, 1 /* Definition */);
  const kind = head.slice("definition.".length);
  const node = one(caps, head);
  if (!node || !DEFINITION_KINDS.has(kind)) return;
  const nameNode = one(caps, "name");
  const key = `${node.id}:${nameNode?.id ?? ""}`;
  const prior = d.defDrafts.get(key);
  if (prior && prior.pattern <= pattern) return;
  const owner = one(caps, "owner");
  d.defDrafts.set(key, {
    node,
    nameNode,
    owner: owner ? read.text(owner) : null,
    kind,
    pattern,
    startIndex: node.startIndex,
    endIndex: read.end(node)
  });
}
__name(draftDefinition, "draftDefinition");
function draftEntry(d, caps) {
  for (const node of all(caps, "entry.main")) d.entryNodes.mains.push(node);
  for (const node of all(caps, "entry.public")) d.entryNodes.publics.push(node);
  if (has(caps, "entry.program")) d.entry.program = true;
  for (const node of all(caps, "entry.name")) (d.entry.names ??= []).push(node.text);
  if (has(caps, "entry.names")) d.entry.names ??= [];
}
__name(draftEntry, "draftEntry");
function draftImport(d, caps) {
  const statement = one(caps, "import");
  const source = one(caps, "import.source");
  if (!statement || !source) return;
  for (const [capture, imported] of [
    ["import.default", "default"],
    ["import.namespace", "*"]
  ]) {
    const local = one(caps, capture);
    if (local) d.importDrafts.push({ statement, local, localName: local.text, imported, source: source.text });
  }
  const byPath = one(caps, "import.path");
  if (byPath) {
    const localName = byPath.text.slice(byPath.text.lastIndexOf("/") + 1);
    d.importDrafts.push({ statement, local: byPath, localName, imported: "*", source: source.text });
    d.bindings.set(byPath.id, { node: byPath, name: localName, outer: false, self: false });
  }
  const name = one(caps, "import.name");
  if (name) {
    const local = one(caps, "import.alias") ?? name;
    d.importDrafts.push({ statement, local, localName: local.text, imported: name.text, source: source.text });
    d.notReferences.add(name.id);
  }
}
__name(draftImport, "draftImport");
function draftReference(d, caps, pattern) {
  const refHead = headOf(caps, 9 /* Reference */);
  const nameNode = one(caps, "name");
  const callee = one(caps, refHead);
  if (!nameNode || !callee) return;
  const prior = d.refDrafts.get(nameNode.id);
  if (prior && prior.pattern <= pattern) return;
  d.refDrafts.set(nameNode.id, {
    nameNode,
    receiver: one(caps, "receiver"),
    kind: refHead === "reference.call" ? "call" : refHead === "reference.none" ? "none" : "reference",
    pattern,
    callee
  });
}
__name(draftReference, "draftReference");
function draftScopesAndBindings(d, caps, read) {
  for (const n of all(caps, "scope")) d.scopeNodes.set(n.id, n);
  for (const n of all(caps, "scope.hidden")) {
    d.scopeNodes.set(n.id, n);
    d.hiddenScopeIds.add(n.id);
  }
  for (const n of all(caps, "binding")) if (!d.bindings.get(n.id)?.self) d.bindings.set(n.id, { node: n, name: read.text(n), outer: false, self: false });
  const typed = one(caps, "binding");
  const typeName = one(caps, "binding.type");
  if (typed && typeName) d.bindingTypes.set(typed.id, typeName.id);
  const value = one(caps, "binding.value");
  if (typed && value) d.declared.values.set(typed.id, value);
  for (const n of all(caps, "binding.outer")) d.bindings.set(n.id, { node: n, name: read.text(n), outer: true, self: false });
  for (const n of all(caps, "binding.self")) d.bindings.set(n.id, { node: n, name: read.text(n), outer: false, self: true });
  for (const n of all(caps, "binding.method")) d.bindings.set(n.id, { node: n, name: read.text(n), outer: true, self: false, callsOnly: true });
}
__name(draftScopesAndBindings, "draftScopesAndBindings");

// src/core/scopeWalk.ts
function bind2(id, binding, state, ctx, selfBindings) {
  const scope = state.scope;
  const target = binding.outer && scope.parent ? scope.parent : scope;
  const prior = target.bindings.get(binding.name);
  if (prior === void 0) target.bindings.set(binding.name, id);
  else if (ctx.isDefinitionName(prior) && ctx.isDefinitionName(id) && !ctx.sameDefinition(prior, id)) {
    target.several ??= /* @__PURE__ */ new Map();
    const list = target.several.get(binding.name);
    if (list) list.push(id);
    else target.several.set(binding.name, [prior, id]);
  } else if (prior !== id) ctx.rebound(prior);
  if (binding.self && state.unit >= 0) selfBindings.set(id, state.unit);
}
__name(bind2, "bind");
function enter(id, outer, ctx, isBarrier) {
  let { scope, unit, classDef, barrier } = outer;
  if (ctx.scopeNodes.has(id)) {
    scope = { parent: scope, bindings: /* @__PURE__ */ new Map() };
    if (ctx.hiddenScopeIds.has(id)) scope.hidden = true;
  }
  const def = ctx.defNodeIndex.get(id);
  if (def !== void 0) {
    unit = def;
    const d = ctx.definitions[def];
    if (d.kind === "class" || d.kind === "interface" || d.owner !== void 0) {
      classDef = def;
      barrier = false;
    } else if (isBarrier) barrier = true;
  } else if (isBarrier) barrier = true;
  return { scope, unit, classDef, barrier };
}
__name(enter, "enter");
function sweepIntervals(tree, ctx, read) {
  const root = tree.rootNode;
  const items = capturedItems(root.id, ctx, read);
  if (!items) return null;
  orderSameRanges(items);
  const sweep = new IntervalSweep(root, ctx);
  for (const item of items) if (!sweep.visit(item)) return null;
  return sweep.walk;
}
__name(sweepIntervals, "sweepIntervals");
function capturedItems(rootId, ctx, read) {
  const byId = /* @__PURE__ */ new Map();
  const add = /* @__PURE__ */ __name((node, container) => {
    const id = node.id;
    if (id === rootId) return true;
    const known = byId.get(id);
    if (known) {
      if (container) known.container = true;
      return true;
    }
    const start = node.startIndex;
    const end = read.end(node);
    if (end <= start) return false;
    byId.set(id, { id, node, start, end, container });
    return true;
  }, "add");
  for (const maps of [ctx.scopeNodes, ctx.defNodes, ctx.barrierNodes]) {
    for (const node of maps.values()) if (!add(node, true)) return null;
  }
  for (const b of ctx.bindings.values()) if (!add(b.node, false)) return null;
  for (const r of ctx.refDrafts.values()) if (!add(r.nameNode, false)) return null;
  for (const node of ctx.receivers.values()) if (!add(node, false)) return null;
  return [...byId.values()].sort((a, b) => a.start - b.start || b.end - a.end);
}
__name(capturedItems, "capturedItems");
function orderSameRanges(items) {
  for (let i = 0; i < items.length; ) {
    const first = items[i];
    let j = i + 1;
    while (j < items.length && items[j].start === first.start && items[j].end === first.end) j++;
    if (j - i > 1) {
      const run = items.slice(i, j).map((item) => {
        let depth = 0;
        for (let p = item.node.parent; p && p.startIndex === item.start && p.endIndex === item.end; p = p.parent) depth++;
        return { item, depth };
      });
      run.sort((a, b) => a.depth - b.depth);
      run.forEach((r, k) => items[i + k] = r.item);
    }
    i = j;
  }
}
__name(orderSameRanges, "orderSameRanges");
var IntervalSweep = class {
  constructor(root, ctx) {
    this.root = root;
    this.ctx = ctx;
  }
  root;
  ctx;
  static {
    __name(this, "IntervalSweep");
  }
  walk = { sites: /* @__PURE__ */ new Map(), moduleUnits: [], rootScope: { parent: null, bindings: /* @__PURE__ */ new Map() }, selfBindings: /* @__PURE__ */ new Map() };
  base = { scope: this.walk.rootScope, unit: -1, classDef: null, barrier: false };
  stack = [];
  moduleUnitOf = /* @__PURE__ */ new Map();
  topLevelNodes = null;
  /** Takes the next item in tree order; false when a use lies outside every top-level node (the sweep gives up). */
  visit(item) {
    const { ctx, stack } = this;
    while (stack.length > 0 && stack[stack.length - 1].end < item.end) stack.pop();
    const outer = stack.length > 0 ? stack[stack.length - 1].state : this.base;
    const state = item.container ? enter(item.id, outer, ctx, ctx.barrierNodes.has(item.id)) : outer;
    const binding = ctx.bindings.get(item.id);
    if (binding) bind2(item.id, binding, state, ctx, this.walk.selfBindings);
    if (ctx.refDrafts.has(item.id) || ctx.receivers.has(item.id)) {
      const unit = state.unit === -1 ? this.moduleUnit(item) : state.unit;
      if (unit === null) return false;
      this.walk.sites.set(item.id, { scope: state.scope, unit, classDef: state.classDef, barrier: state.barrier });
    }
    if (item.container) stack.push({ end: item.end, state });
    return true;
  }
  /** The module-level unit (-1 - k) of the top-level statement that holds an item outside every definition. */
  moduleUnit(item) {
    const top = this.topLevelIndex(item);
    if (top < 0) return null;
    let unit = this.moduleUnitOf.get(top);
    if (unit === void 0) {
      const node = this.topLevel()[top].node;
      unit = this.walk.moduleUnits.length;
      this.walk.moduleUnits.push({ start: lineOf(node.startPosition.row), end: endLine(node) });
      this.moduleUnitOf.set(top, unit);
    }
    return -1 - unit;
  }
  topLevel() {
    return this.topLevelNodes ??= this.root.children.flatMap((c) => {
      const start = c.startIndex;
      const end = c.endIndex;
      return end > start ? [{ start, end, node: c }] : [];
    });
  }
  topLevelIndex(item) {
    const nodes = this.topLevel();
    let lo = 0;
    let hi = nodes.length - 1;
    while (lo <= hi) {
      const mid = lo + hi >> 1;
      const t = nodes[mid];
      if (t.end <= item.start) lo = mid + 1;
      else if (t.start > item.start) hi = mid - 1;
      else return t.end >= item.end ? mid : -1;
    }
    return -1;
  }
};
function walkTree(tree, ctx, barrierTypes) {
  const rootScope = { parent: null, bindings: /* @__PURE__ */ new Map() };
  const sites = /* @__PURE__ */ new Map();
  const selfBindings = /* @__PURE__ */ new Map();
  const moduleUnits = [];
  let state = { scope: rootScope, unit: -1, classDef: null, barrier: false };
  let moduleUnit = -1;
  const frames = [];
  const cursor = tree.walk();
  try {
    for (; ; ) {
      const id = cursor.nodeId;
      const depth = frames.length;
      frames.push(state);
      if (depth === 1) moduleUnit = -1;
      if (depth > 0) state = enter(id, state, ctx, barrierTypes.has(cursor.nodeType));
      const binding = ctx.bindings.get(id);
      if (binding) bind2(id, binding, state, ctx, selfBindings);
      if (ctx.refDrafts.has(id) || ctx.receivers.has(id)) {
        let siteUnit = state.unit;
        if (siteUnit === -1 && depth >= 1) {
          if (moduleUnit === -1) {
            const top = topLevelRange(cursor, depth);
            if (top) {
              moduleUnits.push(top);
              moduleUnit = moduleUnits.length - 1;
            }
          }
          siteUnit = -1 - moduleUnit;
        }
        sites.set(id, { scope: state.scope, unit: siteUnit, classDef: state.classDef, barrier: state.barrier });
      }
      if (cursor.gotoFirstChild()) continue;
      for (; ; ) {
        state = frames.pop();
        if (cursor.gotoNextSibling()) break;
        if (!cursor.gotoParent()) return { sites, moduleUnits, rootScope, selfBindings };
      }
    }
  } finally {
    cursor.delete();
  }
}
__name(walkTree, "walkTree");
function topLevelRange(cursor, depth) {
  let node = cursor.currentNode;
  for (let d = depth; d > 1 && node; d--) node = node.parent;
  if (!node) return null;
  return { start: lineOf(node.startPosition.row), end: endLine(node) };
}
__name(topLevelRange, "topLevelRange");

// src/core/extract.ts
var CONTAINER_KINDS = /* @__PURE__ */ new Set(["class", "interface", "enum", "module"]);
var LABEL_LIMIT = 80;
function label(raw) {
  const text = raw.replace(/\s+/g, " ");
  return text.length > LABEL_LIMIT ? `${text.slice(0, LABEL_LIMIT - 1)}\u2026` : text;
}
__name(label, "label");
function useLabel(draft, read) {
  const callee = draft.callee;
  const type = callee.type;
  if (type.startsWith("call") || type.startsWith("new")) {
    return label(read.text(callee.childForFieldName("function") ?? callee.childForFieldName("constructor") ?? draft.nameNode));
  }
  if (draft.receiver && callee.startIndex <= draft.receiver.startIndex && read.end(draft.nameNode) <= read.end(callee)) {
    return label(read.slice(draft.receiver.startIndex, read.end(draft.nameNode)));
  }
  return label(read.text(draft.nameNode));
}
__name(useLabel, "useLabel");
function wrappedRange(node, wrappers) {
  let outer = node;
  for (let p = node.parent; p && wrappers.has(p.type); p = p.parent) outer = p;
  return { start: lineOf(outer.startPosition.row), end: endLine(outer) };
}
__name(wrappedRange, "wrappedRange");
function positionAmong(node, counts, stop = /* @__PURE__ */ new Set()) {
  const parent = node.parent;
  if (!parent || !counts(node)) return null;
  let i = 0;
  for (const sibling of parent.namedChildren) {
    if (!sibling) continue;
    if (sibling.id === node.id) return i;
    if (stop.has(sibling.id)) return null;
    if (counts(sibling)) i++;
  }
  return null;
}
__name(positionAmong, "positionAmong");
function extractFacts(path, spec, tree, query, lineCount, deadlineMs) {
  const root = tree.rootNode;
  const matches = matchesWithDeadline(query, root, deadlineMs);
  if (matches === null) return null;
  const read = new NodeReader(root);
  const drafts = collectDrafts(matches, read);
  const defs = placeDefinitions(drafts.defDrafts, spec, read);
  const { imports, importByLocal } = placeImports(drafts);
  const names = new NameLookup(drafts.bindings, defs.defByName, importByLocal);
  const { definitions, defByNode, defByName } = defs;
  const { declared, bindings, bindingTypes } = drafts;
  const selfReceivers = new Set(spec.selfReceivers);
  const receivers = /* @__PURE__ */ new Map();
  for (const r of drafts.refDrafts.values()) if (r.receiver) receivers.set(r.receiver.id, r.receiver);
  for (const e of declared.expressions.values()) {
    for (const n of [e.object, e.like]) if (n && selfReceivers.has(n.type)) receivers.set(n.id, n);
  }
  const defNodeIndex = /* @__PURE__ */ new Map();
  for (const [id, list] of defByNode) defNodeIndex.set(id, Math.max(...list));
  const context3 = {
    scopeNodes: drafts.scopeNodes,
    hiddenScopeIds: drafts.hiddenScopeIds,
    bindings,
    defNodes: defs.defNodes,
    defNodeIndex,
    barrierNodes: drafts.barrierNodes,
    refDrafts: drafts.refDrafts,
    receivers,
    definitions,
    isDefinitionName: /* @__PURE__ */ __name((id) => defByName.has(id), "isDefinitionName"),
    sameDefinition: /* @__PURE__ */ __name((a, b) => defByName.get(a) === defByName.get(b), "sameDefinition"),
    // Where assignments bind (Python), one of several proves no type or value: the name may hold either.
    rebound: /* @__PURE__ */ __name((first) => {
      bindingTypes.delete(first);
      declared.values.delete(first);
    }, "rebound")
  };
  const walk = sweepIntervals(tree, context3, read) ?? walkTree(tree, context3, new Set(spec.thisBarriers));
  const entry = drafts.entry;
  for (const [kind, nodes] of Object.entries(drafts.entryNodes)) {
    const marked = /* @__PURE__ */ new Set();
    for (const node of nodes) for (const def of defByNode.get(node.id) ?? []) marked.add(def);
    entry[kind] = [...marked].sort((a, b) => a - b);
  }
  const uses = readUses(drafts, definitions, names, walk, spec, read, selfReceivers);
  const { references, referenceNodes } = uses;
  const targetByNode = /* @__PURE__ */ new Map();
  references.forEach((r, i) => targetByNode.set(referenceNodes[i], r.target));
  for (const call of uses.typedCalls) {
    const type = targetByNode.get(call.typeNode);
    const ref = references[call.index];
    if (type?.t === "def" && CONTAINER_KINDS.has(definitions[type.def].kind)) ref.target = { t: "member", def: type.def, member: call.member };
    else if (type?.t === "import" && type.member === null) ref.target = { t: "import", imp: type.imp, member: call.member };
  }
  settleDeclaredTypes({
    declared,
    references,
    referenceNodes,
    referenceReceivers: uses.referenceReceivers,
    targetByNode,
    definitions,
    defByNode,
    defNodeIndex,
    scopeNodes: drafts.scopeNodes,
    overloaded: defs.overloaded,
    refDrafts: drafts.refDrafts,
    bindingTypes,
    bindings,
    selfReceivers,
    siteOf: /* @__PURE__ */ __name((node) => walk.sites.get(node.id) ?? null, "siteOf"),
    bindingAt: /* @__PURE__ */ __name((node) => {
      if (!node.type.endsWith("identifier")) return null;
      const site = walk.sites.get(node.id);
      const id = site ? names.find(site.scope, node.text) : null;
      return id === null || names.bindingOf(id).t !== "value" ? null : id;
    }, "bindingAt")
  });
  settleHeritage(drafts.heritage, targetByNode, defByNode, definitions);
  references.sort((a, b) => a.line - b.line || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const moduleScope = walk.rootScope;
  const exports = buildExports(drafts.exportDrafts, defByNode, (def) => definitions[def].name, (name) => {
    const bindingId = names.find(moduleScope, name);
    if (bindingId === null) return null;
    const b = names.bindingOf(bindingId);
    return b.t === "value" ? null : b;
  });
  return {
    path,
    language: spec.name,
    lineCount,
    parsed: true,
    definitions,
    moduleUnits: walk.moduleUnits,
    imports,
    exports,
    references,
    packageName: drafts.packageName,
    entry
  };
}
__name(extractFacts, "extractFacts");
function placeDefinitions(defDrafts, spec, read) {
  const wrappers = new Set(spec.rangeWrappers);
  const drafts = [...defDrafts.values()].sort(
    (a, b) => a.startIndex - b.startIndex || b.endIndex - a.endIndex || a.pattern - b.pattern
  );
  const kept = mergeOverloads(drafts, new Set(spec.overloadSignatures));
  const definitions = [];
  const defByNode = /* @__PURE__ */ new Map();
  const defNodes = /* @__PURE__ */ new Map();
  const defByName = /* @__PURE__ */ new Map();
  const stack = [];
  const overloaded = /* @__PURE__ */ new Map();
  for (const { draft, first, overloaded: several, names: signatureNames } of kept) {
    while (stack.length > 0 && stack[stack.length - 1].endIndex < draft.endIndex) stack.pop();
    let parent = -1;
    for (let i = stack.length - 1; i >= 0; i--) {
      const s = stack[i];
      if (s.startIndex === draft.startIndex && s.endIndex === draft.endIndex) continue;
      parent = s.index;
      break;
    }
    const name = draft.nameNode ? read.text(draft.nameNode) : spec.anonymousDefinitionName;
    const outer = parent >= 0 ? definitions[parent].chain : [];
    const chain = draft.owner !== null ? [...outer, draft.owner, name] : [...outer, name];
    const range = wrappedRange(draft.node, wrappers);
    const start = first ? Math.min(range.start, wrappedRange(first, wrappers).start) : range.start;
    const index = definitions.length;
    if (several) overloaded.set(index, signatureNames);
    const definition = { name, kind: draft.kind, chain, start, end: range.end, parent };
    if (draft.owner !== null) definition.owner = draft.owner;
    definitions.push(definition);
    const list = defByNode.get(draft.node.id);
    if (list) list.push(index);
    else defByNode.set(draft.node.id, [index]);
    defNodes.set(draft.node.id, draft.node);
    if (first) {
      defByNode.set(first.id, [index]);
      defNodes.set(first.id, first);
    }
    if (draft.nameNode) defByName.set(draft.nameNode.id, index);
    for (const n of signatureNames) defByName.set(n.id, index);
    stack.push({ index, endIndex: draft.endIndex, startIndex: draft.startIndex });
  }
  return { definitions, defByNode, defNodes, defByName, overloaded };
}
__name(placeDefinitions, "placeDefinitions");
function placeImports(d) {
  const imports = [];
  const importByLocal = /* @__PURE__ */ new Map();
  for (const id of d.skippedImports) d.bindings.delete(id);
  for (const draft of d.importDrafts) {
    if (d.skippedImports.has(draft.local.id)) continue;
    importByLocal.set(draft.local.id, imports.length);
    imports.push({
      local: draft.localName,
      imported: draft.imported,
      source: draft.source,
      start: lineOf(draft.statement.startPosition.row),
      end: endLine(draft.statement)
    });
  }
  return { imports, importByLocal };
}
__name(placeImports, "placeImports");
var NameLookup = class {
  constructor(bindings, defByName, importByLocal) {
    this.bindings = bindings;
    this.defByName = defByName;
    this.importByLocal = importByLocal;
  }
  bindings;
  defByName;
  importByLocal;
  static {
    __name(this, "NameLookup");
  }
  /** The binding a name used in `scope` sees, and the scope that binds it; a use that is not a call looks past names only calls see. */
  bound(scope, name, call) {
    for (let s = scope; s; s = s.parent) {
      if (s.hidden && s !== scope) continue;
      const id = s.bindings.get(name);
      if (id !== void 0 && (call || !this.bindings.get(id)?.callsOnly)) return { id, scope: s };
    }
    return null;
  }
  find(scope, name, call = false) {
    return this.bound(scope, name, call)?.id ?? null;
  }
  /** Several definitions bound under one name in the scope that binds it: which one is meant is not proven. */
  several(scope, name, call) {
    const ids = this.bound(scope, name, call)?.scope.several?.get(name);
    if (!ids) return null;
    return { t: "several", defs: ids.map((id) => this.defByName.get(id)) };
  }
  /** Whether a node names a definition or an import: a declaration, not a use. */
  declares(id) {
    return this.defByName.has(id) || this.importByLocal.has(id);
  }
  bindingOf(bindingId) {
    const def = this.defByName.get(bindingId);
    if (def !== void 0) return { t: "def", def };
    const imp = this.importByLocal.get(bindingId);
    if (imp !== void 0) return { t: "import", imp };
    return { t: "value" };
  }
};
function readUses(d, definitions, names, walk, spec, read, selfReceivers) {
  const uses = { references: [], referenceNodes: [], referenceReceivers: [], typedCalls: [] };
  const reading = { d, definitions, names, walk, read, uses, selfReceivers, superReceivers: new Set(spec.superReceivers) };
  for (const draft of d.refDrafts.values()) readUse(reading, draft);
  return uses;
}
__name(readUses, "readUses");
function readUse(r, draft) {
  const id = draft.nameNode.id;
  if (draft.kind === "none") return;
  if (r.d.bindings.has(id) || r.names.declares(id) || r.d.notReferences.has(id)) return;
  const site = r.walk.sites.get(id);
  if (!site) return;
  const name = r.read.text(draft.nameNode);
  const target = draft.receiver ? receiverTarget(r, draft, draft.receiver, name, site) : plainTarget(draft, name, site, r.names);
  if (!target) return;
  const uses = r.uses;
  uses.referenceNodes.push(id);
  uses.referenceReceivers.push(draft.receiver);
  uses.references.push({
    name,
    kind: draft.kind,
    line: lineOf(draft.nameNode.startPosition.row),
    unit: site.unit,
    target,
    label: useLabel(draft, r.read)
  });
}
__name(readUse, "readUse");
function plainTarget(draft, name, site, names) {
  const call = draft.kind === "call";
  const bindingId = names.find(site.scope, name, call);
  if (bindingId === null) return { t: "free" };
  const several = names.several(site.scope, name, call);
  if (several) return several;
  const b = names.bindingOf(bindingId);
  if (b.t === "def") return { t: "def", def: b.def };
  if (b.t === "import") return { t: "import", imp: b.imp, member: null };
  return call ? { t: "uncertain", reason: "call through a value" } : null;
}
__name(plainTarget, "plainTarget");
function receiverTarget(r, draft, receiver, name, site) {
  const { definitions, names, walk, uses, read } = r;
  const receiverName = read.text(receiver);
  const receiverType = receiver.type;
  const receiverSite = walk.sites.get(receiver.id);
  const selfOf = walk.selfBindings.get(names.find(receiverSite?.scope ?? null, receiverName) ?? -1);
  const owns = /* @__PURE__ */ __name((def) => definitions[def].owner !== void 0, "owns");
  if (selfOf !== void 0 && owns(selfOf) && receiverType.endsWith("identifier")) return { t: "owned", def: selfOf, member: name };
  if (r.selfReceivers.has(receiverType) || r.selfReceivers.has(receiverName)) {
    if (site.classDef === null) return { t: "uncertain", reason: `\`${receiverName}\` outside a class` };
    if (site.barrier) return { t: "uncertain", reason: `\`${receiverName}\` rebound by a nested function` };
    if (owns(site.classDef)) return { t: "owned", def: site.classDef, member: name };
    return { t: "member", def: site.classDef, member: name };
  }
  if (r.superReceivers.has(receiverType) || r.superReceivers.has(receiverName)) {
    if (site.classDef === null) return { t: "uncertain", reason: `\`${receiverName}\` outside a class` };
    return { t: "super", def: site.classDef, member: name };
  }
  const bindingId = receiverSite && receiverType.endsWith("identifier") ? names.find(receiverSite.scope, receiverName) : null;
  const b = bindingId === null ? null : names.bindingOf(bindingId);
  if (b?.t === "def" && CONTAINER_KINDS.has(definitions[b.def].kind)) return { t: "member", def: b.def, member: name };
  if (b?.t === "import") return { t: "import", imp: b.imp, member: name };
  if (bindingId === null && receiverType.endsWith("identifier")) return draft.kind === "call" ? { t: "unknown_receiver", free: receiverName } : null;
  if (draft.kind !== "call") return null;
  const typeNode = bindingId === null ? void 0 : r.d.bindingTypes.get(bindingId);
  if (typeNode !== void 0) uses.typedCalls.push({ index: uses.references.length, typeNode, member: name });
  return { t: "unknown_receiver" };
}
__name(receiverTarget, "receiverTarget");
function settleHeritage(heritage, targetByNode, defByNode, definitions) {
  const extendsNamed = /* @__PURE__ */ new Map();
  for (const { declaration } of heritage) extendsNamed.set(declaration.id, (extendsNamed.get(declaration.id) ?? 0) + 1);
  for (const { declaration, name } of heritage) {
    if ((extendsNamed.get(declaration.id) ?? 0) > 1) continue;
    const target = targetByNode.get(name.id);
    for (const def of defByNode.get(declaration.id) ?? []) {
      if (target && (target.t === "def" || target.t === "import" || target.t === "member")) definitions[def].extends = target;
    }
  }
}
__name(settleHeritage, "settleHeritage");
var TYPE_DEPTH2 = 24;
function settleDeclaredTypes(x) {
  const { declared, references, targetByNode, definitions } = x;
  const named = /* @__PURE__ */ __name((typeNode) => {
    const target = typeNode ? targetByNode.get(typeNode.id) : void 0;
    return target ? { t: "name", target } : null;
  }, "named");
  const returnsOf = /* @__PURE__ */ new Map();
  for (const { of, type } of declared.returns) {
    returnsOf.set(of.id, type);
    const defs = x.defByNode.get(of.id) ?? [];
    const t = named(type);
    if (defs.length === 1 && t && !x.overloaded.has(defs[0])) definitions[defs[0]].returns = t;
  }
  const returnFieldCount = /* @__PURE__ */ new Map();
  for (const { of, name } of declared.returnFields) returnFieldCount.set(`${of.id}\0${name.text}`, (returnFieldCount.get(`${of.id}\0${name.text}`) ?? 0) + 1);
  for (const { of, name, type } of declared.returnFields) {
    const defs = x.defByNode.get(of.id) ?? [];
    const t = named(type);
    if (defs.length !== 1 || !t || x.overloaded.has(defs[0]) || returnFieldCount.get(`${of.id}\0${name.text}`) !== 1) continue;
    (definitions[defs[0]].returnFields ??= []).push({ name: name.text, type: t });
  }
  for (const [def, names] of x.overloaded) {
    const types = names.map((n) => n.parent ? named(returnsOf.get(n.parent.id)) : null);
    const first = types[0];
    if (first && types.every((t) => t !== null && JSON.stringify(t) === JSON.stringify(first))) definitions[def].returns = first;
  }
  const fieldsSeen = /* @__PURE__ */ new Map();
  const pendingFields = [];
  for (const { name, type } of declared.fields.values()) {
    let owner = null;
    for (let p = name.parent; p; p = p.parent) {
      const def = x.defNodeIndex.get(p.id);
      if (def !== void 0 && CONTAINER_KINDS.has(definitions[def].kind)) {
        owner = def;
        break;
      }
    }
    const t = named(type);
    if (owner === null || !t) continue;
    const key = `${owner}\0${name.text}`;
    fieldsSeen.set(key, (fieldsSeen.get(key) ?? 0) + 1);
    pendingFields.push({ def: owner, name: name.text, type: t });
  }
  for (const f of pendingFields) {
    if ((fieldsSeen.get(`${f.def}\0${f.name}`) ?? 0) > 1) continue;
    (definitions[f.def].fields ??= []).push({ name: f.name, type: f.type });
  }
  const isParameter = /* @__PURE__ */ __name((n) => declared.parameters.has(n.id), "isParameter");
  for (const { outer, inner, type } of declared.callbacks) {
    const fn = outer.parent?.parent;
    if (!fn) continue;
    let def;
    for (let p = fn; p; p = p.parent) {
      def = x.defNodeIndex.get(p.id);
      if (def !== void 0 || p.id !== fn.id && x.scopeNodes.has(p.id)) break;
    }
    const arg = positionAmong(outer, isParameter);
    const param = positionAmong(inner, isParameter);
    const t = named(type);
    if (def === void 0 || x.overloaded.has(def) || arg === null || param === null || !t) continue;
    (definitions[def].callbacks ??= []).push({ arg, param, type: t });
  }
  const indexByNode = /* @__PURE__ */ new Map();
  x.referenceNodes.forEach((id, i) => indexByNode.set(id, i));
  const callees = /* @__PURE__ */ new Map();
  for (const d of x.refDrafts.values()) if (d.kind === "call") callees.set(d.callee.id, d);
  const settled = /* @__PURE__ */ new Set();
  const targetOfName = /* @__PURE__ */ __name((nameId, depth) => {
    const i = indexByNode.get(nameId);
    if (i === void 0) return null;
    const ref = references[i];
    if (settled.has(i)) return ref.target;
    settled.add(i);
    const receiver = x.referenceReceivers[i];
    if (receiver && ref.kind === "call" && ref.target.t === "unknown_receiver" && ref.target.free === void 0) {
      const type = typeOfNode(receiver, depth + 1);
      if (type) ref.target = { t: "typed", type, member: ref.name };
    }
    return ref.target;
  }, "targetOfName");
  const bindingTypeMemo = /* @__PURE__ */ new Map();
  const typeOfBinding = /* @__PURE__ */ __name((id, depth) => {
    if (bindingTypeMemo.has(id)) return bindingTypeMemo.get(id) ?? null;
    bindingTypeMemo.set(id, null);
    let type = null;
    const typeNode = x.bindingTypes.get(id);
    const value = declared.values.get(id);
    const node = x.bindings.get(id)?.node;
    if (typeNode !== void 0) {
      const target = targetByNode.get(typeNode);
      type = target ? { t: "name", target } : null;
    } else if (value) type = typeOfNode(value, depth + 1);
    else if (node && declared.destructured.has(node.id)) {
      const of = typeOfNode(declared.destructured.get(node.id), depth + 1);
      type = of ? { t: "field", of, name: node.text } : null;
    } else if (node && declared.contextual.has(node.id)) type = typeOfArgumentParameter(node, depth);
    bindingTypeMemo.set(id, type);
    return type;
  }, "typeOfBinding");
  const typeOfArgumentParameter = /* @__PURE__ */ __name((node, depth) => {
    const param = isParameter(node) ? node : node.parent && isParameter(node.parent) ? node.parent : null;
    if (!param) return null;
    const fn = [param.parent, param.parent?.parent].find((n) => n && declared.arguments.has(n.id));
    const call = fn?.parent?.parent;
    const callee = call ? callees.get(call.id) : void 0;
    if (!fn || !callee) return null;
    const arg = positionAmong(fn, (n) => !n.isExtra, declared.spreads);
    const index = positionAmong(param, isParameter);
    const target = targetOfName(callee.nameNode.id, depth + 1);
    if (arg === null || index === null || !target) return null;
    return { t: "argument", callee: target, construct: declared.arguments.get(fn.id) === true, arg, param: index };
  }, "typeOfArgumentParameter");
  const typeOfNode = /* @__PURE__ */ __name((node, depth) => {
    if (depth > TYPE_DEPTH2) return null;
    const e = declared.expressions.get(node.id);
    if (e) {
      if (e.type) return named(e.type);
      if (e.like) return typeOfNode(e.like, depth + 1);
      if (e.object && e.field) {
        const of = typeOfNode(e.object, depth + 1);
        return of ? { t: "field", of, name: e.field.text } : null;
      }
      if (e.returns) {
        const callee = targetOfName(e.returns.id, depth + 1);
        return callee ? { t: "returns", callee } : null;
      }
      return null;
    }
    if (x.selfReceivers.has(node.type)) {
      const site = x.siteOf(node);
      if (!site || site.classDef === null || site.barrier || definitions[site.classDef].owner !== void 0) return null;
      return { t: "self", def: site.classDef };
    }
    const id = x.bindingAt(node);
    return id === null ? null : typeOfBinding(id, depth + 1);
  }, "typeOfNode");
  references.forEach((ref, i) => {
    if (ref.kind === "call" && ref.target.t === "unknown_receiver") targetOfName(x.referenceNodes[i], 0);
  });
}
__name(settleDeclaredTypes, "settleDeclaredTypes");
function mergeOverloads(drafts, signatures) {
  const out = [];
  let pending = null;
  let names = [];
  for (const draft of drafts) {
    if (pending) {
      const sameName = pending.nameNode?.text === draft.nameNode?.text;
      const sameParent = pending.node.parent?.id === draft.node.parent?.id || pending.node.parent?.parent?.id === draft.node.parent?.parent?.id;
      if (sameName && sameParent && draft.startIndex >= pending.endIndex) {
        if (signatures.has(draft.node.type)) {
          if (draft.nameNode) names.push(draft.nameNode);
          continue;
        }
        out.push({ draft, first: pending.node, overloaded: true, names });
        pending = null;
        continue;
      }
      out.push({ draft: pending, first: null, overloaded: names.length > 1, names });
      pending = null;
    }
    if (signatures.has(draft.node.type)) {
      pending = draft;
      names = draft.nameNode ? [draft.nameNode] : [];
    } else out.push({ draft, first: null, overloaded: false, names: [] });
  }
  if (pending) out.push({ draft: pending, first: null, overloaded: names.length > 1, names });
  return out;
}
__name(mergeOverloads, "mergeOverloads");
function buildExports(drafts, defByNode, defName, resolveLocal) {
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  const push = /* @__PURE__ */ __name((fact) => {
    const key = JSON.stringify(fact);
    if (!seen.has(key)) {
      seen.add(key);
      out.push(fact);
    }
  }, "push");
  for (const { nodes } of drafts) {
    const declared = one(nodes, "export.declaration");
    if (declared) {
      for (const def of defByNode.get(declared.id) ?? []) push({ exported: defName(def), local: { t: "def", def } });
    }
    const dflt = one(nodes, "export.default");
    if (dflt) {
      const defs = defByNode.get(dflt.id);
      if (defs && defs.length > 0) push({ exported: "default", local: { t: "def", def: defs[0] } });
      else if (dflt.type.endsWith("identifier")) {
        const local = resolveLocal(dflt.text);
        if (local) push({ exported: "default", local });
      }
    }
    const name = one(nodes, "export.name");
    if (name) {
      const local = resolveLocal(name.text);
      if (local) push({ exported: (one(nodes, "export.alias") ?? name).text, local });
    }
    const source = one(nodes, "reexport.source");
    const reName = one(nodes, "reexport.name");
    if (source && reName) {
      push({ exported: (one(nodes, "reexport.alias") ?? reName).text, source: source.text, imported: reName.text });
    }
    const namespace = one(nodes, "reexport.namespace");
    if (namespace && source) push({ exported: namespace.text, source: source.text, imported: "*" });
    const all2 = one(nodes, "reexport.all");
    if (all2) push({ all: all2.text });
  }
  return out;
}
__name(buildExports, "buildExports");

// src/core/indexer.ts
var PARSE_DEADLINE_MS = 2e3;
function emptyIndex() {
  return { facts: /* @__PURE__ */ new Map(), unavailable: /* @__PURE__ */ new Map() };
}
__name(emptyIndex, "emptyIndex");
function unparsedReason(file) {
  if (!file) return "cannot be read";
  if (file.binary) return "binary file";
  return file.skip;
}
__name(unparsedReason, "unparsedReason");
var PARSE_TIMED_OUT = `parse exceeded ${PARSE_DEADLINE_MS} ms`;
var QUERY_TIMED_OUT = `reading its names took longer than ${PARSE_DEADLINE_MS} ms`;
function isDeadlineReason(reason2) {
  return reason2 === PARSE_TIMED_OUT || reason2 === QUERY_TIMED_OUT;
}
__name(isDeadlineReason, "isDeadlineReason");
async function indexText(path, spec, text, lineCount) {
  const { parser, query } = await loadLanguage(spec);
  const tree = parseWithDeadline(parser, text, PARSE_DEADLINE_MS);
  if (!tree) return { unavailable: PARSE_TIMED_OUT };
  try {
    const facts = extractFacts(path, spec, tree, query, lineCount, PARSE_DEADLINE_MS);
    return facts ? { facts } : { unavailable: QUERY_TIMED_OUT };
  } finally {
    tree.delete();
  }
}
__name(indexText, "indexText");
function record(into, path, outcome) {
  if ("facts" in outcome) into.facts.set(path, outcome.facts);
  else into.unavailable.set(path, outcome.unavailable);
}
__name(record, "record");

// src/core/parsePool.ts
import { existsSync as existsSync4 } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath as fileURLToPath2 } from "node:url";
import { Worker } from "node:worker_threads";

// src/core/scratchRead.ts
import { closeSync as closeSync2, openSync as openSync2, readSync as readSync2 } from "node:fs";
var SCRATCH_BYTES = 1 << 20;
var scratch = Buffer.allocUnsafe(SCRATCH_BYTES);
function scratchBuffer() {
  return scratch;
}
__name(scratchBuffer, "scratchBuffer");
function scratchOfAtLeast(bytes) {
  if (scratch.length < bytes) scratch = Buffer.allocUnsafe(bytes);
  return scratch;
}
__name(scratchOfAtLeast, "scratchOfAtLeast");
function readIntoScratch(path) {
  const fd = openSync2(path, "r");
  let length = 0;
  try {
    for (; ; ) {
      if (length === scratch.length) {
        const bigger = Buffer.allocUnsafe(2 * scratch.length);
        scratch.copy(bigger, 0, 0, length);
        scratch = bigger;
      }
      const n = readSync2(fd, scratch, length, scratch.length - length, null);
      if (n === 0) break;
      length += n;
    }
  } finally {
    closeSync2(fd);
  }
  return length;
}
__name(readIntoScratch, "readIntoScratch");
function releaseScratch() {
  if (scratch.length > SCRATCH_BYTES) scratch = Buffer.allocUnsafe(SCRATCH_BYTES);
}
__name(releaseScratch, "releaseScratch");

// src/core/sharedSketch.ts
var NEXT = 0;
var USED = 1;
var ACTIVE = 2;
var BY_WORKERS = 3;
var NOT_DONE = 0;
var UNREADABLE = -1;
var NO_ROOM = -2;
function newSharedSketchJob(paths, arenaBytes) {
  return {
    paths,
    control: new SharedArrayBuffer(4 * 4),
    places: new SharedArrayBuffer(8 * paths.length),
    arena: new SharedArrayBuffer(arenaBytes - arenaBytes % 4)
  };
}
__name(newSharedSketchJob, "newSharedSketchJob");
function takeSketches(job, worker) {
  const control = new Int32Array(job.control);
  const places = new Int32Array(job.places);
  const arena = new Int32Array(job.arena);
  Atomics.add(control, ACTIVE, 1);
  try {
    for (; ; ) {
      const i = Atomics.add(control, NEXT, 1);
      if (i >= job.paths.length) return;
      let length;
      try {
        length = readIntoScratch(job.paths[i]);
      } catch {
        Atomics.store(places, 2 * i + 1, UNREADABLE);
        continue;
      }
      const words2 = sketchLength(length);
      const at = Atomics.add(control, USED, words2);
      if (at + words2 > arena.length) Atomics.store(places, 2 * i + 1, NO_ROOM);
      else {
        sketchWordsInto(scratchBuffer(), length, arena.subarray(at, at + words2), sketchLexiconForPath(job.paths[i]));
        places[2 * i] = at;
        Atomics.store(places, 2 * i + 1, words2);
        if (worker) Atomics.add(control, BY_WORKERS, 1);
      }
      releaseScratch();
    }
  } finally {
    Atomics.sub(control, ACTIVE, 1);
    Atomics.notify(control, ACTIVE);
  }
}
__name(takeSketches, "takeSketches");
function awaitSketches(job, deadlineMs) {
  const control = new Int32Array(job.control);
  const stopAt = Date.now() + deadlineMs;
  for (; ; ) {
    const active = Atomics.load(control, ACTIVE);
    const left = stopAt - Date.now();
    if (active === 0 || left <= 0) return;
    Atomics.wait(control, ACTIVE, active, left);
  }
}
__name(awaitSketches, "awaitSketches");
function sketchesOf(job) {
  const places = new Int32Array(job.places);
  const arena = new Int32Array(job.arena);
  const sketches = job.paths.map((_, i) => {
    const length = Atomics.load(places, 2 * i + 1);
    if (length === UNREADABLE) return null;
    if (length === NOT_DONE || length === NO_ROOM) return void 0;
    const at = places[2 * i];
    return arena.subarray(at, at + length);
  });
  return { sketches, byWorkers: Atomics.load(new Int32Array(job.control), BY_WORKERS) };
}
__name(sketchesOf, "sketchesOf");

// src/core/parsePool.ts
var IN_FLIGHT = 2;
var SKETCH_ARENA_BYTES = 96 * 1024 * 1024;
var SKETCH_WAIT_MS = 1e4;
var ParsePool = class {
  constructor(script, size) {
    this.script = script;
    this.size = size;
  }
  script;
  size;
  static {
    __name(this, "ParsePool");
  }
  slots = null;
  sent = /* @__PURE__ */ new Map();
  nextId = 0;
  /** What made a worker fail: every job then fails with it, rather than wait for a thread that is gone. */
  failure = null;
  /** Whether the workers have been started (by a sweep or a parse): a job sent now is begun at once. */
  get started() {
    return this.slots !== null && this.failure === null;
  }
  start() {
    this.slots ??= Array.from({ length: this.size }, () => {
      const worker = new Worker(this.script);
      worker.unref();
      const slot = { worker, text: 0 };
      worker.on("message", (reply) => this.answer(reply));
      worker.on("error", (error) => this.fail(error));
      return slot;
    });
    return this.slots;
  }
  /**
   * Sketches the words of every file (absolute paths) on every core, this thread included: each file's sketch,
   * null for an unreadable file, undefined for one left unsketched (see awaitSketches); and how many the workers
   * did. Synchronous: the caller is in the middle of a question.
   */
  sketchFiles(paths) {
    const job = newSharedSketchJob(paths, SKETCH_ARENA_BYTES);
    const { paths: _, ...shared2 } = job;
    const message = { sketch: shared2, paths: paths.join("\0") };
    for (const slot of this.start()) slot.worker.postMessage(message);
    takeSketches(job, false);
    awaitSketches(job, SKETCH_WAIT_MS);
    return sketchesOf(job);
  }
  /**
   * Sends one job to a worker (`slot`, or the one with the least text to parse) at once, and gives its outcome
   * when the worker answers. A job sent while this thread is busy (in the middle of a question) is parsed
   * meanwhile: the worker needs nothing more from this thread until it answers.
   */
  parse(job, slot) {
    const slots = this.start();
    if (this.failure) return Promise.reject(this.failure);
    const to = slot ?? slots.reduce((a, b) => b.text < a.text ? b : a);
    const id = this.nextId++;
    if (this.sent.size === 0) for (const s of slots) s.worker.ref();
    to.text += job.text.length;
    const message = { id, path: job.path, language: job.language, text: job.text, lineCount: job.lineCount };
    return new Promise((resolve2, reject) => {
      this.sent.set(id, { slot: to, path: job.path, text: job.text.length, resolve: resolve2, reject });
      to.worker.postMessage(message);
    });
  }
  answer(reply) {
    const sent = this.sent.get(reply.id);
    if (!sent) return;
    this.sent.delete(reply.id);
    sent.slot.text -= sent.text;
    if (this.sent.size === 0) for (const s of this.slots ?? []) s.worker.unref();
    if ("error" in reply) sent.reject(new Error(`parse worker failed on ${sent.path}: ${reply.error}`));
    else sent.resolve("facts" in reply ? { outcome: { facts: decodeFacts(reply.facts) }, json: reply.facts } : { outcome: { unavailable: reply.unavailable }, json: null });
  }
  fail(error) {
    this.failure ??= error;
    const waiting = [...this.sent.values()];
    this.sent.clear();
    for (const s of this.slots ?? []) s.worker.unref();
    for (const sent of waiting) sent.reject(error);
  }
  /**
   * Parses the jobs `next` gives until it gives null, asking for each only when a worker has room for it: what
   * makes a job (reading its file) runs while the workers parse the ones before. Outcomes in the order given.
   */
  run(next) {
    const slots = this.start();
    const outcomes = [];
    const inFlight = slots.map(() => 0);
    return new Promise((resolve2, reject) => {
      let exhausted = false;
      let done = 0;
      const feed = /* @__PURE__ */ __name(() => {
        for (const [i, slot] of slots.entries()) {
          while (!exhausted && inFlight[i] < IN_FLIGHT) {
            let job;
            try {
              job = next();
            } catch (error) {
              reject(error);
              return;
            }
            if (!job) {
              exhausted = true;
              break;
            }
            const outcome = this.parse(job, slot);
            outcomes.push(outcome);
            inFlight[i] = inFlight[i] + 1;
            outcome.then(() => {
              done++;
              inFlight[i] = inFlight[i] - 1;
              feed();
            }, reject);
          }
        }
        if (exhausted && done === outcomes.length) resolve2(Promise.all(outcomes));
      }, "feed");
      feed();
    });
  }
};
var shared;
function parsePool() {
  if (shared === void 0) {
    const script = fileURLToPath2(new URL("./parseWorker.js", import.meta.url));
    const asked = Number(process.env.ODIN_SLICE_WORKERS);
    const size = Number.isInteger(asked) && asked >= 0 ? asked : availableParallelism();
    shared = existsSync4(script) && size >= 1 && (size > 1 || process.env.ODIN_SLICE_WORKERS !== void 0) ? new ParsePool(script, size) : null;
  }
  return shared;
}
__name(parsePool, "parsePool");

// src/core/treeText.ts
import { join as join6 } from "node:path";
function wholeWordAt(b, needle, from) {
  const checkBefore = isWordByte(needle.charCodeAt(0));
  const checkAfter = isWordByte(needle.charCodeAt(needle.length - 1));
  for (let at = b.indexOf(needle, from); at >= 0; at = b.indexOf(needle, at + 1)) {
    if (checkBefore && at > 0 && isWordByte(b.charCodeAt(at - 1))) continue;
    const end = at + needle.length;
    if (checkAfter && end < b.length && isWordByte(b.charCodeAt(end))) continue;
    return at;
  }
  return -1;
}
__name(wholeWordAt, "wholeWordAt");
var WORD = /^[A-Za-z0-9_$\u0080-\uffff]+$/;
var WORDS = /[A-Za-z0-9_$\u0080-\u00ff]+/g;
var KEPT_TEXT_BYTES = 48 * 1024 * 1024;
var SKETCH_KEPT_TEXT_AFTER = 4;
var SKETCH_TOGETHER_AFTER_FILES = 4e3;
var KEPT_NAMES_AFTER_BYTES_PER_FILE = 400;
var KEPT_NAMES_AFTER_BYTES_PER_GIVEN_FILE = 40;
var SEARCHES_BEFORE_WORDS = 8;
var patterns = /* @__PURE__ */ new WeakMap();
function definitionPattern(sites, name) {
  let byName = patterns.get(sites);
  if (!byName) {
    byName = /* @__PURE__ */ new Map();
    patterns.set(sites, byName);
  }
  let pattern = byName.get(name);
  if (!pattern) {
    if (byName.size >= 4096) byName.clear();
    const word = Buffer.from(name, "utf8").toString("latin1").replace(/[$]/g, "\\$&");
    const at = sites.map((s) => `(?<=(?:${s.before})${word})${s.after === void 0 ? "" : `(?=${s.after})`}`);
    pattern = new RegExp(`${word}(?:${at.join("|")})`, "my");
    byName.set(name, pattern);
  }
  return pattern;
}
__name(definitionPattern, "definitionPattern");
var TreeText = class _TreeText {
  /**
   * `files`: the indexable files, sorted. `skipReason` reads a file as the indexer does, to tell why it is not
   * indexed; it is asked only when the bytes alone cannot rule that out.
   */
  constructor(root, files, limits, skipReason, keptNames = () => null, blobsGiven = false, sketchAll) {
    this.root = root;
    this.files = files;
    this.limits = limits;
    this.skipReason = skipReason;
    this.keptNames = keptNames;
    this.blobsGiven = blobsGiven;
    this.sketchAll = sketchAll;
  }
  root;
  files;
  limits;
  skipReason;
  keptNames;
  blobsGiven;
  sketchAll;
  static {
    __name(this, "TreeText");
  }
  /** Says every file mentions every name: no file is ruled out by its text (the reference for whole-tree answers). */
  unfiltered = false;
  /** Whether this is the unfiltered reference, which rules no file out. */
  get isUnfiltered() {
    return this.unfiltered;
  }
  /**
   * Files' bytes read as latin1 (one character per byte), searched as text without decoding it again: every
   * unreadable file (null), and the text of those read first, up to keptTextBytes.
   */
  raw = /* @__PURE__ */ new Map();
  /** The text read last, when it is not kept: a file is often asked about twice in a row. */
  last = null;
  /** Bytes of text kept in `raw`, and at most how many. */
  keptBytes = 0;
  /** The bound each new TreeText takes (tests lower it to read every file's words from sketches). */
  static keptTextBound = KEPT_TEXT_BYTES;
  keptTextBytes = _TreeText.keptTextBound;
  /**
   * Files this text read from disk, each time one is read (a file whose text is not kept may be read again); the
   * files sketched together are counted apart (sketchedTogether).
   */
  reads = 0;
  /**
   * The word sketch of each file read whose text is not kept: a question that sweeps the tree asks every file
   * about its name, and a sketch rules most of them out without reading them again.
   */
  sketches = /* @__PURE__ */ new Map();
  /** The last name hashed for the sketches: a sweep asks every file about one name. */
  hashed = { name: "", hash: 0 };
  byName = /* @__PURE__ */ new Map();
  /**
   * With every file indexed (or their names kept from an earlier index of the same tree): the names each file's
   * facts hold, which answer every question by name instead of the text.
   */
  known = null;
  stale = /* @__PURE__ */ new Set();
  /** Whether the index holds exactly the files of the tree, none of them stale: its lists are the answers. */
  exact = false;
  /** Whether a file can define a name, by name and file. */
  defines = /* @__PURE__ */ new Map();
  /** Each file's words, for files asked about one name after another. */
  words = /* @__PURE__ */ new Map();
  /** Times a TreeText of this process took every file's names from an earlier whole-tree index (keptNames). */
  static keptNamesUsedInProcess = 0;
  /** Searches of one file's text for one name by the TreeTexts of this process: what kept names spare. */
  static searchesInProcess = 0;
  keptNamesAsked = false;
  /** This text's searches so far: past a share of the tree, the kept names are cheaper than more searching. */
  searches = 0;
  /** The bytes of the files read for searches so far: a few large files cost as much as many small ones. */
  bytesRead = 0;
  /** Bytes of text searched, each file once per search (a large package's files are searched for name after name). */
  bytesSearched = 0;
  /** The same files, none of them ruled out by its text. */
  static unfiltered(files) {
    const text = new _TreeText("", files, { maxFileBytes: 0, maxLineLength: 0, maxFiles: 0 }, () => null);
    text.unfiltered = true;
    return text;
  }
  /** Whether the indexer will skip a file (unreadable, binary, too large, a line too long) rather than parse it. */
  skipped(file) {
    if (this.unfiltered) return false;
    if (this.fromIndex(file)) return !this.known.hasFacts(file);
    const b = this.contents(file);
    if (b === null || b.includes("\0") || b.length > this.limits.maxFileBytes) return true;
    let longest = 0;
    for (let from = 0; from < b.length; ) {
      let nl = b.indexOf("\n", from);
      if (nl < 0) nl = b.length;
      if (nl - from > longest) longest = nl - from;
      from = nl + 1;
    }
    return longest > this.limits.maxLineLength && this.skipReason(file) !== null;
  }
  /** A file's bytes as they are on disk, or null when it cannot be read. */
  bytes(file) {
    const text = this.contents(file);
    return text === null ? null : Buffer.from(text, "latin1");
  }
  contents(file) {
    const b = this.raw.get(file);
    if (b !== void 0) return b;
    if (this.last?.file === file) return this.last.text;
    return this.load(file, () => true);
  }
  /**
   * Reads a file: keeps its text while the kept text is under its bound, else sketches the file and makes its
   * text (kept as the last read) only if `wanted` says, given the sketch. The text, null when the file cannot
   * be read, or undefined when it was not wanted.
   */
  load(file, wanted) {
    const length = this.read(file);
    if (length === null) return null;
    let text;
    if (this.keptBytes + length <= this.keptTextBytes) {
      text = scratchBuffer().toString("latin1", 0, length);
      this.raw.set(file, text);
      this.keptBytes += length;
    } else {
      const sketch = this.sketches.get(file) ?? sketchWords(scratchBuffer(), length, sketchLexiconForPath(file));
      this.sketches.set(file, sketch);
      if (wanted(sketch)) {
        text = scratchBuffer().toString("latin1", 0, length);
        this.last = { file, text };
      }
    }
    releaseScratch();
    return text;
  }
  /** Reads a file into the scratch buffer: its length, or null (kept) when it cannot be read. */
  read(file) {
    this.reads++;
    try {
      const length = readIntoScratch(join6(this.root, file));
      this.bytesRead += length;
      return length;
    } catch {
      this.raw.set(file, null);
      return null;
    }
  }
  /**
   * Whether a file may hold a plain-word name (where `placed` says, see DefinitionPlacement and wordSketch's
   * declaredHash, keywordHash and openerHash): by its sketch when its text is not kept, else true (the text is there to be
   * searched), until the tree has been swept a few times and kept text is sketched too. A file not read yet is
   * read as contents() reads it (see load).
   */
  mayHold(file, name, placed = "anywhere") {
    let sketch = this.sketches.get(file);
    if (sketch !== void 0) return this.sketchHolds(sketch, name, placed);
    if (!this.raw.has(file)) this.load(file, (read) => this.sketchHolds(read, name, placed));
    sketch = this.sketches.get(file);
    if (sketch === void 0) {
      const text = this.raw.get(file);
      if (text == null || this.fullScans < SKETCH_KEPT_TEXT_AFTER) return true;
      const bytes = scratchOfAtLeast(text.length);
      sketch = sketchWords(bytes, bytes.write(text, "latin1"), sketchLexiconForPath(file));
      releaseScratch();
      this.sketches.set(file, sketch);
    }
    return this.sketchHolds(sketch, name, placed);
  }
  sketchHolds(sketch, name, placed = "anywhere") {
    if (this.hashed.name !== name) this.hashed = { name, hash: wordHash(Buffer.from(name, "utf8")) };
    const hash = this.hashed.hash;
    if (!sketchMayHold(sketch, hash)) return false;
    switch (placed) {
      case "afterWords":
        return sketchMayHold(sketch, declaredHash(hash));
      case "afterKeyword":
        return sketchMayHold(sketch, keywordHash(hash));
      case "beforeOpener":
        return sketchMayHold(sketch, openerHash(hash));
      case "afterKeywordOrBeforeOpener":
        return sketchMayHold(sketch, keywordHash(hash)) || sketchMayHold(sketch, openerHash(hash));
      default:
        return true;
    }
  }
  /**
   * Whether a file's text holds `name` as a whole word. A name that is not plain text of the file (it holds a
   * replacement character, so the bytes were not UTF-8) is taken to be mentioned everywhere.
   */
  mentions(file, name) {
    if (this.unfiltered || name.length === 0 || name.includes("\uFFFD")) return true;
    if (this.fromIndex(file)) return this.known.names(file, name);
    if (WORD.test(name)) {
      if (!this.mayHold(file, name)) return false;
      let words2 = this.words.get(file);
      if (words2 === void 0) {
        const asked = (this.asked.get(file) ?? 0) + 1;
        this.asked.set(file, asked);
        if (asked <= SEARCHES_BEFORE_WORDS) return this.scan(file, name);
        const b = this.contents(file);
        words2 = b !== null ? new Set(b.match(WORDS)) : null;
        this.words.set(file, words2);
      }
      return words2 ? words2.has(Buffer.from(name, "utf8").toString("latin1")) : true;
    }
    return this.scan(file, name);
  }
  /** Names asked about each file whose words are not listed yet. */
  asked = /* @__PURE__ */ new Map();
  /**
   * Whether a file can define `name`: it mentions the name at one of `sites` (its language's, or those of one
   * sort of declaration, named by `sort`). Without sites, or for a name that is not plain words, any mention may
   * be one. With `placed` other than "anywhere" (see languages.ts definitionPlacementOf), a file whose sketch
   * shows no mention of the name where such a declaration may stand is ruled out without reading its text again.
   */
  mayDefine(file, name, sites, sort = "all", placed = "anywhere") {
    if (this.unfiltered) return true;
    if (this.fromIndex(file)) return this.known.defines(file, name, sort);
    if (sites === void 0 || !this.isPlainWord(name)) return this.mentions(file, name);
    if (sites.length === 0 || !this.mayHold(file, name, placed)) return false;
    const key = `${sort}\0${name}`;
    let byFile = this.defines.get(key);
    if (!byFile) {
      byFile = /* @__PURE__ */ new Map();
      this.defines.set(key, byFile);
    }
    let may = byFile.get(file);
    if (may === void 0) {
      const b = this.contents(file);
      may = b === null || this.atSite(b, name, sites);
      byFile.set(file, may);
    }
    return may;
  }
  /** Whether a name is all word characters (what the sketches hold), for the name asked about last. */
  isPlainWord(name) {
    if (this.plainWord.name !== name) this.plainWord = { name, plain: WORD.test(name) };
    return this.plainWord.plain;
  }
  plainWord = { name: "", plain: false };
  /**
   * Whether some whole-word occurrence of `name` stands at one of the sites. The occurrences are found by
   * searching the text (fast) and the sites' pattern is tried at each of them only: run over the whole text, it
   * would be tried at every occurrence of the name's first letter.
   */
  atSite(b, name, sites) {
    _TreeText.searchesInProcess++;
    this.searches++;
    this.bytesSearched += b.length;
    const needle = Buffer.from(name, "utf8").toString("latin1");
    const pattern = definitionPattern(sites, name);
    for (let at = wholeWordAt(b, needle, 0); at >= 0; at = wholeWordAt(b, needle, at + 1)) {
      pattern.lastIndex = at;
      if (pattern.test(b)) return true;
    }
    return false;
  }
  keptFilters = /* @__PURE__ */ new Map();
  /**
   * The files among `candidates` that pass `test` (an answer by their text alone), in order, tested only as far
   * as they are asked for and kept under `key` for this tree's text: a question asked round after round about a
   * common name tests its files once, and only until it has what it needs.
   */
  keptFilter(key, candidates, test) {
    let kept = this.keptFilters.get(key);
    if (!kept) {
      kept = { source: candidates(), next: 0, found: [] };
      this.keptFilters.set(key, kept);
    }
    const list = kept;
    return {
      *[Symbol.iterator]() {
        for (let i = 0; ; i++) {
          while (list.found.length <= i && list.next < list.source.length) {
            const file = list.source[list.next++];
            if (test(file)) list.found.push(file);
          }
          if (i >= list.found.length) return;
          yield list.found[i];
        }
      }
    };
  }
  /** Whether a file's bytes hold `name` as a whole word, by searching them. */
  scan(file, name) {
    if (name.length === 0 || name.includes("\uFFFD")) return true;
    if (WORD.test(name) && !this.mayHold(file, name)) return false;
    _TreeText.searchesInProcess++;
    this.searches++;
    const b = this.contents(file);
    if (b !== null) this.bytesSearched += b.length;
    return b === null || wholeWordAt(b, Buffer.from(name, "utf8").toString("latin1"), 0) >= 0;
  }
  /** Whether a file's text holds `text` anywhere (not only as a word). */
  contains(file, text) {
    if (this.unfiltered) return true;
    const b = this.contents(file);
    return b === null || b.includes(Buffer.from(text, "utf8").toString("latin1"));
  }
  /**
   * The files whose text holds `text` anywhere, as a set, kept for the tree's text: a question asked round after
   * round (who imports this module) asks it of every file each time.
   */
  filesContaining(text) {
    return this.filesPassing(text, (f) => this.contains(f, text));
  }
  /** The files whose text matches `pattern`, as a set, kept like filesContaining. */
  filesMatching(pattern) {
    return this.filesPassing(pattern, (f) => this.matches(f, pattern));
  }
  filesPassing(key, test) {
    let found = this.passing.get(key);
    if (!found) {
      found = new Set(this.files.filter(test));
      this.passing.set(key, found);
    }
    return found;
  }
  passing = /* @__PURE__ */ new Map();
  /** Whether a file's text matches a pattern (read as latin1, so byte offsets do not matter). */
  matches(file, pattern) {
    if (this.unfiltered) return true;
    const b = this.contents(file);
    return b === null || pattern.test(b);
  }
  /**
   * The files a caller should test with mayDefine, in order, to find those that may declare `name`: with every
   * file's names known, those that declare or export it, or declare it as the sort asked for (and the changed
   * ones); else the files that mention it when they are listed already (or the name is not plain words); else
   * every file, so that a caller who needs only the first few declarers searches only as far as it finds them.
   */
  declarerCandidates(name, sort = "all") {
    this.takeKeptNames();
    if (this.known) return this.keptList(this.known.filesDefining(name, sort), () => true);
    const listed = this.byName.get(name);
    if (listed) return listed;
    if (this.unfiltered || !WORD.test(name)) return this.filesMentioning(name);
    this.sweeping();
    return this.files;
  }
  /**
   * The names every file holds, kept from an earlier index of this tree, answer every question by name without
   * searching the text at all. Taken at the first question about the whole tree: one about a package's few files
   * is answered by their text sooner than the names can be checked against the tree.
   */
  takeKeptNames() {
    if (this.known || this.unfiltered || this.keptNamesAsked) return;
    this.keptNamesAsked = true;
    const kept = this.keptNames();
    if (kept) {
      this.useNames(kept.names, kept.stale);
      _TreeText.keptNamesUsedInProcess++;
    }
  }
  /** Whether the kept names of an earlier index of this tree are in use. */
  get hasKeptNames() {
    return this.known !== null;
  }
  /**
   * Whether `file` surely declares `name` (of `sort`), by the kept names, without reading anything: true only
   * for a file the kept names hold unchanged. False says nothing.
   */
  surelyDeclares(file, name, sort) {
    return this.known !== null && !this.stale.has(file) && this.known.defines(file, name, sort);
  }
  /** The files that mention `name`, sorted. */
  filesMentioning(name) {
    let list = this.byName.get(name);
    if (!list) {
      this.takeKeptNames();
      if (this.known) list = this.keptList(this.known.filesNaming(name), (f) => this.mentions(f, name));
      else {
        if (!this.unfiltered) this.sweeping();
        list = this.files.filter((f) => this.unfiltered || this.scan(f, name));
      }
      this.byName.set(name, list);
    }
    return list;
  }
  usedByName = { certainly: /* @__PURE__ */ new Map(), possibly: /* @__PURE__ */ new Map() };
  /**
   * The files that may use `name` as `how` asks, sorted: with every file's names known, those whose facts do
   * ("certainly": in a way that may lead for certain to another file, which a call on a receiver of unknown type
   * never does, nor one of the file's own definitions; "possibly": in a call on a receiver of unknown or declared
   * type); else every file that mentions it. A changed file is asked by its text, as for filesMentioning (whose
   * answer is kept: no second search).
   */
  filesUsing(name, how) {
    const memo2 = this.usedByName[how];
    let list = memo2.get(name);
    if (!list) {
      this.takeKeptNames();
      if (this.known) {
        let mentioning = null;
        list = this.keptList(this.known.filesUsing(name, how), (f) => (mentioning ??= new Set(this.filesMentioning(name))).has(f));
      } else list = this.filesMentioning(name);
      memo2.set(name, list);
    }
    return list;
  }
  /**
   * The sources of the namespace imports through which the kept names show some file using `name` (see
   * namespaceUseKey); none without kept names, where filesUsing gives every file that mentions the name.
   */
  namespaceSources(name) {
    this.takeKeptNames();
    return this.known && !this.unfiltered ? this.known.namespaceSources(name) : [];
  }
  /**
   * The files whose imports or re-exports name a module source that `test` accepts, by the kept names, with the
   * files they do not answer for taken by `textTest` on their text; in the order of `files`, kept under `key` for
   * this tree's text. Null without kept names: the caller asks every file's text.
   */
  filesImportingFrom(key, test, textTest) {
    this.takeKeptNames();
    if (!this.known || this.unfiltered) return null;
    let found = this.importing.get(key);
    if (!found) {
      this.moduleSources ??= this.known.moduleSources();
      const indexed = /* @__PURE__ */ new Set();
      for (const source of this.moduleSources) if (test(source)) for (const f of this.known.filesNaming(moduleSourceKey(source))) indexed.add(f);
      const kept = new Set(this.keptList([...indexed], textTest));
      found = this.files.filter((f) => kept.has(f));
      this.importing.set(key, found);
    }
    return found;
  }
  importing = /* @__PURE__ */ new Map();
  moduleSources = null;
  /** The names of the types whose members the kept names show some file's uses of `name` reaching alone (see memberUseKey). */
  memberOwners(name) {
    this.takeKeptNames();
    return this.known && !this.unfiltered ? this.known.memberOwners(name) : [];
  }
  /** Whether a file may use `name` as `how` asks (see filesUsing). */
  uses(file, name, how) {
    if (this.unfiltered || name.length === 0 || name.includes("\uFFFD")) return true;
    if (this.fromIndex(file)) return this.known.uses(file, name, how);
    return this.mentions(file, name);
  }
  /** Questions that swept the text of every file. */
  fullScans = 0;
  /** Files sketched by sketchAll. */
  sketchedTogether = 0;
  /**
   * A question is about to ask every file about a name. The first time, on a large tree, the files not read yet
   * are sketched together (sketchAll), on every core, rather than read and sketched one by one on this thread.
   */
  sweeping() {
    this.fullScans++;
    if (this.fullScans > 1 || !this.sketchAll || this.files.length < SKETCH_TOGETHER_AFTER_FILES) return;
    const unread = this.files.filter((f) => !this.raw.has(f) && !this.sketches.has(f));
    if (unread.length < SKETCH_TOGETHER_AFTER_FILES) return;
    const base = this.root.endsWith("/") ? this.root : `${this.root}/`;
    const sketches = this.sketchAll(unread.map((f) => base + f));
    unread.forEach((file, i) => {
      const sketch = sketches[i];
      if (sketch === null) this.raw.set(file, null);
      else if (sketch !== void 0) {
        this.sketches.set(file, sketch);
        this.sketchedTogether++;
      }
    });
  }
  /** Whether useNames has been given the names of exactly the files of the tree. */
  get knowsAllNames() {
    return this.known !== null && this.exact;
  }
  /**
   * Whether the kept names answer for this file (it is unchanged since they were kept). Questions about one
   * package are answered by text until they have searched a sixteenth as many files as the tree holds, or read
   * and searched 400 bytes per file of it (a file searched for ten names counts ten times): taking the kept names
   * checks every file of the tree, a search reads a file, so a large package (Go's runtime: thousands of searches
   * for one path; the JDK's javac, a few megabytes searched for name after name) is answered sooner from the names.
   * With every blob id given, checking is ten times cheaper, and so is the text that is worth it.
   */
  fromIndex(file) {
    if (this.known === null && !this.keptNamesAsked) {
      const [searchesPerFile, bytesPerFile] = this.blobsGiven ? [1 / 128, KEPT_NAMES_AFTER_BYTES_PER_GIVEN_FILE] : [1 / 16, KEPT_NAMES_AFTER_BYTES_PER_FILE];
      if (this.searches >= searchesPerFile * this.files.length || this.bytesRead + this.bytesSearched >= bytesPerFile * this.files.length) this.takeKeptNames();
    }
    return this.known !== null && !this.stale.has(file);
  }
  /**
   * A list from the kept names, as this tree has it: without files the tree no longer holds or that changed since,
   * with the changed and added files that pass `stale` (asked of their text), in the order of `files`.
   */
  keptList(indexed, stale) {
    if (this.exact) return indexed;
    const current = setOfList(this.files);
    const keep = new Set(indexed.filter((f) => current.has(f) && !this.stale.has(f)));
    let added = false;
    for (const f of this.stale) {
      if (stale(f)) {
        keep.add(f);
        added = true;
      }
    }
    return added ? this.files.filter((f) => keep.has(f)) : [...keep];
  }
  /**
   * Once every file is indexed, a file "mentions" exactly the names its facts hold (what it defines, uses,
   * imports and exports) and "may define" those it declares or exports: the questions that rule files out by name
   * ask about nothing else, and looking the names up is cheaper than searching the bytes. `names`: those of the
   * tree's facts, now or from an earlier whole index of this tree; `stale`: the files of the tree they do not
   * answer for (changed or added since), which are still asked by their text.
   */
  useNames(names, stale = /* @__PURE__ */ new Set()) {
    if (this.unfiltered) return;
    this.known = names;
    this.stale = stale;
    this.exact = stale.size === 0 && names.linesUp(this.files);
    this.byName.clear();
    for (const memo2 of Object.values(this.usedByName)) memo2.clear();
    this.keptFilters.clear();
    this.defines.clear();
    this.importing.clear();
    this.moduleSources = null;
  }
};

// src/core/workspace.ts
var SETTLE_ROUNDS_BEFORE_ALL = 4;
var POOL_THRESHOLD = 24;
var indexableOfListing = /* @__PURE__ */ new WeakMap();
function indexableAmong(files) {
  let indexable = indexableOfListing.get(files);
  if (!indexable) {
    indexable = files.filter((f) => languageForPath(f) !== null);
    indexableOfListing.set(files, indexable);
  }
  return indexable;
}
__name(indexableAmong, "indexableAmong");
function sketchesOnEveryCore() {
  const pool = parsePool();
  return pool ? (paths) => pool.sketchFiles(paths).sketches : void 0;
}
__name(sketchesOnEveryCore, "sketchesOnEveryCore");
var Workspace = class _Workspace {
  /**
   * `wholeTree`: index every file before the first question and let no file's text rule it out: the reference
   * that on-demand answers are tested against.
   */
  constructor(repo, options = {}) {
    this.repo = repo;
    this.options = options;
  }
  repo;
  options;
  static {
    __name(this, "Workspace");
  }
  index = emptyIndex();
  text = null;
  entry = null;
  complete = false;
  /** The files a grammar covers, sorted. */
  indexableFiles() {
    return this.treeText().files;
  }
  treeText() {
    if (this.options.wholeTree) {
      this.text ??= TreeText.unfiltered(indexableAmong(this.repo.files()));
      return this.text;
    }
    this.text ??= new TreeText(
      this.repo.root,
      indexableAmong(this.repo.files()),
      this.repo.limits,
      (f) => unparsedReason(this.repo.read(f)),
      () => this.keptNames(),
      this.options.cache?.blobsGiven(this.repo.root) ?? false,
      sketchesOnEveryCore()
    );
    return this.text;
  }
  /** A graph over what is indexed so far; its `missing` says which files its answers lacked. */
  newGraph() {
    return new CodeGraph(this.index, setOfList(this.repo.files()), this.treeText(), this.read, this.settledAnswers, this.prefetch);
  }
  /**
   * What was made ready of the files a question needed while it went on (see prefetch), until they are indexed
   * after it: their facts from the cache, why they cannot be parsed, or the job the workers are parsing.
   */
  prepared = /* @__PURE__ */ new Map();
  /**
   * Begins to index a file a question needs, while the question goes on: once the parse pool's workers are at
   * hand (a large tree's sweep started them), a file to parse is sent to them at once, so that they parse while
   * this thread answers the rest of the question (they waited for its end: a third of the JDK's cold requests).
   * Nothing is recorded in the index until the question ends (settle indexes what it needed, in order).
   */
  prefetch = /* @__PURE__ */ __name((path) => {
    if (this.prepared.has(path) || this.index.facts.has(path) || this.index.unavailable.has(path)) return;
    const pool = parsePool();
    if (!pool?.started) return;
    const ready = this.prepare(path);
    if (ready === null) return;
    if ("job" in ready) {
      const outcome = pool.parse(ready.job);
      outcome.catch(() => void 0);
      ready.job.text = "";
      this.prepared.set(path, { job: ready.job, outcome });
    } else this.prepared.set(path, ready);
  }, "prefetch");
  /** Answers this workspace's graphs gave for good (see CodeGraph), kept from round to round. */
  settledAnswers = settledAnswers();
  /** The tree's text files, for manifests; one reader for the workspace, so what is derived from them is kept. */
  read = /* @__PURE__ */ __name((path) => {
    const file = this.repo.read(path);
    return file && !file.binary ? file.text : null;
  }, "read");
  /**
   * Indexes the given files (those not indexed yet): from the cache when it holds their content, else parsed,
   * on the worker pool when there are enough of them.
   */
  async indexFiles(paths) {
    const cache2 = this.options.cache ?? null;
    const made = this.parseJobs(paths);
    const jobs = [];
    const take = /* @__PURE__ */ __name(() => {
      const step2 = made.next();
      if (step2.done) return null;
      jobs.push(step2.value);
      return step2.value;
    }, "take");
    let exhausted = false;
    while (!exhausted && jobs.length < POOL_THRESHOLD) exhausted = take() === null;
    const pool = exhausted ? null : parsePool();
    const outcomes = [];
    if (pool) {
      let given = 0;
      const fresh = await pool.run(() => {
        for (; ; ) {
          if (given === jobs.length && take() === null) return null;
          const job = jobs[given++];
          if (job.outcome) continue;
          const sent = { path: job.path, language: job.language, text: job.text, lineCount: job.lineCount };
          job.text = "";
          return sent;
        }
      });
      let f = 0;
      for (const job of jobs) outcomes.push(job.outcome ?? Promise.resolve(fresh[f++]));
    } else {
      while (!exhausted) exhausted = take() === null;
      for (const j of jobs) outcomes.push(j.outcome ?? indexText(j.path, j.spec, j.text, j.lineCount).then((outcome) => ({ outcome, json: null })));
    }
    const settled = await Promise.all(outcomes);
    jobs.forEach((job, i) => {
      const { outcome, json } = settled[i];
      record(this.index, job.path, outcome);
      if (cache2 && job.key && "facts" in outcome) cache2.put(job.key, outcome.facts, json);
    });
    this.parsed += jobs.length;
    _Workspace.parsedInProcess += jobs.length;
  }
  /**
   * The files among `paths` to parse, read one at a time as they are asked for; on the way, those not indexed
   * yet are taken from the cache when it holds their content, or found unparseable (or as a question's prefetch
   * found them).
   */
  *parseJobs(paths) {
    for (const path of paths) {
      if (this.index.facts.has(path) || this.index.unavailable.has(path)) continue;
      const ready = this.prepared.get(path) ?? this.prepare(path);
      this.prepared.delete(path);
      if (ready === null) continue;
      if ("facts" in ready) this.index.facts.set(path, ready.facts);
      else if ("unavailable" in ready) this.index.unavailable.set(path, ready.unavailable);
      else yield ready.outcome ? { ...ready.job, outcome: ready.outcome } : ready.job;
    }
  }
  /**
   * What indexing a file takes: its facts from the cache when it holds its content, why it cannot be parsed, or
   * the job that parses it (its file read); null for a file no language covers. Records what the cache learns of
   * the file (its blob id), and nothing in the index.
   */
  prepare(path) {
    const cache2 = this.options.cache ?? null;
    const rules = readingRules(this.repo.limits);
    const spec = languageForPath(path);
    if (!spec) return null;
    const { stamp, record: known } = cache2?.lookup(this.repo.root, path) ?? { stamp: null, record: null };
    let knownKey = null;
    if (cache2 && known) {
      if (known.rules === rules && known.reason != null) return { unavailable: known.reason };
      knownKey = cache2.keyOfBlob(spec, known.blob, rules);
      const hit = cache2.get(knownKey, path);
      if (hit) return { facts: hit };
    }
    const { file, bytes: read } = this.repo.readWithBytes(path);
    this.filesRead++;
    const reason2 = unparsedReason(file);
    const blobOf = /* @__PURE__ */ __name(() => {
      if (known) return known.blob;
      const bytes = read ?? this.treeText().bytes(path);
      return bytes ? blobId(bytes) : null;
    }, "blobOf");
    if (reason2 !== null || !file || file.binary) {
      const blob = cache2 && file ? blobOf() : null;
      if (blob) cache2?.record(this.repo.root, path, stamp, blob, { rules, reason: reason2 ?? "cannot be read" });
      return { unavailable: reason2 ?? "cannot be read" };
    }
    let key = null;
    if (cache2) {
      const blob = blobOf();
      key = knownKey ?? (blob ? cache2.keyOfBlob(spec, blob, rules) : null);
      if (blob) cache2.record(this.repo.root, path, stamp, blob, { rules, reason: null });
      const hit = key && !known ? cache2.get(key, path) : null;
      if (hit) return { facts: hit };
    }
    return { job: { path, language: spec.name, text: file.text, lineCount: file.lineCount, spec, key } };
  }
  /** Graphs built and questions asked by settle. */
  rounds = 0;
  /** Files this workspace read to index them: those the cache could not vouch for unread. */
  filesRead = 0;
  /** Files parsed (not taken from the cache) by this workspace. */
  parsed = 0;
  /** Files parsed by every workspace of this process: what a measurement of one request reports. */
  static parsedInProcess = 0;
  /** Ends the request's use of the cache: trims it to its bound. */
  finish() {
    this.options.cache?.evict();
  }
  /** Indexes every file of the tree: for the questions that need all of it (entrypoints, the index report). */
  async indexAll() {
    if (this.complete) return;
    await this.indexFiles(this.indexableFiles());
    this.complete = true;
    if (this.options.wholeTree) return;
    const text = this.treeText();
    if (text.knowsAllNames) return;
    const kept = this.keptNames();
    if (kept && kept.stale.size === 0) {
      text.useNames(kept.names);
      if (text.knowsAllNames) return;
    }
    const cache2 = this.options.cache;
    const gaveUp = /* @__PURE__ */ __name((f) => isDeadlineReason(this.index.unavailable.get(f) ?? ""), "gaveUp");
    const bytes = buildNameIndex(
      text.files,
      (f) => this.index.facts.get(f),
      (f) => cache2 && !gaveUp(f) ? cache2.blobOf(this.repo.root, f) : null
    );
    text.useNames(NameIndex.read(bytes));
    const key = cache2?.namesKey(this.lineage(), this.repo.limits) ?? null;
    if (cache2 && key) cache2.putNames(key, bytes);
  }
  /** What the kept names of this tree are filed under: see WorkspaceOptions.lineage. */
  lineage() {
    return this.options.lineage ?? this.repo.root;
  }
  /**
   * The names each file held when this tree (by lineage) was last indexed whole, and the files that changed or
   * were added since (by blob id), or null.
   */
  keptNames() {
    if (this.kept !== void 0) return this.kept;
    const cache2 = this.options.cache;
    const key = cache2?.namesKey(this.lineage(), this.repo.limits) ?? null;
    const names = key ? cache2?.getNameIndex(key) ?? null : null;
    this.kept = null;
    if (!cache2 || !names) return null;
    const stale = /* @__PURE__ */ new Set();
    const files = this.indexableFiles();
    const lined = names.linesUp(files);
    const root = this.repo.root;
    for (let i = 0; i < files.length; i++) {
      const file = files[i];
      const same = lined ? names.blobAt(i, cache2.blobOf(root, file)) : names.sameBlob(file, () => cache2.blobOf(root, file));
      if (!same) stale.add(file);
    }
    this.kept = { names, stale };
    return this.kept;
  }
  kept = void 0;
  /** A graph over the whole tree. */
  async graph() {
    await this.indexAll();
    return this.newGraph();
  }
  /**
   * Runs `question` on a graph of what is indexed, indexes the files its answer lacked, and asks again until
   * nothing is missing: the answer is then the one a full index gives. The question must have no effects
   * outside the graph it is given.
   */
  async settle(question) {
    if (this.options.wholeTree) await this.indexAll();
    for (; ; ) {
      this.rounds++;
      const graph = this.newGraph();
      let answer;
      let needed;
      try {
        answer = question(graph);
        needed = [...graph.missing].sort();
      } catch (error) {
        if (!(error instanceof FilesNeeded)) throw error;
        needed = error.files;
      }
      if (needed.length === 0) return answer;
      const indexed = this.index.facts.size + this.index.unavailable.size;
      const chosen = needed.every((f) => graph.requested.has(f));
      if (!chosen && this.rounds >= SETTLE_ROUNDS_BEFORE_ALL && this.reachedShare() * (indexed + needed.length) > this.indexableFiles().length) await this.indexAll();
      else await this.indexFiles(needed);
    }
  }
  share = null;
  /** The inverse of the part of the tree a long question must reach to have the rest indexed (see settle). */
  reachedShare() {
    if (this.share === null) {
      const files = this.indexableFiles();
      const recorded = this.options.cache?.recordedCount(this.repo.root, files) ?? 0;
      this.share = 4 * recorded >= 3 * files.length && files.length > 0 ? 4 : 2;
    }
    return this.share;
  }
  /**
   * Makes the tree's public entrypoints known, for the questions that need them: what its root files make public
   * (found by following those files alone, and kept in the cache for later requests on this very tree: every file
   * by blob id, and the engine that found them), and what each file makes public on its own, read when asked.
   */
  async prepareEntrypoints() {
    if (this.entry) return;
    const systems = rootedSystems(this.indexableFiles());
    let rooted = { definitions: /* @__PURE__ */ new Set(), programs: /* @__PURE__ */ new Set() };
    if (systems.length > 0) {
      const cache2 = this.options.wholeTree ? null : this.options.cache ?? null;
      const key = cache2?.treeKey(this.repo) ?? null;
      const kept = key ? cache2.getEntrypoints(key) : null;
      if (kept) rooted = kept;
      else {
        rooted = await this.settle((graph) => findRootedEntrypoints(this.repo, graph, systems));
        const gaveUp = [...this.index.unavailable.values()].some(isDeadlineReason);
        if (key && !gaveUp) cache2.putEntrypoints(key, rooted);
      }
    }
    this.entry = new Entrypoints(rooted, (file) => this.index.facts.get(file));
  }
  /** Public entrypoints, once prepareEntrypoints has made them known. */
  entrypoints() {
    if (!this.entry) throw new Error("entrypoints are asked before prepareEntrypoints");
    return this.entry;
  }
  unavailableReason(file) {
    return this.index.unavailable.get(file) ?? null;
  }
  lineCount(file) {
    const f = this.repo.read(file);
    return f && !f.binary ? f.lineCount : null;
  }
};

// src/core/buildPacket.ts
async function buildPacket(request2, options = {}) {
  const valid = validateRequest(request2);
  if (!valid.ok) return valid;
  const req = valid.value;
  const repo = Repository.open(req.root, options.limits, options.cache?.givenFiles(req.root) ?? null);
  if (!repo) return fail("invalid_request", `the root ${JSON.stringify(req.root)} is not a directory`);
  const ws = new Workspace(repo, { wholeTree: options.index === "whole-tree", cache: options.cache ?? null, ...options.lineage ? { lineage: options.lineage } : {} });
  const isEntry = /* @__PURE__ */ __name((text) => text !== null && text.trim().startsWith("entry:"), "isEntry");
  if (req.mode === "entrypoint" || isEntry(req.anchor) || isEntry(req.peer)) await ws.prepareEntrypoints();
  const beyond = repo.filesBeyondLimit();
  const partial = beyond > 0 ? [{ candidate: `${beyond} files past the first ${repo.limits.maxFiles} (the index's file limit)`, reason: "unavailable" }] : [];
  const made = /* @__PURE__ */ new Map();
  const progress = new SearchProgress();
  const planned = await ws.settle((graph) => {
    const p = plan(ws, graph, req, options, made, progress);
    if (!p.ok) return p;
    const { frame, mandatory, candidates, loose, omissions } = p.value;
    graph.checkpoint();
    const outcome2 = applyBudget(frame, mandatory, candidates, loose, [...omissions, ...partial]);
    if (outcome2.fits !== "pending") return ok({ plan: p.value, outcome: outcome2 });
    if (outcome2.loose) {
      const unread = loose.slice(outcome2.loose.from).filter((g) => !g.files.every((f) => graph.holds(f)));
      graph.request(unread.slice(0, outcome2.loose.count).flatMap((g) => g.files));
    }
    graph.checkpoint();
    throw new Error("the budget waits for files that are all indexed");
  });
  ws.finish();
  if (!planned.ok) return planned;
  const { plan: chosen, outcome } = planned.value;
  const { a, requests } = chosen;
  if (!outcome.fits) {
    const what = a.anchor.kind === "path" ? `the whole of ${a.packetAnchor.value}` : `the anchor ${a.packetAnchor.value}`;
    const outline = await outlineFile(repo.root, a.node.unit.file, {
      cap: Math.min(req.budget, DEFAULT_OUTLINE_CAP),
      terms: parseTerms(req.task.replace(/[^\p{L}\p{N}_$]+/gu, " ")).filter((t) => t.length >= 3),
      limits: options.limits
    });
    return fail("anchor_exceeds_budget", `${what} needs ${outcome.anchorTokens} estimated tokens; the budget is ${req.budget}`, {
      anchor: a.packetAnchor.value,
      needed_estimated_tokens: outcome.anchorTokens,
      limit_estimated_tokens: req.budget,
      ...outline.ok ? { outline: outline.value } : {}
    });
  }
  const verified = verifyPacket(outcome.bytes, repo, {
    anchor: a.anchor,
    mode: req.mode,
    depth: req.depth,
    limit: req.budget,
    replacement: requests !== void 0
  });
  if (!verified.ok) return verified;
  if (!requests) return ok({ packet: verified.value, bytes: outcome.bytes });
  const inPacket = new Set(verified.value.slices.map((s) => rangeLabel(s.file, s.start_line, s.end_line)));
  const judged = requests.map(
    (r) => r.disposition === "accepted" && r.reason === ADDED && !inPacket.has(r.range) ? { ...r, reason: "valid, but left out: the budget was spent (see omissions)" } : r
  );
  return ok({ packet: verified.value, bytes: outcome.bytes, requests: judged });
}
__name(buildPacket, "buildPacket");
function plan(ws, graph, req, options, made, progress) {
  const repo = ws.repo;
  const graphMode = req.mode !== "neighborhood";
  const anchor = resolveAnchor(ws, graph, req.anchor);
  if (!anchor.ok) return anchor;
  let peer = null;
  if (req.peer !== null) {
    const resolvedPeer = resolveAnchor(ws, graph, req.peer);
    if (!resolvedPeer.ok) return resolvedPeer;
    peer = resolvedPeer.value;
  }
  for (const end of [anchor.value, peer]) {
    if (!end) continue;
    if (graphMode && !end.indexed) {
      const file = end.anchor.kind === "line_range" || end.anchor.kind === "path" ? end.anchor.file : "";
      const reason2 = ws.unavailableReason(file) ?? "no parser for this file's language";
      return fail("analysis_unavailable", `${req.mode} mode needs a parsed file: ${file} (${reason2})`, { file, reason: reason2 });
    }
  }
  const a = anchor.value;
  const frame = {
    schema: PACKET_SCHEMA,
    task: req.task,
    root: repo.root,
    anchor: a.packetAnchor,
    peer: peer ? peer.packetAnchor : null,
    mode: req.mode,
    depth: req.depth,
    budget: { limit_estimated_tokens: req.budget }
  };
  const toSlice = /* @__PURE__ */ __name((unit, hop, relationship) => {
    const key = `${rangeLabel(unit.file, unit.start, unit.end)}\0${hop}\0${relationship}\0${JSON.stringify(unit.symbol)}`;
    let slice = made.get(key);
    if (!slice) {
      const file = repo.read(unit.file);
      slice = {
        file: unit.file,
        start_line: unit.start,
        end_line: unit.end,
        symbol: unit.symbol,
        hop,
        relationship,
        certainty: "certain",
        content: file && !file.binary ? file.slice(unit.start, unit.end) : ""
      };
      made.set(key, slice);
    }
    return slice;
  }, "toSlice");
  const mandatory = [];
  const candidates = [];
  let loose = [];
  let omissions = [];
  if (a.node && a.indexed) {
    const nav = new Navigator(graph, (f) => ws.lineCount(f), progress);
    const entry = req.mode === "entrypoint" ? ws.entrypoints() : null;
    const result2 = traverse(nav, a.node, req.mode, req.depth, peer?.node ?? null, entry, progress);
    if (!result2.ok) return fail(result2.kind, result2.message, void 0, result2.recovery);
    for (const s of result2.traversal.slices) {
      const c = { slice: toSlice(s.unit, s.hop, s.relationship), uncertainEdges: s.edges };
      const node = s.outgoing;
      if (node) {
        c.deferred = () => graph.unlessLacking(() => {
          const out = nav.outgoing(node);
          return { edges: out.uncertain, omissions: out.omissions };
        });
      }
      const beyond = s.beyond;
      if (beyond) c.beyond = () => graph.unlessLacking(beyond);
      (s.mandatory ? mandatory : candidates).push(c);
    }
    loose = nav.looseGroups(result2.traversal.loose);
    omissions = result2.traversal.omissions;
  } else {
    const unit = a.node.unit;
    mandatory.push({ slice: toSlice(unit, 0, "anchor"), uncertainEdges: [] });
  }
  let requests;
  if (options.requested) {
    const resolved = resolveRequests(ws, graph, options.requested, mandatory.map((c) => c.slice));
    requests = resolved.outcomes;
    candidates.length = 0;
    loose = [];
    omissions = [];
    for (const unit of resolved.units) {
      candidates.push({ slice: toSlice(unit, 1, "requested"), uncertainEdges: uncertainEdgesOf(ws, graph, unit) });
    }
  }
  return ok({ a, frame, mandatory, candidates, loose, omissions, requests });
}
__name(plan, "plan");
var ADDED = "added to the replacement packet";
function resolveRequests(ws, graph, requested, anchors) {
  const taken = new Set(anchors.map((s) => rangeLabel(s.file, s.start_line, s.end_line)));
  const outcomes = [];
  const units = [];
  for (const request2 of requested) {
    const text = request2.symbol_or_range.trim();
    if (request2.reason.trim() === "") {
      outcomes.push(rejectRequest(request2, "no reason given for needing it"));
      continue;
    }
    const parsed = parseAnchor(text, (p) => ws.repo.checkPath(p).ok);
    if (!parsed.ok || parsed.anchor.kind !== "line_range" && parsed.anchor.kind !== "symbol") {
      outcomes.push(rejectRequest(request2, "not an exact symbol or FILE:START-END range"));
      continue;
    }
    const resolved = resolveAnchor(ws, graph, text);
    if (!resolved.ok) {
      const candidates = resolved.failure.details?.candidates;
      const listed = candidates ? `: ${candidates.map((c) => c.anchor).join(", ")}` : "";
      outcomes.push(rejectRequest(request2, `${resolved.failure.kind}: ${resolved.failure.message}${listed}`));
      continue;
    }
    const unit = resolved.value.node.unit;
    const range = rangeLabel(unit.file, unit.start, unit.end);
    if (taken.has(range)) {
      outcomes.push(acceptRequest(request2, range, "already in the packet"));
      continue;
    }
    taken.add(range);
    units.push(unit);
    outcomes.push(acceptRequest(request2, range, ADDED));
  }
  return { outcomes, units };
}
__name(resolveRequests, "resolveRequests");
function uncertainEdgesOf(ws, graph, unit) {
  if (languageForPath(unit.file) === null) return [];
  if (!graph.facts(unit.file)) return [];
  return new Navigator(graph, (f) => ws.lineCount(f)).outgoing({ unit, targets: [] }).uncertain;
}
__name(uncertainEdgesOf, "uncertainEdgesOf");
function resolveAnchor(ws, graph, text) {
  const repo = ws.repo;
  const parsed = parseAnchor(text, (p) => repo.exists(p));
  if (!parsed.ok) return fail("invalid_anchor", parsed.message, { anchor: text });
  const spec = parsed.anchor;
  if (spec.kind === "line_range" || spec.kind === "path") {
    const checked = repo.checkPath(spec.file);
    if (!checked.ok) return fail(checked.kind, checked.message, { anchor: text });
    const file = repo.read(checked.path);
    if (!file) return fail("invalid_anchor", `${checked.path} cannot be read`, { anchor: text });
    if (file.binary) return fail("invalid_anchor", `${checked.path} is a binary file`, { anchor: text });
    const lineCount = file.lineCount;
    if (lineCount === 0) return fail("invalid_anchor", `${checked.path} is empty`, { anchor: text });
    const canonical2 = spec.kind === "line_range" ? { ...spec, file: checked.path } : { kind: "path", file: checked.path };
    if (canonical2.kind === "line_range" && canonical2.end > lineCount) {
      return fail("invalid_anchor", `${checked.path} has ${lineCount} lines; ${canonical2.start}-${canonical2.end} is past its end`, {
        anchor: text,
        line_count: lineCount
      });
    }
    const start = canonical2.kind === "line_range" ? canonical2.start : 1;
    const end = canonical2.kind === "line_range" ? canonical2.end : lineCount;
    const unit2 = { file: checked.path, start, end, symbol: null, def: null };
    const supported = languageForPath(checked.path) !== null && !Repository.isInSkippedDirectory(checked.path);
    let indexed = false;
    let targets = [];
    if (supported) {
      if (graph.facts(checked.path)) {
        indexed = true;
        targets = new Navigator(graph, () => null).targetsOf(checked.path, start, end);
      }
    }
    return ok({ anchor: canonical2, packetAnchor: packetAnchor(canonical2, checked.path), node: { unit: unit2, targets }, indexed });
  }
  let fileFilter = null;
  if (spec.file !== null) {
    const checked = repo.checkPath(spec.file);
    if (!checked.ok) return fail(checked.kind, checked.message, { anchor: text });
    fileFilter = checked.path;
  }
  const last = spec.segments[spec.segments.length - 1];
  const named = graph.definitionsNamed(last);
  graph.checkpoint();
  let matches = named.filter((ref2) => {
    if (fileFilter !== null && ref2.file !== fileFilter) return false;
    const rootAliases = languageForPath(ref2.file)?.rootAliases ?? [];
    return segmentsName(graph.modulePath(ref2.file), graph.definition(ref2).chain, spec.segments, rootAliases);
  });
  graph.checkpoint();
  const name = spec.segments.join(".");
  if (spec.kind === "entrypoint") {
    const entry = ws.entrypoints();
    const defined = matches;
    matches = matches.filter((ref2) => entry.has(graph.unitOfDef(ref2)));
    if (matches.length === 0 && defined.length > 0) {
      const sites = defined.map((ref2) => `${ref2.file}:${graph.definition(ref2).start}-${graph.definition(ref2).end}`).sort();
      const plain = text.trim().slice("entry:".length);
      return fail(
        "symbol_not_found",
        `${name} is defined at ${sites.join(", ")} but is not a public entrypoint`,
        { anchor: text, defined_at: sites },
        `Give ${plain} as a plain symbol anchor with --mode entrypoint to find the public entrypoints that reach it.`
      );
    }
  }
  if (matches.length === 0) return fail("symbol_not_found", `no definition named ${name}${fileFilter ? ` in ${fileFilter}` : ""}`, { anchor: text });
  const candidates = matches.map((ref2) => {
    const def = graph.definition(ref2);
    const symbol = graph.symbolOf(ref2);
    return { file: ref2.file, start_line: def.start, end_line: def.end, symbol, anchor: `${ref2.file}#${symbol}` };
  }).sort((x, y) => (x.file < y.file ? -1 : x.file > y.file ? 1 : 0) || x.start_line - y.start_line || x.end_line - y.end_line || (x.symbol < y.symbol ? -1 : x.symbol > y.symbol ? 1 : 0));
  const perAnchor = /* @__PURE__ */ new Map();
  for (const c of candidates) perAnchor.set(c.anchor, (perAnchor.get(c.anchor) ?? 0) + 1);
  for (const c of candidates) if ((perAnchor.get(c.anchor) ?? 0) > 1) c.anchor = `${c.file}:${c.start_line}-${c.end_line}`;
  if (candidates.length > 1) {
    return fail("ambiguous_symbol", `${name} names ${candidates.length} definitions`, { anchor: text, candidates });
  }
  const ref = matches[0];
  const unit = graph.unitOfDef(ref);
  const canonical = { kind: spec.kind, file: fileFilter, segments: spec.segments };
  const nav = new Navigator(graph, () => null);
  return ok({ anchor: canonical, packetAnchor: packetAnchor(canonical, fileFilter), node: { unit, targets: nav.targetsOf(unit.file, unit.start, unit.end) }, indexed: true });
}
__name(resolveAnchor, "resolveAnchor");

// src/core/claimEdges.ts
var RANGE_LABEL = /^(.+):(\d+)-(\d+)$/;
function parseRangeLabel(label3) {
  const m = RANGE_LABEL.exec(label3);
  return m ? { file: m[1], start: Number(m[2]), end: Number(m[3]) } : null;
}
__name(parseRangeLabel, "parseRangeLabel");
function edgeTargetName(edge) {
  const label3 = parseRangeLabel(edge.to) === null ? edge.to : edge.reason.split(": ")[0] ?? edge.reason;
  const last = /[A-Za-z_$][\w$]*$/.exec(label3.trim());
  return last ? last[0] : label3.trim();
}
__name(edgeTargetName, "edgeTargetName");
function namesWord(text, word) {
  if (word === "") return false;
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(^|[^\\w$])${escaped}($|[^\\w$])`).test(text);
}
__name(namesWord, "namesWord");
function edgesUnderClaim(claim, cited, edges) {
  return edges.filter((edge) => {
    const from = parseRangeLabel(edge.from);
    if (!from) return false;
    const overlaps2 = cited.some((r) => r.file === from.file && r.start <= from.end && r.end >= from.start);
    return overlaps2 && namesWord(claim, edgeTargetName(edge));
  });
}
__name(edgesUnderClaim, "edgesUnderClaim");
var HYPOTHESIS_PREFIX = "hypothesis:";
function isLabelledHypothesis(claim, uncertainties) {
  const text = claim.trim();
  return uncertainties.some((u) => {
    const entry = u.trim();
    return entry.toLowerCase().startsWith(HYPOTHESIS_PREFIX) && entry.slice(HYPOTHESIS_PREFIX.length).includes(text);
  });
}
__name(isLabelledHypothesis, "isLabelledHypothesis");

// src/core/editSyntax.ts
var EDIT_PARSE_DEADLINE_MS = 2e3;
function applyEditInMemory(lines, start, end, replacement) {
  return [...lines.slice(0, start - 1), ...splitLines(normalizeNewlines(replacement)), ...lines.slice(end)];
}
__name(applyEditInMemory, "applyEditInMemory");
function errorNodes(tree) {
  const cursor = tree.walk();
  let count2 = 0;
  try {
    for (; ; ) {
      if (cursor.nodeType === "ERROR" || cursor.nodeIsMissing) count2++;
      if (cursor.gotoFirstChild()) continue;
      for (; ; ) {
        if (cursor.gotoNextSibling()) break;
        if (!cursor.gotoParent()) return count2;
      }
    }
  } finally {
    cursor.delete();
  }
}
__name(errorNodes, "errorNodes");
async function countErrors(path, text) {
  const spec = languageForPath(path);
  if (!spec) return null;
  const { parser } = await loadLanguage(spec);
  const tree = parseWithDeadline(parser, text, EDIT_PARSE_DEADLINE_MS);
  if (!tree) return null;
  try {
    return errorNodes(tree);
  } finally {
    tree.delete();
  }
}
__name(countErrors, "countErrors");
async function checkEditSyntax(path, lines, start, end, replacement) {
  if (!languageForPath(path)) return { checked: false, why: "no parser for this file's language" };
  const before = await countErrors(path, lines.join("\n") + "\n");
  const after = await countErrors(path, applyEditInMemory(lines, start, end, replacement).join("\n") + "\n");
  if (before === null || after === null) return { checked: false, why: `a parse took longer than ${EDIT_PARSE_DEADLINE_MS} ms` };
  return { checked: true, errorsBefore: before, errorsAfter: after };
}
__name(checkEditSyntax, "checkEditSyntax");

// src/core/validateAnswer.ts
function budgetCheck(packet) {
  const limit = packet.budget.limit_estimated_tokens;
  const recomputed = fixedPointTokens(
    (used) => serializePacket({ ...packet, budget: { limit_estimated_tokens: limit, used_estimated_tokens: used } })
  ).used;
  return {
    limit_estimated_tokens: limit,
    used_estimated_tokens: packet.budget.used_estimated_tokens,
    recomputed_estimated_tokens: recomputed,
    within_limit: recomputed === packet.budget.used_estimated_tokens && recomputed <= limit
  };
}
__name(budgetCheck, "budgetCheck");
function unreadableAnswerReport(packet, errors) {
  return { budget: budgetCheck(packet), schema: { valid: false, errors }, citations: [], claims: [], edits: [], context_requests: [] };
}
__name(unreadableAnswerReport, "unreadableAnswerReport");
function containingSlice(packet, r) {
  return packet.slices.find((s) => s.file === r.file && s.start_line <= r.start && r.end <= s.end_line) ?? null;
}
__name(containingSlice, "containingSlice");
function locate(packet, read, r) {
  const slice = containingSlice(packet, r);
  if (!slice) return { t: "outside" };
  const file = read(r.file);
  if (!file || file.binary || file.lineCount < r.end) return { t: "stale", slice };
  const offset = r.start - slice.start_line;
  const expected = slice.content.split("\n").slice(offset, offset + r.end - r.start + 1).join("\n");
  return file.slice(r.start, r.end) === expected ? { t: "live", slice, file } : { t: "stale", slice };
}
__name(locate, "locate");
var label2 = /* @__PURE__ */ __name((s) => rangeLabel(s.file, s.start_line, s.end_line), "label");
async function validateAnswer(packet, response, repo) {
  const read = repo.freshReader();
  const violations = [];
  const stale = [];
  const citations = response.evidence.map((e) => {
    const range = rangeLabel(e.file, e.start_line, e.end_line);
    const state = locate(packet, read, { file: e.file, start: e.start_line, end: e.end_line });
    const base = { claim: e.claim, file: e.file, start_line: e.start_line, end_line: e.end_line };
    if (state.t === "outside") {
      violations.push(`evidence ${range} is not inside any packet slice`);
      return { ...base, slice: null, disposition: "rejected", reason: "not inside any slice of the packet" };
    }
    if (state.t === "stale") {
      stale.push(range);
      return { ...base, slice: label2(state.slice), disposition: "rejected", reason: "the live file no longer holds these lines as the packet does" };
    }
    return { ...base, slice: label2(state.slice), disposition: "accepted", reason: "inside the slice, and the live lines are unchanged" };
  });
  const claimTexts = [...new Set(response.evidence.map((e) => e.claim))];
  const claims = claimTexts.map((claim) => {
    const own = citations.filter((c) => c.claim === claim);
    const cited = own.map((c) => ({ file: c.file, start: c.start_line, end: c.end_line }));
    const edges = edgesUnderClaim(claim, cited, packet.uncertain_edges).map((e) => `${e.from} -> ${e.to}`);
    const hypothesis = isLabelledHypothesis(claim, response.uncertainties);
    const base = { claim, evidence: own.map((c) => rangeLabel(c.file, c.start_line, c.end_line)), uncertain_edges: edges, hypothesis };
    const refused = own.find((c) => c.disposition === "rejected");
    if (refused) {
      return { ...base, disposition: "rejected", reason: `its evidence ${rangeLabel(refused.file, refused.start_line, refused.end_line)} was rejected: ${refused.reason}` };
    }
    if (edges.length > 0 && !hypothesis) {
      violations.push(`the claim ${JSON.stringify(claim)} rests on the uncertain edge ${edges.join(", ")} but is not labelled a hypothesis in uncertainties`);
      return { ...base, disposition: "rejected", reason: `rests on the uncertain edge ${edges.join(", ")} without being labelled a hypothesis in uncertainties` };
    }
    const note = hypothesis ? "; labelled a hypothesis in uncertainties" : "";
    return { ...base, disposition: "accepted", reason: `every cited range is in the packet and unchanged${note}` };
  });
  const edits = [];
  for (const edit of response.proposed_edits) {
    const range = rangeLabel(edit.file, edit.start_line, edit.end_line);
    const state = locate(packet, read, { file: edit.file, start: edit.start_line, end: edit.end_line });
    const base = { file: edit.file, start_line: edit.start_line, end_line: edit.end_line };
    if (state.t === "outside") {
      violations.push(`the edit of ${range} is not inside any packet slice`);
      edits.push({ ...base, slice: null, disposition: "rejected", reason: "not inside any slice of the packet" });
      continue;
    }
    const slice = label2(state.slice);
    if (state.t === "stale") {
      stale.push(range);
      edits.push({ ...base, slice, disposition: "rejected", reason: "the live file no longer holds these lines as the packet does" });
      continue;
    }
    const lines = state.file.lines;
    const current = lines.slice(edit.start_line - 1, edit.end_line);
    const proposed = splitLines(normalizeNewlines(edit.replacement));
    if (current.length === proposed.length && current.every((line, i) => line === proposed[i])) {
      edits.push({ ...base, slice, disposition: "rejected", reason: "the replacement is the same as the current lines" });
      continue;
    }
    const syntax = await checkEditSyntax(edit.file, lines, edit.start_line, edit.end_line, edit.replacement);
    if (!syntax.checked) {
      edits.push({ ...base, slice, disposition: "accepted", reason: `inside the slice and unchanged; syntax not checked: ${syntax.why}` });
    } else if (syntax.errorsAfter > syntax.errorsBefore) {
      const added = syntax.errorsAfter - syntax.errorsBefore;
      edits.push({ ...base, slice, disposition: "rejected", reason: `applied in memory, the file no longer parses: ${added} new syntax error(s)` });
    } else {
      edits.push({ ...base, slice, disposition: "accepted", reason: "inside the slice and unchanged; applied in memory, the file parses with no new syntax error" });
    }
  }
  const report2 = { budget: budgetCheck(packet), schema: { valid: true, errors: [] }, citations, claims, edits, context_requests: [] };
  if (stale.length > 0) {
    const failure = { kind: "stale_source", message: `cited ranges changed since the packet was built: ${stale.join(", ")}`, details: { ranges: stale } };
    return { report: report2, failure };
  }
  if (violations.length > 0) {
    const failure = { kind: "worker_output_invalid", message: `the worker's answer breaks the citation contract: ${violations.join("; ")}`, details: { errors: violations } };
    return { report: report2, failure };
  }
  return { report: report2, failure: null };
}
__name(validateAnswer, "validateAnswer");

// src/pipeline/answerSliceRequest.ts
async function delegate(worker, built, repo) {
  const { packet, bytes } = built;
  const reply = await worker.ask(workerPrompt(packet.task, bytes));
  const unreadable = /* @__PURE__ */ __name((errors, message) => ({
    round: { packet, packetBytes: bytes, response: null, validation: unreadableAnswerReport(packet, errors) },
    failure: { kind: "worker_output_invalid", message, details: { errors, output: reply.text.slice(0, 2e3) } }
  }), "unreadable");
  if (reply.refusal !== null) return unreadable([`the model declined to answer: ${reply.refusal}`], `the model declined to answer: ${reply.refusal}`);
  const parsed = parseWorkerResponse(reply.text);
  if (!parsed.ok) {
    const errors = [...parsed.failure.details?.errors ?? [parsed.failure.message]];
    if (reply.truncated) errors.push("the answer was cut off at the model's output limit");
    return unreadable(errors, parsed.failure.message);
  }
  const checked = await validateAnswer(packet, parsed.value, repo);
  return { round: { packet, packetBytes: bytes, response: parsed.value, validation: checked.report }, failure: checked.failure };
}
__name(delegate, "delegate");
var NOT_SERVED = "not served: only one replacement packet is ever built";
function unserved(response) {
  return response.missing_context.map((r) => ({
    symbol_or_range: r.symbol_or_range,
    why_needed: r.reason,
    range: null,
    disposition: "rejected",
    reason: NOT_SERVED
  }));
}
__name(unserved, "unserved");
function settle(response) {
  return response.status === "complete" ? "answered" : response.status;
}
__name(settle, "settle");
async function answerSliceRequest(request2, worker, options = {}) {
  const done = /* @__PURE__ */ __name((outcome, first2, replacement, failure) => ({
    outcome,
    first: first2,
    replacement,
    failure,
    worker: worker.label
  }), "done");
  options = { ...options, cache: options.cache ?? new IndexCache() };
  const built = await buildPacket(request2, options);
  if (!built.ok) return done("failed", null, null, built.failure);
  const repo = Repository.open(built.value.packet.root, options.limits);
  if (!repo) throw new Error(`the packet's root ${built.value.packet.root} is no longer a directory`);
  const first = await delegate(worker, built.value, repo);
  if (first.failure) return done("failed", first.round, null, first.failure);
  const response = first.round.response;
  if (response.status !== "needs_context") return done(settle(response), first.round, null, null);
  const rebuilt = await buildPacket(request2, { ...options, requested: response.missing_context });
  if (!rebuilt.ok) return done("failed", first.round, null, rebuilt.failure);
  first.round.validation.context_requests = rebuilt.value.requests ?? [];
  if (!rebuilt.value.packet.slices.some((s) => s.relationship === "requested")) {
    return done("needs_context", first.round, null, null);
  }
  const second = await delegate(worker, rebuilt.value, repo);
  if (second.failure) return done("failed", first.round, second.round, second.failure);
  const final = second.round.response;
  if (final.status === "needs_context") second.round.validation.context_requests = unserved(final);
  return done(settle(final), first.round, second.round, null);
}
__name(answerSliceRequest, "answerSliceRequest");

// src/github/checkout.ts
import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join as join7 } from "node:path";
var SHA = /^[0-9a-f]{40}$/;
function git(args, cwd, env) {
  return new Promise((resolve2) => {
    execFile("git", args, { cwd, env, maxBuffer: 16 * 1024 * 1024, timeout: 3e5 }, (error, stdout, stderr) => {
      const code2 = error ? typeof error.code === "number" ? error.code : 1 : 0;
      resolve2({ code: code2, stdout: String(stdout), stderr: String(stderr) });
    });
  });
}
__name(git, "git");
function gitEnvironment(token, cloneUrl2) {
  const settings = [
    ["core.symlinks", "false"],
    ["core.hooksPath", "/dev/null"],
    ["core.fsmonitor", "false"],
    ["submodule.recurse", "false"],
    ["filter.lfs.smudge", ""],
    ["filter.lfs.process", ""],
    ["filter.lfs.required", "false"],
    ["protocol.ext.allow", "never"],
    ["advice.detachedHead", "false"]
  ];
  if (token && cloneUrl2.startsWith("https://")) {
    const basic = Buffer.from(`x-access-token:${token}`).toString("base64");
    settings.push([`http.${new URL(cloneUrl2).origin}/.extraheader`, `AUTHORIZATION: basic ${basic}`]);
  }
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    GIT_TERMINAL_PROMPT: "0",
    GIT_LFS_SKIP_SMUDGE: "1",
    GIT_CONFIG_NOSYSTEM: "1",
    GIT_CONFIG_GLOBAL: "/dev/null",
    GIT_CONFIG_COUNT: String(settings.length)
  };
  settings.forEach(([key, value], i) => {
    env[`GIT_CONFIG_KEY_${i}`] = key;
    env[`GIT_CONFIG_VALUE_${i}`] = value;
  });
  return env;
}
__name(gitEnvironment, "gitEnvironment");
async function checkoutCommit(request2) {
  if (!SHA.test(request2.sha)) return { ok: false, message: `not a commit SHA: ${JSON.stringify(request2.sha)}` };
  const dir = await mkdtemp(join7(tmpdir(), "odin-slice-checkout-"));
  const dispose = /* @__PURE__ */ __name(() => rm(dir, { recursive: true, force: true }), "dispose");
  const env = gitEnvironment(request2.token, request2.cloneUrl);
  const fail2 = /* @__PURE__ */ __name(async (message) => {
    await dispose();
    return { ok: false, message: redactSecrets(message, [request2.token]) };
  }, "fail");
  const init = await git(["init", "--quiet", dir], dir, env);
  if (init.code !== 0) return fail2(`git init failed: ${init.stderr}`);
  const refs = request2.pullNumber === null ? [] : [`+refs/pull/${request2.pullNumber}/head:refs/odin-slice/head`];
  let fetched = false;
  let lastError = "";
  for (const refspec of [...refs, request2.sha]) {
    const fetch2 = await git(["fetch", "--quiet", "--no-tags", "--depth=1", "--no-recurse-submodules", request2.cloneUrl, refspec], dir, env);
    if (fetch2.code !== 0) {
      lastError = fetch2.stderr;
      continue;
    }
    const has2 = await git(["cat-file", "-e", `${request2.sha}^{commit}`], dir, env);
    if (has2.code === 0) {
      fetched = true;
      break;
    }
    lastError = `the pull request's head is no longer ${request2.sha.slice(0, 12)} (pushed to since the comment?)`;
  }
  if (!fetched) return fail2(`could not fetch commit ${request2.sha.slice(0, 12)}: ${lastError}`);
  const checkout = await git(["checkout", "--quiet", "--detach", request2.sha], dir, env);
  if (checkout.code !== 0) return fail2(`git checkout failed: ${checkout.stderr}`);
  const head = await git(["rev-parse", "HEAD"], dir, env);
  if (head.stdout.trim() !== request2.sha) return fail2(`checked out ${head.stdout.trim()} instead of ${request2.sha}`);
  return { ok: true, checkout: { dir, sha: request2.sha, dispose, blobs: await checkedOutBlobs(dir, env) } };
}
__name(checkoutCommit, "checkoutCommit");
async function checkedOutBlobs(dir, env) {
  const listed = await git(["ls-files", "--stage", "-z"], dir, env);
  if (listed.code !== 0) return null;
  const blobs = /* @__PURE__ */ new Map();
  for (const entry of listed.stdout.split("\0")) {
    if (entry === "") continue;
    const m = /^(\d{6}) ([0-9a-f]{40}) 0\t(.+)$/s.exec(entry);
    if (!m) return null;
    const [, mode, blob, path] = m;
    if (path === ".gitattributes" || path.endsWith("/.gitattributes")) return null;
    if (mode === "100644" || mode === "100755") blobs.set(path, blob);
  }
  return blobs;
}
__name(checkedOutBlobs, "checkedOutBlobs");

// src/github/hunks.ts
var HUNK_HEADER = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/;
function parseHunks(patch) {
  const hunks = [];
  for (const line of patch.split("\n")) {
    const m = HUNK_HEADER.exec(line);
    if (!m) continue;
    const start = Number(m[1]);
    const count2 = m[2] === void 0 ? 1 : Number(m[2]);
    if (count2 > 0) hunks.push({ start, end: start + count2 - 1 });
  }
  return hunks;
}
__name(parseHunks, "parseHunks");
function hunkContaining(hunks, start, end) {
  return hunks.find((h) => h.start <= start && end <= h.end) ?? null;
}
__name(hunkContaining, "hunkContaining");

// src/core/outline/formatOutline.ts
function formatOutline(c) {
  const what = c.slicer === "outline" ? `outline (${c.language})` : `text lines (${c.fallback?.reason ?? "fallback"}: ${c.fallback?.detail ?? ""})`;
  const omitted = c.slicer === "outline" && c.omitted_items > 0 ? `, ${c.omitted_items} declarations left out by the cap` : "";
  const terms = c.terms.length > 0 ? `, terms: ${c.terms.join(", ")}` : "";
  const header = `# ${c.file ?? "(text)"}: ${what}; ${c.lines.length} of ${c.source_lines} lines, ${c.used_estimated_tokens} of ${c.cap_estimated_tokens} estimated tokens${omitted}${terms}`;
  const width = String(c.lines.length > 0 ? c.lines[c.lines.length - 1].line : 1).length;
  const body = c.lines.map((l) => `${String(l.line).padStart(width)}  ${l.text}`.trimEnd());
  return [header, ...body].join("\n") + "\n";
}
__name(formatOutline, "formatOutline");

// src/github/sanitize.ts
var BODY_LIMIT = 65536;
var CLOSING_KEYWORDS = /\b(close[sd]?|fix(?:e[sd])?|resolve[sd]?)(\s*:?\s+)((?:[\w.-]+\/[\w.-]+)?#\d+)/gi;
function sanitizeMarkdown(text) {
  const out = [];
  let fence = null;
  for (const line of text.replace(/\0/g, "").split("\n")) {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1] ?? null;
    if (fence !== null) {
      out.push(line);
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = null;
    } else if (marker) {
      fence = marker;
      out.push(line);
    } else {
      out.push(line.split(/(`+[^`]*?`+)/).map((part, i) => i % 2 === 1 ? part : sanitizeProse(part)).join(""));
    }
  }
  return out.join("\n");
}
__name(sanitizeMarkdown, "sanitizeMarkdown");
function sanitizeProse(text) {
  return text.replace(/\0/g, "").replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/!\[([^\]]*)\]\[[^\]]*\]/g, "$1").replace(/<!--/g, "&lt;!--").replace(/<(\/?[A-Za-z][^>]*)>/g, "&lt;$1&gt;").replace(/<(?=[A-Za-z/!])/g, "&lt;").replace(/(^|[^\w`])@([A-Za-z0-9][\w-]*)/g, "$1@\u200D$2").replace(CLOSING_KEYWORDS, (_m, word, space, ref) => `${word}${space}\`${ref}\``);
}
__name(sanitizeProse, "sanitizeProse");
function fenceFor(content) {
  let longest = 0;
  for (const run of content.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  return "`".repeat(Math.max(3, longest + 1));
}
__name(fenceFor, "fenceFor");
function fenced(content, info2 = "") {
  const fence = fenceFor(content);
  return `${fence}${info2}
${content}
${fence}`;
}
__name(fenced, "fenced");
function capBody(body, limit = BODY_LIMIT) {
  if (body.length <= limit) return body;
  const note = "\n\n_(cut to fit GitHub's comment size limit)_";
  let cut = body.slice(0, limit - note.length - 16);
  const open = [...cut.matchAll(/^(`{3,})/gm)].length % 2 === 1;
  if (open) {
    const fence = [...cut.matchAll(/^(`{3,})/gm)].pop()?.[1] ?? "```";
    cut += `
${fence}`;
  }
  return cut + note;
}
__name(capBody, "capBody");

// src/github/review.ts
function reviewMarker(commentId, sha) {
  return `<!-- odin-slice:comment=${commentId}:sha=${sha} -->`;
}
__name(reviewMarker, "reviewMarker");
function permalink(ctx, file, start, end) {
  const path = file.split("/").map(encodeURIComponent).join("/");
  const lines = start === end ? `L${start}` : `L${start}-L${end}`;
  return `${ctx.serverUrl.replace(/\/$/, "")}/${ctx.owner}/${ctx.repo}/blob/${ctx.sha}/${path}#${lines}`;
}
__name(permalink, "permalink");
function code(text) {
  const fence = "`".repeat(Math.max(1, ...[...text.matchAll(/`+/g)].map((m) => m[0].length + 1)));
  const pad = text.startsWith("`") || text.endsWith("`") ? " " : "";
  return `${fence}${pad}${text}${pad}${fence}`;
}
__name(code, "code");
function rangeLink(ctx, file, start, end) {
  const label3 = start === end ? `${file}:${start}` : `${file}:${start}-${end}`;
  return `[${code(label3)}](${permalink(ctx, file, start, end)})`;
}
__name(rangeLink, "rangeLink");
function originalLines(packet, file, start, end) {
  const slice = packet.slices.find((s) => s.file === file && s.start_line <= start && end <= s.end_line);
  if (!slice) return null;
  return slice.content.split("\n").slice(start - slice.start_line, end - slice.start_line + 1);
}
__name(originalLines, "originalLines");
function replacementLines(replacement) {
  const text = replacement.endsWith("\n") ? replacement.slice(0, -1) : replacement;
  return text === "" ? [] : text.split("\n");
}
__name(replacementLines, "replacementLines");
function suggestionBody(rationale, replacement) {
  const content = replacementLines(replacement).join("\n");
  const fence = fenceFor(content);
  return `${sanitizeMarkdown(rationale)}

${fence}suggestion
${content}${content === "" ? "" : "\n"}${fence}`;
}
__name(suggestionBody, "suggestionBody");
function renderReview(round, ctx, replacementUsed) {
  const { packet, response, validation } = round;
  const parts = [reviewMarker(ctx.commentId, ctx.sha)];
  parts.push(`**odin-slice** answered ${code(packet.anchor.value)} (${packet.mode}, depth ${packet.depth}):`);
  parts.push(packet.task.split("\n").map((l) => `> ${sanitizeMarkdown(l)}`).join("\n"));
  if (response) {
    if (response.status === "cannot_answer") parts.push("**The worker could not answer from the given source.**");
    if (response.status === "needs_context") parts.push("**The worker needed more context than one replacement packet could give.**");
    parts.push(sanitizeMarkdown(response.answer));
  }
  const rejectedCitations = new Set(
    validation.citations.filter((c) => c.disposition === "rejected").map((c) => `${c.file}:${c.start_line}-${c.end_line}`)
  );
  if (response && response.evidence.length > 0) {
    const lines = response.evidence.map((e) => {
      const key = `${e.file}:${e.start_line}-${e.end_line}`;
      const mark = rejectedCitations.has(key) ? " _(rejected: not inside the packet, or changed)_" : "";
      return `- ${sanitizeMarkdown(e.claim)} (${rangeLink(ctx, e.file, e.start_line, e.end_line)})${mark}`;
    });
    parts.push(`**Evidence**
${lines.join("\n")}`);
  }
  if (response && response.uncertainties.length > 0) {
    parts.push(`**Uncertain** (not proven by the code in the packet)
${response.uncertainties.map((u) => `- ${sanitizeMarkdown(u)}`).join("\n")}`);
  }
  const rejectedClaims = validation.claims.filter((c) => c.disposition === "rejected");
  if (rejectedClaims.length > 0) {
    parts.push(`**Rejected claims**
${rejectedClaims.map((c) => `- ${sanitizeMarkdown(c.claim)}: ${sanitizeMarkdown(c.reason)}`).join("\n")}`);
  }
  const comments = [];
  const shown = [];
  const rejected = [];
  (response?.proposed_edits ?? []).forEach((edit, i) => {
    const check = validation.edits[i];
    const where = rangeLink(ctx, edit.file, edit.start_line, edit.end_line);
    if (!check || check.disposition !== "accepted") {
      rejected.push(`- ${where}: ${sanitizeMarkdown(check?.reason ?? "not validated")}`);
      return;
    }
    const hunk = hunkContaining(ctx.hunks.get(edit.file) ?? [], edit.start_line, edit.end_line);
    const body = suggestionBody(edit.rationale, edit.replacement);
    if (hunk && body.length <= 6e4) {
      const comment = { path: edit.file, body, line: edit.end_line, side: "RIGHT" };
      if (edit.start_line < edit.end_line) Object.assign(comment, { start_line: edit.start_line, start_side: "RIGHT" });
      comments.push(comment);
      return;
    }
    const before = originalLines(packet, edit.file, edit.start_line, edit.end_line) ?? [];
    const diff = [...before.map((l) => `-${l}`), ...replacementLines(edit.replacement).map((l) => `+${l}`)].join("\n");
    const why = hunk ? "too large for a suggestion" : "outside the pull request's diff, so it cannot be a suggestion";
    shown.push(`- ${where} (${why}): ${sanitizeMarkdown(edit.rationale)}

${fenced(diff, "diff")}`);
  });
  if (comments.length > 0) parts.push(`**Proposed edits**: ${comments.length} as suggestions on the diff, to accept by hand.`);
  if (shown.length > 0) parts.push(`**Proposed edits outside the diff** (not applied; copy by hand)
${shown.join("\n")}`);
  if (rejected.length > 0) parts.push(`**Rejected edits** (not posted)
${rejected.join("\n")}`);
  const acceptedCitations = validation.citations.length - rejectedCitations.size;
  const acceptedEdits = validation.edits.filter((e) => e.disposition === "accepted").length;
  const report2 = [
    `- budget: ${validation.budget.used_estimated_tokens} of ${validation.budget.limit_estimated_tokens} estimated tokens, ${validation.budget.within_limit ? "within" : "over"} the limit`,
    `- citations: ${acceptedCitations} of ${validation.citations.length} inside the packet and unchanged on disk`,
    `- claims: ${validation.claims.length - rejectedClaims.length} of ${validation.claims.length} accepted`,
    `- edits: ${acceptedEdits} of ${validation.edits.length} accepted (inside the packet, still parse)`
  ];
  const omitted = packet.omissions.length;
  const stats = [
    `- ${packet.slices.length} slices, ${packet.budget.used_estimated_tokens} of ${packet.budget.limit_estimated_tokens} estimated tokens${replacementUsed ? " (a replacement packet)" : ""}`,
    `- ${packet.uncertain_edges.length} uncertain edges, ${omitted} omissions${omitted > 0 ? ` (${[...new Set(packet.omissions.map((o) => o.reason))].join(", ")})` : ""}`,
    ...packet.slices.map((s) => `- ${rangeLink(ctx, s.file, s.start_line, s.end_line)}`),
    `- worker: ${code(ctx.worker)}`
  ];
  parts.push(`<details><summary>Validation</summary>

${report2.join("\n")}

</details>`);
  parts.push(`<details><summary>Packet</summary>

${stats.join("\n")}

</details>`);
  return { body: capBody(parts.join("\n\n")), comments };
}
__name(renderReview, "renderReview");
function renderFailure(failure, commandExample, marker) {
  const record2 = failureRecord(failure);
  const parts = [marker, `**odin-slice** could not answer: ${code(failure.kind)}`, sanitizeMarkdown(failure.message), sanitizeMarkdown(recoveryOf(failure))];
  const candidates = record2.candidates;
  if (Array.isArray(candidates) && candidates.length > 0) {
    parts.push(fenced(candidates.map((c) => commandExample(c.anchor)).join("\n")));
  }
  const outline = record2.outline;
  if (outline && Array.isArray(outline.lines)) {
    parts.push(`<details><summary>Outline of ${code(outline.file ?? "the file")}</summary>

${fenced(formatOutline(outline).trimEnd())}

</details>`);
  }
  return capBody(parts.join("\n\n"));
}
__name(renderFailure, "renderFailure");

// src/github/service.ts
var result = /* @__PURE__ */ __name((status, over = {}) => ({
  status,
  failure: null,
  reviewUrl: null,
  answer: null,
  sha: null,
  ...over
}), "result");
function cloneUrl(serverUrl, repo) {
  return `${serverUrl.replace(/\/$/, "")}/${repo.owner}/${repo.repo}.git`;
}
__name(cloneUrl, "cloneUrl");
async function permissionOf(github, repo, user) {
  try {
    const { data } = await github.request("GET /repos/{owner}/{repo}/collaborators/{username}/permission", { ...repo, username: user });
    const d = data;
    return d.role_name ?? d.permission ?? "none";
  } catch (error) {
    if (error.status === 404) return "none";
    throw error;
  }
}
__name(permissionOf, "permissionOf");
async function listAll(github, route, parameters) {
  const out = [];
  for (let page = 1; page <= 30; page++) {
    const { data } = await github.request(route, { ...parameters, per_page: 100, page });
    const items = data;
    out.push(...items);
    if (items.length < 100) break;
  }
  return out;
}
__name(listAll, "listAll");
var SliceService = class {
  constructor(deps) {
    this.deps = deps;
  }
  deps;
  static {
    __name(this, "SliceService");
  }
  /** Comments whose authors passed the trust check: only they get a reply when something breaks. */
  trusted = /* @__PURE__ */ new Set();
  /** Tells a trusted commenter that a fault stopped the answer; never throws. */
  async reportFault(trigger, message) {
    if (!this.trusted.has(trigger.comment.id)) return;
    try {
      await this.reply(trigger, capBody(`**odin-slice** could not answer: ${sanitizeMarkdown(message)}`));
      await this.react(trigger, "confused");
    } catch (error) {
      this.deps.log(`could not report the fault: ${error.message}`);
    }
  }
  async react(trigger, content) {
    if (!this.deps.config.post) return;
    const route = trigger.comment.kind === "issue" ? "POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions" : "POST /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions";
    try {
      await this.deps.github.request(route, { ...trigger.repo, comment_id: trigger.comment.id, content });
    } catch (error) {
      this.deps.log(`could not add the ${content} reaction: ${error.message}`);
    }
  }
  /** Every text posted goes through here: no known secret and nothing shaped like a credential leaves. */
  outgoing(text) {
    return redactSecrets(text, [this.deps.token, ...this.deps.secrets ?? []]);
  }
  async reply(trigger, text) {
    if (!this.deps.config.post) return;
    const body = this.outgoing(text);
    if (trigger.comment.kind === "issue") {
      await this.deps.github.request("POST /repos/{owner}/{repo}/issues/{issue_number}/comments", { ...trigger.repo, issue_number: trigger.pullNumber, body });
    } else {
      await this.deps.github.request("POST /repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies", {
        ...trigger.repo,
        pull_number: trigger.pullNumber,
        comment_id: trigger.comment.id,
        body
      });
    }
  }
  /** Answers a comment event: the whole path from payload to review. */
  async handle(decision) {
    if (decision.t === "ignore") return result("ignored", { failure: null });
    const { trigger } = decision;
    const permission = await permissionOf(this.deps.github, trigger.repo, trigger.comment.author);
    if (!this.deps.config.allowedPermissions.includes(permission)) {
      this.deps.log(`${trigger.comment.author} has ${permission} permission; only ${this.deps.config.allowedPermissions.join(", ")} may trigger a slice`);
      return result("untrusted");
    }
    this.trusted.add(trigger.comment.id);
    await this.react(trigger, "eyes");
    const usage = commandUsage(this.deps.config.trigger);
    if (decision.t === "invalid") {
      await this.reply(trigger, capBody(`**odin-slice** could not read that command: ${sanitizeMarkdown(decision.message)}

${fenced(usage)}`));
      await this.react(trigger, "confused");
      return result("failed", { failure: "invalid_request" });
    }
    const command = decision.command;
    if (command.kind === "help") {
      await this.reply(trigger, `**odin-slice** answers questions about the code of this pull request from exact, checked slices of it.

${fenced(usage)}`);
      await this.react(trigger, "rocket");
      return result("help");
    }
    if (command.kind === "outline") return this.outline(trigger, command.path, command.terms);
    const sha = await this.recordedSha(trigger);
    const anchor = command.anchor ?? (trigger.diffLines ? `${trigger.diffLines.path}:${trigger.diffLines.start}-${trigger.diffLines.end}` : null);
    const marker = reviewMarker(trigger.comment.id, sha);
    if (await this.alreadyAnswered(trigger.repo, trigger.pullNumber, marker)) {
      this.deps.log(`comment ${trigger.comment.id} at ${sha} was already answered`);
      return result("duplicate", { sha });
    }
    if (anchor === null) {
      const failure = { kind: "invalid_anchor", message: "the command gives no anchor; comment on diff lines or name FILE:START-END or a symbol" };
      await this.reply(trigger, renderFailure(failure, (a) => `${this.deps.config.trigger} ${a} "\u2026"`, marker));
      await this.react(trigger, "confused");
      return result("failed", { failure: failure.kind, sha });
    }
    const outcome = await this.answer(trigger.repo, trigger.pullNumber, sha, {
      anchor,
      task: command.task,
      mode: command.mode ?? void 0,
      depth: command.depth ?? void 0,
      peer: command.peer,
      budget: command.budget ?? this.deps.config.defaultBudget
    }, trigger.comment.id);
    if (outcome.status === "failed" && outcome.answer?.failure && this.deps.config.post) {
      const example = /* @__PURE__ */ __name((a) => `${this.deps.config.trigger} ${a} ${JSON.stringify(command.task)}`, "example");
      await this.reply(trigger, renderFailure(outcome.answer.failure, example, marker));
    }
    await this.react(trigger, outcome.status === "answered" ? "rocket" : "confused");
    return outcome;
  }
  /** `/slice outline PATH "terms"`: the file's declarations with bodies elided, as a reply. */
  async outline(trigger, path, terms) {
    const sha = await this.recordedSha(trigger);
    return this.withCheckout(trigger.repo, trigger.pullNumber, sha, async (dir) => {
      const outlined = await outlineFile(dir, path, { terms, cap: DEFAULT_OUTLINE_CAP });
      if (!outlined.ok) {
        await this.reply(trigger, renderFailure(outlined.failure, (a) => `${this.deps.config.trigger} outline ${a}`, reviewMarker(trigger.comment.id, sha)));
        await this.react(trigger, "confused");
        return result("failed", { failure: outlined.failure.kind, sha });
      }
      const c = outlined.value;
      const link = permalink({ serverUrl: this.deps.serverUrl, ...trigger.repo, sha }, c.file ?? path, 1, c.source_lines);
      await this.reply(trigger, capBody(`**odin-slice** outline of [\`${c.file ?? path}\`](${link}) at ${sha.slice(0, 12)}:

${fenced(formatOutline(c).trimEnd())}`));
      await this.react(trigger, "rocket");
      return result("answered", { sha });
    });
  }
  /** The commit to slice: the one a review comment was left on, else the pull request's head as it is now. */
  recordedSha(trigger) {
    if (trigger.comment.kind === "review" && trigger.headSha) return Promise.resolve(trigger.headSha);
    return this.headSha(trigger.repo, trigger.pullNumber);
  }
  async headSha(repo, pullNumber) {
    const { data } = await this.deps.github.request("GET /repos/{owner}/{repo}/pulls/{pull_number}", { ...repo, pull_number: pullNumber });
    return data.head.sha;
  }
  async alreadyAnswered(repo, pullNumber, marker) {
    if (!this.deps.config.post) return false;
    const reviews = await listAll(this.deps.github, "GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews", { ...repo, pull_number: pullNumber });
    if (reviews.some((r) => String(r.body ?? "").includes(marker))) return true;
    const comments = await listAll(this.deps.github, "GET /repos/{owner}/{repo}/issues/{issue_number}/comments", { ...repo, issue_number: pullNumber });
    return comments.some((c) => String(c.body ?? "").includes(marker));
  }
  async hunks(repo, pullNumber) {
    const files = await listAll(this.deps.github, "GET /repos/{owner}/{repo}/pulls/{pull_number}/files", { ...repo, pull_number: pullNumber });
    const map = /* @__PURE__ */ new Map();
    for (const f of files) map.set(f.filename, f.patch ? parseHunks(f.patch) : []);
    return map;
  }
  /**
   * Checks out the commit, runs the pipeline and posts one review. Used for comment triggers and for automated
   * runs that name the anchor and task themselves.
   */
  async answer(repo, pullNumber, sha, request2, commentId) {
    return this.withCheckout(repo, pullNumber, sha, async (dir, blobs) => {
      const answer = await this.deps.answer({ ...request2, root: dir }, { repo, sha, blobs });
      const round = answer.replacement ?? answer.first;
      if (answer.failure || !round) return result("failed", { failure: answer.failure?.kind ?? "packet_invalid", answer, sha });
      if (!this.deps.config.post || pullNumber === null) return result("answered", { answer, sha });
      const hunks = await this.hunks(repo, pullNumber);
      const review = renderReview(round, { serverUrl: this.deps.serverUrl, ...repo, sha, commentId, hunks, worker: answer.worker }, answer.replacement !== null);
      const url = await this.postReview(repo, pullNumber, sha, review.body, review.comments);
      return result(answer.outcome === "answered" ? "answered" : "failed", { reviewUrl: url, answer, sha, failure: answer.outcome === "answered" ? null : answer.outcome });
    });
  }
  /** Runs `work` on a fresh checkout of the commit and removes the checkout afterwards, whatever happens. */
  async withCheckout(repo, pullNumber, sha, work) {
    const checkedOut = await this.deps.checkout({ cloneUrl: cloneUrl(this.deps.serverUrl, repo), sha, pullNumber, token: this.deps.token });
    if (!checkedOut.ok) throw new Error(`checkout of ${sha} failed: ${checkedOut.message}`);
    try {
      return await work(checkedOut.checkout.dir, checkedOut.checkout.blobs);
    } finally {
      await checkedOut.checkout.dispose();
    }
  }
  /** One review; if GitHub still refuses a suggestion (422), the same review without them rather than none. */
  async postReview(repo, pullNumber, sha, body, comments) {
    const post = /* @__PURE__ */ __name((b, c) => this.deps.github.request("POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews", {
      ...repo,
      pull_number: pullNumber,
      commit_id: sha,
      event: "COMMENT",
      body: this.outgoing(b),
      comments: c.map((comment) => ({ ...comment, body: this.outgoing(comment.body) }))
    }), "post");
    try {
      const { data } = await post(body, comments);
      return data.html_url ?? null;
    } catch (error) {
      if (error.status !== 422 || comments.length === 0) throw error;
      this.deps.log(`GitHub refused the suggestions (422); posting the review without them`);
      const moved = comments.map((c) => `- \`${c.path}:${c.start_line ?? c.line}-${c.line}\`

${c.body}`).join("\n\n");
      const { data } = await post(capBody(`${body}

**Suggestions GitHub would not place on the diff**

${moved}`), []);
      return data.html_url ?? null;
    }
  }
};

// src/worker/createWorker.ts
function createWorker(config, retry2 = DEFAULT_RETRY) {
  let made = null;
  const make = /* @__PURE__ */ __name(async () => config.provider === "anthropic" ? (await import("./anthropicWorker-ESTMH5DV.js")).anthropicWorker(config, retry2) : (await import("./openAICompatibleWorker-NYTYTAB3.js")).openAICompatibleWorker(config, retry2), "make");
  return {
    label: `${config.provider} ${config.model}`,
    async ask(prompt) {
      made ??= make();
      return (await made).ask(prompt);
    }
  };
}
__name(createWorker, "createWorker");

// src/worker/workerConfig.ts
var PROVIDERS = ["github-models", "openai", "anthropic"];
var DEFAULT_TIMEOUT_MS = 12e4;
var PROVIDER_DEFAULTS = {
  "github-models": { baseUrl: "https://models.github.ai/inference", model: "openai/gpt-4.1", keyVariable: "GITHUB_TOKEN" },
  openai: { baseUrl: "https://api.openai.com/v1", model: "gpt-4.1", keyVariable: "OPENAI_API_KEY" },
  anthropic: { baseUrl: "https://api.anthropic.com", model: "claude-sonnet-4-5", keyVariable: "ANTHROPIC_API_KEY" }
};
function isProvider(value) {
  return PROVIDERS.includes(value);
}
__name(isProvider, "isProvider");
var nonEmpty = /* @__PURE__ */ __name((v) => v !== void 0 && v.trim() !== "" ? v.trim() : void 0, "nonEmpty");
function resolveWorkerConfig(flags, env) {
  const provider = nonEmpty(flags.provider) ?? nonEmpty(env.ODIN_SLICE_PROVIDER) ?? "github-models";
  if (!isProvider(provider)) return { ok: false, message: `unknown provider ${JSON.stringify(provider)}; use one of ${PROVIDERS.join(", ")}` };
  const defaults2 = PROVIDER_DEFAULTS[provider];
  const givenBase = nonEmpty(flags.baseUrl) ?? nonEmpty(env.ODIN_SLICE_BASE_URL);
  const baseUrl2 = (givenBase ?? defaults2.baseUrl).replace(/\/+$/, "");
  let parsed;
  try {
    parsed = new URL(baseUrl2);
  } catch {
    return { ok: false, message: `the base URL ${JSON.stringify(givenBase)} is not a URL (for example http://localhost:11434/v1)` };
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return { ok: false, message: "the base URL must start with http:// or https://" };
  const ownServer = givenBase !== void 0 && baseUrl2 !== defaults2.baseUrl;
  const model = nonEmpty(flags.model) ?? nonEmpty(env.ODIN_SLICE_MODEL) ?? (provider === "openai" && ownServer ? void 0 : defaults2.model);
  if (model === void 0) return { ok: false, message: "name the model the server at the base URL serves: --model NAME (or ODIN_SLICE_MODEL)" };
  const keyHint = `ODIN_SLICE_API_KEY or ${defaults2.keyVariable}`;
  const apiKey = nonEmpty(env.ODIN_SLICE_API_KEY) ?? nonEmpty(env[defaults2.keyVariable]) ?? null;
  if (apiKey === null && !(provider === "openai" && ownServer)) {
    const what = provider === "github-models" ? "a GitHub token allowed to use GitHub Models (models: read)" : `an API key for ${provider}`;
    return { ok: false, message: `no key: set ${keyHint} to ${what}` };
  }
  const timeoutMs = flags.timeoutSeconds === void 0 ? DEFAULT_TIMEOUT_MS : flags.timeoutSeconds * 1e3;
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) return { ok: false, message: "the timeout must be a positive number of seconds" };
  return { ok: true, config: { provider, model, baseUrl: baseUrl2, apiKey, keyHint, timeoutMs } };
}
__name(resolveWorkerConfig, "resolveWorkerConfig");

// src/action/serve.ts
async function serve(inputs, decision, payload, env, secrets) {
  let service = null;
  const store = inputs.cache ? IndexCacheStore.fromEnvironment(env) : null;
  try {
    service = createService(inputs, env, secrets, store);
    const repo = repoOf(payload);
    if (!repo) throw new Error("the event names no repository");
    let outcome;
    if (decision === null) {
      if (!inputs.anchor || !inputs.task) throw new Error("automated runs need both the anchor and the task inputs");
      const pr = payload;
      const pullNumber = inputs.pullRequest ?? pr.pull_request?.number ?? (pr.issue?.pull_request ? pr.issue.number ?? null : null);
      const sha = pullNumber !== null ? await service.headSha(repo, pullNumber) : env.GITHUB_SHA ?? "";
      outcome = await service.answer(
        repo,
        pullNumber,
        sha,
        {
          anchor: inputs.anchor,
          task: inputs.task,
          mode: inputs.mode || void 0,
          depth: inputs.depth ?? void 0,
          peer: inputs.peer || null,
          budget: inputs.budget
        },
        Number(env.GITHUB_RUN_ID ?? 0)
      );
    } else {
      outcome = await service.handle(decision);
    }
    await report(outcome, env.RUNNER_TEMP ?? env.TMPDIR ?? "/tmp");
    if (outcome.status === "failed") setFailed(`odin-slice: ${outcome.failure ?? "failed"}`);
  } catch (error) {
    const message = redact(error.message, secrets);
    setOutput("status", "failed");
    setOutput("failure", "error");
    if (service && decision) await service.reportFault(decision.trigger, message);
    setFailed(`odin-slice: ${message}`);
  } finally {
    await store?.save();
  }
}
__name(serve, "serve");
function createService(inputs, env, secrets, store) {
  const serverUrl = env.GITHUB_SERVER_URL ?? "https://github.com";
  const octokit = getOctokit(
    inputs.token,
    {
      baseUrl: env.GITHUB_API_URL ?? "https://api.github.com",
      // Node's own fetch, not @actions/github's bundled undici, so that proxies and test servers see the calls.
      request: { fetch: globalThis.fetch },
      throttle: {
        onRateLimit: /* @__PURE__ */ __name((after, options, _o, retryCount) => {
          warning(`rate limited on ${options.method} ${options.url}; retrying after ${after}s`);
          return retryCount < 2;
        }, "onRateLimit"),
        onSecondaryRateLimit: /* @__PURE__ */ __name((after, options, _o, retryCount) => {
          warning(`secondary rate limit on ${options.method} ${options.url}; retrying after ${after}s`);
          return retryCount < 2;
        }, "onSecondaryRateLimit")
      }
    },
    retry,
    throttling
  );
  const workerEnv = {
    ...env,
    ODIN_SLICE_API_KEY: inputs.apiKey || (inputs.provider === "github-models" ? inputs.token : void 0)
  };
  return new SliceService({
    github: octokit,
    serverUrl,
    token: inputs.token,
    secrets: inputs.apiKey ? [inputs.apiKey] : [],
    config: { trigger: inputs.trigger, allowedPermissions: inputs.allowedPermissions, defaultBudget: inputs.budget, post: inputs.post },
    checkout: checkoutCommit,
    answer: /* @__PURE__ */ __name(async (request2, commit) => {
      const config = resolveWorkerConfig({ provider: inputs.provider, model: inputs.model, baseUrl: inputs.baseUrl }, workerEnv);
      if (!config.ok) throw new Error(`model configuration: ${config.message}`);
      if (store) await store.restore(commit.sha);
      const cache2 = store?.cache ?? cacheFromEnvironment(env);
      if (cache2 && commit.blobs) cache2.knowBlobs(request2.root, commit.blobs);
      const lineage = `${serverUrl}/${commit.repo.owner}/${commit.repo.repo}`;
      return answerSliceRequest(request2, createWorker(config.config), { cache: cache2, lineage });
    }, "answer"),
    log: /* @__PURE__ */ __name((line) => info(redact(line, secrets)), "log")
  });
}
__name(createService, "createService");
async function report(outcome, tempDir) {
  setOutput("status", outcome.status);
  setOutput("failure", outcome.failure ?? "");
  setOutput("review-url", outcome.reviewUrl ?? "");
  const answer = outcome.answer;
  const round = answer?.replacement ?? answer?.first ?? null;
  setOutput("used-tokens", round ? String(round.packet.budget.used_estimated_tokens) : "");
  if (answer) {
    const dir = join8(tempDir, "odin-slice");
    mkdirSync2(dir, { recursive: true });
    if (round) {
      const packetPath = join8(dir, "packet.json");
      writeFileSync2(packetPath, round.packetBytes);
      setOutput("packet-path", packetPath);
    }
    const answerPath = join8(dir, "answer.json");
    writeFileSync2(answerPath, `${JSON.stringify(answerRecord(answer), null, 2)}
`);
    setOutput("answer-path", answerPath);
  }
  const lines = [`### odin-slice: ${outcome.status}`, ""];
  if (outcome.failure) lines.push(`Failure: \`${outcome.failure}\``, "");
  if (outcome.reviewUrl) lines.push(`Review: ${outcome.reviewUrl}`, "");
  if (round) lines.push(`Packet: ${round.packet.slices.length} slices, ${round.packet.budget.used_estimated_tokens} of ${round.packet.budget.limit_estimated_tokens} estimated tokens.`);
  if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, `${lines.join("\n")}
`);
}
__name(report, "report");
export {
  serve
};
