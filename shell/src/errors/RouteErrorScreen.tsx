import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorScreen } from './ErrorScreen';

/** The router's errorElement: a render or loader error anywhere in the shell. */
export function RouteErrorScreen() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) return <ErrorScreen error={new Error(`${error.status} ${error.statusText}`)} />;
  return <ErrorScreen error={error} />;
}
