/**
* | output |
* | --- |
* | "This reset link is invalid or has expired. Please ask for a new one." |
*
* @param {Err_This_Reset_Link_Is_Invalid_Or_Has_Expired_PleaseInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_this_reset_link_is_invalid_or_has_expired_please: ((inputs?: Err_This_Reset_Link_Is_Invalid_Or_Has_Expired_PleaseInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_This_Reset_Link_Is_Invalid_Or_Has_Expired_PleaseInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_This_Reset_Link_Is_Invalid_Or_Has_Expired_PleaseInputs = {};
