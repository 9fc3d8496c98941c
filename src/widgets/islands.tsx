import { lazy, Suspense, type ComponentType } from 'react';

/**
 * Interactive parts that only some pages have (the lead form, the quiz) load after the page is
 * interactive instead of with it. The prerendered HTML holds them in full, and React keeps that
 * HTML (a plain form works without script) until their code arrives and hydrates them.
 * The server preloads them, so prerendering never emits the fallback.
 */
const loaders = {
  leadForm: () => import('./lead-form.tsx'),
  quiz: () => import('./quiz.tsx'),
  suburbCheck: () => import('./suburb-check.tsx'),
};

const preloaded = new Map<string, ComponentType<never>>();

// The address the document was loaded at: its islands are in the prerendered HTML.
const documentPath = typeof window === 'undefined' ? '' : window.location.pathname;

/**
 * An island whose code cannot load (the signal dropped, or a deployment replaced the chunk) must
 * not take the page down. On the page the document was loaded with, the prerendered HTML stays as
 * it is (the lead form then posts without script, the quiz's answers are links), so the load
 * simply never finishes; after a client navigation there is no such HTML, so the browser loads
 * the page in full, which has it.
 */
function resilient<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch(() => {
      if (window.location.pathname !== documentPath) window.location.reload();
      return new Promise<T>(() => {});
    });
}

export async function preloadIslands(): Promise<void> {
  for (const [name, load] of Object.entries(loaders)) preloaded.set(name, (await load()).default as ComponentType<never>);
}

function island<P extends object>(name: keyof typeof loaders, load: () => Promise<{ default: ComponentType<P> }>) {
  const Lazy = lazy(resilient(load));
  return function Island(props: P) {
    const Component = (preloaded.get(name) as ComponentType<P> | undefined) ?? Lazy;
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  };
}

export const LeadFormIsland = island('leadForm', loaders.leadForm);
export const QuizIsland = island('quiz', loaders.quiz);
export const SuburbCheckIsland = island('suburbCheck', loaders.suburbCheck);
