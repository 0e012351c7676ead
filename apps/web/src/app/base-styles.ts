/** What every page of both builds (the whole app, the public site's own) sets up before anything renders. */
import '../shared/zod-config';
import '@fontsource/ibm-plex-sans-arabic/400.css';
import '@fontsource/ibm-plex-sans-arabic/500.css';
import '@fontsource/ibm-plex-sans-arabic/700.css';
import './app.css';
