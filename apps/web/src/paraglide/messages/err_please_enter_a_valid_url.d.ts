/**
* | output |
* | --- |
* | "Please enter a valid URL" |
*
* @param {Err_Please_Enter_A_Valid_UrlInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_please_enter_a_valid_url: ((inputs?: Err_Please_Enter_A_Valid_UrlInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Please_Enter_A_Valid_UrlInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Please_Enter_A_Valid_UrlInputs = {};
