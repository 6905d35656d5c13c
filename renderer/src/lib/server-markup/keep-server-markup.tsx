import { Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { CSSProperties, FormEvent, MouseEvent as ReactMouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { elementAt, pathWithin } from './focus-path';
import { captureFormState, clickCarriedAsState, restoreFormState } from './form-state';
import { followInternalLink } from './follow-internal-link';
import { trackPress } from './press-tracker';
import { useHydratingServerHtml } from './use-hydrating-server-html';

// The wrapper only marks where the kept markup starts and ends; it takes no part in layout.
const noBox: CSSProperties = { display: 'contents' };
// Rendered as the wrapper's content while hydrating, this tells React to keep the server's markup inside as
// it is (React does not compare or replace inner HTML when it hydrates; the wrapper suppresses the warning
// development builds would print for the difference). It is a constant empty string, never content: the markup
// kept is what React rendered (and escaped) on the server, and no string is ever parsed as HTML here.
const keepServerMarkup = { __html: '' } as const;
// Interactive parts come alive a little before they scroll into view, so they are ready when seen.
const nearViewport = '300px 0px';
const notServerRendered = Symbol('not server-rendered');

export interface KeepServerMarkupProps {
  /** Data attributes of the wrapper (the same on the server and in the browser). */
  marker: Record<`data-${string}`, string>;
  /**
   * `near`: come alive when near the viewport, pointed at or focused (what moves on its own, like a carousel).
   * `intent`: only when pointed at or focused (a form, an accordion: nothing to run until the visitor reaches for
   * it, so a page that opens with one runs none of its code at load). `never`: stay the server's HTML.
   */
  wake: 'near' | 'intent' | 'never';
  /** Downloads the code `children` need, so they render at once when woken. */
  load: () => Promise<unknown>;
  /** What the markup was rendered from: when it changes, the kept markup is out of date and `children` render. */
  content?: unknown;
  /** Shown while the code loads when `children` render without kept markup (a page opened in the browser). */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Part of a server-rendered page that costs the browser no code until it is needed. In the browser's own
 * renders (a page opened by navigation, the desktop target) it renders `children` at once. While React
 * hydrates the server's HTML it keeps that markup untouched instead, with no code loaded for it: forever
 * (`never`), or until it is pointed at or focused (`intent`) or also nears the viewport (`near`); then, its code loaded, the
 * children render in place of the identical markup, and what the visitor did meanwhile is carried over: focus,
 * what was typed, chosen or attached in form fields, the disclosures opened, and taps (replayed on the same
 * elements). Links in kept markup are followed by the router.
 */
export function KeepServerMarkup({ marker, wake, load, content, fallback, children }: KeepServerMarkupProps) {
  const hydrating = useHydratingServerHtml();
  const [serverContent] = useState<unknown>(() => (hydrating ? content : notServerRendered));
  const [awake, setAwake] = useState(false);
  const kept = !awake && serverContent === content;
  const wrapper = useRef<HTMLDivElement>(null);
  const focusToRestore = useRef<number[] | null>(null);
  const clicksToReplay = useRef<number[][]>([]);
  const formState = useRef<ReturnType<typeof captureFormState>>([]);
  const wakeNow = useRef<(() => void) | null>(null);
  /** Set once the live markup has taken what was carried over; later events are the live markup's own. */
  const carried = useRef(false);
  const forgetListeners = useRef<(() => void) | null>(null);
  /** A form of the kept markup the visitor sent before its code came: sent by the browser should the code fail. */
  const heldSubmit = useRef<HTMLFormElement | null>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const element = wrapper.current;
    if (!kept || !element || wake === 'never') return undefined;
    let cancelled = false;
    const press = trackPress(element);
    const wakeUp = () => {
      stopWatching();
      void load().then(
        async () => {
          // A tap under way finishes on the server's markup first, so it is recorded and carried over.
          await press.whenReleased();
          // The click that woke this part may still be under way: its default action (a disclosure opened, a box
          // ticked) follows in the same task and belongs to what is carried over.
          await new Promise((resolve) => setTimeout(resolve, 0));
          if (cancelled) return;
          // What to carry over is read now and again on every focus move and keystroke until the live markup
          // has replaced this one: React may commit a little later, and a field reached meanwhile (a tab to the
          // next field and typing) must come back focused and filled, not the one focused when the code arrived.
          const remember = () => {
            if (carried.current) return;
            focusToRestore.current = pathWithin(element, document.activeElement);
            formState.current = captureFormState(element);
          };
          remember();
          element.addEventListener('focusin', remember);
          element.addEventListener('input', remember);
          // A disclosure's toggle does not bubble.
          element.addEventListener('toggle', remember, true);
          forgetListeners.current = () => {
            element.removeEventListener('focusin', remember);
            element.removeEventListener('input', remember);
            element.removeEventListener('toggle', remember, true);
          };
          heldSubmit.current = null;
          setAwake(true);
        },
        // The code did not arrive: the server's markup stays, readable as it is, and a form sent meanwhile goes
        // to the server as the browser would have sent it (its answer is a server-rendered page).
        () => {
          const form = heldSubmit.current;
          heldSubmit.current = null;
          if (!cancelled && form?.isConnected) form.submit();
        },
      );
    };
    // A display: contents wrapper has no box to observe; its first element does.
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wakeUp(), {
      rootMargin: nearViewport,
    });
    if (wake === 'near' && element.firstElementChild) observer.observe(element.firstElementChild);
    element.addEventListener('pointerover', wakeUp);
    element.addEventListener('focusin', wakeUp);
    wakeNow.current = wakeUp;
    function stopWatching() {
      wakeNow.current = null;
      observer.disconnect();
      element?.removeEventListener('pointerover', wakeUp);
      element?.removeEventListener('focusin', wakeUp);
    }
    return () => {
      cancelled = true;
      stopWatching();
      press.stop();
    };
  }, [kept, wake, load]);

  useLayoutEffect(() => {
    const container = wrapper.current;
    if (!awake || !container) return;
    const focusPath = focusToRestore.current;
    const clickPaths = clicksToReplay.current;
    const typed = formState.current;
    focusToRestore.current = null;
    clicksToReplay.current = [];
    formState.current = [];
    carried.current = true;
    forgetListeners.current?.();
    forgetListeners.current = null;
    // What was typed into the server's form fields and which disclosures were opened is carried over, before
    // anything else happens: focus can only go back into a disclosure that is open.
    restoreFormState(container, typed);
    if (focusPath) elementAt(container, focusPath)?.focus({ preventScroll: true });
    // Taps and keypresses that came before the code did are not lost: they are given to the live markup.
    for (const path of clickPaths)
      elementAt(container, path)?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  }, [awake]);

  const onKeptClick = (event: ReactMouseEvent<HTMLDivElement>) => {
    followInternalLink(event, (to) => void navigate(to));
    if (event.defaultPrevented || wake === 'never' || !(event.target instanceof Element)) return;
    const path = pathWithin(event.currentTarget, event.target);
    // A disclosure opened or a box ticked is carried as state; replayed too, the click would undo it.
    if (path && !clickCarriedAsState(event.target)) clicksToReplay.current.push(path);
    wakeNow.current?.();
  };

  // A form's submit button is ready from the first paint: pressed (or Enter typed in a field) once the app runs but
  // before this part's code came, the press is recorded above and replayed on the live form, which checks and sends
  // it; the browser's own submission, a full page load, is held meanwhile. (Pressed before the app runs at all, or
  // without JavaScript, the browser posts the form to the server, which answers with the page.)
  const onKeptSubmit = (event: FormEvent<HTMLDivElement>) => {
    if (wake === 'never' || !(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    heldSubmit.current = event.target;
    wakeNow.current?.();
  };

  if (kept) {
    return (
      // Clicks are handled for what is inside: links the router should follow, controls whose code is coming.
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
      <div
        ref={wrapper}
        {...marker}
        style={noBox}
        suppressHydrationWarning
        // eslint-disable-next-line no-restricted-syntax -- a constant empty string, see keepServerMarkup
        dangerouslySetInnerHTML={keepServerMarkup}
        onClick={onKeptClick}
        onSubmit={onKeptSubmit}
      />
    );
  }
  return (
    <div ref={wrapper} {...marker} style={noBox}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </div>
  );
}
