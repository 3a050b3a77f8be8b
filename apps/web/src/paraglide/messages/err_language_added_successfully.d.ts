/**
* | output |
* | --- |
* | "Language added successfully" |
*
* @param {Err_Language_Added_SuccessfullyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_language_added_successfully: ((inputs?: Err_Language_Added_SuccessfullyInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Language_Added_SuccessfullyInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Language_Added_SuccessfullyInputs = {};
