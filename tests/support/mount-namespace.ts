/**
 * A folder that is full, or read-only, for one server process alone: the server runs in a mount
 * namespace of its own (util-linux's `unshare`), where a small tmpfs is mounted over the folder
 * before the server starts. Nothing outside sees the mount, and it goes with the process, however
 * the test ends. As root it needs nothing more; as another user, a user namespace maps that user
 * to root inside (`--map-root-user`), which Linux allows unprivileged users by default.
 */
export type SmallFolder = "full" | "read-only";

/** The launcher for startServer / startTestSite: the server runs with `folder` as `kind`. */
export function withSmallFolder(folder: string, kind: SmallFolder): string[] {
  const asUser = process.getuid?.() === 0 ? [] : ["--user", "--map-root-user"];
  // 4 KiB: one page, which no backup of a database fits in. Empty files still fit: there are inodes.
  const options = kind === "full" ? "size=4k" : "ro,size=4k";
  return ["unshare", ...asUser, "--mount", "--propagation", "private", "sh", "-c", `mount -t tmpfs -o ${options} tmpfs "$0" && exec "$@"`, folder];
}
