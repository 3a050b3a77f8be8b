/**
* | output |
* | --- |
* | "Unknown entry kind" |
*
* @param {Err_Unknown_Entry_KindInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_unknown_entry_kind: ((inputs?: Err_Unknown_Entry_KindInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Unknown_Entry_KindInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Unknown_Entry_KindInputs = {};
