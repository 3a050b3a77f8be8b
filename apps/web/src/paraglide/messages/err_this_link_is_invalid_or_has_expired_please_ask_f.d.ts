/**
* | output |
* | --- |
* | "This link is invalid or has expired. Please ask for a new one." |
*
* @param {Err_This_Link_Is_Invalid_Or_Has_Expired_Please_Ask_FInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_this_link_is_invalid_or_has_expired_please_ask_f: ((inputs?: Err_This_Link_Is_Invalid_Or_Has_Expired_Please_Ask_FInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_This_Link_Is_Invalid_Or_Has_Expired_Please_Ask_FInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_This_Link_Is_Invalid_Or_Has_Expired_Please_Ask_FInputs = {};
