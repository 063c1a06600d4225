// Screens that later issues build: until then the shared page frame (document title and h1) is the page.
export default function PlaceholderPage() {
  return null;
}
