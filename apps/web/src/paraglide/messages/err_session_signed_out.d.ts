/**
* | output |
* | --- |
* | "Session signed out" |
*
* @param {Err_Session_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_session_signed_out: ((inputs?: Err_Session_Signed_OutInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Session_Signed_OutInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Session_Signed_OutInputs = {};
