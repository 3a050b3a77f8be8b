/**
* | output |
* | --- |
* | "Public profiles are for freelancer accounts; client accounts cannot publish one." |
*
* @param {Profedit_Client_NoteInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_client_note: ((inputs?: Profedit_Client_NoteInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_Client_NoteInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_Client_NoteInputs = {};
