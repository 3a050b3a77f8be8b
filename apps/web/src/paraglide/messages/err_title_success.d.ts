/**
* | output |
* | --- |
* | "Success" |
*
* @param {Err_Title_SuccessInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_title_success: ((inputs?: Err_Title_SuccessInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Title_SuccessInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Title_SuccessInputs = {};
