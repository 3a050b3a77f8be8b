/**
* | output |
* | --- |
* | "Changes requested:" |
*
* @param {Contracts_Changes_Requested_NoteInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_changes_requested_note: ((inputs?: Contracts_Changes_Requested_NoteInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Changes_Requested_NoteInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Changes_Requested_NoteInputs = {};
