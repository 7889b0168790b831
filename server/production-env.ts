// Imported first by server/start.ts, before anything loads React: React picks its production or
// development build when first loaded, and every part (react, react-dom, react-router) must agree.
process.env.NODE_ENV ??= "production";

export {};
