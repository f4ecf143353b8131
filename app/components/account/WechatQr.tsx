// A WeChat QR code from POST /api/user/create_code. WeChat cannot be reached from here, so the page
// shows the code and says what to do; nothing pretends a scan happened.
import { formatTime } from "~/lib/dates";

export function WechatQr({ src, expiresAt, caption }: { src: string; expiresAt: number; caption: string }) {
  return (
    <figure className="flex flex-col items-center gap-2">
      <img src={src} alt={caption} width={200} height={200} className="rounded border border-gray-200" />
      <figcaption className="text-center text-sm text-ink-soft">
        {caption}
        <br />
        <span className="text-xs text-ink-mute">二维码 {formatTime(expiresAt)} 前有效，过期请刷新页面</span>
      </figcaption>
    </figure>
  );
}

/** The SVG as an <img> address (the CSP allows data: images). */
export function svgDataUrl(svg: string) {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
