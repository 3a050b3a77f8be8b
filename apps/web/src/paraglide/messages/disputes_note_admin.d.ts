/**
* | output |
* | --- |
* | "Every dispute on the marketplace." |
*
* @param {Disputes_Note_AdminInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_note_admin: ((inputs?: Disputes_Note_AdminInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Disputes_Note_AdminInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Disputes_Note_AdminInputs = {};
