import { useState } from "react";

/** A person's photo, or the default avatar when there is none or it fails to load. */
export function UserAvatar({ name, photoUrl, size = 40 }: { name: string; photoUrl: string | null; size?: number }) {
  const [failed, setFailed] = useState(false);
  const src = photoUrl && !failed ? photoUrl : "/images/avatar.svg";
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
