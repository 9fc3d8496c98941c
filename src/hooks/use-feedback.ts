/** How a component asks for a toast or the success animation: FeedbackHost (app/feedback.tsx) provides it. */
import { createContext, useContext } from 'react';

export interface ToastMessage {
  title: string;
  description: string;
  variant?: 'default' | 'destructive';
}

interface Feedback {
  /** Shows a toast; a new one replaces the current one (at most one at a time). */
  notify: (toast: ToastMessage) => void;
  /** Reveals the success animation and plays it from the start. */
  celebrate: () => void;
}

export const FeedbackContext = createContext<Feedback>({ notify: () => {}, celebrate: () => {} });

export const useFeedback = () => useContext(FeedbackContext);
