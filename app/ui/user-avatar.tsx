import { useState } from "react";

const DEFAULT_AVATAR = "/images/avatar.svg";

/**
 * The picture an avatar shows: the person's photo when it is on the site's own origin, else the
 * default. The Content-Security-Policy allows images only from the site itself (img-src 'self'),
 * so a provider's photo address (Google's) would be blocked, and reported, on every page showing it.
 */
export function avatarSource(photoUrl: string | null): string {
  return photoUrl && photoUrl.startsWith("/") && !photoUrl.startsWith("//") && !photoUrl.startsWith("/\\") ? photoUrl : DEFAULT_AVATAR;
}

/** A person's photo, or the default avatar when there is none, it is elsewhere, or it fails to load. */
export function UserAvatar({ name, photoUrl, size = 40 }: { name: string; photoUrl: string | null; size?: number }) {
  const [failed, setFailed] = useState(false);
  const src = failed ? DEFAULT_AVATAR : avatarSource(photoUrl);
  return (
    <img
      src={src}
      alt=""
      title={name}
      width={size}
      height={size}
      className="avatar"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
    />
  );
}
