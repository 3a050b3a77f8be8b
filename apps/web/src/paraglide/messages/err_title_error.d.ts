/**
* | output |
* | --- |
* | "Error" |
*
* @param {Err_Title_ErrorInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_title_error: ((inputs?: Err_Title_ErrorInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Title_ErrorInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Title_ErrorInputs = {};
