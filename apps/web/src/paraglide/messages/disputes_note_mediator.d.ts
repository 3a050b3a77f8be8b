/**
* | output |
* | --- |
* | "Disputes assigned to you, and your own." |
*
* @param {Disputes_Note_MediatorInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_note_mediator: ((inputs?: Disputes_Note_MediatorInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Disputes_Note_MediatorInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Disputes_Note_MediatorInputs = {};
