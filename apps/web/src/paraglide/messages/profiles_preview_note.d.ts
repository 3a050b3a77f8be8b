/**
* | output |
* | --- |
* | "Preview: only you see this; it shows how the section will look once filled." |
*
* @param {Profiles_Preview_NoteInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_preview_note: ((inputs?: Profiles_Preview_NoteInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Preview_NoteInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_Preview_NoteInputs = {};
