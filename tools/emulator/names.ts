/** Names compare case-insensitively, as the service does: environments, jobs, projects, deployment stages. */
export function sameName(left: string, right: string): boolean {
  return left.toLowerCase() === right.toLowerCase();
}
