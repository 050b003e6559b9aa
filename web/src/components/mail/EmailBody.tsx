import { useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useAllowRemoteImages } from '../../mutations/useAllowRemoteImages';
import { colors, fonts } from '../../theme';

const FRAME_CSS = `
  html, body { margin: 0; padding: 0; background: #fff; }
  body { color: #1f2328; font: 14px/1.6 -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif; }
  #nugget-mail { padding: 20px 22px; overflow-wrap: anywhere; }
  img { max-width: 100%; height: auto; }
  table { max-width: 100%; }
  a { color: #0b63c5; }
  blockquote { margin: 0 0 0 .6em; padding-left: .8em; border-left: 3px solid #d0d7de; color: #57606a; }
  pre { white-space: pre-wrap; }
`;

const REMOTE = /^(https?:)?\/\//i;

/**
 * The sanitised HTML (the server's) in a document of its own: a sandboxed frame
 * without scripts, so the mail's styles cannot reach the app and the app's cannot
 * reach the mail. Every link opens in a new tab and tells the target nothing.
 * Remote images (tracking pixels among them) stay unloaded unless `showImages`: their
 * addresses are set aside, and the frame's own Content-Security-Policy allows images
 * only from the message itself (data:, cid:) — background images in styles included.
 */
export function buildDocument(html: string, showImages: boolean): { doc: string; remoteImages: number } {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll('script, iframe, frame, object, embed, form, meta, link, base').forEach((node) => node.remove());
  doc.querySelectorAll('a[href]').forEach((a) => {
    a.setAttribute('target', '_blank');
    a.setAttribute('rel', 'noopener noreferrer nofollow');
  });
  let remoteImages = 0;
  doc.querySelectorAll('img').forEach((img) => {
    const src = img.getAttribute('src') ?? '';
    img.removeAttribute('srcset');
    if (!REMOTE.test(src)) return;
    remoteImages++;
    if (!showImages) {
      img.setAttribute('data-nugget-src', src);
      img.removeAttribute('src');
    }
  });
  const styled = /url\(\s*['"]?\s*(https?:)?\/\//i.test(html);
  if (styled && remoteImages === 0) remoteImages = 1;
  const imgSrc = showImages ? 'data: cid: https:' : 'data: cid:';
  const csp = `default-src 'none'; img-src ${imgSrc}; style-src 'unsafe-inline'; font-src data:`;
  return {
    doc: `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${csp}"><base target="_blank"><style>${FRAME_CSS}</style></head><body><div id="nugget-mail">${doc.body.innerHTML}</div></body></html>`,
    remoteImages,
  };
}

function HtmlFrame({ html, title, sender, remoteImagesAllowed }: { html: string; title: string; sender?: string | null; remoteImagesAllowed?: boolean }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(160);
  const [shown, setShown] = useState(false);
  const [allow, allowing] = useAllowRemoteImages();
  const showImages = shown || !!remoteImagesAllowed;
  const { doc: srcDoc, remoteImages } = useMemo(() => buildDocument(html, showImages), [html, showImages]);

  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    let observer: ResizeObserver | undefined;
    const measure = () => {
      const content = el.contentDocument?.getElementById('nugget-mail');
      if (content) setHeight(Math.max(80, Math.ceil(content.getBoundingClientRect().height) + 2));
    };
    const onLoad = () => {
      measure();
      observer?.disconnect();
      const content = el.contentDocument?.getElementById('nugget-mail');
      if (content && typeof ResizeObserver !== 'undefined') {
        observer = new ResizeObserver(measure);
        observer.observe(content);
      }
    };
    el.addEventListener('load', onLoad);
    if (el.contentDocument?.readyState === 'complete') onLoad();
    return () => {
      el.removeEventListener('load', onLoad);
      observer?.disconnect();
    };
  }, [srcDoc]);

  const frameBox = (
    <Box
      component="iframe"
      ref={frame}
      title={title}
      data-testid="email-html-body"
      // No allow-scripts: nothing in the mail runs. Same origin only so the frame can be measured.
      sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      referrerPolicy="no-referrer"
      srcDoc={srcDoc}
      sx={{ display: 'block', width: '100%', height, border: 0, borderRadius: 2, bgcolor: '#fff', boxShadow: `0 0 0 1px ${colors.line}` }}
    />
  );
  if (!remoteImages || showImages) return frameBox;
  return (
    <Box>
      <Box
        data-testid="remote-images-bar"
        role="status"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1,
          mb: 1,
          px: 1.5,
          py: 1,
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
          fontSize: 13.5,
        }}
      >
        <Box component="span" sx={{ flex: '1 1 240px', color: 'text.secondary' }}>
          Remote images in this message are hidden, so the sender cannot see that you opened it.
        </Box>
        <Button size="small" variant="outlined" onClick={() => setShown(true)}>
          Show images
        </Button>
        {sender ? (
          <Button
            size="small"
            disabled={allowing}
            onClick={async () => {
              const outcome = await allow(sender);
              if (outcome.ok) setShown(true);
            }}
          >
            Always for this sender
          </Button>
        ) : null}
      </Box>
      {frameBox}
    </Box>
  );
}

/** The message body: sanitised HTML when there is some, else the plain text. */
export function EmailBody({
  html,
  text,
  title = 'Email body',
  sender,
  remoteImagesAllowed,
}: {
  html: string | null | undefined;
  text: string;
  title?: string;
  /** The sender's address, for "Always for this sender". */
  sender?: string | null;
  remoteImagesAllowed?: boolean | null;
}) {
  if (html && html.trim()) return <HtmlFrame html={html} title={title} sender={sender} remoteImagesAllowed={!!remoteImagesAllowed} />;
  return (
    <Box
      data-testid="email-text-body"
      sx={{
        m: 0,
        p: 2.5,
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'rgba(0,0,0,.18)',
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        fontSize: 14.5,
        lineHeight: 1.7,
        color: text.trim() ? 'text.primary' : 'text.secondary',
        fontFamily: text.trim() ? undefined : fonts.mono,
      }}
    >
      {text.trim() || 'This message has no text.'}
    </Box>
  );
}
