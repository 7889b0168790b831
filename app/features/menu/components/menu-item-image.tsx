import { useState } from "react";

const FALLBACK_IMAGE = "/images/menu-fallback.svg";

/** A menu photo, 100px high: a skeleton while it loads, the fallback picture if it fails. */
export function MenuItemImage({ src, alt }: { src: string; alt: string }) {
  const [state, setState] = useState<"loading" | "loaded" | "failed">("loading");
  return (
    <span className={`menu-image menu-image-${state}`}>
      <img
        src={state === "failed" ? FALLBACK_IMAGE : src}
        alt={alt}
        height={100}
        width={100}
        loading="lazy"
        decoding="async"
        onLoad={() => setState((current) => (current === "failed" ? current : "loaded"))}
        onError={() => setState("failed")}
      />
    </span>
  );
}
