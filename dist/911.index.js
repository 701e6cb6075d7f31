export const id = 911;
export const ids = [911];
export const modules = {

/***/ 4911:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  CommandThread: () => (/* reexport */ CommandThread),
  ForkApprovals: () => (/* reexport */ ForkApprovals),
  createCommitComparer: () => (/* binding */ createCommitComparer),
  createGitHubLeftovers: () => (/* binding */ createGitHubLeftovers),
  createPreviewNotes: () => (/* binding */ createPreviewNotes),
  createPullRequestReader: () => (/* binding */ createPullRequestReader),
  pullRequestOfRun: () => (/* reexport */ pullRequestOfRun),
  readEarlierRuns: () => (/* reexport */ readEarlierRuns)
});

// EXTERNAL MODULE: ./src/config/preview-command.ts
var preview_command = __webpack_require__(530);
// EXTERNAL MODULE: ./src/github/comment-marker.ts
var comment_marker = __webpack_require__(4810);
// EXTERNAL MODULE: ./src/github/octokit.ts
var octokit = __webpack_require__(6702);
// EXTERNAL MODULE: ./src/github/sticky-comment.ts
var sticky_comment = __webpack_require__(7648);
;// CONCATENATED MODULE: ./src/github/preview-notes.ts
/**
 * What GitHub keeps of a preview's life, read for the sweep and for a preview's own run: the pull
 * request's labels (a keep label), the `/preview` commands of people with write access (each
 * renews the preview; a `/preview keep` holds it), dated by GitHub, and the expiry warnings the
 * action left. A comment counts as a command only once GitHub says its author may write: nobody
 * without write access keeps a preview, renews it, or forges a warning (a warning counts only
 * from a bot, or from `comment-author`).
 */




