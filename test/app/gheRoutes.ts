// The REST answers of the GitHub Enterprise stand-in for one pull request (Codertocat/Hello-World#1), with the
// reviews and comments posted kept as state, so that a marker check sees what was posted before.
import type { GitServer } from "../gitServer.js";
import type { ApiReply, ApiRequest } from "./githubStandIn.js";
import { CHECKOUT_TOKEN, EVENT_TOKEN, INSTALLATION } from "./harness.js";

export const REPO = "/repos/Codertocat/Hello-World";

export interface GheState {
  repo: GitServer;
  /** The web address of the stand-in, for the html_url of posted reviews. */
  url: () => string;
  settings: string | null;
  reviews: Record<string, unknown>[];
  comments: Record<string, unknown>[];
}

export function gheRoutes(state: GheState): (request: ApiRequest) => ApiReply {
  return (request) => {
    const route = `${request.method} ${request.path}`;
    if (route === `POST /app/installations/${INSTALLATION}/access_tokens`) {
      const forGit = (request.body as { repositories?: unknown } | null)?.repositories !== undefined;
      return { status: 201, body: { token: forGit ? CHECKOUT_TOKEN : EVENT_TOKEN, expires_at: "2099-01-01T00:00:00Z" } };
    }
    if (request.headers.authorization !== `token ${EVENT_TOKEN}`) return { status: 401, body: { message: "Bad credentials" } };
    if (/^POST \/repos\/Codertocat\/Hello-World\/issues\/comments\/\d+\/reactions$/.test(route)) return { status: 201, body: { id: 1 } };
    switch (route) {
      case `GET ${REPO}/contents/.github/odin-slice.yml`:
        if (state.settings === null) return { status: 404, body: { message: "Not Found" } };
        return { status: 200, body: { type: "file", encoding: "base64", size: state.settings.length, content: Buffer.from(state.settings).toString("base64") } };
      case `GET ${REPO}/collaborators/Codertocat/permission`:
        return { status: 200, body: { permission: "admin", role_name: "admin" } };
      case `GET ${REPO}/pulls/1`:
        return { status: 200, body: { number: 1, head: { sha: state.repo.headSha } } };
      case `GET ${REPO}/pulls/1/reviews?per_page=100&page=1`:
        return { status: 200, body: state.reviews };
      case `GET ${REPO}/issues/1/comments?per_page=100&page=1`:
        return { status: 200, body: state.comments };
      case `POST ${REPO}/issues/1/comments`:
        state.comments.push(request.body as Record<string, unknown>);
        return { status: 201, body: { id: state.comments.length } };
      case `GET ${REPO}/pulls/1/files?per_page=100&page=1`:
        return { status: 200, body: state.repo.files };
      case `POST ${REPO}/pulls/1/reviews`:
        state.reviews.push(request.body as Record<string, unknown>);
        return { status: 200, body: { id: state.reviews.length, html_url: `${state.url()}/Codertocat/Hello-World/pull/1#pullrequestreview-${state.reviews.length}` } };
    }
    return { status: 404, body: { message: "Not Found" } };
  };
}
