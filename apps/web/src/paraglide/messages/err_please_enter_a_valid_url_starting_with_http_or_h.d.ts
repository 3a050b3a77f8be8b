/**
* | output |
* | --- |
* | "Please enter a valid URL (starting with http:// or https://)" |
*
* @param {Err_Please_Enter_A_Valid_Url_Starting_With_Http_Or_HInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_please_enter_a_valid_url_starting_with_http_or_h: ((inputs?: Err_Please_Enter_A_Valid_Url_Starting_With_Http_Or_HInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Please_Enter_A_Valid_Url_Starting_With_Http_Or_HInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Please_Enter_A_Valid_Url_Starting_With_Http_Or_HInputs = {};
