// When the first screen is painted: the eager pictures inside the first viewport have loaded (or
// failed), and a frame after them has been drawn. Browser only; used by entry.client (ADR 051).

/** The longest hydration waits for pictures (a slow image host, or a tab in the background). */
export const PICTURE_WAIT_MS = 3000;

/** The eager pictures inside the first viewport that are still loading. */
function loadingPictures(): HTMLImageElement[] {
  return Array.from(document.images).filter((image) => {
    if (image.complete || image.loading === "lazy") return false;
    const box = image.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.top < window.innerHeight && box.bottom > 0;
  });
}

const loaded = (image: HTMLImageElement) =>
  new Promise<void>((resolve) => {
    image.addEventListener("load", () => resolve(), { once: true });
    image.addEventListener("error", () => resolve(), { once: true });
  });

/** The next frame, then the task after it (the frame's paint has been handed over). */
const afterNextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

export async function firstScreenPainted(): Promise<void> {
  const pictures = loadingPictures();
  if (pictures.length > 0) {
    await Promise.race([Promise.all(pictures.map(loaded)), new Promise((resolve) => setTimeout(resolve, PICTURE_WAIT_MS))]);
  }
  await afterNextPaint();
}
