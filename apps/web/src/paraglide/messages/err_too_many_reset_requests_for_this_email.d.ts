/**
* | output |
* | --- |
* | "Too many reset requests for this email" |
*
* @param {Err_Too_Many_Reset_Requests_For_This_EmailInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_too_many_reset_requests_for_this_email: ((inputs?: Err_Too_Many_Reset_Requests_For_This_EmailInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Too_Many_Reset_Requests_For_This_EmailInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Too_Many_Reset_Requests_For_This_EmailInputs = {};
