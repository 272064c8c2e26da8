// Standalone entry (rspack serve). The async boundary lets Module Federation settle the shared singletons
// before React and friends are evaluated. In the platform the shell loads './routes' instead.
import('./dev/bootstrap');
