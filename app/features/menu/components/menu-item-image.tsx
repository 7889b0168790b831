import { useEffect, useRef, useState } from "react";
import { largestVariant, menuImageSrcSet, menuImageUrl, smallestVariant, type MenuImage } from "~/features/menu-images/menu-images";

const FALLBACK_IMAGE = "/images/menu-fallback.svg";
/** The brief's image height in a menu row (section 9); the row's picture is a square of it. */
const ROW_IMAGE_SIZE = 100;

/**
 * A menu photo: a skeleton while it loads, the fallback picture if it fails. Width and height are
 * always given, so nothing moves when it arrives, and `srcset` lets the browser fetch the smallest
 * variant that is sharp on the guest's screen.
 *
 * - `row`: the menu list's 100px square (the picture covers it), loaded only near the screen;
 * - `page`: the item page's picture at its own aspect ratio, as wide as the page allows.
 */
export function MenuItemImage({ image, alt, layout }: { image: MenuImage; alt: string; layout: "row" | "page" }) {
  const [state, setState] = useState<"loading" | "loaded" | "failed">("loading");
  const picture = useRef<HTMLImageElement>(null);
  // A server-rendered picture may have loaded, or failed, before the script ran: its events are gone.
  useEffect(() => {
    const element = picture.current;
    if (element?.complete) setState(element.naturalWidth > 0 ? "loaded" : "failed");
  }, []);
  const largest = largestVariant(image);
  const sized =
    layout === "row"
      ? {
          width: ROW_IMAGE_SIZE,
          height: ROW_IMAGE_SIZE,
          // Covering a square, a landscape picture is drawn wider than the square.
          sizes: `${Math.ceil((ROW_IMAGE_SIZE * Math.max(largest.width, largest.height)) / largest.height)}px`,
          src: menuImageUrl(smallestVariant(image)),
        }
      : {
          width: largest.width,
          height: largest.height,
          sizes: `(max-width: ${largest.width}px) 100vw, ${largest.width}px`,
          src: menuImageUrl(largest),
        };
  const failed = state === "failed";
  return (
    <span className={`menu-image menu-image-${layout} menu-image-${state}`}>
      <img
        ref={picture}
        src={failed ? FALLBACK_IMAGE : sized.src}
        srcSet={failed ? undefined : menuImageSrcSet(image)}
        sizes={failed ? undefined : sized.sizes}
        alt={alt}
        width={sized.width}
        height={sized.height}
        // The list's pictures load as they come near; the item page's is its main content.
        loading={layout === "row" ? "lazy" : "eager"}
        fetchPriority={layout === "page" ? "high" : undefined}
        decoding="async"
        onLoad={() => setState((current) => (current === "failed" ? current : "loaded"))}
        onError={() => setState("failed")}
      />
    </span>
  );
}
