// Async boundary for standalone mode: shared singletons are negotiated before React loads.
import('./dev/bootstrap');
