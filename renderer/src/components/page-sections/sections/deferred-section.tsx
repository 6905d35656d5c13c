import { Suspense, memo, use, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { CSSProperties } from 'react';
import { useNavigate } from 'react-router-dom';
import { focusPathWithin, restoreFocusPath } from '../../../lib/focus-path';
import { followInternalLink } from '../../../lib/follow-internal-link';
import { useHydratingServerHtml } from '../../../lib/use-hydrating-server-html';
import type { LiveSectionProps } from './live-section';
import { loadLiveSection } from './live-section-loader';
import { SectionErrorBoundary } from './section-error-boundary';
import type { BodySectionKey } from './section-registry';
import { interactiveSections } from './section-registry';
import { SectionSkeleton } from './section-skeleton';

// The wrapper only marks where a section's markup starts and ends; it takes no part in layout.
const noBox: CSSProperties = { display: 'contents' };
// Rendered as the wrapper's content while hydrating, this tells React to keep the server's markup inside as
// it is (React does not compare or replace inner HTML when it hydrates; the wrapper suppresses the warning
// development builds would print for the difference).
const keepServerMarkup = { __html: '' };
// Interactive sections come alive a little before they scroll into view, so they are ready when seen.
const nearViewport = '300px 0px';

type DeferredSectionProps = LiveSectionProps & { sectionKey: BodySectionKey };

/**
 * One body section of a page. Rendered in the browser (a page opened by navigation, the desktop target), it
 * loads its code and renders. On a server-rendered page it is first the server's HTML, kept untouched: a
 * static section (text, cards, links) stays so and costs no JavaScript at all, while an interactive one
 * (carousel, accordion, form) loads its code when it nears the viewport or is pointed at or focused, and
 * then renders in place of the identical server markup, keeping focus where it was. Should its content
 * change (staff edited the page and it was fetched again), it renders like any other.
 */
export const DeferredSection = memo(function DeferredSection(props: DeferredSectionProps) {
  const { sectionKey, content } = props;
  const hydrating = useHydratingServerHtml();
  // What the server rendered, as the section's content of the moment it was hydrated.
  const [serverContent] = useState<unknown>(() => (hydrating ? content : notServerRendered));
  const [awake, setAwake] = useState(false);
  const keptAsServerHtml = !awake && serverContent === content;
  const wrapper = useRef<HTMLDivElement>(null);
  const focusToRestore = useRef<number[] | null>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const element = wrapper.current;
    if (!keptAsServerHtml || !element || !interactiveSections.has(sectionKey)) return undefined;
    let cancelled = false;
    const wake = () => {
      cleanup();
      void loadLiveSection(sectionKey).then(
        () => {
          if (cancelled) return;
          focusToRestore.current = focusPathWithin(element);
          setAwake(true);
        },
        // The code did not arrive: the server's markup stays, readable as it is.
        () => undefined,
      );
    };
    // A display: contents wrapper has no box to observe; its section does.
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wake(), {
      rootMargin: nearViewport,
    });
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    element.addEventListener('pointerover', wake);
    element.addEventListener('focusin', wake);
    function cleanup() {
      observer.disconnect();
      element?.removeEventListener('pointerover', wake);
      element?.removeEventListener('focusin', wake);
    }
    return () => {
      cancelled = true;
      cleanup();
    };
  }, [keptAsServerHtml, sectionKey]);

  useLayoutEffect(() => {
    const path = focusToRestore.current;
    if (!awake || !path || !wrapper.current) return;
    focusToRestore.current = null;
    restoreFocusPath(wrapper.current, path);
  }, [awake]);

  if (keptAsServerHtml) {
    return (
      // Clicks are handled for the links inside, which the router should follow; the markup is the server's.
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
      <div
        ref={wrapper}
        data-section={sectionKey}
        style={noBox}
        suppressHydrationWarning
        dangerouslySetInnerHTML={keepServerMarkup}
        onClick={(event) => followInternalLink(event, (to) => void navigate(to))}
      />
    );
  }
  return (
    <div ref={wrapper} data-section={sectionKey} style={noBox}>
      <SectionErrorBoundary sectionKey={sectionKey}>
        <Suspense fallback={<SectionSkeleton sectionKey={sectionKey} tone={props.tone} width={props.width} />}>
          <LoadedSection {...props} />
        </Suspense>
      </SectionErrorBoundary>
    </div>
  );
});

const notServerRendered = Symbol('not server-rendered');

function LoadedSection({ sectionKey, ...props }: DeferredSectionProps) {
  // One component per kind of section, made once when its code arrived (the loader caches it), so React
  // sees the same component on every render.
  const Section = use(loadLiveSection(sectionKey));
  // eslint-disable-next-line react-hooks/static-components
  return <Section sectionKey={sectionKey} {...props} />;
}
