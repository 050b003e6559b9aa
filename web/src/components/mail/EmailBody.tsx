import { useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
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

/**
 * The sanitised HTML (the server's) in a document of its own: a sandboxed frame
 * without scripts, so the mail's styles cannot reach the app and the app's cannot
 * reach the mail. Every link opens in a new tab and tells the target nothing.
 */
function buildDocument(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll('script, iframe, frame, object, embed, form, meta, link, base').forEach((node) => node.remove());
  doc.querySelectorAll('a[href]').forEach((a) => {
    a.setAttribute('target', '_blank');
    a.setAttribute('rel', 'noopener noreferrer nofollow');
  });
  return `<!doctype html><html><head><meta charset="utf-8"><base target="_blank"><style>${FRAME_CSS}</style></head><body><div id="nugget-mail">${doc.body.innerHTML}</div></body></html>`;
}

function HtmlFrame({ html, title }: { html: string; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(160);
  const srcDoc = useMemo(() => buildDocument(html), [html]);

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

  return (
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
}

/** The message body: sanitised HTML when there is some, else the plain text. */
export function EmailBody({ html, text, title = 'Email body' }: { html: string | null | undefined; text: string; title?: string }) {
  if (html && html.trim()) return <HtmlFrame html={html} title={title} />;
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
