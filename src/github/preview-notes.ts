/**
 * What GitHub keeps of a preview's life, read for the sweep and for a preview's own run: the pull
 * request's labels (a keep label), the `/preview` commands of people with write access (each
 * renews the preview; a `/preview keep` holds it), dated by GitHub, and the expiry warnings the
 * action left. A comment counts as a command only once GitHub says its author may write: nobody
 * without write access keeps a preview, renews it, or forges a warning (a warning counts only
 * from a bot, or from `comment-author`).
 */
import { keepAsked, parseCommand, refusedByAssociation, writerByPermission } from '../config/preview-command.ts';
import type { PreviewNotes, PullRequestActivity, WriterCommand } from '../run/context.ts';
import { environmentHash, isMarkedFor, readMarker } from './comment-marker.ts';
import { httpStatus, type GitHubClient } from './octokit.ts';
import { PullRequestComment, sameLogin } from './sticky-comment.ts';

/** The hidden line of the action's warning of one expiry (operations/preview/preview-life.ts writes it): the preview and the time it goes. */
const WARNING = /<!-- platform-deploy: expiry-warning \S+ \S+ -->/;

/** Opens the sleep banner the sweep puts atop a preview's comment: a later banner replaces it, and the next report drops it. */
const ASLEEP = '<!-- platform-deploy: asleep -->';

export function previewNotes(client: GitHubClient, where: { owner: string; repo: string }, commentAuthor: string): PreviewNotes {
  // One answer per login for the whole run: a sweep meets the same writers on many pull requests.
  const writers = new Map<string, Promise<boolean>>();
  const writes = (login: string): Promise<boolean> => {
    let known = writers.get(login);
    if (!known) {
      known = client.rest.repos.getCollaboratorPermissionLevel({ ...where, username: login }).then(
        ({ data }) => writerByPermission(data.permission, data.role_name),
        (error: unknown) => {
          if (httpStatus(error) === 404) return false;
          throw error;
        },
      );
      writers.set(login, known);
    }
    return known;
  };
  // Who the action's own comments are by, asked as the sticky comment asks it: a record of a renewal counts only from that login.
  const self = new PullRequestComment(client, { ...where, number: 0 }, '', commentAuthor);
  const ours = (login: string, type: string) =>
    type === 'Bot' || (commentAuthor !== '' && login.toLowerCase() === commentAuthor.toLowerCase());
  return {
    async read(number, environmentName): Promise<PullRequestActivity> {
      const { data: pull } = await client.rest.pulls.get({ ...where, pull_number: number });
      const labels = pull.labels.flatMap((label) => (typeof label.name === 'string' ? [label.name] : []));
      const comments = await client.paginate(client.rest.issues.listComments, { ...where, issue_number: number, per_page: 100 });
      const commands: WriterCommand[] = [];
      const warnings: string[] = [];
      const hash = environmentName === undefined ? undefined : environmentHash(environmentName);
      let renewedAt: number | undefined;
      for (const comment of comments) {
        const body = comment.body ?? '';
        const login = comment.user?.login ?? '';
        const renewed = hash !== undefined && isMarkedFor(body, hash) ? readMarker(body)?.renewed : undefined;
        if (renewed !== undefined && login !== '' && sameLogin(login, await self.ownLogin())) renewedAt = Math.max(renewedAt ?? 0, renewed);
        const marker = WARNING.exec(body)?.[0];
        if (marker && ours(login, comment.user?.type ?? '')) warnings.push(marker);
        if (parseCommand(body) === undefined || login === '') continue;
        if (refusedByAssociation(comment.author_association ?? 'NONE') || !(await writes(login))) continue;
        const keepMs = keepAsked(body);
        commands.push({
          at: Date.parse(comment.created_at),
          author: login,
          url: comment.html_url,
          ...(keepMs === undefined ? {} : { keepMs }),
        });
      }
      return { labels, commands, warnings, ...(renewedAt === undefined ? {} : { renewedAt }) };
    },
    async warn(number, body) {
      await client.rest.issues.createComment({ ...where, issue_number: number, body });
    },
    async asleep(number, environmentName, banner) {
      const thread = new PullRequestComment(client, { ...where, number }, environmentHash(environmentName), commentAuthor);
      const comment = (await thread.find()).at(-1);
      if (!comment) return false;
      // The marker stays the first line, as it was: the banner renews nothing and changes no later run's decision.
      const newline = comment.body.indexOf('\n');
      const marker = newline < 0 ? comment.body : comment.body.slice(0, newline);
      let report = newline < 0 ? '' : comment.body.slice(newline + 1);
      if (report.startsWith(ASLEEP)) {
        const end = report.indexOf('\n\n');
        report = end < 0 ? '' : report.slice(end + 2);
      }
      await thread.update(comment.id, `${marker}\n${ASLEEP}\n${banner}\n\n${report}`);
      return true;
    },
  };
}
