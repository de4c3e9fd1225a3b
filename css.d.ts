/** Remix's classic compiler turns a CSS import into the URL of the hashed file it writes to public/build/_assets. */
declare module "*.css" {
  const href: string;
  export default href;
}