/** The hidden line of the action's warning of one expiry (operations/preview/preview-life.ts writes it): the preview and the time it goes. */
const WARNING = /<!-- platform-deploy: expiry-warning \S+ \S+ -->/;
/** Opens the sleep banner the sweep puts atop a preview's comment: a later banner replaces it, and the next report drops it. */
const ASLEEP = '<!-- platform-deploy: asleep -->';
function previewNotes(client, where, commentAuthor) {
    // One answer per login for the whole run: a sweep meets the same writers on many pull requests.
    const writers = new Map();
    const writes = (login) => {
        let known = writers.get(login);
        if (!known) {
            known = client.rest.repos.getCollaboratorPermissionLevel({ ...where, username: login }).then(({ data }) => (0,preview_command/* writerByPermission */._0)(data.permission, data.role_name), (error) => {
                if ((0,octokit/* httpStatus */.nG)(error) === 404)
                    return false;
                throw error;
            });
            writers.set(login, known);
        }
        return known;
    };
    // Who the action's own comments are by, asked as the sticky comment asks it: a record of a renewal counts only from that login.
    const self = new sticky_comment/* PullRequestComment */.Gc(client, { ...where, number: 0 }, '', commentAuthor);
    const ours = (login, type) => type === 'Bot' || (commentAuthor !== '' && login.toLowerCase() === commentAuthor.toLowerCase());
    return {
        async read(number, environmentName) {
            const { data: pull } = await client.rest.pulls.get({ ...where, pull_number: number });
            const labels = pull.labels.flatMap((label) => (typeof label.name === 'string' ? [label.name] : []));
            const comments = await client.paginate(client.rest.issues.listComments, { ...where, issue_number: number, per_page: 100 });
            const commands = [];
            const warnings = [];
            const hash = environmentName === undefined ? undefined : (0,comment_marker/* environmentHash */.SL)(environmentName);
            let renewedAt;
            for (const comment of comments) {
                const body = comment.body ?? '';
                const login = comment.user?.login ?? '';
                const renewed = hash !== undefined && (0,comment_marker/* isMarkedFor */.ig)(body, hash) ? (0,comment_marker/* readMarker */.t7)(body)?.renewed : undefined;
                if (renewed !== undefined && login !== '' && (0,sticky_comment/* sameLogin */.Up)(login, await self.ownLogin()))
                    renewedAt = Math.max(renewedAt ?? 0, renewed);
                const marker = WARNING.exec(body)?.[0];
                if (marker && ours(login, comment.user?.type ?? ''))
                    warnings.push(marker);
                if ((0,preview_command/* parseCommand */.RM)(body) === undefined || login === '')
                    continue;
                if ((0,preview_command/* refusedByAssociation */.No)(comment.author_association ?? 'NONE') || !(await writes(login)))
                    continue;
                const keepMs = (0,preview_command/* keepAsked */.YL)(body);
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
            const thread = new sticky_comment/* PullRequestComment */.Gc(client, { ...where, number }, (0,comment_marker/* environmentHash */.SL)(environmentName), commentAuthor);
            const comment = (await thread.find()).at(-1);
            if (!comment)
                return false;
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

;// CONCATENATED MODULE: ./src/github/pull-requests.ts

/** A preview's read is on its critical path: GitHub is asked, not waited for. */
const QUICK_READ_MS = 3_000;
/** One try and no rate-limit wait, so an unreachable GitHub costs a preview one short request. */
const QUICK_CLIENT = {
    retry: { enabled: false },
    throttle: { enabled: false, onRateLimit: () => false, onSecondaryRateLimit: () => false },
};
/** What a failed read says: the status GitHub answered, or that it did not answer. */
function describeFault(error) {
    // Octokit says 500 for a request that got no answer at all: only a response has a status.
    const answered = error?.response !== undefined;
    const status = answered ? (0,octokit/* httpStatus */.nG)(error) : 0;
    return status ? `HTTP ${status}` : 'no answer';
}
function pullRequestReader(client, where, timeoutMs) {
    let repository;
    // A limit per read, counted from that read: a preview reads again minutes after its first.
    const limited = () => (timeoutMs === undefined ? {} : { request: { signal: AbortSignal.timeout(timeoutMs) } });
    return {
        async read(number) {
            try {
                const pull = (await client.rest.pulls.get({ ...where, pull_number: number, ...limited() })).data;
                const state = pull.merged || pull.merged_at ? 'merged' : pull.state === 'closed' ? 'closed' : 'open';
                return { state, headSha: pull.head.sha };
            }
            catch (error) {
                if ((0,octokit/* httpStatus */.nG)(error) !== 404)
                    throw new Error(describeFault(error), { cause: error });
            }
            try {
                repository ??= client.rest.repos.get({ ...where, ...limited() });
                await repository;
            }
            catch (error) {
                throw new Error(describeFault(error), { cause: error });
            }
            return { state: 'not-found', headSha: '' };
        },
    };
}

;// CONCATENATED MODULE: ./src/github/compare.ts

function commitComparer(client, where, timeoutMs) {
    const { serverUrl, ...repository } = where;
    return {
        repository: `${serverUrl}/${where.owner}/${where.repo}`,
        async compare(base, head) {
            try {
                const { data } = await client.rest.repos.compareCommitsWithBasehead({
                    ...repository,
                    basehead: `${base}...${head}`,
                    // Commits are not read: the smallest page keeps the answer to the files.
                    per_page: 1,
                    request: { signal: AbortSignal.timeout(timeoutMs) },
                });
                const files = data.files?.flatMap((file) => (file.previous_filename ? [file.filename, file.previous_filename] : [file.filename]));
                return { status: data.status, files, listed: data.files?.length ?? 0 };
            }
            catch (error) {
                throw new Error(describeFault(error), { cause: error });
            }
        },
    };
}

// EXTERNAL MODULE: ./src/github/deployments.ts
var deployments = __webpack_require__(6887);
;// CONCATENATED MODULE: ./src/github/leftover-environments.ts


function gitHubLeftovers(client, where, logUrl) {
    return {
        async retire(gone) {
            const names = await environmentNames(client, where);
            const retired = { environments: [], deactivated: 0, deleted: 0, left: 0 };
            let mayDelete = true;
            for (const name of names.filter((each) => gone(each))) {
                retired.environments.push(name);
                retired.deactivated += await (0,deployments/* deactivateEnvironment */.QV)(client, where, name, logUrl);
                if (!mayDelete) {
                    retired.left++;
                    continue;
                }
                try {
                    await client.rest.repos.deleteAnEnvironment({ ...where, environment_name: name });
                    retired.deleted++;
                }
                catch (error) {
                    const status = (0,octokit/* httpStatus */.nG)(error);
                    // Gone meanwhile: what was asked is done.
                    if (status === 404)
                        continue;
                    if (status !== 403)
                        throw error;
                    mayDelete = false;
                    retired.left++;
                }
            }
            return retired;
        },
    };
}
const PER_PAGE = 100;
/** Every environment of the repository, page by page: the answer is `{ total_count, environments }`, which Octokit's paginate does not type. */
async function environmentNames(client, where) {
    const names = [];
    for (let page = 1;; page++) {
        const { data } = await client.rest.repos.getAllEnvironments({ ...where, per_page: PER_PAGE, page });
        const environments = data.environments ?? [];
        names.push(...environments.map((environment) => environment.name));
        // GitHub may answer fewer than asked per page: its total says when the list is whole.
        if (environments.length === 0 || names.length >= (data.total_count ?? 0))
            return names;
    }
}

// EXTERNAL MODULE: ./src/config/event.ts
var config_event = __webpack_require__(8906);
// EXTERNAL MODULE: ./src/basics/error-message.ts
var error_message = __webpack_require__(5571);
// EXTERNAL MODULE: ./src/basics/markdown-text.ts
var markdown_text = __webpack_require__(3404);
;// CONCATENATED MODULE: ./src/github/preview-commands.ts
/**
 * The GitHub side of a `/preview` command: who may give it (GitHub's answer on the author's
 * permission; the comment's author association only refuses early), the reply to anyone else,
 * the reactions on the comment (👀 on receipt, 🚀 or 😕 at the end) and the pull request as
 * GitHub has it now, since a comment's event carries no head. A reaction GitHub refuses is a warning, never a failure.
 */





class CommandThread {
    client;
    where;
    comment;
    log;
    receipt = Promise.resolve();
    constructor(event, githubToken, log, limits = {}) {
        if (!event.comment)
            throw new Error('the event carries no comment');
        const run = (0,octokit/* readGitHubRun */.ji)(event);
        if (!run.owner)
            throw new Error('the run has no GitHub repository');
        this.client = (0,octokit/* createGitHubClient */.LX)(githubToken, run.apiUrl, log, {}, limits);
        this.where = { owner: run.owner, repo: run.repo };
        this.comment = event.comment;
        this.log = log;
    }
    get author() {
        return this.comment.author;
    }
    /**
     * Whether the author has write access, as GitHub's answer on their permission says (admin,
     * maintain or write). The comment's association can only refuse early, for someone it shows
     * cannot have that access; it never grants: a collaborator or a member may have read access
     * only. A user GitHub does not know (404) has none; any other fault throws, and nothing is
     * deployed on a guess. A read GitHub did not answer (5xx, no answer, too late) says nothing of
     * the author's access, and the line says so: the author is neither told nor said to lack it.
     */
    async authorize() {
        const { author, association } = this.comment;
        if ((0,preview_command/* refusedByAssociation */.No)(association)) {
            this.log.info(`${author}'s association with ${this.repository()} is ${association}: no write access, GitHub is not asked`);
            return false;
        }
        try {
            const { data } = await this.client.rest.repos.getCollaboratorPermissionLevel({ ...this.where, username: author });
            this.log.info(`${author}'s permission on ${this.repository()}: ${data.permission} (role ${data.role_name})`);
            return (0,preview_command/* writerByPermission */._0)(data.permission, data.role_name);
        }
        catch (error) {
            if ((0,octokit/* httpStatus */.nG)(error) === 404) {
                this.log.info(`GitHub knows no permission of ${author} on ${this.repository()} (404): no write access`);
                return false;
            }
            // Octokit gives a request that got no answer a status of its own (500) but no response.
            const answered = error?.response !== undefined;
            const answer = answered && (0,octokit/* httpStatus */.nG)(error) ? `HTTP ${(0,octokit/* httpStatus */.nG)(error)}` : 'no answer';
            if ((0,octokit/* mayHaveActed */.LR)(error)) {
                throw new Error(`GitHub did not answer whether ${author} has write access to ${this.repository()} (${answer}): nothing deployed; comment the command again once GitHub answers`, { cause: error });
            }
            // GitHub's front end answers some refusals with an HTML page, not the API's JSON: no message then.
            const said = (error instanceof Error ? error.message.split('\n')[0] : '') ?? '';
            const message = said === '' || /^\s*</.test(said) ? '' : `: ${said}`;
            throw new Error(`could not read ${author}'s permission on ${this.repository()} (${answer}${message}): nothing deployed`, {
                cause: error,
            });
        }
    }
    /**
     * The one reply to a commenter without write access; the login is shown as text, never as
     * markup. A re-run of the same run finds the reply its first run left, and writes no second.
     */
    async refuse() {
        const marker = `<!-- platform-deploy: command ${this.comment.id} refused -->`;
        const body = `@${(0,markdown_text/* escapeText */.X1)(this.comment.author)} only people with write access to this repository can run \`/preview\` commands, ` +
            `so nothing was deployed. Ask a maintainer to comment \`/preview\`.\n\n${marker}`;
        try {
            if (await this.replied(marker)) {
                this.log.info(`${this.comment.author} was told already, by an earlier run for the same comment`);
                return;
            }
            await this.client.rest.issues.createComment({ ...this.where, issue_number: this.comment.issueNumber, body });
        }
        catch (error) {
            this.log.warning(`Could not reply to ${this.comment.author} (${(0,error_message/* errorMessage */.g)(error)}). Nothing was deployed.`);
        }
    }
    /**
     * Whether a reply carrying `marker` exists: only comments written since the command can be one.
     * A list GitHub does not give counts as none: a second reply is better than none.
     */
    async replied(marker) {
        const pages = this.client.paginate.iterator(this.client.rest.issues.listComments, {
            ...this.where,
            issue_number: this.comment.issueNumber,
            per_page: 100,
            ...(this.comment.createdAt ? { since: this.comment.createdAt } : {}),
        });
        try {
            for await (const page of pages)
                if (page.data.some((comment) => (comment.body ?? '').includes(marker)))
                    return true;
        }
        catch (error) {
            this.log.info(`Could not list the comments since the command (${(0,error_message/* errorMessage */.g)(error)}): replying all the same`);
        }
        return false;
    }
    /** 👀 on the comment, beside the work that follows: it never delays the deployment. */
    received() {
        this.receipt = this.react('eyes');
    }
    /** 🚀 or 😕, after the 👀 has been written or given up. */
    async finished(succeeded) {
        await this.receipt;
        await this.react(succeeded ? 'rocket' : 'confused');
    }
    /** The pull request the comment is on, as GitHub has it now: its head, branch, state, labels. */
    async pullRequest() {
        try {
            const { data } = await this.client.rest.pulls.get({ ...this.where, pull_number: this.comment.issueNumber });
            return (0,config_event/* pullRequestOf */._n)(data);
        }
        catch (error) {
            throw new Error(`could not read pull request #${this.comment.issueNumber} (${(0,error_message/* errorMessage */.g)(error)}): nothing deployed`, {
                cause: error,
            });
        }
    }
    async react(content) {
        try {
            await this.client.rest.reactions.createForIssueComment({ ...this.where, comment_id: this.comment.id, content });
        }
        catch (error) {
            const status = (0,octokit/* httpStatus */.nG)(error);
            const why = status === 403 ? 'the GitHub token needs the `pull-requests: write` or `issues: write` permission' : (0,error_message/* errorMessage */.g)(error);
            this.log.warning(`Could not react ${content} to the command (${why}). The deploy itself is not affected.`);
        }
    }
    repository() {
        return `${this.where.owner}/${this.where.repo}`;
    }
}

// EXTERNAL MODULE: ./src/basics/commit.ts
var commit = __webpack_require__(7214);
;// CONCATENATED MODULE: ./src/github/fork-approval.ts
/**
 * Whether a fork's pull request may be previewed, and at which commit: the one place that decides.
 *
 * A fork's commit is deployed only when someone GitHub says can write (admin, maintain or write)
 * approved that very commit on this pull request, and it is still the head when the run reads the
 * pull request from GitHub's API. An approval is either a `/preview <sha>` comment naming the full
 * commit (a prefix approves nothing: a commit crafted to share it is some 2^28 tries away for 7
 * characters; it is answered with the full commit to paste) never edited since it was posted, or
 * the `labeled` event of `preview-label`, which
 * approves the head its own payload names and only in its own run. Approvals are read from the
 * pull request's comments through GitHub's API and from the event GitHub sent: never from the pull
 * request's body, its branch, or any text the fork's author can change after a writer saw it.
 */






/**
 * Whether a comment was changed after it was posted: GitHub moves `updated_at` on every edit of
 * the body. An edited comment approves nothing, whatever it says now: its author could have
 * swapped the commit after a reviewer read it.
 */
function edited(comment) {
    return comment.createdAt === '' || comment.updatedAt !== comment.createdAt;
}
/** Whether `named` is `sha` itself: an approval names the whole commit, never a prefix another commit could share. */
function names(named, sha) {
    return sha !== '' && named.toLowerCase() === sha.toLowerCase();
}
/** Whether `named` is a shorter prefix of `sha`: it approves nothing, and is answered with the whole commit. */
function abbreviates(named, sha) {
    return named.length < sha.length && sha.toLowerCase().startsWith(named.toLowerCase());
}
/**
 * What may approve, newest first: each unedited `/preview <sha>` comment of the pull request,
 * and the label event of this run when it adds `preview-label` (its payload's head).
 */
function candidatesOf(comments, event, previewLabel) {
    const fromComments = comments
        .filter((comment) => !edited(comment))
        .flatMap((comment) => {
        const prefix = (0,preview_command/* approvedPrefix */.se)(comment.body);
        return prefix === undefined
            ? []
            : [{ prefix, author: comment.author, association: comment.association, via: 'comment', url: comment.url }];
    })
        .reverse();
    const labeled = previewLabel !== '' &&
        event.action === 'labeled' &&
        event.label?.toLowerCase() === previewLabel.toLowerCase() &&
        event.sender !== undefined &&
        event.pullRequest?.headSha;
    // The label event is this run's own: the newest of all.
    return labeled
        ? [{ prefix: event.pullRequest.headSha.toLowerCase(), author: event.sender, association: '', via: 'label' }, ...fromComments]
        : fromComments;
}
/**
 * The decision on `head` (the pull request's head as GitHub's API gives it now): the newest
 * writer's approval of it, else refused, naming the newest writer's approval of another commit.
 * `canWrite` asks GitHub; it is asked for as few authors as the decision needs.
 */
async function decide(candidates, head, canWrite) {
    const asked = new Map();
    const writer = (candidate) => {
        if (candidate.association !== '' && (0,preview_command/* refusedByAssociation */.No)(candidate.association))
            return Promise.resolve(false);
        const login = candidate.author.toLowerCase();
        if (!asked.has(login))
            asked.set(login, canWrite(candidate.author));
        return asked.get(login);
    };
    const approvalOf = (candidate, sha) => ({
        sha,
        approver: candidate.author,
        via: candidate.via,
        ...(candidate.url ? { url: candidate.url } : {}),
    });
    for (const candidate of candidates.filter((each) => names(each.prefix, head))) {
        if (await writer(candidate))
            return { approved: approvalOf(candidate, head.toLowerCase()) };
    }
    // Only the newest writer's approval is named: older ones say nothing more.
    for (const candidate of candidates.filter((each) => !names(each.prefix, head)).slice(0, 5)) {
        if (!(await writer(candidate)))
            continue;
        if (abbreviates(candidate.prefix, head)) {
            return {
                refused: `commit ${(0,commit/* shortCommit */.Ax)(head)}, the head of the pull request, is not approved: ${candidate.author} named it by ${candidate.prefix.length} characters (${candidate.prefix}), and an approval names the full ${head.length}-character commit`,
                abbreviated: approvalOf(candidate, candidate.prefix),
            };
        }
        return {
            refused: `commit ${(0,commit/* shortCommit */.Ax)(head)}, the head of the pull request, is not approved: ${candidate.author} approved ${(0,commit/* shortCommit */.Ax)(candidate.prefix)}, and the head has moved since`,
            stale: approvalOf(candidate, candidate.prefix),
        };
    }
    return { refused: `commit ${(0,commit/* shortCommit */.Ax)(head)}, the head of the pull request, is approved by no one with write access` };
}
/**
 * The marker of the one reply about `head`: a re-run, or the next push or label event on the same
 * head, writes no second; each command is answered once of its own.
 */
function awaitingMarker(number, head, commandId) {
    const answering = commandId === undefined ? '' : ` command ${commandId}`;
    return `<!-- platform-deploy: fork pull request ${number} head ${head}${answering} awaits approval -->`;
}
/**
 * The reply to a pull request whose head is not approved: which commit awaits, what was approved
 * before, and the exact command that approves it. Logins and commits are shown as text.
 */
function awaitingReply(number, head, earlier, commandId) {
    const { stale, abbreviated } = earlier;
    const moved = abbreviated
        ? `\`/preview ${abbreviated.sha}\` names the commit by ${abbreviated.sha.length} characters only, and an approval names the full commit, so that no other commit crafted to begin the same way is approved with it. `
        : stale
            ? `${(0,markdown_text/* escapeText */.X1)(stale.approver)} approved \`${stale.sha.slice(0, 12)}\`${stale.via === 'label' ? ' (by the label)' : ''}, and the head has moved since: a push needs approving again. `
            : '';
    return (`This pull request comes from a fork: commit \`${head}\`, its head, awaits approval, so nothing was deployed. ${moved}` +
        `A preview that exists keeps serving the commit approved before.\n\n` +
        `Someone with write access approves it, after reading the code it brings, by commenting the full commit:\n\n` +
        '```\n' +
        `/preview ${head}\n` +
        '```\n\n' +
        awaitingMarker(number, head, commandId));
}
/** GitHub's side of a fork's approval: the pull request now, its comments, who can write, the reply. */
class ForkApprovals {
    client;
    where;
    log;
    constructor(event, githubToken, log, limits = {}) {
        const run = (0,octokit/* readGitHubRun */.ji)(event);
        if (!run.owner)
            throw new Error('the run has no GitHub repository');
        this.client = (0,octokit/* createGitHubClient */.LX)(githubToken, run.apiUrl, log, {}, limits);
        this.where = { owner: run.owner, repo: run.repo };
        this.log = log;
    }
    /** The pull request as GitHub has it now: its head at decision time, whatever the event said. */
    async pullRequest(number) {
        try {
            const { data } = await this.client.rest.pulls.get({ ...this.where, pull_number: number });
            return (0,config_event/* pullRequestOf */._n)(data);
        }
        catch (error) {
            throw new Error(`could not read pull request #${number} (${(0,error_message/* errorMessage */.g)(error)}): nothing deployed`, { cause: error });
        }
    }
    /** Every comment of the pull request, oldest first, as GitHub's API lists them. */
    async comments(number) {
        const listed = [];
        try {
            const pages = this.client.paginate.iterator(this.client.rest.issues.listComments, {
                ...this.where,
                issue_number: number,
                per_page: 100,
            });
            for await (const page of pages) {
                for (const comment of page.data) {
                    listed.push({
                        id: comment.id,
                        body: comment.body ?? '',
                        author: comment.user?.login ?? '',
                        association: comment.author_association ?? '',
                        createdAt: comment.created_at ?? '',
                        updatedAt: comment.updated_at ?? '',
                        url: comment.html_url ?? '',
                    });
                }
            }
        }
        catch (error) {
            throw new Error(`could not read the comments of pull request #${number} (${(0,error_message/* errorMessage */.g)(error)}): nothing deployed`, {
                cause: error,
            });
        }
        return listed;
    }
    /** Whether GitHub says `login` can write: 404 is no; any other fault throws, and nothing is deployed on a guess. */
    async canWrite(login) {
        try {
            const { data } = await this.client.rest.repos.getCollaboratorPermissionLevel({ ...this.where, username: login });
            this.log.info(`${login}'s permission on ${this.where.owner}/${this.where.repo}: ${data.permission} (role ${data.role_name})`);
            return (0,preview_command/* writerByPermission */._0)(data.permission, data.role_name);
        }
        catch (error) {
            if ((0,octokit/* httpStatus */.nG)(error) === 404)
                return false;
            throw new Error(`could not read ${login}'s permission (${(0,error_message/* errorMessage */.g)(error)}): nothing deployed`, { cause: error });
        }
    }
    /** The decision on the pull request's head as GitHub has it now. */
    async decide(number, event, previewLabel) {
        const [pullRequest, comments] = await Promise.all([this.pullRequest(number), this.comments(number)]);
        const decision = await decide(candidatesOf(comments, event, previewLabel), pullRequest.headSha, (login) => this.canWrite(login));
        return { pullRequest, decision, comments };
    }
    /** One reply per head awaiting approval; a reply GitHub refuses is a warning: nothing was deployed either way. */
    async replyAwaiting(number, head, earlier, comments, commandId) {
        // Anyone could write the marker: at worst that spares a reply, it never approves.
        if (comments.some((comment) => comment.body.includes(awaitingMarker(number, head, commandId)))) {
            this.log.info(`The pull request was told already that ${(0,commit/* shortCommit */.Ax)(head)} awaits approval`);
            return;
        }
        try {
            const body = awaitingReply(number, head, earlier, commandId);
            await this.client.rest.issues.createComment({ ...this.where, issue_number: number, body });
        }
        catch (error) {
            this.log.warning(`Could not say on pull request #${number} that ${(0,commit/* shortCommit */.Ax)(head)} awaits approval (${(0,error_message/* errorMessage */.g)(error)}). Nothing was deployed.`);
        }
    }
}

;// CONCATENATED MODULE: ./src/github/run-pull-request.ts
/**
 * The pull request a `workflow_run` followed: the open one whose head is the run's commit
 * (`head_sha`) from the run's repository (`head_repository`), as GitHub's API gives it now.
 * `workflow_run.pull_requests` only proposes: GitHub lists there the open pull requests whose head
 * branch *or* commit matches, so a fork's branch named like a team pull request's lists the team's,
 * and for a fork's own pull request the list is empty. Each proposal is read and kept only when its
 * head is the run's commit and repository; else the pull request is looked up from the run's head
 * repository and branch, and checked the same way. Never by a branch name alone.
 */




/** GitHub's proposals read one by one at most; a longer list is looked up by the run's head instead. */
const MOST_PROPOSALS_READ = 10;
/**
 * The open pull request whose head is the run's commit from the run's head repository; undefined
 * when there is none (closed since, or the branch moved on). A read GitHub does not give throws.
 */
async function pullRequestOfRun(event, githubToken, log, limits = {}) {
    const run = event.workflowRun;
    if (!run)
        throw new Error('the event is no workflow_run');
    const github = (0,octokit/* readGitHubRun */.ji)(event);
    if (!github.owner)
        throw new Error('the run has no GitHub repository');
    const client = (0,octokit/* createGitHubClient */.LX)(githubToken, github.apiUrl, log, {}, limits);
    const where = { owner: github.owner, repo: github.repo };
    const theRun = (sha, repository) => run.headSha !== '' && sha.toLowerCase() === run.headSha && (repository ?? '').toLowerCase() === run.headRepository.toLowerCase();
    try {
        const proposed = run.pullRequests.slice(0, MOST_PROPOSALS_READ);
        for (const number of proposed) {
            const { data } = await client.rest.pulls.get({ ...where, pull_number: number });
            if (data.state === 'open' && theRun(data.head.sha, data.head.repo?.full_name))
                return (0,config_event/* pullRequestOf */._n)(data);
        }
        if (proposed.length > 0) {
            log.info(`GitHub lists ${proposed.map((number) => `#${number}`).join(', ')} for the workflow run, but none has ${(0,commit/* shortCommit */.Ax)(run.headSha)} of ${run.headRepository || 'an unnamed repository'} at its head: looking the pull request up by the run's head instead`);
        }
        if (run.headRepository === '' || run.headBranch === '')
            return undefined;
        const headOwner = run.headRepository.split('/')[0] ?? '';
        const listed = await client.paginate(client.rest.pulls.list, {
            ...where,
            state: 'open',
            head: `${headOwner}:${run.headBranch}`,
            per_page: 100,
        });
        const found = listed.find((pull) => theRun(pull.head.sha, pull.head.repo?.full_name));
        if (!found)
            return undefined;
        return (0,config_event/* pullRequestOf */._n)({
            number: found.number,
            state: found.state === 'closed' ? 'closed' : 'open',
            title: found.title,
            head: { sha: found.head.sha, ref: found.head.ref, repo: { full_name: found.head.repo?.full_name ?? '' } },
            base: { repo: { full_name: found.base.repo.full_name } },
            user: { login: found.user?.login ?? '' },
            labels: found.labels.map((label) => ({ name: label.name })),
        });
    }
    catch (error) {
        throw new Error(`could not find the pull request of ${run.headRepository}:${run.headBranch} at ${(0,commit/* shortCommit */.Ax)(run.headSha)} (${(0,error_message/* errorMessage */.g)(error)}): nothing deployed`, { cause: error });
    }
}

// EXTERNAL MODULE: ./src/basics/clock.ts
var clock = __webpack_require__(8885);
;// CONCATENATED MODULE: ./src/github/earlier-run-states.ts




/** What earlier runs left is worth as long as a preview's other quick reads; beyond it everything is read from the platform. */
const STATES_MS = QUICK_READ_MS;
/** The repository's newest Deployments looked at for a state: any run of the same input left the same. */
const DEPLOYMENTS_READ = 30;
/**
 * The states earlier runs left (run/carried.ts), sealed by the runs that wrote them and
 * proven or ignored by the operation: this pull request's own comments' first (newest first, and
 * nobody else's comment is read), then the payloads of the repository's newest GitHub
 * Deployments. None when GitHub does not answer in time: the run then reads everything. With
 * them, the login the token's comments are written under, when it was asked: the report need
 * not ask again.
 */
async function readEarlierRuns(event, config, from, log, limits = {}) {
    const run = (0,octokit/* readGitHubRun */.ji)(event);
    if (!run.owner || !config.githubToken)
        return { states: [], login: '' };
    const client = (0,octokit/* createGitHubClient */.LX)(config.githubToken, run.apiUrl, log, QUICK_CLIENT, limits);
    const where = { owner: run.owner, repo: run.repo };
    // Each on its own: a token that may not read Deployments still gets the comment's state.
    const read = (what, reading) => reading().catch((error) => {
        log.info(`Could not read ${what} for what earlier runs learned (${describeFault(error)}): read from the platform instead`);
        return [];
    });
    const thread = new sticky_comment/* PullRequestComment */.Gc(client, { ...where, number: run.pullRequest }, '', config.commentAuthor);
    let login = '';
    const comments = from.comments && run.pullRequest > 0
        ? read("the pull request's comments", async () => {
            const states = await thread.states();
            login = await thread.ownLogin();
            return states;
        })
        : Promise.resolve([]);
    const deployments = from.deployments
        ? read("the repository's GitHub Deployments", () => client.rest.repos.listDeployments({ ...where, per_page: DEPLOYMENTS_READ }).then((listed) => listed.data.flatMap(stateOf)))
        : Promise.resolve([]);
    let timer;
    const late = new Promise((done) => {
        timer = setTimeout(() => {
            log.info(`GitHub did not say in ${STATES_MS / 1000} s what earlier runs learned: everything is read from the platform`);
            done([[], []]);
        }, clock/* systemClock */.ml.answerMs(STATES_MS));
    });
    try {
        const [own = [], any = []] = await Promise.race([Promise.all([comments, deployments]), late]);
        return { states: [...own, ...any], login };
    }
    finally {
        clearTimeout(timer);
    }
}
/** A Deployment's payload is an object, or a string GitHub kept as given. */
function stateOf(deployment) {
    let payload = deployment.payload;
    if (typeof payload === 'string') {
        try {
            payload = JSON.parse(payload);
        }
        catch {
            return [];
        }
    }
    const state = payload?.state;
    return typeof state === 'string' ? [state] : [];
}

;// CONCATENATED MODULE: ./src/github/index.ts









/**
 * Pull request reads in the run's repository; undefined outside a repository or without a token.
 * `quick` is a preview's read on its critical path: one try, bounded in time, never throttled.
 */
function createPullRequestReader(event, githubToken, log, quick = false, limits = {}) {
    const run = (0,octokit/* readGitHubRun */.ji)(event);
    if (!run.owner || !githubToken)
        return undefined;
    const client = (0,octokit/* createGitHubClient */.LX)(githubToken, run.apiUrl, log, quick ? QUICK_CLIENT : {}, limits);
    return pullRequestReader(client, { owner: run.owner, repo: run.repo }, quick ? QUICK_READ_MS : undefined);
}
/** A compare is worth this long on a preview's critical path; beyond it every service is deployed. */
const COMPARE_MS = 10_000;
/** affected-only's compare in the run's repository; undefined outside a repository or without a token. */
function createCommitComparer(event, githubToken, log, limits = {}) {
    const run = (0,octokit/* readGitHubRun */.ji)(event);
    if (!run.owner || !githubToken)
        return undefined;
    const client = (0,octokit/* createGitHubClient */.LX)(githubToken, run.apiUrl, log, QUICK_CLIENT, limits);
    return commitComparer(client, { owner: run.owner, repo: run.repo, serverUrl: run.serverUrl }, COMPARE_MS);
}
/** sweep's GitHub environments of previews that are gone, with the token of the GitHub Deployments; undefined outside a repository. */
function createGitHubLeftovers(event, deploymentsToken, log, limits = {}) {
    const run = (0,octokit/* readGitHubRun */.ji)(event);
    if (!run.owner || !deploymentsToken)
        return undefined;
    const client = (0,octokit/* createGitHubClient */.LX)(deploymentsToken, run.apiUrl, log, {}, limits);
    return gitHubLeftovers(client, { owner: run.owner, repo: run.repo }, run.runUrl);
}
/** A preview's life as GitHub keeps it (preview-notes.ts); undefined outside a repository or without a token. */
function createPreviewNotes(event, githubToken, commentAuthor, log, limits = {}) {
    const run = (0,octokit/* readGitHubRun */.ji)(event);
    if (!run.owner || !githubToken)
        return undefined;
    const client = (0,octokit/* createGitHubClient */.LX)(githubToken, run.apiUrl, log, {}, limits);
    return previewNotes(client, { owner: run.owner, repo: run.repo }, commentAuthor);
}


/***/ })

};
