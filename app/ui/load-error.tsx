import { useState } from "react";
import { useRevalidator } from "react-router";

/**
 * A page's data could not be loaded: the message, a Try Again button and how many tries were made.
 * Texts come from the caller, already in the page's language.
 */
export function LoadError({ message, tryAgain, attemptLabel }: { message: string; tryAgain: string; attemptLabel: (count: number) => string }) {
  const revalidator = useRevalidator();
  const [attempts, setAttempts] = useState(1);
  return (
    <div className="error-banner" role="alert">
      <p>{message}</p>
      <p className="actions">
        <button
          type="button"
          className="button button-small"
          disabled={revalidator.state !== "idle"}
          onClick={() => {
            setAttempts((count) => count + 1);
            void revalidator.revalidate();
          }}
        >
          {tryAgain}
        </button>
        <span>{attemptLabel(attempts)}</span>
      </p>
    </div>
  );
}
