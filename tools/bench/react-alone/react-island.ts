// React and react-dom with one tiny stateful island: what any page that hydrates with React pays
// before its own code. Loaded by start-react.ts; the blocking-time floors bench builds both with Vite.
import { createElement, useState } from 'react';
import { createRoot } from 'react-dom/client';

function TapCounter() {
  const [taps, setTaps] = useState(0);
  return createElement(
    'button',
    {
      type: 'button',
      onClick: () => {
        setTaps((count) => count + 1);
      },
    },
    `Tapped ${taps} times`,
  );
}

const container = document.createElement('div');
document.body.append(container);
createRoot(container).render(createElement(TapCounter));
