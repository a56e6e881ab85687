import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferredPart } from './deferred-part';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A download the test settles by hand. */
function download() {
  const calls: { resolve: (c: typeof Greeting) => void; reject: (e: unknown) => void }[] = [];
  const load = () => new Promise<typeof Greeting>((resolve, reject) => calls.push({ resolve, reject }));
  return { load, calls };
}

const TEXT = { loading: 'Loading the greeting...', what: 'the greeting' };

describe('deferredPart', () => {
  it('says it is loading, starts the download when first shown, then renders the part with its props', async () => {
    const { load, calls } = download();
    const Part = deferredPart(load, TEXT);
    expect(calls).toHaveLength(0);
    render(<Part name="Ana" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the greeting...');
    expect(calls).toHaveLength(1);
    await act(async () => calls[0]?.resolve(Greeting));
    expect(screen.getByText('Hello Ana')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('downloads once for every copy on the page and for a preload before', async () => {
    const { load, calls } = download();
    const Part = deferredPart(load, TEXT);
    void Part.preload();
    render(<><Part name="Ana" /><Part name="Ben" /></>);
    expect(calls).toHaveLength(1);
    await act(async () => calls[0]?.resolve(Greeting));
    expect(screen.getByText('Hello Ana')).toBeInTheDocument();
    expect(screen.getByText('Hello Ben')).toBeInTheDocument();
  });

  it('says a failed download in words with a way to try again, which downloads it again', async () => {
    const user = userEvent.setup();
    const { load, calls } = download();
    const Part = deferredPart(load, TEXT);
    render(<Part name="Ana" />);
    await act(async () => calls[0]?.reject(new TypeError('Failed to fetch dynamically imported module')));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Could not load the greeting');
    expect(alert).toHaveTextContent('Could not load the greeting: the connection may have dropped or the site was just updated. Check your connection, then try again');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(calls).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the greeting...');
    await act(async () => calls[1]?.resolve(Greeting));
    expect(screen.getByText('Hello Ana')).toBeInTheDocument();
  });
});
