// The server tests' PDF reader lives in @portal/test-support, shared with the e2e journeys.
export { extractPdfText, type PdfText } from '@portal/test-support/pdf-text';
