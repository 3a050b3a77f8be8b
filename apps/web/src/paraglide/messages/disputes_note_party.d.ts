/**
* | output |
* | --- |
* | "Disputes on your contracts." |
*
* @param {Disputes_Note_PartyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_note_party: ((inputs?: Disputes_Note_PartyInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Disputes_Note_PartyInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Disputes_Note_PartyInputs = {};
