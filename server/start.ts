import "./supported-node";
import "./production-env";
import { startSite } from "./start-site";

// `npm start`: the site with its configuration from the environment (README.md, Configuration).
void startSite();
