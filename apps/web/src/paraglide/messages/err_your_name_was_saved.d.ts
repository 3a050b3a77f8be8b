/**
* | output |
* | --- |
* | "Your name was saved" |
*
* @param {Err_Your_Name_Was_SavedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_your_name_was_saved: ((inputs?: Err_Your_Name_Was_SavedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Your_Name_Was_SavedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Your_Name_Was_SavedInputs = {};
